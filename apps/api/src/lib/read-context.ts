import { AsyncLocalStorage } from 'node:async_hooks';

/** A replica's state as GET /api/health shows it (db/replicas.ts measures it). */
export interface ReplicaStatus {
  /** `host:port/database` (lib/cluster.ts `replicaName`), never a password. */
  nome: string;
  /** Answered its last poll, and is in recovery. */
  disponivel: boolean;
  /** WAL bytes between the primary's position and what the replica replayed (null: unknown). */
  atrasoBytes: number | null;
  /** How old the replica's data is, in seconds (null: unknown). See db/replicas.ts `ReplicaMonitor`. */
  atrasoSegundos: number | null;
}

export interface ReplicationInfo {
  /** Each replica's lag as last polled (no query: GET /api/health reads it). */
  status(): ReplicaStatus[];
  /** `pg_current_wal_lsn()` of the primary, as text: a writing request answers with it (read-your-writes). */
  currentLsn(): Promise<string | undefined>;
  /**
   * How long a read-your-writes token lives, in seconds: the longest a usable replica may lag plus two
   * polls. Past it, every replica the router would use already holds the write.
   */
  tokenSeconds: number;
  /** A NOTIFY arrived: replicas are not read until they hold the primary's position after it. */
  observedCommit(): void;
}

/**
 * Where the statements of one request go, when read replicas are configured (issue 17; db/replicas.ts
 * routes, plugins/read-routing.ts opens one context per request handler). Kept in an AsyncLocalStorage so
 * repositories never pass it around: they call the same `db` as ever.
 */
export interface ReadContext {
  /** The route opted in (`config: { leituraEmReplica: true }`): its reads may go to a replica. */
  replicaAllowed: boolean;
  /** Read-your-writes: a replica must have replayed at least this WAL position (from the caller's token). */
  minLsn: bigint | undefined;
  /** Shared by the request's nested contexts (`onPrimary` keeps it). */
  state: ReadState;
}

export interface ReadState {
  /** A statement of the request went to the primary as a write, or opened a transaction. */
  wrote: boolean;
  /** Where the request's reads go once chosen: a replica's index, or -1 for the primary. */
  pinned: number | undefined;
}

const storage = new AsyncLocalStorage<ReadContext>();

export function currentReadContext(): ReadContext | undefined {
  return storage.getStore();
}

export function newReadContext(replicaAllowed: boolean, minLsn: bigint | undefined): ReadContext {
  return { replicaAllowed, minLsn, state: { wrote: false, pinned: undefined } };
}

export function runInReadContext<T>(context: ReadContext, run: () => T): T {
  return storage.run(context, run);
}

/**
 * Runs `run` with every read on the primary, even inside a route that opted in: for reads that must see
 * the last commit (the session state behind authorisation, a check before a write).
 */
export function onPrimary<T>(run: () => T): T {
  const current = storage.getStore();
  if (!current?.replicaAllowed) return run();
  return storage.run({ ...current, replicaAllowed: false }, run);
}

/** `16/B374D848` (pg_lsn's text) → a number that compares; undefined for anything else. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  if (!text) return undefined;
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The inverse of `parseLsn`: PostgreSQL's own text form. */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
