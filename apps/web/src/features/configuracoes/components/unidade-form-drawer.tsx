import { type TUnidadeNegocioDetalhe, ZUnidadeNegocioRequest } from '@embarca/domain';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { useSaveUnidade } from '../api/use-save-unidade';
import { ITEM_NAMES } from '../configuracoes.texts';

export interface UnidadeFormDrawerProps {
  opened: boolean;
  /** The unit to edit; null creates one. */
  unidade: TUnidadeNegocioDetalhe | null;
  onClose: () => void;
}

/** Create or rename a business unit. */
export function UnidadeFormDrawer({ opened, unidade, onClose }: UnidadeFormDrawerProps) {
  const save = useSaveUnidade();
  const form = useForm({ mode: 'controlled', initialValues: { descricao: '', codigo: '' } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens for another unit.
  useEffect(() => {
    if (opened)
      preencherFormulario(form, { descricao: unidade?.descricao ?? '', codigo: unidade?.codigo ?? '' });
    form.clearErrors();
  }, [opened, unidade]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateForm(form, ZUnidadeNegocioRequest, form.getValues())) return;
    await saveForm(
      () => {
        const body = ZUnidadeNegocioRequest.parse({
          ...form.getValues(),
          empresaId: unidade?.empresaId ?? null,
        });
        return save.mutateAsync({ id: unidade?.id, body });
      },
      { item: ITEM_NAMES.unidade, kind: unidade ? 'updated' : 'created', onSaved: onClose, form },
    );
  };

  return (
    <FormDrawer
      opened={opened}
      title={unidade ? 'Editar unidade de negócio' : 'Nova unidade de negócio'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
      size="md"
    >
      <TextInput label="Descrição" withAsterisk data-autofocus {...form.getInputProps('descricao')} />
      <TextInput label="Código (opcional)" {...form.getInputProps('codigo')} />
    </FormDrawer>
  );
}
