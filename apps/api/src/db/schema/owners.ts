import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { empresas } from './empresas';

/**
 * A tenant: one customer company account on the platform (the spec's "owner").
 * `tipo` is the company type: 1 transportadora (carrier), 3 embarcador (shipper), 100 the product itself.
 * `license_type`: 1 full (paid), 2 trial, 3 free (01 §3: "1 = paid or full; other values are trial or free").
 */
export const owners = pgTable(
  'owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant's own company row (empresas.owner_id = this owner). Null only while it is being created. */
    empresaId: uuid('empresa_id').references((): AnyPgColumn => empresas.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    tipo: smallint('tipo').notNull(),
    licenseType: smallint('license_type').notNull().default(1),
    /** Trial licence: started at, and its length in days (diasPrazoExpiracaoTrial). Expired when now ≥ start + days. */
    trialStartedAt: tz('trial_started_at'),
    trialDays: integer('trial_days'),
    /** Company access blocked (e.g. unpaid): sign-in answers 402. */
    acessoBloqueado: boolean('acesso_bloqueado').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    /** Module ids the licence covers (the token's AuthorizedModule claim). */
    modules: text('modules').array().notNull().default(sql`'{}'::text[]`),
    /** Passwords expire this many days after `usuarios.password_changed_at`; null = never. */
    passwordExpiryDays: integer('password_expiry_days'),
    /** Failed sign-ins in a row before the user is locked (429). */
    maxFailedLogins: integer('max_failed_logins').notNull().default(5),
    /** White-label brand key; null = the product's default brand. */
    brand: text('brand'),
    /** Company logo, base64 (GET /owner/{id}/logo). */
    logo: text('logo'),
    ...timestamps,
  },
  (t) => [
    check('owners_license_type_check', sql`${t.licenseType} >= 0`),
    check('owners_trial_days_check', sql`${t.trialDays} is null or ${t.trialDays} >= 0`),
    check('owners_max_failed_logins_check', sql`${t.maxFailedLogins} > 0`),
  ],
);

/**
 * Per-owner counters (e.g. 'carga' for cargas.codigo). Allocate with
 * `update owner_counters set valor = valor + n where owner_id = $1 and nome = $2 returning valor`
 * (insert the row on first use): one row lock per tenant, no sequence per tenant.
 */
export const ownerCounters = pgTable(
  'owner_counters',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    valor: bigint('valor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.nome] })],
);

/** Owner preferences stored by name (e.g. 'PersonalizacaoCardCarga', notification preferences). */
export const ownerPreferences = pgTable(
  'owner_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    valor: jsonb('valor').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('owner_preferences_owner_nome_uq').on(t.ownerId, t.nome)],
);
