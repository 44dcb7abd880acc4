import { randomUUID } from 'node:crypto';
import {
  diaEmSaoPaulo,
  pontuacaoDoRanking,
  RANKING_MESSAGES,
  SituacaoCarga,
  SituacaoOfertaCarga,
  somarDias,
  TipoEmpresa,
  type TRankingResponse,
  type TRankingTransportadora,
  ZRankingResponse,
} from '@embarca/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCarga, criarOcorrencia, type OfertaDaCarga } from '../../../../test/factories/cargas';
import { criarEmpresa } from '../../../../test/factories/empresas';
import { DEMO, type SignedIn, signInAs } from '../../../../test/factories/sessoes';
import { negarModulos } from '../../../../test/helpers/carga-registros';
import { usarTestApp } from '../../../../test/helpers/test-app';
import { cargaFreteEsperado, tabelasFrete } from '../../../db/schema';
import { readXlsxSheets } from '../../../lib/planilha';
import { VINCULO } from '../../../seed/demo-catalog';
import { rankingRoutes } from './ranking.routes';
import { createRankingService, ordemDoRanking } from './ranking.service';

/**
 * /api/oferecimento/ranking (issue 20) on a real database: the figures of each carrier from its offers and
 * hired loads with their bases, 'sem dados' below the minimum base, the score's order, the business-unit
 * scope, the spreadsheet, the waterfall's order, 400 naming the field, 403 for a carrier company, and one
 * shipper never seeing another's offers.
 */
const t = usarTestApp();
const URL = '/api/oferecimento/ranking';
const { Contratada, Recusada, Expirada, Cancelada, Ofertada } = SituacaoOfertaCarga;

let admin: SignedIn;
let trial: SignedIn;
let carrier: SignedIn;
let unidade1: string;
let unidade2: string;
let tabelaId: string;
const ids = { a: '', b: '', c: '', outra: '' };

/** 2025-02-10 12:00 in São Paulo, plus minutes. */
const BASE = new Date('2025-02-10T15:00:00Z');
const em = (minutos: number) => new Date(BASE.getTime() + minutos * 60_000);
const PERIODO = 'inicio=2025-02-01&fim=2025-02-28';

async function transportadora(ownerId: string, nome: string) {
  const empresa = await criarEmpresa(t.database.db, {
    ownerId,
    nome,
    tipo: TipoEmpresa.Transportadora,
    tipoVinculo: VINCULO.Transportadora,
  });
  return empresa.id;
}

const oferta = (
  transportadoraEmpresaId: string,
  situacao: number,
  respostaMin: number | null,
  extra: Partial<OfertaDaCarga> = {},
): OfertaDaCarga => ({
  transportadoraEmpresaId,
  situacao,
  ofertadaEm: BASE,
  respondidaEm: respostaMin === null ? null : em(respostaMin),
  ...extra,
});

/** A load of the owner offered to these carriers (no hiring). */
async function cargaOfertada(ownerId: string, unidadeNegocioId: string, ofertas: OfertaDaCarga[]) {
  return criarCarga(t.database.db, { ownerId, unidadeNegocioId, dhColeta: BASE, ofertas });
}

/** A load hired from carrier A through its offer, with route times, expected freight and floor. */
async function cargaContratada(input: {
  valor: string;
  tabela: string;
  piso: string;
  coletaAtrasoMin: number;
  entregaAtrasoMin: number;
  respostaMin: number;
}) {
  const carga = await criarCarga(t.database.db, {
    ownerId: admin.ownerId,
    unidadeNegocioId: unidade1,
    situacao: SituacaoCarga.EmAndamento,
    transportadoraEmpresaId: ids.a,
    dhColeta: BASE,
    valorFrete: input.valor,
    rotas: [
      { cidade: 'São Paulo', uf: 'SP', dhPrevista: BASE, dhRealizada: em(input.coletaAtrasoMin) },
      { cidade: 'Curitiba', uf: 'PR', dhPrevista: em(600), dhRealizada: em(600 + input.entregaAtrasoMin) },
    ],
    ofertas: [
      oferta(ids.a, Contratada, input.respostaMin, {
        valorProposto: input.valor,
        contratadaEm: em(input.respostaMin),
      }),
    ],
  });
  await t.database.db.insert(cargaFreteEsperado).values({
    cargaId: carga.id,
    ownerId: admin.ownerId,
    contratacaoId: carga.contratacaoId,
    tabelaId,
    total: input.tabela,
    preco: { total: input.tabela, piso: { valor: input.piso } },
  });
  return carga;
}

async function ranking(quem: SignedIn, query = PERIODO, headers = quem.headers) {
  const response = await t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TRankingResponse>();
  expect(ZRankingResponse.safeParse(body).success).toBe(true);
  return body;
}

const item = (body: TRankingResponse, id: string) => body.itens.find((i) => i.transportadoraEmpresaId === id);
const deA = (body: TRankingResponse) => item(body, ids.a) as TRankingTransportadora;

beforeAll(async () => {
  // The plugin is the lead's to register in oferecimento.module.ts; until then the test adds it itself.
  if (!t.app.hasRoute({ method: 'GET', url: URL })) {
    await t.app.register(rankingRoutes, {
      prefix: '/api/oferecimento',
      ranking: createRankingService({ db: t.database.db }),
    });
  }
  [admin, trial, carrier] = await Promise.all([
    signInAs(t.app, DEMO.admin),
    signInAs(t.app, DEMO.trial),
    signInAs(t.app, DEMO.carrier),
  ]);
  unidade1 = admin.units[0]!.id;
  unidade2 = admin.units[1]!.id;
  const [tabela] = await t.database.db
    .insert(tabelasFrete)
    .values({
      ownerId: admin.ownerId,
      familiaId: randomUUID(),
      nome: 'Tabela do ranking',
      modalidade: 1,
      tipoTarifa: 5,
      vigenciaInicio: '2025-01-01',
    })
    .returning();
  tabelaId = tabela!.id;
  ids.a = await transportadora(admin.ownerId, 'Ranking A Transportes');
  ids.b = await transportadora(admin.ownerId, 'Ranking B Transportes');
  ids.c = await transportadora(admin.ownerId, 'Ranking C Transportes');
  ids.outra = await transportadora(trial.ownerId, 'Ranking Outra Transportes');

  // A: three hirings (10, 20 and 30 min to answer), a refusal (60 min), an expiry, a cancellation.
  const hirings = [
    { valor: '1100.00', tabela: '1000.00', piso: '1050.00', coletaAtrasoMin: 60, entregaAtrasoMin: 300 },
    { valor: '900.00', tabela: '1000.00', piso: '950.00', coletaAtrasoMin: 0, entregaAtrasoMin: 0 },
    { valor: '1000.00', tabela: '1000.00', piso: '1000.00', coletaAtrasoMin: 120, entregaAtrasoMin: 90 },
  ];
  const contratadas = [];
  for (const [index, hiring] of hirings.entries()) {
    contratadas.push(await cargaContratada({ ...hiring, respostaMin: (index + 1) * 10 }));
  }
  await criarOcorrencia(t.database.db, {
    ownerId: admin.ownerId,
    carga: contratadas[0]!,
    descricao: 'Avaria',
  });
  await criarOcorrencia(t.database.db, {
    ownerId: admin.ownerId,
    carga: contratadas[0]!,
    descricao: 'Atraso',
  });
  await criarOcorrencia(t.database.db, {
    ownerId: admin.ownerId,
    carga: contratadas[1]!,
    descricao: 'Cancelada',
    situacao: 99,
  });
  // Loads offered to several carriers: B answers twice (too few to judge), C refuses three times in 5 min.
  await cargaOfertada(admin.ownerId, unidade1, [
    oferta(ids.a, Recusada, 60),
    oferta(ids.b, Contratada, 5),
    oferta(ids.c, Recusada, 5),
  ]);
  await cargaOfertada(admin.ownerId, unidade1, [
    oferta(ids.a, Expirada, null),
    oferta(ids.b, Contratada, 5),
    oferta(ids.c, Recusada, 5),
  ]);
  await cargaOfertada(admin.ownerId, unidade1, [oferta(ids.a, Cancelada, null), oferta(ids.c, Recusada, 5)]);
  // Another unit: A has one pending offer there.
  await cargaOfertada(admin.ownerId, unidade2, [oferta(ids.a, Ofertada, null)]);
  // Out of the period: ignored.
  await cargaOfertada(admin.ownerId, unidade1, [
    oferta(ids.c, Contratada, 5, { ofertadaEm: new Date('2025-03-01T03:00:00Z') }),
  ]);
  // Another shipper's offers to its own carrier.
  const trialUnidade = trial.units[0]!.id;
  for (let i = 0; i < 3; i += 1) {
    await cargaOfertada(trial.ownerId, trialUnidade, [oferta(ids.outra, Contratada, 1)]);
  }
});

describe('GET /api/oferecimento/ranking', () => {
  it('gives each carrier its figures with their bases', async () => {
    const body = await ranking(admin);
    expect(body).toMatchObject({
      inicio: '2025-02-01',
      fim: '2025-02-28',
      baseMinima: 3,
      toleranciaMinutos: 120,
    });
    const a = deA(body);
    expect(a).toMatchObject({
      nome: 'Ranking A Transportes',
      ativa: true,
      naPlataforma: false,
      ofertasRecebidas: 7,
      cargasContratadas: 3,
      valorContratado: '3000.00',
      // 3 hired of 5 answered or expired (the cancellation and the pending offer left out).
      taxaAceite: { valor: 60, base: 5 },
      // 10, 20, 30 and 60 minutes.
      tempoRespostaMinutos: { valor: 25, base: 4 },
      // +10 %, −10 %, 0 %.
      precoVsTabela: { valor: 0, base: 3 },
      // 900 under the floor of 950; 1000 at its floor of 1000 is not under it.
      abaixoDoPisoAntt: { valor: 1, base: 3 },
      // Collections 60, 0 and 120 min late: all within 2 h. Deliveries 300, 0, 90: two of three.
      coletaNoPrazo: { valor: 100, base: 3 },
      entregaNoPrazo: { valor: 66.7, base: 3 },
      // Two occurrences (the cancelled one does not count) over three loads.
      ocorrenciasPorCarga: { valor: 0.67, base: 3 },
      acuraciaFatura: null,
    });
    expect(a.pontuacao).toBe(pontuacaoDoRanking(a));
    expect(a.pontuacao).toBe(73.2);
  });

  it("shows 'sem dados' below the minimum base and ranks by score, the unscored last", async () => {
    const body = await ranking(admin);
    const b = item(body, ids.b)!;
    expect(b).toMatchObject({
      ofertasRecebidas: 2,
      taxaAceite: { valor: null, base: 2 },
      tempoRespostaMinutos: { valor: null, base: 2 },
      pontuacao: null,
      posicao: null,
    });
    const c = item(body, ids.c)!;
    expect(c).toMatchObject({
      taxaAceite: { valor: 0, base: 3 },
      tempoRespostaMinutos: { valor: 5, base: 3 },
    });
    // 0 % acceptance (weight 25) and a 5 min answer (100 points, weight 15).
    expect(c.pontuacao).toBe(37.5);
    expect(deA(body).posicao).toBeLessThan(c.posicao!);
    const posicoes = body.itens.map((i) => i.posicao);
    const ultimaComPosicao = posicoes.findLastIndex((p) => p !== null);
    expect(posicoes.slice(0, ultimaComPosicao + 1).every((p, index) => p === index + 1)).toBe(true);
    expect(posicoes.slice(ultimaComPosicao + 1).every((p) => p === null)).toBe(true);
  });

  it("reads only the request's business units", async () => {
    const soUnidade2 = await ranking(admin, PERIODO, admin.naUnidade(unidade2, [unidade2]));
    expect(deA(soUnidade2)).toMatchObject({ ofertasRecebidas: 1, cargasContratadas: 0, pontuacao: null });
    const soUnidade1 = await ranking(admin, PERIODO, admin.naUnidade(unidade1, [unidade1]));
    expect(deA(soUnidade1)).toMatchObject({ ofertasRecebidas: 6, cargasContratadas: 3 });
  });

  it("never counts another shipper's offers or lists its carriers", async () => {
    const doAdmin = await ranking(admin);
    expect(item(doAdmin, ids.outra)).toBeUndefined();
    const doTrial = await ranking(trial);
    expect(item(doTrial, ids.outra)).toMatchObject({
      ofertasRecebidas: 3,
      taxaAceite: { valor: 100, base: 3 },
    });
    for (const id of [ids.a, ids.b, ids.c]) expect(item(doTrial, id)).toBeUndefined();
  });

  it('defaults to the last 90 days up to today (São Paulo)', async () => {
    const body = await ranking(admin, '');
    const hoje = diaEmSaoPaulo(new Date());
    expect(body.fim).toBe(hoje);
    expect(body.inicio).toBe(somarDias(hoje, -89));
    expect(item(body, ids.a)).toMatchObject({ ofertasRecebidas: 0, taxaAceite: { valor: null, base: 0 } });
  });

  it('refuses a bad period with 400 naming the field', async () => {
    const cases: [string, RegExp | string][] = [
      ['inicio=01/02/2025', /^Início: /],
      ['fim=2025-13-01', /^Fim: /],
      ['inicio=2025-02-10&fim=2025-02-01', RANKING_MESSAGES.fimAntesDoInicio],
      ['inicio=2023-01-01&fim=2025-01-01', RANKING_MESSAGES.periodoLongo],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: admin.headers });
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ message: string }>();
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
  });

  it('refuses a user without the Oferecimento module (403)', async () => {
    await negarModulos(t.database.db, DEMO.operador, ['oferecimento']);
    try {
      const operador = await signInAs(t.app, DEMO.operador);
      for (const url of [URL, `${URL}/exportar`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: operador.headers });
        expect(response.statusCode, url).toBe(403);
      }
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });

  it('refuses a carrier company (403) and a caller without a session (401)', async () => {
    for (const url of [URL, `${URL}/exportar`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: carrier.headers });
      expect(response.statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/oferecimento/ranking/exportar', () => {
  it('answers the ranking as an .xlsx with the figures and their bases', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}/exportar?${PERIODO}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      'ranking-transportadoras-2025-02-01-a-2025-02-28.xlsx',
    );
    const [lista, criterios] = await readXlsxSheets(response.rawPayload);
    expect(lista?.sheet).toBe('Ranking');
    const cabecalho = lista!.data[0]!.map(String);
    const linhaA = lista!.data.find((row) => row[1] === 'Ranking A Transportes')!;
    const coluna = (nome: string) => linhaA[cabecalho.indexOf(nome)];
    expect(coluna('Pontuação (0–100)')).toBe(73.2);
    expect(coluna('Taxa de aceite (%)')).toBe(60);
    expect(coluna('Base: ofertas respondidas ou expiradas')).toBe(5);
    expect(coluna('Entrega no prazo (%)')).toBe(66.7);
    const linhaB = lista!.data.find((row) => row[1] === 'Ranking B Transportes')!;
    expect(linhaB[cabecalho.indexOf('Taxa de aceite (%)')]).toBe('sem dados');
    expect(criterios?.sheet).toBe('Critérios');
    expect(criterios!.data[0]).toEqual(['Período', '01/02/2025 a 28/02/2025']);
  });
});

describe('ordemDoRanking (the waterfall)', () => {
  it('returns the carriers given in ranked order, unscored and unknown last in the order given', async () => {
    const desconhecida = randomUUID();
    const ordem = await ordemDoRanking(
      t.database.db,
      admin.ownerId,
      [desconhecida, ids.c, ids.b, ids.a, ids.outra],
      '2025-03-15',
    );
    expect(ordem).toEqual([ids.a, ids.c, desconhecida, ids.b, ids.outra]);
  });
});
