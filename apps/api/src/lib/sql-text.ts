import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Case- and accent-insensitive text matching in SQL (01 §5: free-text filtering is case-insensitive;
 * the quick-create search also ignores accents). `translate` works on PostgreSQL and PGlite alike,
 * with no extension.
 */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** `%text%` with LIKE's wildcards escaped, lower-cased and without accents. */
export function containsPattern(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` (or expression) contains `text`, ignoring case and accents. */
export function foldedContains(column: AnyColumn | SQL, text: string): SQL {
  return sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN}) like ${containsPattern(text)}`;
}
