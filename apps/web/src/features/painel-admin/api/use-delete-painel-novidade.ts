import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_NOVIDADES_KEY } from './painel-anuncios.keys';

/** DELETE /api/painel-admin/novidades/{id}. */
export function useDeletePainelNovidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/painel-admin/novidades/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_NOVIDADES_KEY }),
  });
}
