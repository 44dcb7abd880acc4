import type { TModeloCarga } from '@embarca/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaModelos, empresas } from '../../../db/schema/index';

const columns = { id: cargaModelos.id, descricao: cargaModelos.descricao, model: cargaModelos.model };

export interface ModeloCargaRow {
  id: string;
  descricao: string;
  model: TModeloCarga;
}

const asRow = (row: { id: string; descricao: string; model: unknown }): ModeloCargaRow => ({
  ...row,
  model: row.model as TModeloCarga,
});

/** Cargo templates (carga_modelos) of one owner; every query filters by the owner and reads active ones. */
export function createModelosRepository(db: Database) {
  const doOwner = (ownerId: string, id: string) =>
    and(eq(cargaModelos.ownerId, ownerId), eq(cargaModelos.id, id), eq(cargaModelos.ativo, true));

  return {
    /** The owner's active templates by description. */
    async listAtivos(ownerId: string): Promise<ModeloCargaRow[]> {
      const rows = await db
        .select(columns)
        .from(cargaModelos)
        .where(and(eq(cargaModelos.ownerId, ownerId), eq(cargaModelos.ativo, true)))
        .orderBy(asc(cargaModelos.descricao), asc(cargaModelos.id));
      return rows.map(asRow);
    },

    async findAtivo(ownerId: string, id: string): Promise<ModeloCargaRow | undefined> {
      const rows = await db.select(columns).from(cargaModelos).where(doOwner(ownerId, id)).limit(1);
      return rows[0] ? asRow(rows[0]) : undefined;
    },

    async insert(input: { ownerId: string; userId: string; descricao: string; model: TModeloCarga }) {
      const [row] = await db
        .insert(cargaModelos)
        .values({
          ownerId: input.ownerId,
          createdBy: input.userId,
          descricao: input.descricao,
          model: input.model,
        })
        .returning({ id: cargaModelos.id });
      if (!row) throw new Error('modelo de carga não inserido');
      return row.id;
    },

    /** False when the template is not an active one of the owner. */
    async update(ownerId: string, id: string, input: { descricao: string; model: TModeloCarga }) {
      const rows = await db
        .update(cargaModelos)
        .set({ descricao: input.descricao, model: input.model })
        .where(doOwner(ownerId, id))
        .returning({ id: cargaModelos.id });
      return rows.length > 0;
    },

    /** Soft delete (lots keep their template); false when it is not an active one of the owner. */
    async desativar(ownerId: string, id: string) {
      const rows = await db
        .update(cargaModelos)
        .set({ ativo: false })
        .where(doOwner(ownerId, id))
        .returning({ id: cargaModelos.id });
      return rows.length > 0;
    },

    /** The names of the owner's companies among `ids` (another tenant's id is simply not found). */
    async nomesDasEmpresas(ownerId: string, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: empresas.id, nome: empresas.nome })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), inArray(empresas.id, ids)));
      return new Map(rows.map((row) => [row.id.toLowerCase(), row.nome]));
    },
  };
}

export type ModelosRepository = ReturnType<typeof createModelosRepository>;
