import { AcaoCarga, type TCargaAcaoResponse } from '@embarca/domain';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasContext } from '../cargas.context';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';

/** DELETE /{id}/reabrir: 5 → 1, without vehicle, driver, equipment nor hiring. */
export function reabrirCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.Reabrir, async () => ({
    set: {
      veiculoId: null,
      motoristaId: null,
      equipamentoIds: [],
      transportadoraEmpresaId: null,
      contratacaoId: null,
      contratacaoOwnerId: null,
      contratacaoUnidadeNegocioId: null,
      motivoCancelamento: null,
    },
    descricao: cargaAcaoDescricao.reabrir(nomeDoUsuario(session)),
  }));
}
