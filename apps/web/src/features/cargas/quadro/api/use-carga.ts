import type { TCargaMongo } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { cargaKey } from '../../api/cargas.keys';

/** GET /api/carga-mongo/{id}: the board card plus its documents. */
export function fetchCarga(cargaId: string, signal?: AbortSignal): Promise<TCargaMongo> {
  return apiRequest<TCargaMongo>(`/carga-mongo/${encodeURIComponent(cargaId)}`, signal ? { signal } : {});
}

/** The same read for the live board: null when the load is not on the viewer's board any more (404). */
export async function fetchCargaOuNada(cargaId: string): Promise<TCargaMongo | null> {
  try {
    return await fetchCarga(cargaId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The load with its documents (the card's documents popover reads it when opened). */
export function useCarga(cargaId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cargaKey(cargaId),
    queryFn: ({ signal }) => fetchCarga(cargaId, signal),
    enabled: options.enabled ?? true,
  });
}
