import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Loader.css';
import { TipoVinculo } from '@embarca/domain';
import { MultiSelect } from '@mantine/core';
import { type ReactNode, useMemo, useRef } from 'react';
import { serverSearchProps, useServerSearch } from '../../../../lib/ui/server-search';
import { useEmpresas, useEmpresasAtivas } from '../api/use-empresas-ativas';

export interface TransportadorasSelectProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The carriers a directed load goes to: the owner's active carrier companies, searched on the server.
 * Chosen carriers keep their names (remembered from the searches, or read by id) while the search changes.
 */
export function TransportadorasSelect({ value, onChange, error, disabled }: TransportadorasSelectProps) {
  const search = useServerSearch();
  const busca = useEmpresasAtivas(search.debounced, TipoVinculo.Transportadora);
  const nomes = useRef(new Map<string, string>());
  for (const empresa of busca.data ?? []) nomes.current.set(empresa.id, empresa.nome);
  const semNome = value.filter((id) => !nomes.current.has(id));
  const lidas = useEmpresas(semNome);
  for (const lida of lidas) if (lida.data) nomes.current.set(lida.data.id, lida.data.nome);

  const resultado = busca.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lidas` changes identity every render; its data is in `nomes`.
  const data = useMemo(() => {
    const options = (resultado ?? []).map((empresa) => ({ value: empresa.id, label: empresa.nome }));
    for (const id of value) {
      if (!options.some((option) => option.value === id)) {
        options.push({ value: id, label: nomes.current.get(id) ?? 'Transportadora selecionada' });
      }
    }
    return options;
  }, [resultado, value, lidas.map((lida) => lida.data?.id).join()]);

  return (
    <MultiSelect
      label="Transportadoras"
      withAsterisk
      placeholder={value.length === 0 ? 'Busque pelo nome ou CNPJ' : undefined}
      clearable={!disabled}
      disabled={disabled}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      {...serverSearchProps(search, busca.isFetching)}
      hidePickedOptions
    />
  );
}
