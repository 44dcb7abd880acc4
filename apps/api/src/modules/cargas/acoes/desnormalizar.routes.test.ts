import { desnormalizacaoMessage, MESSAGES, requiredMessage, rotuloDoCampo } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as demo from '../../../../test/factories/demo';
import {
  colunasDaCarga,
  historicoDaCarga,
  notificacoesDoEvento,
  ofertasDaCarga,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { usarCargasFixture } from '../../../../test/helpers/cargas-fixture';

/**
 * GET /api/carga-mongo/{id}/desnormalizar over HTTP on the demo database: a column corrupted by SQL is
 * recomputed from its source (version, history, live event), an intact load writes nothing, and the
 * access rules of the load calls (Administrador of the load's company, unit scope, bad id).
 */

type Headers = Record<string, string>;

const f = usarCargasFixture();

const desnormalizar = (id: string, headers: Headers) =>
  f.t.app.inject({ method: 'GET', url: `/api/carga-mongo/${id}/desnormalizar`, headers });

/**
 * A load of the demo shipper (in Matriz unless told; null: any unit), not used by an earlier test of this
 * file unless `reuse`.
 */
function carga(
  filtro: Omit<demo.FiltroDeCarga, 'ownerId'>,
  options: { reuse?: boolean; unidadeId?: string | null } = {},
) {
  const unidadeId = options.unidadeId === undefined ? f.unidade.matriz : options.unidadeId;
  const escopo = unidadeId === null ? filtro : { unidadeNegocioId: unidadeId, ...filtro };
  return options.reuse ? f.cargas.qualquer(escopo) : f.cargas.nova(escopo);
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

async function estado(id: string) {
  const row = await colunasDaCarga(f.t.database.db, id, [
    'version',
    'dhColeta',
    'dhEntrega',
    'transportadoraEmpresaId',
    'contratacaoOwnerId',
    'contratacaoUnidadeNegocioId',
  ]);
  return {
    ...row,
    dhColeta: iso(row.dhColeta),
    dhEntrega: iso(row.dhEntrega),
    historico: (await historicoDaCarga(f.t.database.db, id)).length,
  };
}

/** The planned start of the route's first and last points (the dates' sources). */
async function rota(id: string) {
  const pontos = await rotasDaCarga(f.t.database.db, id);
  return { coleta: iso(pontos[0]!.dhPrevista), entrega: iso(pontos.at(-1)!.dhPrevista) };
}

async function ultimoHistorico(id: string) {
  const [row] = await historicoDaCarga(f.t.database.db, id);
  return row;
}

async function notificacoes(id: string) {
  return (await notificacoesDoEvento(f.t.database.db, id)).length;
}

describe('GET /api/carga-mongo/{id}/desnormalizar', () => {
  it('restores a collection date corrupted by SQL from the route: version +1, history, live event', async () => {
    const load = await carga({ situacao: 1 });
    const fonte = await rota(load.id);
    await f.t.database.db.execute(
      sql`update cargas set dh_coleta = dh_coleta + interval '9 days' where id = ${load.id}`,
    );
    const before = await estado(load.id);
    expect(before.dhColeta).not.toBe(fonte.coleta);

    const response = await desnormalizar(load.id, f.admin);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Dados da carga recalculados: data de coleta.');
    expect(body.message).toBe(desnormalizacaoMessage(['dhColeta']));
    expect(body.cargaIds).toEqual([load.id]);
    expect(body.carga).toMatchObject({ id: load.id, dhColeta: fonte.coleta });
    const after = await estado(load.id);
    expect(after).toEqual({
      ...before,
      dhColeta: fonte.coleta,
      version: before.version + 1,
      historico: before.historico + 1,
    });
    const historico = await ultimoHistorico(load.id);
    expect(historico).toMatchObject({
      acao: 'desnormalizar',
      descricao: 'Dados da carga recalculados por Mariana Costa Ribeiro: data de coleta.',
      dados: {
        campos: ['dhColeta'],
        antes: { dhColeta: before.dhColeta },
        depois: { dhColeta: fonte.coleta },
      },
    });
    const [evento] = await f.eventos(load.id);
    expect(evento).toMatchObject({ type: 'CargaPronta', cargaId: load.id, ownerId: f.shipperOwnerId });
    // A correction of data, not a decision: nobody is notified.
    expect(await notificacoes(load.id)).toBe(0);

    // Called again, everything matches its source: nothing more is written.
    const again = await desnormalizar(load.id, f.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Dados da carga conferidos: nada mudou.', cargaIds: [] });
    expect(await estado(load.id)).toEqual(after);
  });

  it('restores both dates and the hiring copied from the hiring offer; the hired carrier hears of it', async () => {
    const load = await carga({ situacao: 2, contratadaPor: f.carrierOwnerId, comContratacao: true });
    const fonte = await rota(load.id);
    const original = await estado(load.id);
    const oferta = (await ofertasDaCarga(f.t.database.db, load.id)).find((o) => o.id === load.contratacaoId);
    expect(original).toMatchObject({
      transportadoraEmpresaId: oferta!.transportadoraEmpresaId,
      contratacaoOwnerId: oferta!.transportadoraOwnerId,
    });
    await f.t.database.db.execute(
      sql`update cargas set dh_coleta = null, dh_entrega = dh_entrega - interval '1 hour',
            transportadora_empresa_id = null, contratacao_owner_id = null, contratacao_unidade_negocio_id = null
          where id = ${load.id}`,
    );
    const before = await estado(load.id);

    const response = await desnormalizar(load.id, f.admin);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Dados da carga recalculados: data de coleta, data de entrega, transportadora contratada, conta da transportadora contratada.',
    );
    const after = await estado(load.id);
    expect(after).toEqual({
      ...before,
      dhColeta: fonte.coleta,
      dhEntrega: fonte.entrega,
      transportadoraEmpresaId: oferta!.transportadoraEmpresaId,
      contratacaoOwnerId: f.carrierOwnerId,
      // Nothing stores which of its units the carrier chose: every unit of it (what allocation writes).
      contratacaoUnidadeNegocioId: null,
      version: before.version + 1,
      historico: before.historico + 1,
    });
    expect((await ultimoHistorico(load.id))?.dados).toMatchObject({
      campos: ['dhColeta', 'dhEntrega', 'transportadoraEmpresaId', 'contratacaoOwnerId'],
    });
    const [evento] = await f.eventos(load.id);
    expect(evento).toMatchObject({
      type: 'CargaPronta',
      cargaId: load.id,
      contratacaoOwnerId: f.carrierOwnerId,
    });
    const seen = await f.t.app.inject({
      method: 'GET',
      url: `/api/carga-mongo/${load.id}`,
      headers: f.carrier,
    });
    expect(seen.statusCode).toBe(200);
  });

  it('clears the carrier unit when the hired tenant is corrected (the unit was the wrong tenant\u2019s)', async () => {
    const load = await carga({ situacao: 2, contratadaPor: f.carrierOwnerId });
    const original = await estado(load.id);
    expect(original.contratacaoUnidadeNegocioId).toBe(f.carrierUnit);
    // As if an integration had hired the load to another tenant (the trial shipper) in one of its units.
    await f.t.database.db.execute(
      sql`update cargas set contratacao_owner_id = ${f.sessoes.trial.ownerId},
            contratacao_unidade_negocio_id = ${f.sessoes.trial.units[0]!.id} where id = ${load.id}`,
    );

    const response = await desnormalizar(load.id, f.admin);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Dados da carga recalculados: conta da transportadora contratada, unidade da transportadora contratada.',
    );
    expect(await estado(load.id)).toMatchObject({
      contratacaoOwnerId: f.carrierOwnerId,
      contratacaoUnidadeNegocioId: null,
      version: original.version + 1,
    });
  });

  it('writes nothing on an intact load of any situacao: no version, no history, no event', async () => {
    for (const situacao of [1, 2, 3, 4, 5, 7, 8, 99]) {
      const load = await carga({ situacao });
      const before = await estado(load.id);
      const response = await desnormalizar(load.id, f.admin);
      expect(response.statusCode, String(situacao)).toBe(200);
      expect(response.json(), String(situacao)).toMatchObject({
        message: 'Dados da carga conferidos: nada mudou.',
        cargaIds: [],
      });
      expect(await estado(load.id), String(situacao)).toEqual(before);
    }
    expect(f.mensagens).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(f.mensagens).toEqual([]);
  });

  describe('who may call it', () => {
    /** A load corrupted so that a successful call would change it. */
    async function corrompida(
      filtro: Omit<demo.FiltroDeCarga, 'ownerId'>,
      options: { unidadeId?: string | null } = {},
    ) {
      const load = await carga(filtro, { ...options, reuse: true });
      await f.t.database.db.execute(
        sql`update cargas set dh_entrega = dh_entrega + interval '2 days' where id = ${load.id}`,
      );
      return { ...load, before: await estado(load.id) };
    }

    it('an Operador: 403; nothing changes', async () => {
      const load = await corrompida({ situacao: 1 });
      const response = await desnormalizar(load.id, f.operador);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
      expect(await estado(load.id)).toEqual(load.before);
    });

    it("a carrier Administrador: 403 on a load directed to it, 404 on the shipper's others", async () => {
      const directed = await corrompida({ situacao: 1, direcionadaA: f.carrierOwnerId });
      const other = await corrompida({ situacao: 1, semOfertas: true }, { unidadeId: null });
      const forbidden = await desnormalizar(directed.id, f.carrier);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(MESSAGES.forbidden);
      const hidden = await desnormalizar(other.id, f.carrier);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(MESSAGES.notFound);
      expect(await estado(directed.id)).toEqual(directed.before);
      expect(await estado(other.id)).toEqual(other.before);
    });

    it('another company: 404, nothing leaked nor changed', async () => {
      const load = await corrompida({ situacao: 1 });
      const response = await desnormalizar(load.id, f.trial);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
      expect(await estado(load.id)).toEqual(load.before);
    });

    it('an unknown load is 404; a malformed id is 400 in pt-BR', async () => {
      expect((await desnormalizar('0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e', f.admin)).statusCode).toBe(404);
      const bad = await desnormalizar('nao-e-guid', f.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: `${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`,
        campos: { id: `${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}` },
      });
    });

    it("keeps to the request's unit scope and requires BusinessUnitId", async () => {
      const load = await corrompida({ situacao: 1 }, { unidadeId: f.unidade.curitiba });
      // A unit the user may not access (the carrier's): 403, as every call.
      const foreignUnit = await desnormalizar(load.id, {
        ...f.admin,
        businessunitid: f.carrierUnit,
        businessunitfilter: f.carrierUnit,
      });
      expect(foreignUnit.statusCode).toBe(403);
      // The load outside the request's scope (Matriz only): 404, as the load actions.
      const matrizOnly = {
        ...f.admin,
        businessunitid: f.unidade.matriz,
        businessunitfilter: f.unidade.matriz,
      };
      expect((await desnormalizar(load.id, matrizOnly)).statusCode).toBe(404);
      const { businessunitid: _u, businessunitfilter: _f, ...bare } = f.admin;
      const missing = await desnormalizar(load.id, bare);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(requiredMessage('BusinessUnitId'));
      expect(await estado(load.id)).toEqual(load.before);
      // In scope, the same admin restores it.
      const ok = await desnormalizar(load.id, { ...f.admin, businessunitid: f.unidade.curitiba });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Dados da carga recalculados: data de entrega.');
    });
  });
});
