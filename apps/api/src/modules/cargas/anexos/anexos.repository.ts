import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaAnexos, cargaRotas, owners, usuarios } from '../../../db/schema/index';

export type NovoAnexo = typeof cargaAnexos.$inferInsert & { id: string };

/**
 * Attachment rows of a load. The gate decides visibility first; these queries then read by the load's id.
 */
export function createAnexosRepository(db: Database) {
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

  return {
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

    /** The attachment's row (the history row goes with it, in the caller's transaction). */
    async insert(anexo: NovoAnexo): Promise<void> {
      await db.insert(cargaAnexos).values(anexo);
    },

    /** Removes the row; false when it was already gone. */
    async delete(cargaId: string, anexoId: string): Promise<boolean> {
      const removed = await db
        .delete(cargaAnexos)
        .where(and(eq(cargaAnexos.id, anexoId), eq(cargaAnexos.cargaId, cargaId)))
        .returning({ id: cargaAnexos.id });
      return removed.length > 0;
    },
  };
}

export type AnexosRepository = ReturnType<typeof createAnexosRepository>;
export type AnexoRow = NonNullable<Awaited<ReturnType<AnexosRepository['find']>>>;
