import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  it('stores a self-describing scrypt string with N=2^17, r=8, p=1 and a 16-byte salt', async () => {
    const stored = await hashPassword('demo1234');
    const [scheme, logN, r, p, salt, key] = stored.split('$');
    expect([scheme, logN, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('mesma-senha'), hashPassword('mesma-senha')]);
    expect(a).not.toBe(b);
  });

  it('answers false for malformed stored values', async () => {
    const stored = await hashPassword('demo1234');
    const parts = stored.split('$');
    const malformed = [
      '',
      'demo1234',
      'bcrypt$17$8$1$abc$def',
      parts.slice(0, 5).join('$'),
      [...parts.slice(0, 4), '!!!', parts[5]].join('$'),
      ['scrypt', '40', ...parts.slice(2)].join('$'),
      ['scrypt', 'x', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), Buffer.from('short').toString('base64')].join('$'),
    ];
    for (const value of malformed) {
      expect(await verifyPassword('demo1234', value)).toBe(false);
    }
    expect(await verifyPassword('demo1234', null)).toBe(false);
  });
});
