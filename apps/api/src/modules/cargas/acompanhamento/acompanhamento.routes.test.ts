import { ACOMPANHAMENTO_MESSAGES, MESSAGES, TipoRota } from '@embarca/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import {
  colunasDaCarga,
  historicoDaCarga,
  ofertasDaCarga,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { usarCargasFixture } from '../../../../test/helpers/cargas-fixture';
import { httpDe } from '../../../../test/helpers/http';
import { cargaRotas } from '../../../db/schema/index';

/**
 * The load's follow-up over HTTP on the demo database: registering route events as done (order, dates,
 * delivery, counters on the card, history, live event, conflicts, tenancy, scope) and the deliveries list.
 */

type Headers = Record<string, string>;

const f = usarCargasFixture();
const http = httpDe(() => f.t.app);

/**
 * A load of the demo shipper, not used by an earlier test, with its route reset: at least one stop (one is
 * added before the destination when it has none), nothing done yet, every point planned in the past (1 h
 * apart, the last one 1 h ago).
 */
async function carga(filtro: Omit<demo.FiltroDeCarga, 'ownerId'>) {
  const db = f.t.database.db;
  const row = await f.cargas.nova(filtro);
  let pontos = await rotasDaCarga(db, row.id);
  if (pontos.length < 3) {
    await db
      .update(cargaRotas)
      .set({ ordem: pontos.length + 1 })
      .where(and(eq(cargaRotas.cargaId, row.id), eq(cargaRotas.rota, TipoRota.Destino)));
    await db.insert(cargaRotas).values({
      cargaId: row.id,
      ownerId: f.shipperOwnerId,
      ordem: pontos.length,
      rota: TipoRota.Parada,
      localidade: 'Posto fiscal',
      cidade: 'Registro',
      uf: 'SP',
    });
    pontos = await rotasDaCarga(db, row.id);
  }
  for (const [index, ponto] of pontos.entries()) {
    const horas = pontos.length - index;
    await db
      .update(cargaRotas)
      .set({ dhRealizada: null, dhPrevista: new Date(Date.now() - horas * 3_600_000) })
      .where(eq(cargaRotas.id, ponto.id));
  }
  return row;
}

const pontos = (id: string) => rotasDaCarga(f.t.database.db, id);

const estado = (id: string) =>
  colunasDaCarga(f.t.database.db, id, ['situacao', 'version', 'etapaId', 'dhPreFinalizacao']);

const historico = (id: string) => historicoDaCarga(f.t.database.db, id, 'registrar-evento');

const realizar = (cargaId: string, rotaId: string, headers: Headers, payload: object) =>
  http.patch(`/api/carga-mongo/${cargaId}/rotas/${rotaId}/realizado`, headers, payload);

/** An instant `minutes` ago, ISO. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('PATCH /api/carga-mongo/{id}/rotas/{rotaId}/realizado', () => {
  it('registers the collection: the point, the card counters, version, history and live event', async () => {
    const load = await carga({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const [origem, ...resto] = await pontos(load.id);
    const antes = await estado(load.id);

    const response = await realizar(load.id, origem!.id, f.operador, { dhRealizada: ago(90) });

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
    expect(new Date(depois!.dhRealizada!).getTime()).toBeGreaterThan(Date.now() - 91 * 60_000);
    expect((await estado(load.id)).version).toBe(antes.version + 1);
    const [linha] = await historico(load.id);
    expect(linha?.descricao).toMatch(
      /^Coleta realizada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(.+\), registrada por Rafael Almeida Santos\.$/,
    );
    expect(linha?.dados).toMatchObject({ rotaId: origem!.id, situacaoAnterior: 2, situacao: 2 });
    const [evento] = await f.eventos(load.id);
    expect(evento).toMatchObject({ type: 'CargaPronta', cargaId: load.id, ownerId: f.shipperOwnerId });
  });

  it('refuses a future time, one before the previous point, a skipped point and a done one; nothing changes', async () => {
    const load = await carga({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const [origem, primeiraParada, segunda] = await pontos(load.id);
    expect((await realizar(load.id, origem!.id, f.admin, { dhRealizada: ago(120) })).statusCode).toBe(200);
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
      const response = await realizar(load.id, rotaId, f.admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await estado(load.id)).version).toBe(antes.version);
    expect((await pontos(load.id)).filter((p) => p.dhRealizada !== null)).toHaveLength(1);
  });

  it('delivers the load with the last point: situacao 8, dhPreFinalizacao, the delivered group', async () => {
    const load = await carga({ situacao: 7, unidadeNegocioId: f.unidade.matriz });
    const todos = await pontos(load.id);
    let minutos = 200;
    for (const ponto of todos) {
      minutos -= 10;
      const response = await realizar(load.id, ponto.id, f.admin, { dhRealizada: ago(minutos) });
      expect(response.statusCode).toBe(200);
    }
    const final = await estado(load.id);
    expect(final.situacao).toBe(8);
    expect(final.etapaId).toBeNull();
    expect(new Date(final.dhPreFinalizacao!).getTime()).toBeGreaterThan(
      Date.now() - minutos * 60_000 - 1_000,
    );
    const [ultima] = await historico(load.id);
    expect(ultima?.descricao).toMatch(/^Entrega realizada em .+ Carga entregue\.$/);
    expect(ultima?.dados).toMatchObject({ situacaoAnterior: 7, situacao: 8 });
    // The delivered load now shows in the delivered group with every event done.
    const card = (await http.get(`/api/carga-mongo/${load.id}`, f.admin)).json();
    expect(card).toMatchObject({ situacao: 8, qntEventosRealizados: todos.length, qntEventosPlanejados: 0 });
  });

  it('refuses a load awaiting allocation (400) and a point of another load (404)', async () => {
    const aguardando = await carga({ situacao: 1, unidadeNegocioId: f.unidade.matriz });
    const [ponto] = await pontos(aguardando.id);
    const response = await realizar(aguardando.id, ponto!.id, f.admin, { dhRealizada: ago(5) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACOMPANHAMENTO_MESSAGES.situacaoNaoPermite);

    const outra = await carga({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    expect((await realizar(outra.id, ponto!.id, f.admin, { dhRealizada: ago(5) })).statusCode).toBe(404);
    expect((await pontos(outra.id)).every((p) => p.dhRealizada === null)).toBe(true);
  });

  it('answers 403 to the hired carrier, 404 to another tenant and outside the unit scope', async () => {
    const contratada = await carga({ situacao: [2, 7, 8], contratadaPor: f.carrierOwnerId });
    const [ponto] = await pontos(contratada.id);
    expect((await realizar(contratada.id, ponto!.id, f.carrier, { dhRealizada: ago(5) })).statusCode).toBe(
      403,
    );
    expect((await realizar(contratada.id, ponto!.id, f.trial, { dhRealizada: ago(5) })).statusCode).toBe(404);

    // The operator's units are Matriz and Campinas: a Curitiba load is out of scope.
    const curitiba = await carga({ situacao: [2, 7, 8], unidadeNegocioId: f.unidade.curitiba });
    const [outro] = await pontos(curitiba.id);
    expect((await realizar(curitiba.id, outro!.id, f.operador, { dhRealizada: ago(5) })).statusCode).toBe(
      404,
    );
    expect((await pontos(contratada.id)).every((p) => p.dhRealizada === null)).toBe(true);
    expect((await pontos(curitiba.id)).every((p) => p.dhRealizada === null)).toBe(true);
  });

  it('lets one of two simultaneous registrations of the same point win; the other gets a clear refusal', async () => {
    const load = await carga({ situacao: 2, unidadeNegocioId: f.unidade.matriz });
    const [origem] = await pontos(load.id);
    const respostas = await Promise.all([
      realizar(load.id, origem!.id, f.admin, { dhRealizada: ago(30) }),
      realizar(load.id, origem!.id, f.operador, { dhRealizada: ago(20) }),
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
    const load = await demo.carga(f.t.database.db, {
      ownerId: f.shipperOwnerId,
      contratadaPor: f.carrierOwnerId,
      situacao: 2,
      unidadeNegocioId: f.unidade.matriz,
    });
    const oferta = (await ofertasDaCarga(f.t.database.db, load.id)).find((o) => [2, 3].includes(o.situacao));
    const esperado = {
      id: oferta!.id,
      valor: oferta!.valorProposto,
      nome: (await demo.empresa(f.t.database.db, oferta!.transportadoraEmpresaId)).nome,
      dh: load.dhColeta,
    };
    const response = await http.get(`/api/carga-mongo/${load.id}/entregas`, f.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: esperado.id,
        cargaId: load.id,
        cargaCodigo: load.codigo,
        dhCarga: esperado.dh ? new Date(esperado.dh).toISOString() : null,
        valorAcordado: esperado.valor,
        valorTotalCte: null,
        situacao: 3,
        nomeTransportadora: esperado.nome,
      },
    ]);
    const doCarrier = await http.get(`/api/carga-mongo/${load.id}/entregas`, f.carrier);
    expect(doCarrier.statusCode).toBe(200);
    expect(doCarrier.json()).toEqual(response.json());
    expect((await http.get(`/api/carga-mongo/${load.id}/entregas`, f.trial)).statusCode).toBe(404);
  });

  it('is empty for a load not hired yet, and a carrier never sees another carrier\u2019s hiring', async () => {
    const aguardando = await demo.carga(f.t.database.db, {
      ownerId: f.shipperOwnerId,
      situacao: 1,
      unidadeNegocioId: f.unidade.matriz,
    });
    const response = await http.get(`/api/carga-mongo/${aguardando.id}/entregas`, f.admin);
    expect(response.json()).toEqual([]);
    const outra = await demo.carga(f.t.database.db, {
      ownerId: f.shipperOwnerId,
      contratadaForaDaPlataforma: true,
      unidadeNegocioId: f.unidade.matriz,
    });
    // Hired from a carrier off the platform: not on Transportadora Demo's board at all.
    expect((await http.get(`/api/carga-mongo/${outra.id}/entregas`, f.carrier)).statusCode).toBe(404);
  });
});
