import type { TModeloCargaDadosResponse } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { modeloCargaDadosKey } from './modelos.keys';

/**
 * GET /api/carga-modelo/recuperarCarga?id: a template as the register form opens it
 * (`cargas/cadastro-carga/new/{templateId}`): `dados` with the route from tomorrow on, `entregas` the
 * route companies' names. Not cached: the dates are re-based on the day it is opened.
 */
export function useModeloCargaDados(id: string | undefined) {
  return useQuery({
    queryKey: modeloCargaDadosKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TModeloCargaDadosResponse>(
        `/carga-modelo/recuperarCarga?id=${encodeURIComponent(id ?? '')}`,
        {
          signal,
        },
      ),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}
