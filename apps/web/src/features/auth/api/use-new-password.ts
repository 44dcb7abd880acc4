import type { TNewPasswordRequest } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TSessionToken } from '../../../lib/session';

/** `POST /api/auth/new-password` (01 §7): saves the password and answers a token object (signed in). */
export function postNewPassword(request: TNewPasswordRequest) {
  return apiRequest<TSessionToken>('/auth/new-password', { method: 'POST', body: request, anonymous: true });
}

export function useNewPassword() {
  return useMutation({ mutationFn: postNewPassword });
}
