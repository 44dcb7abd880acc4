/**
 * Check digits for the seed's generated documents. The domain package has the validators the app uses
 * (packages/domain/src/shared/documents.ts); the seed test checks every CNPJ against an independent
 * computation so the two cannot drift silently.
 */

function mod11(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((acc, value, index) => acc + value * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** A full CNPJ from its first 12 characters ([0-9A-Z]; character value = ASCII − 48). */
export function cnpjFromBase(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`Base de CNPJ inválida: ${base}`);
  const values = [...base].map((char) => char.charCodeAt(0) - 48);
  const first = mod11(values, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...values, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** A full CPF from its first 9 digits. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError(`Base de CPF inválida: ${base}`);
  const digits = [...base].map(Number);
  const digit = (values: number[]): number => {
    const sum = values.reduce((acc, value, index) => acc + value * (values.length + 1 - index), 0);
    const remainder = (sum * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  const first = digit(digits);
  const second = digit([...digits, first]);
  return `${base}${first}${second}`;
}

export interface NfeKeyParts {
  /** IBGE state code, 2 digits (SP 35, RJ 33, PR 41, ...). */
  cUf: string;
  /** Issue year and month. */
  issuedAt: Date;
  cnpj: string;
  serie: number;
  numero: number;
  /** 8-digit random code of the invoice. */
  codigoNumerico: number;
}

/** A 44-digit NF-e access key (model 55) with its mod-11 check digit (weights 2..9 from the right). */
export function nfeAccessKey(parts: NfeKeyParts): string {
  const yymm = `${String(parts.issuedAt.getUTCFullYear() % 100).padStart(2, '0')}${String(
    parts.issuedAt.getUTCMonth() + 1,
  ).padStart(2, '0')}`;
  const body = [
    parts.cUf.padStart(2, '0'),
    yymm,
    parts.cnpj,
    '55',
    String(parts.serie).padStart(3, '0'),
    String(parts.numero).padStart(9, '0'),
    '1',
    String(parts.codigoNumerico).padStart(8, '0'),
  ].join('');
  if (!/^\d{43}$/.test(body)) throw new RangeError('Chave de NF-e: use um CNPJ numérico');
  let weight = 2;
  let sum = 0;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  const dv = remainder < 2 ? 0 : 11 - remainder;
  return `${body}${dv}`;
}
