import { MESSAGES } from '../../shared/messages';
import { CADASTRO_CARGA_MESSAGES } from '../cadastro/cadastro.schemas';
import { ROTAS_MESSAGES, ZRecuperarRotaBody } from './rotograma.schemas';

const ponto = (extra: Record<string, unknown> = {}) => ({ cidade: 'São Paulo', uf: 'sp', ...extra });

function mensagens(input: unknown): string[] {
  const result = ZRecuperarRotaBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('POST recuperar-rota body', () => {
  it('accepts the register form’s points: company, city/UF and optional coordinates', () => {
    const body = ZRecuperarRotaBody.parse({
      pontos: [
        ponto({ rota: 1, empresaId: '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11' }),
        ponto({ cidade: 'Campinas', latitude: -22.9, longitude: -47.06, rota: 3 }),
      ],
    });
    expect(body.pontos[0]).toMatchObject({ uf: 'SP', rota: 1 });
    expect(body.pontos[1]).toMatchObject({ latitude: -22.9, longitude: -47.06 });
  });

  it('answers the spec’s message for fewer than 2 points', () => {
    expect(mensagens({ pontos: [ponto()] })).toEqual([MESSAGES.routeNotFound]);
    expect(mensagens({ pontos: [] })).toEqual([MESSAGES.routeNotFound]);
    expect(mensagens({})).toEqual([MESSAGES.routeNotFound]);
  });

  it('refuses more than 30 points', () => {
    expect(mensagens({ pontos: Array.from({ length: 31 }, () => ponto()) })).toEqual([
      CADASTRO_CARGA_MESSAGES.rotaMaxima,
    ]);
  });

  it('validates each point with pt-BR messages', () => {
    expect(mensagens({ pontos: [ponto({ cidade: '' }), ponto({ uf: 'S1' })] })).toEqual([
      'Cidade é obrigatório!',
      MESSAGES.invalidFormat,
    ]);
    expect(mensagens({ pontos: [ponto({ latitude: -95, longitude: 0 }), ponto()] })).toEqual([
      `${MESSAGES.minValue}-90`,
    ]);
    expect(mensagens({ pontos: [ponto({ latitude: -23.5 }), ponto()] })).toEqual([
      ROTAS_MESSAGES.coordenadaIncompleta,
    ]);
    expect(mensagens({ pontos: [ponto({ empresaId: 'x' }), ponto()] })).toEqual([MESSAGES.invalidFormat]);
  });
});
