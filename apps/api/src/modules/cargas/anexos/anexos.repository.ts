import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaAnexos, cargaHistorico, cargaRotas, cargas, owners, usuarios } from '../../../db/schema/index';

/** The history row written with an attachment change (the load's history, 02 §4). */
export interface AnexoHistorico {
  usuarioId: string;
  acao: 'anexo-adicionado' | 'anexo-excluido';
  descricao: string;
  dados: Record<string, unknown>;
}

export type NovoAnexo = typeof cargaAnexos.$inferInsert & { id: string };

/**
 * Attachment rows of a load and their history entries. The caller decides visibility (the board's
 * rules) first; these queries then read by the load's id.
 */
export function createCargasAnexosRepository(db: Database) {
  const columns = {
    id: cargaAnexos.id,
    cargaId: cargaAnexos.cargaId,
    ownerId: cargaAnexos.ownerId,
    autorOwnerId: cargaAnexos.autorOwnerId,
    cargaRotaId: cargaAnexos.cargaRotaId,
    nome: cargaAnexos.nome,
    contentType: cargaAnexos.contentType,
    tamanho: cargaAnexos.tamanho,
    storageKey: cargaAnexos.storageKey,
    createdBy: cargaAnexos.createdBy,
    usuarioNome: usuarios.nome,
    empresaNome: owners.nome,
    createdAt: cargaAnexos.createdAt,
  };

  function select() {
    return db
      .select(columns)
      .from(cargaAnexos)
      .leftJoin(usuarios, eq(usuarios.id, cargaAnexos.createdBy))
      .innerJoin(owners, eq(owners.id, cargaAnexos.autorOwnerId));
  }

  /** Inserts the history row of an attachment change, for the load's company (who reads the history). */
  async function historico(
    tx: Pick<Database, 'insert'>,
    cargaId: string,
    ownerId: string,
    entry: AnexoHistorico,
  ) {
    await tx.insert(cargaHistorico).values({ cargaId, ownerId, ...entry });
  }

  return {
    /** The load's tenancy (the board card already said the caller may see it). */
    async findCarga(cargaId: string) {
      const rows = await db
        .select({ id: cargas.id, ownerId: cargas.ownerId, codigo: cargas.codigo })
        .from(cargas)
        .where(eq(cargas.id, cargaId))
        .limit(1);
      return rows[0];
    },

    /** A company's name (the carrier's, for the history text). */
    async ownerNome(ownerId: string): Promise<string | undefined> {
      const rows = await db.select({ nome: owners.nome }).from(owners).where(eq(owners.id, ownerId)).limit(1);
      return rows[0]?.nome;
    },

    /** True when the route point is one of the load's. */
    async rotaDaCarga(cargaId: string, rotaId: string): Promise<boolean> {
      const rows = await db
        .select({ id: cargaRotas.id })
        .from(cargaRotas)
        .where(and(eq(cargaRotas.id, rotaId), eq(cargaRotas.cargaId, cargaId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The load's attachments, newest first; `autores` limits them to those companies' uploads. */
    async list(cargaId: string, autores?: readonly string[]) {
      return select()
        .where(
          and(
            eq(cargaAnexos.cargaId, cargaId),
            autores ? inArray(cargaAnexos.autorOwnerId, [...autores]) : undefined,
          ),
        )
        .orderBy(desc(cargaAnexos.createdAt), desc(cargaAnexos.id));
    },

    async find(cargaId: string, anexoId: string) {
      const rows = await select()
        .where(and(eq(cargaAnexos.cargaId, cargaId), eq(cargaAnexos.id, anexoId)))
        .limit(1);
      return rows[0];
    },

    /** The attachment's row and its history entry, in one transaction. */
    async insert(anexo: NovoAnexo, entry: AnexoHistorico): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(cargaAnexos).values(anexo);
        await historico(tx, anexo.cargaId, anexo.ownerId, entry);
      });
    },

    /** Removes the row and writes the history entry, in one transaction; false when it was already gone. */
    async delete(anexo: { id: string; cargaId: string; ownerId: string }, entry: AnexoHistorico) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(cargaAnexos)
          .where(and(eq(cargaAnexos.id, anexo.id), eq(cargaAnexos.cargaId, anexo.cargaId)))
          .returning({ id: cargaAnexos.id });
        if (removed.length === 0) return false;
        await historico(tx, anexo.cargaId, anexo.ownerId, entry);
        return true;
      });
    },
  };
}

export type CargasAnexosRepository = ReturnType<typeof createCargasAnexosRepository>;
export type AnexoRow = NonNullable<Awaited<ReturnType<CargasAnexosRepository['find']>>>;
