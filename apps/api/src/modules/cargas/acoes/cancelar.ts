import {
  AcaoCarga,
  EMPTY_GUID,
  MESSAGES,
  type TCancelarCargaQuery,
  type TCargaAcaoResponse,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasContext } from '../cargas.context';
import { createAcoesRepository } from './acoes.repository';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';

/**
 * DELETE /{id}/cancelar/{contratacaoId}?motivo&reverterRemessa: 1, 2 or 7 → 5 with the reason, the hiring's
 * offer cancelled too. The path names the hiring the caller saw (the all-zero GUID for none): another one
 * means the caller's view is stale (409).
 */
export function cancelarCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
  contratacaoId: string,
  query: TCancelarCargaQuery,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.Cancelar, async (carga) => {
    if (contratacaoId.toLowerCase() !== (carga.contratacaoId ?? EMPTY_GUID).toLowerCase()) {
      throw new AppError('CONFLICT', MESSAGES.recordLocked);
    }
    return {
      set: { motivoCancelamento: query.motivo },
      descricao: cargaAcaoDescricao.cancelar(nomeDoUsuario(session), query.motivo),
      // No shipments exist yet (cross-docking): the option is recorded for when they do.
      dados: {
        motivo: query.motivo,
        reverterRemessa: query.reverterRemessa,
        contratacaoId: carga.contratacaoId,
      },
      also: async (tx) => {
        if (carga.contratacaoId)
          await createAcoesRepository(tx).cancelarContratacao(carga.id, carga.contratacaoId);
      },
    };
  });
}
