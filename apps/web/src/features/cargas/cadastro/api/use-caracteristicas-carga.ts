import { type TCaracteristica, TipoCaracteristica } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARACTERISTICAS_CARGA_KEY } from './cadastro-carga.keys';

/**
 * GET /api/caracteristica/getByOwner?tipo=1: the company's cargo characteristics, the deactivated ones
 * included (a stored load may still name one; the picker offers only the active ones).
 */
export function useCaracteristicasCarga() {
  return useQuery({
    queryKey: CARACTERISTICAS_CARGA_KEY,
    queryFn: ({ signal }) =>
      apiRequest<TCaracteristica[]>(`/caracteristica/getByOwner?tipo=${TipoCaracteristica.Carga}`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
