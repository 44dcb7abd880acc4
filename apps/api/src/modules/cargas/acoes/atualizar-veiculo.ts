import { AcaoCarga, formatPlate, type TAtualizarVeiculoBody, type TCargaAcaoResponse } from '@embarca/domain';
import { uniqueIds } from '../../../lib/ids';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasContext } from '../cargas.context';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';
import { frotaDaAlocacao } from './frota-da-alocacao';
import { verificarAlocacao } from './impedimentos-da-alocacao';

/**
 * PUT /{id}/atualizar-veiculo: while 2, 7 or 8, another vehicle/driver of the company or of the hired carrier,
 * under the allocation rule (409 naming the reason, nothing written).
 */
export function atualizarVeiculoCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
  body: TAtualizarVeiculoBody,
): Promise<TCargaAcaoResponse> {
  return executarAcao(
    ctx,
    session,
    cargaId,
    AcaoCarga.AtualizarVeiculo,
    async (carga, _situacao, repository) => {
      const { veiculo, motorista, equipamentos } = await frotaDaAlocacao(
        repository,
        uniqueIds([session.ownerId, carga.contratacaoOwnerId]),
        body,
      );
      return {
        set: { veiculoId: veiculo.id, motoristaId: motorista.id, equipamentoIds: equipamentos },
        descricao: cargaAcaoDescricao.atualizarVeiculo(
          nomeDoUsuario(session),
          formatPlate(veiculo.placa),
          motorista.nome,
        ),
        dados: {
          veiculoAnteriorId: carga.veiculoId,
          veiculoId: veiculo.id,
          motoristaId: motorista.id,
          equipamentos,
        },
        also: (tx) =>
          verificarAlocacao(tx, session.ownerId, carga, { veiculoId: veiculo.id, motorista, equipamentos }),
      };
    },
  );
}
