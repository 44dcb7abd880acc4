import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** DELETE /api/painel-admin/anuncios/{id} (its read marks and events go with it). */
export function useDeletePainelAnuncio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/painel-admin/anuncios/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_ANUNCIOS_KEY }),
  });
}
