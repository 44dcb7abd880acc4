import type { TNotificacaoList } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PANEL_KEY, PANEL_LIMIT } from './notificacoes.keys';

/** GET /api/notificacoes (newest first, grouped by channelGroupId): read again each time the panel opens. */
export function useNotificacoesPanel(opened: boolean) {
  return useQuery({
    queryKey: PANEL_KEY,
    queryFn: ({ signal }) =>
      apiRequest<TNotificacaoList>(`/notificacoes?offset=0&limit=${PANEL_LIMIT}`, { signal }),
    enabled: opened,
    staleTime: 0,
  });
}
