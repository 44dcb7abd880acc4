import type { TPedido } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { PEDIDO_API, pedidoKey } from './pedidos.keys';

/** GET /api/formacao/pedido/{id}: one order (the drawer). */
export function usePedido(id: string | null) {
  return useQuery({
    queryKey: pedidoKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<TPedido>(`${PEDIDO_API}/${id}`, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
