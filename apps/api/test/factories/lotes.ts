import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { cargaLotes, cargas } from '../../src/db/schema/index';

/** A lot of the owner's in the unit, with these loads in it. */
export async function criarLote(
  db: Database,
  lote: { ownerId: string; unidadeNegocioId: string; cargaIds: readonly string[]; id?: string },
) {
  const [row] = await db
    .insert(cargaLotes)
    .values({ id: lote.id ?? randomUUID(), ownerId: lote.ownerId, unidadeNegocioId: lote.unidadeNegocioId })
    .returning();
  await colocarNoLote(db, row!.id, lote.cargaIds);
  return row!;
}

/** Puts loads in a lot (cargas.lote_id). */
export async function colocarNoLote(db: Database, loteId: string, cargaIds: readonly string[]) {
  if (cargaIds.length === 0) return;
  await db
    .update(cargas)
    .set({ loteId })
    .where(inArray(cargas.id, [...cargaIds]));
}
