import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  RELEASE_FEED_PADRAO,
  type TModulo,
  type TReleasePostAdmin,
  type TReleasePostRequest,
  ZReleasePostRequest,
} from '@embarca/domain';
import { SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { useSavePainelNovidade } from '../api/use-save-painel-novidade';
import { ModulosFieldset } from './modulos-fieldset';

interface TNovidadeFormValues {
  databaseId: string;
  titulo: string;
  resumo: string;
  url: string;
  capa: string;
  modulos: string[];
  dataLancamento: string;
  publicado: boolean;
}

const EMPTY: TNovidadeFormValues = {
  databaseId: RELEASE_FEED_PADRAO,
  titulo: '',
  resumo: '',
  url: '',
  capa: '',
  modulos: [],
  dataLancamento: '',
  publicado: true,
};

export interface NovidadeDrawerProps {
  /** null: closed; 'new': create; a post: edit it. */
  post: TReleasePostAdmin | 'new' | null;
  onClose: () => void;
}

/** Create or edit a release post ("what's new") of the support panel. */
export function NovidadeDrawer({ post, onClose }: NovidadeDrawerProps) {
  const save = useSavePainelNovidade();
  const form = useForm<TNovidadeFormValues>({ mode: 'controlled', initialValues: EMPTY });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another post is opened.
  useEffect(() => {
    if (post === null) return;
    preencherFormulario(
      form,
      post === 'new'
        ? EMPTY
        : {
            databaseId: post.databaseId,
            titulo: post.titulo,
            resumo: post.resumo,
            url: post.url,
            capa: post.capa ?? '',
            modulos: post.modulos,
            dataLancamento: post.dataLancamento,
            publicado: post.publicado,
          },
    );
    form.clearErrors();
  }, [post]);

  const editing = post !== null && post !== 'new' ? post : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    const body: TReleasePostRequest = {
      ...values,
      capa: values.capa.trim() === '' ? null : values.capa.trim(),
      modulos: values.modulos as TModulo[],
    };
    if (!validateForm(form, ZReleasePostRequest, body)) return;
    await saveForm(() => save.mutateAsync({ id: editing?.id ?? null, body }), {
      item: 'Novidade',
      form,
      kind: editing ? 'updated' : 'created',
      onSaved: onClose,
    });
  };

  return (
    <FormDrawer
      opened={post !== null}
      title={editing ? 'Editar novidade' : 'Nova novidade'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
    >
      <TextInput label="Título" withAsterisk maxLength={120} {...form.getInputProps('titulo')} />
      <Textarea label="Resumo" withAsterisk rows={4} maxLength={1000} {...form.getInputProps('resumo')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label="Data de lançamento"
          withAsterisk
          {...form.getInputProps('dataLancamento')}
        />
        <TextInput
          label="Feed"
          description={
            <Text span size="xs" c="gray.7">
              Chave do feed de novidades (databaseId)
            </Text>
          }
          withAsterisk
          {...form.getInputProps('databaseId')}
        />
      </SimpleGrid>
      <TextInput label="URL pública" withAsterisk placeholder="https://" {...form.getInputProps('url')} />
      <TextInput label="URL da imagem de capa" placeholder="https://" {...form.getInputProps('capa')} />
      <Switch label="Publicada" {...form.getInputProps('publicado', { type: 'checkbox' })} />
      <ModulosFieldset {...form.getInputProps('modulos')} />
    </FormDrawer>
  );
}
