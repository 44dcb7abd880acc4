import type { TNotificacaoList, TNotificacaoSummary } from '@embarca/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/use-session';
import { eNotificacaoDeMensagem } from '../../mensagens/mensagens.rules';
import { publicarNovaMensagem } from '../../mensagens/mensagens-eventos';
import { HISTORY_KEY, PANEL_KEY, SUMMARY_KEY } from '../api/notificacoes.keys';
import { connectNotificacoesHub } from '../api/notificacoes-hub';
import { markFresh } from '../fresh-notificacoes';
import { prependNotificacao } from '../notificacoes-cache';
import { avisarOuvintes } from '../notificacoes-ouvintes';
import { showNotificacaoToast } from './notificacao-toast';

/**
 * The notification hub of the signed-in user (01 §4), mounted once by the shell: connects on sign-in,
 * disconnects on sign-out (or another user). NewNotification → first in the panel (marked new for 2 s),
 * a toast, and the history page reads again; SummaryNotifications → the badge.
 */
export function NotificacoesHub() {
  const userId = useSession()?.claims.userId ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    return connectNotificacoesHub({
      onSummary: (summary) => queryClient.setQueryData<TNotificacaoSummary>(SUMMARY_KEY, summary),
      onNotification: (notification) => {
        markFresh(notification.id);
        queryClient.setQueryData<TNotificacaoList>(PANEL_KEY, (list) =>
          prependNotificacao(list, notification),
        );
        void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
        // A new chat message gets the chat alert of the messages button instead of the toast (issue 20).
        if (eNotificacaoDeMensagem(notification)) publicarNovaMensagem(notification);
        else showNotificacaoToast(notification);
        avisarOuvintes(notification);
      },
    });
  }, [userId, queryClient]);

  return null;
}
