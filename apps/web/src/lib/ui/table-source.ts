import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyListQuery, type TClientListOptions, type TListQuery } from './list-query';

/** What an admin table shows of the query feeding it: one page of rows, the total and the query's state. */
export interface TTableSource<T> {
  /** Undefined until the first answer. */
  rows: readonly T[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** A list the API pages, sorts and filters: its answer is one page, `{ items, total }`. */
export function serverPageSource<T>(result: UseQueryResult<{ items: T[]; total: number }>): TTableSource<T> {
  return {
    rows: result.data?.items,
    total: result.data?.total ?? 0,
    loading: result.isFetching && !result.data,
    error: result.error,
    onRetry: () => void result.refetch(),
  };
}

/**
 * A list the API returns whole (units, lookups, announcements…), paged, sorted and filtered here by
 * `query` with `options` (a constant: the page is computed again only when the data or the query change).
 */
export function useClientPageSource<T>(
  result: UseQueryResult<T[]>,
  query: TListQuery,
  options: TClientListOptions<T>,
): TTableSource<T> {
  const { data } = result;
  const page = useMemo(() => applyListQuery(data ?? [], query, options), [data, query, options]);
  return {
    rows: data ? page.items : undefined,
    total: page.total,
    loading: result.isPending,
    error: result.error,
    onRetry: () => void result.refetch(),
  };
}
