import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargas, kanbanEtapas } from '../../../db/schema/index';

const columns = {
  id: kanbanEtapas.id,
  tipoQuadro: kanbanEtapas.tipoQuadro,
  descricao: kanbanEtapas.descricao,
  ordem: kanbanEtapas.ordem,
  grupoEtapa: kanbanEtapas.grupoEtapa,
  etapaManual: kanbanEtapas.etapaManual,
  cor: kanbanEtapas.cor,
};

export interface EtapaInsert {
  tipoQuadro: number;
  descricao: string;
  grupoEtapa: number;
  etapaManual: boolean;
  cor: string | null;
}

/**
 * Board stages of one owner (kanban_etapas); every query filters by the owner. The multi-statement writes
 * (insert, setOrdens, deleteUnlessLast) run in the caller's transaction (`writer.transaction`).
 */
export function createEtapasRepository(db: Database) {
  return {
    /** The owner's stages, of one board type or all, ordered by type, group, then ordem. */
    async list(ownerId: string, tipoQuadro?: number) {
      return db
        .select(columns)
        .from(kanbanEtapas)
        .where(
          and(
            eq(kanbanEtapas.ownerId, ownerId),
            tipoQuadro === undefined ? undefined : eq(kanbanEtapas.tipoQuadro, tipoQuadro),
          ),
        )
        .orderBy(
          asc(kanbanEtapas.tipoQuadro),
          asc(kanbanEtapas.grupoEtapa),
          asc(kanbanEtapas.ordem),
          asc(kanbanEtapas.id),
        );
    },

    async findById(ownerId: string, id: string) {
      const rows = await db
        .select(columns)
        .from(kanbanEtapas)
        .where(and(eq(kanbanEtapas.ownerId, ownerId), eq(kanbanEtapas.id, id)))
        .limit(1);
      return rows[0];
    },

    /**
     * Appends a stage after every stage of its board type: its ordem is the type's highest + 1, so it is
     * last in its group and never equal to another stage's ordem of that board.
     */
    async insert(ownerId: string, input: EtapaInsert): Promise<string> {
      // Two creations at once must not take the same ordem: lock the board's stages while reading it.
      await db
        .select({ id: kanbanEtapas.id })
        .from(kanbanEtapas)
        .where(and(eq(kanbanEtapas.ownerId, ownerId), eq(kanbanEtapas.tipoQuadro, input.tipoQuadro)))
        .for('update');
      const [last] = await db
        .select({ ordem: max(kanbanEtapas.ordem) })
        .from(kanbanEtapas)
        .where(and(eq(kanbanEtapas.ownerId, ownerId), eq(kanbanEtapas.tipoQuadro, input.tipoQuadro)));
      const [row] = await db
        .insert(kanbanEtapas)
        .values({ ownerId, ...input, ordem: (last?.ordem ?? 0) + 1 })
        .returning({ id: kanbanEtapas.id });
      if (!row) throw new Error('insert kanban_etapas sem retorno');
      return row.id;
    },

    /** Renames / recolours; `cor` undefined keeps the current colour. False when no row matched. */
    async update(ownerId: string, id: string, input: { descricao: string; cor?: string | null }) {
      const rows = await db
        .update(kanbanEtapas)
        .set({ descricao: input.descricao, ...(input.cor === undefined ? {} : { cor: input.cor }) })
        .where(and(eq(kanbanEtapas.ownerId, ownerId), eq(kanbanEtapas.id, id)))
        .returning({ id: kanbanEtapas.id });
      return rows.length > 0;
    },

    /** Writes the new ordem of the stages (the swap of PUT /{id}/posicao). */
    async setOrdens(ownerId: string, changes: readonly { id: string; ordem: number }[]) {
      for (const change of changes) {
        await db
          .update(kanbanEtapas)
          .set({ ordem: change.ordem })
          .where(and(eq(kanbanEtapas.ownerId, ownerId), eq(kanbanEtapas.id, change.id)));
      }
    },

    /**
     * Deletes a stage unless it is the last of its group (returns 'last-of-group'), in the caller's
     * transaction: the group's stages are locked first, so two deletions at once cannot empty a group; the stage's
     * loads lose their stage (they show in the group's first stage) and move their version.
     */
    async deleteUnlessLast(
      ownerId: string,
      etapa: { id: string; tipoQuadro: number; grupoEtapa: number },
    ): Promise<'deleted' | 'last-of-group' | 'not-found'> {
      const group = await db
        .select({ id: kanbanEtapas.id })
        .from(kanbanEtapas)
        .where(
          and(
            eq(kanbanEtapas.ownerId, ownerId),
            eq(kanbanEtapas.tipoQuadro, etapa.tipoQuadro),
            eq(kanbanEtapas.grupoEtapa, etapa.grupoEtapa),
          ),
        )
        .for('update');
      if (!group.some((row) => row.id === etapa.id)) return 'not-found';
      if (group.length <= 1) return 'last-of-group';
      await db
        .update(cargas)
        .set({ etapaId: null, version: sql`${cargas.version} + 1` })
        .where(and(eq(cargas.ownerId, ownerId), eq(cargas.etapaId, etapa.id)));
      await db
        .delete(kanbanEtapas)
        .where(and(eq(kanbanEtapas.ownerId, ownerId), eq(kanbanEtapas.id, etapa.id)));
      return 'deleted';
    },
  };
}

export type EtapasRepository = ReturnType<typeof createEtapasRepository>;
export type EtapaRow = NonNullable<Awaited<ReturnType<EtapasRepository['findById']>>>;
