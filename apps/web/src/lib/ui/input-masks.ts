import { normalizeCnpj, onlyDigits } from '@embarca/domain';

/** Applies a mask pattern ('#' = one character of `chars`) to the first characters of `raw`. */
function applyPattern(raw: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= raw.length) break;
    if (slot === '#') {
      out += raw[index];
      index += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/**
 * The CNPJ as it is typed, masked progressively as `00.000.000/0000-00` (01 §5). Accepts the alphanumeric
 * CNPJ: the first 12 characters may be letters (upper-cased), the last two are digits.
 */
export function maskCnpjInput(value: string): string {
  const normalized = normalizeCnpj(value);
  const base = normalized.slice(0, 12);
  const digits = onlyDigits(normalized.slice(12)).slice(0, 2);
  return applyPattern(base + digits, '##.###.###/####-##');
}

/** The CEP as it is typed, masked as `00000-000`. */
export function maskCepInput(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 8), '#####-###');
}

/** A phone as it is typed: `(00) 0000-0000` with 10 digits, `(00) 00000-0000` with 11. */
export function maskPhoneInput(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length <= 2) return digits.length === 0 ? '' : `(${digits}`;
  return applyPattern(digits, digits.length === 11 ? '(##) #####-####' : '(##) ####-####');
}
