import type { TPainelOwner, TPainelOwnerUpdateRequest } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_OWNERS_KEY } from './painel-owners.keys';

/** PUT /api/painel-admin/owners/{id}: licence, modules, trial days, access block (next sign-in applies it). */
export function useUpdatePainelOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TPainelOwnerUpdateRequest }) =>
      apiRequest<TPainelOwner>(`/painel-admin/owners/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAINEL_OWNERS_KEY }),
  });
}
