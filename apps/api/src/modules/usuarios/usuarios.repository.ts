import { SituacaoUsuario, type TUsuario } from '@embarca/domain';
import { and, asc, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { owners, unidadesNegocio, usuarios, usuarioUnidadesNegocio } from '../../db/schema';
import { foldedContains } from '../../lib/sql-text';

const userColumns = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  telefone: usuarios.telefone,
  role: usuarios.role,
  usuarioAdmin: usuarios.usuarioAdmin,
  tipo: usuarios.tipo,
  ativo: usuarios.ativo,
  bloqueado: usuarios.bloqueado,
  lockedAt: usuarios.lockedAt,
  modulosNaoAutorizados: usuarios.modulosNaoAutorizados,
  senhaDefinida: sql<boolean>`${usuarios.passwordHash} is not null`,
  lastLoginAt: usuarios.lastLoginAt,
  unidadeNegocioIds: sql<string[]>`coalesce((
    select array_agg(${usuarioUnidadesNegocio.unidadeNegocioId}::text order by ${usuarioUnidadesNegocio.unidadeNegocioId})
    from ${usuarioUnidadesNegocio} where ${usuarioUnidadesNegocio.usuarioId} = ${usuarios.id}
  ), '{}'::text[])`,
};

type UserRow = {
  id: string;
  nome: string;
  email: string;
  telefone: string | null;
  role: string;
  usuarioAdmin: boolean;
  tipo: number | null;
  ativo: boolean;
  bloqueado: boolean;
  lockedAt: Date | null;
  modulosNaoAutorizados: string[];
  senhaDefinida: boolean;
  lastLoginAt: Date | null;
  unidadeNegocioIds: string[];
};

function toUsuario(row: UserRow): TUsuario {
  const role = row.role === 'Administrador' ? 'Administrador' : 'Operador';
  return {
    id: row.id,
    usuarioId: row.id,
    name: row.nome,
    email: row.email,
    telefone: row.telefone,
    role,
    usuarioAdmin: row.usuarioAdmin || role === 'Administrador',
    tipo: row.tipo,
    ativo: row.ativo,
    bloqueado: row.bloqueado,
    situacao:
      row.bloqueado || row.lockedAt
        ? SituacaoUsuario.Bloqueado
        : row.ativo
          ? SituacaoUsuario.Ativo
          : SituacaoUsuario.Inativo,
    unidadeNegocioIds: row.unidadeNegocioIds ?? [],
    modulosNaoAutorizados: row.modulosNaoAutorizados,
    senhaDefinida: Boolean(row.senhaDefinida),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
  };
}

export interface UsuarioValues {
  nome: string;
  email: string;
  telefone: string | null;
  role: 'Administrador' | 'Operador';
  tipo: number;
  usuarioAdmin: boolean;
  modulosNaoAutorizados: string[];
}

export function createUsuariosRepository(db: Database) {
  async function select(where: SQL | undefined, limit?: number): Promise<TUsuario[]> {
    const query = db
      .select(userColumns)
      .from(usuarios)
      .where(where)
      .orderBy(asc(usuarios.nome), asc(usuarios.id));
    const rows = limit ? await query.limit(limit) : await query;
    return rows.map(toUsuario);
  }

  return {
    async list(ownerId: string, filter: { query?: string; ativos?: boolean } = {}): Promise<TUsuario[]> {
      return select(
        and(
          eq(usuarios.ownerId, ownerId),
          filter.ativos === undefined ? undefined : eq(usuarios.ativo, filter.ativos),
          filter.query
            ? or(foldedContains(usuarios.nome, filter.query), foldedContains(usuarios.email, filter.query))
            : undefined,
        ),
      );
    },

    async findById(ownerId: string, id: string): Promise<TUsuario | undefined> {
      const rows = await select(and(eq(usuarios.ownerId, ownerId), eq(usuarios.id, id)), 1);
      return rows[0];
    },

    async listByUnidade(ownerId: string, unidadeId: string): Promise<TUsuario[]> {
      return select(
        and(
          eq(usuarios.ownerId, ownerId),
          inArray(
            usuarios.id,
            db
              .select({ id: usuarioUnidadesNegocio.usuarioId })
              .from(usuarioUnidadesNegocio)
              .where(eq(usuarioUnidadesNegocio.unidadeNegocioId, unidadeId)),
          ),
        ),
      );
    },

    async listSemUnidade(ownerId: string): Promise<TUsuario[]> {
      return select(
        and(
          eq(usuarios.ownerId, ownerId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(usuarioUnidadesNegocio)
              .where(eq(usuarioUnidadesNegocio.usuarioId, usuarios.id)),
          ),
        ),
      );
    },

    /** Active users not denied the module (the caller checks the licence includes it). */
    async listWithModule(ownerId: string, modulo: string): Promise<TUsuario[]> {
      return select(
        and(
          eq(usuarios.ownerId, ownerId),
          eq(usuarios.ativo, true),
          sql`not (${modulo} = any(${usuarios.modulosNaoAutorizados}))`,
        ),
      );
    },

    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.email, email), exceptId ? sql`${usuarios.id} <> ${exceptId}` : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async existingEmails(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: usuarios.email })
        .from(usuarios)
        .where(inArray(usuarios.email, emails));
      return new Set(rows.map((row) => row.email));
    },

    /** How many of the ids are units of the owner. */
    async countOwnUnits(ownerId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .select({ id: unidadesNegocio.id })
        .from(unidadesNegocio)
        .where(and(eq(unidadesNegocio.ownerId, ownerId), inArray(unidadesNegocio.id, ids)));
      return rows.length;
    },

    async ownerModules(ownerId: string): Promise<string[]> {
      const rows = await db
        .select({ modules: owners.modules })
        .from(owners)
        .where(eq(owners.id, ownerId))
        .limit(1);
      return rows[0]?.modules ?? [];
    },

    async insert(ownerId: string, values: UsuarioValues, unidadeIds: string[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(usuarios)
          .values({ ...values, ownerId })
          .returning({ id: usuarios.id });
        if (!row) throw new Error('usuário não gravado');
        if (unidadeIds.length > 0) {
          await tx
            .insert(usuarioUnidadesNegocio)
            .values(unidadeIds.map((unidadeNegocioId) => ({ ownerId, usuarioId: row.id, unidadeNegocioId })));
        }
        return row.id;
      });
    },

    async update(ownerId: string, id: string, values: UsuarioValues, unidadeIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(usuarios)
          .set(values)
          .where(and(eq(usuarios.ownerId, ownerId), eq(usuarios.id, id)));
        await tx.delete(usuarioUnidadesNegocio).where(eq(usuarioUnidadesNegocio.usuarioId, id));
        if (unidadeIds.length > 0) {
          await tx
            .insert(usuarioUnidadesNegocio)
            .values(unidadeIds.map((unidadeNegocioId) => ({ ownerId, usuarioId: id, unidadeNegocioId })));
        }
      });
    },

    async updatePerfil(
      ownerId: string,
      id: string,
      values: { nome: string; telefone: string | null },
    ): Promise<void> {
      await db
        .update(usuarios)
        .set(values)
        .where(and(eq(usuarios.ownerId, ownerId), eq(usuarios.id, id)));
    },

    async setState(
      ownerId: string,
      id: string,
      state: { ativo?: boolean; bloqueado?: boolean; unlock?: boolean },
    ): Promise<void> {
      await db
        .update(usuarios)
        .set({
          ...(state.ativo === undefined ? {} : { ativo: state.ativo }),
          ...(state.bloqueado === undefined ? {} : { bloqueado: state.bloqueado }),
          ...(state.unlock ? { failedLoginCount: 0, lockedAt: null } : {}),
        })
        .where(and(eq(usuarios.ownerId, ownerId), eq(usuarios.id, id)));
    },

    async acceptTerms(id: string, at: Date): Promise<void> {
      await db.update(usuarios).set({ aceiteTermoUsoAt: at }).where(eq(usuarios.id, id));
    },

    async passwordHash(id: string): Promise<string | null> {
      const rows = await db
        .select({ hash: usuarios.passwordHash })
        .from(usuarios)
        .where(eq(usuarios.id, id))
        .limit(1);
      return rows[0]?.hash ?? null;
    },

    /** Deletes the user (a foreign-key violation means loads they created still point at them). */
    async delete(ownerId: string, id: string): Promise<void> {
      await db.delete(usuarios).where(and(eq(usuarios.ownerId, ownerId), eq(usuarios.id, id)));
    },
  };
}

export type UsuariosRepository = ReturnType<typeof createUsuariosRepository>;
