import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  TABELA_FRETE_MESSAGES,
  TIPO_LOCAL_FRETE_LABELS,
  TipoLocalFrete,
  type TRegiaoFrete,
  type TRegiaoFreteRequest,
  type TTipoLocalFrete,
  ZRegiaoFreteRequest,
} from '@embarca/domain';
import { Button, Fieldset, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';
import { schemaErrors, showServerFieldErrors } from '../../../lib/schema-form';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyApiError } from '../../../lib/ui/notify';
import { RegistroDoDrawer } from '../../../lib/ui/registro-do-drawer';
import { irParaPrimeiroCampoInvalido, ResumoDeErros } from '../../../lib/ui/resumo-de-erros';
import { RodapeFixo } from '../../../lib/ui/rodape-fixo';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { useRegiao, useSaveRegiao } from '../api/use-regioes';
import { localVazio, TIPOS_DE_ITEM_DE_REGIAO, type TLocalForm } from '../local-frete';
import { notificarSucesso } from './acoes';
import { LocalFreteInput } from './local-frete-input';

export const REGIAO_NAO_ENCONTRADA = 'Região não encontrada.';
export const ITEM_REPETIDO = 'Este item já está na região.';

export interface TRegiaoFormValues {
  nome: string;
  itens: TLocalForm[];
}

export const formDaRegiao = (regiao: TRegiaoFrete | null): TRegiaoFormValues => ({
  nome: regiao?.nome ?? '',
  itens: (regiao?.itens ?? []).map((item) => ({
    tipo: item.tipo,
    valor: item.valor,
    descricao: item.descricao,
  })),
});

export const requestDaRegiao = (valores: TRegiaoFormValues): TRegiaoFreteRequest => ({
  nome: valores.nome,
  itens: valores.itens.map((item) => ({
    tipo: item.tipo as TRegiaoFreteRequest['itens'][number]['tipo'],
    valor: item.valor,
  })),
});

/** 'UF: SP', 'Município: Curitiba/PR', 'Faixa de CEP: CEP 80000-000 a 82999-999'. */
const rotuloDoItem = (item: TLocalForm) =>
  `${TIPO_LOCAL_FRETE_LABELS[item.tipo]}: ${item.descricao || item.valor}`;

function RegiaoForm({ regiao }: { regiao: TRegiaoFrete | null }) {
  const form = useForm<TRegiaoFormValues>({ mode: 'controlled', initialValues: formDaRegiao(regiao) });
  const save = useSaveRegiao();
  const { closeDrawer } = useDrawerNavigation();
  const pedirFechamento = useAlteracoesDoDrawer(form.isDirty(), { fallback: closeDrawer });
  const formRef = useRef<HTMLFormElement>(null);
  const [novo, setNovo] = useState<TLocalForm>(() => localVazio(TipoLocalFrete.Uf));
  const [erroDoItem, setErroDoItem] = useState<string | null>(null);
  const itens = form.getValues().itens;
  const titulo = regiao ? `Região ${regiao.nome}` : 'Nova região';

  const adicionar = () => {
    if (!novo.valor) {
      setErroDoItem(
        novo.tipo === TipoLocalFrete.FaixaCep
          ? 'Informe os dois CEPs da faixa.'
          : 'Escolha o item a adicionar.',
      );
      return;
    }
    if (itens.some((item) => item.tipo === novo.tipo && item.valor === novo.valor)) {
      setErroDoItem(ITEM_REPETIDO);
      return;
    }
    form.insertListItem('itens', novo);
    form.clearFieldError('itens');
    setErroDoItem(null);
    setNovo(localVazio(novo.tipo as TTipoLocalFrete));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = requestDaRegiao(form.getValues());
    const erros = schemaErrors(ZRegiaoFreteRequest, input);
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) {
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
      return;
    }
    try {
      await save.mutateAsync({ id: regiao?.id ?? null, body: ZRegiaoFreteRequest.parse(input) });
      notificarSucesso(TABELA_FRETE_MESSAGES.regiaoSalva);
      form.resetDirty();
      closeDrawer();
    } catch (error) {
      showServerFieldErrors(form, error);
      notifyApiError(error);
    }
  };

  const erroDosItens =
    typeof form.errors.itens === 'string'
      ? form.errors.itens
      : Object.entries(form.errors).find(([caminho]) => caminho.startsWith('itens.'))?.[1];

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={titulo}>
      <Stack gap="md">
        <ResumoDeErros erros={form.errors} formRef={formRef} />
        <TextInput label="Nome" withAsterisk maxLength={100} data-autofocus {...form.getInputProps('nome')} />
        <Fieldset legend="Itens da região">
          <Stack gap="sm">
            <LocalFreteInput
              rotulo="Item"
              tipos={TIPOS_DE_ITEM_DE_REGIAO}
              local={novo}
              onChange={(local) => {
                setNovo(local);
                setErroDoItem(null);
              }}
              error={erroDoItem ?? (erroDosItens ? String(erroDosItens) : undefined)}
            />
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={adicionar}
              >
                Adicionar item
              </Button>
            </Group>
            {itens.length === 0 ? (
              <Text size="sm" c="gray.7" role="status">
                Nenhum item ainda: adicione UFs, municípios ou faixas de CEP.
              </Text>
            ) : (
              <Pill.Group role="group" aria-label="Itens incluídos">
                {itens.map((item, indice) => (
                  <Pill
                    key={`${item.tipo}:${item.valor}`}
                    withRemoveButton
                    // Mantine hides a pill's button from the keyboard (PillsInput removes by Backspace): here it is the way.
                    removeButtonProps={{
                      'aria-label': `Remover ${rotuloDoItem(item)}`,
                      'aria-hidden': false,
                      tabIndex: 0,
                    }}
                    onRemove={() => form.removeListItem('itens', indice)}
                    size="md"
                  >
                    {rotuloDoItem(item)}
                  </Pill>
                ))}
              </Pill.Group>
            )}
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
 * Drawer `configuracoes/regioes/new` and `configuracoes/regioes/{id}` (issue 19): a region — UFs,
 * municipalities and CEP ranges a freight table's lane or a rule's component refers to by name.
 */
export function RegiaoFreteDrawer() {
  const regiaoId = useDrawerRouteParam('regiaoId');
  const regiao = useRegiao(regiaoId);
  if (!regiaoId) return <RegiaoForm regiao={null} />;
  return (
    <RegistroDoDrawer query={regiao} naoEncontrado={REGIAO_NAO_ENCONTRADA}>
      {(registro) => <RegiaoForm key={registro.id} regiao={registro} />}
    </RegistroDoDrawer>
  );
}
