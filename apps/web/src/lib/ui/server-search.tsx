import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';
import type { OptionsFilter } from '@mantine/core';
import { Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The server already filtered the options by the typed text: all of them are shown. */
const keepServerOptions: OptionsFilter<string> = ({ options }) => options;

/** The text typed in a select searched on the server, and the same text once typing pauses (300 ms). */
export function useServerSearch() {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, 300);
  return { value, setValue, debounced };
}

/**
 * The props a Select or MultiSelect searched on the server shares: the typed text, no filtering here (the
 * server already filtered by it) and the 'Buscando…' state while the search runs.
 */
export function serverSearchProps(search: ReturnType<typeof useServerSearch>, searching: boolean) {
  return {
    searchable: true,
    searchValue: search.value,
    onSearchChange: search.setValue,
    filter: keepServerOptions,
    nothingFoundMessage: searching ? 'Buscando…' : 'Nenhum resultado encontrado.',
    rightSection: searching ? <Loader size="xs" aria-label="Buscando" /> : undefined,
    comboboxProps: { withinPortal: true },
  } as const;
}
