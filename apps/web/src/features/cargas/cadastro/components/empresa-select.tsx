import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';
import { formatCnpj, type TEmpresaResumo } from '@embarca/domain';
import { Select, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { serverSearchProps, useServerSearch } from '../../../../lib/ui/server-search';
import { useEmpresas, useEmpresasAtivas } from '../api/use-empresas-ativas';

export interface EmpresaSelectProps {
  label: string;
  /** The chosen company's id. */
  value: string | null;
  /** Its name when already known (the edit data names the route points' companies). */
  nome: string | null;
  onChange: (empresa: { id: string; nome: string } | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}

function local(empresa: TEmpresaResumo): string {
  return [empresa.cidade, empresa.uf].filter(Boolean).join('/');
}

/**
 * One of the owner's active companies (every link but sellers), searched on the server by name or CNPJ.
 * The chosen company stays an option, named from `nome` or read by id, when the search no longer lists it.
 */
export function EmpresaSelect({ label, value, nome, onChange, error, disabled }: EmpresaSelectProps) {
  const search = useServerSearch();
  const escolhidaSemNome = value && !nome ? [value] : [];
  const lida = useEmpresas(escolhidaSemNome)[0]?.data;
  const nomeEscolhida = nome ?? lida?.nome ?? null;
  // Once chosen, the input shows the name: that text is not a search.
  const termo = search.debounced === nomeEscolhida ? '' : search.debounced;
  const busca = useEmpresasAtivas(termo);

  const porId = useMemo(
    () => new Map((busca.data ?? []).map((empresa) => [empresa.id, empresa])),
    [busca.data],
  );
  const data = useMemo(() => {
    const options = (busca.data ?? []).map((empresa) => ({ value: empresa.id, label: empresa.nome }));
    if (value && !porId.has(value)) options.unshift({ value, label: nomeEscolhida ?? 'Empresa selecionada' });
    return options;
  }, [busca.data, porId, value, nomeEscolhida]);

  return (
    <Select
      label={label}
      placeholder="Busque pelo nome ou CNPJ"
      clearable={!disabled}
      disabled={disabled}
      data={data}
      value={value}
      error={error}
      onChange={(next, option) => onChange(next ? { id: next, nome: option?.label ?? '' } : null)}
      {...serverSearchProps(search, busca.isFetching)}
      renderOption={({ option }) => {
        const empresa = porId.get(option.value);
        const detalhe = empresa
          ? [empresa.cnpj ? formatCnpj(empresa.cnpj) : '', local(empresa)].filter(Boolean).join(' · ')
          : '';
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {detalhe && (
              <Text size="xs" c="gray.7">
                {detalhe}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
