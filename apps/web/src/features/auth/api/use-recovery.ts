import type { TRecoveryRequest } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/recovery` (01 §7): always the same neutral answer `{ message }`. */
export function postRecovery(request: TRecoveryRequest) {
  return apiRequest<{ message?: string } | null>('/auth/recovery', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function useRecovery() {
  return useMutation({ mutationFn: postRecovery });
}
