import { iconeDoVeiculo } from '../../cargas/rotograma/veiculos-sugestao.rules';
import { POSICAO_DESATUALIZADA_MS } from '../frota.enums';
import { pontoNaRota, posicaoDesatualizada, tempoDesdePosicao } from './monitoramento.rules';
import { POSICOES_LOTE_MAX, validarPosicoes } from './monitoramento.schemas';

const agora = new Date('2026-11-25T15:00:00Z');
const antes = (ms: number) => new Date(agora.getTime() - ms);

describe('posicaoDesatualizada / tempoDesdePosicao', () => {
  it('is stale only past POSICAO_DESATUALIZADA_MS', () => {
    expect(posicaoDesatualizada(antes(POSICAO_DESATUALIZADA_MS), agora)).toBe(false);
    expect(posicaoDesatualizada(antes(POSICAO_DESATUALIZADA_MS + 1), agora)).toBe(true);
    expect(posicaoDesatualizada(antes(0).toISOString(), agora)).toBe(false);
  });

  it('says how long ago in short pt-BR', () => {
    expect(tempoDesdePosicao(antes(20_000), agora)).toBe('agora');
    expect(tempoDesdePosicao(antes(5 * 60_000), agora)).toBe('há 5 min');
    expect(tempoDesdePosicao(antes(2 * 3_600_000 + 5 * 60_000), agora)).toBe('há 2 h');
    expect(tempoDesdePosicao(antes(26 * 3_600_000), agora)).toBe('há 1 dia');
    expect(tempoDesdePosicao(antes(72 * 3_600_000), agora)).toBe('há 3 dias');
  });
});

describe('vehicle icons on the map (02 §9: from the type and body names)', () => {
  it('maps the demo names to icons, accents and case ignored', () => {
    expect(iconeDoVeiculo('Carreta', 'Baú')).toEqual({ veiculo: 'articulado', carroceria: null });
    expect(iconeDoVeiculo('TRUCK', 'Baú refrigerado')).toEqual({
      veiculo: 'rigido',
      carroceria: 'refrigerada',
    });
    expect(iconeDoVeiculo('VUC', null).veiculo).toBe('leve');
    expect(iconeDoVeiculo(null, 'Tanque')).toEqual({ veiculo: 'generico', carroceria: 'tanque' });
  });
});

describe('pontoNaRota', () => {
  const rota = [
    { latitude: 0, longitude: 0 },
    { latitude: 0, longitude: 1 },
    { latitude: 0, longitude: 3 },
  ];
  it('walks the route by length', () => {
    expect(pontoNaRota(rota, 0)).toEqual({ latitude: 0, longitude: 0 });
    expect(pontoNaRota(rota, 1)).toEqual({ latitude: 0, longitude: 3 });
    expect(pontoNaRota(rota, 0.5)!.longitude).toBeCloseTo(1.5, 5);
    expect(pontoNaRota(rota, 2)).toEqual({ latitude: 0, longitude: 3 });
    expect(pontoNaRota([], 0.3)).toBeNull();
    expect(pontoNaRota([{ latitude: 5, longitude: 6 }], 0.3)).toEqual({ latitude: 5, longitude: 6 });
  });
});

describe('validarPosicoes', () => {
  const boa = {
    placa: 'abc-1d23',
    latitude: -23.5,
    longitude: -46.6,
    dhPosicao: antes(60_000).toISOString(),
  };

  it('accepts one position or a batch, normalising the plate', () => {
    const um = validarPosicoes(boa, agora);
    expect(um).toMatchObject({
      ok: true,
      lote: false,
      posicoes: [{ placa: 'ABC1D23', velocidadeKmh: null }],
    });
    const lote = validarPosicoes({ posicoes: [boa, { ...boa, placa: undefined, dispositivo: 'X1' }] }, agora);
    expect(lote.ok && lote.posicoes.length).toBe(2);
  });

  it('names the field with its index', () => {
    const r = validarPosicoes({ posicoes: [boa, boa, boa, { ...boa, latitude: -91 }] }, agora);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual([
      {
        campo: 'posicoes[3].latitude',
        mensagem: 'posicoes[3].latitude: Latitude deve estar entre -90 e 90.',
      },
    ]);
  });

  it('refuses future and too old dates, a missing vehicle and too big a batch', () => {
    const futuro = validarPosicoes(
      { ...boa, dhPosicao: new Date(agora.getTime() + 3_600_000).toISOString() },
      agora,
    );
    expect(!futuro.ok && futuro.erros[0]!.campo).toBe('dhPosicao');
    const velha = validarPosicoes({ ...boa, dhPosicao: antes(91 * 24 * 3_600_000).toISOString() }, agora);
    expect(!velha.ok && velha.erros[0]!.campo).toBe('dhPosicao');
    const semVeiculo = validarPosicoes({ latitude: 1, longitude: 1, dhPosicao: boa.dhPosicao }, agora);
    expect(!semVeiculo.ok && semVeiculo.erros[0]!.campo).toBe('placa');
    const grande = validarPosicoes(
      { posicoes: Array.from({ length: POSICOES_LOTE_MAX + 1 }, () => boa) },
      agora,
    );
    expect(!grande.ok && grande.erros[0]!.campo).toBe('posicoes');
  });
});
