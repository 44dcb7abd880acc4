import type { TAuthUserResponse } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { saveStoredUser } from '../../../lib/session';

/**
 * `GET /api/auth/user` (01 §7) after signing in or saving a password: stores the user (and its company)
 * for the shell. Null when it cannot be loaded (a 401 has already signed out by then).
 */
export async function loadAuthUser(): Promise<TAuthUserResponse | null> {
  try {
    const user = await apiRequest<TAuthUserResponse>('/auth/user');
    if (user === null || typeof user !== 'object' || typeof user.id !== 'string') return null;
    saveStoredUser(user);
    return user;
  } catch {
    return null;
  }
}
