import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import {
  formatCnpj,
  hojeEmSaoPaulo,
  parseBrDate,
  RANKING_MESSAGES,
  RANKING_PERIODO_MAXIMO_DIAS,
  RANKING_PERIODO_PADRAO_DIAS,
  somarDias,
  type TFiguraRanking,
  type TRankingResponse,
  type TRankingTransportadora,
} from '@embarca/domain';
import { Alert, Badge, Button, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { notifyApiError } from '../../../lib/ui/notify';
import { PageHeader } from '../../../lib/ui/page-header';
import { useClientPageSource } from '../../../lib/ui/table-source';
import { salvarBlob } from '../../cargas/anexos/arquivo';
import {
  diaBr,
  diferencaBr,
  duracaoBr,
  moedaBr,
  percentualBr,
  pontuacaoBr,
  SEM_DADOS,
  textoDaBase,
  valorDaFigura,
} from './ranking-formato';
import { baixarRanking, type TPeriodoRanking, useRanking } from './use-ranking';

type TItem = TRankingTransportadora;

/** A figure's cell: the value (or 'sem dados') and, below it, what it is based on. */
function Figura({
  figura,
  formatar,
  base,
}: {
  figura: TFiguraRanking;
  formatar: (valor: number) => string;
  base: [singular: string, plural: string];
}) {
  const valor = valorDaFigura(figura, formatar);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={figura.valor === null ? 400 : 500} c={figura.valor === null ? 'gray.7' : undefined}>
        {valor}
      </Text>
      <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        {textoDaBase(figura.base, ...base)}
      </Text>
    </Stack>
  );
}

const OFERTAS: [string, string] = ['oferta', 'ofertas'];
const RESPOSTAS: [string, string] = ['resposta', 'respostas'];
const CARGAS: [string, string] = ['carga', 'cargas'];
const COLETAS: [string, string] = ['coleta', 'coletas'];
const ENTREGAS: [string, string] = ['entrega', 'entregas'];

const COLUNAS: TColumn<TItem>[] = [
  {
    key: 'posicao',
    label: 'Posição',
    sortable: true,
    width: 90,
    render: (row) => (row.posicao === null ? '—' : `${row.posicao}º`),
  },
  {
    key: 'nome',
    label: 'Transportadora',
    sortable: true,
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {row.nome}
        </Text>
        {row.cnpj ? (
          <Text size="xs" c="gray.7">
            {formatCnpj(row.cnpj)}
          </Text>
        ) : null}
        <Group gap={4}>
          {!row.naPlataforma ? (
            <Badge size="xs" variant="light" color="gray">
              Fora da plataforma
            </Badge>
          ) : null}
          {!row.ativa ? (
            <Badge size="xs" variant="light" color="red">
              Inativa
            </Badge>
          ) : null}
        </Group>
      </Stack>
    ),
  },
  {
    key: 'pontuacao',
    label: 'Pontuação (0–100)',
    sortable: true,
    render: (row) => (
      <Text
        size="sm"
        fw={row.pontuacao === null ? 400 : 700}
        c={row.pontuacao === null ? 'gray.7' : undefined}
      >
        {pontuacaoBr(row.pontuacao)}
      </Text>
    ),
  },
  {
    key: 'ofertasRecebidas',
    label: 'Ofertas recebidas',
    sortable: true,
    render: (row) => row.ofertasRecebidas,
  },
  {
    key: 'taxaAceite',
    label: 'Aceite',
    sortable: true,
    render: (row) => <Figura figura={row.taxaAceite} formatar={percentualBr} base={OFERTAS} />,
  },
  {
    key: 'tempoRespostaMinutos',
    label: 'Tempo de resposta (mediana)',
    sortable: true,
    render: (row) => <Figura figura={row.tempoRespostaMinutos} formatar={duracaoBr} base={RESPOSTAS} />,
  },
  {
    key: 'precoVsTabela',
    label: 'Preço vs tabela (mediana)',
    sortable: true,
    render: (row) => <Figura figura={row.precoVsTabela} formatar={diferencaBr} base={CARGAS} />,
  },
  {
    key: 'abaixoDoPisoAntt',
    label: 'Abaixo do piso ANTT',
    sortable: true,
    render: (row) => (
      <Figura
        figura={row.abaixoDoPisoAntt}
        formatar={(valor) => `${valor} ${valor === 1 ? 'carga' : 'cargas'}`}
        base={CARGAS}
      />
    ),
  },
  {
    key: 'coletaNoPrazo',
    label: 'Coleta no prazo',
    sortable: true,
    render: (row) => <Figura figura={row.coletaNoPrazo} formatar={percentualBr} base={COLETAS} />,
  },
  {
    key: 'entregaNoPrazo',
    label: 'Entrega no prazo',
    sortable: true,
    render: (row) => <Figura figura={row.entregaNoPrazo} formatar={percentualBr} base={ENTREGAS} />,
  },
  {
    key: 'ocorrenciasPorCarga',
    label: 'Ocorrências por carga',
    sortable: true,
    render: (row) => (
      <Figura
        figura={row.ocorrenciasPorCarga}
        formatar={(valor) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}
        base={CARGAS}
      />
    ),
  },
  {
    key: 'valorContratado',
    label: 'Valor contratado',
    sortable: true,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {moedaBr(row.valorContratado)}
        </Text>
        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {textoDaBase(row.cargasContratadas, ...CARGAS)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'acuraciaFatura',
    label: 'Acurácia de faturas',
    render: () => (
      <Text size="sm" c="gray.7" title={RANKING_MESSAGES.acuraciaIndisponivel}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{RANKING_MESSAGES.acuraciaIndisponivel}</VisuallyHidden>
      </Text>
    ),
  },
];

/** A sortable value of each column (client-side sort of the whole list). */
const OPCOES_DA_LISTA = {
  text: (row: TItem) => `${row.nome} ${row.cnpj ?? ''}`,
  sortValue: (row: TItem, coluna: string) => {
    const valor = (row as unknown as Record<string, unknown>)[coluna];
    if (valor && typeof valor === 'object' && 'valor' in valor) return (valor as TFiguraRanking).valor;
    if (coluna === 'valorContratado') return Number(row.valorContratado);
    return valor as string | number | null;
  },
};

/** The criteria under the table: formulas, tolerance, weights, 'sem dados'. */
function Criterios({ ranking }: { ranking: TRankingResponse }) {
  const { pesos } = ranking;
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="Como o ranking é calculado"
    >
      <List size="sm" spacing={2}>
        <List.Item>
          Aceite: ofertas contratadas sobre as respondidas ou expiradas (canceladas pelo embarcador e ainda
          sem resposta não contam) — peso {pesos.taxaAceite}.
        </List.Item>
        <List.Item>
          Tempo de resposta: mediana entre a oferta e a primeira resposta; 100 pontos até 15 min, 0 a partir
          de 24 h — peso {pesos.tempoResposta}.
        </List.Item>
        <List.Item>
          Preço vs tabela: mediana da diferença entre o valor contratado e o frete esperado da tabela; 100
          pontos a 10% abaixo, 0 a 20% acima — peso {pesos.precoVsTabela}. Abaixo do piso ANTT: cargas
          contratadas abaixo do piso mínimo — peso {pesos.pisoAntt}.
        </List.Item>
        <List.Item>
          Coleta e entrega no prazo: realizadas até {ranking.toleranciaMinutos / 60} h após o fim da janela
          prevista (acompanhamento da carga) — pesos {pesos.coletaNoPrazo} e {pesos.entregaNoPrazo}.
        </List.Item>
        <List.Item>
          Ocorrências por carga: 100 pontos sem ocorrências, 0 com uma ou mais por carga — peso{' '}
          {pesos.ocorrencias}.
        </List.Item>
        <List.Item>
          “{SEM_DADOS}”: a figura se baseia em menos de {ranking.baseMinima} ofertas ou cargas e não entra na
          pontuação; sem nenhuma figura, a transportadora fica sem posição, ao fim da lista.
        </List.Item>
        <List.Item>Acurácia de faturas: {RANKING_MESSAGES.acuraciaIndisponivel}</List.Item>
      </List>
    </Alert>
  );
}

/** The period's pickers (dd/mm/aaaa), both ends included; an end before the start is refused here. */
function periodoInicial(): { inicio: string; fim: string } {
  const fim = hojeEmSaoPaulo();
  return { inicio: somarDias(fim, -(RANKING_PERIODO_PADRAO_DIAS - 1)), fim };
}

function erroDoPeriodo(inicio: string | null, fim: string | null): string | null {
  if (!inicio || !fim) return null;
  if (fim < inicio) return RANKING_MESSAGES.fimAntesDoInicio;
  if (somarDias(inicio, RANKING_PERIODO_MAXIMO_DIAS - 1) < fim) return RANKING_MESSAGES.periodoLongo;
  return null;
}

/**
 * /oferecimento/ranking (issue 20): the shipper's carriers ranked over a period by the composite score, each
 * figure with its base ('base: 5 ofertas') or 'sem dados'; the period's pickers, the export to .xlsx.
 */
export function RankingTransportadorasPage() {
  const [periodo, setPeriodo] = useState<TPeriodoRanking>(periodoInicial);
  const erro = erroDoPeriodo(periodo.inicio, periodo.fim);
  const [valido, setValido] = useState<TPeriodoRanking>(periodo);
  const [exportando, setExportando] = useState(false);
  const ranking = useRanking(valido);
  const list = useListQuery({ ativos: null, qtdItem: 50 });
  const itens = useQueryDeItens(ranking);
  const source = useClientPageSource(itens, list.query, OPCOES_DA_LISTA);

  const mudarPeriodo = (next: Partial<TPeriodoRanking>) => {
    const novo = { ...periodo, ...next };
    setPeriodo(novo);
    if (!erroDoPeriodo(novo.inicio, novo.fim)) setValido(novo);
    list.goToPage(1);
  };

  const exportar = async () => {
    setExportando(true);
    try {
      const blob = await baixarRanking(valido);
      const nome = ranking.data
        ? `ranking-transportadoras-${ranking.data.inicio}-a-${ranking.data.fim}.xlsx`
        : 'ranking-transportadoras.xlsx';
      salvarBlob(blob, nome);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExportando(false);
    }
  };

  const comum = {
    valueFormat: 'DD/MM/YYYY',
    dateParser: (texto: string) => parseBrDate(texto),
    locale: 'pt-br',
    placeholder: 'dd/mm/aaaa',
    clearable: true,
    popoverProps: { withinPortal: true },
    w: 170,
  } as const;

  return (
    <Stack gap="md">
      <PageHeader
        title="Ranking de transportadoras"
        description="Desempenho das transportadoras nos oferecimentos: aceite, resposta, preço, prazos e ocorrências."
      />
      <Group align="flex-end" gap="sm" role="group" aria-label="Período do ranking">
        <DateInput
          {...comum}
          label="Início"
          clearButtonProps={{ 'aria-label': 'Limpar início' }}
          value={periodo.inicio}
          onChange={(value) => mudarPeriodo({ inicio: value ? String(value).slice(0, 10) : null })}
        />
        <DateInput
          {...comum}
          label="Fim"
          clearButtonProps={{ 'aria-label': 'Limpar fim' }}
          value={periodo.fim}
          minDate={periodo.inicio ?? undefined}
          error={erro}
          onChange={(value) => mudarPeriodo({ fim: value ? String(value).slice(0, 10) : null })}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void exportar()}
          loading={exportando}
          disabled={Boolean(erro)}
        >
          Exportar
        </Button>
      </Group>
      {ranking.data ? (
        <Text size="sm" c="gray.7" role="status">
          Período de {diaBr(ranking.data.inicio)} a {diaBr(ranking.data.fim)} — {ranking.data.itens.length}{' '}
          {ranking.data.itens.length === 1 ? 'transportadora' : 'transportadoras'}.
        </Text>
      ) : null}
      <ListToolbar searchLabel="Pesquisar transportadoras" list={list} withActiveFilter={false} />
      <DataTable
        caption="Transportadoras por pontuação: cada figura mostra a base de ofertas ou cargas em que se apoia"
        columns={COLUNAS}
        rowKey={(row) => row.transportadoraEmpresaId}
        list={list}
        source={source}
      />
      {ranking.data ? <Criterios ranking={ranking.data} /> : null}
    </Stack>
  );
}

/** The ranking's query as the list of its rows (what `useClientPageSource` reads). */
function useQueryDeItens(ranking: ReturnType<typeof useRanking>) {
  return { ...ranking, data: ranking.data?.itens } as unknown as Parameters<
    typeof useClientPageSource<TItem>
  >[0];
}
