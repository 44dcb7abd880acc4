/**
 * NF-e access keys for the seed's generated documents (seed-only). CNPJ and CPF check digits come from
 * the domain package (`cnpjCheckDigits`, `cpfCheckDigits` in packages/domain/src/shared/documents.ts);
 * the seed test checks every CNPJ against an independent computation so the two cannot drift silently.
 */

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
