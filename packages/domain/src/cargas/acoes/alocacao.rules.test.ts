import {
  ALOCACAO_MESSAGES,
  impedimentoDoMotorista,
  impedimentoDoVeiculo,
  impedimentosDaAlocacao,
  MotivoImpedimento,
  type TCargaAAlocar,
  type TUsoDaFrota,
} from './alocacao.rules';

const d = (iso: string) => new Date(iso);

const CARGA: TCargaAAlocar = {
  id: 'c-nova',
  janela: { inicio: d('2024-05-10T08:00:00Z'), fim: d('2024-05-12T18:00:00Z') },
  necessidade: { pesoKg: 8_740, volumeM3: 20 },
};
const VUC = { id: 'v-vuc', placa: 'ABC1234', capacidadeKg: 3_000, capacidadeM3: 18 };
const TRUCK = { id: 'v-truck', placa: 'GHJ5762', capacidadeKg: 14_000, capacidadeM3: 48 };
const MOTORISTA = { id: 'm-1', nome: 'José Aparecido da Silva' };

function uso(parcial: Partial<TUsoDaFrota>): TUsoDaFrota {
  return {
    cargaId: 'c-outra',
    cargaCodigo: 1042,
    veiculoIds: [],
    motoristaId: null,
    janela: { inicio: d('2024-05-11T08:00:00Z'), fim: d('2024-05-13T08:00:00Z') },
    ...parcial,
  };
}

describe('allocation rule: capacity', () => {
  it('refuses a vehicle whose weight capacity is below the load, naming both in pt-BR', () => {
    expect(impedimentoDoVeiculo(VUC, CARGA, [])).toEqual({
      motivo: MotivoImpedimento.SemCapacidade,
      mensagem: 'O veículo ABC-1234 não comporta a carga: 8,74 Ton para 3,00 Ton de capacidade.',
    });
  });

  it('refuses by volume when the weight fits', () => {
    const carga = { ...CARGA, necessidade: { pesoKg: 1_000, volumeM3: 60 } };
    expect(impedimentoDoVeiculo(TRUCK, carga, [])?.mensagem).toBe(
      'O veículo GHJ-5762 não comporta a carga: 60 m³ para 48 m³ de capacidade.',
    );
  });

  it('accepts a vehicle that fits, or whose capacity is not registered', () => {
    expect(impedimentoDoVeiculo(TRUCK, CARGA, [])).toBeNull();
    expect(impedimentoDoVeiculo({ ...VUC, capacidadeKg: null, capacidadeM3: null }, CARGA, [])).toBeNull();
  });

  it('does not check the capacity of equipment (a trailer is checked for its period only)', () => {
    expect(impedimentoDoVeiculo(VUC, CARGA, [], { equipamento: true })).toBeNull();
  });

  it('weighs the load against the set that hauls it: the vehicle plus its equipment', () => {
    const cavalo = { id: 'v-cavalo', placa: 'CVL2A31', capacidadeKg: null, capacidadeM3: null };
    const semirreboques = [
      { id: 'v-s1', placa: 'SRB4C10', capacidadeKg: 30_000, capacidadeM3: 90 },
      { id: 'v-s2', placa: 'SRB4C11', capacidadeKg: 27_000, capacidadeM3: 80 },
    ];
    const pesada = { ...CARGA, necessidade: { pesoKg: 60_000, volumeM3: 100 } };
    expect(
      impedimentosDaAlocacao(
        { veiculo: cavalo, motorista: MOTORISTA, equipamentos: semirreboques },
        pesada,
        [],
      ),
    ).toEqual([
      {
        motivo: MotivoImpedimento.SemCapacidade,
        mensagem: 'O veículo CVL2A31 não comporta a carga: 60,00 Ton para 57,00 Ton de capacidade.',
      },
    ]);
    const cabe = { ...CARGA, necessidade: { pesoKg: 50_000, volumeM3: 150 } };
    expect(
      impedimentosDaAlocacao(
        { veiculo: cavalo, motorista: MOTORISTA, equipamentos: semirreboques },
        cabe,
        [],
      ),
    ).toEqual([]);
    // A truck with a trailer (Romeu e Julieta): both capacities count.
    expect(
      impedimentosDaAlocacao({ veiculo: VUC, motorista: MOTORISTA, equipamentos: [TRUCK] }, CARGA, []),
    ).toEqual([]);
  });
});

describe('allocation rule: one vehicle and one driver per period', () => {
  it('refuses a vehicle on another in-progress load over the period, naming that load', () => {
    const usos = [uso({ veiculoIds: ['V-TRUCK'] })];
    expect(impedimentoDoVeiculo(TRUCK, CARGA, usos)).toEqual({
      motivo: MotivoImpedimento.VeiculoOcupado,
      cargaCodigo: 1042,
      mensagem: 'O veículo GHJ-5762 já está alocado na carga 1042 no mesmo período.',
    });
  });

  it('counts a vehicle used as equipment, and names the earliest load in the way', () => {
    const usos = [
      uso({ cargaId: 'b', cargaCodigo: 1050, veiculoIds: ['x', 'v-truck'] }),
      uso({
        cargaId: 'a',
        cargaCodigo: 1060,
        veiculoIds: ['v-truck'],
        janela: { inicio: d('2024-05-09T00:00:00Z'), fim: d('2024-05-10T09:00:00Z') },
      }),
    ];
    expect(impedimentoDoVeiculo(TRUCK, CARGA, usos)?.cargaCodigo).toBe(1060);
  });

  it('does not name another company load', () => {
    const usos = [uso({ cargaCodigo: null, veiculoIds: ['v-truck'] })];
    expect(impedimentoDoVeiculo(TRUCK, CARGA, usos)?.mensagem).toBe(
      'O veículo GHJ-5762 já está alocado em outra carga no mesmo período.',
    );
  });

  it('accepts periods that do not overlap, and the load itself (re-allocation)', () => {
    const antes = uso({
      veiculoIds: ['v-truck'],
      motoristaId: 'm-1',
      janela: { inicio: d('2024-05-01T00:00:00Z'), fim: d('2024-05-10T07:59:00Z') },
    });
    const mesma = uso({ cargaId: 'C-NOVA', veiculoIds: ['v-truck'], motoristaId: 'm-1' });
    expect(impedimentoDoVeiculo(TRUCK, CARGA, [antes, mesma])).toBeNull();
    expect(impedimentoDoMotorista(MOTORISTA, CARGA, [antes, mesma])).toBeNull();
  });

  it('treats a load without dates as taking the period', () => {
    const usos = [uso({ motoristaId: 'm-1', janela: { inicio: null, fim: null } })];
    expect(impedimentoDoMotorista(MOTORISTA, CARGA, usos)).toEqual({
      motivo: MotivoImpedimento.MotoristaOcupado,
      cargaCodigo: 1042,
      mensagem: 'O motorista José Aparecido da Silva já está alocado na carga 1042 no mesmo período.',
    });
  });

  it('lists every reason, vehicle first, equipment last', () => {
    const usos = [uso({ veiculoIds: ['v-carreta'], motoristaId: 'm-1' })];
    const carreta = { id: 'v-carreta', placa: 'RTA1B23', capacidadeKg: 1, capacidadeM3: 1 };
    expect(
      impedimentosDaAlocacao(
        { veiculo: VUC, motorista: MOTORISTA, equipamentos: [carreta] },
        CARGA,
        usos,
      ).map((impedimento) => impedimento.mensagem),
    ).toEqual([
      ALOCACAO_MESSAGES.semCapacidadePeso('ABC-1234', 8_740, 3_000),
      ALOCACAO_MESSAGES.motoristaOcupado('José Aparecido da Silva', 1042),
      ALOCACAO_MESSAGES.veiculoOcupado('RTA1B23', 1042),
    ]);
    expect(impedimentosDaAlocacao({ veiculo: TRUCK, motorista: MOTORISTA }, CARGA, [])).toEqual([]);
  });
});
