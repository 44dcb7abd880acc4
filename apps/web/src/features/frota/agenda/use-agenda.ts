import type {
  TAgenda,
  TIndisponibilidadeBody,
  TIndisponibilidadeResponse,
  TVeiculoFrota,
} from '@embarca/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CARGAS_KEY } from '../../cargas/api/cargas.keys';

export const AGENDA_KEY = ['frota', 'agenda'] as const;

export interface AgendaFiltro {
  inicio: string;
  fim: string;
  placa: string;
  page: number;
}

/** GET /api/frota/agenda: the vehicles' timelines over the period (a page of vehicles). */
export function useAgenda(filtro: AgendaFiltro) {
  const params = new URLSearchParams({ inicio: filtro.inicio, fim: filtro.fim, page: String(filtro.page) });
  if (filtro.placa.trim()) params.set('placa', filtro.placa.trim());
  return useQuery({
    queryKey: [...AGENDA_KEY, filtro] as const,
    queryFn: ({ signal }) => apiRequest<TAgenda>(`/frota/agenda?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's active vehicles (the unavailability form's picker, with search). */
export function useVeiculosDaFrota(enabled: boolean) {
  return useQuery({
    queryKey: ['frota', 'veiculos', 'ativos'] as const,
    queryFn: ({ signal }) => apiRequest<TVeiculoFrota[]>('/frota/veiculos?ativos=true', { signal }),
    enabled,
  });
}

/** POST (new) or PUT (existing id) an unavailability; DELETE it. The agenda and the load lists refresh. */
export function useSalvarIndisponibilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TIndisponibilidadeBody }) =>
      apiRequest<TIndisponibilidadeResponse>(
        id
          ? `/frota/agenda/indisponibilidades/${encodeURIComponent(id)}`
          : '/frota/agenda/indisponibilidades',
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AGENDA_KEY });
      void queryClient.invalidateQueries({ queryKey: CARGAS_KEY });
    },
  });
}

export function useExcluirIndisponibilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/frota/agenda/indisponibilidades/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AGENDA_KEY });
    },
  });
}
