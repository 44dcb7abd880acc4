import type { CanalSegundoFator } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TCanalSegundoFator = (typeof CanalSegundoFator)[keyof typeof CanalSegundoFator];

export interface TSendTwoFactorCodeInput {
  usuarioId: string;
  canal: TCanalSegundoFator;
}

/** `POST /api/auth/{usuarioId}/sendTwoFactorCode/{1|2}` (01 §7): sends the code again, by e-mail or SMS. */
export function postSendTwoFactorCode({ usuarioId, canal }: TSendTwoFactorCodeInput) {
  return apiRequest<{ message?: string } | null>(
    `/auth/${encodeURIComponent(usuarioId)}/sendTwoFactorCode/${canal}`,
    { method: 'POST', anonymous: true },
  );
}

export function useSendTwoFactorCode() {
  return useMutation({ mutationFn: postSendTwoFactorCode });
}
