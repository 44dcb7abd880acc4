import { Licenca } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpDe } from '../../../test/helpers/http';
import { signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { licenceChangeNotice } from './painel-admin.service';

let t: TestApp;
const http = httpDe(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = { id: string; nome: string; licenseType: number; modules: string[]; acessoBloqueado: boolean };
type Lista = { items: { items: { title: string; body: string; channelType: string }[] }[]; total: number };

describe('support panel → notifications of the company administrators', () => {
  it('describes licence and block changes in pt-BR, and nothing when neither changed', () => {
    expect(
      licenceChangeNotice(
        { licenseType: 1, acessoBloqueado: false },
        { licenseType: 1, acessoBloqueado: false },
      ),
    ).toBeNull();
    expect(
      licenceChangeNotice(
        { licenseType: 1, acessoBloqueado: false },
        { licenseType: 2, acessoBloqueado: true },
      )?.body,
    ).toBe(
      '<p>A licença da empresa foi alterada para <b>Trial</b>.</p>' +
        '<p>O acesso da empresa foi <b>bloqueado</b> pelo suporte. Entre em contato com o suporte.</p>',
    );
  });

  it("notifies the company's administrators (not its operators) when support changes the licence", async () => {
    const suporte = (await signIn(t.app, 'suporte@embarca.demo')).headers;
    const admin = (await signIn(t.app, 'admin@embarcador.demo')).headers;
    const operador = (await signIn(t.app, 'operador@embarcador.demo')).headers;
    const owners = (await http.get('/api/painel-admin/owners', suporte)).json<Owner[]>();
    const me = (await http.get('/api/auth/owner', admin)).json<{
      id: string;
    }>();
    const owner = owners.find((o) => o.id === me.id) as Owner;
    const list = async (headers: Record<string, string>) =>
      (await http.get('/api/notificacoes?limit=100', headers)).json<Lista>();
    const operadorBefore = (await list(operador)).total;

    const updated = await http.put(`/api/painel-admin/owners/${owner.id}`, suporte, {
      licenseType: Licenca.Trial,
      trialDays: 10,
      modules: owner.modules,
      acessoBloqueado: owner.acessoBloqueado,
    });
    expect(updated.statusCode).toBe(200);

    const items = (await list(admin)).items.flatMap((g) => g.items);
    expect(items).toContainEqual(
      expect.objectContaining({
        title: 'Licença da empresa alterada',
        body: '<p>A licença da empresa foi alterada para <b>Trial</b>.</p>',
        channelType: 'INTEGRACAO',
      }),
    );
    expect((await list(operador)).total).toBe(operadorBefore);
  });
});
