import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  type TCaracteristica,
  type TCaracteristicaRequestInput,
  type TComportamentoOferecimento,
  TIPO_CARACTERISTICA_LABELS,
  TipoCaracteristica,
  type TTipoCaracteristica,
  ZCaracteristicaRequest,
} from '@embarca/domain';
import { Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { useSaveCaracteristica } from '../api/use-save-caracteristica';
import { CARACTERISTICA_ICONS, CaracteristicaIcon } from '../caracteristica-icons';
import { ITEM_NAMES } from '../configuracoes.texts';

const TIPO_OPTIONS = Object.entries(TIPO_CARACTERISTICA_LABELS).map(([value, label]) => ({ value, label }));
const ICON_OPTIONS = Object.entries(CARACTERISTICA_ICONS).map(([value, { label }]) => ({ value, label }));

interface TCaracteristicaFormValues {
  descricao: string;
  tipo: string;
  icone: string | null;
  comportamentoOferecimento: string;
}

export interface CaracteristicaFormDrawerProps {
  opened: boolean;
  caracteristica: TCaracteristica | null;
  onClose: () => void;
  /** A new one's preset kind and offering behaviour (the quick-create catalogue's entries). */
  novo?: { tipo: TTipoCaracteristica; comportamentoOferecimento?: TComportamentoOferecimento } | undefined;
}

/** Create or edit a characteristic (02 §3): description, kind, icon and, for cargo, the offering behaviour. */
export function CaracteristicaFormDrawer({
  opened,
  caracteristica,
  onClose,
  novo,
}: CaracteristicaFormDrawerProps) {
  const save = useSaveCaracteristica();
  const form = useForm<TCaracteristicaFormValues>({
    mode: 'controlled',
    initialValues: {
      descricao: '',
      tipo: String(TipoCaracteristica.Carga),
      icone: null,
      comportamentoOferecimento: '',
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens for another one.
  useEffect(() => {
    if (!opened) return;
    preencherFormulario(form, {
      descricao: caracteristica?.descricao ?? '',
      tipo: String(caracteristica?.tipo ?? novo?.tipo ?? TipoCaracteristica.Carga),
      icone: caracteristica?.icone ?? null,
      comportamentoOferecimento: caracteristica
        ? caracteristica.comportamentoOferecimento
          ? String(caracteristica.comportamentoOferecimento)
          : ''
        : novo?.comportamentoOferecimento
          ? String(novo.comportamentoOferecimento)
          : '',
    });
    form.clearErrors();
  }, [opened, caracteristica, novo?.tipo, novo?.comportamentoOferecimento]);

  const isCarga = Number(form.getValues().tipo) === TipoCaracteristica.Carga;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    const input = {
      descricao: values.descricao,
      tipo: Number(values.tipo),
      icone: values.icone,
      comportamentoOferecimento: values.comportamentoOferecimento
        ? Number(values.comportamentoOferecimento)
        : null,
    } as TCaracteristicaRequestInput;
    if (!validateForm(form, ZCaracteristicaRequest, input)) return;
    await saveForm(
      () => save.mutateAsync({ id: caracteristica?.id, body: ZCaracteristicaRequest.parse(input) }),
      {
        item: ITEM_NAMES.caracteristica,
        form,
        kind: caracteristica ? 'updated' : 'created',
        onSaved: onClose,
      },
    );
  };

  const icone = form.getValues().icone;

  return (
    <FormDrawer
      opened={opened}
      title={caracteristica ? 'Editar característica' : 'Nova característica'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
      size="md"
    >
      <TextInput label="Descrição" withAsterisk data-autofocus {...form.getInputProps('descricao')} />
      <Select label="Tipo" data={TIPO_OPTIONS} allowDeselect={false} {...form.getInputProps('tipo')} />
      <Select
        label="Ícone"
        data={ICON_OPTIONS}
        clearable
        leftSection={<CaracteristicaIcon name={icone} />}
        renderOption={({ option }) => (
          <Group gap="xs">
            <CaracteristicaIcon name={option.value} />
            {option.label}
          </Group>
        )}
        {...form.getInputProps('icone')}
      />
      {isCarga ? (
        <Radio.Group
          label="Comportamento de oferecimento"
          withAsterisk
          {...form.getInputProps('comportamentoOferecimento')}
        >
          <Stack gap="xs" mt="xs">
            {Object.entries(COMPORTAMENTO_OFERECIMENTO_LABELS).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
    </FormDrawer>
  );
}
