import type { TLookupItem, TTipoLookup } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/tipo?tipo=N: a lookup's active values (the product's and the company's), for the selects. */
export function useLookupItens(tipo: TTipoLookup) {
  return useQuery({
    queryKey: ['tipo', tipo],
    queryFn: ({ signal }) => apiRequest<TLookupItem[]>(`/tipo?tipo=${tipo}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
