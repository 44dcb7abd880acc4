import type {
  TPlanejarRotasBody,
  TPlanoRota,
  TPlanoRotaResumo,
  TPlanoRotaSalvar,
  TPlanoRotasResponse,
} from '@embarca/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { FORMACAO_KEY } from '../../formar-cargas/api/formar-cargas.keys';
import { PLANOS_ROTA_KEY, ROTEIRIZADOR_API } from './roteirizador.keys';

/** POST /api/formacao/roteirizador/planejar: the planner's routes for the stops and vehicles. */
export function usePlanejarRotas() {
  return useMutation({
    mutationFn: (body: TPlanejarRotasBody) =>
      apiRequest<TPlanoRotasResponse>(`${ROTEIRIZADOR_API}/planejar`, { method: 'POST', body }),
  });
}

/** GET /api/formacao/roteirizador/planos: the saved plans (newest first). */
export function usePlanosRota() {
  return useQuery({
    queryKey: PLANOS_ROTA_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ items: TPlanoRotaResumo[] }>(`${ROTEIRIZADOR_API}/planos`, { signal }),
  });
}

/** GET /api/formacao/roteirizador/planos/{id}: a saved plan with its request and result (to reopen it). */
export function useAbrirPlano() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      queryClient.fetchQuery({
        queryKey: [...PLANOS_ROTA_KEY, id],
        queryFn: ({ signal }) => apiRequest<TPlanoRota>(`${ROTEIRIZADOR_API}/planos/${id}`, { signal }),
      }),
  });
}

/**
 * POST /api/formacao/roteirizador/planos → 201 { message, plano }. With a draft and one route the draft's
 * orders follow the route: the drafts and the plans read again.
 */
export function useSalvarPlano() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlanoRotaSalvar) =>
      apiRequest<{ message: string; plano: TPlanoRota }>(`${ROTEIRIZADOR_API}/planos`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FORMACAO_KEY }),
  });
}
