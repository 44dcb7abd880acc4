import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Title.css';
import {
  SITUACAO_CARGA_LABELS,
  type TDadosEdicaoCarga,
  type TSituacaoCarga,
  ZRecuperarModeloCargaQuery,
} from '@embarca/domain';
import { Alert, Badge, Box, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { useCotacaoSalva } from '../../tabela-frete/api/use-cotacao';
import { tabelaDoPreco, transportadoraDoPreco } from '../../tabela-frete/preco';
import { isCargaId } from '../api/use-carga-details';
import { CARGA_NAO_ENCONTRADA } from '../detalhes/detalhes.texts';
import { useModeloCargaDados } from '../modelos/api/use-modelo-carga-dados';
import { SITUACAO_CORES } from '../quadro/components/card-campos';
import { useUnidadeSelecionada } from '../quadro/use-unidade-selecionada';
import { useDadosEdicao } from './api/use-dados-edicao';
import {
  COTACAO_NAO_ENCONTRADA,
  MODELO_NAO_ENCONTRADO,
  SEM_UNIDADE,
  somenteConsulta,
} from './cadastro-carga.texts';
import { formularioDaCotacao, formularioDoCadastro } from './cadastro-carga.values';
import { CadastroCargaForm } from './components/cadastro-carga-form';
import { RascunhoRestaurado } from './components/rascunho-restaurado';
import { useRascunhoDaNovaCarga } from './rascunho-carga';
import { useDrawerParam } from './use-drawer-param';

function Carregando() {
  return (
    <Box pos="relative" mih={240}>
      <LoadingOverlay visible loaderProps={{ 'aria-label': 'Carregando' }} />
    </Box>
  );
}

function Falha({ error, naoEncontrado }: { error: unknown; naoEncontrado: string }) {
  const texto =
    error instanceof ApiError && error.status === 404 ? naoEncontrado : describeApiError(error).message;
  return (
    <Text c="gray.7" role="alert">
      {texto}
    </Text>
  );
}

/**
 * Drawer `cargas/cadastro-carga/new` (02 §2): an empty load form for the selected business unit — or this
 * user's draft kept from before (issue 16), said above the form with a way to discard it. With
 * `?cotacao={id}&tabela={tabelaId}` (a freight quote's 'Criar carga', issue 19) the form starts from the
 * saved quote and that table's price instead (no draft is read or kept then).
 */
export function NovaCargaDrawer() {
  const cotacaoId = useDrawerParam('cotacao');
  const tabelaId = useDrawerParam('tabela');
  if (cotacaoId) return <NovaCargaDeCotacao cotacaoId={cotacaoId} tabelaId={tabelaId} />;
  return <NovaCargaVazia />;
}

function NovaCargaDeCotacao({ cotacaoId, tabelaId }: { cotacaoId: string; tabelaId: string | null }) {
  const cotacao = useCotacaoSalva(cotacaoId);
  const unidade = useUnidadeSelecionada();
  const dados = cotacao.data;
  const iniciais = useMemo(() => (dados ? formularioDaCotacao(dados, tabelaId) : null), [dados, tabelaId]);
  const preco = dados?.resultado.precos.find((item) => item.tabelaId === tabelaId);
  if (cotacao.isError) return <Falha error={cotacao.error} naoEncontrado={COTACAO_NAO_ENCONTRADA} />;
  if (!dados || !iniciais) return <Carregando />;
  return (
    <>
      <Text size="sm" c="gray.7" mb="md">
        A partir da cotação de frete <strong>nº {dados.numero}</strong>
        {preco ? ` — ${tabelaDoPreco(preco)} (${transportadoraDoPreco(preco)})` : ''}
      </Text>
      <CadastroCargaForm iniciais={iniciais} bloqueio={unidade ? null : SEM_UNIDADE} />
    </>
  );
}

function NovaCargaVazia() {
  const unidade = useUnidadeSelecionada();
  const { iniciais, restaurado, rascunho, descartar, versao } = useRascunhoDaNovaCarga();
  return (
    <>
      {restaurado && <RascunhoRestaurado guardadoEm={restaurado.guardadoEm} onDescartar={descartar} />}
      <CadastroCargaForm
        // Discarding the draft starts an empty form.
        key={versao}
        iniciais={iniciais}
        bloqueio={unidade ? null : SEM_UNIDADE}
        rascunho={rascunho}
      />
    </>
  );
}

/** The names of the route points' companies the API sent along (`entregas`), by company id. */
function nomesDasEmpresas(entregas: readonly { empresaId: string; nome: string }[]): Map<string, string> {
  return new Map(entregas.map((entrega) => [entrega.empresaId, entrega.nome]));
}

/**
 * Drawer `cargas/cadastro-carga/new/{templateId}` (01 §2 quick-create, 02 §2): a new load filled from a
 * cargo template (its route re-based from tomorrow by the API), saved like any new load.
 */
export function NovaCargaDeModeloDrawer() {
  const templateId = useDrawerParam('templateId');
  const valido = ZRecuperarModeloCargaQuery.shape.id.safeParse(templateId).success;
  const modelo = useModeloCargaDados(valido ? (templateId ?? undefined) : undefined);
  const unidade = useUnidadeSelecionada();
  const dados = modelo.data;
  const iniciais = useMemo(
    () => (dados ? formularioDoCadastro(dados.dados, nomesDasEmpresas(dados.entregas)) : null),
    [dados],
  );

  if (!valido) return <Text c="gray.7">{MODELO_NAO_ENCONTRADO}</Text>;
  if (modelo.isError) return <Falha error={modelo.error} naoEncontrado={MODELO_NAO_ENCONTRADO} />;
  if (!dados || !iniciais) return <Carregando />;
  return (
    <>
      <Text size="sm" c="gray.7" mb="md">
        A partir do modelo <strong>{dados.descricao}</strong>
      </Text>
      <CadastroCargaForm iniciais={iniciais} bloqueio={unidade ? null : SEM_UNIDADE} />
    </>
  );
}

function EdicaoCabecalho({ dados }: { dados: TDadosEdicaoCarga }) {
  const situacao = SITUACAO_CARGA_LABELS[dados.situacao as TSituacaoCarga] ?? String(dados.situacao);
  return (
    <Stack gap="xs" mb="md">
      <Group gap="xs" align="center">
        <Title order={3}>Carga {dados.codigo}</Title>
        {/* A dot, not a filled badge: the situacao colours (yellow…) are too light under white text. */}
        <Badge variant="dot" color={SITUACAO_CORES[dados.situacao] ?? 'gray'} size="lg" tt="none" fw={600}>
          {situacao}
        </Badge>
      </Group>
      {!dados.editavel && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} p="xs">
          {somenteConsulta(situacao)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Drawer `cargas/cadastro-carga/{cargaId}` (02 §2): the stored load in the form, with its code and
 * situacao; read-only when its situacao no longer allows editing. Saving sends the version read, so a
 * save over someone else's answers 409; 'Recarregar' reads the load again and refills the form.
 */
export function EditarCargaDrawer() {
  const cargaId = useDrawerParam('cargaId');
  const dadosEdicao = useDadosEdicao(cargaId);
  const dados = dadosEdicao.data;
  const iniciais = useMemo(() => {
    if (!dados) return null;
    return formularioDoCadastro(dados.dados, nomesDasEmpresas(dados.entregas));
  }, [dados]);

  if (!isCargaId(cargaId)) return <Text c="gray.7">{CARGA_NAO_ENCONTRADA}</Text>;
  if (dadosEdicao.isError) return <Falha error={dadosEdicao.error} naoEncontrado={CARGA_NAO_ENCONTRADA} />;
  if (!dados || !iniciais) return <Carregando />;
  return (
    <>
      <EdicaoCabecalho dados={dados} />
      <CadastroCargaForm
        // A reload brings new values: a new form.
        key={dadosEdicao.dataUpdatedAt}
        iniciais={iniciais}
        edicao={{ cargaId, ofertaCargaId: dados.ofertaCargaId, version: dados.version }}
        somenteLeitura={!dados.editavel}
        onRecarregar={() => void dadosEdicao.refetch()}
      />
    </>
  );
}
