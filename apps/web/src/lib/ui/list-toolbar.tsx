import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { TListState } from './list-query';

const ACTIVE_OPTIONS = [
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
  { value: 'todos', label: 'Todos' },
];

export function activeFilterValue(ativos: boolean | null): string {
  if (ativos === null) return 'todos';
  return ativos ? 'ativos' : 'inativos';
}

export function activeFilterFromValue(value: string): boolean | null {
  if (value === 'todos') return null;
  return value === 'ativos';
}

export interface ListToolbarProps {
  /** Accessible name of the search field ('Pesquisar empresas'). */
  searchLabel: string;
  /** The list's search and active filter (`useListQuery`); a change goes back to page 1. */
  list: Pick<TListState, 'query' | 'filter'>;
  /** Shows the Ativos/Inativos/Todos filter. */
  withActiveFilter?: boolean;
  newLabel?: string;
  onNew?: () => void;
  /** More actions beside the new button (import, …). */
  extra?: ReactNode;
}

/** Search (debounced 300 ms, 01 §9), active filter and the create button of an admin list. */
export function ListToolbar({
  searchLabel,
  list: { query, filter: onFilter },
  withActiveFilter = true,
  newLabel,
  onNew,
  extra,
}: ListToolbarProps) {
  const [text, setText] = useState(query.filtro);
  const search = useDebouncedCallback((value: string) => onFilter({ filtro: value.trim() }), 300);
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label={searchLabel}
          placeholder="Pesquisar"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          w={280}
        />
        {withActiveFilter ? (
          <SegmentedControl
            aria-label="Situação"
            data={ACTIVE_OPTIONS}
            value={activeFilterValue(query.ativos)}
            onChange={(value) => onFilter({ ativos: activeFilterFromValue(value) })}
          />
        ) : null}
      </Group>
      <Group gap="sm">
        {extra}
        {onNew && newLabel ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNew}>
            {newLabel}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
