import { TipoLookup, type TLookupItem } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/tipo?tipo=12: the active load-deactivation reasons (02 §7 "lookup service with type 'load
 * deactivation'", items texto/valor), the product's and the company's own.
 */
export function useMotivosDesativacao(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['tipo', TipoLookup.DesativacaoCarga],
    queryFn: ({ signal }) =>
      apiRequest<TLookupItem[]>(`/tipo?tipo=${TipoLookup.DesativacaoCarga}`, { signal }),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
