import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Alert.css';
import {
  StatusTabelaFrete,
  TABELA_ANTT_LABELS,
  TABELA_FRETE_MESSAGES,
  TIPO_TARIFA_LABELS,
  TIPOS_TARIFA_DA_TABELA,
  type TTabelaFrete,
  ZTabelaFreteRequest,
} from '@embarca/domain';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy, IconFileImport, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { mensagensDoErro } from '../../../lib/api-error-handler';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';
import { schemaErrors, showServerFieldErrors } from '../../../lib/schema-form';
import { AlertaDeFalhas } from '../../../lib/ui/alerta-de-falhas';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyApiError } from '../../../lib/ui/notify';
import { RegistroDoDrawer } from '../../../lib/ui/registro-do-drawer';
import { irParaPrimeiroCampoInvalido, ResumoDeErros } from '../../../lib/ui/resumo-de-erros';
import { RodapeFixo } from '../../../lib/ui/rodape-fixo';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { useTransportadoras } from '../../frota/veiculos/api/use-transportadoras';
import { TABELAS_KEY } from '../api/tabela-frete.keys';
import { useRegrasSearch } from '../api/use-regras';
import { lerTodasAsLinhas, useNovaVersao, useSaveTabela, useTabela } from '../api/use-tabelas';
import { vigencia } from '../formato';
import {
  formDaLinha,
  formDaTabela,
  requestDaTabela,
  type TLinhaForm,
  type TTabelaFormValues,
  tabelaVazia,
} from '../tabela-form.values';
import { useTrocarDrawer } from '../use-trocar-drawer';
import { notificarSucesso } from './acoes';
import { DataBrInput, MODALIDADE_OPTIONS, MOEDA_BR, NUMERO_BR, TIPO_CARGA_ANTT_OPTIONS } from './campos';
import { ImportacaoModal, type TTabelaDaImportacao } from './importacao-modal';
import { errosDasLinhas, LinhasEditor, LinhasPaginadas } from './tabela-linhas';
import { drawerDaTabela, StatusTabelaBadge } from './tabelas-panel';

export const TABELA_NAO_ENCONTRADA = 'Tabela de frete não encontrada.';
/** Most lines the drawer's grid edits; a larger table changes by spreadsheet (export, edit, import). */
export const LINHAS_NO_GRID = 500;

const TIPO_TARIFA_OPTIONS = TIPOS_TARIFA_DA_TABELA.map((tipo) => ({
  value: String(tipo),
  label: TIPO_TARIFA_LABELS[tipo],
}));
const TABELA_ANTT_OPTIONS = Object.entries(TABELA_ANTT_LABELS).map(([value, label]) => ({ value, label }));

function TabelaForm({ tabela }: { tabela: TTabelaFrete | null }) {
  const form = useForm<TTabelaFormValues>({
    mode: 'controlled',
    initialValues: tabela ? formDaTabela(tabela) : tabelaVazia(),
  });
  const save = useSaveTabela();
  const novaVersao = useNovaVersao();
  const transportadoras = useTransportadoras();
  const regras = useRegrasSearch({ page: 1, qtdItem: 100, filtro: '' });
  const { closeDrawer } = useDrawerNavigation();
  const trocarDrawer = useTrocarDrawer();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const editavel = !tabela || tabela.status === StatusTabelaFrete.Rascunho;
  /** The grid's lines; null = not opened (a save keeps the draft's lines). A new table starts with none. */
  const [linhas, setLinhas] = useState<TLinhaForm[] | null>(tabela ? null : []);
  const [linhasAlteradas, setLinhasAlteradas] = useState(false);
  const [carregandoLinhas, setCarregandoLinhas] = useState(false);
  const [falhas, setFalhas] = useState<string[]>([]);
  const [importando, setImportando] = useState<TTabelaDaImportacao | null>(null);

  const alterado = editavel && (form.isDirty() || linhasAlteradas);
  const pedirFechamento = useAlteracoesDoDrawer(alterado, { fallback: closeDrawer });

  const editarLinhas = async () => {
    if (!tabela) return;
    setCarregandoLinhas(true);
    try {
      const lidas = await lerTodasAsLinhas(tabela.id, LINHAS_NO_GRID + 1);
      if (lidas.length > LINHAS_NO_GRID) {
        setFalhas([
          `A tabela tem mais de ${LINHAS_NO_GRID} linhas: altere-as pela planilha (Exportar planilha, depois Importar planilha).`,
        ]);
        return;
      }
      setLinhas(lidas.map(formDaLinha));
    } catch (error) {
      notifyApiError(error);
    } finally {
      setCarregandoLinhas(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editavel) return;
    setFalhas([]);
    const input = requestDaTabela(form.getValues(), linhas);
    const cabecalho = Object.fromEntries(
      Object.entries(schemaErrors(ZTabelaFreteRequest, input)).filter(
        ([caminho]) => !caminho.startsWith('linhas'),
      ),
    );
    form.setErrors(cabecalho);
    const problemasDasLinhas = linhas ? errosDasLinhas(linhas) : [];
    setFalhas(problemasDasLinhas);
    if (Object.keys(cabecalho).length > 0 || problemasDasLinhas.length > 0) {
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
      return;
    }
    try {
      const salva = await save.mutateAsync({
        id: tabela?.id ?? null,
        body: ZTabelaFreteRequest.parse(input),
      });
      notificarSucesso(TABELA_FRETE_MESSAGES.tabelaSalva);
      if (tabela) {
        closeDrawer();
      } else {
        // The new draft stays open as itself: its lines can be imported now.
        queryClient.setQueryData([...TABELAS_KEY, 'uma', salva.id], salva);
        form.resetDirty();
        setLinhasAlteradas(false);
        trocarDrawer(drawerDaTabela(salva.id));
      }
    } catch (error) {
      showServerFieldErrors(form, error);
      setFalhas(mensagensDoErro(error));
    }
  };

  const criarNovaVersao = async () => {
    if (!tabela) return;
    try {
      const nova = await novaVersao.mutateAsync(tabela.id);
      notificarSucesso(TABELA_FRETE_MESSAGES.novaVersao);
      queryClient.setQueryData([...TABELAS_KEY, 'uma', nova.id], nova);
      trocarDrawer(drawerDaTabela(nova.id));
    } catch (error) {
      notifyApiError(error);
    }
  };

  const titulo = tabela ? `${tabela.nome} v${tabela.versao}` : 'Nova tabela de frete';
  const transportadoraOptions = [
    { value: '', label: 'Frota própria' },
    ...(transportadoras.data ?? []).map((empresa) => ({
      value: empresa.id,
      label: empresa.nomeFantasia || empresa.nome,
    })),
  ];
  if (
    tabela?.transportadoraEmpresaId &&
    !transportadoraOptions.some((o) => o.value === tabela.transportadoraEmpresaId)
  )
    transportadoraOptions.push({ value: tabela.transportadoraEmpresaId, label: tabela.transportadoraNome });
  const regraOptions = (regras.data?.items ?? []).map((regra) => ({ value: regra.id, label: regra.nome }));
  if (tabela?.regraId && !regraOptions.some((o) => o.value === tabela.regraId))
    regraOptions.push({ value: tabela.regraId, label: tabela.regraNome ?? 'Regra selecionada' });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={titulo}>
      <Stack gap="md">
        {tabela && (
          <Group gap="xs">
            <StatusTabelaBadge status={tabela.status} />
            <Text size="sm" c="gray.7">
              Versão {tabela.versao} · Vigência {vigencia(tabela.vigenciaInicio, tabela.vigenciaFim)}
            </Text>
          </Group>
        )}
        {!editavel && (
          <Alert color="gray" variant="light" p="xs">
            {TABELA_FRETE_MESSAGES.somenteRascunho}
          </Alert>
        )}
        <ResumoDeErros erros={form.errors} formRef={formRef} />
        <Fieldset legend="Cabeçalho" disabled={!editavel}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Nome"
              withAsterisk
              maxLength={100}
              data-autofocus
              {...form.getInputProps('nome')}
            />
            <Select
              label="Transportadora"
              data={transportadoraOptions}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Nenhum resultado encontrado."
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('transportadoraEmpresaId')}
            />
            <Select
              label="Modalidade"
              withAsterisk
              data={MODALIDADE_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('modalidade')}
            />
            <Select
              label="Tipo de tarifa"
              withAsterisk
              data={TIPO_TARIFA_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('tipoTarifa')}
            />
            <Select
              label="Regra de cálculo"
              placeholder="Sem regra (só o frete-peso)"
              data={regraOptions}
              clearable
              searchable
              nothingFoundMessage="Nenhuma regra cadastrada."
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('regraId')}
            />
            <NumberInput
              label="Fator de cubagem (kg/m³)"
              decimalScale={3}
              {...NUMERO_BR}
              {...form.getInputProps('fatorCubagem')}
            />
            <NumberInput label="Frete mínimo (R$)" {...MOEDA_BR} {...form.getInputProps('freteMinimo')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Vigência e piso ANTT" disabled={!editavel}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DataBrInput
              label="Vigência de"
              withAsterisk
              value={form.getValues().vigenciaInicio}
              onChange={(data) => form.setFieldValue('vigenciaInicio', data)}
              error={form.errors.vigenciaInicio}
              disabled={!editavel}
            />
            <DataBrInput
              label="Vigência até"
              clearable
              value={form.getValues().vigenciaFim}
              onChange={(data) => form.setFieldValue('vigenciaFim', data)}
              error={form.errors.vigenciaFim}
              disabled={!editavel}
            />
            <Select
              label="Tabela ANTT"
              data={TABELA_ANTT_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('tabelaAntt')}
            />
            <Select
              label="Tipo de carga ANTT"
              data={TIPO_CARGA_ANTT_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('tipoCargaAntt')}
            />
          </SimpleGrid>
          <Switch
            mt="sm"
            label="Não ofertar abaixo do piso ANTT"
            {...form.getInputProps('naoOfertarAbaixoDoPiso', { type: 'checkbox' })}
          />
          <Textarea
            mt="sm"
            label="Observações"
            // Fixed rows: the autosize variant needs the Font Loading API, absent in some environments.
            rows={3}
            maxLength={500}
            {...form.getInputProps('observacoes')}
          />
        </Fieldset>

        {tabela && tabela.versoes.length > 1 && (
          <Fieldset legend="Versões">
            <Stack gap={4}>
              {tabela.versoes.map((versao) => (
                <Group key={versao.id} gap="xs">
                  <StatusTabelaBadge status={versao.status} />
                  <Text size="sm">
                    v{versao.versao} · {vigencia(versao.vigenciaInicio, versao.vigenciaFim)}
                  </Text>
                  {versao.id === tabela.id ? (
                    <Text size="xs" c="gray.7">
                      (esta)
                    </Text>
                  ) : (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={() => trocarDrawer(drawerDaTabela(versao.id))}
                    >
                      Abrir v{versao.versao}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </Fieldset>
        )}

        <Fieldset legend="Linhas">
          {editavel && linhas !== null ? (
            <LinhasEditor
              linhas={linhas}
              onChange={(proximas) => {
                setLinhas(proximas);
                setLinhasAlteradas(true);
              }}
            />
          ) : tabela ? (
            <Stack gap="xs">
              {editavel && (
                <Group gap="xs">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPencil size={14} aria-hidden="true" />}
                    loading={carregandoLinhas}
                    onClick={() => void editarLinhas()}
                  >
                    Editar linhas
                  </Button>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconFileImport size={14} aria-hidden="true" />}
                    onClick={() => setImportando({ id: tabela.id, nome: tabela.nome, versao: tabela.versao })}
                  >
                    Importar planilha
                  </Button>
                </Group>
              )}
              <LinhasPaginadas tabelaId={tabela.id} />
            </Stack>
          ) : null}
        </Fieldset>

        <AlertaDeFalhas titulo="A tabela não foi salva" falhas={falhas} />
      </Stack>
      <RodapeFixo>
        {editavel ? (
          <DialogActions onCancel={pedirFechamento} confirmLabel="Salvar" pending={save.isPending} />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDrawer}>
              Fechar
            </Button>
            <Button
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              loading={novaVersao.isPending}
              onClick={() => void criarNovaVersao()}
            >
              Nova versão
            </Button>
          </Group>
        )}
      </RodapeFixo>
      <ImportacaoModal tabela={importando} onClose={() => setImportando(null)} />
    </form>
  );
}

/**
 * Drawer `oferecimento/tabela-frete/new` and `oferecimento/tabela-frete/{id}` (issue 19): a table's header
 * and lines. A draft is edited (its lines in a small grid, or imported); an active or expired version is
 * read-only, with 'Nova versão'.
 */
export function TabelaFreteDrawer() {
  const tabelaId = useDrawerRouteParam('tabelaId');
  const tabela = useTabela(tabelaId);
  if (!tabelaId) return <TabelaForm tabela={null} />;
  // One form per version: a refetch (after an import) keeps what is typed.
  return (
    <RegistroDoDrawer query={tabela} naoEncontrado={TABELA_NAO_ENCONTRADA}>
      {(registro) => <TabelaForm key={registro.id} tabela={registro} />}
    </RegistroDoDrawer>
  );
}
