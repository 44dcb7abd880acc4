import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICACOES_KEY } from './notificacoes.keys';

/** DELETE /api/notificacoes?id=a,b (one or many, all or nothing). */
export function useDeleteNotificacoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiRequest<null>(`/notificacoes?id=${ids.map(encodeURIComponent).join(',')}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY }),
  });
}
