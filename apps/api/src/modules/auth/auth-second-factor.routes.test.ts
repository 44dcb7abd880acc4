import { AUTH_MESSAGES, MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { codeIn, createFakeMailer, createFakeSms } from '../../../test/helpers/fake-mailer';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const EMAIL = '2fa@embarcador.demo';
let t: TestApp;
const mailer = createFakeMailer();
const sms = createFakeSms();
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ mailer, sms });
  userId = (await demo.usuario(t.database.db, EMAIL)).id;
});
afterAll(async () => t.close());
beforeEach(async () => {
  // Each test starts unlocked, without failures: the lockout has its own test below.
  await t.database.db.execute(
    sql`update usuarios set failed_login_count = 0, locked_at = null where email = ${EMAIL}`,
  );
});

function login(code: string | null = null, email = EMAIL, password = 'demo1234') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: code },
  });
}

function resend(id: string, type: string | number, remoteAddress = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: `/api/auth/${id}/sendTwoFactorCode/${type}`, remoteAddress });
}

/** Lets a re-send through the 30-second interval without waiting. */
async function ageLastSend() {
  await t.database.db.execute(
    sql`update second_factor_challenges set code_sent_at = code_sent_at - interval '1 minute'`,
  );
}

async function failedCount(): Promise<number> {
  const rows = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select failed_login_count as n from usuarios where email = ${EMAIL}`,
  );
  return Number(rows[0]!.n);
}

async function challengeWithCode(): Promise<string> {
  const before = mailer.to(EMAIL).length;
  const response = await login();
  expect(response.statusCode).toBe(424);
  expect(response.json().emailEnviado).toBe(true);
  expect(mailer.to(EMAIL).length).toBe(before + 1);
  return codeIn(mailer.to(EMAIL).at(-1)!.text);
}

describe('second factor on sign-in', () => {
  it('signs in with the code from the e-mail, once: the used code fails', async () => {
    const code = await challengeWithCode();
    const signedIn = await login(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toBeTruthy();
    expect(signedIn.json().refreshToken).toBeTruthy();

    const reused = await login(code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(AUTH_MESSAGES.secondFactorInvalid);
  });

  it('refuses a wrong code (401) and counts it toward the lockout; the right one still works after', async () => {
    const code = await challengeWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await login(wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.secondFactorInvalid });
    expect(await failedCount()).toBe(1);
    expect((await login(code)).statusCode).toBe(200);
    expect(await failedCount()).toBe(0);
  });

  it('refuses an expired code', async () => {
    const code = await challengeWithCode();
    await t.database.db.execute(
      sql`update second_factor_challenges set code_expires_at = now() - interval '1 second'`,
    );
    expect((await login(code)).statusCode).toBe(401);
  });

  it('answers 401 or 400 (never 500, never a session) to SQL and script text as the code', async () => {
    const code = await challengeWithCode();
    const sqlText = await login("1' or '1'='1");
    expect(sqlText.statusCode).toBe(401);
    expect(sqlText.json().message).toBe(AUTH_MESSAGES.secondFactorInvalid);
    // Longer than the field allows: refused by validation, nothing counted.
    const script = await login('<script>alert(1)</script>');
    expect(script.statusCode).toBe(400);
    expect(await failedCount()).toBe(1);
    expect((await login(code)).statusCode).toBe(200);
  });

  it('does not take a code without the right password', async () => {
    const code = await challengeWithCode();
    const response = await login(code, EMAIL, 'senha-errada');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.loginInvalid);
  });

  it('locks the user after 5 wrong codes in a row (429)', async () => {
    await challengeWithCode();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login('999999')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await login()).statusCode).toBe(429);
  });
});

describe('POST /api/auth/{id}/sendTwoFactorCode/{type}', () => {
  it('re-sends a new code by e-mail; the previous code stops working, the new one signs in', async () => {
    const first = await challengeWithCode();
    await ageLastSend();
    const response = await resend(userId, 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.secondFactorSentEmail });
    const second = codeIn(mailer.to(EMAIL).at(-1)!.text);
    if (second !== first) expect((await login(first)).statusCode).toBe(401);
    expect((await login(second)).statusCode).toBe(200);
  });

  it('sends the code by SMS (type 2) to the user’s phone', async () => {
    await challengeWithCode();
    await ageLastSend();
    const response = await resend(userId, 2);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.secondFactorSentSms });
    const message = sms.sent.at(-1);
    expect(message?.to).toBe('11987654321');
    expect((await login(codeIn(message!.text))).statusCode).toBe(200);
  });

  it('answers the same without sending for an unknown id, a user without a pending challenge, or too soon', async () => {
    const mails = mailer.sent.length;
    const texts = sms.sent.length;
    const unknown = await resend('3f2504e0-4f89-41d3-9a0c-0305e82c3301', 1);
    const admin = await demo.usuario(t.database.db, 'admin@embarcador.demo');
    const notPending = await resend(admin.id, 1);
    await challengeWithCode();
    const tooSoon = await resend(userId, 1);
    for (const response of [unknown, notPending, tooSoon]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.secondFactorSentEmail });
    }
    expect(mailer.sent.length).toBe(mails + 1);
    expect(sms.sent.length).toBe(texts);
  });

  it('sends nothing once the password was given more than 10 minutes ago', async () => {
    await challengeWithCode();
    await t.database.db.execute(
      sql`update second_factor_challenges set password_verified_at = now() - interval '11 minutes',
          code_sent_at = now() - interval '11 minutes'`,
    );
    const mails = mailer.sent.length;
    expect((await resend(userId, 1)).statusCode).toBe(200);
    expect(mailer.sent.length).toBe(mails);
  });

  it('refuses malformed ids and types (400), SQL and script text included', async () => {
    for (const [id, type] of [
      ['nao-e-guid', 1],
      [userId, 3],
      [userId, 'x'],
      ["1'%20or%20'1'='1", 1],
      ['%3Cscript%3E', 1],
    ] as const) {
      const response = await resend(id, type, '10.0.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('is rate-limited per client address (429 after 10 calls a minute)', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) {
      statuses.push((await resend('3f2504e0-4f89-41d3-9a0c-0305e82c3301', 1, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
