import { MESSAGES } from '@embarca/domain';
import type { TConfirmRequest } from './confirm-modal';
import { actionFailureMessage, notifyFailure, notifySuccess } from './notify';

export interface TToggleOptions {
  /** The catalogue's `{item}` ('Unidade de negócio'). */
  item: string;
  /** The row's name, shown in the question. */
  name: string;
  /** True to activate, false to deactivate. */
  activate: boolean;
  run: () => Promise<unknown>;
}

/**
 * Confirmation of an activate/deactivate (01 §4): success 'X reativada/desativada com sucesso!', failure
 * the server's explanation or 'Erro ao desativar/ativar o item, tente novamente mais tarde'.
 */
export function toggleRequest({ item, name, activate, run }: TToggleOptions): TConfirmRequest {
  return {
    title: activate ? `Reativar ${item.toLowerCase()}` : `Desativar ${item.toLowerCase()}`,
    message: activate ? `Deseja reativar "${name}"?` : `Deseja desativar "${name}"?`,
    confirmLabel: activate ? 'Reativar' : 'Desativar',
    danger: !activate,
    onConfirm: async () => {
      try {
        await run();
        notifySuccess(activate ? 'reactivated' : 'deactivated', item);
      } catch (error) {
        notifyFailure(actionFailureMessage(error, MESSAGES.toggleActiveError));
      }
    },
  };
}

export interface TDeleteOptions {
  item: string;
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Confirmation of a delete: success 'X excluído com sucesso!', failure the server's refusal
 * ('O registro não pode ser alterado' for something in use) or 'Erro ao excluir o item, …'.
 */
export function deleteRequest({ item, name, run }: TDeleteOptions): TConfirmRequest {
  return {
    title: `Excluir ${item.toLowerCase()}`,
    message: `Deseja excluir "${name}"? Esta ação não pode ser desfeita.`,
    confirmLabel: 'Excluir',
    danger: true,
    onConfirm: async () => {
      try {
        await run();
        notifySuccess('deleted', item);
      } catch (error) {
        notifyFailure(actionFailureMessage(error, MESSAGES.deleteError));
      }
    },
  };
}
