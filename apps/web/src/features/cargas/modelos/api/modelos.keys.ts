/** Query keys of the cargo templates (`MODELOS_CARGA_KEY` after any change) and of the lots' time grid. */
export const MODELOS_CARGA_KEY = ['modelos-carga'] as const;
export const modeloCargaDadosKey = (id: string) => [...MODELOS_CARGA_KEY, 'dados', id] as const;
export const gradeHorariosKey = (modeloId: string, dataInicio: string, dataFim: string) =>
  ['cargalote', 'grade', modeloId, dataInicio, dataFim] as const;
