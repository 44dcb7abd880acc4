import type { TPreferencia } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWNER_PREFERENCES_KEY } from './owner-preferences.keys';

/** PUT /api/owner-preferences {nome, valor} when the preference exists, POST to create it. */
export function useSaveOwnerPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ preferencia, exists }: { preferencia: TPreferencia; exists: boolean }) =>
      apiRequest<TPreferencia>('/owner-preferences', { method: exists ? 'PUT' : 'POST', body: preferencia }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWNER_PREFERENCES_KEY }),
  });
}
