import {
  MESSAGES,
  PESQUISA_RAPIDA_MAX_RESULTADOS,
  PESQUISA_RAPIDA_TERMO_CURTO,
  type TPesquisaRapidaResponse,
  ZPesquisaRapidaResponse,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { termosDaPesquisa } from './pesquisa-rapida.service';

/**
 * GET /api/carga-mongo/pesquisa-rapida: each field it matches, the board's visibility (tenant, business
 * units, a carrier's directed loads), the term rules and the path beside /api/carga-mongo/:id.
 */
let t: TestApp;
let shipper: Viewer;
let carrier: Viewer;
let shipperOwnerId: string;
let carrierOwnerId: string;

interface Viewer {
  headers: Record<string, string>;
  units: string[];
}

async function viewer(email: string): Promise<Viewer> {
  const { headers } = await signIn(t.app, email);
  const units = (await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers }))
    .json<{ id: string }[]>()
    .map((unit) => unit.id);
  return {
    units,
    headers: { ...headers, businessunitid: units[0] ?? '', businessunitfilter: units.join(',') },
  };
}

function search(termo: string | undefined, headers: Record<string, string>) {
  const query = termo === undefined ? '' : `?termo=${encodeURIComponent(termo)}`;
  return t.app.inject({ method: 'GET', url: `/api/carga-mongo/pesquisa-rapida${query}`, headers });
}

/** The ids found for a term (the response is checked against its contract). */
async function found(termo: string, who: Viewer = shipper): Promise<string[]> {
  const response = await search(termo, who.headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TPesquisaRapidaResponse>();
  expect(ZPesquisaRapidaResponse.safeParse(body).success).toBe(true);
  return body.items.map((card) => card.id);
}

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await sqlRows<T>(t.database.db, query))[0] as T;

/**
 * A shipper load on the board (situacao 1, 2 or 7), with its first document: the highest code, so not
 * one of the loads the Trial tenant shares codes, identifiers and NF numbers with. Terms are long enough
 * never to occur by chance inside the demo's random NF keys.
 */
async function shipperLoad(situacoes = [1, 2, 7]) {
  return one<{ id: string; codigo: number; identificador: string; doc_id: string; unidade: string }>(
    sql`select c.id, c.codigo, c.codigo_identificador as identificador, c.unidade_negocio_id as unidade,
        (select d.id from carga_documentos d where d.carga_id = c.id order by d.id limit 1) as doc_id
      from cargas c where c.owner_id = ${shipperOwnerId} and c.ativo
        and c.situacao in (${sql.join(situacoes, sql`, `)}) order by c.codigo desc limit 1`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  shipper = await viewer('admin@embarcador.demo');
  carrier = await viewer('admin@transportadora.demo');
  const owners = await sqlRows<{ email: string; owner_id: string }>(
    t.database.db,
    sql`select email, owner_id from usuarios where email in ('admin@embarcador.demo', 'admin@transportadora.demo')`,
  );
  shipperOwnerId = owners.find((o) => o.email === 'admin@embarcador.demo')?.owner_id as string;
  carrierOwnerId = owners.find((o) => o.email === 'admin@transportadora.demo')?.owner_id as string;
});
afterAll(async () => t.close());

describe('what the quick search matches', () => {
  it('finds a load by its code, exactly (a number of more than 3 digits)', async () => {
    const load = await shipperLoad();
    await t.database.db.execute(sql`update cargas set codigo = 987654321 where id = ${load.id}`);
    expect(await found('987654321')).toEqual([load.id]);
    // Exact: a part of the code is not the code.
    expect(await found('98765432')).toEqual([]);
  });

  it('finds loads by the start or the end of the identifier code, in any case, not by its middle', async () => {
    const load = await shipperLoad();
    await t.database.db.execute(
      sql`update cargas set codigo_identificador = 'PED-XK-55120' where id = ${load.id}`,
    );
    expect(await found('PED-XK-55120')).toEqual([load.id]);
    expect(await found('ped-xk-5')).toEqual([load.id]);
    expect(await found('xk-55120')).toEqual([load.id]);
    // A code is looked up by where people read it from: its start or its end (btree ranges).
    expect(await found('xk-551')).toEqual([]);
  });

  it('finds loads by the start or the end of a document number with letters, in any case', async () => {
    const load = await shipperLoad();
    await t.database.db.execute(
      sql`update carga_documentos set numero = 'ROM-ZQ-7781', numero_nf = '990011' where id = ${load.doc_id}`,
    );
    expect(await found('rom-zq')).toEqual([load.id]);
    expect(await found('zq-7781')).toEqual([load.id]);
    expect(await found('zq-778')).toEqual([]);
  });

  it('finds loads by an NF number, its start or its end (leading zeros), not by its middle', async () => {
    const load = await shipperLoad();
    await t.database.db.execute(
      sql`update carga_documentos set numero = 'ROM-1', numero_nf = '000776655443' where id = ${load.doc_id}`,
    );
    expect(await found('000776655443')).toEqual([load.id]);
    expect(await found('776655443')).toEqual([load.id]);
    expect(await found('0007766')).toEqual([load.id]);
    // A number is matched by prefix or suffix through btree indexes (trigrams of digits select nothing).
    expect(await found('77665544')).toEqual([]);
  });

  it('finds loads by the start or end of a document number', async () => {
    const load = await shipperLoad();
    await t.database.db.execute(
      sql`update carga_documentos set numero = '4455667788' where id = ${load.doc_id}`,
    );
    expect(await found('44556')).toEqual([load.id]);
    expect(await found('667788')).toEqual([load.id]);
  });

  it('finds loads by the NF key or its start, typed with or without spaces', async () => {
    const load = await shipperLoad();
    const chave = '35261112345678000190550010000012341999999999';
    await t.database.db.execute(
      sql`update carga_documentos set numero = 'ROM-2', numero_nf = '1234', chave_nf = ${chave} where id = ${load.doc_id}`,
    );
    expect(await found(chave)).toEqual([load.id]);
    expect(await found('3526111234567800019055')).toEqual([load.id]);
    expect(await found('3526 1112 3456 7800 0190')).toEqual([load.id]);
  });

  it('puts exact matches first, then the most recently changed loads', async () => {
    const [exact, partial] = await sqlRows<{ id: string; doc_id: string }>(
      t.database.db,
      sql`select c.id, (select d.id from carga_documentos d where d.carga_id = c.id limit 1) as doc_id
        from cargas c where c.owner_id = ${shipperOwnerId} and c.ativo and c.situacao in (1, 2)
        order by c.codigo desc limit 2`,
    );
    await t.database.db.execute(
      sql`update carga_documentos set numero_nf = '554433221' where id = ${exact?.doc_id}`,
    );
    await t.database.db.execute(
      sql`update carga_documentos set numero_nf = '5544332219' where id = ${partial?.doc_id}`,
    );
    // The partial match changed last: it would come first by date alone.
    await t.database.db.execute(
      sql`update cargas set updated_at = now() + interval '1 minute' where id = ${partial?.id}`,
    );
    expect(await found('554433221')).toEqual([exact?.id, partial?.id]);
  });

  it('answers at most 10 cards, and treats % and _ as plain characters', async () => {
    const many = await found('PV-7');
    expect(many).toHaveLength(PESQUISA_RAPIDA_MAX_RESULTADOS);
    expect(await found('%%%%')).toEqual([]);
    expect(await found('____')).toEqual([]);
  });

  it('never finds a cancelled or deactivated load (they are not on the board)', async () => {
    const gone = await sqlRows<{ identificador: string }>(
      t.database.db,
      sql`select codigo_identificador as identificador from cargas
        where owner_id = ${shipperOwnerId} and situacao in (5, 99)`,
    );
    expect(gone.length).toBeGreaterThan(0);
    for (const load of gone) expect(await found(load.identificador)).toEqual([]);
  });
});

describe('whose loads it finds', () => {
  it("never finds another tenant's load, even when its identifier and NF number are the same", async () => {
    const twin = await one<{ id: string; nf: string; identificador: string }>(
      sql`select c.id, c.codigo_identificador as identificador,
          (select min(d.numero_nf) from carga_documentos d where d.carga_id = c.id) as nf
        from cargas c join usuarios u on u.owner_id = c.owner_id
        where u.email = 'trial@embarcador.demo' and c.ativo and c.situacao in (1, 2) order by c.codigo limit 1`,
    );
    // A shipper load given the same identifier and NF number as the Trial tenant's load.
    const mine = await one<{ id: string; doc_id: string }>(
      sql`select c.id, (select d.id from carga_documentos d where d.carga_id = c.id limit 1) as doc_id
        from cargas c where c.owner_id = ${shipperOwnerId} and c.ativo and c.situacao in (1, 2)
        order by c.codigo limit 1`,
    );
    await t.database.db.execute(
      sql`update cargas set codigo_identificador = ${twin.identificador} where id = ${mine.id}`,
    );
    await t.database.db.execute(
      sql`update carga_documentos set numero_nf = ${twin.nf} where id = ${mine.doc_id}`,
    );
    expect(await found(twin.nf)).toEqual([mine.id]);
    expect(await found(twin.identificador)).toEqual([mine.id]);
    const trial = await viewer('trial@embarcador.demo');
    expect(await found(twin.nf, trial)).toEqual([twin.id]);
    expect(await found(twin.identificador, trial)).toEqual([twin.id]);
  });

  it('keeps to the business units of the request (BusinessUnitFilter)', async () => {
    const units = await sqlRows<{ unidade: string; n: number }>(
      t.database.db,
      sql`select unidade_negocio_id as unidade, count(*)::int as n from cargas
        where owner_id = ${shipperOwnerId} and ativo and situacao in (1, 2, 3, 4, 7, 8)
        group by 1 order by 1`,
    );
    expect(units.length).toBeGreaterThan(1);
    for (const { unidade } of units) {
      const headers = { ...shipper.headers, businessunitid: unidade, businessunitfilter: unidade };
      const response = await search('PV-7', headers);
      expect(response.statusCode).toBe(200);
      const items = response.json<TPesquisaRapidaResponse>().items;
      expect(items.length).toBeGreaterThan(0);
      for (const card of items) expect(card.unidadeNegocioId).toBe(unidade);
    }
  });

  it('never finds, for an operator, a load of a unit the operator has no access to', async () => {
    const operador = await viewer('operador@embarcador.demo');
    const outside = await one<{ identificador: string; id: string }>(
      sql`select c.id, c.codigo_identificador as identificador from cargas c
        where c.owner_id = ${shipperOwnerId} and c.ativo and c.situacao in (1, 2)
          and c.unidade_negocio_id <> all(${sql.param(operador.units)}::uuid[]) limit 1`,
    );
    expect(outside).toBeDefined();
    expect(await found(outside.identificador)).toEqual([outside.id]);
    expect(await found(outside.identificador, operador)).toEqual([]);
  });

  it('lets a carrier find the loads directed to it or hired from it, and only those', async () => {
    const visible = await sqlRows<{ id: string; identificador: string; nf: string }>(
      t.database.db,
      sql`select c.id, c.codigo_identificador as identificador,
          (select min(d.numero_nf) from carga_documentos d where d.carga_id = c.id) as nf
        from cargas c where c.ativo and c.situacao in (1, 2, 3, 4, 7, 8)
          and (c.contratacao_owner_id = ${carrierOwnerId} or exists (select 1 from carga_ofertas o
            where o.carga_id = c.id and o.transportadora_owner_id = ${carrierOwnerId} and o.tipo = 2
              and o.situacao not in (4, 5)))`,
    );
    expect(visible.length).toBeGreaterThan(0);
    for (const load of visible.slice(0, 5)) {
      const response = await search(load.nf, carrier.headers);
      const items = response.json<TPesquisaRapidaResponse>().items;
      expect(items.map((card) => card.id)).toContain(load.id);
      // The carrier's view of the card: 'directed to me', no stage of the shipper's.
      const card = items.find((item) => item.id === load.id);
      expect(card?.visibilidade).toBe(99);
      expect(card?.etapa).toBeNull();
    }
    const hidden = await sqlRows<{ id: string; nf: string }>(
      t.database.db,
      sql`select c.id, (select min(d.numero_nf) from carga_documentos d where d.carga_id = c.id) as nf
        from cargas c where c.owner_id = ${shipperOwnerId} and c.ativo and c.situacao in (1, 2)
          and c.id <> all(${sql.param(visible.map((v) => v.id))}::uuid[]) limit 5`,
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const load of hidden) expect(await found(load.nf, carrier)).not.toContain(load.id);
    // Its own search by a shipper's load code never reaches that shipper's other loads.
    const code = await found('PV-7', carrier);
    for (const id of code) expect(visible.map((v) => v.id)).toContain(id);
  });
});

describe('the term and the call', () => {
  it('refuses a term of 3 characters or fewer (after trimming), or none, with 400', async () => {
    for (const termo of ['abc', '  ab  ', '', undefined]) {
      const response = await search(termo, shipper.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages ?? [response.json().message]).toContain(PESQUISA_RAPIDA_TERMO_CURTO);
    }
    expect((await search('x'.repeat(101), shipper.headers)).statusCode).toBe(400);
    expect((await search('  PV-7  ', shipper.headers)).statusCode).toBe(200);
  });

  it('needs a session (401), the Cargas module (403) and a business unit (400)', async () => {
    expect((await search('PV-7', {})).statusCode).toBe(401);
    const { businessunitid: _unit, businessunitfilter: _filter, ...bare } = shipper.headers;
    expect((await search('PV-7', bare)).statusCode).toBe(400);
    await t.database.db.execute(
      sql`update usuarios set modulos_nao_autorizados = array['cargas'] where email = 'operador@embarcador.demo'`,
    );
    const withoutModule = await viewer('operador@embarcador.demo');
    const refused = await search('PV-7', withoutModule.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    await t.database.db.execute(
      sql`update usuarios set modulos_nao_autorizados = '{}' where email = 'operador@embarcador.demo'`,
    );
  });

  it('does not take the place of GET /api/carga-mongo/:id', async () => {
    const load = await shipperLoad();
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/carga-mongo/${load.id}`,
      headers: shipper.headers,
    });
    expect(card.statusCode).toBe(200);
    expect(card.json().id).toBe(load.id);
  });
});

describe('termosDaPesquisa', () => {
  it('reads a number as a load code and strips separators for the NF fields', () => {
    expect(termosDaPesquisa('12345')).toEqual({ texto: '12345', nf: '12345', codigo: 12345, numerico: true });
    expect(termosDaPesquisa('3526 1112-3456')).toEqual({
      texto: '3526 1112-3456',
      nf: '352611123456',
      codigo: undefined,
      numerico: true,
    });
    expect(termosDaPesquisa('PV-7000')).toEqual({
      texto: 'PV-7000',
      nf: 'PV-7000',
      codigo: undefined,
      numerico: false,
    });
    // More digits than a load code holds.
    expect(termosDaPesquisa('1234567890').codigo).toBeUndefined();
  });
});
