/**
 * Brazilian company (CNPJ) and personal (CPF) documents: normalisation, masks and check digits (01 §5).
 *
 * CNPJ comes in two forms, both accepted by default:
 * - numeric: 14 digits;
 * - alphanumeric (issued from July 2026): 12 characters [0-9A-Z] followed by 2 numeric check digits.
 *   Each character's value is its ASCII code − 48 (so '0'–'9' keep their value, 'A' = 17 … 'Z' = 42),
 *   and the same mod-11 weights as the numeric CNPJ apply.
 */

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** Only the digits of a value ('(11) 3333-4444' → '1133334444'); null/undefined → ''. */
export function onlyDigits(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace(/\D/g, '');
}

/** Uppercases and drops every character outside [0-9A-Z] (mask dots, slash, hyphen, spaces). */
export function normalizeCnpj(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** CPF without mask: its digits only. */
export function normalizeCpf(value: string | null | undefined): string {
  return onlyDigits(value);
}

function mod11Digit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((acc, value, index) => acc + value * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The two check digits of the first 12 characters of a CNPJ (numeric or alphanumeric), e.g.
 * '112223330001' → '81', '12ABC34501DE' → '35'. Throws on anything but 12 characters [0-9A-Z].
 */
export function cnpjCheckDigits(base: string): string {
  const normalized = normalizeCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(normalized)) throw new RangeError('A base do CNPJ deve ter 12 caracteres.');
  const values = [...normalized].map((char) => char.charCodeAt(0) - 48);
  const first = mod11Digit(values, CNPJ_WEIGHTS_1);
  const second = mod11Digit([...values, first], CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

export interface CnpjOptions {
  /** Accept the alphanumeric CNPJ (default true). With false only 14 digits are valid. */
  alphanumeric?: boolean;
}

/**
 * True for a valid CNPJ, masked or not, in either form. Rejects all-equal characters
 * ('00000000000000', '11.111.111/1111-11').
 */
export function isValidCnpj(value: string | null | undefined, options: CnpjOptions = {}): boolean {
  const cnpj = normalizeCnpj(value);
  const pattern = options.alphanumeric === false ? /^\d{14}$/ : /^[0-9A-Z]{12}\d{2}$/;
  if (!pattern.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/**
 * The two check digits of the first 9 digits of a CPF, e.g. '529982247' → '25', '123456789' → '09'.
 * Throws on anything but 9 digits (mask characters are ignored).
 */
export function cpfCheckDigits(base: string): string {
  const normalized = normalizeCpf(base);
  if (!/^\d{9}$/.test(normalized)) throw new RangeError('A base do CPF deve ter 9 dígitos.');
  const digits = [...normalized].map(Number);
  const first = mod11Digit(digits, CPF_WEIGHTS_1);
  const second = mod11Digit([...digits, first], CPF_WEIGHTS_2);
  return `${first}${second}`;
}

/** True for a valid CPF, masked or not. Rejects all-equal digits. */
export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/** '11222333000181' → '11.222.333/0001-81' (also alphanumeric); other lengths are returned normalised. */
export function formatCnpj(value: string | null | undefined): string {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== 14) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** '12345678909' → '123.456.789-09'; other lengths are returned as digits. */
export function formatCpf(value: string | null | undefined): string {
  const cpf = normalizeCpf(value);
  if (cpf.length !== 11) return cpf;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** A CPF (11 digits) or CNPJ (14 characters) with its mask; anything else unchanged. */
export function formatDocumento(value: string | null | undefined): string {
  const normalized = normalizeCnpj(value);
  if (/^\d{11}$/.test(normalized)) return formatCpf(normalized);
  if (normalized.length === 14) return formatCnpj(normalized);
  return value ?? '';
}

/** 'CPF' for 11 digits, 'CNPJ' for 14 characters, otherwise null. */
export function documentoKind(value: string | null | undefined): 'CPF' | 'CNPJ' | null {
  const normalized = normalizeCnpj(value);
  if (/^\d{11}$/.test(normalized)) return 'CPF';
  if (normalized.length === 14) return 'CNPJ';
  return null;
}

/** Valid CPF or CNPJ. */
export function isValidDocumento(value: string | null | undefined): boolean {
  const kind = documentoKind(value);
  if (kind === 'CPF') return isValidCpf(value);
  if (kind === 'CNPJ') return isValidCnpj(value);
  return false;
}
