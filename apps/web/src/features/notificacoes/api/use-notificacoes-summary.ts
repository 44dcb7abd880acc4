import type { TNotificacaoSummary } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUMMARY_KEY } from './notificacoes.keys';

/** GET /api/notificacoes/summary: the badge's unread count. The hub also writes it (SummaryNotifications). */
export function useNotificacoesSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => apiRequest<TNotificacaoSummary>('/notificacoes/summary', { signal }),
  });
}
