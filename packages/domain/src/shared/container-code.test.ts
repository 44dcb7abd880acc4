import {
  containerCheckDigit,
  formatContainerCode,
  isValidContainerCode,
  normalizeContainerCode,
} from './container-code';

describe('ISO 6346 container code', () => {
  it('accepts the vectors CSQU3054383 and MSKU9070323', () => {
    expect(isValidContainerCode('CSQU3054383')).toBe(true);
    expect(isValidContainerCode('MSKU9070323')).toBe(true);
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidContainerCode('CSQU3054384')).toBe(false);
    expect(isValidContainerCode('MSKU9070320')).toBe(false);
  });

  it('needs U, J or Z as the fourth letter and 11 characters', () => {
    expect(isValidContainerCode('CSQA3054383')).toBe(false);
    expect(isValidContainerCode('CSQU305438')).toBe(false);
    expect(isValidContainerCode(null)).toBe(false);
  });

  it('maps a remainder of 10 to 0', () => {
    // Find a serial whose weighted sum leaves 10 and check that 0 is then the valid digit.
    const serial = Array.from({ length: 1000 }, (_, i) => String(i).padStart(6, '0')).find((s) => {
      const code = `CSQU${s}`;
      const letters: Record<string, number> = { C: 13, S: 30, Q: 28, U: 32 };
      const sum = [...code].reduce((acc, ch, idx) => acc + (letters[ch] ?? Number(ch)) * 2 ** idx, 0);
      return sum % 11 === 10;
    });
    expect(serial).toBeDefined();
    expect(containerCheckDigit(`CSQU${serial}`)).toBe(0);
    expect(isValidContainerCode(`CSQU${serial}0`)).toBe(true);
  });

  it('normalises and formats', () => {
    expect(normalizeContainerCode('csqu 305438-3')).toBe('CSQU3054383');
    expect(isValidContainerCode('csqu 305438-3')).toBe(true);
    expect(formatContainerCode('CSQU3054383')).toBe('CSQU 305438-3');
    expect(formatContainerCode('x')).toBe('x');
  });
});
