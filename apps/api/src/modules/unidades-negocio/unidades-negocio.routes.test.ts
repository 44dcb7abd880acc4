import { MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpDe } from '../../../test/helpers/http';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
const http = httpDe(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function listWithAccess(headers: Record<string, string>) {
  return http.get('/api/unidade-negocio/listwithaccess', headers);
}

describe('GET /api/unidade-negocio/listwithaccess', () => {
  it('lists the three units of the demo administrator and two of the operator', async () => {
    const admin = await signIn(t.app, 'admin@embarcador.demo');
    const operador = await signIn(t.app, 'operador@embarcador.demo');
    const adminUnits = (await listWithAccess(admin.headers)).json<{ id: string; descricao: string }[]>();
    const operadorUnits = (await listWithAccess(operador.headers)).json<{ id: string }[]>();
    expect(adminUnits).toHaveLength(3);
    expect(operadorUnits).toHaveLength(2);
    for (const unit of operadorUnits) expect(adminUnits.map((u) => u.id)).toContain(unit.id);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await listWithAccess({});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.invalidToken);
    const forged = await listWithAccess({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a business unit the user may not access (403) and a malformed one (400)', async () => {
    const admin = await signIn(t.app, 'admin@embarcador.demo');
    const operador = await signIn(t.app, 'operador@embarcador.demo');
    const carrier = await signIn(t.app, 'admin@transportadora.demo');
    const adminUnits = (await listWithAccess(admin.headers)).json<{ id: string }[]>();
    const operadorUnits = new Set(
      (await listWithAccess(operador.headers)).json<{ id: string }[]>().map((u) => u.id),
    );
    const notOperador = adminUnits.find((u) => !operadorUnits.has(u.id));
    expect(notOperador).toBeDefined();

    const forbidden = await listWithAccess({ ...operador.headers, businessunitid: notOperador!.id });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: MESSAGES.forbidden, unidadeNegocioSemAcesso: true });

    const otherTenant = await listWithAccess({ ...carrier.headers, businessunitfilter: adminUnits[0]!.id });
    expect(otherTenant.statusCode).toBe(403);

    const malformed = await listWithAccess({ ...admin.headers, businessunitid: 'nao-e-guid' });
    expect(malformed.statusCode).toBe(400);
  });

  it('ends the session at once when the user is blocked', async () => {
    const admin = await signIn(t.app, 'admin@embarcador.demo');
    const operador = await signIn(t.app, 'operador@embarcador.demo');
    expect((await listWithAccess(operador.headers)).statusCode).toBe(200);
    // Through the administration endpoint: the very next request is refused. (A block written by plain SQL
    // or by another process reaches this one through the `sessao` NOTIFY, within milliseconds:
    // modules/auth/session-state.cache.test.ts covers that, polling.)
    const blocked = await http.patch(`/api/user/${decodeClaims(operador.token).sub}/bloquear`, admin.headers);
    expect(blocked.statusCode).toBe(200);
    expect((await listWithAccess(operador.headers)).statusCode).toBe(401);
  });
});
