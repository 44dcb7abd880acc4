import {
  MESSAGES,
  PESQUISA_RAPIDA_MAX_RESULTADOS,
  PESQUISA_RAPIDA_TERMO_CURTO,
  rotuloDoCampo,
  type TPesquisaRapidaResponse,
  ZPesquisaRapidaResponse,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInAs } from '../../../../test/factories/sessoes';
import {
  cargasVisiveisParaTransportadora,
  documentosDaCarga,
  negarModulos,
} from '../../../../test/helpers/carga-registros';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { termosDaPesquisa } from './pesquisa-rapida.service';

/**
 * GET /api/carga-mongo/pesquisa-rapida: each field it matches, the board's visibility (tenant, business
 * units, a carrier's directed loads), the term rules and the path beside /api/carga-mongo/:id.
 */
let t: TestApp;
let shipper: SignedIn;
let carrier: SignedIn;
let shipperOwnerId: string;
let carrierOwnerId: string;

const viewer = (email: string) => signInAs(t.app, email);
const unidadesDe = (who: SignedIn) => who.units.map((unit) => unit.id);

function search(termo: string | undefined, headers: Record<string, string>) {
  const query = termo === undefined ? '' : `?termo=${encodeURIComponent(termo)}`;
  return t.app.inject({ method: 'GET', url: `/api/carga-mongo/pesquisa-rapida${query}`, headers });
}

/** The ids found for a term (the response is checked against its contract). */
async function found(termo: string, who: SignedIn = shipper): Promise<string[]> {
  const response = await search(termo, who.headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TPesquisaRapidaResponse>();
  expect(ZPesquisaRapidaResponse.safeParse(body).success).toBe(true);
  return body.items.map((card) => card.id);
}

/** The load's first document (by id) and its lowest NF number. */
async function documentos(cargaId: string) {
  const docs = await documentosDaCarga(t.database.db, cargaId);
  const nfs = docs.map((d) => d.numeroNf).filter((nf): nf is string => nf !== null);
  return { docId: docs[0]?.id as string, nf: [...nfs].sort()[0] as string };
}

/** The shipper's active loads in these situacoes, with their first document. */
async function shipperLoads(situacoes: number[], ordem: 'codigo' | 'codigo desc' = 'codigo') {
  const cargas = await demo.cargas(t.database.db, {
    ownerId: shipperOwnerId,
    ativo: true,
    situacao: situacoes,
    ordem,
  });
  return cargas;
}

/**
 * A shipper load on the board (situacao 1, 2 or 7), with its first document: the highest code, so not
 * one of the loads the Trial tenant shares codes, identifiers and NF numbers with. Terms are long enough
 * never to occur by chance inside the demo's random NF keys.
 */
async function shipperLoad(situacoes = [1, 2, 7]) {
  const [carga] = await shipperLoads(situacoes, 'codigo desc');
  return {
    id: carga!.id,
    codigo: carga!.codigo,
    identificador: carga!.codigoIdentificador as string,
    unidade: carga!.unidadeNegocioId,
    doc_id: (await documentos(carga!.id)).docId,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  shipper = await viewer('admin@embarcador.demo');
  carrier = await viewer('admin@transportadora.demo');
  shipperOwnerId = shipper.ownerId;
  carrierOwnerId = carrier.ownerId;
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
    const [exact, partial] = await Promise.all(
      (await shipperLoads([1, 2], 'codigo desc'))
        .slice(0, 2)
        .map(async (c) => ({ id: c.id, doc_id: (await documentos(c.id)).docId })),
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
    const gone = (await demo.cargas(t.database.db, { ownerId: shipperOwnerId, situacao: [5, 99] })).map(
      (c) => ({ identificador: c.codigoIdentificador as string }),
    );
    expect(gone.length).toBeGreaterThan(0);
    for (const load of gone) expect(await found(load.identificador)).toEqual([]);
  });
});

describe('whose loads it finds', () => {
  it("never finds another tenant's load, even when its identifier and NF number are the same", async () => {
    const trialOwnerId = (await demo.usuario(t.database.db, 'trial@embarcador.demo')).ownerId;
    const trialLoad = await demo.carga(t.database.db, {
      ownerId: trialOwnerId,
      ativo: true,
      situacao: [1, 2],
    });
    const twin = {
      id: trialLoad.id,
      identificador: trialLoad.codigoIdentificador as string,
      nf: (await documentos(trialLoad.id)).nf,
    };
    // A shipper load given the same identifier and NF number as the Trial tenant's load.
    const [minha] = await shipperLoads([1, 2]);
    const mine = { id: minha!.id, doc_id: (await documentos(minha!.id)).docId };
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
    const units = [...new Set((await shipperLoads([1, 2, 3, 4, 7, 8])).map((c) => c.unidadeNegocioId))]
      .sort()
      .map((unidade) => ({ unidade }));
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
    const fora = await demo.carga(t.database.db, {
      ownerId: shipperOwnerId,
      ativo: true,
      situacao: [1, 2],
      foraDasUnidades: unidadesDe(operador),
    });
    const outside = { id: fora.id, identificador: fora.codigoIdentificador as string };
    expect(outside).toBeDefined();
    expect(await found(outside.identificador)).toEqual([outside.id]);
    expect(await found(outside.identificador, operador)).toEqual([]);
  });

  it('lets a carrier find the loads directed to it or hired from it, and only those', async () => {
    const visible = await Promise.all(
      (
        await cargasVisiveisParaTransportadora(t.database.db, carrierOwnerId, {
          situacao: [1, 2, 3, 4, 7, 8],
        })
      ).map(async (c) => ({ id: c.id, nf: (await documentos(c.id)).nf })),
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
    const hidden = await Promise.all(
      (await shipperLoads([1, 2]))
        .filter((c) => !visible.some((v) => v.id === c.id))
        .slice(0, 5)
        .map(async (c) => ({ id: c.id, nf: (await documentos(c.id)).nf })),
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
      expect(response.json().messages ?? [response.json().message]).toContain(
        `${rotuloDoCampo('termo')}: ${PESQUISA_RAPIDA_TERMO_CURTO}`,
      );
    }
    expect((await search('x'.repeat(101), shipper.headers)).statusCode).toBe(400);
    expect((await search('  PV-7  ', shipper.headers)).statusCode).toBe(200);
  });

  it('needs a session (401), the Cargas module (403) and a business unit (400)', async () => {
    expect((await search('PV-7', {})).statusCode).toBe(401);
    const { businessunitid: _unit, businessunitfilter: _filter, ...bare } = shipper.headers;
    expect((await search('PV-7', bare)).statusCode).toBe(400);
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['cargas']);
    const withoutModule = await viewer('operador@embarcador.demo');
    const refused = await search('PV-7', withoutModule.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    await negarModulos(t.database.db, 'operador@embarcador.demo', []);
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
