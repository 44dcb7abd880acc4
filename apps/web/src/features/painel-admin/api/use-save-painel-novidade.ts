import type { TReleasePostAdmin, TReleasePostRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** POST /api/painel-admin/novidades (no id) or PUT /api/painel-admin/novidades/{id}. */
export function useSavePainelNovidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TReleasePostRequest }) =>
      id
        ? apiRequest<TReleasePostAdmin>(`/painel-admin/novidades/${id}`, { method: 'PUT', body })
        : apiRequest<TReleasePostAdmin>('/painel-admin/novidades', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_NOVIDADES_KEY }),
  });
}
