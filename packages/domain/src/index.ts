// Public surface of @embarca/domain. Each module adds its enums, schemas, rules and messages here.
export * from './shared/messages';
