import crypto from 'node:crypto';

/** A random, URL-safe opaque token (refresh tokens, one-time links): 32 bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its hex SHA-256 (a database leak does not leak usable tokens). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}
