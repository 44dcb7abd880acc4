import { MESSAGES, type TInicioResumoResponse, ZInicioResumoResponse } from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../test/factories/demo';
import { signInAs } from '../../../test/factories/sessoes';
import { negarModulos } from '../../../test/helpers/carga-registros';
import { httpDe } from '../../../test/helpers/http';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createInicioRepository } from './inicio.repository';
import { createInicioService, diaSaoPaulo } from './inicio.service';

/**
 * GET /api/inicio/resumo (the home's 'Visão geral'): today's collections and deliveries and the loads with
 * open occurrences, per board group, under the board's visibility. Expected counts are computed here with
 * another SQL formulation (the São Paulo date of each instant) over the same rows.
 */
let t: TestApp;
const http = httpDe(() => t.app);
let shipper: Viewer;
let carrier: Viewer;
let shipperOwnerId: string;
let carrierOwnerId: string;

interface Viewer {
  headers: Record<string, string>;
  units: string[];
}

async function viewer(email: string): Promise<Viewer & { ownerId: string }> {
  const { headers, units, ownerId } = await signInAs(t.app, email);
  return { headers, units: units.map((unit) => unit.id), ownerId };
}

async function resumo(headers: Record<string, string>): Promise<TInicioResumoResponse> {
  const response = await http.get('/api/inicio/resumo', headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TInicioResumoResponse>();
  expect(ZInicioResumoResponse.safeParse(body).success).toBe(true);
  return body;
}

const GRUPO_SQL = sql`case when c.situacao = 1 then 'aguardando-alocacao'
  when c.situacao in (2, 7) then 'em-andamento' else 'entregue' end`;

/** The expected figure: per group, the loads of `visible` (on the board, active) meeting `condition`. */
async function expected(visible: SQL, condition: SQL) {
  const rows = await sqlRows<{ grupo: string; n: number }>(
    t.database.db,
    sql`select ${GRUPO_SQL} as grupo, count(*)::int as n from cargas c
      where ${visible} and c.ativo and c.situacao in (1, 2, 3, 4, 7, 8) and ${condition} group by 1`,
  );
  const porGrupo = ['aguardando-alocacao', 'em-andamento', 'entregue'].map((grupo) => ({
    grupo,
    quantidade: rows.find((row) => row.grupo === grupo)?.n ?? 0,
  }));
  return { total: porGrupo.reduce((sum, g) => sum + g.quantidade, 0), porGrupo };
}

const diaDe = (column: SQL, dia: string) =>
  sql`(${column} at time zone 'America/Sao_Paulo')::date = ${dia}::date`;
const COLETA = (dia: string) => diaDe(sql`c.dh_coleta`, dia);
const ENTREGA = (dia: string) => diaDe(sql`c.dh_entrega`, dia);
const OCORRENCIA = sql`(c.situacao = 7 or c.qnt_ocorrencias > 0)`;

const ownLoads = (ownerId: string, units: string[]) =>
  sql`c.owner_id = ${ownerId} and c.unidade_negocio_id = any(${sql.param(units)}::uuid[])`;

beforeAll(async () => {
  t = await createTestApp();
  const s = await viewer('admin@embarcador.demo');
  const c = await viewer('admin@transportadora.demo');
  shipper = s;
  carrier = c;
  shipperOwnerId = s.ownerId;
  carrierOwnerId = c.ownerId;
  // Make sure every figure has loads in several groups today: a few of the shipper's loads are moved to
  // today (São Paulo), some in each group.
  for (const situacao of [1, 2, 4]) {
    const ids = (await demo.cargas(t.database.db, { ownerId: shipperOwnerId, ativo: true, situacao }))
      .slice(0, 3)
      .map((carga) => carga.id);
    await t.database.db.execute(sql`
      update cargas set dh_coleta = now(), dh_entrega = now() + interval '1 minute'
      where id = any(${sql.param(ids)}::uuid[])`);
  }
});
afterAll(async () => t.close());

describe('GET /api/inicio/resumo', () => {
  it("counts the shipper's collections and deliveries of today and its loads with open occurrences", async () => {
    const body = await resumo(shipper.headers);
    expect(body.dia).toBe(diaSaoPaulo(new Date()));
    const visible = ownLoads(shipperOwnerId, shipper.units);
    expect(body.coletasHoje).toEqual(await expected(visible, COLETA(body.dia)));
    expect(body.entregasHoje).toEqual(await expected(visible, ENTREGA(body.dia)));
    expect(body.ocorrenciasAbertas).toEqual(await expected(visible, OCORRENCIA));
    expect(body.coletasHoje.total).toBeGreaterThan(0);
    expect(body.ocorrenciasAbertas.total).toBeGreaterThan(0);
    expect(body.coletasHoje.porGrupo.filter((g) => g.quantidade > 0).length).toBeGreaterThan(1);
  });

  it('keeps to the business units of the request', async () => {
    const totals = [];
    for (const unidade of shipper.units) {
      const body = await resumo({ ...shipper.headers, businessunitid: unidade, businessunitfilter: unidade });
      const visible = ownLoads(shipperOwnerId, [unidade]);
      expect(body.coletasHoje).toEqual(await expected(visible, COLETA(body.dia)));
      expect(body.ocorrenciasAbertas).toEqual(await expected(visible, OCORRENCIA));
      totals.push(body.coletasHoje.total);
    }
    expect(totals.reduce((sum, n) => sum + n, 0)).toBe((await resumo(shipper.headers)).coletasHoje.total);
  });

  it("never counts another tenant's loads, and counts only the loads directed to or hired from a carrier", async () => {
    const before = await resumo(shipper.headers);
    // The Trial tenant's loads collected and delivered today, with an occurrence.
    const trialOwnerId = (await demo.usuario(t.database.db, 'trial@embarcador.demo')).ownerId;
    await t.database.db.execute(sql`
      update cargas c set dh_coleta = now(), dh_entrega = now(), qnt_ocorrencias = 1
      where owner_id = ${trialOwnerId}`);
    expect(await resumo(shipper.headers)).toEqual(before);

    const body = await resumo(carrier.headers);
    const visible = sql`(${ownLoads(carrierOwnerId, carrier.units)}) or (c.owner_id <> ${carrierOwnerId}
      and (c.contratacao_unidade_negocio_id is null
        or c.contratacao_unidade_negocio_id = any(${sql.param(carrier.units)}::uuid[]))
      and (c.contratacao_owner_id = ${carrierOwnerId} or exists (select 1 from carga_ofertas o
        where o.carga_id = c.id and o.transportadora_owner_id = ${carrierOwnerId} and o.tipo = 2
          and o.situacao not in (4, 5))))`;
    expect(body.coletasHoje).toEqual(await expected(sql`(${visible})`, COLETA(body.dia)));
    expect(body.ocorrenciasAbertas).toEqual(await expected(sql`(${visible})`, OCORRENCIA));
    // The carrier does see some of the shipper's loads (directed or hired) with occurrences or today.
    const [directed] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cargas c where (${visible}) and c.owner_id <> ${carrierOwnerId}`,
    );
    expect(directed?.n).toBeGreaterThan(0);
  });

  it('needs a session (401), the Cargas module (403) and a business unit (400)', async () => {
    expect((await http.get('/api/inicio/resumo')).statusCode).toBe(401);
    const { businessunitid: _unit, businessunitfilter: _filter, ...bare } = shipper.headers;
    expect((await http.get('/api/inicio/resumo', bare)).statusCode).toBe(400);
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['cargas']);
    const withoutModule = await viewer('operador@embarcador.demo');
    const refused = await http.get('/api/inicio/resumo', withoutModule.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
  });
});

describe("the São Paulo day's bounds", () => {
  it('reads today as the São Paulo calendar day', () => {
    expect(diaSaoPaulo(new Date('2026-11-22T02:59:59Z'))).toBe('2026-11-21');
    expect(diaSaoPaulo(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });

  it('counts a collection at 23:30 of the day and not one at 00:30 of the next', async () => {
    const [a, b] = await demo.cargas(t.database.db, {
      ownerId: shipperOwnerId,
      ativo: true,
      situacao: 1,
      unidadeNegocioId: shipper.units[0] as string,
    });
    // No other load of that unit is collected on 2030-03-14 or 2030-03-15.
    await t.database.db.execute(
      sql`update cargas set dh_coleta = '2030-03-14T23:30:00-03:00' where id = ${a?.id}`,
    );
    await t.database.db.execute(
      sql`update cargas set dh_coleta = '2030-03-16T00:30:00-03:00' where id = ${b?.id}`,
    );
    const service = createInicioService({
      repository: createInicioRepository(t.database.db),
      now: () => new Date('2030-03-15T02:59:00Z'), // 23:59 of the 14th in São Paulo
    });
    const session = {
      ownerId: shipperOwnerId,
      escopoUnidadeIds: [shipper.units[0] as string],
      claims: { TipoEmpresa: 3 },
    } as unknown as Parameters<typeof service.resumo>[0];
    const day14 = await service.resumo(session);
    expect(day14.dia).toBe('2030-03-14');
    expect(day14.coletasHoje.total).toBe(1);
    const day15 = await createInicioService({
      repository: createInicioRepository(t.database.db),
      now: () => new Date('2030-03-15T12:00:00Z'),
    }).resumo(session);
    expect(day15.coletasHoje.total).toBe(0);
  });
});
