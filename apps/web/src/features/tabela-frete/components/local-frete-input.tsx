import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { onlyDigits, TipoLocalFrete, type TTipoLocalFrete, UFS } from '@embarca/domain';
import '@mantine/core/styles/Grid.css';
import { Grid, Group, Select, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { maskCepInput } from '../../../lib/ui/input-masks';
import { useRegioesParaSelecao } from '../api/use-regioes';
import {
  cepsDaFaixa,
  descricaoDaFaixaCep,
  municipioDoLocal,
  opcoesDeTipo,
  type TLocalForm,
} from '../local-frete';
import { MunicipioSelect, nomeDoMunicipio } from './municipio-select';

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

/** The two CEPs of a range as typed; the value is set once both have 8 digits. */
function FaixaCepInputs({
  rotulo,
  local,
  onChange,
  error,
  disabled,
}: {
  rotulo: string;
  local: TLocalForm;
  onChange: (local: TLocalForm) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const [digitado, setDigitado] = useState<[string, string]>(() => cepsDaFaixa(local.valor));
  /** The value this input last gave: any other is a change from outside (the editor reset or refilled). */
  const emitido = useRef(local.valor);
  useEffect(() => {
    if (local.valor !== emitido.current) {
      emitido.current = local.valor;
      setDigitado(cepsDaFaixa(local.valor));
    }
  }, [local.valor]);
  const mudar = (indice: 0 | 1, texto: string) => {
    const proximo: [string, string] = [...digitado];
    proximo[indice] = maskCepInput(texto);
    setDigitado(proximo);
    const [a, b] = proximo.map(onlyDigits);
    const valor = a?.length === 8 && b?.length === 8 ? `${a}-${b}` : '';
    emitido.current = valor;
    onChange({ tipo: TipoLocalFrete.FaixaCep, valor, descricao: valor ? descricaoDaFaixaCep(valor) : '' });
  };
  return (
    <Group grow gap="xs" align="flex-start">
      <TextInput
        label={`CEP inicial (${rotulo.toLowerCase()})`}
        placeholder="00000-000"
        inputMode="numeric"
        value={digitado[0]}
        onChange={(event) => mudar(0, event.currentTarget.value)}
        error={error}
        disabled={disabled}
      />
      <TextInput
        label={`CEP final (${rotulo.toLowerCase()})`}
        placeholder="00000-000"
        inputMode="numeric"
        value={digitado[1]}
        onChange={(event) => mudar(1, event.currentTarget.value)}
        error={error ? true : undefined}
        disabled={disabled}
      />
    </Group>
  );
}

export interface LocalFreteInputProps {
  /** 'Origem', 'Destino', 'Item'. */
  rotulo: string;
  local: TLocalForm;
  onChange: (local: TLocalForm) => void;
  /** The types offered (a region's items have no region). */
  tipos: readonly TTipoLocalFrete[];
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * One end of a lane or a region's item: its type (Região, UF, Município, Faixa de CEP) and, by type, the
 * region select, the UF select, the city search or the two CEPs of the range.
 */
export function LocalFreteInput({ rotulo, local, onChange, tipos, error, disabled }: LocalFreteInputProps) {
  const regioes = useRegioesParaSelecao();
  const tipoRotulo = `Tipo (${rotulo.toLowerCase()})`;
  let valor: ReactNode;
  switch (local.tipo) {
    case TipoLocalFrete.Regiao: {
      const data = (regioes.data?.items ?? []).map((regiao) => ({ value: regiao.id, label: regiao.nome }));
      if (local.valor && !data.some((item) => item.value === local.valor))
        data.push({ value: local.valor, label: local.descricao || 'Região selecionada' });
      valor = (
        <Select
          label={rotulo}
          placeholder="Selecione a região"
          data={data}
          searchable
          nothingFoundMessage="Nenhuma região cadastrada."
          comboboxProps={{ withinPortal: true }}
          value={local.valor || null}
          onChange={(id, opcao) =>
            onChange({ tipo: local.tipo, valor: id ?? '', descricao: id ? (opcao?.label ?? '') : '' })
          }
          error={error}
          disabled={disabled}
        />
      );
      break;
    }
    case TipoLocalFrete.Uf:
      valor = (
        <Select
          label={rotulo}
          placeholder="UF"
          data={UF_OPTIONS}
          searchable
          comboboxProps={{ withinPortal: true }}
          value={local.valor || null}
          onChange={(uf) => onChange({ tipo: local.tipo, valor: uf ?? '', descricao: uf ?? '' })}
          error={error}
          disabled={disabled}
        />
      );
      break;
    case TipoLocalFrete.Municipio:
      valor = (
        <MunicipioSelect
          label={rotulo}
          value={municipioDoLocal(local)}
          onChange={(municipio) =>
            onChange({
              tipo: local.tipo,
              valor: municipio?.ibge ?? '',
              descricao: municipio ? nomeDoMunicipio(municipio) : '',
            })
          }
          error={error}
          disabled={disabled}
        />
      );
      break;
    default:
      valor = (
        <FaixaCepInputs rotulo={rotulo} local={local} onChange={onChange} error={error} disabled={disabled} />
      );
  }
  return (
    <Grid gap="xs">
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <Select
          label={tipoRotulo}
          data={opcoesDeTipo(tipos)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          value={String(local.tipo)}
          onChange={(tipo) => {
            if (tipo && Number(tipo) !== local.tipo)
              onChange({ tipo: Number(tipo) as TTipoLocalFrete, valor: '', descricao: '' });
          }}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8 }}>{valor}</Grid.Col>
    </Grid>
  );
}
