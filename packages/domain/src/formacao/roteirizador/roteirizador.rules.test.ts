import { distanciaRodoviariaEstimada, type TCoordenada } from '../../cargas/rotograma/rotograma.rules';
import {
  A_N32_K5,
  BERLIN52,
  distanciaTsplib,
  matrizTsplib,
  type TPontoPlano,
} from './roteirizador.instancias';
import {
  AlgoritmoRoteirizacao,
  construirMatrizDistancias,
  horaParaMinutos,
  minutosParaHora,
  planejarRotas,
  ROTEIRIZADOR_MESSAGES,
  recalcularRota,
  reordenarRota,
  type TEntradaRoteirizacao,
  type TParadaRoteirizacao,
  type TPlanoRotas,
  type TVeiculoRoteirizacao,
} from './roteirizador.rules';
import {
  paraEntradaRoteirizacao,
  ROTEIRIZADOR_SCHEMA_MESSAGES,
  ZPlanejarRotasBody,
  ZPlanoRotasResponse,
} from './roteirizador.schemas';

/** With an explicit matrix the coordinates are not read: the planar instances keep them at a placeholder. */
const SEM_COORDENADA = { latitude: 0, longitude: 0 };

/** An instance over planar points (point 0 = depot) with TSPLIB-rounded distances. */
function entradaPlana(
  pontos: readonly TPontoPlano[],
  paradas: readonly Omit<TParadaRoteirizacao, 'latitude' | 'longitude'>[],
  veiculos: readonly TVeiculoRoteirizacao[],
  extras: Partial<TEntradaRoteirizacao> = {},
): TEntradaRoteirizacao {
  return {
    deposito: SEM_COORDENADA,
    paradas: paradas.map((parada) => ({ ...SEM_COORDENADA, ...parada })),
    veiculos,
    matrizDistancias: matrizTsplib(pontos),
    ...extras,
  };
}

const ids = (plano: TPlanoRotas) => plano.rotas.map((rota) => rota.paradas.map((parada) => parada.id));

/** mulberry32: seeded PRNG for the random (but fixed) instances. */
function aleatorioComSemente(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every stop is either in exactly one route or in naoAtendidas; loads and windows hold. */
function conferirPlano(entrada: TEntradaRoteirizacao, plano: TPlanoRotas): void {
  const planejadas = plano.rotas.flatMap((rota) => rota.paradas.map((parada) => parada.id));
  const recusadas = plano.naoAtendidas.map((parada) => parada.id);
  expect([...planejadas, ...recusadas].sort()).toEqual(entrada.paradas.map((parada) => parada.id).sort());
  const porId = new Map(entrada.paradas.map((parada) => [parada.id, parada]));
  for (const rota of plano.rotas) {
    const veiculo = entrada.veiculos[rota.veiculoIndice]!;
    expect(rota.pesoKg).toBeLessThanOrEqual((veiculo.capacidadePesoKg ?? Number.POSITIVE_INFINITY) + 1e-6);
    expect(rota.cubagemM3).toBeLessThanOrEqual(
      (veiculo.capacidadeCubagemM3 ?? Number.POSITIVE_INFINITY) + 1e-6,
    );
    if (veiculo.jornada) {
      expect(rota.saidaMin).toBeGreaterThanOrEqual(veiculo.jornada.inicio);
      expect(rota.terminoMin).toBeLessThanOrEqual(veiculo.jornada.fim);
    }
    for (const parada of rota.paradas) {
      expect(parada.foraDaJanela).toBe(false);
      const janela = porId.get(parada.id)!.janela;
      if (!janela) continue;
      const inicioServico = parada.chegadaMin + parada.esperaMin;
      expect(inicioServico).toBeGreaterThanOrEqual(janela.inicio);
      expect(inicioServico).toBeLessThanOrEqual(janela.fim);
    }
  }
  expect(new Set(plano.rotas.map((rota) => rota.veiculoIndice)).size).toBe(plano.rotas.length);
  expect(plano.distanciaTotalM).toBe(plano.rotas.reduce((total, rota) => total + rota.distanciaM, 0));
}

/** Random stops around Campinas/São Paulo with loads and (some) windows. */
function instanciaAleatoria(semente: number, paradas: number, veiculos: number): TEntradaRoteirizacao {
  const aleatorio = aleatorioComSemente(semente);
  return {
    deposito: { latitude: -23.5505, longitude: -46.6333 },
    paradas: Array.from({ length: paradas }, (_, indice) => {
      const inicio = Math.floor(aleatorio() * 600) + 420;
      return {
        id: `p${indice + 1}`,
        latitude: -23.5505 + (aleatorio() - 0.5) * 1.2,
        longitude: -46.6333 + (aleatorio() - 0.5) * 1.2,
        pesoKg: Math.round(100 + aleatorio() * 900),
        cubagemM3: Math.round((0.5 + aleatorio() * 3) * 10) / 10,
        servicoMin: 10,
        ...(indice % 3 === 0 ? { janela: { inicio, fim: inicio + 120 } } : {}),
      };
    }),
    veiculos: Array.from({ length: veiculos }, (_, indice) => ({
      nome: `V${indice + 1}`,
      capacidadePesoKg: 6000 + indice * 1000,
      capacidadeCubagemM3: 30,
      jornada: { inicio: 360, fim: 1260 },
    })),
  };
}

describe('times of day', () => {
  it('converts HH:mm and minutes', () => {
    expect(horaParaMinutos('08:30')).toBe(510);
    expect(horaParaMinutos('00:00')).toBe(0);
    expect(horaParaMinutos('23:59')).toBe(1439);
    expect(horaParaMinutos('24:00')).toBeNull();
    expect(horaParaMinutos('8:30')).toBeNull();
    expect(minutosParaHora(510)).toBe('08:30');
    expect(minutosParaHora(1530)).toBe('25:30');
  });
});

describe('distance matrix', () => {
  const pontos: TCoordenada[] = [
    { latitude: -23.5505, longitude: -46.6333 },
    { latitude: -22.9056, longitude: -47.0608 },
    { latitude: -22.9068, longitude: -43.1729 },
  ];

  it('holds the road estimate (haversine × 1.2, whole metres), symmetric with a zero diagonal', () => {
    const matriz = construirMatrizDistancias(pontos);
    expect(matriz).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect(matriz[i]![i]).toBe(0);
      for (let j = 0; j < 3; j++) {
        expect(matriz[i]![j]).toBe(matriz[j]![i]);
        if (i !== j) expect(matriz[i]![j]).toBe(distanciaRodoviariaEstimada(pontos[i]!, pontos[j]!));
      }
    }
    // São Paulo–Campinas ≈ 84 km in a straight line → ≈ 100 km by road.
    expect(matriz[0]![1]! / 1000).toBeGreaterThan(95);
    expect(matriz[0]![1]! / 1000).toBeLessThan(106);
  });

  it('rejects an explicit matrix of the wrong size or asymmetric', () => {
    const paradas = [{ id: 'a', ...SEM_COORDENADA }];
    expect(() =>
      planejarRotas({ deposito: SEM_COORDENADA, paradas, veiculos: [{}], matrizDistancias: [[0]] }),
    ).toThrow(ROTEIRIZADOR_MESSAGES.matrizInvalida);
    expect(() =>
      planejarRotas({
        deposito: SEM_COORDENADA,
        paradas,
        veiculos: [{}],
        matrizDistancias: [
          [0, 5],
          [6, 0],
        ],
      }),
    ).toThrow(ROTEIRIZADOR_MESSAGES.matrizInvalida);
  });
});

describe('one vehicle (nearest neighbour + 2-opt + Or-opt)', () => {
  // A 1 km square: depot at a corner, the three other corners given in a crossing order.
  const QUADRADO: TPontoPlano[] = [
    { x: 0, y: 0 },
    { x: 1000, y: 1000 },
    { x: 1000, y: 0 },
    { x: 0, y: 1000 },
  ];
  const paradasQuadrado = [{ id: 'C' }, { id: 'B' }, { id: 'D' }];

  it('finds the optimal tour of a square: around the sides, 4 km', () => {
    const plano = planejarRotas(entradaPlana(QUADRADO, paradasQuadrado, [{}]));
    expect(plano.algoritmo).toBe(AlgoritmoRoteirizacao.VizinhoMaisProximo);
    expect(plano.distanciaTotalM).toBe(4000);
    expect(plano.fatorDesvio).toBeNull();
    const ordem = ids(plano)[0]!;
    expect([
      ['B', 'C', 'D'],
      ['D', 'C', 'B'],
    ]).toContainEqual(ordem);
    expect(plano.rotas[0]!.paradas.map((parada) => parada.distanciaAcumuladaM)).toEqual([1000, 2000, 3000]);
    expect(plano.naoAtendidas).toEqual([]);
  });

  it('finds the shortest of all orders on real coordinates (centre depot, 4 corners)', () => {
    const deposito = { latitude: -23.55, longitude: -46.63 };
    const cantos = [
      { id: 'NE', latitude: -23.5, longitude: -46.58 },
      { id: 'SO', latitude: -23.6, longitude: -46.68 },
      { id: 'NO', latitude: -23.5, longitude: -46.68 },
      { id: 'SE', latitude: -23.6, longitude: -46.58 },
    ];
    const plano = planejarRotas({ deposito, paradas: cantos, veiculos: [{}] });
    const d = (a: TCoordenada, b: TCoordenada) => distanciaRodoviariaEstimada(a, b);
    let melhor = Number.POSITIVE_INFINITY;
    const permutar = (resto: typeof cantos, feito: typeof cantos) => {
      if (resto.length === 0) {
        const caminho = [deposito, ...feito, deposito];
        const total = caminho.slice(1).reduce((soma, ponto, i) => soma + d(caminho[i]!, ponto), 0);
        melhor = Math.min(melhor, total);
        return;
      }
      resto.forEach((canto, i) => {
        permutar([...resto.slice(0, i), ...resto.slice(i + 1)], [...feito, canto]);
      });
    };
    permutar(cantos, []);
    expect(plano.distanciaTotalM).toBe(melhor);
    expect(plano.fatorDesvio).toBe(1.2);
    expect(plano.velocidadeMediaKmH).toBe(60);
    // Around the square: the diagonal corners are never consecutive.
    const ordem = ids(plano)[0]!;
    const diagonal = (a: string, b: string) => a[0] !== b[0] && a[1] !== b[1];
    for (let i = 1; i < ordem.length; i++) expect(diagonal(ordem[i - 1]!, ordem[i]!)).toBe(false);
  });

  it('ends at the last stop when the route does not return to the depot', () => {
    const linha: TPontoPlano[] = [0, 3000, 1000, 2000].map((x) => ({ x, y: 0 }));
    const plano = planejarRotas(
      entradaPlana(linha, [{ id: 'c' }, { id: 'a' }, { id: 'b' }], [{}], { retornarAoDeposito: false }),
    );
    expect(ids(plano)).toEqual([['a', 'b', 'c']]);
    expect(plano.distanciaTotalM).toBe(3000);
  });
});

describe('several vehicles (Clarke–Wright + improvements)', () => {
  // Two clusters, east and west of the depot, 4 stops of 600 kg.
  const PONTOS: TPontoPlano[] = [
    { x: 0, y: 0 },
    { x: 1000, y: 0 },
    { x: -1000, y: 0 },
    { x: 1000, y: 100 },
    { x: -1000, y: 100 },
  ];
  const paradas = ['L1', 'O1', 'L2', 'O2'].map((id) => ({ id, pesoKg: 600, cubagemM3: 2 }));

  it('capacity forces two routes, one per side', () => {
    const entrada = entradaPlana(PONTOS, paradas, [
      { capacidadePesoKg: 1200, capacidadeCubagemM3: 10 },
      { capacidadePesoKg: 1200, capacidadeCubagemM3: 10 },
    ]);
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(plano.algoritmo).toBe(AlgoritmoRoteirizacao.ClarkeWright);
    expect(plano.rotas).toHaveLength(2);
    expect(ids(plano).map((rota) => [...rota].sort())).toEqual(
      expect.arrayContaining([
        ['L1', 'L2'],
        ['O1', 'O2'],
      ]),
    );
    expect(plano.rotas.map((rota) => rota.pesoKg)).toEqual([1200, 1200]);
    expect(plano.rotas.map((rota) => rota.ocupacaoPeso)).toEqual([1, 1]);
    expect(plano.rotas.map((rota) => rota.ocupacaoCubagem)).toEqual([0.4, 0.4]);
    expect(plano.distanciaTotalM).toBe(2 * (1000 + 100 + 1005));
  });

  it('without capacity limits one vehicle does it all (the shortest total)', () => {
    const plano = planejarRotas(entradaPlana(PONTOS, paradas, [{}, {}]));
    expect(plano.rotas).toHaveLength(1);
    expect(plano.naoAtendidas).toEqual([]);
  });

  it('cubage limits too', () => {
    const entrada = entradaPlana(PONTOS, paradas, [{ capacidadeCubagemM3: 4 }, { capacidadeCubagemM3: 4 }]);
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(plano.rotas.map((rota) => rota.cubagemM3)).toEqual([4, 4]);
    expect(plano.rotas.map((rota) => rota.ocupacaoPeso)).toEqual([null, null]);
  });

  it('gives the larger route to the larger vehicle (vehicles may differ)', () => {
    const cinco = [...paradas, { id: 'L3', pesoKg: 600 }];
    const pontos = [...PONTOS, { x: 1100, y: 50 }];
    const entrada = entradaPlana(pontos, cinco, [{ capacidadePesoKg: 1200 }, { capacidadePesoKg: 2000 }]);
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(plano.naoAtendidas).toEqual([]);
    const grande = plano.rotas.find((rota) => rota.veiculoIndice === 1)!;
    expect([...grande.paradas.map((parada) => parada.id)].sort()).toEqual(['L1', 'L2', 'L3']);
    expect(grande.pesoKg).toBe(1800);
  });

  it('reports a stop heavier (or bulkier) than every vehicle and stops beyond the fleet', () => {
    const entrada = entradaPlana(
      PONTOS,
      [
        { id: 'pesada', pesoKg: 5000 },
        { id: 'volumosa', cubagemM3: 50 },
        { id: 'a', pesoKg: 1000 },
        { id: 'b', pesoKg: 1000 },
      ],
      [
        { capacidadePesoKg: 1000, capacidadeCubagemM3: 20 },
        { capacidadePesoKg: 1500, capacidadeCubagemM3: 30 },
      ],
    );
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(plano.naoAtendidas).toEqual([
      { id: 'pesada', motivo: ROTEIRIZADOR_MESSAGES.pesoExcedeFrota(5000, 1500) },
      { id: 'volumosa', motivo: ROTEIRIZADOR_MESSAGES.cubagemExcedeFrota(50, 30) },
    ]);
    expect(plano.naoAtendidas[0]!.motivo).toBe(
      'Peso da parada (5000 kg) excede a capacidade do maior veículo (1500 kg).',
    );

    const semFrota = entradaPlana(
      PONTOS.slice(0, 4),
      ['a', 'b', 'c'].map((id) => ({ id, pesoKg: 1000 })),
      [{ capacidadePesoKg: 1000 }, { capacidadePesoKg: 1000 }],
    );
    const planoSemFrota = planejarRotas(semFrota);
    conferirPlano(semFrota, planoSemFrota);
    expect(planoSemFrota.rotas).toHaveLength(2);
    expect(planoSemFrota.naoAtendidas).toHaveLength(1);
    expect(planoSemFrota.naoAtendidas[0]!.motivo).toBe(ROTEIRIZADOR_MESSAGES.frotaInsuficiente);
  });

  it('reports repeated ids and invalid coordinates', () => {
    const plano = planejarRotas({
      deposito: { latitude: -23.55, longitude: -46.63 },
      paradas: [
        { id: 'a', latitude: -23.5, longitude: -46.6 },
        { id: 'a', latitude: -23.4, longitude: -46.6 },
        { id: 'b', latitude: 0, longitude: 0 },
      ],
      veiculos: [{}, {}],
    });
    expect(plano.naoAtendidas).toEqual([
      { id: 'a', motivo: ROTEIRIZADOR_MESSAGES.idRepetido },
      { id: 'b', motivo: ROTEIRIZADOR_MESSAGES.coordenadasInvalidas },
    ]);
    expect(ids(plano)).toEqual([['a']]);
  });
});

describe('time windows', () => {
  // On a line at 60 km/h (1 km per minute): NEAR at 10 km opens late, FAR at 20 km closes early, so the
  // vehicle must go far first, come back and wait; OUT at 30 km closes before anyone can get there.
  const LINHA: TPontoPlano[] = [0, 10_000, 20_000, 30_000].map((x) => ({ x, y: 0 }));
  const paradas = [
    { id: 'PERTO', janela: { inicio: 40, fim: 60 } },
    { id: 'LONGE', janela: { inicio: 0, fim: 25 } },
    { id: 'FORA', janela: { inicio: 0, fim: 20 } },
  ];

  it.each([1, 2])('keeps every window with %i vehicle(s) and reports the impossible one', (veiculos) => {
    const entrada = entradaPlana(
      LINHA,
      paradas,
      Array.from({ length: veiculos }, () => ({})),
    );
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(ids(plano)).toEqual([['LONGE', 'PERTO']]);
    const rota = plano.rotas[0]!;
    // Leaves 5 min late (the wait it would do at PERTO, as far as LONGE's window allows).
    expect(rota.saidaMin).toBe(5);
    expect(rota.paradas).toEqual([
      {
        id: 'LONGE',
        ordem: 1,
        chegadaMin: 25,
        esperaMin: 0,
        partidaMin: 25,
        distanciaAcumuladaM: 20_000,
        foraDaJanela: false,
      },
      {
        id: 'PERTO',
        ordem: 2,
        chegadaMin: 35,
        esperaMin: 5,
        partidaMin: 40,
        distanciaAcumuladaM: 30_000,
        foraDaJanela: false,
      },
    ]);
    expect(rota.terminoMin).toBe(50);
    expect(rota.duracaoMin).toBe(45);
    expect(rota.distanciaM).toBe(40_000);
    expect(plano.naoAtendidas).toEqual([
      { id: 'FORA', motivo: ROTEIRIZADOR_MESSAGES.janelaImpossivel(30, 20) },
    ]);
    expect(plano.naoAtendidas[0]!.motivo).toContain('chega às 00:30, depois do fim da janela (00:20)');
  });

  it('counts service time and the working day, and the average speed', () => {
    const entrada = entradaPlana(
      LINHA.slice(0, 3),
      [
        { id: 'PERTO', servicoMin: 30 },
        { id: 'LONGE', servicoMin: 30 },
      ],
      [{ jornada: { inicio: 480, fim: 560 } }],
    );
    // 08:00 → PERTO 08:10–08:40 → LONGE 08:50–09:20 → depot 09:40 = 580 > 560: one stop is left out.
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(ids(plano)).toEqual([['PERTO']]);
    expect(plano.naoAtendidas).toEqual([{ id: 'LONGE', motivo: ROTEIRIZADOR_MESSAGES.frotaInsuficiente }]);
    // At 120 km/h both fit: 08:00 → 08:05–08:35 → 08:40–09:10 → 09:20 = 560.
    const rapido = planejarRotas({ ...entrada, velocidadeMediaKmH: 120 });
    expect(ids(rapido)).toEqual([['PERTO', 'LONGE']]);
    expect(rapido.rotas[0]!.terminoMin).toBe(560);
    expect(rapido.rotas[0]!.duracaoMin).toBe(80);
  });

  it('reports a stop no working day can reach and come back from', () => {
    const entrada = entradaPlana(
      [LINHA[0]!, LINHA[2]!],
      [{ id: 'LONGE' }],
      [{ jornada: { inicio: 480, fim: 510 } }],
    );
    expect(planejarRotas(entrada).naoAtendidas).toEqual([
      { id: 'LONGE', motivo: ROTEIRIZADOR_MESSAGES.jornadaInsuficiente },
    ]);
  });
});

describe('manual order (recalcularRota / reordenarRota)', () => {
  const QUADRADO: TPontoPlano[] = [
    { x: 0, y: 0 },
    { x: 1000, y: 0 },
    { x: 1000, y: 1000 },
    { x: 0, y: 1000 },
  ];
  const entrada = entradaPlana(
    QUADRADO,
    [
      { id: 'B', pesoKg: 100 },
      { id: 'C', pesoKg: 100 },
      { id: 'D', pesoKg: 100 },
    ],
    [{ capacidadePesoKg: 1000 }],
  );

  it('recomputes the distances of the order given', () => {
    const { rota, viavel, alertas } = recalcularRota(entrada, 0, ['B', 'D', 'C']);
    // 1000 + diagonal 1414 + 1000 + diagonal back 1414.
    expect(rota.distanciaM).toBe(4828);
    expect(rota.paradas.map((parada) => [parada.id, parada.ordem, parada.distanciaAcumuladaM])).toEqual([
      ['B', 1, 1000],
      ['D', 2, 2414],
      ['C', 3, 3414],
    ]);
    expect(rota.paradas.map((parada) => parada.chegadaMin)).toEqual([1, 2, 3]);
    expect(rota.pesoKg).toBe(300);
    expect(rota.ocupacaoPeso).toBe(0.3);
    expect(viavel).toBe(true);
    expect(alertas).toEqual([]);
  });

  it('moves a dragged stop and recomputes', () => {
    const plano = planejarRotas(entrada);
    expect(plano.distanciaTotalM).toBe(4000);
    const rota = plano.rotas[0]!;
    const ultima = rota.paradas[2]!.id;
    const resultado = reordenarRota(entrada, rota, 2, 0);
    expect(resultado.rota.paradas[0]!.id).toBe(ultima);
    expect(resultado.rota.distanciaM).toBe(4828);
    expect(() => reordenarRota(entrada, rota, 3, 0)).toThrow(ROTEIRIZADOR_MESSAGES.posicaoInvalida);
  });

  it('flags a late service, an overload and an overrun working day', () => {
    const apertada: TEntradaRoteirizacao = {
      ...entrada,
      paradas: entrada.paradas.map((parada) =>
        parada.id === 'C' ? { ...parada, janela: { inicio: 0, fim: 2 }, pesoKg: 950 } : parada,
      ),
      veiculos: [{ capacidadePesoKg: 1000, jornada: { inicio: 0, fim: 4 } }],
    };
    const { rota, viavel, alertas } = recalcularRota(apertada, 0, ['B', 'D', 'C']);
    expect(viavel).toBe(false);
    expect(rota.paradas.map((parada) => parada.foraDaJanela)).toEqual([false, false, true]);
    expect(alertas).toEqual([
      { id: 'C', motivo: ROTEIRIZADOR_MESSAGES.chegadaForaDaJanela(3.414, 2) },
      { id: null, motivo: ROTEIRIZADOR_MESSAGES.jornadaExcedida(4.828, 4) },
      { id: null, motivo: ROTEIRIZADOR_MESSAGES.pesoExcedeVeiculo(1150, 1000) },
    ]);
    expect(alertas[2]!.motivo).toBe('Peso da rota (1150 kg) excede a capacidade do veículo (1000 kg).');
  });

  it('refuses unknown vehicles and stops', () => {
    expect(() => recalcularRota(entrada, 3, ['B'])).toThrow(ROTEIRIZADOR_MESSAGES.veiculoInexistente);
    expect(() => recalcularRota(entrada, 0, ['X'])).toThrow(ROTEIRIZADOR_MESSAGES.paradaInexistente('X'));
    expect(() => recalcularRota(entrada, 0, ['B', 'B'])).toThrow(
      ROTEIRIZADOR_MESSAGES.paradaRepetidaNaOrdem('B'),
    );
  });
});

describe('determinism and consistency', () => {
  it('gives the same plan for the same input', () => {
    const entrada = instanciaAleatoria(42, 60, 4);
    const primeiro = planejarRotas(entrada);
    const segundo = planejarRotas(JSON.parse(JSON.stringify(entrada)) as TEntradaRoteirizacao);
    expect(segundo).toEqual(primeiro);
    conferirPlano(entrada, primeiro);
    expect(primeiro.naoAtendidas.length).toBeLessThan(10);
  });

  it('respects loads, windows and working days on random instances, and the contract', () => {
    for (const semente of [1, 2, 3]) {
      const entrada = instanciaAleatoria(semente, 40, 3);
      const plano = planejarRotas(entrada);
      conferirPlano(entrada, plano);
      expect(ZPlanoRotasResponse.parse(plano)).toEqual(plano);
      // The legs of each route add up to its distance (recomputed in the same order).
      for (const rota of plano.rotas) {
        const recalculada = recalcularRota(
          entrada,
          rota.veiculoIndice,
          rota.paradas.map((parada) => parada.id),
        );
        expect(recalculada.viavel).toBe(true);
        expect(recalculada.rota).toEqual(rota);
      }
    }
  });

  it('stops at the iteration cap with a valid plan', () => {
    const entrada = instanciaAleatoria(7, 40, 3);
    const limitado = planejarRotas({ ...entrada, limiteIteracoes: 1 });
    conferirPlano(entrada, limitado);
    const completo = planejarRotas(entrada);
    if (limitado.naoAtendidas.length === completo.naoAtendidas.length)
      expect(limitado.distanciaTotalM).toBeGreaterThanOrEqual(completo.distanciaTotalM);
  });
});

describe('quality against published benchmarks', () => {
  it('berlin52 (TSPLIB): the data reproduce the optimum 7542, and one vehicle is within 10 %', () => {
    const pontos = BERLIN52.pontos;
    const tour = BERLIN52.tourOtimo;
    const otimo = tour.reduce(
      (total, no, i) => total + distanciaTsplib(pontos[no - 1]!, pontos[tour[(i + 1) % tour.length]! - 1]!),
      0,
    );
    expect(otimo).toBe(BERLIN52.otimo);

    const entrada = entradaPlana(
      pontos,
      pontos.slice(1).map((_, i) => ({ id: String(i + 2) })),
      [{}],
    );
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(plano.naoAtendidas).toEqual([]);
    expect(plano.distanciaTotalM).toBeGreaterThanOrEqual(BERLIN52.otimo);
    expect(plano.distanciaTotalM).toBeLessThanOrEqual(BERLIN52.otimo * 1.1);
  });

  it('A-n32-k5 (Augerat A): the data reproduce the optimum 784, and 5 vehicles are within 10 %', () => {
    const pontos = [A_N32_K5.deposito, ...A_N32_K5.clientes];
    let otimo = 0;
    for (const rota of A_N32_K5.rotasOtimas) {
      const nos = [0, ...rota, 0];
      for (let i = 1; i < nos.length; i++) otimo += distanciaTsplib(pontos[nos[i - 1]!]!, pontos[nos[i]!]!);
      expect(rota.reduce((carga, no) => carga + A_N32_K5.clientes[no - 1]!.demanda, 0)).toBeLessThanOrEqual(
        A_N32_K5.capacidade,
      );
    }
    expect(otimo).toBe(A_N32_K5.otimo);

    const entrada = entradaPlana(
      pontos,
      A_N32_K5.clientes.map((cliente) => ({ id: String(cliente.no), pesoKg: cliente.demanda })),
      Array.from({ length: A_N32_K5.veiculos }, () => ({ capacidadePesoKg: A_N32_K5.capacidade })),
    );
    const plano = planejarRotas(entrada);
    conferirPlano(entrada, plano);
    expect(plano.naoAtendidas).toEqual([]);
    expect(plano.rotas.length).toBeLessThanOrEqual(A_N32_K5.veiculos);
    expect(plano.distanciaTotalM).toBeGreaterThanOrEqual(A_N32_K5.otimo);
    expect(plano.distanciaTotalM).toBeLessThanOrEqual(A_N32_K5.otimo * 1.1);
  });
});

describe('request contract (POST /api/formacao/roteirizador/planejar)', () => {
  const valido = {
    deposito: { latitude: -23.55, longitude: -46.63, nome: 'CD' },
    paradas: [
      { id: 'a', latitude: -23.5, longitude: -46.6, pesoKg: 100, janela: { inicio: '08:00', fim: '10:30' } },
    ],
    veiculos: [{ capacidadePesoKg: 1000, jornada: { inicio: '07:00', fim: '18:00' } }],
  };
  const mensagens = (body: unknown) => {
    const resultado = ZPlanejarRotasBody.safeParse(body);
    return resultado.success ? [] : resultado.error.issues.map((issue) => issue.message);
  };

  it('accepts a valid request and turns it into the planner input', () => {
    const body = ZPlanejarRotasBody.parse(valido);
    expect(body.retornarAoDeposito).toBe(true);
    const entrada = paraEntradaRoteirizacao(body);
    expect(entrada.paradas[0]!.janela).toEqual({ inicio: 480, fim: 630 });
    expect(entrada.veiculos[0]!.jornada).toEqual({ inicio: 420, fim: 1080 });
    expect(planejarRotas(entrada).rotas).toHaveLength(1);
  });

  it('names the field in every error, in pt-BR', () => {
    expect(mensagens({ ...valido, deposito: { longitude: -46.63 } })).toEqual(['Latitude é obrigatório!']);
    expect(mensagens({ ...valido, deposito: undefined })).toEqual(['Depósito é obrigatório!']);
    expect(mensagens({ ...valido, deposito: { latitude: 91, longitude: 0 } })).toEqual([
      'Latitude: Valor máximo: 90',
    ]);
    expect(mensagens({ ...valido, paradas: [] })).toEqual([ROTEIRIZADOR_SCHEMA_MESSAGES.paradasMinimo]);
    expect(mensagens({ ...valido, veiculos: [] })).toEqual([ROTEIRIZADOR_SCHEMA_MESSAGES.veiculosMinimo]);
    const parada = valido.paradas[0]!;
    expect(
      mensagens({ ...valido, paradas: Array.from({ length: 501 }, (_, i) => ({ ...parada, id: `${i}` })) }),
    ).toEqual(['Paradas: no máximo 500.']);
    expect(mensagens({ ...valido, veiculos: Array.from({ length: 51 }, () => ({})) })).toEqual([
      'Veículos: no máximo 50.',
    ]);
    expect(mensagens({ ...valido, paradas: [{ ...parada, id: ' ' }] })).toEqual([
      'Id da parada é obrigatório!',
    ]);
    expect(mensagens({ ...valido, paradas: [{ ...parada, pesoKg: -1 }] })).toEqual([
      'Peso (kg): Valor mínimo: 0',
    ]);
    expect(
      mensagens({ ...valido, paradas: [{ ...parada, janela: { inicio: '8h', fim: '10:00' } }] }),
    ).toEqual(['Início da janela: Formato inválido. Use HH:mm.']);
    expect(
      mensagens({ ...valido, paradas: [{ ...parada, janela: { inicio: '10:00', fim: '09:00' } }] }),
    ).toEqual([ROTEIRIZADOR_SCHEMA_MESSAGES.janelaInvertida]);
    expect(mensagens({ ...valido, paradas: [parada, parada] })).toEqual(['Id da parada: "a" está repetido.']);
    expect(mensagens({ ...valido, veiculos: [{ capacidadePesoKg: 0 }] })).toEqual([
      'Capacidade de peso (kg) deve ser maior que zero!',
    ]);
    expect(mensagens({ ...valido, veiculos: [{ jornada: { inicio: '18:00', fim: '18:00' } }] })).toEqual([
      ROTEIRIZADOR_SCHEMA_MESSAGES.jornadaInvertida,
    ]);
    expect(mensagens({ ...valido, veiculos: [{ jornada: { inicio: '07:00' } }] })).toEqual([
      'Fim da jornada é obrigatório!',
    ]);
    expect(mensagens({ ...valido, retornarAoDeposito: 'sim' })).toEqual([
      'Retornar ao depósito: Informe um valor válido.',
    ]);
    expect(mensagens({ ...valido, velocidadeMediaKmH: 0 })).toEqual([
      'Velocidade média (km/h) deve ser maior que zero!',
    ]);
    expect(mensagens({ ...valido, paradas: [{ ...parada, latitude: 0, longitude: 0 }] })).toEqual([
      ROTEIRIZADOR_SCHEMA_MESSAGES.coordenadaZero,
    ]);
  });
});
