import { NOTIFICACOES, type TNotificacao, type TNotificacaoSummary } from '@embarca/domain';
import ReconnectingWebSocket from 'partysocket/ws';
import { hubUrl as buildHubUrl, currentHubToken } from '../../../lib/hub-url';

export const NOTIFICATION_HUB_PATH = '/hubs/usernotificationhub';

export interface TNotificacoesHubHandlers {
  onNotification: (notification: TNotificacao) => void;
  onSummary: (summary: TNotificacaoSummary) => void;
}

/** `ws(s)://<this host>/hubs/usernotificationhub?access_token=<JWT>` (01 §7). */
export function hubUrl(token: string, location?: Pick<Location, 'protocol' | 'host'>): string {
  return buildHubUrl(NOTIFICATION_HUB_PATH, token, location);
}

/** Each (re)connection reads the current token (an expired one is renewed first). */
async function currentHubUrl(): Promise<string> {
  return hubUrl(await currentHubToken());
}

function dispatch(data: unknown, handlers: TNotificacoesHubHandlers): void {
  if (typeof data !== 'string') return;
  let message: { type?: unknown; notification?: unknown; summary?: unknown };
  try {
    message = JSON.parse(data) as typeof message;
  } catch {
    return;
  }
  // The server's frames follow ZNotificacaoHubMessage; only the shape each handler needs is checked here
  // (validating with zod would pull zod into the shell's chunk).
  if (message.type === 'NewNotification' && isObjectWithId(message.notification)) {
    handlers.onNotification(message.notification as TNotificacao);
  } else if (message.type === 'SummaryNotifications' && isSummary(message.summary)) {
    handlers.onSummary(message.summary);
  }
}

function isObjectWithId(value: unknown): boolean {
  return value !== null && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';
}

function isSummary(value: unknown): value is TNotificacaoSummary {
  return (
    value !== null && typeof value === 'object' && typeof (value as { unread?: unknown }).unread === 'number'
  );
}

/**
 * Connects to the notification hub (01 §4): `join` on every successful start; when the socket closes
 * without us asking, a new attempt every 3 s, at most 10 in a row (`shouldRetryHub`); a successful start
 * resets the count. Returns the deliberate disconnect (sign-out, unmount), which never retries.
 */
export function connectNotificacoesHub(handlers: TNotificacoesHubHandlers): () => void {
  const socket = new ReconnectingWebSocket(currentHubUrl, undefined, {
    minReconnectionDelay: NOTIFICACOES.hubRetryIntervalMs,
    maxReconnectionDelay: NOTIFICACOES.hubRetryIntervalMs,
    reconnectionDelayGrowFactor: 1,
    maxRetries: NOTIFICACOES.hubMaxAttempts,
    // The count restarts as soon as a connection opens, not after it has stayed up for a while.
    minUptime: 0,
    // Nothing is queued while disconnected: `join` is sent on each open.
    maxEnqueuedMessages: 0,
  });
  socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'join' })));
  socket.addEventListener('message', (event) => dispatch(event.data, handlers));
  return () => socket.close(1000, 'logout');
}
