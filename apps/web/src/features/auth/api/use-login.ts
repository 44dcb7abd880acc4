import type { TLoginRequest } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TSessionToken } from '../../../lib/session';

/** `POST /api/auth/login` (01 §7), sent without the session headers. */
export function postLogin(request: TLoginRequest): Promise<TSessionToken> {
  return apiRequest<TSessionToken>('/auth/login', { method: 'POST', body: request, anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
