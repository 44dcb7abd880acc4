import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './db-errors';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailableError', () => {
  it.each(['57P01', '57P02', '57P03', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])(
    'knows %s',
    (code) => {
      expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
    },
  );

  it('knows node-postgres messages', () => {
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it("knows PgBouncer's errors while the server restarts, not PostgreSQL's own 08P01", () => {
    const pgbouncer = (message: string) => Object.assign(new Error(message), { code: '08P01' });
    expect(
      isDatabaseUnavailableError(
        pgbouncer('server login has been failing, try again later (server_login_retry)'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailableError(pgbouncer('pgbouncer cannot connect to server'))).toBe(true);
    expect(
      isDatabaseUnavailableError(
        pgbouncer('bind message supplies 2 parameters, but prepared statement "" requires 1'),
      ),
    ).toBe(false);
  });

  it("looks inside Drizzle's wrapper and Node's AggregateError", () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailableError(wrapped)).toBe(true);
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailableError(aggregate)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailableError(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('syntax error at or near "from"'))).toBe(false);
    expect(isDatabaseUnavailableError('texto')).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
  });
});
