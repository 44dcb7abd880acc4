import type { TUnidadeNegocioDetalhe } from '@embarca/domain';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { empresas, unidadesNegocio, usuarioUnidadesNegocio } from '../../db/schema';

const detalheColumns = {
  id: unidadesNegocio.id,
  descricao: unidadesNegocio.descricao,
  ativo: unidadesNegocio.ativo,
  codigo: unidadesNegocio.codigo,
  empresaId: unidadesNegocio.empresaId,
  empresaNome: empresas.nome,
};

export interface UnidadeNegocioValues {
  descricao: string;
  codigo: string | null;
  empresaId: string | null;
}

export function createUnidadesNegocioRepository(db: Database) {
  return {
    /** The owner's units; `userId` narrows to the units assigned to that user. */
    async list(
      ownerId: string,
      filter: { ativos?: boolean; comEmpresa?: boolean; userId?: string },
    ): Promise<TUnidadeNegocioDetalhe[]> {
      return db
        .select(detalheColumns)
        .from(unidadesNegocio)
        .leftJoin(empresas, eq(empresas.id, unidadesNegocio.empresaId))
        .where(
          and(
            eq(unidadesNegocio.ownerId, ownerId),
            filter.ativos ? eq(unidadesNegocio.ativo, true) : undefined,
            filter.comEmpresa ? isNotNull(unidadesNegocio.empresaId) : undefined,
            filter.userId
              ? inArray(
                  unidadesNegocio.id,
                  db
                    .select({ id: usuarioUnidadesNegocio.unidadeNegocioId })
                    .from(usuarioUnidadesNegocio)
                    .where(eq(usuarioUnidadesNegocio.usuarioId, filter.userId)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(unidadesNegocio.descricao));
    },

    async findById(ownerId: string, id: string): Promise<TUnidadeNegocioDetalhe | undefined> {
      const rows = await db
        .select(detalheColumns)
        .from(unidadesNegocio)
        .leftJoin(empresas, eq(empresas.id, unidadesNegocio.empresaId))
        .where(and(eq(unidadesNegocio.ownerId, ownerId), eq(unidadesNegocio.id, id)))
        .limit(1);
      return rows[0];
    },

    /** Which field repeats another unit of the owner: the name (ignoring case) or the code. */
    async findDuplicate(
      ownerId: string,
      values: UnidadeNegocioValues,
      exceptId?: string,
    ): Promise<'descricao' | 'codigo' | undefined> {
      const rows = await db
        .select({ descricao: unidadesNegocio.descricao, codigo: unidadesNegocio.codigo })
        .from(unidadesNegocio)
        .where(
          and(
            eq(unidadesNegocio.ownerId, ownerId),
            exceptId ? ne(unidadesNegocio.id, exceptId) : undefined,
            sql`(lower(${unidadesNegocio.descricao}) = lower(${values.descricao}) or (${values.codigo}::text is not null and ${unidadesNegocio.codigo} = ${values.codigo}))`,
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return row.descricao.toLowerCase() === values.descricao.toLowerCase() ? 'descricao' : 'codigo';
    },

    async companyBelongsTo(ownerId: string, empresaId: string): Promise<boolean> {
      const rows = await db
        .select({ id: empresas.id })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.id, empresaId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Creates the unit and gives its creator access to it, in one transaction. */
    async insert(ownerId: string, values: UnidadeNegocioValues, creatorId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(unidadesNegocio)
          .values({ ...values, ownerId })
          .returning({ id: unidadesNegocio.id });
        if (!row) throw new Error('unidade não gravada');
        await tx
          .insert(usuarioUnidadesNegocio)
          .values({ ownerId, usuarioId: creatorId, unidadeNegocioId: row.id });
        return row.id;
      });
    },

    async update(ownerId: string, id: string, values: UnidadeNegocioValues): Promise<void> {
      await db
        .update(unidadesNegocio)
        .set(values)
        .where(and(eq(unidadesNegocio.ownerId, ownerId), eq(unidadesNegocio.id, id)));
    },

    async setAtivo(ownerId: string, id: string, ativo: boolean): Promise<void> {
      await db
        .update(unidadesNegocio)
        .set({ ativo })
        .where(and(eq(unidadesNegocio.ownerId, ownerId), eq(unidadesNegocio.id, id)));
    },

    /** Deletes the unit (a foreign-key violation means loads still belong to it). */
    async delete(ownerId: string, id: string): Promise<void> {
      await db
        .delete(unidadesNegocio)
        .where(and(eq(unidadesNegocio.ownerId, ownerId), eq(unidadesNegocio.id, id)));
    },
  };
}

export type UnidadesNegocioRepository = ReturnType<typeof createUnidadesNegocioRepository>;
