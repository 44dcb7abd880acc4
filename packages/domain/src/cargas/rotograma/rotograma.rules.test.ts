import { MESSAGES } from '../../shared/messages';
import {
  calcularRota,
  coordenadaValida,
  distanciaHaversine,
  distanciaRodoviariaEstimada,
  escolherCoordenada,
  FATOR_DESVIO_RODOVIARIO,
  FonteCoordenada,
  normalizarCidade,
  rotaRecalculavel,
  type TCoordenada,
  tempoEstimadoMinutos,
  VELOCIDADE_MEDIA_KMH,
} from './rotograma.rules';

/** City centres (cathedral squares / city halls), WGS 84. */
const CIDADES = {
  saoPaulo: { latitude: -23.5505, longitude: -46.6333 },
  campinas: { latitude: -22.9056, longitude: -47.0608 },
  rio: { latitude: -22.9068, longitude: -43.1729 },
  curitiba: { latitude: -25.4284, longitude: -49.2733 },
  beloHorizonte: { latitude: -19.9167, longitude: -43.9345 },
  brasilia: { latitude: -15.7939, longitude: -47.8828 },
  goiania: { latitude: -16.6869, longitude: -49.2648 },
  portoAlegre: { latitude: -30.0346, longitude: -51.2177 },
  florianopolis: { latitude: -27.5954, longitude: -48.548 },
  recife: { latitude: -8.0476, longitude: -34.877 },
  salvador: { latitude: -12.9714, longitude: -38.5014 },
} satisfies Record<string, TCoordenada>;
type Cidade = keyof typeof CIDADES;

const km = (metres: number) => metres / 1000;

describe('straight-line distance (haversine)', () => {
  it.each([
    // [from, to, published straight-line km, tolerance km]
    ['saoPaulo', 'campinas', 84, 1.5],
    ['saoPaulo', 'rio', 361, 3],
    ['saoPaulo', 'curitiba', 339, 3],
    ['brasilia', 'goiania', 178, 2],
  ] as [Cidade, Cidade, number, number][])('%s–%s ≈ %i km', (de, para, esperado, tolerancia) => {
    expect(Math.abs(km(distanciaHaversine(CIDADES[de], CIDADES[para])) - esperado)).toBeLessThan(tolerancia);
  });

  it('is symmetric and zero for the same point', () => {
    const ida = distanciaHaversine(CIDADES.recife, CIDADES.salvador);
    expect(distanciaHaversine(CIDADES.salvador, CIDADES.recife)).toBeCloseTo(ida, 6);
    expect(distanciaHaversine(CIDADES.recife, CIDADES.recife)).toBe(0);
  });
});

describe('road distance estimate (straight line × 1.2)', () => {
  it('uses the documented factor', () => {
    expect(FATOR_DESVIO_RODOVIARIO).toBe(1.2);
    const reta = distanciaHaversine(CIDADES.saoPaulo, CIDADES.rio);
    expect(distanciaRodoviariaEstimada(CIDADES.saoPaulo, CIDADES.rio)).toBe(Math.round(reta * 1.2));
  });

  it.each([
    // [from, to, published road distance km]
    ['saoPaulo', 'campinas', 96],
    ['saoPaulo', 'rio', 429],
    ['saoPaulo', 'curitiba', 408],
    ['saoPaulo', 'beloHorizonte', 586],
    ['brasilia', 'goiania', 209],
    ['recife', 'salvador', 839],
    ['portoAlegre', 'florianopolis', 476],
  ] as [Cidade, Cidade, number][])('%s–%s lands within 6%% of the %i km by road', (de, para, estrada) => {
    const estimada = km(distanciaRodoviariaEstimada(CIDADES[de], CIDADES[para]));
    expect(Math.abs(estimada - estrada) / estrada).toBeLessThan(0.06);
  });
});

describe('travel time', () => {
  it('drives at 60 km/h by default, rounded to the minute', () => {
    expect(VELOCIDADE_MEDIA_KMH).toBe(60);
    expect(tempoEstimadoMinutos(60_000)).toBe(60);
    expect(tempoEstimadoMinutos(100_800)).toBe(101);
    expect(tempoEstimadoMinutos(0)).toBe(0);
    expect(tempoEstimadoMinutos(-5)).toBe(0);
  });

  it('takes another speed and the time at intermediate stops', () => {
    expect(tempoEstimadoMinutos(80_000, { velocidadeKmH: 80 })).toBe(60);
    expect(tempoEstimadoMinutos(60_000, { paradas: 2, minutosPorParada: 30 })).toBe(120);
  });
});

describe('coordinates', () => {
  it('accepts valid pairs and refuses missing, out of range and (0, 0)', () => {
    expect(coordenadaValida(-23.55, -46.63)).toBe(true);
    expect(coordenadaValida(null, -46.63)).toBe(false);
    expect(coordenadaValida(-23.55, undefined)).toBe(false);
    expect(coordenadaValida(91, 0.5)).toBe(false);
    expect(coordenadaValida(10, -181)).toBe(false);
    expect(coordenadaValida(Number.NaN, 1)).toBe(false);
    expect(coordenadaValida(0, 0)).toBe(false);
  });

  it('chooses the point’s own, else the company’s, else the city’s', () => {
    const informada = { latitude: -23.1, longitude: -46.1 };
    const empresa = { latitude: -23.2, longitude: -46.2 };
    const cidade = { latitude: -23.3, longitude: -46.3 };
    expect(escolherCoordenada({ informada, empresa, cidade })).toEqual({
      coordenada: informada,
      fonte: FonteCoordenada.Informada,
    });
    expect(escolherCoordenada({ informada: { latitude: 0, longitude: 0 }, empresa, cidade })?.fonte).toBe(
      FonteCoordenada.Empresa,
    );
    expect(escolherCoordenada({ empresa: null, cidade })?.fonte).toBe(FonteCoordenada.Cidade);
    expect(escolherCoordenada({})).toBeNull();
  });

  it('normalises city names for comparison', () => {
    expect(normalizarCidade('  São  PAULO ')).toBe('sao paulo');
    expect(normalizarCidade('Florianópolis')).toBe('florianopolis');
    expect(normalizarCidade("Santa Bárbara d'Oeste")).toBe("santa barbara d'oeste");
  });
});

describe('route through the points', () => {
  it('sums the legs from the origin through the stops to the destination', () => {
    const rota = calcularRota([CIDADES.saoPaulo, CIDADES.campinas, CIDADES.beloHorizonte]);
    if (!rota.ok) throw new Error('rota esperada');
    const perna1 = distanciaRodoviariaEstimada(CIDADES.saoPaulo, CIDADES.campinas);
    const perna2 = distanciaRodoviariaEstimada(CIDADES.campinas, CIDADES.beloHorizonte);
    expect(rota.trechos.map((trecho) => trecho.distancia)).toEqual([0, perna1, perna2]);
    expect(rota.distancia).toBe(perna1 + perna2);
    expect(rota.tempo).toBe(Math.round(((perna1 + perna2) / 1000 / 60) * 60));
    expect(rota.distanciaLinhaReta).toBeLessThan(rota.distancia);
    expect(rota.polyline).toEqual([
      [-23.5505, -46.6333],
      [-22.9056, -47.0608],
      [-19.9167, -43.9345],
    ]);
    // São Paulo → Campinas ≈ 101 km and ≈ 1h41 at 60 km/h.
    expect(km(rota.trechos[1]?.distancia ?? 0)).toBeCloseTo(100.8, 0);
    expect(rota.trechos[1]?.tempo).toBe(101);
  });

  it('adds the stop time only for the intermediate stops', () => {
    const rota = calcularRota([CIDADES.saoPaulo, CIDADES.campinas, CIDADES.rio], { minutosPorParada: 45 });
    const semParada = calcularRota([CIDADES.saoPaulo, CIDADES.campinas, CIDADES.rio]);
    if (!rota.ok || !semParada.ok) throw new Error('rota esperada');
    expect(rota.tempo - semParada.tempo).toBe(45);
  });

  it('cannot determine a route with fewer than 2 points', () => {
    expect(calcularRota([CIDADES.saoPaulo])).toEqual({
      ok: false,
      message: MESSAGES.routeNotFound,
      pontosSemCoordenada: [],
    });
    expect(calcularRota([])).toMatchObject({ ok: false, message: MESSAGES.routeNotFound });
  });

  it('cannot determine a route when a point has no coordinates, and says which', () => {
    expect(calcularRota([CIDADES.saoPaulo, null, CIDADES.rio, { latitude: 0, longitude: 0 }])).toEqual({
      ok: false,
      message: 'Não foi possível determinar uma rota para a carga.',
      pontosSemCoordenada: [1, 3],
    });
  });
});

describe('recalculating a route', () => {
  it('is refused for finished, cancelled and deactivated loads only', () => {
    expect([1, 2, 3, 7, 8].every(rotaRecalculavel)).toBe(true);
    expect([4, 5, 99].some(rotaRecalculavel)).toBe(false);
  });
});
