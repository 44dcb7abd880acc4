import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';
import type { TMunicipio } from '@embarca/domain';
import { Select } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { serverSearchProps, useServerSearch } from '../../../lib/ui/server-search';
import { BUSCA_MUNICIPIO_MINIMO, useMunicipios } from '../api/use-municipios';

export const PLACEHOLDER_MUNICIPIO = 'Busque por cidade ou UF.';

/** 'Curitiba/PR'. */
export const nomeDoMunicipio = (municipio: Pick<TMunicipio, 'nome' | 'uf'>) =>
  `${municipio.nome}/${municipio.uf}`;

export interface MunicipioSelectProps {
  label: string;
  /** The chosen municipality (its IBGE code is the value), or null. */
  value: TMunicipio | null;
  onChange: (municipio: TMunicipio | null) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
}

/**
 * A municipality searched on the server by name or UF (debounced 300 ms, from 2 characters); the chosen one
 * stays an option when the search no longer lists it.
 */
export function MunicipioSelect({
  label,
  value,
  onChange,
  error,
  withAsterisk,
  disabled,
}: MunicipioSelectProps) {
  const search = useServerSearch();
  const escolhido = value ? nomeDoMunicipio(value) : null;
  // Once chosen, the input shows its name: that text is not a search.
  const termo = search.debounced === escolhido ? '' : search.debounced;
  const busca = useMunicipios(termo);
  const curto = termo.trim().length < BUSCA_MUNICIPIO_MINIMO;

  const porIbge = useMemo(() => {
    const mapa = new Map((curto ? [] : (busca.data ?? [])).map((municipio) => [municipio.ibge, municipio]));
    if (value && !mapa.has(value.ibge)) mapa.set(value.ibge, value);
    return mapa;
  }, [busca.data, curto, value]);
  const data = useMemo(
    () =>
      [...porIbge.values()].map((municipio) => ({
        value: municipio.ibge,
        label: nomeDoMunicipio(municipio),
      })),
    [porIbge],
  );
  const props = serverSearchProps(search, busca.isFetching);

  return (
    <Select
      label={label}
      placeholder={PLACEHOLDER_MUNICIPIO}
      withAsterisk={withAsterisk}
      disabled={disabled}
      clearable={!disabled}
      data={data}
      value={value?.ibge ?? null}
      error={error}
      onChange={(ibge) => onChange(ibge ? (porIbge.get(ibge) ?? null) : null)}
      {...props}
      nothingFoundMessage={curto ? 'Digite ao menos 2 letras.' : props.nothingFoundMessage}
    />
  );
}
