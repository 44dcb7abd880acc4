import { MESSAGES, requiredMessage, situacoesDoGrupo } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { INVALID_API_KEY_MESSAGE } from '../../plugins/api-key';

const KEY = 'chave-de-teste';
let t: TestApp;
let admin: { headers: Record<string, string> };
let units: { id: string; descricao: string }[];

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: KEY } });
  admin = await signIn(t.app, 'admin@embarcador.demo');
  units = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers: admin.headers })
  ).json();
  // The board requires a selected unit (BusinessUnitId); the filter widens the scope to all three.
  admin = {
    headers: {
      ...admin.headers,
      businessunitid: units[0]!.id,
      businessunitfilter: units.map((u) => u.id).join(','),
    },
  };
});
afterAll(async () => t.close());

interface Card {
  id: string;
  codigo: number;
  situacao: number;
  unidadeNegocioId: string;
  origem: { cidade: string | null } | null;
  destino: { cidade: string | null } | null;
}
interface Page {
  grupo: string;
  items: Card[];
  nextCursor: string | null;
}

function board(path: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/frete${path}`, headers });
}

describe('GET /api/frete/quadro/carga/{grupo}', () => {
  it('returns the cards of a group in the selected unit, with their route ends', async () => {
    const unit = units[0]!;
    const { businessunitfilter: _all, ...selected } = admin.headers;
    const response = await board(`/quadro/carga/em-andamento?key=${KEY}`, {
      ...selected,
      businessunitid: unit.id,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.grupo).toBe('em-andamento');
    const allowed = situacoesDoGrupo('em-andamento');
    for (const card of page.items) {
      expect(allowed).toContain(card.situacao);
      expect(card.unidadeNegocioId).toBe(unit.id);
    }
  });

  it('pages through a group with the cursor, without repeating or skipping a card', async () => {
    const all = (await board(`/quadro/carga/entregue?key=${KEY}&limit=200`)).json<Page>().items;
    expect(all.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const page: Page = (await board(`/quadro/carga/entregue?key=${KEY}&limit=2${suffix}`)).json<Page>();
      const pageSize = page.items.length;
      expect(pageSize).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((c) => c.id));
    expect(all[0]?.origem?.cidade).toBeTruthy();
  });

  it('filters by free text (a city of the route)', async () => {
    const all = (await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`)).json<Page>().items;
    const city = all.find((c) => c.destino?.cidade)?.destino?.cidade;
    expect(city).toBeTruthy();
    const found = (
      await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&query=${encodeURIComponent(city!)}`)
    ).json<Page>();
    expect(found.items.length).toBeGreaterThan(0);
    const foundCount = found.items.length;
    expect(foundCount).toBeLessThanOrEqual(all.length);
  });

  it('refuses a missing or wrong API key (401) and a missing session (401)', async () => {
    const missing = await board('/quadro/carga/entregue');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(INVALID_API_KEY_MESSAGE);
    expect((await board('/quadro/carga/entregue?key=errada')).statusCode).toBe(401);
    expect((await board(`/quadro/carga/entregue?key=${KEY}`, {})).statusCode).toBe(401);
  });

  it('refuses bad input with pt-BR messages', async () => {
    expect((await board(`/quadro/carga/nao-existe?key=${KEY}`)).statusCode).toBe(400);
    const tooSmall = await board(`/quadro/carga/entregue?key=${KEY}&limit=0`);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().messages.join()).toContain(MESSAGES.minValue);
    const shortQuery = await board(`/quadro/carga/entregue?key=${KEY}&query=ab`);
    expect(shortQuery.statusCode).toBe(400);
    expect(shortQuery.json().messages).toContain(MESSAGES.minSearchLength);
    expect((await board(`/quadro/carga/entregue?key=${KEY}&cursor=lixo`)).statusCode).toBe(400);
  });

  it('never shows another tenant its loads', async () => {
    const carrier = await signIn(t.app, 'admin@transportadora.demo');
    const adminCodes = new Set(
      (await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`))
        .json<Page>()
        .items.map((c) => c.id),
    );
    const carrierUnits = (
      await t.app.inject({
        method: 'GET',
        url: '/api/unidade-negocio/listwithaccess',
        headers: carrier.headers,
      })
    ).json<{ id: string }[]>();
    const carrierPage = (
      await board(`/quadro/carga/aguardando-alocacao?key=${KEY}&limit=200`, {
        ...carrier.headers,
        businessunitid: carrierUnits[0]!.id,
      })
    ).json<Page>();
    for (const card of carrierPage.items) expect(adminCodes.has(card.id)).toBe(false);
    const foreignUnit = await board(`/quadro/carga/entregue?key=${KEY}`, {
      ...carrier.headers,
      businessunitid: units[0]!.id,
    });
    expect(foreignUnit.statusCode).toBe(403);
  });
});

describe('GET /api/frete/carga/totalizadores/{x}', () => {
  it('counts the loads of the scope per situacao and per board group', async () => {
    const response = await board(`/carga/totalizadores/1?key=${KEY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      total: number;
      porSituacao: { situacao: number; quantidade: number }[];
      porGrupo: { grupo: string; quantidade: number }[];
    }>();
    expect(body.total).toBe(body.porSituacao.reduce((s, r) => s + r.quantidade, 0));
    expect(body.porSituacao.map((r) => r.situacao)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 7, 8, 99]),
    );
    const delivered = (await board(`/quadro/carga/entregue?key=${KEY}&limit=200`)).json<Page>().items.length;
    expect(body.porGrupo.find((g) => g.grupo === 'entregue')?.quantidade).toBe(delivered);
  });

  it('answers 404 for a board type without loads totals', async () => {
    expect((await board(`/carga/totalizadores/4?key=${KEY}`)).statusCode).toBe(404);
  });
});

describe('access guard of the freight board', () => {
  it('requires BusinessUnitId (400 with the catalogue message), also when it is the empty GUID', async () => {
    const { businessunitid: _unit, businessunitfilter: _all, ...bare } = admin.headers;
    for (const headers of [bare, { ...bare, businessunitid: '00000000-0000-0000-0000-000000000000' }]) {
      const response = await board(`/carga/totalizadores/1?key=${KEY}`, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(requiredMessage('BusinessUnitId'));
    }
  });

  it('refuses a user without the Cargas module (403)', async () => {
    const operador = await signIn(t.app, 'operador@embarcador.demo');
    const unit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/unidade-negocio/listwithaccess',
        headers: operador.headers,
      })
    ).json<{ id: string }[]>()[0]!;
    const headers = { ...operador.headers, businessunitid: unit.id };
    expect((await board(`/carga/totalizadores/1?key=${KEY}`, headers)).statusCode).toBe(200);
    // Withhold the module from the operator (the user-administration issue will do it through the API).
    await t.database.db.execute(
      sql`update usuarios set modulos_nao_autorizados = array['cargas'] where email = 'operador@embarcador.demo'`,
    );
    const withoutModule = await signIn(t.app, 'operador@embarcador.demo');
    const refused = await board(`/carga/totalizadores/1?key=${KEY}`, {
      ...withoutModule.headers,
      businessunitid: unit.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
  });
});
