import {
  AcaoResposta,
  ComportamentoOferecimento,
  EtapaOferecimento,
  EtapaOfertaRecebida,
  OFERECIMENTO_MESSAGES,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  TipoOferta,
  TipoProposta,
  type TOferecimentoDaCarga,
  type TOfertaDetalhe,
  type TQuadroOferecimento,
  type TQuadroOfertasRecebidas,
} from '@embarca/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../test/factories/cargas';
import * as demo from '../../../test/factories/demo';
import { type Headers, type SignedIn, signInAs, signInDemo } from '../../../test/factories/sessoes';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../test/helpers/test-app';
import { cargaFreteEsperado, cargaOferecimentos, cargaOfertas, cargas } from '../../db/schema';
import { expirarPrazos } from './cascata';

/**
 * /api/oferecimento (issue 20) on a real database: offering a load (manual restricted/directed, automatic
 * waterfall, freight table), the negotiation thread and its turns, the award through the load's write path
 * (expected freight frozen), the race of two carriers, deadlines, both boards, groups; bad input 400 naming
 * the field with nothing written, another company's ids 404, carriers kept apart, units and company types 403.
 */
const t = usarTestApp();
let admin: SignedIn;
let operador: SignedIn;
let carrier: SignedIn;
let carrierSul: SignedIn;
let trial: SignedIn;
let demoEmpresaId: string;
let sulEmpresaId: string;
let matriz: string;
let curitiba: string;

const BASE = '/api/oferecimento';
const amanha = () => new Date(Date.now() + 86_400_000).toISOString();

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function novaCarga(extra: { unidadeNegocioId?: string; caracteristicaId?: string } = {}) {
  return criarCarga(t.database.db, {
    ownerId: admin.ownerId,
    unidadeNegocioId: extra.unidadeNegocioId ?? matriz,
    peso: '12000',
    valorCarga: '85000',
    ...(extra.caracteristicaId ? { caracteristicaId: extra.caracteristicaId } : {}),
    dhColeta: new Date(Date.now() + 2 * 86_400_000),
    rotas: [
      { cidade: 'São Paulo', uf: 'SP', dhPrevista: new Date(Date.now() + 2 * 86_400_000) },
      { cidade: 'Curitiba', uf: 'PR', dhPrevista: new Date(Date.now() + 3 * 86_400_000) },
    ],
  });
}

const ofertaManual = (ids: string[], extra: Record<string, unknown> = {}) => ({
  comportamento: ComportamentoOferecimento.Manual,
  tipo: TipoOferta.Restrita,
  transportadoraEmpresaIds: ids,
  valorAlvo: '4200.00',
  prazoResposta: amanha(),
  observacao: 'Coleta pela manhã.',
  ...extra,
});

async function contarOfertas(cargaId: string) {
  const [row] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from carga_ofertas where carga_id = ${cargaId}`,
  );
  return row?.n ?? 0;
}

async function ofertaDe(cargaId: string, empresaId: string) {
  const [row] = await t.database.db
    .select()
    .from(cargaOfertas)
    .where(and(eq(cargaOfertas.cargaId, cargaId), eq(cargaOfertas.transportadoraEmpresaId, empresaId)));
  return row!;
}

async function carregar(id: string) {
  const [row] = await t.database.db.select().from(cargas).where(eq(cargas.id, id));
  return row!;
}

const jobsFalsos = () => {
  const enviados: { ofertaId: string; startAfter: unknown }[] = [];
  return {
    enviados,
    send: async (_fila: unknown, data: object, options?: { startAfter?: unknown }) => {
      enviados.push({ ...(data as { ofertaId: string }), startAfter: options?.startAfter });
      return 'job';
    },
  };
};

beforeAll(async () => {
  ({ admin, operador, carrier, trial } = await signInDemo(t.app, 'admin', 'operador', 'carrier', 'trial'));
  carrierSul = await signInAs(t.app, 'admin@expressosul.demo');
  demoEmpresaId = (await demo.empresaDaTransportadora(t.database.db, admin.ownerId, carrier.ownerId)).id;
  sulEmpresaId = (await demo.empresaDaTransportadora(t.database.db, admin.ownerId, carrierSul.ownerId)).id;
  matriz = admin.unidade('Matriz São Paulo');
  curitiba = admin.unidade('CD Curitiba');
});

describe('manual offering and the negotiation', () => {
  it('offers a load restricted to two carriers; each sees only its own offer; the counter-proposal is accepted', async () => {
    const carga = await novaCarga();
    const oferecida = await call(
      'POST',
      `/cargas/${carga.id}/oferecer`,
      admin.headers,
      ofertaManual([demoEmpresaId, sulEmpresaId]),
    );
    expect(oferecida.statusCode, oferecida.body).toBe(201);
    const corpo = oferecida.json<{ message: string; oferecimento: TOferecimentoDaCarga }>();
    expect(corpo.message).toBe(OFERECIMENTO_MESSAGES.ofertada);
    expect(corpo.oferecimento.etapa).toBe(EtapaOferecimento.Ofertada);
    expect(
      corpo.oferecimento.ofertas.map((o) => [o.transportadora.empresaId, o.situacao, o.valorAlvo, o.vez]),
    ).toEqual(
      expect.arrayContaining([
        [demoEmpresaId, SituacaoOfertaCarga.Ofertada, '4200.00', 'transportadora'],
        [sulEmpresaId, SituacaoOfertaCarga.Ofertada, '4200.00', 'transportadora'],
      ]),
    );

    // Both carriers have it on their board; neither reaches the other's offer.
    const daDemo = await ofertaDe(carga.id, demoEmpresaId);
    const daSul = await ofertaDe(carga.id, sulEmpresaId);
    const quadro = (
      await call('GET', '/quadro/transportadora', carrier.bearer)
    ).json<TQuadroOfertasRecebidas>();
    const recebidas = quadro.colunas.find((c) => c.etapa === EtapaOfertaRecebida.Recebidas)!;
    expect(recebidas.cards.map((c) => c.ofertaId)).toContain(daDemo.id);
    expect(quadro.colunas.flatMap((c) => c.cards.map((x) => x.ofertaId))).not.toContain(daSul.id);
    expect((await call('GET', `/ofertas/${daSul.id}`, carrier.bearer)).statusCode).toBe(404);
    expect(
      (await call('POST', `/ofertas/${daSul.id}/responder`, carrier.bearer, { acao: 'aceitar' })).statusCode,
    ).toBe(404);

    // The carrier counter-proposes: the shipper's turn; a second answer out of turn is 409.
    const contra = await call('POST', `/ofertas/${daDemo.id}/responder`, carrier.bearer, {
      acao: AcaoResposta.Contrapropor,
      valor: '4650,00',
      comentario: 'Pedágio alto na Régis.',
    });
    expect(contra.statusCode, contra.body).toBe(200);
    expect(contra.json<{ oferta: TOfertaDetalhe }>().oferta).toMatchObject({
      situacao: SituacaoOfertaCarga.Contraproposta,
      valorProposto: '4650.00',
      vez: 'embarcador',
    });
    const foraDaVez = await call('POST', `/ofertas/${daDemo.id}/responder`, carrier.bearer, {
      acao: AcaoResposta.Contrapropor,
      valor: '4600',
    });
    expect(foraDaVez.statusCode).toBe(409);
    expect(foraDaVez.json().message).toBe(OFERECIMENTO_MESSAGES.foraDaVez);
    const naNegociacao = (await call('GET', '/quadro/embarcador', admin.headers)).json<TQuadroOferecimento>();
    expect(
      naNegociacao.colunas
        .find((c) => c.etapa === EtapaOferecimento.EmNegociacao)!
        .cards.map((c) => c.carga.id),
    ).toContain(carga.id);

    // The shipper accepts: the hiring through the load's write path, the other offer closed, the price frozen.
    const aceite = await call('POST', `/ofertas/${daDemo.id}/responder`, admin.headers, {
      acao: AcaoResposta.Aceitar,
    });
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect(aceite.json().message).toBe(OFERECIMENTO_MESSAGES.contratada);
    const contratada = await carregar(carga.id);
    expect(contratada).toMatchObject({
      contratacaoId: daDemo.id,
      transportadoraEmpresaId: demoEmpresaId,
      contratacaoOwnerId: carrier.ownerId,
      valorFrete: '4650.00',
      version: carga.version + 1,
    });
    expect((await ofertaDe(carga.id, sulEmpresaId)).situacao).toBe(SituacaoOfertaCarga.Cancelada);
    const [frete] = await t.database.db
      .select()
      .from(cargaFreteEsperado)
      .where(eq(cargaFreteEsperado.cargaId, carga.id));
    expect(frete?.contratacaoId).toBe(daDemo.id);
    const thread = aceite.json<{ oferta: TOfertaDetalhe }>().oferta.propostas.map((p) => p.tipo);
    expect(thread).toEqual([
      TipoProposta.Oferta,
      TipoProposta.Contraproposta,
      TipoProposta.Aceite,
      TipoProposta.Contratacao,
    ]);

    // Both carriers heard of it on the offering channel; the winner sees it won.
    const avisos = await sqlRows<{ owner_id: string; title: string }>(
      t.database.db,
      sql`select owner_id, title from notificacoes where channel_type = 'CARGA_OFERECIMENTO' and event_id = ${carga.id}`,
    );
    expect(avisos.map((a) => a.owner_id)).toEqual(
      expect.arrayContaining([carrier.ownerId, carrierSul.ownerId, admin.ownerId]),
    );
    const ganhas = (
      await call('GET', '/quadro/transportadora', carrier.bearer)
    ).json<TQuadroOfertasRecebidas>();
    expect(
      ganhas.colunas.find((c) => c.etapa === EtapaOfertaRecebida.Ganhas)!.cards.map((c) => c.ofertaId),
    ).toContain(daDemo.id);
    const doEmbarcador = (await call('GET', '/quadro/embarcador', admin.headers)).json<TQuadroOferecimento>();
    expect(
      doEmbarcador.colunas
        .find((c) => c.etapa === EtapaOferecimento.Contratada)!
        .cards.map((c) => c.carga.id),
    ).toContain(carga.id);

    // An awarded load is no longer offerable, nor answerable.
    const denovo = await call(
      'POST',
      `/cargas/${carga.id}/oferecer`,
      admin.headers,
      ofertaManual([sulEmpresaId]),
    );
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe(OFERECIMENTO_MESSAGES.cargaJaContratada);
    const tarde = await call('POST', `/ofertas/${daSul.id}/responder`, carrierSul.bearer, {
      acao: 'aceitar',
    });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(OFERECIMENTO_MESSAGES.cargaContratadaPorOutra);
  });

  it('awards exactly once when two carriers accept at the same instant', async () => {
    const carga = await novaCarga();
    expect(
      (
        await call(
          'POST',
          `/cargas/${carga.id}/oferecer`,
          admin.headers,
          ofertaManual([demoEmpresaId, sulEmpresaId]),
        )
      ).statusCode,
    ).toBe(201);
    const a = await ofertaDe(carga.id, demoEmpresaId);
    const b = await ofertaDe(carga.id, sulEmpresaId);
    const respostas = await Promise.all([
      call('POST', `/ofertas/${a.id}/responder`, carrier.bearer, { acao: 'aceitar' }),
      call('POST', `/ofertas/${b.id}/responder`, carrierSul.bearer, { acao: 'aceitar' }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(respostas.find((r) => r.statusCode === 409)!.json().message).toBe(
      OFERECIMENTO_MESSAGES.cargaContratadaPorOutra,
    );
    const contratadas = (
      await t.database.db.select().from(cargaOfertas).where(eq(cargaOfertas.cargaId, carga.id))
    ).filter((o) => o.situacao === SituacaoOfertaCarga.Contratada);
    expect(contratadas).toHaveLength(1);
    expect((await carregar(carga.id)).contratacaoId).toBe(contratadas[0]!.id);
  });

  it('lets the carrier decline with a reason and the shipper withdraw an offer', async () => {
    const carga = await novaCarga();
    await call(
      'POST',
      `/cargas/${carga.id}/oferecer`,
      admin.headers,
      ofertaManual([demoEmpresaId, sulEmpresaId]),
    );
    const a = await ofertaDe(carga.id, demoEmpresaId);
    const b = await ofertaDe(carga.id, sulEmpresaId);
    const semMotivo = await call('POST', `/ofertas/${a.id}/responder`, carrier.bearer, { acao: 'recusar' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().message).toContain(OFERECIMENTO_MESSAGES.motivoObrigatorio);
    const recusa = await call('POST', `/ofertas/${a.id}/responder`, carrier.bearer, {
      acao: 'recusar',
      comentario: 'Sem veículo.',
    });
    expect(recusa.statusCode).toBe(200);
    expect((await ofertaDe(carga.id, demoEmpresaId)).motivoRecusa).toBe('Sem veículo.');
    const cancelada = await call('POST', `/ofertas/${b.id}/cancelar`, admin.headers, {
      comentario: 'Mudou o plano.',
    });
    expect(cancelada.statusCode).toBe(200);
    expect((await ofertaDe(carga.id, sulEmpresaId)).situacao).toBe(SituacaoOfertaCarga.Cancelada);
    // The carrier may not withdraw on the shipper's behalf; a closed offer takes no answer.
    expect((await call('POST', `/ofertas/${b.id}/cancelar`, carrierSul.bearer, {})).statusCode).toBe(403);
    const fechada = await call('POST', `/ofertas/${b.id}/responder`, carrierSul.bearer, { acao: 'aceitar' });
    expect(fechada.statusCode).toBe(409);
    expect(fechada.json().message).toBe(OFERECIMENTO_MESSAGES.ofertaEncerrada);
    const quadro = (await call('GET', '/quadro/embarcador', admin.headers)).json<TQuadroOferecimento>();
    expect(
      quadro.colunas.find((c) => c.etapa === EtapaOferecimento.Encerrada)!.cards.map((c) => c.carga.id),
    ).toContain(carga.id);
    // Offered again to a carrier that declined: the row re-opens with a fresh thread entry.
    const reoferta = await call(
      'POST',
      `/cargas/${carga.id}/oferecer`,
      admin.headers,
      ofertaManual([demoEmpresaId]),
    );
    expect(reoferta.statusCode, reoferta.body).toBe(201);
    expect((await ofertaDe(carga.id, demoEmpresaId)).situacao).toBe(SituacaoOfertaCarga.Ofertada);
  });
});

describe('the shipper board', () => {
  it('finds a load by code or city and filters by carrier, keeping each column total', async () => {
    const carga = await novaCarga();
    await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, ofertaManual([sulEmpresaId]));
    const ids = (quadro: TQuadroOferecimento) =>
      quadro.colunas.flatMap((c) => c.cards.map((x) => x.carga.id));
    const porCodigo = (
      await call('GET', `/quadro/embarcador?busca=${carga.codigo}`, admin.headers)
    ).json<TQuadroOferecimento>();
    expect(ids(porCodigo)).toContain(carga.id);
    expect(porCodigo.colunas.reduce((soma, c) => soma + c.total, 0)).toBeLessThan(10);
    const porCidade = (
      await call('GET', '/quadro/embarcador?busca=curitiba&limite=500', admin.headers)
    ).json<TQuadroOferecimento>();
    expect(ids(porCidade)).toContain(carga.id);
    const daSul = (
      await call(
        'GET',
        `/quadro/embarcador?transportadoraEmpresaId=${sulEmpresaId}&limite=500`,
        admin.headers,
      )
    ).json<TQuadroOferecimento>();
    expect(ids(daSul)).toContain(carga.id);
    expect(daSul.colunas.find((c) => c.etapa === EtapaOferecimento.AOfertar)!.total).toBe(0);
    const card = daSul.colunas.flatMap((c) => c.cards).find((c) => c.carga.id === carga.id)!;
    expect(card).toMatchObject({
      etapa: EtapaOferecimento.Ofertada,
      qntOfertas: 1,
      comportamento: ComportamentoOferecimento.Manual,
    });
    expect(card.prazoMaisProximo).not.toBeNull();
    const pequeno = (
      await call('GET', '/quadro/embarcador?limite=1', admin.headers)
    ).json<TQuadroOferecimento>();
    expect(pequeno.colunas.every((c) => c.cards.length <= 1)).toBe(true);
  });
});

describe('after the award', () => {
  it('keeps the awarded expected freight when the load is then allocated to the same carrier', async () => {
    const db = t.database.db;
    const carga = await criarCarga(db, {
      ownerId: admin.ownerId,
      unidadeNegocioId: matriz,
      peso: '12000',
      dhColeta: new Date(Date.now() + 600 * 86_400_000),
      dhEntrega: new Date(Date.now() + 602 * 86_400_000),
      rotas: [
        { cidade: 'São Paulo', uf: 'SP' },
        { cidade: 'Curitiba', uf: 'PR' },
      ],
    });
    await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, ofertaManual([demoEmpresaId]));
    const oferta = await ofertaDe(carga.id, demoEmpresaId);
    expect(
      (await call('POST', `/ofertas/${oferta.id}/responder`, carrier.bearer, { acao: 'aceitar' })).statusCode,
    ).toBe(200);
    const [congelado] = await db
      .select()
      .from(cargaFreteEsperado)
      .where(eq(cargaFreteEsperado.cargaId, carga.id));
    expect(congelado).toBeDefined();
    const veiculo = (await demo.veiculosAtivos(db, admin.ownerId)).find((v) => v.tipoEquipamento === null)!;
    const motorista = (await demo.motoristasAtivos(db, admin.ownerId))[2]!;
    const alocada = await t.app.inject({
      method: 'POST',
      url: `/api/carga-mongo/${carga.id}/alocar`,
      headers: admin.naUnidade(matriz),
      payload: {
        tipoAlocacao: 2,
        transportadoraEmpresaId: demoEmpresaId,
        veiculoId: veiculo.id,
        motoristaId: motorista.id,
        equipamentos: [],
      },
    });
    expect(alocada.statusCode, alocada.body).toBe(200);
    const [depois] = await db
      .select()
      .from(cargaFreteEsperado)
      .where(eq(cargaFreteEsperado.cargaId, carga.id));
    expect(depois).toMatchObject({
      createdAt: congelado!.createdAt,
      total: congelado!.total,
      contratacaoId: oferta.id,
    });
    expect(await carregar(carga.id)).toMatchObject({
      contratacaoId: oferta.id,
      situacao: 2,
      valorFrete: '4200.00',
    });
  });
});

describe('bad input changes nothing', () => {
  it('names the field of a bad offer and writes nothing', async () => {
    const carga = await novaCarga();
    const casos: [Record<string, unknown>, string][] = [
      [ofertaManual([demoEmpresaId], { valorAlvo: 0 }), 'Valor deve ser maior que zero!'],
      [
        ofertaManual([demoEmpresaId], { prazoResposta: '2020-01-01T00:00:00Z' }),
        OFERECIMENTO_MESSAGES.prazoNoPassado,
      ],
      [ofertaManual([]), OFERECIMENTO_MESSAGES.transportadorasObrigatorias],
      [
        ofertaManual([demoEmpresaId, sulEmpresaId], { tipo: TipoOferta.Direcionada }),
        OFERECIMENTO_MESSAGES.direcionadaUmaTransportadora,
      ],
      [ofertaManual(['00000000-0000-4000-8000-000000000001']), OFERECIMENTO_MESSAGES.transportadoraInvalida],
    ];
    for (const [corpo, mensagem] of casos) {
      const resposta = await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, corpo);
      expect(resposta.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(resposta.json().message).toContain(mensagem);
    }
    const [foraDaPlataforma] = await demo.transportadorasForaDaPlataforma(t.database.db, admin.ownerId);
    const fora = await call(
      'POST',
      `/cargas/${carga.id}/oferecer`,
      admin.headers,
      ofertaManual([foraDaPlataforma!.id]),
    );
    expect(fora.statusCode).toBe(400);
    expect(fora.json().message).toBe(
      OFERECIMENTO_MESSAGES.transportadoraForaDaPlataforma(foraDaPlataforma!.nome),
    );
    expect(await contarOfertas(carga.id)).toBe(0);
  });

  it('refuses a counter-proposal ≤ 0 and one after the deadline, writing nothing', async () => {
    const carga = await novaCarga();
    await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, ofertaManual([demoEmpresaId]));
    const oferta = await ofertaDe(carga.id, demoEmpresaId);
    const zero = await call('POST', `/ofertas/${oferta.id}/responder`, carrier.bearer, {
      acao: 'contrapropor',
      valor: '0',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Valor deve ser maior que zero!');
    await t.database.db
      .update(cargaOfertas)
      .set({ prazoResposta: new Date(Date.now() - 1000) })
      .where(eq(cargaOfertas.id, oferta.id));
    const vencida = await call('POST', `/ofertas/${oferta.id}/responder`, carrier.bearer, {
      acao: 'contrapropor',
      valor: '5000',
    });
    expect(vencida.statusCode).toBe(409);
    expect(vencida.json().message).toBe(OFERECIMENTO_MESSAGES.prazoEncerrado);
    expect(await ofertaDe(carga.id, demoEmpresaId)).toMatchObject({
      situacao: SituacaoOfertaCarga.Ofertada,
      valorProposto: null,
    });
  });

  it('refuses to offer a load that is cancelled or in a lot', async () => {
    const cancelada = await criarCarga(t.database.db, {
      ownerId: admin.ownerId,
      unidadeNegocioId: matriz,
      situacao: 5,
    });
    const resposta = await call(
      'POST',
      `/cargas/${cancelada.id}/oferecer`,
      admin.headers,
      ofertaManual([demoEmpresaId]),
    );
    expect(resposta.statusCode).toBe(409);
    expect(resposta.json().message).toBe(OFERECIMENTO_MESSAGES.cargaNaoOfertavel);
  });
});

describe('who may do what', () => {
  it('answers 404 for another company ids and 403 to carriers and outside the units', async () => {
    const carga = await novaCarga();
    const alheia = await criarCarga(t.database.db, {
      ownerId: trial.ownerId,
      unidadeNegocioId: trial.units[0]!.id,
    });
    expect((await call('GET', `/cargas/${alheia.id}`, admin.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/cargas/${alheia.id}/oferecer`, admin.headers, ofertaManual([demoEmpresaId])))
        .statusCode,
    ).toBe(404);
    // A carrier company does not use the shipper's side; a shipper does not have the carrier board.
    expect((await call('GET', `/cargas/${carga.id}`, carrier.headers)).statusCode).toBe(403);
    expect((await call('GET', '/quadro/embarcador', carrier.headers)).statusCode).toBe(403);
    expect((await call('GET', '/quadro/transportadora', admin.headers)).statusCode).toBe(403);
    // The operador has Matriz and Campinas, not Curitiba.
    const emCuritiba = await novaCarga({ unidadeNegocioId: curitiba });
    const fora = await call(
      'POST',
      `/cargas/${emCuritiba.id}/oferecer`,
      operador.headers,
      ofertaManual([demoEmpresaId]),
    );
    expect([403, 404]).toContain(fora.statusCode);
    expect(await contarOfertas(emCuritiba.id)).toBe(0);
    // Another shipper does not reach the offer.
    await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, ofertaManual([demoEmpresaId]));
    const oferta = await ofertaDe(carga.id, demoEmpresaId);
    expect((await call('GET', `/ofertas/${oferta.id}`, trial.headers)).statusCode).toBe(404);
    expect((await call('GET', `/ofertas/${oferta.id}`, admin.headers)).statusCode).toBe(200);
  });
});

describe('the automatic waterfall and the deadlines', () => {
  it('walks the ranked carriers one at a time: next on decline, on time-out, and ends after the rounds', async () => {
    const carga = await novaCarga();
    const inicio = await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, {
      comportamento: ComportamentoOferecimento.Automatico,
      transportadoraEmpresaIds: [demoEmpresaId, sulEmpresaId],
      valorAlvo: '3900',
      prazoMinutos: 30,
      maxRodadas: 2,
    });
    expect(inicio.statusCode, inicio.body).toBe(201);
    const corpo = inicio.json<{ oferecimento: TOferecimentoDaCarga }>().oferecimento;
    expect(corpo.oferecimento).toMatchObject({
      comportamento: ComportamentoOferecimento.Automatico,
      rodadaAtual: 1,
      maxRodadas: 2,
    });
    expect(corpo.ofertas).toHaveLength(1);
    const primeira = corpo.ofertas[0]!;
    expect(primeira.rodada).toBe(1);
    // The order given is the waterfall's order.
    expect(corpo.oferecimento?.ordem.map((t) => t.empresaId)).toEqual([demoEmpresaId, sulEmpresaId]);
    expect(primeira.transportadora.empresaId).toBe(demoEmpresaId);
    const segundaEmpresa = primeira.transportadora.empresaId === demoEmpresaId ? sulEmpresaId : demoEmpresaId;
    const quem = (empresaId: string) => (empresaId === demoEmpresaId ? carrier : carrierSul);
    // A manual offer while the waterfall runs is refused.
    const paralela = await call(
      'POST',
      `/cargas/${carga.id}/oferecer`,
      admin.headers,
      ofertaManual([segundaEmpresa]),
    );
    expect(paralela.statusCode).toBe(409);

    const recusa = await call(
      'POST',
      `/ofertas/${primeira.id}/responder`,
      quem(primeira.transportadora.empresaId).bearer,
      {
        acao: 'recusar',
        comentario: 'Sem cavalo disponível.',
      },
    );
    expect(recusa.statusCode, recusa.body).toBe(200);
    const segunda = await ofertaDe(carga.id, segundaEmpresa);
    expect(segunda).toMatchObject({ situacao: SituacaoOfertaCarga.Ofertada, rodada: 2 });
    expect(segunda.prazoResposta!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    // The second lets the deadline pass: the sweep expires it and, with the rounds spent, ends the tender.
    await t.database.db
      .update(cargaOfertas)
      .set({ prazoResposta: new Date(Date.now() - 1000) })
      .where(eq(cargaOfertas.id, segunda.id));
    const jobs = jobsFalsos();
    const varrida = await expirarPrazos(t.database.db, jobs, {});
    expect(varrida.expiradas).toBeGreaterThanOrEqual(1);
    expect((await ofertaDe(carga.id, segundaEmpresa)).situacao).toBe(SituacaoOfertaCarga.Expirada);
    const [tender] = await t.database.db
      .select()
      .from(cargaOferecimentos)
      .where(eq(cargaOferecimentos.cargaId, carga.id));
    expect(tender).toMatchObject({ situacao: SituacaoOferecimento.Encerrado, rodadaAtual: 2 });
    // Swept again (a job delivered twice): nothing more happens.
    expect((await expirarPrazos(t.database.db, jobs, { ofertaId: segunda.id })).expiradas).toBe(0);
    expect(await contarOfertas(carga.id)).toBe(2);
    expect(jobs.enviados).toHaveLength(0);
  });

  it('stops the waterfall or hands it over to the operator', async () => {
    const carga = await novaCarga();
    await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, {
      comportamento: ComportamentoOferecimento.Automatico,
      transportadoraEmpresaIds: [demoEmpresaId, sulEmpresaId],
      valorAlvo: '3900',
      prazoMinutos: 30,
    });
    expect((await call('POST', `/cargas/${carga.id}/assumir`, admin.headers)).statusCode).toBe(200);
    const assumido = (await call('GET', `/cargas/${carga.id}`, admin.headers)).json<TOferecimentoDaCarga>();
    expect(assumido.oferecimento).toMatchObject({
      comportamento: ComportamentoOferecimento.Manual,
      situacao: SituacaoOferecimento.EmAndamento,
    });
    expect(assumido.ofertas.filter((o) => o.situacao === SituacaoOfertaCarga.Ofertada)).toHaveLength(1);
    const semCascata = await call('POST', `/cargas/${carga.id}/interromper`, admin.headers);
    expect(semCascata.statusCode).toBe(409);
    expect(semCascata.json().message).toBe(OFERECIMENTO_MESSAGES.semCascata);

    const outra = await novaCarga();
    await call('POST', `/cargas/${outra.id}/oferecer`, admin.headers, {
      comportamento: ComportamentoOferecimento.Automatico,
      transportadoraEmpresaIds: [demoEmpresaId, sulEmpresaId],
      valorAlvo: '3900',
      prazoMinutos: 30,
    });
    expect((await call('POST', `/cargas/${outra.id}/interromper`, admin.headers)).statusCode).toBe(200);
    const parado = (await call('GET', `/cargas/${outra.id}`, admin.headers)).json<TOferecimentoDaCarga>();
    expect(parado.oferecimento?.situacao).toBe(SituacaoOferecimento.Interrompido);
    expect(parado.ofertas.every((o) => o.situacao === SituacaoOfertaCarga.Cancelada)).toBe(true);
  });

  it('queues the deadline job with the offer, in its transaction', async () => {
    const carga = await novaCarga();
    await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, ofertaManual([sulEmpresaId]));
    const oferta = await ofertaDe(carga.id, sulEmpresaId);
    const [job] = await sqlRows<{ data: { ofertaId: string }; start_after: Date }>(
      t.database.db,
      sql`select data, start_after from pgboss.job where name = 'oferecimento.prazo' and data->>'ofertaId' = ${oferta.id}`,
    );
    expect(job?.data.ofertaId).toBe(oferta.id);
    expect(new Date(job!.start_after).getTime()).toBe(oferta.prazoResposta!.getTime());
  });
});

describe('freight-table offering and groups', () => {
  it('awards at once to the cheapest valid table carrier, freezing the price', async () => {
    const carga = await novaCarga();
    const sugestao = await call('GET', `/cargas/${carga.id}/sugestao`, admin.headers);
    expect(sugestao.statusCode, sugestao.body).toBe(200);
    const valor = sugestao.json().valorAlvo as string;
    expect(Number(valor)).toBeGreaterThan(0);
    const resposta = await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, {
      comportamento: ComportamentoOferecimento.TabelaFrete,
    });
    expect(resposta.statusCode, resposta.body).toBe(201);
    expect(resposta.json().message).toBe(OFERECIMENTO_MESSAGES.contratadaPelaTabela);
    const contratada = await carregar(carga.id);
    expect(contratada.contratacaoId).not.toBeNull();
    expect(contratada.valorFrete).toBe(valor);
    const [frete] = await t.database.db
      .select()
      .from(cargaFreteEsperado)
      .where(eq(cargaFreteEsperado.cargaId, carga.id));
    expect(frete?.total).toBe(valor);
  });

  it('keeps groups per company and offers to a group', async () => {
    const criado = await call('POST', '/grupos', admin.headers, {
      nome: 'Sul e Sudeste',
      transportadoraEmpresaIds: [demoEmpresaId, sulEmpresaId],
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const grupo = criado.json<{ id: string }>();
    expect(
      (
        await call('POST', '/grupos', admin.headers, {
          nome: 'sul e sudeste',
          transportadoraEmpresaIds: [demoEmpresaId],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/grupos', admin.headers, { nome: 'Vazio', transportadoraEmpresaIds: [] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/grupos/${grupo.id}`, trial.headers, {
          nome: 'X',
          transportadoraEmpresaIds: [demoEmpresaId],
        })
      ).statusCode,
    ).toBe(404);
    const carga = await novaCarga();
    const oferta = await call('POST', `/cargas/${carga.id}/oferecer`, admin.headers, {
      ...ofertaManual([]),
      grupoId: grupo.id,
    });
    expect(oferta.statusCode, oferta.body).toBe(201);
    expect(await contarOfertas(carga.id)).toBe(2);
    expect((await call('DELETE', `/grupos/${grupo.id}`, admin.headers)).statusCode).toBe(200);
  });
});
