import { AcaoCarga, type TCargaAcaoResponse } from '@embarca/domain';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasContext } from '../cargas.context';
import { createAcoesRepository } from './acoes.repository';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';

/**
 * PUT /{id}/finalizar: 8 → 4, by the company that created the load. In the same transaction every
 * occurrence with the load's code becomes situacao 4 with cargaFinalizada (02 §4), so none is open: the
 * card's qntOcorrencias goes to 0.
 */
export function finalizarCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.Finalizar, async (carga) => ({
    set: { dhFinalizacao: ctx.now(), qntOcorrencias: 0 },
    descricao: cargaAcaoDescricao.finalizar(nomeDoUsuario(session)),
    also: (tx) => createAcoesRepository(tx).fecharOcorrencias(carga.ownerId, carga.codigo),
  }));
}

/** PUT /{id}/reverter-finalizacao: 4 → 8, by the same company. */
export function reverterFinalizacaoCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.ReverterFinalizacao, async () => ({
    set: { dhFinalizacao: null },
    descricao: cargaAcaoDescricao.reverterFinalizacao(nomeDoUsuario(session)),
  }));
}
