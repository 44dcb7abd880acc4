import { AUTH_MESSAGES, MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMailer } from '../../../test/helpers/fake-mailer';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createAuthRepository } from './auth.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: createFakeMailer() });
});
afterAll(async () => t.close());

interface TokenPair {
  token: string;
  refreshToken: string;
  expiration: string;
}

function refresh(userId: string, token: unknown, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { grantType: 'refresh_token', userId, token, ...extra },
  });
}

function me(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function countRefreshTokens(): Promise<number> {
  const rows = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from refresh_tokens`,
  );
  return Number(rows[0]!.n);
}

describe('POST /api/auth/token (refresh-token rotation)', () => {
  it('returns a new pair, and the new session token works', async () => {
    const session = await signIn(t.app, 'admin@embarcador.demo');
    const userId = String(decodeClaims(session.token).sub);
    const response = await refresh(userId, session.refreshToken);
    expect(response.statusCode).toBe(200);
    const pair = response.json<TokenPair>();
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect(decodeClaims(pair.token).sub).toBe(userId);
    expect((await me(pair.token)).statusCode).toBe(200);
    // Only hashes are stored.
    const stored = await sqlRows(t.database.db, sql`select token_hash from refresh_tokens`);
    expect(JSON.stringify(stored)).not.toContain(pair.refreshToken);
  });

  it('revokes the whole family when a used token is presented again (the newest one stops working)', async () => {
    const session = await signIn(t.app, 'admin@embarcador.demo');
    const userId = String(decodeClaims(session.token).sub);
    const second = (await refresh(userId, session.refreshToken)).json<TokenPair>();
    const third = (await refresh(userId, second.refreshToken)).json<TokenPair>();
    expect(third.refreshToken).toBeTruthy();

    const replay = await refresh(userId, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: AUTH_MESSAGES.refreshTokenInvalid });
    const newest = await refresh(userId, third.refreshToken);
    expect(newest.statusCode).toBe(401);

    // Another sign-in is a new family and is not affected.
    const other = await signIn(t.app, 'admin@embarcador.demo');
    expect((await refresh(userId, other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired token and keeps the family’s absolute expiry when rotating', async () => {
    const session = await signIn(t.app, 'operador@embarcador.demo');
    const userId = String(decodeClaims(session.token).sub);
    const next = (await refresh(userId, session.refreshToken)).json<TokenPair>();
    const expiries = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct expires_at)::int as n from refresh_tokens where usuario_id = ${userId}`,
    );
    expect(Number(expiries[0]!.n)).toBe(1);
    await t.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where usuario_id = ${userId}`,
    );
    const expired = await refresh(userId, next.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH_MESSAGES.refreshTokenInvalid);
  });

  it('refuses a token presented with another user id, without using it up', async () => {
    const session = await signIn(t.app, 'admin@transportadora.demo');
    const ownId = String(decodeClaims(session.token).sub);
    const other = await signIn(t.app, 'admin@embarcador.demo');
    const otherId = String(decodeClaims(other.token).sub);
    expect((await refresh(otherId, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ownId, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 in pt-BR and writes nothing', async () => {
    const before = await countRefreshTokens();
    const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const cases = [
      t.app.inject({ method: 'POST', url: '/api/auth/token', payload: {} }),
      refresh(userId, 'x', { grantType: 'password' }),
      refresh('nao-e-guid', 'x'),
      refresh(userId, 12345),
      refresh(userId, 'x'.repeat(201)),
      refresh(userId, ''),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/\S/);
    }
    const missing = (await cases[0]!).json<{ messages: string[] }>();
    expect(missing.messages.join(' ')).toContain(MESSAGES.required.trim());
    expect(await countRefreshTokens()).toBe(before);
  });

  it('answers 401 to SQL and script text as the token, writing nothing', async () => {
    const before = await countRefreshTokens();
    const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    for (const token of ["' or '1'='1' --", '<script>alert(1)</script>']) {
      expect((await refresh(userId, token)).statusCode).toBe(401);
    }
    expect(await countRefreshTokens()).toBe(before);
  });

  it('refuses the refresh of a user blocked since the sign-in (423)', async () => {
    const session = await signIn(t.app, 'suporte@embarca.demo');
    const userId = String(decodeClaims(session.token).sub);
    await t.database.db.execute(sql`update usuarios set bloqueado = true where id = ${userId}`);
    const response = await refresh(userId, session.refreshToken);
    expect(response.statusCode).toBe(423);
    await t.database.db.execute(sql`update usuarios set bloqueado = false where id = ${userId}`);
  });
});

describe('endUserSessions (blocking, deactivating, password changes)', () => {
  it('ends every session token and refresh token of the user at once', async () => {
    const first = await signIn(t.app, 'free@embarcador.demo');
    const second = await signIn(t.app, 'free@embarcador.demo');
    const userId = String(decodeClaims(first.token).sub);
    expect((await me(first.token)).statusCode).toBe(200);

    await createAuthRepository(t.database.db).endUserSessions(userId);

    for (const session of [first, second]) {
      // Written here straight through the repository (not a request of this app): on PostgreSQL the
      // session-state cache hears of it by NOTIFY (issue 14), which a busy machine delivers a moment later.
      await expect.poll(async () => (await me(session.token)).statusCode, { timeout: 5_000 }).toBe(401);
      expect((await refresh(userId, session.refreshToken)).statusCode).toBe(401);
    }
    // Signing in again works.
    const again = await signIn(t.app, 'free@embarcador.demo');
    expect((await me(again.token)).statusCode).toBe(200);
  });
});
