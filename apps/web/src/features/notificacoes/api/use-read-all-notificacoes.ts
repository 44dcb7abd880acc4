import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICACOES_KEY } from './notificacoes.keys';

/** PUT /api/notificacoes/readAll, or /readAllGroup?channelGroupId for one group. */
export function useReadAllNotificacoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelGroupId?: string) =>
      apiRequest<null>(
        channelGroupId
          ? `/notificacoes/readAllGroup?channelGroupId=${encodeURIComponent(channelGroupId)}`
          : '/notificacoes/readAll',
        { method: 'PUT' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY }),
  });
}
