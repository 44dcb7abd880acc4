import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { ownerDoUsuario, usuarios } from './usuarios';

/**
 * Refresh tokens (01 §3 "refreshToken"). Only the SHA-256 of the opaque token is stored. Each sign-in
 * starts a family; `POST /auth/token` marks the presented token used and adds the next one to the same
 * family with the family's absolute expiry. Presenting a used or revoked token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ownerId: ownerDoUsuario(),
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Absolute expiry of the family (sign-in + 30 days); rotation does not extend it. */
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_usuario_idx').on(t.usuarioId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * One-time links to the new-password screen: 'recovery' (forgot password, 1 h), 'creation' (a new user
 * defines a password, 7 days), 'expired' (the 412 answer, 30 min). Only the SHA-256 is stored; creating
 * a token invalidates the user's unused tokens of the same kind.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    ownerId: ownerDoUsuario(),
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_uq').on(t.tokenHash),
    index('password_tokens_usuario_idx').on(t.usuarioId),
    check('password_tokens_kind_check', sql`${t.kind} in ('recovery', 'creation', 'expired')`),
  ],
);

/**
 * The pending second-factor challenge of a user (at most one): created when the right password is given
 * to an account with `dois_fatores`; holds the hash of the 6-digit code last sent (10 min, single use,
 * at most 5 verification attempts). Re-sending replaces the code.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    ownerId: ownerDoUsuario(),
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** When the right password was given: re-sending is allowed for 10 minutes after it. */
    passwordVerifiedAt: tz('password_verified_at').notNull(),
    /** Hex SHA-256 of `<usuario id>:<code>`. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** 1 e-mail, 2 SMS (the channel of the last code). */
    canal: smallint('canal').notNull().default(1),
    codeExpiresAt: tz('code_expires_at').notNull(),
    codeSentAt: tz('code_sent_at').notNull(),
    sends: integer('sends').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tz('used_at'),
  },
  (t) => [
    uniqueIndex('second_factor_challenges_usuario_uq').on(t.usuarioId),
    check('second_factor_challenges_canal_check', sql`${t.canal} in (1, 2)`),
  ],
);
