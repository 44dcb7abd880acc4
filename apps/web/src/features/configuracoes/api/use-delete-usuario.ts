import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USUARIOS_KEY } from './usuarios.keys';

/**
 * DELETE /api/user/{id}: refused with the server's message ('O registro não pode ser alterado') for a
 * user with history (loads they created) or for oneself.
 */
export function useDeleteUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/user/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUARIOS_KEY }),
  });
}
