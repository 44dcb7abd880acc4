import type { TAnuncioAdmin } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** GET /api/painel-admin/anuncios: every announcement with its audience and analytics (support only). */
export function usePainelAnuncios(enabled: boolean) {
  return useQuery({
    queryKey: PAINEL_ANUNCIOS_KEY,
    queryFn: ({ signal }) => apiRequest<TAnuncioAdmin[]>('/painel-admin/anuncios', { signal }),
    enabled,
  });
}
