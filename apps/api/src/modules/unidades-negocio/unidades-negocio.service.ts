import type { TUnidadeNegocio } from '@embarca/domain';
import type { RequestSession } from '../../plugins/authenticate';
import type { UnidadesNegocioRepository } from './unidades-negocio.repository';

export function createUnidadesNegocioService({ repository }: { repository: UnidadesNegocioRepository }) {
  return {
    /** The shell's unit dropdown (01 §7 `GET /listwithaccess`): the active units the user may access. */
    async listWithAccess(session: RequestSession): Promise<TUnidadeNegocio[]> {
      return repository.listByIds(session.ownerId, session.unidadeIds);
    },
  };
}

export type UnidadesNegocioService = ReturnType<typeof createUnidadesNegocioService>;
