import { ACOMPANHAMENTO_MESSAGES, MESSAGES } from '@embarca/domain';
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
 * The load's follow-up over HTTP on the demo database: registering route events as done (order, dates,
 * delivery, counters on the card, history, live event, conflicts, tenancy, scope) and the deliveries list.
 */

type Headers = Record<string, string>;
interface Ponto {
  id: string;
  ordem: number;
  rota: number;
  dh_realizada: Date | string | null;
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
let unidade: CargasFixture['unidade'];
const usadas = new Set<string>();

const rows = <T extends Record<string, unknown>>(query: SQL) => sqlRows<T>(t.database.db, query);

beforeAll(async () => {
  fixture = await openCargasFixture();
  ({ t, mensagens, admin, operador, carrier, trial, shipperOwnerId, carrierOwnerId, unidade } = fixture);
});
afterAll(() => fixture.close());
beforeEach(() => {
  mensagens.length = 0;
});

/**
 * A load of the demo shipper picked by a SQL condition, not used by an earlier test, with its route reset:
 * at least one stop (one is added before the destination when it has none), nothing done yet, every point
 * planned in the past (1 h apart, the last one 1 h ago).
 */
async function carga(where: SQL) {
  const found = await rows<{ id: string; codigo: number; version: number; pontos: number }>(
    sql`select c.id, c.codigo, c.version, (select count(*)::int from carga_rotas r where r.carga_id = c.id) as pontos
        from cargas c where c.owner_id = ${shipperOwnerId} and ${where} order by c.codigo`,
  );
  const row = found.find((r) => !usadas.has(r.id));
  if (!row) throw new Error('carga de teste não encontrada');
  usadas.add(row.id);
  if (row.pontos < 3) {
    await t.database.db.execute(
      sql`update carga_rotas set ordem = ordem + 1 where carga_id = ${row.id} and rota = 3`,
    );
    await t.database.db.execute(
      sql`insert into carga_rotas (carga_id, owner_id, ordem, rota, localidade, cidade, uf)
          values (${row.id}, ${shipperOwnerId}, ${row.pontos}, 2, 'Posto fiscal', 'Registro', 'SP')`,
    );
  }
  await t.database.db.execute(
    sql`update carga_rotas r set dh_realizada = null,
          dh_prevista = now() - make_interval(hours => (select count(*)::int from carga_rotas x
            where x.carga_id = r.carga_id and x.ordem > r.ordem) + 1)
        where r.carga_id = ${row.id}`,
  );
  return row;
}

const pontos = (id: string) =>
  rows<Ponto & Record<string, unknown>>(
    sql`select id, ordem, rota, dh_realizada from carga_rotas where carga_id = ${id} order by ordem`,
  );

const estado = async (id: string) =>
  (
    await rows<{
      situacao: number;
      version: number;
      etapa_id: string | null;
      dh_pre_finalizacao: Date | string | null;
    }>(sql`select situacao, version, etapa_id, dh_pre_finalizacao from cargas where id = ${id}`)
  )[0]!;

const historico = (id: string) =>
  rows<{ acao: string; descricao: string; dados: Record<string, unknown> }>(
    sql`select acao, descricao, dados from carga_historico where carga_id = ${id} and acao = 'registrar-evento'
        order by created_at desc, id desc`,
  );

const realizar = (cargaId: string, rotaId: string, headers: Headers, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/carga-mongo/${cargaId}/rotas/${rotaId}/realizado`,
    headers,
    payload,
  });

/** An instant `minutes` ago, ISO. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function eventos(id: string): Promise<CargaMessage[]> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const found = mensagens.filter((m) => m.cargaId === id);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PATCH /api/carga-mongo/{id}/rotas/{rotaId}/realizado', () => {
  it('registers the collection: the point, the card counters, version, history and live event', async () => {
    const load = await carga(sql`c.situacao = 2 and c.unidade_negocio_id = ${unidade.matriz}`);
    const [origem, ...resto] = await pontos(load.id);
    const antes = await estado(load.id);

    const response = await realizar(load.id, origem!.id, operador, { dhRealizada: ago(90) });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Evento cadastrado com sucesso!');
    expect(body.cargaIds).toEqual([load.id]);
    expect(body.carga).toMatchObject({
      id: load.id,
      situacao: 2,
      qntEventos: resto.length + 1,
      qntEventosRealizados: 1,
      qntEventosPlanejados: resto.length,
    });
    const [depois] = await pontos(load.id);
    expect(new Date(depois!.dh_realizada!).getTime()).toBeGreaterThan(Date.now() - 91 * 60_000);
    expect((await estado(load.id)).version).toBe(antes.version + 1);
    const [linha] = await historico(load.id);
    expect(linha?.descricao).toMatch(
      /^Coleta realizada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(.+\), registrada por Rafael Almeida Santos\.$/,
    );
    expect(linha?.dados).toMatchObject({ rotaId: origem!.id, situacaoAnterior: 2, situacao: 2 });
    const [evento] = await eventos(load.id);
    expect(evento).toMatchObject({ type: 'CargaPronta', cargaId: load.id, ownerId: shipperOwnerId });
  });

  it('refuses a future time, one before the previous point, a skipped point and a done one; nothing changes', async () => {
    const load = await carga(sql`c.situacao = 2 and c.unidade_negocio_id = ${unidade.matriz}`);
    const [origem, primeiraParada, segunda] = await pontos(load.id);
    expect((await realizar(load.id, origem!.id, admin, { dhRealizada: ago(120) })).statusCode).toBe(200);
    const antes = await estado(load.id);

    const recusas: [string, object, string][] = [
      [primeiraParada!.id, { dhRealizada: ago(-5) }, ACOMPANHAMENTO_MESSAGES.dataFutura],
      [primeiraParada!.id, { dhRealizada: ago(121) }, ACOMPANHAMENTO_MESSAGES.antesDoAnterior],
      [segunda!.id, { dhRealizada: ago(10) }, ACOMPANHAMENTO_MESSAGES.anteriorPendente],
      [origem!.id, { dhRealizada: ago(10) }, ACOMPANHAMENTO_MESSAGES.jaRealizado],
      [primeiraParada!.id, {}, 'Data de realização é obrigatório!'],
      [primeiraParada!.id, { dhRealizada: 'amanhã' }, MESSAGES.invalidDate],
    ];
    for (const [rotaId, payload, message] of recusas) {
      const response = await realizar(load.id, rotaId, admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await estado(load.id)).version).toBe(antes.version);
    expect((await pontos(load.id)).filter((p) => p.dh_realizada !== null)).toHaveLength(1);
  });

  it('delivers the load with the last point: situacao 8, dhPreFinalizacao, the delivered group', async () => {
    const load = await carga(sql`c.situacao = 7 and c.unidade_negocio_id = ${unidade.matriz}`);
    const todos = await pontos(load.id);
    let minutos = 200;
    for (const ponto of todos) {
      minutos -= 10;
      const response = await realizar(load.id, ponto.id, admin, { dhRealizada: ago(minutos) });
      expect(response.statusCode).toBe(200);
    }
    const final = await estado(load.id);
    expect(final.situacao).toBe(8);
    expect(final.etapa_id).toBeNull();
    expect(new Date(final.dh_pre_finalizacao!).getTime()).toBeGreaterThan(
      Date.now() - minutos * 60_000 - 1_000,
    );
    const [ultima] = await historico(load.id);
    expect(ultima?.descricao).toMatch(/^Entrega realizada em .+ Carga entregue\.$/);
    expect(ultima?.dados).toMatchObject({ situacaoAnterior: 7, situacao: 8 });
    // The delivered load now shows in the delivered group with every event done.
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/carga-mongo/${load.id}`, headers: admin })
    ).json();
    expect(card).toMatchObject({ situacao: 8, qntEventosRealizados: todos.length, qntEventosPlanejados: 0 });
  });

  it('refuses a load awaiting allocation (400) and a point of another load (404)', async () => {
    const aguardando = await carga(sql`c.situacao = 1 and c.unidade_negocio_id = ${unidade.matriz}`);
    const [ponto] = await pontos(aguardando.id);
    const response = await realizar(aguardando.id, ponto!.id, admin, { dhRealizada: ago(5) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACOMPANHAMENTO_MESSAGES.situacaoNaoPermite);

    const outra = await carga(sql`c.situacao = 2 and c.unidade_negocio_id = ${unidade.matriz}`);
    expect((await realizar(outra.id, ponto!.id, admin, { dhRealizada: ago(5) })).statusCode).toBe(404);
    expect((await pontos(outra.id)).every((p) => p.dh_realizada === null)).toBe(true);
  });

  it('answers 403 to the hired carrier, 404 to another tenant and outside the unit scope', async () => {
    const contratada = await carga(
      sql`c.situacao in (2, 7, 8) and c.contratacao_owner_id = ${carrierOwnerId}`,
    );
    const [ponto] = await pontos(contratada.id);
    expect((await realizar(contratada.id, ponto!.id, carrier, { dhRealizada: ago(5) })).statusCode).toBe(403);
    expect((await realizar(contratada.id, ponto!.id, trial, { dhRealizada: ago(5) })).statusCode).toBe(404);

    // The operator's units are Matriz and Campinas: a Curitiba load is out of scope.
    const curitiba = await carga(sql`c.situacao in (2, 7, 8) and c.unidade_negocio_id = ${unidade.curitiba}`);
    const [outro] = await pontos(curitiba.id);
    expect((await realizar(curitiba.id, outro!.id, operador, { dhRealizada: ago(5) })).statusCode).toBe(404);
    expect((await pontos(contratada.id)).every((p) => p.dh_realizada === null)).toBe(true);
    expect((await pontos(curitiba.id)).every((p) => p.dh_realizada === null)).toBe(true);
  });

  it('lets one of two simultaneous registrations of the same point win; the other gets a clear refusal', async () => {
    const load = await carga(sql`c.situacao = 2 and c.unidade_negocio_id = ${unidade.matriz}`);
    const [origem] = await pontos(load.id);
    const respostas = await Promise.all([
      realizar(load.id, origem!.id, admin, { dhRealizada: ago(30) }),
      realizar(load.id, origem!.id, operador, { dhRealizada: ago(20) }),
    ]);
    const codes = respostas.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser read before the winner's commit (409 'O registro não pode ser alterado') or after it (400).
    expect([400, 409]).toContain(codes[1]);
    const perdedora = respostas.find((r) => r.statusCode !== 200)!;
    expect([MESSAGES.recordLocked, ACOMPANHAMENTO_MESSAGES.jaRealizado]).toContain(perdedora.json().message);
    expect(await historico(load.id)).toHaveLength(1);
  });
});

describe('GET /api/carga-mongo/{id}/entregas', () => {
  it("lists the load's hirings with the spec's fields; the hired carrier sees its own", async () => {
    const [load] = await rows<{ id: string; codigo: number }>(
      sql`select c.id, c.codigo from cargas c where c.owner_id = ${shipperOwnerId}
            and c.contratacao_owner_id = ${carrierOwnerId} and c.situacao = 2
            and c.unidade_negocio_id = ${unidade.matriz} order by c.codigo limit 1`,
    );
    const [esperado] = await rows<{
      id: string;
      valor: string | null;
      nome: string;
      dh: Date | string | null;
    }>(
      sql`select o.id, o.valor_proposto as valor, e.nome, c.dh_coleta as dh from carga_ofertas o
            join empresas e on e.id = o.transportadora_empresa_id join cargas c on c.id = o.carga_id
          where o.carga_id = ${load!.id} and o.situacao in (2, 3)`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/carga-mongo/${load!.id}/entregas`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: esperado!.id,
        cargaId: load!.id,
        cargaCodigo: load!.codigo,
        dhCarga: esperado!.dh ? new Date(esperado!.dh).toISOString() : null,
        valorAcordado: esperado!.valor,
        valorTotalCte: null,
        situacao: 3,
        nomeTransportadora: esperado!.nome,
      },
    ]);
    const doCarrier = await t.app.inject({
      method: 'GET',
      url: `/api/carga-mongo/${load!.id}/entregas`,
      headers: carrier,
    });
    expect(doCarrier.statusCode).toBe(200);
    expect(doCarrier.json()).toEqual(response.json());
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/carga-mongo/${load!.id}/entregas`, headers: trial }))
        .statusCode,
    ).toBe(404);
  });

  it('is empty for a load not hired yet, and a carrier never sees another carrier\u2019s hiring', async () => {
    const [aguardando] = await rows<{ id: string }>(
      sql`select c.id from cargas c where c.owner_id = ${shipperOwnerId} and c.situacao = 1
            and c.unidade_negocio_id = ${unidade.matriz} order by c.codigo limit 1`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/carga-mongo/${aguardando!.id}/entregas`,
      headers: admin,
    });
    expect(response.json()).toEqual([]);
    const [outra] = await rows<{ id: string }>(
      sql`select c.id from cargas c join carga_ofertas o on o.carga_id = c.id and o.situacao = 3
            and o.transportadora_owner_id is null
          where c.owner_id = ${shipperOwnerId} and c.unidade_negocio_id = ${unidade.matriz} limit 1`,
    );
    // Hired from a carrier off the platform: not on Transportadora Demo's board at all.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/carga-mongo/${outra!.id}/entregas`, headers: carrier }))
        .statusCode,
    ).toBe(404);
  });
});
