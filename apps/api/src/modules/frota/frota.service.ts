import {
  CARGA_ACAO_MESSAGES,
  type TFrotaListaQuery,
  type TMotoristaFrota,
  type TVeiculoFrota,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import { type CargaAccess, NivelAcesso } from '../cargas/carga.access';
import type { FrotaRepository } from './frota.repository';

/**
 * The fleet reads behind the load allocation form (GET /api/frota/veiculos, /motoristas). The caller's
 * company's vehicles and drivers; with `transportadoraEmpresaId` or `cargaId`, also those of the carrier
 * tenant the allocation (or the vehicle update) accepts — the same owners the load actions check.
 */
export function createFrotaService({
  repository,
  access,
}: {
  repository: FrotaRepository;
  access: CargaAccess;
}) {
  /** The tenants whose fleet the query may list: the caller's, and at most one carrier's. */
  async function donos(session: RequestSession, query: TFrotaListaQuery): Promise<string[]> {
    const owners = [session.ownerId];
    if (query.transportadoraEmpresaId) {
      const empresa = await repository.findEmpresa(session.ownerId, query.transportadoraEmpresaId);
      // Another tenant's (or an unknown) company: nothing to learn about it.
      if (!empresa) throw new AppError('NOT_FOUND');
      if (!empresa.transportadoraAtiva) {
        throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.transportadoraInvalida);
      }
      if (empresa.linkedOwnerId) owners.push(empresa.linkedOwnerId);
    }
    if (query.cargaId) {
      // The load whose vehicle is being updated: the caller's company's, in the request's unit scope.
      const carga = await access.require(session, NivelAcesso.Editar, query.cargaId);
      if (carga.contratacaoOwnerId) owners.push(carga.contratacaoOwnerId);
    }
    return [...new Set(owners)];
  }

  return {
    async listVeiculos(session: RequestSession, query: TFrotaListaQuery): Promise<TVeiculoFrota[]> {
      return repository.listVeiculos(await donos(session, query), session.ownerId, query.ativos);
    },

    async listMotoristas(session: RequestSession, query: TFrotaListaQuery): Promise<TMotoristaFrota[]> {
      return repository.listMotoristas(await donos(session, query), session.ownerId, query.ativos);
    },
  };
}

export type FrotaService = ReturnType<typeof createFrotaService>;
