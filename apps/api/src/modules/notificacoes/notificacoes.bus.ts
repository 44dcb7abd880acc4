import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

/** The PostgreSQL channel every API process listens on. */
export const NOTIFICATIONS_CHANNEL = 'embarca_notificacoes';

/** What travels on the channel: ids only (DESIGN.md §7: payloads < 8,000 bytes, never bodies). */
export interface NotificationEvent {
  notificationId: string;
  userIds: string[];
}

/** Recipients per NOTIFY: 150 × (36 + 3) bytes of ids plus the envelope stays far below 8,000 bytes. */
const USERS_PER_MESSAGE = 150;

export interface NotificationBus {
  publish(event: NotificationEvent): Promise<void>;
  /** Calls `handler` for every event any process publishes (this one included). */
  subscribe(handler: (event: NotificationEvent) => void): () => void;
  /** Resolves once the first LISTEN is in place (tests wait for it before publishing). */
  listening: Promise<void>;
  close(): Promise<void>;
}

export interface NotificationBusOptions {
  onError?: (error: unknown, context: string) => void;
  /** Reconnect delays of the PostgreSQL listener, in ms (the last one repeats). */
  backoffMs?: readonly number[];
}

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
 * Fan-out of notification ids across API processes over PostgreSQL LISTEN/NOTIFY (DESIGN.md §2).
 * Publishing is `select pg_notify(…)` on the shared database handle (both drivers). Listening:
 * - node-postgres: a dedicated `pg.Client` (a pooled connection cannot hold LISTEN), reconnecting with
 *   backoff when PostgreSQL restarts; notifications sent while it was away are lost, and clients catch
 *   up through GET /summary and the list;
 * - PGlite: one embedded instance, one process: its own `listen()` API delivers the NOTIFYs.
 */
export function createNotificationBus(
  database: DatabaseHandle,
  { onError = () => undefined, backoffMs = [500, 1_000, 2_000, 5_000, 10_000] }: NotificationBusOptions = {},
): NotificationBus {
  const handlers = new Set<(event: NotificationEvent) => void>();
  const deliver = (payload: string) => {
    const event = parsePayload(payload);
    if (!event) return;
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        onError(error, 'handler');
      }
    }
  };

  let closed = false;
  let stop: () => Promise<void> = async () => undefined;
  let markListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });

  const raw = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'pglite') {
    const client = raw as PGlite;
    const started = client.listen(NOTIFICATIONS_CHANNEL, deliver).then((unlisten) => {
      markListening();
      return unlisten;
    });
    started.catch((error: unknown) => onError(error, 'listen'));
    stop = async () => {
      const unlisten = await started.catch(() => undefined);
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
    };
  } else {
    const { connectionString } = (raw as pg.Pool).options;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let attempt = 0;
    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      const retry = (error: unknown) => {
        if (client === next) client = undefined;
        next.removeAllListeners();
        next.on('error', () => undefined);
        next.end().catch(() => undefined);
        if (closed) return;
        onError(error, 'listener');
        const delay = backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 5_000;
        attempt += 1;
        timer = setTimeout(() => void connect(), delay);
      };
      next.on('error', retry);
      next.on('end', () => retry(new Error('conexão de LISTEN encerrada')));
      next.on('notification', (message) => {
        if (message.channel === NOTIFICATIONS_CHANNEL && message.payload) deliver(message.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
        if (closed) {
          next.removeAllListeners();
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        attempt = 0;
        markListening();
      } catch (error) {
        retry(error);
      }
    };
    void connect();
    stop = async () => {
      clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    };
  }

  return {
    async publish(event) {
      for (const payload of toPayloads(event)) {
        await database.db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload})`);
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    listening,
    async close() {
      closed = true;
      handlers.clear();
      await stop();
    },
  };
}
