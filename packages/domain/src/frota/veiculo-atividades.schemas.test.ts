import {
  podeRegistrarRetorno,
  VEICULO_ATIVIDADE_MESSAGES,
  validarHorarioRetorno,
  ZVeiculoAtividadeBody,
} from './veiculo-atividades.schemas';

const CARGA = '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11';

describe('vehicle return time', () => {
  it('parses the body: the load, the return instant and an optional trimmed note', () => {
    expect(
      ZVeiculoAtividadeBody.parse({
        cargaId: CARGA,
        dhRetorno: '2024-05-03T18:00:00-03:00',
        observacao: '  ',
      }),
    ).toEqual({ cargaId: CARGA, dhRetorno: new Date('2024-05-03T21:00:00Z'), observacao: null });
    expect(
      ZVeiculoAtividadeBody.parse({ cargaId: CARGA, dhRetorno: '2024-05-03T21:00:00Z' }).observacao,
    ).toBe(null);
  });

  it('refuses a missing return, a bad load id and a long note with pt-BR messages', () => {
    const messages = (body: unknown) =>
      ZVeiculoAtividadeBody.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ cargaId: CARGA })).toEqual(['Horário de retorno é obrigatório!']);
    expect(messages({ cargaId: 'x', dhRetorno: '2024-05-03T21:00:00Z' })).toEqual(['Formato inválido.']);
    expect(
      messages({ cargaId: CARGA, dhRetorno: '2024-05-03T21:00:00Z', observacao: 'a'.repeat(501) }),
    ).toEqual(['Tamanho máximo: 500 caracteres']);
  });

  it('accepts a return after the start only (any return when the start is unknown)', () => {
    expect(validarHorarioRetorno('2024-05-01T12:00:00Z', '2024-05-01T12:00:01Z')).toBeNull();
    expect(validarHorarioRetorno('2024-05-01T12:00:00Z', '2024-05-01T12:00:00Z')).toBe(
      VEICULO_ATIVIDADE_MESSAGES.retornoAntesDaSaida,
    );
    expect(validarHorarioRetorno(null, '2000-01-01T00:00:00Z')).toBeNull();
  });

  it('registers returns for loads on the road, delivered or finished only', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 99].filter(podeRegistrarRetorno)).toEqual([2, 3, 4, 7, 8]);
  });
});
