import {
  CARGA_ACAO_MESSAGES,
  MESSAGES,
  type TMotoristaFrota,
  type TVeiculoFrota,
  ZMotoristaFrotaList,
  ZVeiculoFrotaList,
} from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithUnits } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * GET /api/frota/veiculos and /motoristas on the demo database: the caller's fleet, a carrier's fleet only
 * through one of the caller's carrier companies or loads hired by it, never another tenant's otherwise.
 */
type Headers = Record<string, string>;

let t: TestApp;
let shipper: Headers;
let carrier: Headers;
let shipperOwnerId: string;
let carrierOwnerId: string;
let carrierEmpresaId: string;

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(t.database.db, query);

async function session(email: string) {
  const { claims, headers } = await signInWithUnits(t.app, email);
  return { ownerId: claims.OwnerId as string, headers };
}

async function get(url: string, headers: Headers) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function veiculos(query: string, headers = shipper): Promise<TVeiculoFrota[]> {
  const response = await get(`/api/frota/veiculos${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TVeiculoFrota[]>();
  expect(ZVeiculoFrotaList.safeParse(body).success).toBe(true);
  return body;
}

async function motoristas(query: string, headers = shipper): Promise<TMotoristaFrota[]> {
  const response = await get(`/api/frota/motoristas${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TMotoristaFrota[]>();
  expect(ZMotoristaFrotaList.safeParse(body).success).toBe(true);
  return body;
}

const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

async function veiculoIds(ownerId: string, onlyActive: boolean) {
  return ids(
    await rows<{ id: string }>(
      sql`select id from veiculos where owner_id = ${ownerId} ${onlyActive ? sql`and ativo` : sql``}`,
    ),
  );
}

async function motoristaIds(ownerId: string, onlyActive: boolean) {
  return ids(
    await rows<{ id: string }>(
      sql`select id from motoristas where owner_id = ${ownerId} ${onlyActive ? sql`and ativo` : sql``}`,
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const s = await session('admin@embarcador.demo');
  shipper = s.headers;
  shipperOwnerId = s.ownerId;
  const c = await session('admin@transportadora.demo');
  carrier = c.headers;
  carrierOwnerId = c.ownerId;
  const [empresa] = await rows<{ id: string }>(
    sql`select id from empresas where owner_id = ${shipperOwnerId} and linked_owner_id = ${carrierOwnerId}`,
  );
  carrierEmpresaId = empresa!.id;
  // One deactivated vehicle and driver of the shipper, so `ativos=true` has something to leave out.
  await t.database.db.execute(
    sql`update veiculos set ativo = false where id = (select id from veiculos where owner_id = ${shipperOwnerId} order by placa limit 1)`,
  );
  await t.database.db.execute(
    sql`update motoristas set ativo = false where id = (select id from motoristas where owner_id = ${shipperOwnerId} order by nome limit 1)`,
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/frota/veiculos and /motoristas', () => {
  it("lists the caller's own fleet only; ativos=true leaves the deactivated out", async () => {
    const todos = await veiculos('');
    expect(ids(todos)).toEqual(await veiculoIds(shipperOwnerId, false));
    expect(todos.every((v) => v.proprio)).toBe(true);
    const ativos = await veiculos('?ativos=true');
    expect(ids(ativos)).toEqual(await veiculoIds(shipperOwnerId, true));
    expect(ativos.length).toBeLessThan(todos.length);
    expect(ativos.every((v) => v.ativo && /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/.test(v.placa))).toBe(true);
    // Sorted by plate, and the type's text read from lookup kind 1.
    expect(ativos.map((v) => v.placa)).toEqual(ativos.map((v) => v.placa).sort());
    expect(ativos.some((v) => v.tipoVeiculo)).toBe(true);

    expect(ids(await motoristas(''))).toEqual(await motoristaIds(shipperOwnerId, false));
    const motoristasAtivos = await motoristas('?ativos=true');
    expect(ids(motoristasAtivos)).toEqual(await motoristaIds(shipperOwnerId, true));
    expect(motoristasAtivos.every((m) => m.proprio && m.ativo)).toBe(true);
  });

  it('the carrier sees its own fleet, not the shipper’s', async () => {
    expect(ids(await veiculos('?ativos=true', carrier))).toEqual(await veiculoIds(carrierOwnerId, true));
    expect(ids(await motoristas('?ativos=true', carrier))).toEqual(await motoristaIds(carrierOwnerId, true));
  });

  it("adds the fleet of the tenant linked to one of the caller's carrier companies, own rows first", async () => {
    const list = await veiculos(`?ativos=true&transportadoraEmpresaId=${carrierEmpresaId}`);
    expect(ids(list)).toEqual(
      [...(await veiculoIds(shipperOwnerId, true)), ...(await veiculoIds(carrierOwnerId, true))].sort(),
    );
    const firstForeign = list.findIndex((v) => !v.proprio);
    expect(firstForeign).toBeGreaterThan(0);
    expect(list.slice(firstForeign).every((v) => !v.proprio)).toBe(true);
    const drivers = await motoristas(`?ativos=true&transportadoraEmpresaId=${carrierEmpresaId}`);
    expect(ids(drivers)).toEqual(
      [...(await motoristaIds(shipperOwnerId, true)), ...(await motoristaIds(carrierOwnerId, true))].sort(),
    );
  });

  it("refuses another tenant's company (404) and a company that is not a carrier (400)", async () => {
    const [foreign] = await rows<{ id: string }>(
      sql`select id from empresas where owner_id = ${carrierOwnerId} limit 1`,
    );
    const notMine = await get(`/api/frota/veiculos?transportadoraEmpresaId=${foreign!.id}`, shipper);
    expect(notMine.statusCode).toBe(404);
    const [cliente] = await rows<{ id: string }>(
      sql`select id from empresas where owner_id = ${shipperOwnerId} and tipo_vinculo = 1 and tipo <> 1 limit 1`,
    );
    const notCarrier = await get(`/api/frota/motoristas?transportadoraEmpresaId=${cliente!.id}`, shipper);
    expect(notCarrier.statusCode).toBe(400);
    expect(notCarrier.json().message).toBe(CARGA_ACAO_MESSAGES.transportadoraInvalida);
  });

  it("adds the hired carrier's fleet for one of the caller's loads in scope; others' loads → 404", async () => {
    const [carga] = await rows<{ id: string; unidade_negocio_id: string }>(
      sql`select id, unidade_negocio_id from cargas where owner_id = ${shipperOwnerId}
        and unidade_negocio_id = ${shipper.businessunitid} order by codigo limit 1`,
    );
    await t.database.db.execute(
      sql`update cargas set contratacao_owner_id = ${carrierOwnerId} where id = ${carga!.id}`,
    );
    expect(ids(await veiculos(`?ativos=true&cargaId=${carga!.id}`))).toEqual(
      [...(await veiculoIds(shipperOwnerId, true)), ...(await veiculoIds(carrierOwnerId, true))].sort(),
    );
    // Without a hiring, only the caller's own fleet.
    await t.database.db.execute(sql`update cargas set contratacao_owner_id = null where id = ${carga!.id}`);
    expect(ids(await veiculos(`?ativos=true&cargaId=${carga!.id}`))).toEqual(
      await veiculoIds(shipperOwnerId, true),
    );
    // The carrier asking about the shipper's load learns nothing of it.
    expect((await get(`/api/frota/veiculos?cargaId=${carga!.id}`, carrier)).statusCode).toBe(404);
    // Outside the request's unit scope: 404 too.
    const [outra] = await rows<{ id: string }>(
      sql`select id from cargas where owner_id = ${shipperOwnerId}
        and unidade_negocio_id <> ${shipper.businessunitid} limit 1`,
    );
    const scoped = { ...shipper, businessunitfilter: shipper.businessunitid as string };
    expect((await get(`/api/frota/veiculos?cargaId=${outra!.id}`, scoped)).statusCode).toBe(404);
  });

  it('refuses bad input (400) with nothing listed', async () => {
    for (const query of [
      '?ativos=sim',
      '?transportadoraEmpresaId=abc',
      '?cargaId=123',
      `?transportadoraEmpresaId=${carrierEmpresaId}&cargaId=${carrierEmpresaId}`,
    ]) {
      const response = await get(`/api/frota/veiculos${query}`, shipper);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('needs a session (401) and the Cargas or Frota module (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/frota/veiculos' })).statusCode).toBe(401);
    await t.database.db.execute(
      sql`update usuarios set modulos_nao_autorizados = array['cargas'] where email = 'operador@embarcador.demo'`,
    );
    // Still the Frota module: allowed.
    const semCargas = await session('operador@embarcador.demo');
    expect((await get('/api/frota/veiculos', semCargas.headers)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update usuarios set modulos_nao_autorizados = array['cargas', 'frota'] where email = 'operador@embarcador.demo'`,
    );
    const semNenhum = await session('operador@embarcador.demo');
    for (const url of ['/api/frota/veiculos', '/api/frota/motoristas']) {
      const refused = await get(url, semNenhum.headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
  });
});
