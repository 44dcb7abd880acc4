import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  empresas,
  owners,
  refreshTokens,
  unidadesNegocio,
  usuarios,
  usuarioUnidadesNegocio,
} from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What sign-in needs to know about a user and their company. */
export interface LoginCandidate {
  id: string;
  nome: string;
  email: string;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  trocaSenhaObrigatoria: boolean;
  role: 'Administrador' | 'Operador';
  tipo: number | null;
  ativo: boolean;
  bloqueado: boolean;
  lockedAt: Date | null;
  doisFatores: boolean;
  telefone: string | null;
  modulosNaoAutorizados: string[];
  sessionVersion: number;
  owner: {
    id: string;
    tipo: number;
    licenseType: number;
    trialStartedAt: Date | null;
    trialDays: number | null;
    acessoBloqueado: boolean;
    ativo: boolean;
    modules: string[];
    passwordExpiryDays: number | null;
    maxFailedLogins: number;
    documento: string | null;
  };
}

/** What every authenticated request re-reads, so that blocking a user ends their sessions at once. */
export interface SessionState {
  /** The user's owner (an owner-wide invalidation drops its users). */
  ownerId: string;
  ativo: boolean;
  bloqueado: boolean;
  locked: boolean;
  sessionVersion: number;
  ownerAtivo: boolean;
  ownerAcessoBloqueado: boolean;
  /** The user's active units, by id. */
  unidadeIds: string[];
  /** The same units with their names, in name order (GET /unidade-negocio/listwithaccess answers them). */
  unidades: { id: string; descricao: string }[];
}

export function createAuthRepository(db: Database) {
  // Read on every authenticated request: a named prepared statement (parsed and planned once per
  // connection) costs PostgreSQL a fifth of the CPU of the same query sent as text each time.
  const sessionState = db
    .select({
      ownerId: usuarios.ownerId,
      ativo: usuarios.ativo,
      bloqueado: usuarios.bloqueado,
      lockedAt: usuarios.lockedAt,
      sessionVersion: usuarios.sessionVersion,
      ownerAtivo: owners.ativo,
      ownerAcessoBloqueado: owners.acessoBloqueado,
      unidadeIds: sql<string[]>`coalesce((
        select array_agg(${unidadesNegocio.id}::text order by ${unidadesNegocio.id})
        from ${usuarioUnidadesNegocio}
        join ${unidadesNegocio} on ${unidadesNegocio.id} = ${usuarioUnidadesNegocio.unidadeNegocioId}
        where ${usuarioUnidadesNegocio.usuarioId} = ${usuarios.id} and ${unidadesNegocio.ativo}
      ), '{}'::text[])`,
      unidades: sql<{ id: string; descricao: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${unidadesNegocio.id}, 'descricao', ${unidadesNegocio.descricao})
                        order by ${unidadesNegocio.descricao})
        from ${usuarioUnidadesNegocio}
        join ${unidadesNegocio} on ${unidadesNegocio.id} = ${usuarioUnidadesNegocio.unidadeNegocioId}
        where ${usuarioUnidadesNegocio.usuarioId} = ${usuarios.id} and ${unidadesNegocio.ativo}
      ), '[]'::json)`,
    })
    .from(usuarios)
    .innerJoin(owners, eq(owners.id, usuarios.ownerId))
    .where(eq(usuarios.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_session_state');
  return {
    async findLoginCandidate(email: string): Promise<LoginCandidate | undefined> {
      return findCandidate(db, eq(usuarios.email, email.toLowerCase()));
    },

    /** The same view of a user by id (refresh, new password). */
    async findLoginCandidateById(userId: string): Promise<LoginCandidate | undefined> {
      return findCandidate(db, eq(usuarios.id, userId));
    },

    /**
     * Counts one failed sign-in in a row and locks the user when the count reaches `maxFailed`,
     * in one statement (two concurrent failures cannot both miss the lock). Returns whether it is locked.
     */
    async registerFailedLogin(userId: string, maxFailed: number): Promise<boolean> {
      const rows = await db
        .update(usuarios)
        .set({
          failedLoginCount: sql`${usuarios.failedLoginCount} + 1`,
          lockedAt: sql`case when ${usuarios.failedLoginCount} + 1 >= ${maxFailed} then coalesce(${usuarios.lockedAt}, now()) else ${usuarios.lockedAt} end`,
        })
        .where(eq(usuarios.id, userId))
        .returning({ lockedAt: usuarios.lockedAt });
      return rows[0]?.lockedAt != null;
    },

    async registerSuccessfulLogin(userId: string): Promise<void> {
      await db
        .update(usuarios)
        .set({ failedLoginCount: 0, lastLoginAt: new Date() })
        .where(eq(usuarios.id, userId));
    },

    /** One round trip per authenticated request: the user's state and active units together. */
    async loadSessionState(userId: string): Promise<SessionState | undefined> {
      const rows = await sessionState.execute({ userId });
      const row = rows[0];
      if (!row) return undefined;
      return {
        ownerId: row.ownerId.toLowerCase(),
        ativo: row.ativo,
        bloqueado: row.bloqueado,
        locked: row.lockedAt != null,
        sessionVersion: row.sessionVersion,
        ownerAtivo: row.ownerAtivo,
        ownerAcessoBloqueado: row.ownerAcessoBloqueado,
        unidadeIds: row.unidadeIds,
        unidades: row.unidades,
      };
    },

    /**
     * Ends every session of the user at once: bumps `session_version` (every JWT already issued stops
     * working on its next request) and revokes all their refresh tokens. Blocking, deactivating and
     * password changes call this.
     */
    async endUserSessions(userId: string): Promise<void> {
      await db.transaction(async (tx) => endSessions(tx, userId));
    },

    /**
     * Sets a new password (01 §5) and ends every other session in one transaction: clears the forced
     * change, resets the failed-sign-in count and unlocks the user (a password recovery unlocks, 01 §8).
     */
    async changePassword(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(usuarios)
          .set({
            passwordHash,
            passwordChangedAt: at,
            trocaSenhaObrigatoria: false,
            failedLoginCount: 0,
            lockedAt: null,
          })
          .where(eq(usuarios.id, userId));
        await endSessions(tx, userId);
      });
    },

    async findAccount(userId: string): Promise<AccountRow | undefined> {
      const row = await selectUserWithOwner(db, eq(usuarios.id, userId));
      return row && { user: row.user, owner: { ...row.owner, documento: row.documento } };
    },

    async findOwner(ownerId: string): Promise<OwnerRow | undefined> {
      const rows = await db
        .select({ owner: owners, documento: empresas.cnpj })
        .from(owners)
        .leftJoin(empresas, eq(empresas.id, owners.empresaId))
        .where(eq(owners.id, ownerId))
        .limit(1);
      const row = rows[0];
      return row ? { ...row.owner, documento: row.documento } : undefined;
    },

    async findOwnerLogo(ownerId: string): Promise<string | null> {
      const rows = await db.select({ logo: owners.logo }).from(owners).where(eq(owners.id, ownerId)).limit(1);
      return rows[0]?.logo ?? null;
    },

    async acceptTermsOfUse(userId: string, at: Date): Promise<void> {
      await db.update(usuarios).set({ aceiteTermoUsoAt: at }).where(eq(usuarios.id, userId));
    },

    async setFcmToken(userId: string, fcmToken: string): Promise<void> {
      await db.update(usuarios).set({ fcmToken }).where(eq(usuarios.id, userId));
    },
  };
}

type UserRecord = typeof usuarios.$inferSelect;
type OwnerRecord = typeof owners.$inferSelect;
/** The owner with its company's document (CNPJ). */
export type OwnerRow = OwnerRecord & { documento: string | null };
export interface AccountRow {
  user: UserRecord;
  owner: OwnerRow;
}

async function endSessions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(usuarios)
    .set({ sessionVersion: sql`${usuarios.sessionVersion} + 1` })
    .where(eq(usuarios.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.usuarioId, userId), isNull(refreshTokens.revokedAt)));
}

/** One user with their owner and the owner's company document (CNPJ). */
async function selectUserWithOwner(db: Database, where: SQL) {
  const rows = await db
    .select({ user: usuarios, owner: owners, documento: empresas.cnpj })
    .from(usuarios)
    .innerJoin(owners, eq(owners.id, usuarios.ownerId))
    .leftJoin(empresas, eq(empresas.id, owners.empresaId))
    .where(where)
    .limit(1);
  return rows[0];
}

async function findCandidate(db: Database, where: SQL): Promise<LoginCandidate | undefined> {
  const row = await selectUserWithOwner(db, where);
  if (!row) return undefined;
  const { user, owner } = row;
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    passwordHash: user.passwordHash,
    passwordChangedAt: user.passwordChangedAt,
    trocaSenhaObrigatoria: user.trocaSenhaObrigatoria,
    role: user.role === 'Administrador' ? 'Administrador' : 'Operador',
    tipo: user.tipo,
    ativo: user.ativo,
    bloqueado: user.bloqueado,
    lockedAt: user.lockedAt,
    doisFatores: user.doisFatores,
    telefone: user.telefone,
    modulosNaoAutorizados: user.modulosNaoAutorizados,
    sessionVersion: user.sessionVersion,
    owner: {
      id: owner.id,
      tipo: owner.tipo,
      licenseType: owner.licenseType,
      trialStartedAt: owner.trialStartedAt,
      trialDays: owner.trialDays,
      acessoBloqueado: owner.acessoBloqueado,
      ativo: owner.ativo,
      modules: owner.modules,
      passwordExpiryDays: owner.passwordExpiryDays,
      maxFailedLogins: owner.maxFailedLogins,
      documento: row.documento,
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
