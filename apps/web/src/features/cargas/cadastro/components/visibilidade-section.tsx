import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { VISIBILIDADE_CARGA_LABELS, VisibilidadeCarga } from '@embarca/domain';
import { Group, Radio, Stack } from '@mantine/core';
import { parteDoFormulario, type TCargaForm } from './campos';
import { Secao } from './secao';
import { TransportadorasSelect } from './transportadoras-select';

const OPCOES = [
  {
    value: String(VisibilidadeCarga.Restrita),
    label: VISIBILIDADE_CARGA_LABELS[VisibilidadeCarga.Restrita],
    description: 'Somente a sua empresa vê a carga.',
  },
  {
    value: String(VisibilidadeCarga.Direcionada),
    label: VISIBILIDADE_CARGA_LABELS[VisibilidadeCarga.Direcionada],
    description: 'A carga é oferecida às transportadoras escolhidas.',
  },
];

export interface VisibilidadeSectionProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
  disabled?: boolean;
}

/** Restricted, or directed to the carriers chosen here. */
function VisibilidadeSectionCampos({ form, disabled }: VisibilidadeSectionProps) {
  const direcionada = form.getValues().visibilidade === String(VisibilidadeCarga.Direcionada);
  return (
    <Secao titulo="Visibilidade">
      <Stack gap="sm">
        <Radio.Group aria-label="Visibilidade" {...form.getInputProps('visibilidade')}>
          <Group gap="xl">
            {OPCOES.map((opcao) => (
              <Radio
                key={opcao.value}
                value={opcao.value}
                label={opcao.label}
                description={opcao.description}
              />
            ))}
          </Group>
        </Radio.Group>
        {direcionada && (
          <TransportadorasSelect
            value={form.getValues().transportadoras}
            onChange={(value) => form.setFieldValue('transportadoras', value)}
            error={form.errors.transportadoras}
            disabled={disabled}
          />
        )}
      </Stack>
    </Secao>
  );
}

export const VisibilidadeSection = parteDoFormulario(VisibilidadeSectionCampos);
