import {
  CARGA_ACAO_MESSAGES,
  type TFrotaListaQuery,
  type TImpedimentoAlocacao,
  type TImpedimentoFrota,
  type TMotoristaFrota,
  type TVeiculoFrota,
} from '@embarca/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import { impedimentosDaFrota } from '../cargas/acoes/impedimentos-da-alocacao';
import { type CargaAccess, NivelAcesso } from '../cargas/carga.access';
import type { FrotaRepository } from './frota.repository';
import type { VencimentosService } from './vencimentos/vencimentos.service';

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** The rule's reason as the lists answer it (its motive and pt-BR text). */
const impedimentoFrota = (impedimento: TImpedimentoAlocacao | null | undefined): TImpedimentoFrota | null =>
  impedimento ? { motivo: impedimento.motivo, mensagem: impedimento.mensagem } : null;

/**
 * The fleet reads behind the load allocation form (GET /api/frota/veiculos, /motoristas). The caller's
 * company's vehicles and drivers; with `transportadoraEmpresaId` or `cargaId`, also those of the carrier
 * tenant the allocation (or the vehicle update) accepts — the same owners the load actions check. With
 * `paraCargaId`, each row carries why the allocation of that load would refuse it (the cargas module's
 * `impedimentosDaFrota`: the domain's allocation rule over the fleet's in-progress loads).
 */
export function createFrotaService({
  db,
  repository,
  access,
  vencimentos,
}: {
  db: Database;
  repository: FrotaRepository;
  access: CargaAccess;
  /** Issue 18: each row's `alertas` (documents expired or expiring within the owner's window). */
  vencimentos: Pick<VencimentosService, 'alertas'>;
}) {
  /** The load the lists are for (the allocation's gate: the caller's company's load, in the unit scope). */
  async function cargaDaAlocacao(session: RequestSession, query: TFrotaListaQuery) {
    return query.paraCargaId ? access.require(session, NivelAcesso.Editar, query.paraCargaId) : null;
  }

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
      const carga = await cargaDaAlocacao(session, query);
      const owners = await donos(session, query);
      const rows = await repository.listVeiculos(owners, session.ownerId, query.ativos);
      const { veiculos: alertas } = await vencimentos.alertas(session.ownerId, owners, {
        veiculoIds: rows.map((row) => row.id),
      });
      const veiculos = rows.map(({ capacidadeKg, capacidadeM3, ...veiculo }) => ({
        veiculo: { ...veiculo, alertas: alertas.get(veiculo.id) ?? [] },
        capacidade: {
          ...veiculo,
          capacidadeKg: toNumber(capacidadeKg),
          capacidadeM3: toNumber(capacidadeM3),
        },
      }));
      if (!carga) return veiculos.map((item) => item.veiculo);
      const impedimentos = await impedimentosDaFrota(db, session.ownerId, carga, {
        veiculos: veiculos.map((item) => item.capacidade),
        motoristas: [],
      });
      return veiculos.map(({ veiculo }) => ({
        ...veiculo,
        impedimento: impedimentoFrota(impedimentos.veiculos.get(veiculo.id)),
      }));
    },

    async listMotoristas(session: RequestSession, query: TFrotaListaQuery): Promise<TMotoristaFrota[]> {
      const carga = await cargaDaAlocacao(session, query);
      const owners = await donos(session, query);
      const rows = await repository.listMotoristas(owners, session.ownerId, query.ativos);
      const { motoristas: alertas } = await vencimentos.alertas(session.ownerId, owners, {
        motoristaIds: rows.map((row) => row.id),
      });
      const motoristas = rows.map((motorista) => ({
        ...motorista,
        alertas: alertas.get(motorista.id) ?? [],
      }));
      if (!carga) return motoristas;
      const impedimentos = await impedimentosDaFrota(db, session.ownerId, carga, {
        veiculos: [],
        motoristas,
      });
      return motoristas.map((motorista) => ({
        ...motorista,
        impedimento: impedimentoFrota(impedimentos.motoristas.get(motorista.id)),
      }));
    },
  };
}

export type FrotaService = ReturnType<typeof createFrotaService>;
