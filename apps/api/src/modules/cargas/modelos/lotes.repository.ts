import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaLotes, cargas } from '../../../db/schema/index';

export interface NovoLote {
  ownerId: string;
  unidadeNegocioId: string;
  modeloId: string | null;
  descricao: string | null;
  createdBy: string;
}

/** Lots (carga_lotes) and their loads; every query filters by the owner. */
export function createLotesRepository(db: Database) {
  return {
    /** Inserts the lot (in the lot creation's transaction). */
    async inserir(lote: NovoLote): Promise<string> {
      const [row] = await db.insert(cargaLotes).values(lote).returning({ id: cargaLotes.id });
      if (!row) throw new Error('lote não inserido');
      return row.id;
    },

    async find(ownerId: string, loteId: string) {
      const rows = await db
        .select({
          id: cargaLotes.id,
          descricao: cargaLotes.descricao,
          modeloId: cargaLotes.modeloId,
          createdAt: cargaLotes.createdAt,
        })
        .from(cargaLotes)
        .where(and(eq(cargaLotes.ownerId, ownerId), eq(cargaLotes.id, loteId)))
        .limit(1);
      return rows[0];
    },

    /** The lot's loads by collection date (then code); the board's card reader applies the visibility. */
    async listCargaIds(ownerId: string, loteId: string): Promise<string[]> {
      const rows = await db
        .select({ id: cargas.id })
        .from(cargas)
        .where(and(eq(cargas.ownerId, ownerId), eq(cargas.loteId, loteId)))
        .orderBy(sql`${cargas.dhColeta} asc nulls last`, asc(cargas.codigo));
      return rows.map((row) => row.id);
    },

    /**
     * One active load of the lot in the given units whose situacao may be deactivated: the load the lot's
     * deactivation goes through (the action then takes every other one of the lot along).
     */
    async findCargaParaDesativar(
      ownerId: string,
      loteId: string,
      unidadeIds: readonly string[],
      situacoes: readonly number[],
    ): Promise<string | undefined> {
      if (unidadeIds.length === 0) return undefined;
      const rows = await db
        .select({ id: cargas.id })
        .from(cargas)
        .where(
          and(
            eq(cargas.ownerId, ownerId),
            eq(cargas.loteId, loteId),
            eq(cargas.ativo, true),
            inArray(cargas.situacao, [...situacoes]),
            inArray(cargas.unidadeNegocioId, [...unidadeIds]),
          ),
        )
        .orderBy(sql`${cargas.dhColeta} asc nulls last`, asc(cargas.codigo))
        .limit(1);
      return rows[0]?.id;
    },
  };
}

export type LotesRepository = ReturnType<typeof createLotesRepository>;
