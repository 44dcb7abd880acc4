import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (DESIGN.md §7): N = 2^17, r = 8, p = 1, 64-byte key, random 16-byte salt.
 * N = 2^17 needs 128 MiB of scrypt memory (128·N·r bytes); `maxmem` is 256 MiB so Node 20 accepts it.
 * Stored self-describing, so the cost can change later without breaking old hashes:
 *   scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>
 */
const LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 256 * 1024 * 1024;
/** Upper bound accepted when verifying a stored hash, so a tampered value cannot exhaust memory. */
const MAX_LOG_N = 20;

function deriveKey(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, KEY_LENGTH, {
    N: 2 ** LOG_N,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', LOG_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseStored(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, logNText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (![logNText, rText, pText].every((n) => /^[0-9]{1,2}$/.test(n))) return null;
  const logN = Number(logNText);
  const r = Number(rText);
  const p = Number(pText);
  if (logN < 1 || logN > MAX_LOG_N || r < 1 || r > 32 || p < 1 || p > 16) return null;
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { logN, r, p, salt, key };
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed stored value. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  const parsed = parseStored(stored);
  if (!parsed) return false;
  try {
    const key = await deriveKey(plain, parsed.salt, parsed.key.length, {
      N: 2 ** parsed.logN,
      r: parsed.r,
      p: parsed.p,
      maxmem: Math.max(MAX_MEMORY, 256 * 2 ** parsed.logN * parsed.r),
    });
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}
