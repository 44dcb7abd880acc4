import { MESSAGES } from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { CargaCardSource } from './detalhes/detalhes.service';

const lower = (id: string) => id.toLowerCase();

/**
 * The gate of every write on a load by its company (the load actions, the follow-up, a fleet vehicle's
 * return): the load read by id must be the caller's company's and in the request's unit scope. A carrier
 * that sees the load on its board learns it may not act on it (403); anyone else learns nothing (404).
 */
export async function exigirCargaDaEmpresa<
  T extends { id: string; ownerId: string; unidadeNegocioId: string },
>(session: RequestSession, carga: T | undefined, cards: CargaCardSource): Promise<T> {
  if (!carga) throw new AppError('NOT_FOUND');
  if (carga.ownerId !== session.ownerId) {
    if (await cards.getCard(session, carga.id)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    throw new AppError('NOT_FOUND');
  }
  if (!session.escopoUnidadeIds.map(lower).includes(lower(carga.unidadeNegocioId))) {
    throw new AppError('NOT_FOUND');
  }
  return carga;
}
