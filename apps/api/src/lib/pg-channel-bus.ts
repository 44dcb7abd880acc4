import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/** NOTIFY refuses payloads of 8,000 bytes or more (DESIGN.md §7): callers send ids, never bodies. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;

/** One PostgreSQL channel shared by every API process: raw text payloads in, raw text payloads out. */
export interface PgChannelBus {
  /** `select pg_notify(channel, payload)`; rejects a payload that does not fit a NOTIFY. */
  publish(payload: string): Promise<void>;
  /** Calls `handler` for every payload any process publishes (this one included). */
  subscribe(handler: (payload: string) => void): () => void;
  /** Resolves once the first LISTEN is in place (tests wait for it before publishing). */
  listening: Promise<void>;
  close(): Promise<void>;
}

export interface PgChannelBusOptions {
  /** A plain lower-case identifier (it is interpolated into `LISTEN`). */
  channel: string;
  onError?: (error: unknown, context: string) => void;
  /** Reconnect delays of the PostgreSQL listener, in ms (the last one repeats). */
  backoffMs?: readonly number[];
  /**
   * Called with true once LISTEN is in place (again, after a reconnect) and with false when the listener is
   * lost: payloads published meanwhile are not delivered, so a cache kept fresh by the bus must stop trusting
   * itself until it is true again.
   */
  onListeningChange?: (listening: boolean) => void;
}

/** A channel bus of typed messages: each encoded into payloads that fit a NOTIFY, and decoded back. */
export interface TypedChannelBus<T> {
  publish(message: T): Promise<void>;
  /** Calls `handler` for every message any process publishes (this one included). */
  subscribe(handler: (message: T) => void): () => void;
  /** Resolves once the first LISTEN is in place (tests wait for it before publishing). */
  listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * `createPgChannelBus` with a codec: `toPayloads` splits a message into payloads under the NOTIFY limit,
 * `parsePayload` reads one back (null for anything it does not recognise, which is dropped).
 */
export function createTypedChannelBus<T>(
  database: DatabaseHandle,
  codec: { toPayloads: (message: T) => string[]; parsePayload: (payload: string) => T | null },
  options: PgChannelBusOptions,
): TypedChannelBus<T> {
  const bus = createPgChannelBus(database, options);
  return {
    async publish(message) {
      for (const payload of codec.toPayloads(message)) await bus.publish(payload);
    },
    subscribe(handler) {
      return bus.subscribe((payload) => {
        const message = codec.parsePayload(payload);
        if (message) handler(message);
      });
    },
    listening: bus.listening,
    close: () => bus.close(),
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Fan-out across API processes over PostgreSQL LISTEN/NOTIFY (DESIGN.md §2), for both drivers.
 * Publishing is `select pg_notify(…)` on the shared database handle. Listening:
 * - node-postgres: a dedicated `pg.Client` on `database.listenUrl` (DATABASE_LISTEN_URL, else DATABASE_URL:
 *   a pooled connection cannot hold LISTEN, nor can a transaction-mode pooler), reconnecting with
 *   backoff when PostgreSQL restarts; payloads sent while it was away are lost (NOTIFY is not replayed),
 *   so each user of the bus has its own catch-up;
 * - PGlite: one embedded instance, one process: its own `listen()` API delivers the NOTIFYs.
 */
export function createPgChannelBus(
  database: DatabaseHandle,
  {
    channel,
    onError = () => undefined,
    backoffMs = [500, 1_000, 2_000, 5_000, 10_000],
    onListeningChange = () => undefined,
  }: PgChannelBusOptions,
): PgChannelBus {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`nome de canal inválido: ${channel}`);
  const handlers = new Set<(payload: string) => void>();
  const deliver = (payload: string) => {
    for (const handler of handlers) {
      try {
        handler(payload);
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
    const started = client.listen(channel, deliver).then((unlisten) => {
      markListening();
      onListeningChange(true);
      return unlisten;
    });
    started.catch((error: unknown) => onError(error, 'listen'));
    stop = async () => {
      const unlisten = await started.catch(() => undefined);
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
    };
  } else {
    // DATABASE_LISTEN_URL (a direct server: a transaction-mode pooler cannot hold a LISTEN), else the pool's.
    const connectionString = database.listenUrl ?? (raw as pg.Pool).options.connectionString;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let attempt = 0;
    /** The attempt under way: close() waits for it, so no connection outlives the bus. */
    let connecting: Promise<void> | undefined;
    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      const retry = (error: unknown) => {
        if (client === next) {
          client = undefined;
          onListeningChange(false);
        }
        next.removeAllListeners();
        next.on('error', () => undefined);
        next.end().catch(() => undefined);
        if (closed) return;
        onError(error, 'listener');
        const delay = backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 5_000;
        attempt += 1;
        timer = setTimeout(() => {
          connecting = connect();
        }, delay);
      };
      next.on('error', retry);
      next.on('end', () => retry(new Error('conexão de LISTEN encerrada')));
      next.on('notification', (message) => {
        // With read replicas: what this NOTIFY announces must be on a replica before it is read there.
        database.replication?.observedCommit();
        if (message.channel === channel && message.payload) deliver(message.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        if (closed) {
          // Closed while connecting: end this client here (stop() did not know it). Keep an error
          // listener until it has ended — a server dropping the connection now must not crash us.
          next.removeAllListeners();
          next.on('error', () => undefined);
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        attempt = 0;
        markListening();
        onListeningChange(true);
      } catch (error) {
        retry(error);
      }
    };
    connecting = connect();
    stop = async () => {
      clearTimeout(timer);
      await connecting;
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
    async publish(payload) {
      if (Buffer.byteLength(payload, 'utf8') > MAX_NOTIFY_PAYLOAD_BYTES) {
        throw new Error(`payload de ${channel} grande demais para NOTIFY`);
      }
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    listening,
    async close() {
      closed = true;
      handlers.clear();
      onListeningChange(false);
      await stop();
    },
  };
}
