import { DEFAULT_PAGE_SIZE, type TNotificacaoList } from '@embarca/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { HISTORY_KEY } from './notificacoes.keys';

export interface TNotificacoesHistoryQuery {
  /** 1-based page of DEFAULT_PAGE_SIZE (10) notifications. */
  page: number;
  /** Text matched against title and body ('' for none). */
  query: string;
  unreadOnly: boolean;
}

/** The query string of GET /api/notificacoes for a history page (newest first). */
export function historySearch({ page, query, unreadOnly }: TNotificacoesHistoryQuery): string {
  const params = new URLSearchParams({
    offset: String((Math.max(1, page) - 1) * DEFAULT_PAGE_SIZE),
    limit: String(DEFAULT_PAGE_SIZE),
    order: 'dhNotificacao',
    orderDirection: '1',
  });
  if (query.trim()) params.set('query', query.trim());
  if (unreadOnly) params.set('unread', 'true');
  return params.toString();
}

/** One page of the notification history (`/notificacoes`). */
export function useNotificacoesHistory(history: TNotificacoesHistoryQuery) {
  const search = historySearch(history);
  return useQuery({
    queryKey: [...HISTORY_KEY, search],
    queryFn: ({ signal }) => apiRequest<TNotificacaoList>(`/notificacoes?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
