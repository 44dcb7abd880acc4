import { AUTH_MESSAGES, MESSAGES, requiredMessage, rotuloDoCampo } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createFakeMailer } from '../../../test/helpers/fake-mailer';
import { decodeClaims } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
const mailer = createFakeMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(async () => t.close());

function login(email: string, password = 'demo1234', extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: null, ...extra },
  });
}

describe('POST /api/auth/login', () => {
  it('signs in a demo administrator and returns the token object with the spec claims', async () => {
    const response = await login('Admin@Embarcador.demo');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; refreshToken: string | null; expiration: string }>();
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresInHours = (Date.parse(body.expiration) - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(7.9);
    expect(expiresInHours).toBeLessThanOrEqual(8);
    const claims = decodeClaims(body.token);
    expect(claims.role).toBe('Administrador');
    expect(claims.email).toBe('admin@embarcador.demo');
    expect(claims.TipoEmpresa).toBe(3);
    expect(claims.License).toBe(1);
    expect(typeof claims.OwnerId).toBe('string');
    expect(String(claims.Documento)).toMatch(/^[0-9A-Z]{14}$/);
    expect((claims.AuthorizedModule as string[]).length).toBeGreaterThan(5);
  });

  it('withholds the operator’s unauthorized modules from AuthorizedModule', async () => {
    const response = await login('operador@embarcador.demo');
    expect(response.statusCode).toBe(200);
    const claims = decodeClaims(response.json<{ token: string }>().token);
    expect(claims.role).toBe('Operador');
    const withheld = claims.UserUnauthorizedModule as string[];
    expect(withheld.length).toBeGreaterThan(0);
    for (const module of withheld) expect(claims.AuthorizedModule).not.toContain(module);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login('admin@embarcador.demo', 'senha-errada');
    const unknown = await login('ninguem@nao-existe.demo', 'senha-errada');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.loginInvalid });
    expect(unknown.json()).toEqual({ message: MESSAGES.loginInvalid });
  });

  it('refuses bad input with pt-BR messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nao-e-email', tipoAutenticacao: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; messages: string[]; campos: Record<string, string> }>();
    expect(body.messages).toContain(`${rotuloDoCampo('email')}: ${MESSAGES.invalidEmail}`);
    expect(body.messages).toContain(requiredMessage(rotuloDoCampo('password')));
    expect(body.campos).toMatchObject({ email: `${rotuloDoCampo('email')}: ${MESSAGES.invalidEmail}` });
  });

  it.each([
    ['bloqueado@embarcador.demo', 423, MESSAGES.userBlocked],
    ['inadimplente@embarcador.demo', 402, MESSAGES.companyBlocked],
    ['expirado@embarcador.demo', 426, MESSAGES.trialExpired],
  ])('refuses %s with %i and the catalogue message', async (email, status, message) => {
    const response = await login(email);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses an expired password with 412 and the one-time URL of the change-password screen', async () => {
    const response = await login('senha-expirada@embarcador.demo');
    expect(response.statusCode).toBe(412);
    const body = response.json<{ message: string; url: string; token?: string }>();
    expect(body.message).toBe(MESSAGES.passwordExpired);
    expect(body.url).toMatch(/^\/#\/new-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(body.token).toBeUndefined();
    const rows = await sqlRows(
      t.database.db,
      sql`select kind, extract(epoch from pt.expires_at - pt.created_at)::int as ttl from password_tokens pt join usuarios u on u.id = pt.usuario_id
          where u.email = 'senha-expirada@embarcador.demo' and pt.used_at is null`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'expired', ttl: 30 * 60 });
  });

  it('asks for the second factor (424) with masked contacts, sends the code by e-mail, gives no token', async () => {
    const response = await login('2fa@embarcador.demo');
    expect(response.statusCode).toBe(424);
    const body = response.json<Record<string, unknown>>();
    expect(body.token).toBeUndefined();
    expect(body.message).toBe(AUTH_MESSAGES.secondFactorRequired);
    expect(typeof body.usuarioId).toBe('string');
    expect(body.email).toMatch(/^2f\*+@embarcador\.demo$/);
    expect(String(body.telefone)).toMatch(/\d{4}$/);
    expect(body.emailEnviado).toBe(true);
    const mail = mailer.to('2fa@embarcador.demo').at(-1);
    expect(mail?.subject).toBeTruthy();
    expect(codeIn(mail!.text)).toMatch(/^\d{6}$/);
    // Only the hash of the code is stored.
    const stored = await sqlRows(t.database.db, sql`select code_hash from second_factor_challenges`);
    expect(JSON.stringify(stored)).not.toContain(codeIn(mail!.text));
  });

  it('locks a user after 5 failures in a row (429), and the right password does not unlock', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('trial@embarcador.demo', 'errada')).statusCode).toBe(401);
    }
    const fifth = await login('trial@embarcador.demo', 'errada');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MESSAGES.tooManyAttempts);
    const right = await login('trial@embarcador.demo');
    expect(right.statusCode).toBe(429);
  });
});
