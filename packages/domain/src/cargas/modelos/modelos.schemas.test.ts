import {
  ZCriarLoteBody,
  ZDesativarLoteBody,
  ZListarGradeHorariosQuery,
  ZModeloCargaRequest,
} from './modelos.schemas';

const MODELO = '0b9d3f6e-8a3c-4f1e-9b2d-6c5a4e3f2d1c';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('template contracts', () => {
  it('requires a description and a valid register payload', () => {
    const result = ZModeloCargaRequest.safeParse({ descricao: '  ', model: { carga: {} } });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain('Descrição é obrigatório!');
    expect(messages(result)).toContain('Informe a origem e o destino final da carga.');
  });
});

describe('lot contracts', () => {
  it('accepts 1 to 31 distinct collection days', () => {
    expect(ZCriarLoteBody.parse({ modeloId: MODELO, datas: ['2026-04-01', '2026-04-02'] })).toEqual({
      modeloId: MODELO,
      datas: ['2026-04-01', '2026-04-02'],
      descricao: undefined,
    });
    expect(messages(ZCriarLoteBody.safeParse({ modeloId: MODELO, datas: [] }))).toEqual([
      'Informe ao menos uma data de coleta.',
    ]);
    const muitas = Array.from({ length: 32 }, (_, i) => `2026-05-${String((i % 31) + 1).padStart(2, '0')}`);
    expect(messages(ZCriarLoteBody.safeParse({ modeloId: MODELO, datas: muitas }))).toContain(
      'Informe no máximo 31 datas de coleta.',
    );
    expect(
      messages(ZCriarLoteBody.safeParse({ modeloId: MODELO, datas: ['2026-04-01', '2026-04-01'] })),
    ).toEqual(['Informe datas de coleta diferentes.']);
  });

  it('refuses days that are not calendar days and a missing template', () => {
    expect(messages(ZCriarLoteBody.safeParse({ modeloId: MODELO, datas: ['2026-02-30'] }))).toEqual([
      'Informe uma data válida.',
    ]);
    expect(messages(ZCriarLoteBody.safeParse({ datas: ['2026-04-01'] }))).toEqual([
      'Modelo de carga é obrigatório!',
    ]);
  });

  it('lot deactivation needs the lot and the reason', () => {
    expect(messages(ZDesativarLoteBody.safeParse({ loteId: MODELO }))).toEqual(['Motivo é obrigatório!']);
    expect(messages(ZDesativarLoteBody.safeParse({ loteId: 'x', motivoId: 1 }))).toEqual([
      'Formato inválido.',
    ]);
  });

  it('the time grid covers an ordered period of at most 92 days', () => {
    const base = { modeloId: MODELO, dataInicio: '2026-04-01' };
    expect(ZListarGradeHorariosQuery.safeParse({ ...base, dataFim: '2026-07-01' }).success).toBe(true);
    expect(messages(ZListarGradeHorariosQuery.safeParse({ ...base, dataFim: '2026-07-02' }))).toEqual([
      'Informe um período de até 92 dias.',
    ]);
    expect(messages(ZListarGradeHorariosQuery.safeParse({ ...base, dataFim: '2026-03-31' }))).toEqual([
      'A data final deve ser igual ou posterior à data inicial.',
    ]);
  });
});
