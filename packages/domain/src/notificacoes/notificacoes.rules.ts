import { NOTIFICACOES } from './notificacoes.enums';

/** The notification badge text: '' for none, the count up to 99, then '99+' (01 §2). */
export function formatBadgeCount(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > NOTIFICACOES.badgeCap ? `${NOTIFICACOES.badgeCap}+` : String(count);
}

/** The hub retries while disconnected only for attempts 1..10 (01 §4). */
export function shouldRetryHub(attempt: number, deliberatelyDisconnecting: boolean): boolean {
  return !deliberatelyDisconnecting && attempt <= NOTIFICACOES.hubMaxAttempts;
}
