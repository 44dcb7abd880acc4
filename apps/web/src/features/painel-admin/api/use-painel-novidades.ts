import type { TReleasePostAdmin } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** GET /api/painel-admin/novidades: every release post, published or not (support only). */
export function usePainelNovidades(enabled: boolean) {
  return useQuery({
    queryKey: PAINEL_NOVIDADES_KEY,
    queryFn: ({ signal }) => apiRequest<TReleasePostAdmin[]>('/painel-admin/novidades', { signal }),
    enabled,
  });
}
