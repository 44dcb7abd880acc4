import type { TPreferencia } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWNER_PREFERENCES_KEY } from './owner-preferences.keys';

/** GET /api/owner-preferences: every preference stored for the company, by name. */
export function useOwnerPreferences() {
  return useQuery({
    queryKey: OWNER_PREFERENCES_KEY,
    queryFn: ({ signal }) => apiRequest<TPreferencia[]>('/owner-preferences', { signal }),
  });
}
