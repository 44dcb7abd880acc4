/**
 * Recognises "the database is away" errors, from node-postgres, PGlite and Drizzle's wrapper
 * (DrizzleQueryError keeps the driver's error in `cause`). Such errors answer 503 'Serviço
 * indisponível' and a read that fails with one is retried once (db/client.ts).
 */
const CONNECTION_ERROR_CODES = new Set([
  // Node.js sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
  // PostgreSQL class 08: connection exceptions
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  // too_many_connections: the server is there but cannot take us now
  '53300',
]);

const CONNECTION_ERROR_TEXTS = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection timeout',
  'not queryable',
  'cannot use a pool after calling end',
  'client was closed and is not queryable',
  'pglite is closed',
  // PgBouncer (DATABASE_POOL_MODE=transaction) while the server restarts: its own errors, all SQLSTATE
  // 08P01 — matched by text, since PostgreSQL's own 08P01 (a malformed bind) is a bug, not an outage.
  'server login has been failing',
  'pgbouncer cannot connect to server',
  'server conn crashed',
  'query_wait_timeout',
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  return someInChain(error, (candidate) => {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (candidate as { message?: unknown }).message;
    if (typeof message !== 'string') return false;
    const lower = message.toLowerCase();
    return CONNECTION_ERROR_TEXTS.some((text) => lower.includes(text));
  });
}

/** Walks `cause` and AggregateError's `errors` (Node reports IPv4 + IPv6 refusals together). */
function someInChain(error: unknown, test: (candidate: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (someInChain(cause, test, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => someInChain(inner, test, depth + 1));
}
