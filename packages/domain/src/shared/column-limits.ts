/**
 * The largest value each kind of numeric column holds (apps/api/src/db/schema/columns.ts and the integer
 * columns), so a schema refuses a number the database would refuse, naming the field ('Peso bruto: Valor
 * máximo: 99999999999.999') instead of the database's bare out-of-range error (issue 16).
 */
export const COLUMN_MAX = {
  /** numeric(14,3): weights in kg, volumes, measures — 11 integer digits, 3 decimals. */
  measure: 99_999_999_999.999,
  /** numeric(14,2): money in BRL — 12 integer digits, 2 decimals. */
  money: 999_999_999_999.99,
  /** PostgreSQL `integer`: 2^31 − 1. */
  integer: 2_147_483_647,
} as const;
