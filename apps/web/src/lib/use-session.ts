import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type TSession } from './session';

/** The stored session, re-rendering on sign-in, sign-out and changes made in another tab. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
