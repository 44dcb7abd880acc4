import type { DatabaseHandle } from '../../db/client';
import {
  createTypedChannelBus,
  type PgChannelBusOptions,
  type TypedChannelBus,
} from '../../lib/pg-channel-bus';

/** The PostgreSQL channel every API process listens on. */
export const NOTIFICATIONS_CHANNEL = 'embarca_notificacoes';

/** What travels on the channel: ids only (DESIGN.md §7: payloads < 8,000 bytes, never bodies). */
export interface NotificationEvent {
  notificationId: string;
  userIds: string[];
}

/** Recipients per NOTIFY: 150 × (36 + 3) bytes of ids plus the envelope stays far below 8,000 bytes. */
const USERS_PER_MESSAGE = 150;

export type NotificationBus = TypedChannelBus<NotificationEvent>;

export type NotificationBusOptions = Omit<PgChannelBusOptions, 'channel'>;

/** Splits one event into messages that each fit a NOTIFY payload. */
export function toPayloads(event: NotificationEvent): string[] {
  const payloads: string[] = [];
  for (let start = 0; start < event.userIds.length; start += USERS_PER_MESSAGE) {
    payloads.push(
      JSON.stringify({
        n: event.notificationId,
        u: event.userIds.slice(start, start + USERS_PER_MESSAGE),
      }),
    );
  }
  return payloads;
}

/** A payload read back; anything malformed is ignored (null). */
export function parsePayload(payload: string): NotificationEvent | null {
  try {
    const value = JSON.parse(payload) as { n?: unknown; u?: unknown };
    if (typeof value.n !== 'string' || !Array.isArray(value.u)) return null;
    const userIds = value.u.filter((id): id is string => typeof id === 'string');
    return { notificationId: value.n, userIds };
  } catch {
    return null;
  }
}

/**
 * Fan-out of notification ids across API processes over the shared PostgreSQL channel bus
 * (`lib/pg-channel-bus.ts`, DESIGN.md §2). NOTIFYs are not replayed: a client that was away catches up
 * through GET /summary and the list.
 */
export function createNotificationBus(
  database: DatabaseHandle,
  options: NotificationBusOptions = {},
): NotificationBus {
  return createTypedChannelBus(
    database,
    { toPayloads, parsePayload },
    { channel: NOTIFICATIONS_CHANNEL, ...options },
  );
}
