import { DEFAULT_PAGE_SIZE, DirecaoOrdenacao, type TDirecaoOrdenacao } from '@embarca/domain';
import { useCallback, useState } from 'react';

/** Paging, sorting and filtering state of an admin list (01 §3 search payload: page, ordem, direcao, qtdItem, filtro). */
export interface TListQuery {
  /** 1-based page. */
  page: number;
  /** Sorted column ('' for the server's default order). */
  ordem: string;
  direcao: TDirecaoOrdenacao;
  qtdItem: number;
  filtro: string;
  /** Active filter: true only active, false only inactive, null all. */
  ativos: boolean | null;
}

export function initialListQuery(overrides: Partial<TListQuery> = {}): TListQuery {
  return {
    page: 1,
    ordem: '',
    direcao: DirecaoOrdenacao.Ascendente,
    qtdItem: DEFAULT_PAGE_SIZE,
    filtro: '',
    ativos: true,
    ...overrides,
  };
}

/** Clicking a column: a new column sorts ascending, the same column flips the direction; back to page 1. */
export function toggleSort(query: TListQuery, column: string): TListQuery {
  const direcao =
    query.ordem === column && query.direcao === DirecaoOrdenacao.Ascendente
      ? DirecaoOrdenacao.Descendente
      : DirecaoOrdenacao.Ascendente;
  return { ...query, ordem: column, direcao, page: 1 };
}

/** A new search text or active filter starts again at page 1. */
export function withFilter(
  query: TListQuery,
  filter: Partial<Pick<TListQuery, 'filtro' | 'ativos'>>,
): TListQuery {
  return { ...query, ...filter, page: 1 };
}

export function withPage(query: TListQuery, page: number): TListQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

/** Number of pages for a total (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** How a list the API returns whole is searched (`text`), sorted (`sortValue`) and filtered by state. */
export interface TClientListOptions<T> {
  text: (row: T) => string;
  sortValue: (row: T, column: string) => string | number | boolean | null | undefined;
  isActive?: (row: T) => boolean;
}

/**
 * Client-side paging, sorting and filtering for lists the API returns whole (units, lookups).
 * `text` gives the searchable text of a row; `sortValue` the value of a column.
 */
export function applyListQuery<T>(
  rows: readonly T[],
  query: TListQuery,
  options: TClientListOptions<T>,
): { items: T[]; total: number } {
  const needle = normalizeText(query.filtro);
  let filtered = rows.filter((row) => needle === '' || normalizeText(options.text(row)).includes(needle));
  if (query.ativos !== null && options.isActive) {
    const isActive = options.isActive;
    filtered = filtered.filter((row) => isActive(row) === query.ativos);
  }
  if (query.ordem) {
    const factor = query.direcao === DirecaoOrdenacao.Descendente ? -1 : 1;
    filtered = [...filtered].sort(
      (a, b) => factor * compare(options.sortValue(a, query.ordem), options.sortValue(b, query.ordem)),
    );
  }
  const start = (query.page - 1) * query.qtdItem;
  return { items: filtered.slice(start, start + query.qtdItem), total: filtered.length };
}

function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function compare(
  a: string | number | boolean | null | undefined,
  b: string | number | boolean | null | undefined,
): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'pt-BR', { sensitivity: 'base' });
}

/** React state around `TListQuery` with the transitions above. */
export function useListQuery(overrides: Partial<TListQuery> = {}) {
  const [query, setQuery] = useState(() => initialListQuery(overrides));
  const sortBy = useCallback((column: string) => setQuery((current) => toggleSort(current, column)), []);
  const filter = useCallback(
    (next: Partial<Pick<TListQuery, 'filtro' | 'ativos'>>) =>
      setQuery((current) => withFilter(current, next)),
    [],
  );
  const goToPage = useCallback((page: number) => setQuery((current) => withPage(current, page)), []);
  return { query, sortBy, filter, goToPage };
}

/** The state of one admin list and its setters (`useListQuery`). */
export type TListState = ReturnType<typeof useListQuery>;
