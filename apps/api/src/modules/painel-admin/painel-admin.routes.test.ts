import { Licenca, MESSAGES } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { decodeClaims, signIn } from '../../../test/helpers/sign-in';
import { usarTestApp } from '../../../test/helpers/test-app';

const t = usarTestApp();
const http = httpDe(() => t.app);
const { suporte, admin } = usarBearers(t, 'suporte', 'admin');

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
    const response = await http.get('/api/painel-admin/owners', admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });

  it('lists the accounts with licence, modules and trial days', async () => {
    const owners = (await http.get('/api/painel-admin/owners', suporte)).json<Owner[]>();
    const trial = owners.find((o) => o.nome === 'Embarcadora Trial');
    expect(trial).toMatchObject({ licenseType: Licenca.Trial, trialDays: 7, diasPrazoExpiracaoTrial: 5 });
    const search = (await http.get('/api/painel-admin/owners?query=transportadora', suporte)).json<Owner[]>();
    expect(search.map((o) => o.nome)).toEqual(['Transportadora Demo']);
  });

  it('changes a licence: the company sees it at its next sign-in; an access block answers 402 at once', async () => {
    const owners = (await http.get('/api/painel-admin/owners', suporte)).json<Owner[]>();
    const free = owners.find((o) => o.nome === 'Embarcadora Free') as Owner;
    const updated = await http.put(`/api/painel-admin/owners/${free.id}`, suporte, {
      licenseType: Licenca.Trial,
      trialDays: 10,
      modules: [...free.modules, 'relatorios'],
      acessoBloqueado: false,
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

    const missingDays = await http.put(`/api/painel-admin/owners/${free.id}`, suporte, {
      licenseType: Licenca.Trial,
      modules: [],
      acessoBloqueado: false,
    });
    expect(missingDays.statusCode).toBe(400);

    await http.put(`/api/painel-admin/owners/${free.id}`, suporte, {
      licenseType: Licenca.Free,
      modules: free.modules,
      acessoBloqueado: true,
    });
    const blocked = await http.post('/api/auth/login', undefined, {
      email: 'free@embarcador.demo',
      password: 'demo1234',
      tipoAutenticacao: 1,
    });
    expect(blocked.statusCode).toBe(402);
    const unknown = await http.get(
      `/api/painel-admin/owners/${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}`,
      suporte,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
