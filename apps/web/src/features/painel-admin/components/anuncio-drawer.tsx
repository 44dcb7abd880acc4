import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  ALVO_ACAO_ANUNCIO_LABELS,
  AlvoAcaoAnuncio,
  enumOptions,
  LICENCA_LABELS,
  Licenca,
  POSICAO_ANUNCIO_LABELS,
  PosicaoAnuncio,
  TAMANHO_ANUNCIO_LABELS,
  type TAnuncioAdmin,
  type TAnuncioRequest,
  TamanhoAnuncio,
  TIPO_ANUNCIO_LABELS,
  TIPO_EMPRESA_LABELS,
  TIPO_MIDIA_ANUNCIO_LABELS,
  TIPO_REGRA_ANUNCIO_LABELS,
  TipoAnuncio,
  TipoEmpresa,
  TipoMidiaAnuncio,
  TipoRegraAnuncio,
  type TLicenca,
  type TPosicaoAnuncio,
  type TTipoAnuncio,
  type TTipoEmpresa,
  VARIANTE_ANUNCIO_LABELS,
  VarianteAnuncio,
  ZAnuncioRequest,
} from '@embarca/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { useSavePainelAnuncio } from '../api/use-save-painel-anuncio';
import { AnuncioPreview } from './anuncio-preview';

const options = <T extends Record<string, string | number>>(values: T, labels: Record<T[keyof T], string>) =>
  enumOptions(values, labels).map((option) => ({ value: String(option.value), label: option.label }));

const TIPO_OPTIONS = options(TipoAnuncio, TIPO_ANUNCIO_LABELS);
const POSICAO_OPTIONS = options(PosicaoAnuncio, POSICAO_ANUNCIO_LABELS);
const REGRA_OPTIONS = options(TipoRegraAnuncio, TIPO_REGRA_ANUNCIO_LABELS);
const MIDIA_OPTIONS = options(TipoMidiaAnuncio, TIPO_MIDIA_ANUNCIO_LABELS);
const ALVO_OPTIONS = options(AlvoAcaoAnuncio, ALVO_ACAO_ANUNCIO_LABELS);
const TAMANHO_OPTIONS = options(TamanhoAnuncio, TAMANHO_ANUNCIO_LABELS);
const VARIANTE_OPTIONS = options(VarianteAnuncio, VARIANTE_ANUNCIO_LABELS);
/** The spec's two company types (carrier, shipper) first; the others are partners that do not sign in. */
const TIPO_EMPRESA_OPTIONS = [TipoEmpresa.Transportadora, TipoEmpresa.Embarcador].map((value) => ({
  value: String(value),
  label: TIPO_EMPRESA_LABELS[value],
}));
const LICENCA_OPTIONS = enumOptions(Licenca, LICENCA_LABELS).map((o) => ({
  value: String(o.value),
  label: o.label,
}));

export interface TAnuncioFormValues {
  tipo: string;
  posicao: string;
  exibir: boolean;
  regraTipo: string;
  urls: string[];
  titulo: string;
  mensagem: string;
  comMidia: boolean;
  midiaTipo: string;
  midiaUrl: string;
  midiaAlt: string;
  comAcao: boolean;
  acaoLabel: string;
  acaoUrl: string;
  acaoTarget: string;
  size: string;
  variant: string;
  solid: boolean;
  todos: boolean;
  tiposEmpresa: string[];
  licencas: string[];
  inicio: string;
  fim: string;
}

const EMPTY: TAnuncioFormValues = {
  tipo: TipoAnuncio.Banner,
  posicao: PosicaoAnuncio.Top,
  exibir: true,
  regraTipo: TipoRegraAnuncio.Contains,
  urls: [],
  titulo: '',
  mensagem: '',
  comMidia: false,
  midiaTipo: TipoMidiaAnuncio.Img,
  midiaUrl: '',
  midiaAlt: '',
  comAcao: false,
  acaoLabel: '',
  acaoUrl: '',
  acaoTarget: AlvoAcaoAnuncio.Self,
  size: TamanhoAnuncio.Md,
  variant: VarianteAnuncio.Info,
  solid: false,
  todos: true,
  tiposEmpresa: [],
  licencas: [],
  inicio: '',
  fim: '',
};

/** ISO → the `datetime-local` input's local 'yyyy-MM-ddTHH:mm'. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function valuesOf(anuncio: TAnuncioAdmin): TAnuncioFormValues {
  return {
    tipo: anuncio.tipo,
    posicao: anuncio.posicao,
    exibir: anuncio.exibir,
    regraTipo: anuncio.regra.tipo,
    urls: anuncio.regra.urls,
    titulo: anuncio.titulo,
    mensagem: anuncio.mensagem,
    comMidia: anuncio.midia !== null,
    midiaTipo: anuncio.midia?.tipo ?? TipoMidiaAnuncio.Img,
    midiaUrl: anuncio.midia?.url ?? '',
    midiaAlt: anuncio.midia?.alt ?? '',
    comAcao: anuncio.acao !== null,
    acaoLabel: anuncio.acao?.label ?? '',
    acaoUrl: anuncio.acao?.url ?? '',
    acaoTarget: anuncio.acao?.target ?? AlvoAcaoAnuncio.Self,
    size: anuncio.estilo.size,
    variant: anuncio.estilo.variant,
    solid: anuncio.estilo.solid,
    todos: anuncio.publico.todos,
    tiposEmpresa: anuncio.publico.tiposEmpresa.map(String),
    licencas: anuncio.publico.licencas.map(String),
    inicio: toLocalInput(anuncio.inicio),
    fim: toLocalInput(anuncio.fim),
  };
}

/** The request body of the form (validated by the domain schema before sending). */
export function anuncioRequestOf(values: TAnuncioFormValues): TAnuncioRequest {
  return {
    tipo: values.tipo as TAnuncioRequest['tipo'],
    posicao: values.posicao as NonNullable<TAnuncioRequest['posicao']>,
    exibir: values.exibir,
    regra: {
      tipo: values.regraTipo as 'exact' | 'contains',
      urls: values.urls.map((url) => url.trim()).filter((url) => url !== ''),
    },
    titulo: values.titulo,
    mensagem: values.mensagem,
    midia: values.comMidia
      ? { tipo: values.midiaTipo as 'img' | 'video', url: values.midiaUrl, alt: values.midiaAlt }
      : null,
    acao: values.comAcao
      ? { label: values.acaoLabel, url: values.acaoUrl, target: values.acaoTarget as '_self' | '_blank' }
      : null,
    estilo: {
      size: values.size as 'sm' | 'md' | 'lg',
      variant: values.variant as 'info' | 'success' | 'warning' | 'danger',
      solid: values.solid,
    },
    publico: {
      todos: values.todos,
      tiposEmpresa: values.todos ? [] : (values.tiposEmpresa.map(Number) as TTipoEmpresa[]),
      licencas: values.todos ? [] : (values.licencas.map(Number) as TLicenca[]),
    },
    inicio: fromLocalInput(values.inicio),
    fim: fromLocalInput(values.fim),
  };
}

/** Form errors keyed by the request's paths, moved to the form's flat field names. */
const ERROR_FIELDS: Record<string, string> = {
  'regra.tipo': 'regraTipo',
  'midia.tipo': 'midiaTipo',
  'midia.url': 'midiaUrl',
  'midia.alt': 'midiaAlt',
  'acao.label': 'acaoLabel',
  'acao.url': 'acaoUrl',
  'acao.target': 'acaoTarget',
  'estilo.size': 'size',
  'estilo.variant': 'variant',
  'publico.tiposEmpresa': 'tiposEmpresa',
  'publico.licencas': 'licencas',
};
function formErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const urlItem = /^regra\.urls\.(\d+)$/.exec(key);
    out[urlItem ? `urls.${urlItem[1]}` : (ERROR_FIELDS[key] ?? key)] = message;
  }
  return out;
}

export interface AnuncioDrawerProps {
  /** null: closed; 'new': create; an announcement: edit it. */
  anuncio: TAnuncioAdmin | 'new' | null;
  onClose: () => void;
}

/** Create or edit an announcement (support panel), with a preview of the banner or modal. */
export function AnuncioDrawer({ anuncio, onClose }: AnuncioDrawerProps) {
  const save = useSavePainelAnuncio();
  const form = useForm<TAnuncioFormValues>({ mode: 'controlled', initialValues: EMPTY });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another announcement is opened.
  useEffect(() => {
    if (anuncio === null) return;
    preencherFormulario(form, anuncio === 'new' ? EMPTY : valuesOf(anuncio));
    form.clearErrors();
  }, [anuncio]);

  const values = form.getValues();
  const editing = anuncio !== null && anuncio !== 'new' ? anuncio : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = anuncioRequestOf(form.getValues());
    if (!validateForm(form, ZAnuncioRequest, body, formErrors)) return;
    await saveForm(() => save.mutateAsync({ id: editing?.id ?? null, body }), {
      item: 'Anúncio',
      form,
      toFieldErrors: formErrors,
      kind: editing ? 'updated' : 'created',
      onSaved: onClose,
    });
  };

  return (
    <FormDrawer
      opened={anuncio !== null}
      title={editing ? 'Editar anúncio' : 'Novo anúncio'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
      size="xl"
    >
      <SimpleGrid cols={2} spacing="sm">
        <Select label="Tipo" data={TIPO_OPTIONS} allowDeselect={false} {...form.getInputProps('tipo')} />
        <Select
          label="Posição"
          data={POSICAO_OPTIONS}
          allowDeselect={false}
          disabled={values.tipo === TipoAnuncio.Modal}
          {...form.getInputProps('posicao')}
        />
      </SimpleGrid>
      <TextInput label="Título" withAsterisk maxLength={120} {...form.getInputProps('titulo')} />
      <Textarea
        label="Mensagem"
        description={
          <Text span size="xs" c="gray.7">
            Texto com formatação básica em HTML: &lt;b&gt;, &lt;i&gt;, &lt;u&gt;, &lt;p&gt;,
            &lt;ul&gt;/&lt;li&gt; e links &lt;a href&gt;.
          </Text>
        }
        withAsterisk
        rows={4}
        {...form.getInputProps('mensagem')}
      />
      <Switch label="Exibir o anúncio" {...form.getInputProps('exibir', { type: 'checkbox' })} />

      <Fieldset legend="Páginas (regra de URL)" variant="filled">
        <Select
          label="Comparação"
          data={REGRA_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('regraTipo')}
        />
        <Text size="xs" c="gray.7" mt={4}>
          Sem URLs, o anúncio aparece em todas as páginas.
        </Text>
        {values.urls.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position.
          <Group key={index} gap="xs" align="flex-end" mt="xs" wrap="nowrap">
            <TextInput
              label={`URL ${index + 1}`}
              placeholder="/home"
              style={{ flex: 1 }}
              {...form.getInputProps(`urls.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remover URL ${index + 1}`}
              onClick={() => form.removeListItem('urls', index)}
              mb={4}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          mt="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => form.insertListItem('urls', '')}
        >
          Adicionar URL
        </Button>
      </Fieldset>

      <Fieldset legend="Público" variant="filled">
        <Switch label="Todos os usuários" {...form.getInputProps('todos', { type: 'checkbox' })} />
        {values.todos ? null : (
          <>
            <Checkbox.Group label="Tipos de empresa" mt="xs" {...form.getInputProps('tiposEmpresa')}>
              <Group gap="md" mt={4}>
                {TIPO_EMPRESA_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Checkbox.Group>
            <Checkbox.Group label="Níveis de licença" mt="xs" {...form.getInputProps('licencas')}>
              <SimpleGrid cols={3} spacing="xs" mt={4}>
                {LICENCA_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Text size="xs" c="gray.7" mt={4}>
              Com as duas listas preenchidas, o usuário precisa atender às duas.
            </Text>
          </>
        )}
      </Fieldset>

      <SimpleGrid cols={2} spacing="sm">
        <TextInput type="datetime-local" label="Início da exibição" {...form.getInputProps('inicio')} />
        <TextInput type="datetime-local" label="Fim da exibição" {...form.getInputProps('fim')} />
      </SimpleGrid>

      <Fieldset legend="Estilo" variant="filled">
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Tamanho"
            data={TAMANHO_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('size')}
          />
          <Select
            label="Cor"
            data={VARIANTE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('variant')}
          />
        </SimpleGrid>
        <Switch mt="xs" label="Preenchido (sólido)" {...form.getInputProps('solid', { type: 'checkbox' })} />
      </Fieldset>

      <Fieldset legend="Mídia" variant="filled">
        <Switch label="Com imagem ou vídeo" {...form.getInputProps('comMidia', { type: 'checkbox' })} />
        {values.comMidia ? (
          <SimpleGrid cols={2} spacing="sm" mt="xs">
            <Select
              label="Tipo de mídia"
              data={MIDIA_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('midiaTipo')}
            />
            <TextInput label="URL da mídia" withAsterisk {...form.getInputProps('midiaUrl')} />
            <TextInput label="Texto alternativo" {...form.getInputProps('midiaAlt')} />
          </SimpleGrid>
        ) : null}
      </Fieldset>

      <Fieldset legend="Botão de ação" variant="filled">
        <Switch label="Com botão de ação" {...form.getInputProps('comAcao', { type: 'checkbox' })} />
        {values.comAcao ? (
          <SimpleGrid cols={2} spacing="sm" mt="xs">
            <TextInput label="Texto do botão" withAsterisk {...form.getInputProps('acaoLabel')} />
            <TextInput label="URL do botão" withAsterisk {...form.getInputProps('acaoUrl')} />
            <Select
              label="Abrir em"
              data={ALVO_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('acaoTarget')}
            />
          </SimpleGrid>
        ) : null}
      </Fieldset>

      <AnuncioPreview
        tipo={values.tipo as TTipoAnuncio}
        posicao={values.posicao as TPosicaoAnuncio}
        titulo={values.titulo}
        mensagem={values.mensagem}
        estilo={{
          size: values.size as 'sm' | 'md' | 'lg',
          variant: values.variant as 'info' | 'success' | 'warning' | 'danger',
          solid: values.solid,
        }}
        midia={
          values.comMidia && values.midiaUrl
            ? { tipo: values.midiaTipo as 'img' | 'video', url: values.midiaUrl, alt: values.midiaAlt }
            : null
        }
        acao={
          values.comAcao && values.acaoLabel
            ? {
                label: values.acaoLabel,
                url: values.acaoUrl,
                target: values.acaoTarget as '_self' | '_blank',
              }
            : null
        }
      />
    </FormDrawer>
  );
}
