import { desnormalizacaoMessage, MESSAGES, requiredMessage } from '@embarca/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CargaMessage,
  type CargasFixture,
  openCargasFixture,
} from '../../../../test/helpers/cargas-fixture';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import type { TestApp } from '../../../../test/helpers/test-app';

/**
 * GET /api/carga-mongo/{id}/desnormalizar over HTTP on the demo database: a column corrupted by SQL is
 * recomputed from its source (version, history, live event), an intact load writes nothing, and the
 * access rules of the load calls (Administrador of the load's company, unit scope, bad id).
 */

type Headers = Record<string, string>;

interface Estado {
  version: number;
  dh_coleta: string | null;
  dh_entrega: string | null;
  transportadora_empresa_id: string | null;
  contratacao_owner_id: string | null;
  contratacao_unidade_negocio_id: string | null;
  historico: number;
}

let fixture: CargasFixture;
let t: TestApp;
let mensagens: CargaMessage[];
let admin: Headers;
let operador: Headers;
let carrier: Headers;
let trial: Headers;
let shipperOwnerId: string;
let carrierOwnerId: string;
let carrierUnit: string;
let unidade: CargasFixture['unidade'];
const usadas = new Set<string>();

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(t.database.db, query);

beforeAll(async () => {
  fixture = await openCargasFixture();
  ({ t, mensagens, admin, operador, carrier, trial, shipperOwnerId, carrierOwnerId, carrierUnit, unidade } =
    fixture);
});
afterAll(() => fixture.close());
beforeEach(() => {
  mensagens.length = 0;
});

const desnormalizar = (id: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/carga-mongo/${id}/desnormalizar`, headers });

/**
 * A load of the demo shipper picked by a SQL condition (in Matriz unless told; null: any unit), not used by an
 * earlier test of this file.
 */
async function carga(where: SQL, options: { reuse?: boolean; unidadeId?: string | null } = {}) {
  const unidadeId = options.unidadeId === undefined ? unidade.matriz : options.unidadeId;
  const found = await rows<{ id: string; codigo: number }>(
    sql`select c.id, c.codigo from cargas c
        where c.owner_id = ${shipperOwnerId} and (${unidadeId}::uuid is null or c.unidade_negocio_id = ${unidadeId}::uuid)
          and ${where} order by c.codigo`,
  );
  const row = found.find((r) => options.reuse || !usadas.has(r.id));
  if (!row) throw new Error('carga de teste não encontrada');
  if (!options.reuse) usadas.add(row.id);
  return row;
}

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

async function estado(id: string): Promise<Estado> {
  const [row] = await rows<Estado & Record<string, unknown>>(
    sql`select version, dh_coleta, dh_entrega, transportadora_empresa_id, contratacao_owner_id,
          contratacao_unidade_negocio_id,
          (select count(*)::int from carga_historico h where h.carga_id = c.id) as historico
        from cargas c where id = ${id}`,
  );
  return { ...row!, dh_coleta: iso(row!.dh_coleta), dh_entrega: iso(row!.dh_entrega) };
}

/** The planned start of the route's first and last points (the dates' sources). */
async function rota(id: string) {
  const pontos = await rows<{ dh_prevista: string }>(
    sql`select dh_prevista from carga_rotas where carga_id = ${id} order by ordem`,
  );
  return { coleta: iso(pontos[0]!.dh_prevista), entrega: iso(pontos.at(-1)!.dh_prevista) };
}

async function ultimoHistorico(id: string) {
  // Newest first; the demo data date some loads' registration in the future (their publication).
  const [row] = await rows<{ acao: string; descricao: string; dados: Record<string, unknown> }>(
    sql`select acao, descricao, dados from carga_historico where carga_id = ${id}
        order by (created_at <= now()) desc, created_at desc, id desc limit 1`,
  );
  return row;
}

async function notificacoes(id: string) {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from notificacoes where event_id = ${id}`,
  );
  return row!.n;
}

/** The live events published for the load (waits up to `ms` for `count`). */
async function eventos(id: string, count = 1, ms = 3_000): Promise<CargaMessage[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = mensagens.filter((m) => m.cargaId === id);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/carga-mongo/{id}/desnormalizar', () => {
  it('restores a collection date corrupted by SQL from the route: version +1, history, live event', async () => {
    const load = await carga(sql`c.situacao = 1`);
    const fonte = await rota(load.id);
    await t.database.db.execute(
      sql`update cargas set dh_coleta = dh_coleta + interval '9 days' where id = ${load.id}`,
    );
    const before = await estado(load.id);
    expect(before.dh_coleta).not.toBe(fonte.coleta);

    const response = await desnormalizar(load.id, admin);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Dados da carga recalculados: data de coleta.');
    expect(body.message).toBe(desnormalizacaoMessage(['dhColeta']));
    expect(body.cargaIds).toEqual([load.id]);
    expect(body.carga).toMatchObject({ id: load.id, dhColeta: fonte.coleta });
    const after = await estado(load.id);
    expect(after).toEqual({
      ...before,
      dh_coleta: fonte.coleta,
      version: before.version + 1,
      historico: before.historico + 1,
    });
    const historico = await ultimoHistorico(load.id);
    expect(historico).toMatchObject({
      acao: 'desnormalizar',
      descricao: 'Dados da carga recalculados por Mariana Costa Ribeiro: data de coleta.',
      dados: {
        campos: ['dhColeta'],
        antes: { dhColeta: before.dh_coleta },
        depois: { dhColeta: fonte.coleta },
      },
    });
    const [evento] = await eventos(load.id);
    expect(evento).toMatchObject({ type: 'CargaPronta', cargaId: load.id, ownerId: shipperOwnerId });
    // A correction of data, not a decision: nobody is notified.
    expect(await notificacoes(load.id)).toBe(0);

    // Called again, everything matches its source: nothing more is written.
    const again = await desnormalizar(load.id, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Dados da carga conferidos: nada mudou.', cargaIds: [] });
    expect(await estado(load.id)).toEqual(after);
  });

  it('restores both dates and the hiring copied from the hiring offer; the hired carrier hears of it', async () => {
    const load = await carga(
      sql`c.situacao = 2 and c.contratacao_owner_id = ${carrierOwnerId} and c.contratacao_id is not null`,
    );
    const fonte = await rota(load.id);
    const original = await estado(load.id);
    const [oferta] = await rows<{ transportadora_empresa_id: string; transportadora_owner_id: string }>(
      sql`select o.transportadora_empresa_id, o.transportadora_owner_id from carga_ofertas o
          join cargas c on c.contratacao_id = o.id where c.id = ${load.id}`,
    );
    expect(original).toMatchObject({
      transportadora_empresa_id: oferta!.transportadora_empresa_id,
      contratacao_owner_id: oferta!.transportadora_owner_id,
    });
    await t.database.db.execute(
      sql`update cargas set dh_coleta = null, dh_entrega = dh_entrega - interval '1 hour',
            transportadora_empresa_id = null, contratacao_owner_id = null, contratacao_unidade_negocio_id = null
          where id = ${load.id}`,
    );
    const before = await estado(load.id);

    const response = await desnormalizar(load.id, admin);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Dados da carga recalculados: data de coleta, data de entrega, transportadora contratada, conta da transportadora contratada.',
    );
    const after = await estado(load.id);
    expect(after).toEqual({
      ...before,
      dh_coleta: fonte.coleta,
      dh_entrega: fonte.entrega,
      transportadora_empresa_id: oferta!.transportadora_empresa_id,
      contratacao_owner_id: carrierOwnerId,
      // Nothing stores which of its units the carrier chose: every unit of it (what allocation writes).
      contratacao_unidade_negocio_id: null,
      version: before.version + 1,
      historico: before.historico + 1,
    });
    expect((await ultimoHistorico(load.id))?.dados).toMatchObject({
      campos: ['dhColeta', 'dhEntrega', 'transportadoraEmpresaId', 'contratacaoOwnerId'],
    });
    const [evento] = await eventos(load.id);
    expect(evento).toMatchObject({
      type: 'CargaPronta',
      cargaId: load.id,
      contratacaoOwnerId: carrierOwnerId,
    });
    const seen = await t.app.inject({ method: 'GET', url: `/api/carga-mongo/${load.id}`, headers: carrier });
    expect(seen.statusCode).toBe(200);
  });

  it('clears the carrier unit when the hired tenant is corrected (the unit was the wrong tenant\u2019s)', async () => {
    const load = await carga(sql`c.situacao = 2 and c.contratacao_owner_id = ${carrierOwnerId}`);
    const original = await estado(load.id);
    expect(original.contratacao_unidade_negocio_id).toBe(carrierUnit);
    // As if an integration had hired the load to another tenant (the trial shipper) in one of its units.
    await t.database.db.execute(
      sql`update cargas set
            contratacao_owner_id = (select owner_id from usuarios where email = 'trial@embarcador.demo'),
            contratacao_unidade_negocio_id = (select u.id from unidades_negocio u join usuarios us
              on us.owner_id = u.owner_id where us.email = 'trial@embarcador.demo' limit 1)
          where id = ${load.id}`,
    );

    const response = await desnormalizar(load.id, admin);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Dados da carga recalculados: conta da transportadora contratada, unidade da transportadora contratada.',
    );
    expect(await estado(load.id)).toMatchObject({
      contratacao_owner_id: carrierOwnerId,
      contratacao_unidade_negocio_id: null,
      version: original.version + 1,
    });
  });

  it('writes nothing on an intact load of any situacao: no version, no history, no event', async () => {
    for (const situacao of [1, 2, 3, 4, 5, 7, 8, 99]) {
      const load = await carga(sql`c.situacao = ${situacao}`);
      const before = await estado(load.id);
      const response = await desnormalizar(load.id, admin);
      expect(response.statusCode, String(situacao)).toBe(200);
      expect(response.json(), String(situacao)).toMatchObject({
        message: 'Dados da carga conferidos: nada mudou.',
        cargaIds: [],
      });
      expect(await estado(load.id), String(situacao)).toEqual(before);
    }
    expect(mensagens).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mensagens).toEqual([]);
  });

  describe('who may call it', () => {
    /** A load corrupted so that a successful call would change it. */
    async function corrompida(where: SQL, options: { unidadeId?: string | null } = {}) {
      const load = await carga(where, { ...options, reuse: true });
      await t.database.db.execute(
        sql`update cargas set dh_entrega = dh_entrega + interval '2 days' where id = ${load.id}`,
      );
      return { ...load, before: await estado(load.id) };
    }

    it('an Operador: 403; nothing changes', async () => {
      const load = await corrompida(sql`c.situacao = 1`);
      const response = await desnormalizar(load.id, operador);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
      expect(await estado(load.id)).toEqual(load.before);
    });

    it("a carrier Administrador: 403 on a load directed to it, 404 on the shipper's others", async () => {
      const directed = await corrompida(
        sql`c.situacao = 1 and exists (select 1 from carga_ofertas o where o.carga_id = c.id and o.tipo = 2
              and o.situacao in (1, 2, 3) and o.transportadora_owner_id = ${carrierOwnerId})`,
      );
      const other = await corrompida(
        sql`c.situacao = 1 and not exists (select 1 from carga_ofertas o where o.carga_id = c.id)`,
        { unidadeId: null },
      );
      const forbidden = await desnormalizar(directed.id, carrier);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(MESSAGES.forbidden);
      const hidden = await desnormalizar(other.id, carrier);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(MESSAGES.notFound);
      expect(await estado(directed.id)).toEqual(directed.before);
      expect(await estado(other.id)).toEqual(other.before);
    });

    it('another company: 404, nothing leaked nor changed', async () => {
      const load = await corrompida(sql`c.situacao = 1`);
      const response = await desnormalizar(load.id, trial);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
      expect(await estado(load.id)).toEqual(load.before);
    });

    it('an unknown load is 404; a malformed id is 400 in pt-BR', async () => {
      expect((await desnormalizar('0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e', admin)).statusCode).toBe(404);
      const bad = await desnormalizar('nao-e-guid', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(MESSAGES.notFound);
    });

    it("keeps to the request's unit scope and requires BusinessUnitId", async () => {
      const load = await corrompida(sql`c.situacao = 1`, { unidadeId: unidade.curitiba });
      // A unit the user may not access (the carrier's): 403, as every call.
      const foreignUnit = await desnormalizar(load.id, {
        ...admin,
        businessunitid: carrierUnit,
        businessunitfilter: carrierUnit,
      });
      expect(foreignUnit.statusCode).toBe(403);
      // The load outside the request's scope (Matriz only): 404, as the load actions.
      const matrizOnly = { ...admin, businessunitid: unidade.matriz, businessunitfilter: unidade.matriz };
      expect((await desnormalizar(load.id, matrizOnly)).statusCode).toBe(404);
      const { businessunitid: _u, businessunitfilter: _f, ...bare } = admin;
      const missing = await desnormalizar(load.id, bare);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(requiredMessage('BusinessUnitId'));
      expect(await estado(load.id)).toEqual(load.before);
      // In scope, the same admin restores it.
      const ok = await desnormalizar(load.id, { ...admin, businessunitid: unidade.curitiba });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Dados da carga recalculados: data de entrega.');
    });
  });
});
