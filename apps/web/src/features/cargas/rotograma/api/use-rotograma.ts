import type { TRota, TRotogramaResponse } from '@embarca/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { notifyInfo } from '../../../../lib/ui/notify';
import { invalidarCargas } from '../../api/use-carga-acao';
import { isCargaId, retryUnlessNotFound } from '../../api/use-carga-details';
import { rotogramaKey } from './rotograma.keys';

const base = (cargaId: string) => `/carga-mongo/${encodeURIComponent(cargaId)}`;

/** GET /api/carga-mongo/{id}/rotograma: the load's estimated route (nothing is written). */
export function useRotograma(cargaId: string) {
  return useQuery({
    queryKey: rotogramaKey(cargaId),
    queryFn: ({ signal }) => apiRequest<TRota>(`${base(cargaId)}/rotograma`, { signal }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}

/** A point the API could not locate (the 400 'Não foi possível determinar uma rota…' lists them). */
export interface TPontoSemCoordenada {
  ordem: number;
  cidade: string | null;
  uf: string | null;
}

export function pontosSemCoordenada(error: unknown): TPontoSemCoordenada[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return [];
  const pontos = (error.body as { pontosSemCoordenada?: unknown }).pontosSemCoordenada;
  return Array.isArray(pontos) ? (pontos as TPontoSemCoordenada[]) : [];
}

/**
 * PATCH /api/carga-mongo/{id}/rotograma ('Recalcular rota'): stores the recomputed distance and time; the
 * answer's route is shown at once and every load query re-reads (board card, details, history).
 */
export function useRecalcularRotograma(cargaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TRotogramaResponse>(`${base(cargaId)}/rotograma`, { method: 'PATCH' }),
    onSuccess: (result) => {
      notifyInfo(result.message, 'teal');
      queryClient.setQueryData(rotogramaKey(cargaId), result.rota);
      void invalidarCargas(queryClient);
    },
  });
}
