import { MESSAGES, type SuccessKind, successMessage } from '@embarca/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api-client';
import { describeApiError } from '../api-error-handler';

/** Every toast's close button needs an accessible name (axe 'button-name'). */
export const TOAST_CLOSE_PROPS = { closeButtonProps: { 'aria-label': 'Fechar notificação' } } as const;

/** An informational toast (e.g. 'E-mail de definição de senha enviado para …'). */
export function notifyInfo(message: string, color = 'blue'): void {
  notifications.show({ message, color, withBorder: true, ...TOAST_CLOSE_PROPS });
}

/** Success toast with the catalogue's `{item}` template (01 §8): 'Empresa cadastrado com sucesso!'. */
export function notifySuccess(kind: SuccessKind, item: string): void {
  notifications.show({
    message: successMessage(kind, item),
    color: 'teal',
    withBorder: true,
    ...TOAST_CLOSE_PROPS,
  });
}

/** Failure toast: a catalogue text ('Erro ao excluir o item, …') or the generic handler's text of an API error. */
export function notifyFailure(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true, ...TOAST_CLOSE_PROPS });
}

/** The generic handler (01 §8) for an API error, as a toast. */
export function notifyApiError(error: unknown): void {
  const notice = describeApiError(error);
  notifications.show({
    message: notice.message,
    color: notice.color,
    withBorder: true,
    ...TOAST_CLOSE_PROPS,
  });
}

/**
 * The failure text of a delete or activate/deactivate: the server's own message for a refusal it
 * explains (400, 409, 422: 'O registro não pode ser alterado'), otherwise the catalogue's generic text.
 */
export function actionFailureMessage(
  error: unknown,
  fallback: typeof MESSAGES.deleteError | typeof MESSAGES.toggleActiveError,
): string {
  if (error instanceof ApiError && [400, 409, 422].includes(error.status)) {
    const text = describeApiError(error).message;
    if (text && text !== MESSAGES.unexpected) return text;
  }
  return fallback;
}
