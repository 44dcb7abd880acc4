import type { TPreferencia } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { OWNER_PREFERENCES_KEY } from './owner-preferences.keys';

/** PUT /api/owner-preferences {nome, valor} when the preference exists, POST to create it. */
export const useSaveOwnerPreference = () =>
  useInvalidatingMutation(
    OWNER_PREFERENCES_KEY,
    ({ preferencia, exists }: { preferencia: TPreferencia; exists: boolean }) =>
      apiRequest<TPreferencia>('/owner-preferences', { method: exists ? 'PUT' : 'POST', body: preferencia }),
  );
