import type { Database } from '../../src/db/client';
import { caracteristicas, tipos } from '../../src/db/schema/index';

/** A lookup value (tipos) of the owner's, e.g. a deactivation reason (tipo 12). */
export async function criarTipo(db: Database, valor: typeof tipos.$inferInsert) {
  const [row] = await db.insert(tipos).values(valor).returning();
  return row!;
}

/** A characteristic of the owner's (tipo 1: of the load). */
export async function criarCaracteristica(db: Database, caracteristica: typeof caracteristicas.$inferInsert) {
  const [row] = await db.insert(caracteristicas).values(caracteristica).returning();
  return row!;
}
