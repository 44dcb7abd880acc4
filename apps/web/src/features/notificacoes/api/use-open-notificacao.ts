import { resolveNotificationRoute, type TNotificacao, type TNotificacaoAction } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICACOES_KEY } from './notificacoes.keys';

async function openNotificacao(notification: TNotificacao): Promise<string> {
  const id = encodeURIComponent(notification.id);
  const [route] = await Promise.all([
    // The server resolves the click target (01 §2); should that call fail, the same domain rule decides here.
    apiRequest<TNotificacaoAction>(`/notificacoes/${id}/action`)
      .then((action) => action.route)
      .catch(() => resolveNotificationRoute(notification)),
    notification.lida
      ? undefined
      : apiRequest<null>(`/notificacoes/read?id=${id}`, { method: 'PUT' }).catch(() => undefined),
  ]);
  return route;
}

/**
 * Clicking a notification (01 §2, §4): marks it read, refreshes the summary (and the lists), then goes to
 * the route of `GET /api/notificacoes/{id}/action`. The caller closes the panel.
 */
export function useOpenNotificacao() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: openNotificacao,
    onSuccess: async (route) => {
      await queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY });
      navigate(route);
    },
  });
}
