import type { TAuthUserResponse } from '@embarca/domain';
import { useSyncExternalStore } from 'react';
import { getSession, getStoredUser, subscribeSession, type TSession } from './session';

/** The stored session, re-rendering on sign-in, sign-out and changes made in another tab. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The stored user of `GET /api/auth/user`, or null before it is loaded. */
export function useStoredUser(): TAuthUserResponse | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, () => null);
}
