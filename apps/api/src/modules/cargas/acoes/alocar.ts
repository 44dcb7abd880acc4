import {
  AcaoCarga,
  CARGA_ACAO_MESSAGES,
  EMPTY_GUID,
  formatPlate,
  type TAlocarCargaBody,
  type TCargaAcaoResponse,
  TipoAlocacao,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { uniqueIds } from '../../../lib/ids';
import type { RequestSession } from '../../../plugins/authenticate';
import { congelarFreteEsperado } from '../../tabela-frete/frete-esperado';
import type { CargasContext } from '../cargas.context';
import { createAcoesRepository } from './acoes.repository';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';
import { frotaDaAlocacao } from './frota-da-alocacao';
import { verificarAlocacao } from './impedimentos-da-alocacao';

/**
 * POST /{id}/alocar: 1 → 2 with a vehicle and a driver. Through a carrier (allocation type 2) the carrier's
 * offer becomes the hiring (created when it had none) and the other open offers are cancelled; the carrier's
 * own vehicles and drivers may go too when it is on the platform. The allocation rule (capacity, one load per
 * vehicle and driver in a period) is checked on the transaction: 409 naming the reason, nothing written.
 * The expected freight is priced with the carrier's freight tables and frozen on the same transaction.
 */
export function alocarCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
  body: TAlocarCargaBody,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.Alocar, async (carga, _situacao, repository) => {
    const transportadora =
      body.tipoAlocacao === TipoAlocacao.Transportadoras
        ? await repository.findTransportadora(session.ownerId, body.transportadoraEmpresaId ?? EMPTY_GUID)
        : undefined;
    if (body.tipoAlocacao === TipoAlocacao.Transportadoras && !transportadora) {
      throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.transportadoraInvalida);
    }
    const { veiculo, motorista, equipamentos } = await frotaDaAlocacao(
      repository,
      uniqueIds([session.ownerId, transportadora?.linkedOwnerId]),
      body,
    );
    const transportadoraEmpresaId =
      body.tipoAlocacao === TipoAlocacao.Frota
        ? await repository.findEmpresaPropria(session.ownerId)
        : (transportadora?.id ?? null);
    return {
      set: {
        veiculoId: veiculo.id,
        motoristaId: motorista.id,
        equipamentoIds: equipamentos,
        transportadoraEmpresaId,
        contratacaoId: null,
        contratacaoOwnerId: transportadora?.linkedOwnerId ?? null,
        contratacaoUnidadeNegocioId: null,
      },
      descricao: cargaAcaoDescricao.alocar(nomeDoUsuario(session), {
        tipo: body.tipoAlocacao,
        placa: formatPlate(veiculo.placa),
        motorista: motorista.nome,
        ...(transportadora ? { transportadora: transportadora.nome } : {}),
      }),
      dados: {
        tipoAlocacao: body.tipoAlocacao,
        veiculoId: veiculo.id,
        motoristaId: motorista.id,
        equipamentos,
        transportadoraEmpresaId,
      },
      also: async (tx) => {
        await verificarAlocacao(tx, session.ownerId, carga, {
          veiculoId: veiculo.id,
          motorista,
          equipamentos,
        });
        const escrita = createAcoesRepository(tx);
        const contratacaoId = transportadora
          ? await escrita.contratar(carga.id, session.ownerId, {
              transportadoraEmpresaId: transportadora.id,
              transportadoraOwnerId: transportadora.linkedOwnerId,
              tipo: carga.visibilidade,
            })
          : null;
        await escrita.cancelarOfertasAbertas(carga.id, contratacaoId ?? undefined);
        // The expected freight is agreed now: priced by the carrier's tables and frozen (issue 19) — unless
        // the load was already awarded to this carrier by the offering (issue 20): what was agreed stays.
        const jaContratada =
          !!carga.contratacaoId && !!transportadora && carga.transportadoraEmpresaId === transportadora.id;
        if (!jaContratada)
          await congelarFreteEsperado(tx, {
            carga,
            // Own fleet (the company's own empresa on the load) is priced by the own-fleet tables.
            transportadoraEmpresaId: transportadora?.id ?? null,
            contratacaoId,
            veiculoId: veiculo.id,
            equipamentoIds: equipamentos,
          });
      },
    };
  });
}
