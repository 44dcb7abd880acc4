import type { TAnuncioAdmin, TAnuncioRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_ANUNCIOS_KEY } from './painel-anuncios.keys';

/** POST /api/painel-admin/anuncios (no id) or PUT /api/painel-admin/anuncios/{id}. */
export function useSavePainelAnuncio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TAnuncioRequest }) =>
      id
        ? apiRequest<TAnuncioAdmin>(`/painel-admin/anuncios/${id}`, { method: 'PUT', body })
        : apiRequest<TAnuncioAdmin>('/painel-admin/anuncios', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_ANUNCIOS_KEY }),
  });
}
