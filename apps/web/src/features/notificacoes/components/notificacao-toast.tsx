import { NOTIFICACOES, TIPO_NOTIFICACAO_COLORS, type TNotificacao } from '@embarca/domain';
import { notifications } from '@mantine/notifications';
import { TOAST_CLOSE_PROPS } from '../../../lib/ui/notify';
import { NotificacaoBody } from './notificacao-body';

/**
 * The toast of a notification that arrived live (01 §9): bottom centre and at most 10 at a time (the
 * app's notifications host), closing after 10 s with a progress bar, in the colour of its tipo.
 */
export function showNotificacaoToast(notification: TNotificacao): void {
  notifications.show({
    id: `notificacao-${notification.id}`,
    title: notification.title,
    message: <NotificacaoBody html={notification.body} lineClamp={3} />,
    color: TIPO_NOTIFICACAO_COLORS[notification.tipo] ?? 'blue',
    autoClose: NOTIFICACOES.toastTimeoutMs,
    withAutoCloseProgress: true,
    withBorder: true,
    ...TOAST_CLOSE_PROPS,
  });
}
