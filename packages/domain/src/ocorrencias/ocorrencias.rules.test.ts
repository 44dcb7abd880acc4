import { SITUACAO_ETAPA_LABELS, SITUACAO_OCORRENCIA_LABELS } from './ocorrencias.enums';
import { finishOcorrenciasOfCarga } from './ocorrencias.rules';

describe('occurrences', () => {
  it('labels the statuses', () => {
    expect(SITUACAO_OCORRENCIA_LABELS).toEqual({
      1: 'Pendente',
      2: 'Em andamento',
      3: 'Resolvida',
      99: 'Cancelada',
    });
    expect(SITUACAO_ETAPA_LABELS[3]).toBe('Executado');
  });

  it('finishing a load sets situacao 4 and cargaFinalizada on all its occurrences only', () => {
    const ocorrencias = [
      { eventoId: 1, codigoCarga: 'CG-1', situacao: 1 },
      { eventoId: 2, codigoCarga: 'CG-2', situacao: 2 },
      { eventoId: 3, codigoCarga: 'CG-1', situacao: 3 },
    ];
    expect(finishOcorrenciasOfCarga(ocorrencias, 'CG-1')).toEqual([
      { eventoId: 1, codigoCarga: 'CG-1', situacao: 4, cargaFinalizada: true },
      { eventoId: 2, codigoCarga: 'CG-2', situacao: 2 },
      { eventoId: 3, codigoCarga: 'CG-1', situacao: 4, cargaFinalizada: true },
    ]);
  });
});
