import { SituacaoOfertaCarga } from '../cargas/carga-ofertas.enums';
import {
  type CargaDoRanking,
  figura,
  figurasDaTransportadora,
  mediana,
  noPrazo,
  type OfertaDoRanking,
  ordenarPeloRanking,
  ordenarRanking,
  percentual,
  pontuacaoDoRanking,
  RANKING_BASE_MINIMA,
  RANKING_PESOS,
} from './ranking.rules';
import { RANKING_MESSAGES, ZRankingQuery } from './ranking.schemas';

const { Ofertada, Contraproposta, Contratada, Recusada, Cancelada, Expirada } = SituacaoOfertaCarga;
const T0 = new Date('2026-03-02T12:00:00Z');
const minutos = (n: number) => new Date(T0.getTime() + n * 60_000);

const oferta = (situacao: number, respostaMin: number | null = null): OfertaDoRanking => ({
  situacao,
  ofertadaEm: T0,
  respondidaEm: respostaMin === null ? null : minutos(respostaMin),
});

const carga = (extra: Partial<CargaDoRanking> = {}): CargaDoRanking => ({
  valorAcordado: null,
  precoTabela: null,
  pisoAntt: null,
  coletaPrevista: null,
  coletaRealizada: null,
  entregaPrevista: null,
  entregaRealizada: null,
  ocorrencias: 0,
  ...extra,
});

describe('median and rate', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(mediana([])).toBeNull();
    expect(mediana([7])).toBe(7);
    expect(mediana([30, 10, 20])).toBe(20);
    expect(mediana([40, 10, 30, 20])).toBe(25);
    expect(mediana([-5, 5])).toBe(0);
  });

  it('gives a percentage, none over zero', () => {
    expect(percentual(1, 4)).toBe(25);
    expect(percentual(0, 3)).toBe(0);
    expect(percentual(0, 0)).toBeNull();
  });

  it("shows 'sem dados' below the minimum base, and rounds otherwise", () => {
    expect(figura(66.666, RANKING_BASE_MINIMA)).toEqual({ valor: 66.7, base: RANKING_BASE_MINIMA });
    expect(figura(50, RANKING_BASE_MINIMA - 1)).toEqual({ valor: null, base: RANKING_BASE_MINIMA - 1 });
    expect(figura(null, 10)).toEqual({ valor: null, base: 10 });
    expect(figura(0.3333, 3, { casas: 2 })).toEqual({ valor: 0.33, base: 3 });
  });
});

describe('on time', () => {
  it('accepts up to the end of the window plus the tolerance', () => {
    expect(noPrazo({ prevista: T0, realizada: minutos(120) })).toBe(true);
    expect(noPrazo({ prevista: T0, realizada: minutos(121) })).toBe(false);
    expect(noPrazo({ prevista: T0, fimPrevista: minutos(60), realizada: minutos(180) })).toBe(true);
    expect(noPrazo({ prevista: T0, realizada: minutos(30) }, 0)).toBe(false);
    expect(noPrazo({ prevista: T0, realizada: minutos(-600) })).toBe(true);
  });

  it('does not judge a point not planned or not realised', () => {
    expect(noPrazo({ prevista: null, realizada: T0 })).toBeNull();
    expect(noPrazo({ prevista: T0, realizada: null })).toBeNull();
  });
});

describe("a carrier's figures", () => {
  it('counts acceptance over answered or expired offers, leaving cancelled and pending out', () => {
    const figuras = figurasDaTransportadora({
      ofertas: [
        oferta(Contratada, 10),
        oferta(Contratada, 20),
        oferta(Recusada, 30),
        oferta(Expirada),
        oferta(Contraproposta, 40),
        oferta(Cancelada),
        oferta(Ofertada),
      ],
      cargas: [],
    });
    expect(figuras.ofertasRecebidas).toBe(7);
    expect(figuras.taxaAceite).toEqual({ valor: 40, base: 5 });
    // Answered: 10, 20, 30, 40 minutes.
    expect(figuras.tempoRespostaMinutos).toEqual({ valor: 25, base: 4 });
    expect(figuras.cargasContratadas).toBe(0);
    expect(figuras.precoVsTabela).toEqual({ valor: null, base: 0 });
    expect(figuras.ocorrenciasPorCarga).toEqual({ valor: null, base: 0 });
  });

  it('reads price, floor, punctuality and occurrences from the hired loads', () => {
    const figuras = figurasDaTransportadora({
      ofertas: [],
      cargas: [
        carga({
          valorAcordado: '1100.00',
          precoTabela: '1000.00',
          pisoAntt: '1050.00',
          coletaPrevista: T0,
          coletaRealizada: minutos(60),
          entregaPrevista: T0,
          entregaRealizada: minutos(300),
          ocorrencias: 2,
        }),
        carga({
          valorAcordado: '900.00',
          precoTabela: '1000.00',
          pisoAntt: '950.00',
          coletaPrevista: T0,
          coletaRealizada: minutos(200),
          entregaPrevista: T0,
          entregaRealizada: minutos(0),
        }),
        carga({
          valorAcordado: '1000.00',
          precoTabela: '1000.00',
          pisoAntt: '1000.00',
          coletaPrevista: T0,
          coletaRealizada: minutos(0),
          ocorrencias: 1,
        }),
        carga({ valorAcordado: '500.00' }),
      ],
    });
    expect(figuras.cargasContratadas).toBe(4);
    expect(figuras.valorContratado).toBe('3500.00');
    expect(figuras.precoVsTabela).toEqual({ valor: 0, base: 3 });
    // 900 < 950 only; 1000 at the floor of 1000 is not below it.
    expect(figuras.abaixoDoPisoAntt).toEqual({ valor: 1, base: 3 });
    expect(figuras.coletaNoPrazo).toEqual({ valor: 66.7, base: 3 });
    // Only two deliveries were realised: 'sem dados'.
    expect(figuras.entregaNoPrazo).toEqual({ valor: null, base: 2 });
    expect(figuras.ocorrenciasPorCarga).toEqual({ valor: 0.75, base: 4 });
  });
});

describe('the score', () => {
  const base = figurasDaTransportadora({ ofertas: [], cargas: [] });

  it("is 'sem dados' when no figure has data", () => {
    expect(pontuacaoDoRanking(base)).toBeNull();
  });

  it('weights the figures with data, re-weighting over what is left', () => {
    expect(pontuacaoDoRanking({ ...base, taxaAceite: { valor: 80, base: 5 } })).toBe(80);
    const completa = {
      ...base,
      taxaAceite: { valor: 100, base: 5 },
      tempoRespostaMinutos: { valor: 15, base: 5 },
      precoVsTabela: { valor: -10, base: 5 },
      abaixoDoPisoAntt: { valor: 0, base: 5 },
      coletaNoPrazo: { valor: 100, base: 5 },
      entregaNoPrazo: { valor: 100, base: 5 },
      ocorrenciasPorCarga: { valor: 0, base: 5 },
    };
    expect(pontuacaoDoRanking(completa)).toBe(100);
    // Response in 24 h (0 points, weight 15) and everything else perfect: 85.
    expect(pontuacaoDoRanking({ ...completa, tempoRespostaMinutos: { valor: 1440, base: 5 } })).toBe(85);
    // Price 20 % above the table: 0 points of weight 20 → 80; at the table (0 %): 66.7 points → 93.3.
    expect(pontuacaoDoRanking({ ...completa, precoVsTabela: { valor: 20, base: 5 } })).toBe(80);
    expect(pontuacaoDoRanking({ ...completa, precoVsTabela: { valor: 0, base: 5 } })).toBe(93.3);
    // One load of five below the floor: 80 points of weight 5 → 99.
    expect(pontuacaoDoRanking({ ...completa, abaixoDoPisoAntt: { valor: 1, base: 5 } })).toBe(99);
  });

  it('has weights that sum 100', () => {
    expect(Object.values(RANKING_PESOS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('the order', () => {
  const item = (id: string, pontuacao: number | null, ofertasRecebidas = 0, nome = id) => ({
    transportadoraEmpresaId: id,
    nome,
    pontuacao,
    ofertasRecebidas,
  });

  it('ranks by score, then offers, then name; carriers without a score last, without a position', () => {
    const ordenados = ordenarRanking([
      item('a', null, 9),
      item('b', 70),
      item('c', 90),
      item('d', 70, 5),
      item('e', 70, 5, 'Alfa'),
    ]);
    expect(ordenados.map((i) => [i.transportadoraEmpresaId, i.posicao])).toEqual([
      ['c', 1],
      ['e', 2],
      ['d', 3],
      ['b', 4],
      ['a', null],
    ]);
  });

  it('orders the waterfall by the ranking, unknown and unscored carriers last in the given order', () => {
    const ranking = [
      { transportadoraEmpresaId: 'x', posicao: 1 },
      { transportadoraEmpresaId: 'y', posicao: 2 },
      { transportadoraEmpresaId: 'z', posicao: null },
    ];
    expect(ordenarPeloRanking(ranking, ['z', 'novo', 'y', 'x', 'outro'])).toEqual([
      'x',
      'y',
      'z',
      'novo',
      'outro',
    ]);
    expect(ordenarPeloRanking(ranking, ['y', 'y', 'x'])).toEqual(['x', 'y']);
    expect(ordenarPeloRanking([], ['b', 'a'])).toEqual(['b', 'a']);
  });
});

describe('the period', () => {
  it('takes optional days and refuses an end before the start or a period too long, naming the field', () => {
    expect(ZRankingQuery.parse({})).toEqual({});
    expect(ZRankingQuery.parse({ inicio: '2026-01-01', fim: '2026-03-31' })).toEqual({
      inicio: '2026-01-01',
      fim: '2026-03-31',
    });
    const antes = ZRankingQuery.safeParse({ inicio: '2026-03-02', fim: '2026-03-01' });
    expect(antes.success).toBe(false);
    expect(antes.error?.issues[0]?.message).toBe(RANKING_MESSAGES.fimAntesDoInicio);
    expect(antes.error?.issues[0]?.path).toEqual(['fim']);
    const longo = ZRankingQuery.safeParse({ inicio: '2024-01-01', fim: '2026-01-01' });
    expect(longo.error?.issues[0]?.message).toBe(RANKING_MESSAGES.periodoLongo);
    const ruim = ZRankingQuery.safeParse({ inicio: '01/03/2026' });
    expect(ruim.error?.issues[0]?.message).toMatch(/^Início: /);
  });
});
