import { documentAlreadyExistsMessage, MESSAGES, successMessage } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { criarVeiculo } from '../../../test/factories/frota';
import { usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { usarTestApp } from '../../../test/helpers/test-app';
import { createHttpCepProvider } from './lookups.providers';

const t = usarTestApp();
const http = httpDe(() => t.app);
const { admin, operador, carrier } = usarBearers(t, 'admin', 'operador', 'carrier');

describe('GET /api/tipo and the administration of own values', () => {
  it('lists product-wide values; an own value shows only to its company', async () => {
    const before = (await http.get('/api/tipo?tipo=14', operador)).json<{ valor: number; texto: string }[]>();
    const created = await http.post('/api/tipo/valores', admin, { tipo: 14, texto: 'Tração elétrica' });
    expect(created.statusCode).toBe(201);
    const valor = created.json();
    expect(valor.proprio).toBe(true);
    expect(Math.max(...before.map((item) => item.valor), 0)).toBeLessThan(valor.valor);

    const mine = (await http.get('/api/tipo?tipo=14', operador)).json<{ texto: string }[]>();
    expect(mine.map((item) => item.texto)).toContain('Tração elétrica');
    const theirs = (await http.get('/api/tipo?tipo=14', carrier)).json<{ texto: string }[]>();
    expect(theirs.map((item) => item.texto)).not.toContain('Tração elétrica');

    const duplicate = await http.post('/api/tipo/valores', admin, { tipo: 14, texto: 'tração elétrica' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('valor'));

    expect((await http.put(`/api/tipo/valores/${valor.id}`, carrier, { texto: 'X' })).statusCode).toBe(404);
    expect((await http.delete(`/api/tipo/valores/${valor.id}`, operador)).statusCode).toBe(403);
    expect((await http.delete(`/api/tipo/valores/${valor.id}`, admin)).statusCode).toBe(200);
  });

  it('refuses product-wide values for change (404) and kinds outside 1..15 (400)', async () => {
    const valores = (await http.get('/api/tipo/valores?tipo=1', admin)).json<
      { id: string; proprio: boolean }[]
    >();
    const global = valores.find((v) => !v.proprio);
    expect((await http.delete(`/api/tipo/valores/${global?.id}`, admin)).statusCode).toBe(404);
    const bad = await http.get('/api/tipo?tipo=16', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.invalidValue);
  });
});

type Valor = { id: string; tipo: number; valor: number; texto: string; proprio: boolean };

async function createValor(tipo: number, texto: string): Promise<Valor> {
  const created = await http.post('/api/tipo/valores', admin, { tipo, texto });
  expect(created.statusCode).toBe(201);
  return created.json<Valor>();
}

async function listedTexts(tipo: number): Promise<string[]> {
  const valores = (await http.get(`/api/tipo/valores?tipo=${tipo}`, admin)).json<Valor[]>();
  return valores.map((v) => v.texto);
}

describe('DELETE /api/tipo/valores/{id}', () => {
  it('deletes an own value: gone from the list; another company gets 404 and deletes nothing', async () => {
    const valor = await createValor(15, 'Rampa hidráulica');
    const foreign = await http.delete(`/api/tipo/valores/${valor.id}`, carrier);
    expect(foreign.statusCode).toBe(404);
    expect(await listedTexts(15)).toContain('Rampa hidráulica');

    const removed = await http.delete(`/api/tipo/valores/${valor.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: successMessage('deleted', 'Valor') });
    expect(await listedTexts(15)).not.toContain('Rampa hidráulica');
    expect((await http.delete(`/api/tipo/valores/${valor.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a vehicle type or body in use by one of the company’s vehicles (409), then deletes it once unused', async () => {
    const { ownerId } = await demo.usuario(t.database.db, 'admin@embarcador.demo');
    for (const [tipo, column, placa] of [
      [1, 'tipoVeiculo', 'TST1A01'],
      [2, 'tipoCarroceria', 'TST1A02'],
    ] as const) {
      const valor = await createValor(tipo, `Em uso ${tipo}`);
      await criarVeiculo(t.database.db, {
        ownerId,
        placa,
        tipoVeiculo: null,
        tipoCarroceria: null,
        [column]: valor.valor,
      });
      const refused = await http.delete(`/api/tipo/valores/${valor.id}`, admin);
      expect(refused.statusCode, `tipo ${tipo}`).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.recordLocked);
      expect(await listedTexts(tipo)).toContain(`Em uso ${tipo}`);

      await t.database.db.execute(sql`delete from veiculos where placa = ${placa}`);
      expect((await http.delete(`/api/tipo/valores/${valor.id}`, admin)).statusCode).toBe(200);
    }
  });
});

describe('utilities', () => {
  it('unidadeMedidas: fuel in litres only; modelosDocumento with "Todos"', async () => {
    const fuel = (await http.get('/api/unidadeMedidas?combustivel=true', admin)).json();
    expect(fuel).toEqual([{ valor: 5, texto: 'Litros' }]);
    const all = (await http.get('/api/unidadeMedidas', admin)).json();
    expect(all.map((u: { valor: number }) => u.valor)).toEqual([7, 5]);
    const modelos = (await http.get('/api/modelosDocumento?opTodos=true', admin)).json();
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
    const saved = await http.put('/api/owner-preferences', admin, {
      nome: 'PersonalizacaoCardCarga',
      valor: CARD_LAYOUT,
    });
    expect(saved.statusCode).toBe(200);
    const read = await http.get('/api/owner-preferences/preferencia/PersonalizacaoCardCarga', operador);
    expect(read.json()).toEqual({ nome: 'PersonalizacaoCardCarga', valor: CARD_LAYOUT });
    // Never saved by the carrier's company: not an error, the value is null (the caller uses its default).
    const unset = await http.get('/api/owner-preferences/preferencia/PersonalizacaoCardCarga', carrier);
    expect(unset.statusCode).toBe(200);
    expect(unset.json()).toEqual({ nome: 'PersonalizacaoCardCarga', valor: null });
    const carrierOwner = (await http.get('/api/auth/owner', carrier)).json<{ id: string }>();
    const otherOwner = await http.get(
      `/api/owner-preferences/preferencia/PersonalizacaoCardCarga?ownerId=${carrierOwner.id}`,
      admin,
    );
    expect(otherOwner.statusCode).toBe(404);
    expect((await http.post('/api/owner-preferences', operador, { nome: 'x', valor: 1 })).statusCode).toBe(
      403,
    );
  });

  it('stores user preferences per user', async () => {
    expect(
      (await http.put('/api/user-preferences', operador, { nome: 'somChat', valor: false })).statusCode,
    ).toBe(200);
    const mine = (await http.get('/api/user-preferences', operador)).json();
    expect(mine).toEqual([{ nome: 'somChat', valor: false }]);
    expect((await http.get('/api/user-preferences', admin)).json()).toEqual([]);
    const bad = await http.put('/api/user-preferences', operador, { nome: 'com espaço', valor: 1 });
    expect(bad.statusCode).toBe(400);
  });
});
