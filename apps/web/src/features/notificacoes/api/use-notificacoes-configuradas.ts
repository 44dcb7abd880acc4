import type { TPreferencia } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  NOTIFICATION_PREFERENCE_NAME,
  OWNER_PREFERENCES_KEY,
} from '../../configuracoes/api/owner-preferences.keys';

/**
 * Whether the company has configured its notifications: true once the owner-preferences drawer (`p=9`)
 * stored 'PreferenciasNotificacao'. Until then every channel notifies (the server's default) and the
 * panel says 'Você ainda não configurou suas notificações'. Same query as the configuration screens
 * (GET /api/owner-preferences), so saving the drawer refreshes the panel.
 */
export function useNotificacoesConfiguradas(enabled: boolean) {
  return useQuery({
    queryKey: OWNER_PREFERENCES_KEY,
    queryFn: ({ signal }) => apiRequest<TPreferencia[]>('/owner-preferences', { signal }),
    select: (preferences) => preferences.some((item) => item.nome === NOTIFICATION_PREFERENCE_NAME),
    enabled,
  });
}
