import type { TPainelOwner } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_OWNERS_KEY } from './painel-owners.keys';

/** GET /api/painel-admin/owners?query: every company account (support users only). */
export function usePainelOwners(query: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PAINEL_OWNERS_KEY, query],
    queryFn: ({ signal }) =>
      apiRequest<TPainelOwner[]>(
        `/painel-admin/owners${query ? `?query=${encodeURIComponent(query)}` : ''}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
