import type { TUsuario, TUsuarioCreateRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USUARIOS_KEY } from './usuarios.keys';

export interface TSaveUsuario {
  id: string | undefined;
  body: TUsuarioCreateRequest;
}

/** POST /api/user (create: the API mails 'Definição de senha') or PUT /api/user/{id}. */
export function useSaveUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TSaveUsuario) =>
      id
        ? apiRequest<TUsuario>(`/user/${id}`, { method: 'PUT', body })
        : apiRequest<TUsuario>('/user', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUARIOS_KEY }),
  });
}
