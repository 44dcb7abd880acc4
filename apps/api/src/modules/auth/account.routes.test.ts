import crypto from 'node:crypto';
import { MESSAGES, SituacaoUsuario } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp, testConfig } from '../../../test/helpers/test-app';
import { SESSION_TOKEN_AUDIENCE, SESSION_TOKEN_ISSUER } from '../../plugins/jwt';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestApp;
let admin: { token: string; headers: Record<string, string> };
let adminClaims: Record<string, unknown>;
let carrier: { token: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@embarcador.demo');
  adminClaims = decodeClaims(admin.token);
  carrier = await signIn(t.app, 'admin@transportadora.demo');
});
afterAll(async () => t.close());

function get(url: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}
function post(url: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'POST', url, headers });
}

async function userColumn(email: string, column: 'aceite_termo_uso_at' | 'fcm_token') {
  const rows = await sqlRows<{ v: unknown }>(
    t.database.db,
    sql`select ${sql.identifier(column)} as v from usuarios where email = ${email}`,
  );
  return rows[0]?.v ?? null;
}

/** A JWT built by hand: HS256 with `secret`, or `alg: none` without a signature. */
function handMadeToken(claims: Record<string, unknown>, secret: string | null): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: secret ? 'HS256' : 'none', typ: 'JWT' });
  const body = `${header}.${encode(claims)}`;
  if (!secret) return `${body}.`;
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('GET /api/auth/user and /api/auth/owner', () => {
  it('returns the user with the company, without a business unit', async () => {
    const response = await get('/api/auth/user');
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      id: adminClaims.sub,
      usuarioId: adminClaims.sub,
      email: 'admin@embarcador.demo',
      ativo: true,
      situacao: SituacaoUsuario.Ativo,
      usuarioAdmin: true,
      role: 'Administrador',
      aceiteTermoUso: true,
    });
    expect(user.empresa).toMatchObject({ id: adminClaims.OwnerId, type: 3, licenseType: 1 });
    expect(user.empresa.documento).toMatch(/^[0-9A-Z]{14}$/);
    const owner = await get('/api/auth/owner');
    expect(owner.json()).toEqual(user.empresa);
  });

  it('counts the trial days left of a trial company', async () => {
    const trial = await signIn(t.app, 'trial@embarcador.demo');
    expect((await get('/api/auth/owner', trial.headers)).json().diasPrazoExpiracaoTrial).toBe(5);
  });
});

describe('GET /api/owner/getModuleLicenseTrial', () => {
  it('names the trial licence and its days left; null when not on trial', async () => {
    const trial = await signIn(t.app, 'trial@embarcador.demo');
    const response = await get('/api/owner/getModuleLicenseTrial', trial.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ nome: 'Licença de 7 dias', diasExpiracao: 5 });
    const full = await get('/api/owner/getModuleLicenseTrial');
    expect(full.statusCode).toBe(200);
    expect(full.body).toBe('null');
  });
});

describe('GET /api/owner/{id}/logo', () => {
  it('answers 404 without a logo, then the image with its content type', async () => {
    const url = `/api/owner/${adminClaims.OwnerId}/logo`;
    expect((await get(url)).statusCode).toBe(404);
    await t.database.db.execute(
      sql`update owners set logo = ${`data:image/png;base64,${PNG_1X1}`} where id = ${String(adminClaims.OwnerId)}`,
    );
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
  });

  it('answers 404 for another company’s logo, even when it has one', async () => {
    const carrierOwner = String(decodeClaims(carrier.token).OwnerId);
    await t.database.db.execute(
      sql`update owners set logo = ${`data:image/png;base64,${PNG_1X1}`} where id = ${carrierOwner}`,
    );
    expect((await get(`/api/owner/${carrierOwner}/logo`, carrier.headers)).statusCode).toBe(200);
    const foreign = await get(`/api/owner/${carrierOwner}/logo`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('refuses a malformed id (400)', async () => {
    expect((await get('/api/owner/nao-e-guid/logo')).statusCode).toBe(400);
    expect((await get("/api/owner/1'%20or%20'1'='1/logo")).statusCode).toBe(400);
  });
});

describe('POST /api/user/aceite-termo-uso/{userId}', () => {
  it('records the acceptance of the caller', async () => {
    await t.database.db.execute(
      sql`update usuarios set aceite_termo_uso_at = null where email = 'admin@embarcador.demo'`,
    );
    expect((await get('/api/auth/user')).json().aceiteTermoUso).toBe(false);
    const response = await post(`/api/user/aceite-termo-uso/${adminClaims.sub}`);
    expect(response.statusCode).toBe(204);
    expect(await userColumn('admin@embarcador.demo', 'aceite_termo_uso_at')).not.toBeNull();
    expect((await get('/api/auth/user')).json().aceiteTermoUso).toBe(true);
  });

  it('answers 404 for another user’s id (same company or not) and writes nothing', async () => {
    const operador = await signIn(t.app, 'operador@embarcador.demo');
    const operadorId = String(decodeClaims(operador.token).sub);
    await t.database.db.execute(
      sql`update usuarios set aceite_termo_uso_at = null where email = 'operador@embarcador.demo'`,
    );
    for (const headers of [admin.headers, carrier.headers]) {
      const response = await post(`/api/user/aceite-termo-uso/${operadorId}`, headers);
      expect(response.statusCode).toBe(404);
    }
    expect(await userColumn('operador@embarcador.demo', 'aceite_termo_uso_at')).toBeNull();
  });

  it('refuses a malformed id (400) and a missing session (401)', async () => {
    expect((await post('/api/user/aceite-termo-uso/%3Cscript%3E')).statusCode).toBe(400);
    expect((await post(`/api/user/aceite-termo-uso/${adminClaims.sub}`, {})).statusCode).toBe(401);
  });
});

describe('POST /api/auth/token/fcm/{userId}?fcmToken', () => {
  const fcm = 'dQw4w9WgXcQ:APA91bH-exemplo_token.1';

  it('stores the push token of the caller', async () => {
    const response = await post(`/api/auth/token/fcm/${adminClaims.sub}?fcmToken=${fcm}`);
    expect(response.statusCode).toBe(204);
    expect(await userColumn('admin@embarcador.demo', 'fcm_token')).toBe(fcm);
  });

  it('refuses bad input (missing, oversized, SQL and script text) with 400 and writes nothing', async () => {
    const before = await userColumn('admin@embarcador.demo', 'fcm_token');
    for (const query of [
      '',
      '?fcmToken=',
      `?fcmToken=${'a'.repeat(2000)}`,
      `?fcmToken=${encodeURIComponent("x'; drop table usuarios; --")}`,
      `?fcmToken=${encodeURIComponent('<script>alert(1)</script>')}`,
    ]) {
      const response = await post(`/api/auth/token/fcm/${adminClaims.sub}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/obrigatório|Formato|Tamanho/);
    }
    expect(await userColumn('admin@embarcador.demo', 'fcm_token')).toBe(before);
  });

  it('answers 404 for another user’s id and writes nothing', async () => {
    const carrierId = String(decodeClaims(carrier.token).sub);
    const response = await post(`/api/auth/token/fcm/${carrierId}?fcmToken=roubado`);
    expect(response.statusCode).toBe(404);
    expect(await userColumn('admin@transportadora.demo', 'fcm_token')).toBeNull();
  });
});

describe('session token attacks (every authenticated call)', () => {
  const secret = testConfig().jwtSecret!;
  const now = Math.floor(Date.now() / 1000);

  it('accepts the hand-made token signed with the right key (control case)', async () => {
    const token = handMadeToken({ ...adminClaims, iat: now, exp: now + 600 }, secret);
    expect((await get('/api/auth/user', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('signs every session token with exp, iss and aud', () => {
    expect(adminClaims).toMatchObject({ iss: SESSION_TOKEN_ISSUER, aud: SESSION_TOKEN_AUDIENCE });
    expect(adminClaims.exp).toEqual(expect.any(Number));
  });

  it.each([
    'forged signature',
    'expired',
    'another key',
    'alg none',
    'claims changed after signing',
    'not a JWT',
    'no exp',
    'no issuer',
    'another issuer',
    'no audience',
    'another audience',
  ])('refuses a token: %s (401)', async (kind) => {
    const claims = { ...adminClaims, iat: now, exp: now + 600 };
    const without = (name: string) =>
      Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));
    const [header, , signature] = admin.token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...adminClaims, OwnerId: 'outro' })).toString('base64url');
    const tokens: Record<string, string> = {
      'forged signature': `${admin.token.slice(0, -6)}AAAAAA`,
      expired: handMadeToken({ ...adminClaims, iat: now - 7200, exp: now - 3600 }, secret),
      'another key': handMadeToken(claims, 'outra-chave-qualquer-com-mais-de-32-caracteres'),
      'alg none': handMadeToken(claims, null),
      'claims changed after signing': `${header}.${tampered}.${signature}`,
      'not a JWT': 'abc.def',
      // Correctly signed, but not a session token this API issued (issue 15: no exp was accepted).
      'no exp': handMadeToken(without('exp'), secret),
      'no issuer': handMadeToken(without('iss'), secret),
      'another issuer': handMadeToken({ ...claims, iss: 'outro-emissor' }, secret),
      'no audience': handMadeToken(without('aud'), secret),
      'another audience': handMadeToken({ ...claims, aud: 'outra-api' }, secret),
    };
    const response = await get('/api/auth/user', { authorization: `Bearer ${tokens[kind]}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.invalidToken);
    if (kind === 'expired') expect(response.json().tokenExpirado).toBe(true);
  });

  it('refuses a BusinessUnitId of another company (403), and none is needed on these calls', async () => {
    const carrierUnits = (await get('/api/unidade-negocio/listwithaccess', carrier.headers)).json<
      { id: string }[]
    >();
    const response = await get('/api/auth/user', { ...admin.headers, businessunitid: carrierUnits[0]!.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
    for (const url of ['/api/auth/user', '/api/auth/owner', '/api/owner/getModuleLicenseTrial']) {
      expect((await get(url)).statusCode).toBe(200);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
