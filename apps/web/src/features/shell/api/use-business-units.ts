import type { TUnidadeNegocio } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cacheUnits, readCachedUnits, type TCachedUnit } from '../../../lib/business-unit.storage';

export const BUSINESS_UNITS_KEY = ['unidade-negocio', 'listwithaccess'] as const;

/**
 * GET /api/unidade-negocio/listwithaccess (01 §7): the units of the side menu's dropdown. The last answer
 * is kept in local storage and shown while the request runs.
 */
export function useBusinessUnits() {
  return useQuery({
    queryKey: BUSINESS_UNITS_KEY,
    queryFn: async ({ signal }): Promise<TCachedUnit[]> => {
      const units = await apiRequest<TUnidadeNegocio[]>('/unidade-negocio/listwithaccess', { signal });
      cacheUnits(units);
      return units.map(({ id, descricao }) => ({ id, descricao }));
    },
    placeholderData: readCachedUnits,
    staleTime: 5 * 60_000,
  });
}
