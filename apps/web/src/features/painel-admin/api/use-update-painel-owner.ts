import type { TPainelOwner, TPainelOwnerUpdateRequest } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { PAINEL_OWNERS_KEY } from './painel-owners.keys';

/** PUT /api/painel-admin/owners/{id}: licence, modules, trial days, access block (next sign-in applies it). */
export const useUpdatePainelOwner = () =>
  useInvalidatingMutation(
    PAINEL_OWNERS_KEY,
    ({ id, body }: { id: string; body: TPainelOwnerUpdateRequest }) =>
      apiRequest<TPainelOwner>(`/painel-admin/owners/${id}`, { method: 'PUT', body }),
  );
