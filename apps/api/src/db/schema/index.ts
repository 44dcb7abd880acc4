// Every table of the application, one file per module (DESIGN.md §1); drizzle-kit reads this file.
export * from './anuncios';
export * from './auth';
export * from './caracteristicas';
export * from './cargas';
export * from './consultas';
export * from './empresas';
export * from './frota';
export * from './kanban';
export * from './notificacoes';
export * from './owners';
export * from './quadro';
export * from './relations';
export * from './tipos';
export * from './unidades-negocio';
export * from './usuarios';
