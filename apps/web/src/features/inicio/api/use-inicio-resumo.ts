import type { TInicioResumoResponse } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBusinessUnitScopeKey } from '../../../lib/use-business-unit-scope';
import { CARGAS_KEY } from '../../cargas/api/cargas.keys';

/** Under CARGAS_KEY: a change to a load (invalidating CARGAS_KEY) refreshes the home's figures. */
export const INICIO_RESUMO_KEY = [...CARGAS_KEY, 'inicio-resumo'] as const;

/** GET /api/inicio/resumo: today's collections and deliveries and the loads with open occurrences. */
export function useInicioResumo(options: { enabled?: boolean } = {}) {
  // The business-unit scope in the key: another unit reads the figures again.
  const escopo = useBusinessUnitScopeKey();
  return useQuery({
    queryKey: [...INICIO_RESUMO_KEY, escopo],
    queryFn: ({ signal }) => apiRequest<TInicioResumoResponse>('/inicio/resumo', { signal }),
    enabled: options.enabled ?? true,
  });
}
