import { isValidPlate, normalizePlate } from './plates';

/**
 * Free-text filtering (01 §5, 02 §5): a term matches an object when any of its string or number values,
 * at any depth up to a limit, contains the term — case- and accent-insensitive. Plates are compared
 * ignoring the hyphen. The spec gives two depth limits (100 and 99); 100 is the default, a parameter
 * allows the other. Cycles are visited once.
 */

export const TEXT_SEARCH_MAX_DEPTH = 100;
/** Text searches need at least 3 characters (02 §5). */
export const TEXT_SEARCH_MIN_LENGTH = 3;
/** The shell's quick cargo search needs MORE than 3 characters (01 §2, §5). */
export const QUICK_SEARCH_MIN_EXCLUSIVE = 3;

/** Lowercase without diacritics, trimmed: ' São PAULO ' → 'sao paulo'. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** True when the term (trimmed) has at least 3 characters. */
export function isSearchTermLongEnough(
  term: string | null | undefined,
  min = TEXT_SEARCH_MIN_LENGTH,
): boolean {
  return (term ?? '').trim().length >= min;
}

/** True when the quick-search term (trimmed) has more than 3 characters. */
export function isQuickSearchTermValid(term: string | null | undefined): boolean {
  return (term ?? '').trim().length > QUICK_SEARCH_MIN_EXCLUSIVE;
}

/** True when `text` contains `term`, both compared case- and accent-insensitively. */
export function textIncludes(text: string, term: string): boolean {
  return normalizeSearchText(text).includes(normalizeSearchText(term));
}

export interface TextSearchOptions {
  /**
   * How many levels of nested objects/arrays below the root are searched: 0 searches only the root's own
   * values; 100 (default) reaches an object nested 100 levels down.
   */
  maxDepth?: number;
}

function valueMatches(value: string, term: string, plateTerm: string): boolean {
  if (normalizeSearchText(value).includes(term)) return true;
  // Plates: 'ABC-1234' and 'ABC1234' are the same plate, whichever side has the hyphen.
  return plateTerm !== '' && isValidPlate(value) && normalizePlate(value).includes(plateTerm);
}

/** True when any string/number value of `source` (recursively) contains `term`. An empty term matches. */
export function matchesSearchTerm(source: unknown, term: string, options: TextSearchOptions = {}): boolean {
  const normalizedTerm = normalizeSearchText(term);
  if (normalizedTerm === '') return true;
  const plateTerm = normalizePlate(normalizedTerm);
  const maxDepth = options.maxDepth ?? TEXT_SEARCH_MAX_DEPTH;
  const seen = new WeakSet<object>();

  const visit = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return valueMatches(value, normalizedTerm, plateTerm);
    if (typeof value === 'number' || typeof value === 'bigint') {
      return valueMatches(String(value), normalizedTerm, plateTerm);
    }
    if (value === null || typeof value !== 'object' || value instanceof Date) return false;
    if (depth > maxDepth || seen.has(value)) return false;
    seen.add(value);
    const children = Array.isArray(value) ? value : Object.values(value);
    return children.some((child) => visit(child, depth + 1));
  };

  return visit(source, 0);
}

/** The items matching the term (all of them for an empty term), in their order. */
export function filterBySearchTerm<T>(
  items: readonly T[],
  term: string,
  options: TextSearchOptions = {},
): T[] {
  return items.filter((item) => matchesSearchTerm(item, term, options));
}
