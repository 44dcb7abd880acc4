import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USUARIOS_KEY } from './usuarios.keys';

/** The four state changes of a user (01 §4): PATCH /api/user/{id}/ativar|desativar|bloquear|desbloquear. */
export type TUsuarioStateAction = 'ativar' | 'desativar' | 'bloquear' | 'desbloquear';

export function useUsuarioState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TUsuarioStateAction }) =>
      apiRequest<unknown>(`/user/${id}/${action}`, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUARIOS_KEY }),
  });
}
