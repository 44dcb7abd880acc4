import type { TReleasePost } from '@embarca/domain';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** The release date ('yyyy-MM-dd') of the newest post the user has seen in the what's-new panel. */
export function getLastReleaseSeen(): string | null {
  return localStorage.getItem(STORAGE_KEYS.lastReleaseSeen) || null;
}

export function setLastReleaseSeen(date: string): void {
  localStorage.setItem(STORAGE_KEYS.lastReleaseSeen, date);
}

/**
 * The panel is 'new' when the newest post (the feed comes newest first) was released after the last one
 * seen (01 §7); with nothing seen yet, any post is new.
 */
export function hasNewRelease(posts: readonly TReleasePost[], lastSeen: string | null): boolean {
  const newest = posts[0]?.dataLancamento;
  if (!newest) return false;
  return lastSeen === null || newest > lastSeen;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (a calendar date: no time zone shift). */
export function formatReleaseDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}
