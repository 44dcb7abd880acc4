export type TMobilePlatform = 'android' | 'ios' | 'desktop';

/** The platform of a user agent for /app-frota (iPadOS 13+ reports a Mac with touch). */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): TMobilePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}
