import type { TLookupValor, TTipoLookup } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const LOOKUP_VALORES_KEY = ['configuracoes', 'tipo-valores'] as const;

/** GET /api/tipo/valores?tipo=: every value of a lookup kind, product-wide and the company's own. */
export function useLookupValores(tipo: TTipoLookup) {
  return useQuery({
    queryKey: [...LOOKUP_VALORES_KEY, tipo],
    queryFn: ({ signal }) => apiRequest<TLookupValor[]>(`/tipo/valores?tipo=${tipo}`, { signal }),
  });
}
