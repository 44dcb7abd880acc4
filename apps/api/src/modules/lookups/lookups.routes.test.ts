import { documentAlreadyExistsMessage, MESSAGES, successMessage } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createHttpCepProvider } from './lookups.providers';

let t: TestApp;
let admin: Record<string, string>;
let operador: Record<string, string>;
let carrier: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@embarcador.demo')).headers;
  operador = (await signIn(t.app, 'operador@embarcador.demo')).headers;
  carrier = (await signIn(t.app, 'admin@transportadora.demo')).headers;
});
afterAll(async () => t.close());

describe('GET /api/tipo and the administration of own values', () => {
  it('lists product-wide values; an own value shows only to its company', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/tipo?tipo=14', headers: operador })).json<
      { valor: number; texto: string }[]
    >();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tipo/valores',
      headers: admin,
      payload: { tipo: 14, texto: 'Tração elétrica' },
    });
    expect(created.statusCode).toBe(201);
    const valor = created.json();
    expect(valor.proprio).toBe(true);
    expect(Math.max(...before.map((item) => item.valor), 0)).toBeLessThan(valor.valor);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/tipo?tipo=14', headers: operador })).json<
      { texto: string }[]
    >();
    expect(mine.map((item) => item.texto)).toContain('Tração elétrica');
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/tipo?tipo=14', headers: carrier })).json<
      { texto: string }[]
    >();
    expect(theirs.map((item) => item.texto)).not.toContain('Tração elétrica');

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/tipo/valores',
      headers: admin,
      payload: { tipo: 14, texto: 'tração elétrica' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('valor'));

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/tipo/valores/${valor.id}`,
          headers: carrier,
          payload: { texto: 'X' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tipo/valores/${valor.id}`, headers: operador }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tipo/valores/${valor.id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses product-wide values for change (404) and kinds outside 1..15 (400)', async () => {
    const valores = (
      await t.app.inject({ method: 'GET', url: '/api/tipo/valores?tipo=1', headers: admin })
    ).json<{ id: string; proprio: boolean }[]>();
    const global = valores.find((v) => !v.proprio);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tipo/valores/${global?.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/tipo?tipo=16', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.invalidValue);
  });
});

type Valor = { id: string; tipo: number; valor: number; texto: string; proprio: boolean };

async function createValor(tipo: number, texto: string): Promise<Valor> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tipo/valores',
    headers: admin,
    payload: { tipo, texto },
  });
  expect(created.statusCode).toBe(201);
  return created.json<Valor>();
}

async function listedTexts(tipo: number): Promise<string[]> {
  const valores = (
    await t.app.inject({ method: 'GET', url: `/api/tipo/valores?tipo=${tipo}`, headers: admin })
  ).json<Valor[]>();
  return valores.map((v) => v.texto);
}

describe('DELETE /api/tipo/valores/{id}', () => {
  it('deletes an own value: gone from the list; another company gets 404 and deletes nothing', async () => {
    const valor = await createValor(15, 'Rampa hidráulica');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/tipo/valores/${valor.id}`,
      headers: carrier,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await listedTexts(15)).toContain('Rampa hidráulica');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tipo/valores/${valor.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: successMessage('deleted', 'Valor') });
    expect(await listedTexts(15)).not.toContain('Rampa hidráulica');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tipo/valores/${valor.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a vehicle type or body in use by one of the company’s vehicles (409), then deletes it once unused', async () => {
    const [owner] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select owner_id as id from usuarios where email = 'admin@embarcador.demo'`,
    );
    for (const [tipo, column, placa] of [
      [1, sql.raw('tipo_veiculo'), 'TST1A01'],
      [2, sql.raw('tipo_carroceria'), 'TST1A02'],
    ] as const) {
      const valor = await createValor(tipo, `Em uso ${tipo}`);
      await t.database.db.execute(
        sql`insert into veiculos (owner_id, placa, ${column}) values (${owner?.id}, ${placa}, ${valor.valor})`,
      );
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/tipo/valores/${valor.id}`,
        headers: admin,
      });
      expect(refused.statusCode, `tipo ${tipo}`).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.recordLocked);
      expect(await listedTexts(tipo)).toContain(`Em uso ${tipo}`);

      await t.database.db.execute(sql`delete from veiculos where placa = ${placa}`);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/tipo/valores/${valor.id}`, headers: admin }))
          .statusCode,
      ).toBe(200);
    }
  });
});

describe('utilities', () => {
  it('unidadeMedidas: fuel in litres only; modelosDocumento with "Todos"', async () => {
    const fuel = (
      await t.app.inject({ method: 'GET', url: '/api/unidadeMedidas?combustivel=true', headers: admin })
    ).json();
    expect(fuel).toEqual([{ valor: 5, texto: 'Litros' }]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/unidadeMedidas', headers: admin })).json();
    expect(all.map((u: { valor: number }) => u.valor)).toEqual([7, 5]);
    const modelos = (
      await t.app.inject({ method: 'GET', url: '/api/modelosDocumento?opTodos=true', headers: admin })
    ).json();
    expect(modelos[0]).toEqual({ valor: 0, texto: 'Todos' });
    expect(modelos.map((m: { valor: number }) => m.valor)).toContain(57);
  });

  it('the HTTP CEP provider maps a ViaCEP answer and treats "erro" as not found (no network: a fake fetch)', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      calls.push(String(url));
      const body = String(url).includes('01310200')
        ? {
            cep: '01310-200',
            logradouro: 'Avenida Paulista',
            bairro: 'Bela Vista',
            localidade: 'São Paulo',
            uf: 'SP',
            ibge: '3550308',
          }
        : { erro: true };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const provider = createHttpCepProvider('https://cep.exemplo/ws/{cep}/json/', 1000, fakeFetch);
    expect(await provider.findCep('01310200')).toMatchObject({ cidade: 'São Paulo', codigoIbge: '3550308' });
    expect(await provider.findCep('69999999')).toBeUndefined();
    expect(calls[0]).toBe('https://cep.exemplo/ws/01310200/json/');
  });
});

/** A valid 'PersonalizacaoCardCarga' value (its shape is checked when saved). */
const CARD_LAYOUT = {
  config: { showLabel: true, showIcon: false },
  label: 'Compacto',
  header: ['codigo'],
  body: ['dhColeta'],
  badges: [],
  totals: ['quantidadeCargas'],
};

describe('preferences', () => {
  it('stores owner preferences by name (admin writes, everyone reads, only the own owner)', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/owner-preferences',
      headers: admin,
      payload: { nome: 'PersonalizacaoCardCarga', valor: CARD_LAYOUT },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/owner-preferences/preferencia/PersonalizacaoCardCarga',
      headers: operador,
    });
    expect(read.json()).toEqual({ nome: 'PersonalizacaoCardCarga', valor: CARD_LAYOUT });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/owner-preferences/preferencia/PersonalizacaoCardCarga',
          headers: carrier,
        })
      ).statusCode,
    ).toBe(404);
    const carrierOwner = (
      await t.app.inject({ method: 'GET', url: '/api/auth/owner', headers: carrier })
    ).json<{ id: string }>();
    const otherOwner = await t.app.inject({
      method: 'GET',
      url: `/api/owner-preferences/preferencia/PersonalizacaoCardCarga?ownerId=${carrierOwner.id}`,
      headers: admin,
    });
    expect(otherOwner.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/owner-preferences',
          headers: operador,
          payload: { nome: 'x', valor: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('stores user preferences per user', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user-preferences',
          headers: operador,
          payload: { nome: 'somChat', valor: false },
        })
      ).statusCode,
    ).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/user-preferences', headers: operador })
    ).json();
    expect(mine).toEqual([{ nome: 'somChat', valor: false }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user-preferences', headers: admin })).json(),
    ).toEqual([]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user-preferences',
      headers: operador,
      payload: { nome: 'com espaço', valor: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
