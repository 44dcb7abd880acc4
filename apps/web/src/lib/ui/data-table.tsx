import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ScrollArea.css';
import { DirecaoOrdenacao, MESSAGES } from '@embarca/domain';
import { Alert, Button, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeApiError } from '../api-error-handler';
import { pageCount, type TListQuery, type TListState } from './list-query';
import { SectionLoader } from './query-state';
import type { TTableSource } from './table-source';

export interface TColumn<T> {
  key: string;
  label: string;
  /** Column sortable by this key (sent as `ordem`). */
  sortable?: boolean;
  render: (row: T) => ReactNode;
  width?: number | string;
}

/** A row's React key: its `id` unless the rows have none (then `rowKey` is required). */
type TRowKey<T> = T extends { id: string } ? { rowKey?: (row: T) => string } : { rowKey: (row: T) => string };

export type DataTableProps<T> = TRowKey<T> & {
  caption: string;
  columns: readonly TColumn<T>[];
  /** The list's page and sort (`useListQuery`): a click on a sortable header or a page changes them. */
  list: Pick<TListState, 'query' | 'sortBy' | 'goToPage'>;
  /** The page of rows and the state of the query feeding them (`serverPageSource`, `useClientPageSource`). */
  source: TTableSource<T>;
};

/** The last column of an admin list: each row's actions menu. */
export function actionsColumn<T>(render: (row: T) => ReactNode): TColumn<T> {
  return { key: 'acoes', label: 'Ações', width: 80, render };
}

/**
 * An admin list: sortable headers (aria-sort), a page of rows, pagination, and the loading, error
 * (generic handler text, 01 §8) and empty ('Nenhum resultado encontrado.') states.
 */
export function DataTable<T>({ caption, columns, rowKey, list, source }: DataTableProps<T>) {
  const keyOf = rowKey ?? ((row: T) => (row as { id: string }).id);
  const { query, sortBy, goToPage } = list;
  const { rows, total, loading, error, onRetry } = source;
  const pages = pageCount(total, query.qtdItem);
  return (
    <div>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text component="span" size="sm" c="gray.7">
              {caption}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} aria-sort={ariaSort(query, column)}>
                  {column.sortable ? (
                    <UnstyledButton onClick={() => sortBy(column.key)} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {column.label}
                        <SortIcon query={query} column={column.key} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={keyOf(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loading && !rows?.length ? <SectionLoader /> : null}
      {!loading && error ? (
        <Alert color="red" variant="light" mt="sm">
          <Group justify="space-between">
            <Text size="sm">{describeApiError(error).message}</Text>
            <Button size="xs" variant="white" onClick={onRetry}>
              Tentar novamente
            </Button>
          </Group>
        </Alert>
      ) : null}
      {!loading && !error && rows?.length === 0 ? (
        <Text ta="center" c="gray.7" py="lg" role="status">
          {MESSAGES.noResults}
        </Text>
      ) : null}
      {pages > 1 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="gray.7">
            {total} {total === 1 ? 'registro' : 'registros'}
          </Text>
          <Pagination
            total={pages}
            value={query.page}
            onChange={goToPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control,
            })}
            getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
          />
        </Group>
      ) : null}
    </div>
  );
}

function ariaSort<T>(query: TListQuery, column: TColumn<T>): 'ascending' | 'descending' | undefined {
  if (!column.sortable || query.ordem !== column.key) return undefined;
  return query.direcao === DirecaoOrdenacao.Descendente ? 'descending' : 'ascending';
}

function SortIcon({ query, column }: { query: TListQuery; column: string }) {
  if (query.ordem !== column) return <IconArrowsSort size={14} aria-hidden="true" />;
  return query.direcao === DirecaoOrdenacao.Descendente ? (
    <IconSortDescending size={14} aria-hidden="true" />
  ) : (
    <IconSortAscending size={14} aria-hidden="true" />
  );
}
