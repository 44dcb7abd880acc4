import { MESSAGES } from '@embarca/domain';
import type { TConfirmRequest } from '../../../lib/ui/confirm-modal';
import { actionFailureMessage, notifyFailure, notifyInfo } from '../../../lib/ui/notify';

/** A success toast with the module's own message (or the one the API answered). */
export const notificarSucesso = (mensagem: string) => notifyInfo(mensagem, 'teal');

/** The message of an answer `{ message }`, else `padrao`. */
export function mensagemDaResposta(resposta: unknown, padrao: string): string {
  const message = (resposta as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : padrao;
}

/**
 * Confirmation of a delete with the module's texts: success the API's message (or `sucesso`), failure the
 * server's refusal ('Região em uso por uma tabela de frete.') or 'Erro ao excluir o item, …'.
 */
export function excluirRequest({
  item,
  nome,
  sucesso,
  run,
}: {
  item: string;
  nome: string;
  sucesso: string;
  run: () => Promise<unknown>;
}): TConfirmRequest {
  return {
    title: `Excluir ${item.toLowerCase()}`,
    message: `Deseja excluir "${nome}"? Esta ação não pode ser desfeita.`,
    confirmLabel: 'Excluir',
    danger: true,
    onConfirm: async () => {
      try {
        notificarSucesso(mensagemDaResposta(await run(), sucesso));
      } catch (error) {
        notifyFailure(actionFailureMessage(error, MESSAGES.deleteError));
      }
    },
  };
}
