/**
 * PostgreSQL constraint errors, found through Drizzle's wrapper (`cause` chain): a unique violation
 * (23505, e.g. two requests registering one CNPJ at once) and a foreign-key violation (23503, deleting a
 * row that others still reference). Services turn them into the catalogue's answers.
 */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === '23503';
}

/** A number too large for its column (22003, e.g. a weight beyond numeric(14,3)): the input's fault. */
export function isNumericOutOfRange(error: unknown): boolean {
  return pgCode(error) === '22003';
}
