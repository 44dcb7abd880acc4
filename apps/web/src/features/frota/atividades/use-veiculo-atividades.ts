import type { TVeiculoAtividadeBody, TVeiculoAtividadeResponse, TVeiculoAtividades } from '@embarca/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CARGAS_KEY } from '../../cargas/api/cargas.keys';
import { retryUnlessNotFound } from '../../cargas/api/use-carga-details';

export const VEICULO_ATIVIDADES_KEY = ['frota', 'veiculo-atividades'] as const;
const key = (veiculoId: string, cargaId: string | null) =>
  [...VEICULO_ATIVIDADES_KEY, veiculoId, cargaId] as const;
const path = (veiculoId: string) => `/frota/veiculos/${encodeURIComponent(veiculoId)}/atividades`;

/** GET /api/frota/veiculos/{id}/atividades[?cargaId]: the vehicle, the load of the form and the latest activities. */
export function useVeiculoAtividades(veiculoId: string, cargaId: string | null) {
  return useQuery({
    queryKey: key(veiculoId, cargaId),
    queryFn: ({ signal }) =>
      apiRequest<TVeiculoAtividades>(
        `${path(veiculoId)}${cargaId ? `?cargaId=${encodeURIComponent(cargaId)}` : ''}`,
        { signal },
      ),
    retry: retryUnlessNotFound,
  });
}

/** POST /api/frota/veiculos/{id}/atividades: the return time of the load's trip (created or changed). */
export function useRegistrarRetorno(veiculoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVeiculoAtividadeBody) =>
      apiRequest<TVeiculoAtividadeResponse>(path(veiculoId), { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VEICULO_ATIVIDADES_KEY });
      // The load's history has a new entry.
      void queryClient.invalidateQueries({ queryKey: CARGAS_KEY });
    },
  });
}
