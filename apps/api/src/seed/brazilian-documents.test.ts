import { describe, expect, it } from 'vitest';
import { nfeAccessKey } from './brazilian-documents';
import { createPrng } from './prng';

describe('seed document helpers', () => {
  it('builds a 44-digit NF-e key whose last digit is the mod-11 check digit', () => {
    const key = nfeAccessKey({
      cUf: '35',
      issuedAt: new Date('2025-03-10T12:00:00Z'),
      cnpj: '11222333000181',
      serie: 1,
      numero: 45_123,
      codigoNumerico: 12_345_678,
    });
    expect(key).toHaveLength(44);
    expect(key.slice(0, 43)).toBe('3525031122233300018155001000045123112345678');
    // The check digit, recomputed independently (weights 2..9 from the right, mod 11).
    const digits = [...key.slice(0, 43)].map(Number).reverse();
    const sum = digits.reduce((acc, d, i) => acc + d * ((i % 8) + 2), 0);
    const dv = sum % 11 < 2 ? 0 : 11 - (sum % 11);
    expect(key.slice(43)).toBe(String(dv));
  });

  it('draws the same sequence from the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const seqA = Array.from({ length: 5 }, () => a.int(1, 1000));
    expect(Array.from({ length: 5 }, () => b.int(1, 1000))).toEqual(seqA);
    expect(new Set(seqA).size).toBeGreaterThan(1);
  });
});
