import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';
import { formatCnpj } from '@embarca/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { serverSearchProps, useServerSearch } from '../../../../lib/ui/server-search';
import { useTransportadora, useTransportadorasBusca } from './use-transportadoras-busca';

export interface TransportadoraSelectProps {
  /** The carrier's company id. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The carrier filter: a searchable select over the company's active carriers (searched on the server). */
export function TransportadoraSelect({ value, onChange }: TransportadoraSelectProps) {
  const search = useServerSearch();
  const busca = useTransportadorasBusca(search.debounced);
  const selecionada = useTransportadora(value);

  const data = useMemo(() => {
    const options = (busca.data ?? []).map((empresa) => ({
      value: empresa.id,
      label: empresa.cnpj ? `${empresa.nome} (${formatCnpj(empresa.cnpj)})` : empresa.nome,
    }));
    // The chosen carrier stays an option (so its name shows) even when the search no longer lists it.
    if (value && !options.some((option) => option.value === value)) {
      const empresa = selecionada.data;
      options.unshift({ value, label: empresa ? empresa.nome : 'Transportadora selecionada' });
    }
    return options;
  }, [busca.data, selecionada.data, value]);

  return (
    <Select
      label="Transportadora"
      placeholder="Busque pelo nome ou CNPJ"
      clearable
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      {...serverSearchProps(search, busca.isFetching)}
    />
  );
}
