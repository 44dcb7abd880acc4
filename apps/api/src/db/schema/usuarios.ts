import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { owners } from './owners';
import { unidadesNegocio } from './unidades-negocio';

/**
 * Users of a tenant. Sign-in states this table drives (01 §8):
 * - `bloqueado` → 423; `locked_at` set (after `owners.max_failed_logins` failures in a row) → 429;
 * - `dois_fatores` → 424 (second factor by mail/SMS);
 * - password expired → 412 when `troca_senha_obrigatoria` is true OR the owner's
 *   `password_expiry_days` is set and `password_changed_at + password_expiry_days` has passed.
 * `tipo` (packages/domain TipoUsuario): 1 usuário, 99 administrador, 100 suporte (the product's support
 * staff); null is read as 1.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    nome: text('nome').notNull(),
    /** Stored lower-cased; unique across the platform (sign-in is by e-mail alone). */
    email: varchar('email', { length: 254 }).notNull(),
    /** `scrypt$…` string from lib/password.ts; null until the user defines a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: tz('password_changed_at'),
    trocaSenhaObrigatoria: boolean('troca_senha_obrigatoria').notNull().default(false),
    role: varchar('role', { length: 20 }).notNull().default('Operador'),
    tipo: smallint('tipo'),
    usuarioAdmin: boolean('usuario_admin').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    bloqueado: boolean('bloqueado').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedAt: tz('locked_at'),
    doisFatores: boolean('dois_fatores').notNull().default(false),
    telefone: varchar('telefone', { length: 20 }),
    aceiteTermoUsoAt: tz('aceite_termo_uso_at'),
    /** Module ids withheld from this user although the licence covers them (UserUnauthorizedModule). */
    modulosNaoAutorizados: text('modulos_nao_autorizados').array().notNull().default(sql`'{}'::text[]`),
    fcmToken: text('fcm_token'),
    /** Bumped to end every session of the user (tokens carry it). */
    sessionVersion: integer('session_version').notNull().default(0),
    lastLoginAt: tz('last_login_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_uq').on(t.email),
    index('usuarios_owner_idx').on(t.ownerId),
    check('usuarios_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('usuarios_role_check', sql`${t.role} in ('Administrador', 'Operador')`),
    check('usuarios_tipo_check', sql`${t.tipo} is null or ${t.tipo} in (1, 99, 100)`),
  ],
);

/** Business units a user may access. */
export const usuarioUnidadesNegocio = pgTable(
  'usuario_unidades_negocio',
  {
    ownerId: ownerDoUsuario(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    unidadeNegocioId: uuid('unidade_negocio_id')
      .notNull()
      .references(() => unidadesNegocio.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.unidadeNegocioId] }),
    index('usuario_unidades_negocio_unidade_idx').on(t.unidadeNegocioId),
  ],
);

/** User preferences stored by name (GET/PUT /user-preferences). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    valor: jsonb('valor').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_preferences_usuario_nome_uq').on(t.usuarioId, t.nome),
    index('user_preferences_owner_idx').on(t.ownerId),
  ],
);

/**
 * `owner_id` of a table whose rows belong to one user (issue 17: every tenant-owned table carries the
 * owner column, the sharding key of a distributed PostgreSQL — ARCHITECTURE "Past one database"). Its value
 * is always the user's own owner: inserts write it with `ownerDoUsuarioSql(usuarioId)`.
 */
export function ownerDoUsuario() {
  return uuid('owner_id')
    .notNull()
    .references(() => owners.id, { onDelete: 'cascade' });
}

/** The owner of `usuarioId`, as an insert value: `values({ ownerId: ownerDoUsuarioSql(id), usuarioId: id })`. */
export function ownerDoUsuarioSql(usuarioId: string | SQL) {
  return sql<string>`(select ${usuarios.ownerId} from ${usuarios} where ${usuarios.id} = ${usuarioId})`;
}
