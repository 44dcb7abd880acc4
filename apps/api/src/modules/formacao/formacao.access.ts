import { MESSAGES } from '@embarca/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { Tx } from '../cargas/carga.writer';
import { createFormacaoRepository, type MinutaRow, type PedidoRow } from './formacao.repository';

/**
 * Load formation's one access gate (issue 21). Every order, draft, route plan and label print is a row of
 * one company and one business unit:
 * - another company's id (or none) → 404, whatever the unit;
 * - the caller's company, a unit the user may not access → 403;
 * - a unit the user may access but outside the request's scope (BusinessUnitId / BusinessUnitFilter) → 404,
 *   as lists never show it.
 * Module, role and licence are the route plugins' guard (`guardFormacaoRoutes`).
 */
export function createFormacaoAccess(db: Database) {
  function daEmpresa<R extends { ownerId: string; unidadeNegocioId: string }>(
    session: RequestSession,
    row: R | undefined,
  ): R {
    if (!row || row.ownerId !== session.ownerId) throw new AppError('NOT_FOUND');
    if (!session.unidadeIds.includes(row.unidadeNegocioId))
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    if (!session.escopoUnidadeIds.includes(row.unidadeNegocioId)) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async pedido(session: RequestSession, id: string, handle: Database | Tx = db): Promise<PedidoRow> {
      return daEmpresa(session, await createFormacaoRepository(handle).pedidoRow(id));
    },

    /** The draft, read (and locked) in the caller's transaction when one is given. */
    async minuta(session: RequestSession, id: string, tx?: Tx): Promise<MinutaRow> {
      const repository = createFormacaoRepository(tx ?? db);
      return daEmpresa(session, await (tx ? repository.travarMinuta(id) : repository.minutaRow(id)));
    },

    async plano(session: RequestSession, id: string) {
      const row = await createFormacaoRepository(db).plano(id);
      daEmpresa(session, row?.plano);
      return row as NonNullable<typeof row>;
    },

    async impressao(session: RequestSession, id: string) {
      const row = await createFormacaoRepository(db).impressao(id);
      if (!row || row.ownerId !== session.ownerId) throw new AppError('NOT_FOUND');
      return row;
    },

    /** A unit orders or drafts go to: one the user may access (else 403). */
    unidade(session: RequestSession, unidadeId: string): string {
      if (!session.unidadeIds.includes(unidadeId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      return unidadeId;
    },
  };
}

export type FormacaoAccess = ReturnType<typeof createFormacaoAccess>;
