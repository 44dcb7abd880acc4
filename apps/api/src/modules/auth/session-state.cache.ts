import type { DatabaseHandle } from '../../db/client';
import { createPgChannelBus, type PgChannelBus } from '../../lib/pg-channel-bus';
import type { SessionState } from './auth.repository';

/** The channel the triggers of migration 0016 NOTIFY when a user's session state may have changed. */
export const SESSAO_CHANNEL = 'sessao';

export interface SessionStateCache {
  /** The user's state: from memory while it is trusted, else from `load` (and kept). */
  loadSessionState(userId: string): Promise<SessionState | undefined>;
  /** A `sessao` payload: 'u:<user id>' drops that user, 'o:<owner id>' every user of the owner. */
  invalidate(payload: string): void;
  /** Drops everything (a write in this process, a lost listener). */
  clear(): void;
  /** Whether the cache answers from memory: only while the bus listens (see `onListeningChange`). */
  setTrusted(trusted: boolean): void;
  readonly size: number;
}

export interface SessionStateCacheOptions {
  /** Most users kept; the least recently stored goes first. */
  maxEntries?: number;
  /** A safety net only (NOTIFY is the invalidation): an entry older than this is read again. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The state every authenticated request checks (plugins/authenticate.ts), kept in memory so that a request
 * costs no query (issue 14). Correctness rests on three rules:
 * - triggers on usuarios, usuario_unidades_negocio, unidades_negocio and owners NOTIFY `sessao` at commit,
 *   and every process drops what they name (blocking a user, ending sessions, a unit lost, an owner blocked);
 * - an epoch counter: a read that started before an invalidation is never stored after it (it could hold
 *   the state from before the write);
 * - without a listener (not yet connected, or lost until it reconnects) nothing is trusted: every request
 *   reads the database, as before.
 * Writes in this process also clear it at once (`clear`, from the auth module's onSend hook), so a request
 * right after a write never depends on how fast the NOTIFY comes back.
 */
export function createSessionStateCache(
  load: (userId: string) => Promise<SessionState | undefined>,
  { maxEntries = 10_000, maxAgeMs = 60_000, now = Date.now }: SessionStateCacheOptions = {},
): SessionStateCache {
  const entries = new Map<string, { state: SessionState; at: number }>();
  const inFlight = new Map<string, Promise<SessionState | undefined>>();
  let trusted = false;
  let epoch = 0;

  const clear = () => {
    epoch += 1;
    entries.clear();
    inFlight.clear();
  };

  async function read(userId: string): Promise<SessionState | undefined> {
    const startedAt = epoch;
    const state = await load(userId);
    if (state && trusted && startedAt === epoch) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(userId, { state: freeze(state), at: now() });
    }
    return state;
  }

  return {
    async loadSessionState(userId) {
      if (!trusted) return load(userId);
      const entry = entries.get(userId);
      if (entry && now() - entry.at < maxAgeMs) return entry.state;
      // Concurrent requests of one user share one read (until an invalidation drops it).
      let pending = inFlight.get(userId);
      if (!pending) {
        pending = read(userId).finally(() => {
          if (inFlight.get(userId) === pending) inFlight.delete(userId);
        });
        inFlight.set(userId, pending);
      }
      return pending;
    },
    invalidate(payload) {
      const [kind, id] = [payload.slice(0, 2), payload.slice(2).toLowerCase()];
      if (kind === 'u:') {
        epoch += 1;
        entries.delete(id);
        inFlight.delete(id);
      } else if (kind === 'o:') {
        epoch += 1;
        for (const [userId, entry] of entries) if (entry.state.ownerId === id) entries.delete(userId);
        inFlight.clear();
      } else {
        clear();
      }
    },
    clear,
    setTrusted(value) {
      clear();
      trusted = value;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Callers share one object per user: it must not change under them. */
function freeze(state: SessionState): SessionState {
  Object.freeze(state.unidadeIds);
  for (const unidade of state.unidades) Object.freeze(unidade);
  Object.freeze(state.unidades);
  return Object.freeze(state);
}

/**
 * The cache wired to the database: a `sessao` listener on every process (both drivers), trusted only while
 * it listens.
 */
export function connectSessionStateCache(
  database: DatabaseHandle,
  load: (userId: string) => Promise<SessionState | undefined>,
  onError: (error: unknown, context: string) => void,
): { cache: SessionStateCache; bus: PgChannelBus } {
  const cache = createSessionStateCache(load);
  const bus = createPgChannelBus(database, {
    channel: SESSAO_CHANNEL,
    onError,
    onListeningChange: (listening) => cache.setTrusted(listening),
  });
  bus.subscribe((payload) => cache.invalidate(payload));
  return { cache, bus };
}
