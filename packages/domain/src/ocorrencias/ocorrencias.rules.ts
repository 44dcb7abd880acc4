import { SITUACAO_OCORRENCIA_CARGA_FINALIZADA } from './ocorrencias.enums';

export interface OcorrenciaCargaInput {
  codigoCarga: string | number;
  situacao: number;
  cargaFinalizada?: boolean;
}

/**
 * Finishing an occurrence load (02 §4): every occurrence with that load code becomes situacao 4 with
 * cargaFinalizada true. Returns a new list; occurrences of other loads are unchanged.
 */
export function finishOcorrenciasOfCarga<T extends OcorrenciaCargaInput>(
  ocorrencias: readonly T[],
  codigoCarga: string | number,
): T[] {
  return ocorrencias.map((ocorrencia) =>
    String(ocorrencia.codigoCarga) === String(codigoCarga)
      ? { ...ocorrencia, situacao: SITUACAO_OCORRENCIA_CARGA_FINALIZADA, cargaFinalizada: true }
      : ocorrencia,
  );
}
