import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  boardGroupOfSituacao,
  formatDate,
  formatNumber,
  GRUPO_QUADRO_LABELS,
  GrupoQuadro,
  SITUACAO_CARGA_CARD_LABELS,
  situacoesDoGrupo,
  type TContagemPorGrupo,
  type TGrupoQuadro,
  type TSituacaoCarga,
  type TTotalizadoresResponse,
} from '@embarca/domain';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPackageExport, IconTruckDelivery } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useFreteChave } from '../../cargas/quadro/api/use-frete-chave';
import { useTotalizadores } from '../../cargas/quadro/api/use-totalizadores';
import { useUnidadeSelecionada } from '../../cargas/quadro/use-unidade-selecionada';
import { useInicioResumo } from '../api/use-inicio-resumo';
import { grupoPrincipal, linkQuadro } from '../links-quadro';

const GRUPOS = Object.values(GrupoQuadro);

/** Short names of the board groups for the figures' breakdown. */
const GRUPO_CURTO: Record<TGrupoQuadro, string> = {
  'aguardando-alocacao': 'aguardando alocação',
  'em-andamento': 'em andamento',
  entregue: 'entregue',
};

interface FiguraProps {
  titulo: string;
  /** Shown when there is none ('Nenhuma coleta hoje'). */
  vazio: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  contagem: TContagemPorGrupo;
  /** The board filters showing the figure's loads. */
  filtros: Record<string, string>;
}

/** One figure: its count linking to the board (filtered, on the group holding most of them), per group below. */
function Figura({ titulo, vazio, icon: Icon, contagem, filtros }: FiguraProps) {
  const grupos = contagem.porGrupo.filter((item) => item.quantidade > 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={titulo}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{titulo}</Text>
          <Icon size={22} stroke={1.6} aria-hidden />
        </Group>
        {contagem.total === 0 ? (
          <>
            <Text fz={32} fw={700} lh={1.2}>
              0
            </Text>
            <Text size="xs" c="gray.7">
              {vazio}
            </Text>
          </>
        ) : (
          <>
            <Anchor
              component={Link}
              to={linkQuadro(grupoPrincipal(contagem), filtros)}
              fz={32}
              fw={700}
              lh={1.2}
              aria-label={`${titulo}: ${formatNumber(contagem.total)}. Ver no quadro de cargas`}
            >
              {formatNumber(contagem.total)}
            </Anchor>
            <Group gap={4} wrap="wrap">
              {grupos.map((item, index) => (
                <Text key={item.grupo} size="xs" c="gray.7" span>
                  <Anchor component={Link} to={linkQuadro(item.grupo, filtros)} size="xs">
                    {formatNumber(item.quantidade)} {GRUPO_CURTO[item.grupo]}
                  </Anchor>
                  {index < grupos.length - 1 ? ' ·' : ''}
                </Text>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The loads by situacao (GET /frete/carga/totalizadores/1), per board group, each linking to the board. */
function CargasPorSituacao({ totalizadores }: { totalizadores: TTotalizadoresResponse }) {
  const quantidade = (situacao: number) =>
    totalizadores.porSituacao.find((item) => item.situacao === situacao)?.quantidade ?? 0;
  const foraDoQuadro = totalizadores.porSituacao.filter(
    (item) => boardGroupOfSituacao(item.situacao) === null && item.quantidade > 0,
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Cargas por situação">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Cargas por situação
        </Title>
        <Text size="sm" c="gray.7">
          Total: {formatNumber(totalizadores.total)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {GRUPOS.map((grupo) => {
          const total = totalizadores.porGrupo.find((item) => item.grupo === grupo)?.quantidade ?? 0;
          return (
            <Stack key={grupo} gap={4}>
              <Anchor component={Link} to={linkQuadro(grupo)} fw={600} size="sm">
                {GRUPO_QUADRO_LABELS[grupo]}: {formatNumber(total)}
              </Anchor>
              {situacoesDoGrupo(grupo).map((situacao) => (
                <Group key={situacao} justify="space-between" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={linkQuadro(grupo, { situacao: String(situacao) })}
                    size="sm"
                    c="gray.8"
                  >
                    {SITUACAO_CARGA_CARD_LABELS[situacao]}
                  </Anchor>
                  <Text size="sm" fw={600}>
                    {formatNumber(quantidade(situacao))}
                  </Text>
                </Group>
              ))}
            </Stack>
          );
        })}
      </SimpleGrid>
      {foraDoQuadro.length > 0 && (
        <Text size="xs" c="gray.7" mt="sm">
          Fora do quadro:{' '}
          {foraDoQuadro
            .map(
              (item) =>
                `${SITUACAO_CARGA_CARD_LABELS[item.situacao as TSituacaoCarga] ?? item.situacao} ${formatNumber(item.quantidade)}`,
            )
            .join(' · ')}
        </Text>
      )}
    </Paper>
  );
}

function Carregando() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando a visão geral">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={112} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={150} radius="md" />
    </Stack>
  );
}

/**
 * The shipper's 'Visão geral' (01 §2 /home): today's collections and deliveries (São Paulo day), the
 * loads with open occurrences, and the loads by situacao, each linking to 'Minhas cargas' with the
 * matching filter and group tab. In the business-unit scope of the shell, like the board.
 */
export function VisaoGeral() {
  const unidade = useUnidadeSelecionada();
  const chave = useFreteChave();
  const resumo = useInicioResumo({ enabled: unidade !== null });
  const totalizadores = useTotalizadores({ enabled: unidade !== null });

  if (resumo.isError || totalizadores.isError || chave.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title="Não foi possível carregar a visão geral"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Os números das suas cargas não puderam ser lidos agora.</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              void chave.refetch();
              void resumo.refetch();
              void totalizadores.refetch();
            }}
          >
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!resumo.data || !totalizadores.data) return <Carregando />;

  const { dia } = resumo.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Hoje, {formatDate(`${dia}T12:00:00Z`)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figura
          titulo="Coletas hoje"
          vazio="Nenhuma coleta prevista para hoje."
          icon={IconPackageExport}
          contagem={resumo.data.coletasHoje}
          filtros={{ dhColetaIni: dia, dhColetaFim: dia }}
        />
        <Figura
          titulo="Entregas hoje"
          vazio="Nenhuma entrega prevista para hoje."
          icon={IconTruckDelivery}
          contagem={resumo.data.entregasHoje}
          filtros={{ dhEntregaIni: dia, dhEntregaFim: dia }}
        />
        <Figura
          titulo="Ocorrências em aberto"
          vazio="Nenhuma carga com ocorrência em aberto."
          icon={IconAlertTriangle}
          contagem={resumo.data.ocorrenciasAbertas}
          filtros={{ comOcorrencia: 'true' }}
        />
      </SimpleGrid>
      <CargasPorSituacao totalizadores={totalizadores.data} />
    </Stack>
  );
}
