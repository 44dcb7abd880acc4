import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  enumOptions,
  MODALIDADE_LABELS,
  Modalidade,
  TIPO_FRETE_LABELS,
  TipoFrete,
  UNIDADE_MEDIDA_LABELS,
  UnidadeMedida,
} from '@embarca/domain';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useCaracteristicasCarga } from '../api/use-caracteristicas-carga';
import { INTEIRO_BR, MOEDA_BR, NUMERO_BR, parteDoFormulario, type TCargaForm } from './campos';
import { Secao } from './secao';

const textOptions = <T extends Record<string, number>>(values: T, labels: Record<T[keyof T], string>) =>
  enumOptions(values, labels).map(({ value, label }) => ({ value: String(value), label }));

const TIPO_FRETE_OPTIONS = textOptions(TipoFrete, TIPO_FRETE_LABELS);
const MODALIDADE_OPTIONS = textOptions(Modalidade, MODALIDADE_LABELS);
const UNIDADE_OPTIONS = textOptions(UnidadeMedida, UNIDADE_MEDIDA_LABELS);

/** The owner's cargo characteristics: the active ones, plus the chosen one even when deactivated. */
function CaracteristicaSelect({ form, disabled }: { form: TCargaForm; disabled?: boolean }) {
  const caracteristicas = useCaracteristicasCarga();
  const escolhida = form.getValues().carga.caracteristicaId;
  const data = useMemo(
    () =>
      (caracteristicas.data ?? [])
        .filter((item) => !item.desativada || item.id === escolhida)
        .map((item) => ({
          value: item.id,
          label: item.desativada ? `${item.descricao} (desativada)` : item.descricao,
        })),
    [caracteristicas.data, escolhida],
  );
  return (
    <Select
      label="Característica"
      placeholder={caracteristicas.isPending ? 'Carregando…' : 'Selecione'}
      data={data}
      searchable
      clearable={!disabled}
      nothingFoundMessage="Nenhum resultado encontrado."
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('carga.caracteristicaId')}
    />
  );
}

export interface DadosCargaSectionProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
  disabled?: boolean;
}

/** What is carried (model.carga): freight type, modalidade, characteristic, weight, volume, packages. */
function DadosCargaSectionCampos({ form, disabled }: DadosCargaSectionProps) {
  return (
    <Secao titulo="Carga">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Select
          label="Tipo de frete"
          withAsterisk
          data={TIPO_FRETE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('carga.tipoFrete')}
        />
        <Select
          label="Modalidade"
          withAsterisk
          data={MODALIDADE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('carga.modalidade')}
        />
        <CaracteristicaSelect form={form} disabled={disabled} />
        <NumberInput
          label="Peso bruto (kg)"
          withAsterisk
          decimalScale={3}
          {...NUMERO_BR}
          {...form.getInputProps('carga.pesoBruto')}
        />
        <NumberInput label="Volume" decimalScale={3} {...NUMERO_BR} {...form.getInputProps('carga.volume')} />
        <Select
          label="Unidade do volume"
          data={UNIDADE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('carga.volumeUnidade')}
        />
        <NumberInput
          label="Quantidade"
          {...INTEIRO_BR}
          {...form.getInputProps('carga.acondicionamentoQtd')}
        />
        <TextInput
          label="Acondicionamento"
          placeholder="Caixas, paletes, sacos…"
          maxLength={100}
          {...form.getInputProps('carga.acondicionamento')}
        />
        <TextInput
          label="Código identificador"
          maxLength={60}
          {...form.getInputProps('carga.codIdentificador')}
        />
        <NumberInput label="Valor da carga" {...MOEDA_BR} {...form.getInputProps('carga.valorCarga')} />
      </SimpleGrid>
    </Secao>
  );
}

export const DadosCargaSection = parteDoFormulario(DadosCargaSectionCampos);
