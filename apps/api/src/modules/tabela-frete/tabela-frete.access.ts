import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cotacoesFrete, regioesFrete, regrasCalculoFrete, tabelasFrete } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { Tx } from '../cargas/carga.writer';

type Handle = Database | Tx;

/**
 * The freight tables' one access gate (issue 19). A region, a calculation rule, a table version and a saved
 * quote belong to one company (`owner_id`) and are seen and changed only by its users: any other id —
 * another company's or an unknown one — is 404, nothing learnt. Module and role are the route plugin's guard
 * (`protectRoutes(app, requireAccess(…))`); these rows have no business unit (a company's price list serves
 * all its units). A load's expected freight goes through the cargas gate (`CargaAccess`).
 */
export function createTabelaFreteAccess(db: Database) {
  function gate<T>(
    find: (handle: Handle, ownerId: string, id: string, forUpdate: boolean) => Promise<T | undefined>,
  ) {
    return async (
      session: Pick<RequestSession, 'ownerId'>,
      id: string,
      { tx, forUpdate = false }: { tx?: Tx; forUpdate?: boolean } = {},
    ): Promise<T> => {
      const row = await find(tx ?? db, session.ownerId, id, forUpdate);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    };
  }

  return {
    regiao: gate(async (handle, ownerId, id) => {
      const [row] = await handle
        .select()
        .from(regioesFrete)
        .where(and(eq(regioesFrete.id, id), eq(regioesFrete.ownerId, ownerId)))
        .limit(1);
      return row;
    }),
    regra: gate(async (handle, ownerId, id) => {
      const [row] = await handle
        .select()
        .from(regrasCalculoFrete)
        .where(and(eq(regrasCalculoFrete.id, id), eq(regrasCalculoFrete.ownerId, ownerId)))
        .limit(1);
      return row;
    }),
    tabela: gate(async (handle, ownerId, id, forUpdate) => {
      const query = handle
        .select()
        .from(tabelasFrete)
        .where(and(eq(tabelasFrete.id, id), eq(tabelasFrete.ownerId, ownerId)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    }),
    cotacao: gate(async (handle, ownerId, id) => {
      const [row] = await handle
        .select()
        .from(cotacoesFrete)
        .where(and(eq(cotacoesFrete.id, id), eq(cotacoesFrete.ownerId, ownerId)))
        .limit(1);
      return row;
    }),
  };
}

export type TabelaFreteAccess = ReturnType<typeof createTabelaFreteAccess>;
