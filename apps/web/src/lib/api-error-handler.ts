import { MESSAGES } from '@embarca/domain';
import { ApiError } from './api-client';

export type TNoticeColor = 'red' | 'yellow';

export interface TErrorNotice {
  message: string;
  /** danger → red, warning → yellow (01 §8). */
  color: TNoticeColor;
}

/**
 * The generic handler's text for an error (01 §8): 404 'Requisição não encontrada' (danger), 500 'Erro do
 * servidor ao processar a requisição' (warning), 503 'Serviço indisponível' (danger); otherwise the error's
 * message, or its list of messages joined with commas (warning).
 */
export function describeApiError(error: unknown): TErrorNotice {
  if (error instanceof ApiError) {
    if (error.status === 404) return { message: MESSAGES.notFound, color: 'red' };
    if (error.status === 500) return { message: MESSAGES.serverError, color: 'yellow' };
    if (error.status === 503) return { message: MESSAGES.serviceUnavailable, color: 'red' };
    const text = error.messages.length > 0 ? error.messages.join(', ') : error.message;
    return { message: text || MESSAGES.unexpected, color: 'yellow' };
  }
  if (error instanceof Error && error.message) return { message: error.message, color: 'yellow' };
  return { message: MESSAGES.unexpected, color: 'yellow' };
}

/**
 * The messages of an API refusal, to list: its list (a 400's 'Linha 3: …', 'linhas.3.valor: …') or its one
 * message (the generic handler's text).
 */
export function mensagensDoErro(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return [describeApiError(error).message];
}

export interface HandleApiErrorOptions {
  /** Called on 403 (01 §8: a 403 code sends the user home). */
  onForbidden?: () => void;
}

/** Shows the generic handler's notification for an API error. Notifications load on demand. */
export async function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): Promise<void> {
  if (error instanceof ApiError && error.status === 403) {
    // The API client already said 'Sem permissão de acesso' (or reloaded for the business unit).
    options.onForbidden?.();
    return;
  }
  const notice = describeApiError(error);
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    message: notice.message,
    color: notice.color,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
  });
}
