import {
  TIPO_LOOKUP_LABELS,
  type TLookupValor,
  type TTipoLookup,
  ZLookupValorCreateRequest,
} from '@embarca/domain';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { schemaErrors } from '../../../lib/schema-form';
import { FormDrawer } from '../../../lib/ui/form-drawer';
import { notifyApiError, notifySuccess } from '../../../lib/ui/notify';
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
    if (opened) form.setValues({ texto: valor?.texto ?? '' });
    form.clearErrors();
  }, [opened, valor]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { tipo, texto: form.getValues().texto };
    const errors = schemaErrors(ZLookupValorCreateRequest, input);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const texto = ZLookupValorCreateRequest.parse(input).texto;
    try {
      if (valor) await save.mutateAsync({ id: valor.id, body: { texto, ativo: valor.ativo } });
      else await save.mutateAsync({ id: undefined, body: { tipo, texto } });
      notifySuccess(valor ? 'updated' : 'created', ITEM_NAMES.lookup);
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <FormDrawer
      opened={opened}
      title={`${valor ? 'Editar' : 'Novo'} valor: ${TIPO_LOOKUP_LABELS[tipo]}`}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      size="md"
    >
      <TextInput label="Descrição" withAsterisk data-autofocus {...form.getInputProps('texto')} />
    </FormDrawer>
  );
}
