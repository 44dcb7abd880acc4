import { RELEASE_FEED_PADRAO, type TReleasePost } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const RELEASE_POSTS_KEY = ['anuncios', 'atualizacoes', RELEASE_FEED_PADRAO] as const;

/** POST /api/anuncios/atualizacoes/embarca: the product's published release posts, newest first. */
export function useReleasePosts() {
  return useQuery({
    queryKey: RELEASE_POSTS_KEY,
    queryFn: ({ signal }) =>
      apiRequest<TReleasePost[]>(`/anuncios/atualizacoes/${RELEASE_FEED_PADRAO}`, {
        method: 'POST',
        body: { limite: 20 },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
