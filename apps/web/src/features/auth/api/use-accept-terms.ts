import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getStoredUser, saveStoredUser } from '../../../lib/session';

/**
 * `POST /api/user/aceite-termo-uso/{userId}` (01 §7). Resolves false when the server refuses (01 §8:
 * "Accepting the terms of use failing yields false"); on success the stored user is marked as accepted.
 */
export async function postAcceptTerms(userId: string): Promise<boolean> {
  try {
    await apiRequest<unknown>(`/user/aceite-termo-uso/${encodeURIComponent(userId)}`, { method: 'POST' });
  } catch {
    return false;
  }
  const user = getStoredUser();
  if (user) saveStoredUser({ ...user, aceiteTermoUso: true });
  return true;
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: postAcceptTerms });
}
