import type { TReleasePostAdmin } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** PATCH /api/painel-admin/novidades/{id}/publicar: publishes or unpublishes a release post. */
export function useTogglePainelNovidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publicado }: { id: string; publicado: boolean }) =>
      apiRequest<TReleasePostAdmin>(`/painel-admin/novidades/${id}/publicar`, {
        method: 'PATCH',
        body: { publicado },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_NOVIDADES_KEY }),
  });
}
