import { AcaoCarga, EMPTY_GUID, MESSAGES, requiredMessage, type TCargaAcaoResponse } from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasContext } from '../cargas.context';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';

/**
 * PATCH /{id}/alterar-unidade/{unitId}: to another active unit of the company that the user may access
 * (another company's or an unknown unit → 404, one the user may not access → 403). The same unit changes
 * nothing.
 */
export function alterarUnidadeCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
  unitId: string,
): Promise<TCargaAcaoResponse> {
  return executarAcao(
    ctx,
    session,
    cargaId,
    AcaoCarga.AlterarUnidade,
    async (carga, _situacao, repository) => {
      if (unitId === EMPTY_GUID) throw new AppError('VALIDATION', requiredMessage('Unidade de negócio'));
      const [unidade, atual] = await Promise.all([
        repository.findUnidade(unitId),
        repository.findUnidade(carga.unidadeNegocioId),
      ]);
      if (!unidade || unidade.ownerId !== session.ownerId || !unidade.ativo) throw new AppError('NOT_FOUND');
      if (!session.unidadeIds.includes(unidade.id)) {
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }
      if (unidade.id === carga.unidadeNegocioId) return { semMudanca: true };
      return {
        set: { unidadeNegocioId: unidade.id },
        descricao: cargaAcaoDescricao.alterarUnidade(
          nomeDoUsuario(session),
          atual?.descricao ?? '',
          unidade.descricao,
        ),
        dados: { unidadeAnteriorId: carga.unidadeNegocioId, unidadeId: unidade.id },
      };
    },
  );
}
