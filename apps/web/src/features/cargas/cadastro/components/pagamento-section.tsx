import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { enumOptions, TIPO_TARIFA_LABELS, TipoTarifa } from '@embarca/domain';
import { Checkbox, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { MOEDA_BR, parteDoFormulario, type TCargaForm } from './campos';
import { Secao } from './secao';

const TIPO_TARIFA_OPTIONS = enumOptions(TipoTarifa, TIPO_TARIFA_LABELS).map(({ value, label }) => ({
  value: String(value),
  label,
}));

export interface PagamentoSectionProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
  disabled?: boolean;
}

/** The freight (model.pagamento): freight value, total freight value, tariff type, suspended tax. */
function PagamentoSectionCampos({ form, disabled }: PagamentoSectionProps) {
  return (
    <Secao titulo="Pagamento">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <NumberInput label="Valor do frete" {...MOEDA_BR} {...form.getInputProps('pagamento.valorFrete')} />
        <NumberInput
          label="Valor total do frete"
          {...MOEDA_BR}
          {...form.getInputProps('pagamento.valorTotalFrete')}
        />
        <Select
          label="Tipo de tarifa"
          placeholder="Selecione"
          data={TIPO_TARIFA_OPTIONS}
          clearable={!disabled}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('pagamento.tipoTarifa')}
        />
      </SimpleGrid>
      <Checkbox
        mt="sm"
        label="Imposto suspenso"
        {...form.getInputProps('pagamento.impostoSuspenso', { type: 'checkbox' })}
      />
    </Secao>
  );
}

export const PagamentoSection = parteDoFormulario(PagamentoSectionCampos);
