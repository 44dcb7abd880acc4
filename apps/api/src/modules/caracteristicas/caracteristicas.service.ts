import {
  documentAlreadyExistsMessage,
  MESSAGES,
  type TCaracteristica,
  type TCaracteristicaByOwnerQuery,
  type TCaracteristicaRequest,
  type TCaracteristicaSearchRequest,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/pg-constraint-errors';
import type { RequestSession } from '../../plugins/authenticate';
import type { CaracteristicasRepository } from './caracteristicas.repository';

const descricaoTaken = () => new AppError('CONFLICT', documentAlreadyExistsMessage('nome'));

/** Characteristics (02 §3, §7) of the caller's company; a used one can only be deactivated. */
export function createCaracteristicasService({ repository }: { repository: CaracteristicasRepository }) {
  async function get(session: RequestSession, id: string): Promise<TCaracteristica> {
    const caracteristica = await repository.findById(session.ownerId, id);
    if (!caracteristica) throw new AppError('NOT_FOUND');
    return caracteristica;
  }

  return {
    get,

    /** GET /embarcador/{owner}/{id}: the caller's own, or a shipper's that hires the caller as carrier. */
    async getDoEmbarcador(session: RequestSession, ownerId: string, id: string): Promise<TCaracteristica> {
      const found =
        ownerId.toLowerCase() === session.ownerId.toLowerCase()
          ? await repository.findById(session.ownerId, id)
          : await repository.findForCarrier(session.ownerId, ownerId, id);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },

    getByOwner: (session: RequestSession, query: TCaracteristicaByOwnerQuery) =>
      repository.listByOwner(session.ownerId, {
        ...(query.tipo ? { tipo: query.tipo } : {}),
        ...(query.filtrarDesativadas ? { ativas: true } : {}),
      }),

    getByTransportador: (session: RequestSession, tipo?: number) =>
      repository.listForCarrier(session.ownerId, tipo),

    async search(session: RequestSession, request: TCaracteristicaSearchRequest) {
      const { items, total } = await repository.search(session.ownerId, request);
      return { items, total, page: request.page, qtdItem: request.qtdItem };
    },

    async create(session: RequestSession, input: TCaracteristicaRequest): Promise<TCaracteristica> {
      if (await repository.descricaoTaken(session.ownerId, input.tipo, input.descricao))
        throw descricaoTaken();
      return get(session, await repository.insert(session.ownerId, input));
    },

    /** A used characteristic keeps its kind (its loads were formed under it): changing it → 409. */
    async update(
      session: RequestSession,
      id: string,
      input: TCaracteristicaRequest,
    ): Promise<TCaracteristica> {
      const current = await get(session, id);
      if (current.tipo !== input.tipo && (await repository.isUsed(id))) {
        throw new AppError('CONFLICT', MESSAGES.recordLocked);
      }
      if (await repository.descricaoTaken(session.ownerId, input.tipo, input.descricao, id))
        throw descricaoTaken();
      await repository.update(session.ownerId, id, input);
      return get(session, id);
    },

    async setDesativada(session: RequestSession, id: string, desativada: boolean): Promise<void> {
      await get(session, id);
      await repository.setDesativada(session.ownerId, id, desativada);
    },

    async utilizado(session: RequestSession, id: string): Promise<boolean> {
      await get(session, id);
      return repository.isUsed(id);
    },

    async remove(session: RequestSession, id: string): Promise<void> {
      await get(session, id);
      if (await repository.isUsed(id)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
      try {
        await repository.delete(session.ownerId, id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
        throw error;
      }
    },
  };
}

export type CaracteristicasService = ReturnType<typeof createCaracteristicasService>;
