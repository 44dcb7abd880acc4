import type { TGradeHorariosResponse } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { gradeHorariosKey } from './modelos.keys';

/**
 * GET /api/cargalote/listarGradeHorarios?modeloId&dataInicio&dataFim: the collection and delivery dates a
 * lot from the template would get, one row per day of the period (yyyy-MM-dd).
 */
export function useGradeHorarios(modeloId: string | null, periodo: { inicio: string; fim: string } | null) {
  return useQuery({
    queryKey: gradeHorariosKey(modeloId ?? '', periodo?.inicio ?? '', periodo?.fim ?? ''),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        modeloId: modeloId ?? '',
        dataInicio: periodo?.inicio ?? '',
        dataFim: periodo?.fim ?? '',
      });
      return apiRequest<TGradeHorariosResponse>(`/cargalote/listarGradeHorarios?${query}`, { signal });
    },
    enabled: Boolean(modeloId && periodo),
    placeholderData: keepPreviousData,
  });
}
