import { impedimentosDaAlocacao, MotivoImpedimento } from '../../cargas/acoes/alocacao.rules';
import { diasEntre } from '../../cargas/modelos/modelos.rules';
import {
  ajusteDaCapacidade,
  compararSugestoesDaFrota,
  faixaDeAjuste,
  razoesDaSugestao,
} from '../../cargas/rotograma/veiculos-sugestao.rules';
import { TipoAtividadeVeiculo } from '../frota.enums';
import {
  AGENDA_MESSAGES,
  hojeEmSaoPaulo,
  itensSobrepostos,
  periodoDaAgenda,
  validarPeriodoIndisponibilidade,
} from './agenda.rules';
import { ZAgendaQuery, ZIndisponibilidadeBody } from './agenda.schemas';

const d = (iso: string) => new Date(iso);

describe('agenda overlaps', () => {
  it('flags two loads of the same vehicle whose windows meet, and a load over a maintenance', () => {
    const sobrepostos = itensSobrepostos([
      { id: 'c1', grupo: 'c1', janela: { inicio: d('2026-05-10T08:00Z'), fim: d('2026-05-11T18:00Z') } },
      { id: 'c2', grupo: 'c2', janela: { inicio: d('2026-05-11T10:00Z'), fim: d('2026-05-12T18:00Z') } },
      { id: 'm1', grupo: null, janela: { inicio: d('2026-05-14T00:00Z'), fim: d('2026-05-15T00:00Z') } },
      { id: 'c3', grupo: 'c3', janela: { inicio: d('2026-05-14T12:00Z'), fim: null } },
      { id: 'c4', grupo: 'c4', janela: { inicio: d('2026-05-01T00:00Z'), fim: d('2026-05-02T00:00Z') } },
    ]);
    expect([...sobrepostos].sort()).toEqual(['c1', 'c2', 'c3', 'm1']);
  });

  it('never flags a load against its own trip return time (same group)', () => {
    const sobrepostos = itensSobrepostos([
      { id: 'c1', grupo: 'c1', janela: { inicio: d('2026-05-10T08:00Z'), fim: d('2026-05-11T18:00Z') } },
      { id: 'r1', grupo: 'c1', janela: { inicio: d('2026-05-10T08:00Z'), fim: d('2026-05-12T18:00Z') } },
    ]);
    expect(sobrepostos.size).toBe(0);
  });
});

describe('unavailability period', () => {
  it('needs the end after the start and at most 90 days', () => {
    expect(validarPeriodoIndisponibilidade(d('2026-05-10T08:00Z'), d('2026-05-10T08:00Z'))).toBe(
      AGENDA_MESSAGES.fimAntesDoInicio,
    );
    expect(validarPeriodoIndisponibilidade(d('2026-05-10T08:00Z'), d('2026-08-10T08:00Z'))).toBe(
      AGENDA_MESSAGES.indisponibilidadeLonga,
    );
    expect(validarPeriodoIndisponibilidade(d('2026-05-10T08:00Z'), d('2026-05-12T08:00Z'))).toBeNull();
  });

  it('refuses a trip kind and names the end field', () => {
    const viagem = ZIndisponibilidadeBody.safeParse({
      veiculoId: '8f1c3a52-6b0e-4d8e-9a37-1f2b3c4d5e6f',
      tipo: TipoAtividadeVeiculo.Viagem,
      dhInicio: '2026-05-10T08:00:00Z',
      dhFim: '2026-05-11T08:00:00Z',
    });
    expect(viagem.error?.issues[0]?.path).toEqual(['tipo']);
    const invertido = ZIndisponibilidadeBody.safeParse({
      veiculoId: '8f1c3a52-6b0e-4d8e-9a37-1f2b3c4d5e6f',
      tipo: TipoAtividadeVeiculo.Manutencao,
      dhInicio: '2026-05-10T08:00:00Z',
      dhFim: '2026-05-09T08:00:00Z',
    });
    expect(invertido.error?.issues[0]).toMatchObject({
      path: ['dhFim'],
      message: AGENDA_MESSAGES.fimAntesDoInicio,
    });
  });
});

describe('agenda period', () => {
  it('reads São Paulo days and refuses more than 31 or an inverted period', () => {
    expect(periodoDaAgenda('2026-05-10', '2026-05-16')).toEqual({
      inicio: d('2026-05-10T03:00:00Z'),
      fim: d('2026-05-17T03:00:00Z'),
    });
    expect(diasEntre('2026-05-10', '2026-06-10')).toBe(31);
    expect(
      ZAgendaQuery.safeParse({ inicio: '2026-05-01', fim: '2026-06-01' }).error?.issues[0]?.message,
    ).toBe(AGENDA_MESSAGES.periodoLongo);
    expect(ZAgendaQuery.safeParse({ inicio: '2026-05-10', fim: '2026-05-09' }).success).toBe(false);
    expect(ZAgendaQuery.parse({ inicio: '2026-05-01', fim: '2026-05-31' })).toMatchObject({
      page: 1,
      pageSize: 20,
    });
  });

  it('knows today in São Paulo (UTC-3)', () => {
    expect(hojeEmSaoPaulo(d('2026-05-11T02:30:00Z'))).toBe('2026-05-10');
    expect(hojeEmSaoPaulo(d('2026-05-11T03:30:00Z'))).toBe('2026-05-11');
  });
});

describe('allocation rule: unavailability', () => {
  const carga = {
    id: 'c-nova',
    janela: { inicio: d('2026-05-10T08:00:00Z'), fim: d('2026-05-12T18:00:00Z') },
    necessidade: { pesoKg: 1_000, volumeM3: null },
  };
  const veiculo = { id: 'v-1', placa: 'ABC1D23', capacidadeKg: 14_000, capacidadeM3: null };
  const motorista = { id: 'm-1', nome: 'José' };

  it('refuses a vehicle in maintenance over the load window, with a clear pt-BR message', () => {
    const [impedimento] = impedimentosDaAlocacao(
      { veiculo, motorista },
      carga,
      [],
      [
        {
          id: 'i-1',
          veiculoId: 'V-1',
          tipo: TipoAtividadeVeiculo.Manutencao,
          janela: { inicio: d('2026-05-11T11:00:00Z'), fim: d('2026-05-13T20:00:00Z') },
        },
      ],
    );
    expect(impedimento).toEqual({
      motivo: MotivoImpedimento.VeiculoIndisponivel,
      mensagem: 'O veículo ABC1D23 está indisponível (manutenção) de 11/05/2026 08:00 a 13/05/2026 17:00.',
    });
  });

  it('accepts it when the unavailability is outside the window, and checks equipment too', () => {
    const fora = {
      id: 'i-1',
      veiculoId: 'v-1',
      tipo: TipoAtividadeVeiculo.Folga,
      janela: { inicio: d('2026-05-13T00:00:00Z'), fim: d('2026-05-14T00:00:00Z') },
    };
    expect(impedimentosDaAlocacao({ veiculo, motorista }, carga, [], [fora])).toEqual([]);
    const reboque = { id: 'e-1', placa: 'REB1234', capacidadeKg: null, capacidadeM3: null };
    const impedimentos = impedimentosDaAlocacao(
      { veiculo, motorista, equipamentos: [reboque] },
      carga,
      [],
      [
        {
          ...fora,
          veiculoId: 'e-1',
          janela: { inicio: d('2026-05-09T00:00:00Z'), fim: d('2026-05-10T08:00:00Z') },
        },
      ],
    );
    expect(impedimentos.map((item) => item.mensagem)).toEqual([
      'O veículo REB-1234 está indisponível (folga) de 08/05/2026 21:00 a 10/05/2026 05:00.',
    ]);
  });
});

describe('suggestion ranking with the fleet', () => {
  it('measures the fit by the larger share and bands it', () => {
    expect(
      ajusteDaCapacidade({ capacidadeKg: 10_000, capacidadeM3: 50 }, { pesoKg: 8_000, volumeM3: 10 }),
    ).toBe(0.8);
    expect(
      ajusteDaCapacidade({ capacidadeKg: null, capacidadeM3: null }, { pesoKg: 8_000, volumeM3: 10 }),
    ).toBeNull();
    expect([0.1, 0.3, 0.6, 0.8, 1, null].map(faixaDeAjuste)).toEqual([0, 1, 2, 3, 3, -1]);
  });

  it('ranks the best fit band first, then the nearest, vehicles without a position last among equals', () => {
    const base = { distanciaAteOrigem: null, capacidadeKg: 10_000 };
    const sugestoes = [
      { ...base, placa: 'AAA0001', ajuste: 0.3, distanciaKm: 1 },
      { ...base, placa: 'AAA0002', ajuste: 0.9, distanciaKm: null },
      { ...base, placa: 'AAA0003', ajuste: 0.8, distanciaKm: 120 },
      { ...base, placa: 'AAA0004', ajuste: 0.85, distanciaKm: 15.5 },
      { ...base, placa: 'AAA0005', ajuste: null, distanciaKm: 0 },
    ];
    expect([...sugestoes].sort(compararSugestoesDaFrota).map((s) => s.placa)).toEqual([
      'AAA0004',
      'AAA0003',
      'AAA0002',
      'AAA0001',
      'AAA0005',
    ]);
  });

  it('says why in short pt-BR texts', () => {
    expect(razoesDaSugestao({ ajuste: 0.873, distanciaKm: 12.3 })).toEqual({
      ajuste: 'Aproveitamento de 87% da capacidade',
      distancia: 'A 12,30 km da origem (última posição)',
      disponibilidade: 'Livre na agenda no período da carga',
    });
    expect(razoesDaSugestao({ ajuste: null, distanciaKm: null }).distancia).toBe('Sem posição registrada');
  });
});
