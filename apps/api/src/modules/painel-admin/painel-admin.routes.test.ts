import { Licenca, MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let suporte: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  suporte = (await signIn(t.app, 'suporte@embarca.demo')).headers;
  admin = (await signIn(t.app, 'admin@embarcador.demo')).headers;
});
afterAll(async () => t.close());

type Owner = {
  id: string;
  nome: string;
  licenseType: number;
  modules: string[];
  trialDays: number | null;
  diasPrazoExpiracaoTrial: number | null;
  acessoBloqueado: boolean;
};

describe('/api/painel-admin (support, type 100)', () => {
  it('refuses anyone but support staff (403), an administrator included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/painel-admin/owners', headers: admin });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });

  it('lists the accounts with licence, modules and trial days', async () => {
    const owners = (
      await t.app.inject({ method: 'GET', url: '/api/painel-admin/owners', headers: suporte })
    ).json<Owner[]>();
    const trial = owners.find((o) => o.nome === 'Embarcadora Trial');
    expect(trial).toMatchObject({ licenseType: Licenca.Trial, trialDays: 7, diasPrazoExpiracaoTrial: 5 });
    const search = (
      await t.app.inject({
        method: 'GET',
        url: '/api/painel-admin/owners?query=transportadora',
        headers: suporte,
      })
    ).json<Owner[]>();
    expect(search.map((o) => o.nome)).toEqual(['Transportadora Demo']);
  });

  it('changes a licence: the company sees it at its next sign-in; an access block answers 402 at once', async () => {
    const owners = (
      await t.app.inject({ method: 'GET', url: '/api/painel-admin/owners', headers: suporte })
    ).json<Owner[]>();
    const free = owners.find((o) => o.nome === 'Embarcadora Free') as Owner;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/painel-admin/owners/${free.id}`,
      headers: suporte,
      payload: {
        licenseType: Licenca.Trial,
        trialDays: 10,
        modules: [...free.modules, 'relatorios'],
        acessoBloqueado: false,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      licenseType: Licenca.Trial,
      trialDays: 10,
      diasPrazoExpiracaoTrial: 10,
    });
    const session = await signIn(t.app, 'free@embarcador.demo');
    const claims = decodeClaims(session.token);
    expect(claims.License).toBe(Licenca.Trial);
    expect(claims.AuthorizedModule).toContain('relatorios');

    const missingDays = await t.app.inject({
      method: 'PUT',
      url: `/api/painel-admin/owners/${free.id}`,
      headers: suporte,
      payload: { licenseType: Licenca.Trial, modules: [], acessoBloqueado: false },
    });
    expect(missingDays.statusCode).toBe(400);

    await t.app.inject({
      method: 'PUT',
      url: `/api/painel-admin/owners/${free.id}`,
      headers: suporte,
      payload: { licenseType: Licenca.Free, modules: free.modules, acessoBloqueado: true },
    });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'free@embarcador.demo', password: 'demo1234', tipoAutenticacao: 1 },
    });
    expect(blocked.statusCode).toBe(402);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/painel-admin/owners/${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}`,
      headers: suporte,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
