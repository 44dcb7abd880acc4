/**
 * ISO 6346 container codes (02 §5): 11 characters — owner code (3 letters), category identifier
 * (U, J or Z), a 6-digit serial number and a check digit.
 *
 * Check digit: letters take values from A = 10 upwards skipping multiples of 11 (A=10, B=12 … K=21,
 * L=23 … U=32, V=34 … Z=38), digits their own value; each of the first 10 characters is multiplied by
 * 2^position (0-based); the sum modulo 11 is the check digit, with a remainder of 10 giving 0.
 */

export const CONTAINER_CODE_PATTERN = /^[A-Z]{3}[UJZ]\d{7}$/;

const LETTER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (let code = 65; code <= 90; code += 1) {
    if (value % 11 === 0) value += 1;
    values.set(String.fromCharCode(code), value);
    value += 1;
  }
  return values;
})();

/** Uppercase, without spaces and hyphens: 'csqu 305438-3' → 'CSQU3054383'. */
export function normalizeContainerCode(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[\s-]/g, '');
}

/** The check digit of the first 10 characters ('CSQU305438' → 3). Throws on a malformed base. */
export function containerCheckDigit(base: string): number {
  const code = normalizeContainerCode(base);
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(code)) throw new RangeError('Código de contêiner inválido.');
  const sum = [...code].reduce((acc, char, index) => {
    const value = LETTER_VALUES.get(char) ?? Number(char);
    return acc + value * 2 ** index;
  }, 0);
  return (sum % 11) % 10;
}

/** True for an 11-character ISO 6346 code whose check digit is right ('CSQU3054383', 'MSKU9070323'). */
export function isValidContainerCode(value: string | null | undefined): boolean {
  const code = normalizeContainerCode(value);
  if (!CONTAINER_CODE_PATTERN.test(code)) return false;
  return containerCheckDigit(code.slice(0, 10)) === Number(code[10]);
}

/** Display: 'CSQU 305438-3' (owner+category, serial, check digit); anything else unchanged. */
export function formatContainerCode(value: string | null | undefined): string {
  const code = normalizeContainerCode(value);
  if (!CONTAINER_CODE_PATTERN.test(code)) return value ?? '';
  return `${code.slice(0, 4)} ${code.slice(4, 10)}-${code.slice(10)}`;
}
