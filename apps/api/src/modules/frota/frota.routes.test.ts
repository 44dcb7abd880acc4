import {
  CARGA_ACAO_MESSAGES,
  MESSAGES,
  type TMotoristaFrota,
  type TVeiculoFrota,
  ZMotoristaFrotaList,
  ZVeiculoFrotaList,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { criarVeiculo } from '../../../test/factories/frota';
import { signInAs } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
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

const session = (email: string) => signInAs(t.app, email);

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
  return ids(await demo.veiculos(t.database.db, ownerId, { inclusiveInativos: !onlyActive }));
}

async function motoristaIds(ownerId: string, onlyActive: boolean) {
  return ids(await demo.motoristas(t.database.db, ownerId, { inclusiveInativos: !onlyActive }));
}

beforeAll(async () => {
  t = await createTestApp();
  const s = await session('admin@embarcador.demo');
  shipper = s.headers;
  shipperOwnerId = s.ownerId;
  const c = await session('admin@transportadora.demo');
  carrier = c.headers;
  carrierOwnerId = c.ownerId;
  const db = t.database.db;
  carrierEmpresaId = (await demo.empresaDaTransportadora(db, shipperOwnerId, carrierOwnerId)).id;
  // One deactivated vehicle and driver of the shipper, so `ativos=true` has something to leave out.
  const [veiculo] = await demo.veiculos(db, shipperOwnerId, { inclusiveInativos: true });
  const [motorista] = await demo.motoristas(db, shipperOwnerId, { inclusiveInativos: true });
  await db.execute(sql`update veiculos set ativo = false where id = ${veiculo!.id}`);
  await db.execute(sql`update motoristas set ativo = false where id = ${motorista!.id}`);
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
    const [foreign] = await demo.empresas(t.database.db, carrierOwnerId, { inclusiveInativas: true });
    const notMine = await get(`/api/frota/veiculos?transportadoraEmpresaId=${foreign!.id}`, shipper);
    expect(notMine.statusCode).toBe(404);
    const [cliente] = await demo.empresas(t.database.db, shipperOwnerId, {
      vinculo: 1,
      naoTransportadora: true,
      inclusiveInativas: true,
    });
    const notCarrier = await get(`/api/frota/motoristas?transportadoraEmpresaId=${cliente!.id}`, shipper);
    expect(notCarrier.statusCode).toBe(400);
    expect(notCarrier.json().message).toBe(CARGA_ACAO_MESSAGES.transportadoraInvalida);
  });

  it("adds the hired carrier's fleet for one of the caller's loads in scope; others' loads → 404", async () => {
    const carga = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      unidadeNegocioId: shipper.businessunitid as string,
    });
    await t.database.db.execute(
      sql`update cargas set contratacao_owner_id = ${carrierOwnerId} where id = ${carga.id}`,
    );
    expect(ids(await veiculos(`?ativos=true&cargaId=${carga.id}`))).toEqual(
      [...(await veiculoIds(shipperOwnerId, true)), ...(await veiculoIds(carrierOwnerId, true))].sort(),
    );
    // Without a hiring, only the caller's own fleet.
    await t.database.db.execute(sql`update cargas set contratacao_owner_id = null where id = ${carga.id}`);
    expect(ids(await veiculos(`?ativos=true&cargaId=${carga.id}`))).toEqual(
      await veiculoIds(shipperOwnerId, true),
    );
    // The carrier asking about the shipper's load learns nothing of it.
    expect((await get(`/api/frota/veiculos?cargaId=${carga.id}`, carrier)).statusCode).toBe(404);
    // Outside the request's unit scope: 404 too.
    const outra = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      foraDasUnidades: [shipper.businessunitid as string],
    });
    const scoped = { ...shipper, businessunitfilter: shipper.businessunitid as string };
    expect((await get(`/api/frota/veiculos?cargaId=${outra.id}`, scoped)).statusCode).toBe(404);
  });

  it('marks the equipment (semi-trailers, trailers) so the forms offer them as equipment only', async () => {
    const equipamentos = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select id from veiculos where owner_id = ${shipperOwnerId} and tipo_equipamento is not null and ativo`,
    );
    expect(equipamentos.length).toBeGreaterThan(0);
    const lista = await veiculos('?ativos=true');
    const marcados = new Set(lista.filter((v) => v.equipamento).map((v) => v.id));
    expect([...marcados].sort()).toEqual(equipamentos.map((row) => row.id).sort());
    // A tractor lists its coupled set (active equipment only), in the set's order.
    const db = t.database.db;
    const cavalo = await criarVeiculo(db, {
      ownerId: shipperOwnerId,
      capacidadeKg: null,
      capacidadeM3: null,
    });
    const semirreboque = (posicaoConjunto: number, ativo = true) =>
      criarVeiculo(db, {
        ownerId: shipperOwnerId,
        tipoEquipamento: 101,
        tracionadorId: cavalo.id,
        posicaoConjunto,
        ativo,
      });
    const segundo = await semirreboque(2);
    const primeiro = await semirreboque(1);
    await semirreboque(3, false);
    const comConjunto = (await veiculos('?ativos=true')).find((v) => v.id === cavalo.id)!;
    expect(comConjunto.conjunto).toEqual([primeiro.id, segundo.id]);
    expect(comConjunto.equipamento).toBe(false);
    expect(lista.every((v) => v.conjunto.length === 0)).toBe(true);
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
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['cargas']);
    // Still the Frota module: allowed.
    const semCargas = await session('operador@embarcador.demo');
    expect((await get('/api/frota/veiculos', semCargas.headers)).statusCode).toBe(200);
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['cargas', 'frota']);
    const semNenhum = await session('operador@embarcador.demo');
    for (const url of ['/api/frota/veiculos', '/api/frota/motoristas']) {
      const refused = await get(url, semNenhum.headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
  });
});
