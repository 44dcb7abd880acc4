import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { motoristas, veiculos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { Tx } from '../cargas/carga.writer';

/**
 * The fleet's one access gate (issue 18). A vehicle, an equipment or a driver belongs to one company
 * (`owner_id`) and is seen and changed only by that company's users: any other id — another company's or an
 * unknown one — is 404, nothing learnt. Module, role and licence are the route plugins' guard
 * (`protectRoutes(app, requireAccess(…))`); fleet rows have no business unit. Loads the fleet touches go
 * through the cargas gate (`CargaAccess`).
 *
 * Every route that takes a vehicle or driver id asks here first; pass `tx` to read the row inside the
 * caller's transaction, `forUpdate` to lock it there.
 */
export function createFrotaAccess(db: Database) {
  return {
    async veiculo(
      session: Pick<RequestSession, 'ownerId'>,
      id: string,
      { tx, forUpdate }: { tx?: Tx; forUpdate?: boolean } = {},
    ) {
      const query = (tx ?? db)
        .select()
        .from(veiculos)
        .where(and(eq(veiculos.id, id), eq(veiculos.ownerId, session.ownerId)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async motorista(
      session: Pick<RequestSession, 'ownerId'>,
      id: string,
      { tx, forUpdate }: { tx?: Tx; forUpdate?: boolean } = {},
    ) {
      const query = (tx ?? db)
        .select()
        .from(motoristas)
        .where(and(eq(motoristas.id, id), eq(motoristas.ownerId, session.ownerId)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}

export type FrotaAccess = ReturnType<typeof createFrotaAccess>;
