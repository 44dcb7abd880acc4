import {
  avaliarCapacidade,
  compararSugestoes,
  IconeCarroceria,
  IconeVeiculo,
  iconeDoVeiculo,
  janelasSobrepostas,
  MotivoDescarte,
  motivoDisponibilidade,
} from './veiculos-sugestao.rules';

const d = (iso: string) => new Date(iso);

describe('collection..delivery windows', () => {
  const carga = { inicio: d('2024-05-10T08:00:00Z'), fim: d('2024-05-12T18:00:00Z') };

  it('overlap when they share any instant (ends included)', () => {
    expect(
      janelasSobrepostas(carga, { inicio: d('2024-05-12T18:00:00Z'), fim: d('2024-05-13T10:00:00Z') }),
    ).toBe(true);
    expect(
      janelasSobrepostas(carga, { inicio: d('2024-05-09T00:00:00Z'), fim: d('2024-05-10T09:00:00Z') }),
    ).toBe(true);
    expect(
      janelasSobrepostas(carga, { inicio: d('2024-05-01T00:00:00Z'), fim: d('2024-05-30T00:00:00Z') }),
    ).toBe(true);
  });

  it('do not overlap when one ends before the other starts', () => {
    expect(
      janelasSobrepostas(carga, { inicio: d('2024-05-08T00:00:00Z'), fim: d('2024-05-10T07:59:00Z') }),
    ).toBe(false);
    expect(janelasSobrepostas(carga, { inicio: d('2024-05-12T18:01:00Z'), fim: null })).toBe(false);
  });

  it('treat a missing date as open: a load without dates takes the vehicle whenever', () => {
    expect(janelasSobrepostas(carga, { inicio: null, fim: null })).toBe(true);
    expect(janelasSobrepostas({ inicio: null, fim: null }, carga)).toBe(true);
    expect(janelasSobrepostas(carga, { inicio: d('2024-05-11T00:00:00Z'), fim: null })).toBe(true);
  });
});

describe('capacity', () => {
  it('fits within the weight and volume and says how full', () => {
    const avaliacao = avaliarCapacidade(
      { capacidadeKg: 27_000, capacidadeM3: 90 },
      { pesoKg: 13_500, volumeM3: 45 },
    );
    expect(avaliacao).toEqual({
      cabe: true,
      ocupacaoPeso: 0.5,
      motivos: [
        'Capacidade de 27,00 Ton para 13,50 Ton da carga (50% ocupado).',
        'Volume de 90 m³ para 45 m³ da carga (50% ocupado).',
      ],
    });
  });

  it('leaves out a vehicle whose weight or volume capacity is below the load', () => {
    expect(
      avaliarCapacidade({ capacidadeKg: 6_000, capacidadeM3: 90 }, { pesoKg: 6_001, volumeM3: 1 }),
    ).toEqual({
      cabe: false,
      motivo: MotivoDescarte.SemCapacidade,
      medida: 'peso',
      necessario: 6_001,
      capacidade: 6_000,
    });
    expect(
      avaliarCapacidade({ capacidadeKg: 27_000, capacidadeM3: 30 }, { pesoKg: 1_000, volumeM3: 31 }),
    ).toEqual({
      cabe: false,
      motivo: MotivoDescarte.SemCapacidade,
      medida: 'volume',
      necessario: 31,
      capacidade: 30,
    });
  });

  it('keeps a vehicle without registered capacity and says so', () => {
    expect(
      avaliarCapacidade({ capacidadeKg: null, capacidadeM3: null }, { pesoKg: 500, volumeM3: 2 }),
    ).toEqual({
      cabe: true,
      ocupacaoPeso: null,
      motivos: [
        'Capacidade de peso não informada no cadastro do veículo.',
        'Capacidade de volume não informada no cadastro do veículo.',
      ],
    });
  });

  it('has nothing to check for a load without weight or volume', () => {
    expect(
      avaliarCapacidade({ capacidadeKg: 1_000, capacidadeM3: 5 }, { pesoKg: null, volumeM3: null }),
    ).toEqual({
      cabe: true,
      ocupacaoPeso: null,
      motivos: [],
    });
  });
});

describe('availability reasons', () => {
  it('tells where the vehicle last delivered and how far from the origin', () => {
    expect(motivoDisponibilidade({ cidade: 'Campinas', uf: 'SP' }, 100_800)).toEqual([
      'Livre entre a coleta e a entrega da carga.',
      'Última entrega em Campinas/SP, a cerca de 100,80 km da origem (estimativa).',
    ]);
    expect(motivoDisponibilidade(null, null)).toEqual([
      'Livre entre a coleta e a entrega da carga.',
      'Sem viagem anterior registrada: posição desconhecida.',
    ]);
  });
});

describe('ranking', () => {
  it('puts the nearest first, then the tightest capacity, unknowns last, then the plate', () => {
    const sugestoes = [
      { placa: 'DDD4D44', distanciaAteOrigem: null, capacidadeKg: 10_000 },
      { placa: 'CCC3C33', distanciaAteOrigem: 50_000, capacidadeKg: null },
      { placa: 'BBB2B22', distanciaAteOrigem: 50_000, capacidadeKg: 27_000 },
      { placa: 'AAA1A11', distanciaAteOrigem: 50_000, capacidadeKg: 14_000 },
      { placa: 'EEE5E55', distanciaAteOrigem: 5_000, capacidadeKg: 57_000 },
      { placa: 'FFF6F66', distanciaAteOrigem: null, capacidadeKg: 10_000 },
    ];
    expect([...sugestoes].sort(compararSugestoes).map((s) => s.placa)).toEqual([
      'EEE5E55',
      'AAA1A11',
      'BBB2B22',
      'CCC3C33',
      'DDD4D44',
      'FFF6F66',
    ]);
  });
});

describe('vehicle icons from the type and body names (02 §9)', () => {
  it.each([
    ['Carreta LS', 'Sider', IconeVeiculo.Articulado, null],
    ['Bitrem', 'Graneleiro', IconeVeiculo.Articulado, IconeCarroceria.Granel],
    ['Rodotrem', 'Tanque', IconeVeiculo.Articulado, IconeCarroceria.Tanque],
    ['Truck', 'Baú', IconeVeiculo.Rigido, null],
    ['Toco', 'Refrigerado', IconeVeiculo.Rigido, IconeCarroceria.Refrigerada],
    ['BITRUCK', 'Porta-contêiner', IconeVeiculo.Rigido, IconeCarroceria.Conteiner],
    ['VUC', 'Baú', IconeVeiculo.Leve, null],
    ['3/4', 'Frigorífico', IconeVeiculo.Leve, IconeCarroceria.Refrigerada],
    ['Van', null, IconeVeiculo.Utilitario, null],
    ['Utilitário', 'Caçamba', IconeVeiculo.Utilitario, IconeCarroceria.Granel],
    ['Cavalo mecânico 6x4', 'Cegonha', IconeVeiculo.Articulado, IconeCarroceria.Veiculos],
    [null, null, IconeVeiculo.Generico, null],
    ['Trator', 'Prancha', IconeVeiculo.Generico, null],
  ])('%s / %s', (tipo, carroceria, veiculo, marca) => {
    expect(iconeDoVeiculo(tipo, carroceria)).toEqual({ veiculo, carroceria: marca });
  });
});
