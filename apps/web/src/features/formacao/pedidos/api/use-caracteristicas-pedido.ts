import { type TCaracteristica, TipoCaracteristica } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CARACTERISTICAS_PEDIDO_KEY } from './pedidos.keys';

/**
 * GET /api/caracteristica/getByOwner?tipo=2: the company's order characteristics (as the load form's
 * `useCaracteristicasCarga` reads the cargo ones), the deactivated included: a stored order may name one.
 */
export function useCaracteristicasPedido() {
  return useQuery({
    queryKey: CARACTERISTICAS_PEDIDO_KEY,
    queryFn: ({ signal }) =>
      apiRequest<TCaracteristica[]>(`/caracteristica/getByOwner?tipo=${TipoCaracteristica.Pedido}`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
