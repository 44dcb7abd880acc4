import type { TAnuncioAdmin } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** PATCH /api/painel-admin/anuncios/{id}/exibir: shows or hides an announcement. */
export function useTogglePainelAnuncio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, exibir }: { id: string; exibir: boolean }) =>
      apiRequest<TAnuncioAdmin>(`/painel-admin/anuncios/${id}/exibir`, { method: 'PATCH', body: { exibir } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_ANUNCIOS_KEY }),
  });
}
