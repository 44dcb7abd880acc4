import { AUTH_MESSAGES, MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeMailer, tokenIn } from '../../../test/helpers/fake-mailer';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

// Each journey here hashes passwords several times (scrypt at the production cost); with every suite running
// in parallel a journey has been seen past the default 30 s, so this file allows 60 s.
vi.setConfig({ testTimeout: 60_000 });

const PUBLIC_URL = 'https://embarca.exemplo.com.br';
const NEW_PASSWORD = 'Caminhao#Azul26';
let t: TestApp;
const mailer = createFakeMailer();

beforeAll(async () => {
  t = await createTestApp({ mailer, config: { publicUrl: PUBLIC_URL } });
});
afterAll(async () => t.close());

let address = 0;
function recover(email: unknown) {
  // A client address per call: the per-address rate limit has its own test.
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/recovery',
    payload: { email },
    remoteAddress: `10.1.0.${address}`,
  });
}

function newPassword(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/new-password', payload });
}

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: null },
  });
}

async function recoveryToken(email: string): Promise<string> {
  const before = mailer.to(email).length;
  expect((await recover(email)).statusCode).toBe(200);
  expect(mailer.to(email).length).toBe(before + 1);
  return tokenIn(mailer.to(email).at(-1)!.text);
}

async function passwordHash(email: string): Promise<string | null> {
  const rows = await sqlRows<{ h: string | null }>(
    t.database.db,
    sql`select password_hash as h from usuarios where email = ${email}`,
  );
  return rows[0]?.h ?? null;
}

describe('POST /api/auth/recovery', () => {
  it('answers identically for a known and an unknown e-mail, and mails only the known one', async () => {
    const sent = mailer.sent.length;
    const known = await recover('admin@transportadora.demo');
    const unknown = await recover('ninguem@nao-existe.demo');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.recoverySent });
    expect(mailer.sent.length).toBe(sent + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('admin@transportadora.demo');
    expect(mail.text).toContain(`${PUBLIC_URL}/#/new-password?token=`);
    expect(mail.html).toContain(`${PUBLIC_URL}/#/new-password?token=`);
  });

  it('refuses bad input (400 pt-BR): missing, wrong type, oversized, SQL and script text', async () => {
    for (const email of [
      undefined,
      42,
      '',
      `${'a'.repeat(250)}@x.com`,
      "' or 1=1 --",
      '<script>alert(1)</script>@x.com',
    ]) {
      const response = await recover(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/obrigatório|e-mail válido|Tamanho|Formato/);
    }
    const tokens = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from password_tokens where kind = 'recovery'`,
    );
    expect(Number(tokens[0]!.n)).toBe(1);
  });

  it('is rate-limited per client address (429 after 10 calls a minute)', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/recovery',
        payload: { email: 'x' },
        remoteAddress: '10.2.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('forgot password → mail → new password → sign in', () => {
  it('sets the new password with the mailed link, signs in, and the link works once', async () => {
    const email = 'admin@transportadora.demo';
    const old = await signIn(t.app, email);
    const token = await recoveryToken(email);

    const response = await newPassword({
      recoveryToken: token,
      oldPassword: null,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json<{ token: string; refreshToken: string; expiration: string }>();
    expect(decodeClaims(pair.token).email).toBe(email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${pair.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The other sessions ended.
    const oldMe = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: old.headers });
    expect(oldMe.statusCode).toBe(401);
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grantType: 'refresh_token', userId: decodeClaims(old.token).sub, token: old.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);

    // The link works once.
    const again = await newPassword({ recoveryToken: token, newPassword: 'Outra#Senha99' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.recoveryTokenInvalid);

    expect((await login(email, 'demo1234')).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('unlocks a user locked by failed sign-ins (429)', async () => {
    const email = 'free@embarcador.demo';
    for (let attempt = 0; attempt < 5; attempt++) await login(email, 'errada');
    expect((await login(email, 'demo1234')).statusCode).toBe(429);
    const token = await recoveryToken(email);
    expect((await newPassword({ recoveryToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password of a blocked user but still refuses the session (423)', async () => {
    const email = 'bloqueado@embarcador.demo';
    const token = await recoveryToken(email);
    const response = await newPassword({ recoveryToken: token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(423);
    expect(response.json().message).toBe(MESSAGES.userBlocked);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(423);
  });

  it('takes the 412 link of an expired password, then signs in normally', async () => {
    const email = 'senha-expirada@embarcador.demo';
    const expired = await login(email, 'demo1234');
    expect(expired.statusCode).toBe(412);
    const token = tokenIn(expired.json<{ url: string }>().url);
    const response = await newPassword({
      recoveryToken: token,
      oldPassword: 'demo1234',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/new-password refusals', () => {
  it('checks the new password (6–30, common, weak, same as current, wrong old password) and writes nothing', async () => {
    const email = 'operador@embarcador.demo';
    const hash = await passwordHash(email);
    const token = await recoveryToken(email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ newPassword: 'Ab#1' }, MESSAGES.passwordLength],
      [{ newPassword: `Ab#1${'x'.repeat(30)}` }, MESSAGES.passwordLength],
      [{ newPassword: 'password123' }, AUTH_MESSAGES.passwordCommon],
      [{ newPassword: 'abcdefgh' }, AUTH_MESSAGES.passwordWeak],
      [{ newPassword: NEW_PASSWORD, oldPassword: 'nao-e-a-senha' }, AUTH_MESSAGES.oldPasswordWrong],
    ];
    for (const [fields, message] of cases) {
      const response = await newPassword({ recoveryToken: token, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await passwordHash(email)).toBe(hash);

    // The token was not spent by the refusals; the same password as the current one is refused too.
    expect((await newPassword({ recoveryToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const next = await recoveryToken(email);
    const same = await newPassword({ recoveryToken: next, newPassword: NEW_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(AUTH_MESSAGES.passwordSameAsOld);
  });

  it('refuses an unknown, forged, expired or malformed token (400 with the server message)', async () => {
    const email = 'trial@embarcador.demo';
    const hash = await passwordHash(email);
    const token = await recoveryToken(email);
    await t.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second'
          where usuario_id = (select id from usuarios where email = ${email})`,
    );
    for (const recoveryToken of [token, 'token-inventado', "' or '1'='1' --", '<script>alert(1)</script>']) {
      const response = await newPassword({ recoveryToken, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_MESSAGES.recoveryTokenInvalid);
    }
    for (const payload of [
      {},
      { newPassword: NEW_PASSWORD },
      { recoveryToken: 'x'.repeat(201), newPassword: NEW_PASSWORD },
      { recoveryToken: 123, newPassword: NEW_PASSWORD },
      { recoveryToken: 'x', newPassword: 12345678 },
    ]) {
      const response = await newPassword(payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await passwordHash(email)).toBe(hash);
  });

  it('a newer recovery link replaces the previous one', async () => {
    const email = 'admin@embarcador.demo';
    const first = await recoveryToken(email);
    const second = await recoveryToken(email);
    const stale = await newPassword({ recoveryToken: first, newPassword: NEW_PASSWORD });
    expect(stale.statusCode).toBe(400);
    expect((await newPassword({ recoveryToken: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
