import type { TAnuncio, TEventoAnuncio } from '@embarca/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ANUNCIOS_KEY = ['anuncios', 'ativos'] as const;

/** GET /api/anuncios: the announcements shown to the user and not read yet (the URL rule is the shell's). */
export function useAnuncios() {
  return useQuery({
    queryKey: ANUNCIOS_KEY,
    queryFn: ({ signal }) => apiRequest<TAnuncio[]>('/anuncios', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/anuncios/{id}/eventos: our analytics of clicks and closes; a failure is not the user's business. */
export function recordAnuncioEvent(id: string, evento: TEventoAnuncio): void {
  void apiRequest<void>(`/anuncios/${id}/eventos`, { method: 'POST', body: { evento } }).catch(() => {});
}

/** PATCH /api/anuncios/{id}/lido: dismissed for good; the announcement leaves the list at once. */
export function useDismissAnuncio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/anuncios/${id}/lido`, { method: 'PATCH' }),
    onMutate: (id) => {
      queryClient.setQueryData<TAnuncio[]>(ANUNCIOS_KEY, (list) => list?.filter((item) => item.id !== id));
    },
  });
}
