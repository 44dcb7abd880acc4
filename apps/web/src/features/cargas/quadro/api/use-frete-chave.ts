import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { FRETE_CHAVE_KEY } from '../../api/cargas.keys';

/**
 * GET /api/frete/chave → { key }: the freight API's key (02 §7 "these calls also carry an API key"). It does
 * not change while the app runs, so it is read once per session.
 */
export function useFreteChave() {
  return useQuery({
    queryKey: FRETE_CHAVE_KEY,
    queryFn: async ({ signal }) => (await apiRequest<{ key: string }>('/frete/chave', { signal })).key,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
