import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api-client';
import { QueryPending } from './query-state';

export interface RegistroDoDrawerProps<T> {
  /** The record's query (`usePedido(id)`). */
  query: UseQueryResult<T, unknown>;
  /** What a 404 says ('Pedido não encontrado.'). */
  naoEncontrado: string;
  /** The record's form or view; key it by the record's id so another record starts a new form. */
  children: (registro: T) => ReactNode;
}

/**
 * The body of a record's drawer while its query answers: the not-found text on a 404, the loader or the
 * failure with a retry, then the record. A 'new' drawer (no id in the route) renders its empty form itself.
 */
export function RegistroDoDrawer<T>({ query, naoEncontrado, children }: RegistroDoDrawerProps<T>) {
  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return (
      <Text c="gray.7" role="alert">
        {naoEncontrado}
      </Text>
    );
  if (!query.data) return <QueryPending query={query} />;
  return children(query.data);
}
