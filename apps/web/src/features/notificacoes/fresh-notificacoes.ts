import { NOTIFICACOES } from '@embarca/domain';
import { useSyncExternalStore } from 'react';

/**
 * Notifications that just arrived through the hub, marked 'new' for the 2 s animation (01 §4, §9).
 * A tiny store (not React state) because the hub and the panel live in different parts of the top bar.
 */
const fresh = new Set<string>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function markFresh(id: string, durationMs: number = NOTIFICACOES.newNotificationAnimationMs): void {
  fresh.add(id);
  emit();
  setTimeout(() => {
    fresh.delete(id);
    emit();
  }, durationMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True during the 2 s after the notification arrived live. */
export function useIsFresh(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => fresh.has(id),
    () => false,
  );
}
