import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  CALCULO_COMPONENTE_LABELS,
  CalculoComponente,
  enumOptions,
  MODO_ICMS_LABELS,
  ModoIcms,
  TABELA_FRETE_MESSAGES,
  TIPO_COMPONENTE_FRETE_LABELS,
  TipoComponenteFrete,
  type TRegraCalculoFrete,
  type TRegraCalculoFreteRequest,
  type TTipoComponenteFrete,
  ZRegraCalculoFreteRequest,
} from '@embarca/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';
import { schemaErrors, showServerFieldErrors } from '../../../lib/schema-form';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyApiError } from '../../../lib/ui/notify';
import { RegistroDoDrawer } from '../../../lib/ui/registro-do-drawer';
import { irParaPrimeiroCampoInvalido, ResumoDeErros } from '../../../lib/ui/resumo-de-erros';
import { RodapeFixo } from '../../../lib/ui/rodape-fixo';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { useRegioesParaSelecao } from '../api/use-regioes';
import { useRegra, useSaveRegra } from '../api/use-regras';
import { campoDoDecimal, decimalDoCampo } from '../formato';
import { novaChave } from '../tabela-form.values';
import { notificarSucesso } from './acoes';
import { NUMERO_BR } from './campos';

export const REGRA_NAO_ENCONTRADA = 'Regra de cálculo não encontrada.';

const texto = <T extends string | number>(opcoes: { value: T; label: string }[]) =>
  opcoes.map(({ value, label }) => ({ value: String(value), label }));
const TIPO_OPTIONS = texto(enumOptions(TipoComponenteFrete, TIPO_COMPONENTE_FRETE_LABELS));
const CALCULO_OPTIONS = texto(enumOptions(CalculoComponente, CALCULO_COMPONENTE_LABELS));
const MODO_ICMS_OPTIONS = texto(enumOptions(ModoIcms, MODO_ICMS_LABELS));

/** Percentages are typed as such; the other calculations are money. */
const PERCENTUAIS: readonly string[] = [
  String(CalculoComponente.PercentualMercadoria),
  String(CalculoComponente.PercentualFretePeso),
];

interface TComponenteForm {
  chave: string;
  tipo: string;
  nome: string;
  calculo: string;
  valor: number | string;
  minimo: number | string;
  regiaoDestinoIds: string[];
}

export interface TRegraFormValues {
  nome: string;
  modoIcms: string;
  componentes: TComponenteForm[];
}

const componenteVazio = (): TComponenteForm => ({
  chave: novaChave(),
  tipo: String(TipoComponenteFrete.AdValorem),
  nome: '',
  calculo: String(CalculoComponente.PercentualMercadoria),
  valor: '',
  minimo: '',
  regiaoDestinoIds: [],
});

export function formDaRegra(regra: TRegraCalculoFrete | null): TRegraFormValues {
  if (!regra) return { nome: '', modoIcms: String(ModoIcms.Adicionado), componentes: [] };
  return {
    nome: regra.nome,
    modoIcms: String(regra.modoIcms),
    componentes: regra.componentes.map((componente) => ({
      chave: novaChave(),
      tipo: String(componente.tipo),
      nome: componente.nome ?? '',
      calculo: String(componente.calculo),
      valor: campoDoDecimal(componente.valor),
      minimo: campoDoDecimal(componente.minimo),
      regiaoDestinoIds: [...componente.regiaoDestinoIds],
    })),
  };
}

export function requestDaRegra(valores: TRegraFormValues): TRegraCalculoFreteRequest {
  return {
    nome: valores.nome,
    modoIcms: Number(valores.modoIcms) as TRegraCalculoFreteRequest['modoIcms'],
    componentes: valores.componentes.map((componente) => ({
      tipo: Number(componente.tipo) as TTipoComponenteFrete,
      nome: componente.nome.trim() || null,
      calculo: Number(componente.calculo) as TRegraCalculoFreteRequest['componentes'][number]['calculo'],
      valor: decimalDoCampo(componente.valor) as string,
      minimo: decimalDoCampo(componente.minimo),
      regiaoDestinoIds: componente.regiaoDestinoIds,
    })),
  };
}

function RegraForm({ regra }: { regra: TRegraCalculoFrete | null }) {
  const form = useForm<TRegraFormValues>({ mode: 'controlled', initialValues: formDaRegra(regra) });
  const save = useSaveRegra();
  const regioes = useRegioesParaSelecao();
  const { closeDrawer } = useDrawerNavigation();
  const pedirFechamento = useAlteracoesDoDrawer(form.isDirty(), { fallback: closeDrawer });
  const formRef = useRef<HTMLFormElement>(null);
  const titulo = regra ? `Regra ${regra.nome}` : 'Nova regra de cálculo de frete';
  const regiaoOptions = (regioes.data?.items ?? []).map((regiao) => ({
    value: regiao.id,
    label: regiao.nome,
  }));
  const componentes = form.getValues().componentes;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = requestDaRegra(form.getValues());
    const erros = schemaErrors(ZRegraCalculoFreteRequest, input);
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) {
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
      return;
    }
    try {
      await save.mutateAsync({ id: regra?.id ?? null, body: ZRegraCalculoFreteRequest.parse(input) });
      notificarSucesso(TABELA_FRETE_MESSAGES.regraSalva);
      form.resetDirty();
      closeDrawer();
    } catch (error) {
      showServerFieldErrors(form, error);
      notifyApiError(error);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={titulo}>
      <Stack gap="md">
        <ResumoDeErros erros={form.errors} formRef={formRef} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nome"
            withAsterisk
            maxLength={100}
            data-autofocus
            {...form.getInputProps('nome')}
          />
          <Select
            label="Modo do ICMS"
            withAsterisk
            data={MODO_ICMS_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('modoIcms')}
          />
        </SimpleGrid>
        <Fieldset legend="Componentes">
          <Stack gap="sm">
            {componentes.length === 0 && (
              <Text size="sm" c="gray.7">
                Sem componentes: o preço é só o frete-peso da tabela (e o ICMS).
              </Text>
            )}
            {componentes.map((componente, indice) => {
              const caminho = `componentes.${indice}`;
              const percentual = PERCENTUAIS.includes(componente.calculo);
              return (
                <Paper
                  key={componente.chave}
                  withBorder
                  p="sm"
                  role="group"
                  aria-label={`Componente ${indice + 1}`}
                >
                  <Group justify="space-between" mb="xs">
                    <Text fw={600} size="sm">
                      Componente {indice + 1}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remover componente ${indice + 1}`}
                      onClick={() => form.removeListItem('componentes', indice)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
                    <Select
                      label="Tipo"
                      data={TIPO_OPTIONS}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      {...form.getInputProps(`${caminho}.tipo`)}
                    />
                    <TextInput
                      label="Nome"
                      placeholder={
                        TIPO_COMPONENTE_FRETE_LABELS[Number(componente.tipo) as TTipoComponenteFrete]
                      }
                      maxLength={60}
                      {...form.getInputProps(`${caminho}.nome`)}
                    />
                    <Select
                      label="Cálculo"
                      data={CALCULO_OPTIONS}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      {...form.getInputProps(`${caminho}.calculo`)}
                    />
                    <NumberInput
                      label={percentual ? 'Valor (%)' : 'Valor (R$)'}
                      withAsterisk
                      decimalScale={4}
                      {...NUMERO_BR}
                      {...form.getInputProps(`${caminho}.valor`)}
                    />
                    <NumberInput
                      label="Mínimo (R$)"
                      decimalScale={2}
                      {...NUMERO_BR}
                      {...form.getInputProps(`${caminho}.minimo`)}
                    />
                    <MultiSelect
                      label="Regiões de destino"
                      placeholder={componente.regiaoDestinoIds.length === 0 ? 'Todos os destinos' : undefined}
                      data={regiaoOptions}
                      searchable
                      nothingFoundMessage="Nenhuma região cadastrada."
                      comboboxProps={{ withinPortal: true }}
                      {...form.getInputProps(`${caminho}.regiaoDestinoIds`)}
                    />
                  </SimpleGrid>
                </Paper>
              );
            })}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => form.insertListItem('componentes', componenteVazio())}
              >
                Adicionar componente
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </Stack>
      <RodapeFixo>
        <DialogActions onCancel={pedirFechamento} confirmLabel="Salvar" pending={save.isPending} />
      </RodapeFixo>
    </form>
  );
}

/**
 * Drawer `oferecimento/tabela-frete/regras/new` and `…/regras/{id}` (issue 19): a calculation rule — its
 * name, how ICMS relates to the price, and the components added to the frete-peso.
 */
export function RegraCalculoDrawer() {
  const regraId = useDrawerRouteParam('regraId');
  const regra = useRegra(regraId);
  if (!regraId) return <RegraForm regra={null} />;
  return (
    <RegistroDoDrawer query={regra} naoEncontrado={REGRA_NAO_ENCONTRADA}>
      {(registro) => <RegraForm key={registro.id} regra={registro} />}
    </RegistroDoDrawer>
  );
}
