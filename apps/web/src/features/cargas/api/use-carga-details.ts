import { type TCargaDetails, ZCargaIdParams } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { cargaDetailsKey } from './cargas.keys';

/** True when the id can name a load (a GUID); anything else is "not found" without asking the API. */
export function isCargaId(cargaId: string | null | undefined): cargaId is string {
  return ZCargaIdParams.shape.id.safeParse(cargaId).success;
}

/** A missing load (404) is an answer, not a glitch: retry only other failures, once. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** GET /api/carga-mongo/{id}/details: the details drawer's load (route points, carriers, commercial data). */
export function useCargaDetails(cargaId: string | null | undefined) {
  return useQuery({
    queryKey: cargaDetailsKey(cargaId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TCargaDetails>(`/carga-mongo/${encodeURIComponent(cargaId ?? '')}/details`, { signal }),
    enabled: isCargaId(cargaId),
    retry: retryUnlessNotFound,
  });
}
