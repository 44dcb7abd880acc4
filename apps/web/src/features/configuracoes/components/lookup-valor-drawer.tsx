import {
  TIPO_LOOKUP_LABELS,
  type TLookupValor,
  type TTipoLookup,
  ZLookupValorCreateRequest,
} from '@embarca/domain';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { useSaveLookupValor } from '../api/use-save-lookup-valor';
import { ITEM_NAMES } from '../configuracoes.texts';

export interface LookupValorDrawerProps {
  opened: boolean;
  tipo: TTipoLookup;
  valor: TLookupValor | null;
  onClose: () => void;
}

/** Add or rename one of the company's own lookup values. */
export function LookupValorDrawer({ opened, tipo, valor, onClose }: LookupValorDrawerProps) {
  const save = useSaveLookupValor();
  const form = useForm({ mode: 'controlled', initialValues: { texto: '' } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens for another value.
  useEffect(() => {
    if (opened) preencherFormulario(form, { texto: valor?.texto ?? '' });
    form.clearErrors();
  }, [opened, valor]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { tipo, texto: form.getValues().texto };
    if (!validateForm(form, ZLookupValorCreateRequest, input)) return;
    const texto = ZLookupValorCreateRequest.parse(input).texto;
    await saveForm(
      () =>
        valor
          ? save.mutateAsync({ id: valor.id, body: { texto, ativo: valor.ativo } })
          : save.mutateAsync({ id: undefined, body: { tipo, texto } }),
      { item: ITEM_NAMES.lookup, kind: valor ? 'updated' : 'created', onSaved: onClose, form },
    );
  };

  return (
    <FormDrawer
      opened={opened}
      title={`${valor ? 'Editar' : 'Novo'} valor: ${TIPO_LOOKUP_LABELS[tipo]}`}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
      size="md"
    >
      <TextInput label="Descrição" withAsterisk data-autofocus {...form.getInputProps('texto')} />
    </FormDrawer>
  );
}
