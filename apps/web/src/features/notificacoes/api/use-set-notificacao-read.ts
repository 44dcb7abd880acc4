import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICACOES_KEY } from './notificacoes.keys';

/** PUT /api/notificacoes/read?id or /unread?id; the badge and the lists are read again. */
export function useSetNotificacaoRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest<null>(`/notificacoes/${read ? 'read' : 'unread'}?id=${encodeURIComponent(id)}`, {
        method: 'PUT',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY }),
  });
}
