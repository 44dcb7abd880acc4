import { MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    const body = response.json<{ message: string; messages: string[] }>();
    expect(body.messages).toContain(MESSAGES.invalidEmail);
    expect(body.messages.some((m) => m.includes('obrigatório'))).toBe(true);
  });

  it.each([
    ['bloqueado@embarcador.demo', 423, MESSAGES.userBlocked],
    ['inadimplente@embarcador.demo', 402, MESSAGES.companyBlocked],
    ['expirado@embarcador.demo', 426, MESSAGES.trialExpired],
    ['senha-expirada@embarcador.demo', 412, MESSAGES.passwordExpired],
  ])('refuses %s with %i and the catalogue message', async (email, status, message) => {
    const response = await login(email);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('asks for the second factor (424) with masked contacts, and gives no token', async () => {
    const response = await login('2fa@embarcador.demo');
    expect(response.statusCode).toBe(424);
    const body = response.json<Record<string, unknown>>();
    expect(body.token).toBeUndefined();
    expect(typeof body.usuarioId).toBe('string');
    expect(body.email).toMatch(/^2f\*+@embarcador\.demo$/);
    expect(String(body.telefone)).toMatch(/\d{4}$/);
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
