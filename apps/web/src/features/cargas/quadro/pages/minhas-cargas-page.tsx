import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Indicator.css';
import {
  GRUPO_QUADRO_LABELS,
  GrupoQuadro,
  HUB_STATUS_LABELS,
  HubStatus,
  PERSONALIZACAO_CARD_PADRAO,
  Role,
  type TGrupoQuadro,
  type THubStatus,
} from '@embarca/domain';
import { Alert, Badge, Button, Group, Indicator, Skeleton, Stack, Tabs, Title, Tooltip } from '@mantine/core';
import { IconFilter, IconLayoutKanban, IconPalette, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canAccessRoute } from '../../../../lib/access';
import { DRAWER_ROUTES } from '../../../../lib/navigation/drawer-routes';
import { useDrawerNavigation } from '../../../../lib/navigation/use-drawer-navigation';
import { useSession } from '../../../../lib/use-session';
import { ETAPAS_KEY, QUADRO_KEY, TOTALIZADORES_KEY } from '../../api/cargas.keys';
import { CriarLoteButton } from '../../modelos/components/criar-lote-button';
import { useCargasHub } from '../api/use-cargas-hub';
import { useTotalizadores } from '../api/use-totalizadores';
import { COLUMN_WIDTH } from '../components/etapa-column';
import { QuadroDoGrupo } from '../components/quadro-do-grupo';
import { useKanbanEtapas } from '../etapas/api/use-kanban-etapas';
import { EtapasAdminModal } from '../etapas/etapas-admin-modal';
import { countFiltrosAtivos, QuadroFiltrosPanel } from '../filtros/quadro-filtros-panel';
import { useQuadroFiltros } from '../filtros/use-quadro-filtros';
import { markAfterPaint, PERF_MARKS } from '../perf-marks';
import { usePersonalizacaoCard } from '../personalizacao/api/use-personalizacao-card';
import { PersonalizacaoCardModal } from '../personalizacao/personalizacao-card-modal';
import { useQuadroLiveUpdates } from '../use-quadro-live-updates';
import { useUnidadeSelecionada } from '../use-unidade-selecionada';

const GRUPOS = Object.values(GrupoQuadro);
/** The register drawer 'Nova carga' opens; its access rule decides whether the button shows. */
const NOVA_CARGA_DRAWER = 'cargas/cadastro-carga/new';
const NOVA_CARGA_ROUTE = DRAWER_ROUTES.find((route) => route.path === NOVA_CARGA_DRAWER) ?? {
  shipperOnly: true,
};
const GRUPO_PARAM = 'grupo';

function isGrupo(value: string | null): value is TGrupoQuadro {
  return (GRUPOS as readonly string[]).includes(value ?? '');
}

const HUB_CORES: Record<THubStatus, string> = {
  [HubStatus.Connecting]: 'yellow',
  [HubStatus.Online]: 'teal',
  [HubStatus.Offline]: 'gray',
};

/** The height left for the board below `ref`, kept current on resize (the columns fit the window). */
function useAlturaDisponivel(ref: React.RefObject<HTMLElement | null>, layoutKey: string): number {
  const [altura, setAltura] = useState(560);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the page above it changes.
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setAltura(Math.max(360, Math.floor(window.innerHeight - top - 20)));
    };
    measure();
    // Banners above the board (announcements, trial) appear after the first paint and push it down.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [layoutKey]);
  return altura;
}

function QuadroSkeleton({ height }: { height: number }) {
  return (
    <Group
      gap={12}
      wrap="nowrap"
      align="flex-start"
      role="status"
      aria-busy="true"
      aria-label="Carregando o quadro"
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} w={COLUMN_WIDTH} h={height - 32} radius="md" style={{ flex: 'none' }} />
      ))}
    </Group>
  );
}

/**
 * /cargas/minhas-cargas (02 §2): the loads board. One group at a time (tabs with each group's count),
 * its stage columns side by side; filters in the URL; live updates from the loads hub.
 */
export function MinhasCargasPage() {
  const session = useSession();
  const isAdmin = session?.claims.role === Role.Administrador;
  const podeCadastrar = canAccessRoute(NOVA_CARGA_ROUTE, session);
  const unidade = useUnidadeSelecionada();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openDrawer } = useDrawerNavigation();
  const [filtros, setFiltros] = useQuadroFiltros();
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const [etapasAbertas, setEtapasAbertas] = useState(false);
  const [personalizarAberto, setPersonalizarAberto] = useState(false);

  const requested = new URLSearchParams(location.search).get(GRUPO_PARAM);
  const grupo: TGrupoQuadro = isGrupo(requested) ? requested : GrupoQuadro.AguardandoAlocacao;

  const live = useQuadroLiveUpdates(filtros);
  const hub = useCargasHub(live);
  const etapas = useKanbanEtapas(undefined, { enabled: unidade !== null });
  const personalizacao = usePersonalizacaoCard();
  const totalizadores = useTotalizadores({ enabled: unidade !== null });

  // 02 §8: a stage-list failure is logged only; the board then shows each group in one column.
  useEffect(() => {
    if (etapas.isError) console.error('Falha ao carregar as etapas do quadro.', etapas.error);
  }, [etapas.isError, etapas.error]);

  const boardRef = useRef<HTMLDivElement>(null);
  const altura = useAlturaDisponivel(boardRef, `${grupo}|${unidade ?? ''}`);

  const primeira = useRef(false);
  const onPrimeiraRenderizacao = useCallback(() => {
    if (primeira.current) return;
    primeira.current = true;
    markAfterPaint(PERF_MARKS.primeiraRenderizacao);
  }, []);

  const selecionarGrupo = (value: string | null) => {
    if (!isGrupo(value) || value === grupo) return;
    const params = new URLSearchParams(location.search);
    params.set(GRUPO_PARAM, value);
    navigate(
      { pathname: location.pathname, search: `?${params.toString()}` },
      { replace: true, state: location.state },
    );
  };

  const atualizar = () => {
    void queryClient.invalidateQueries({ queryKey: QUADRO_KEY });
    void queryClient.invalidateQueries({ queryKey: TOTALIZADORES_KEY });
    void queryClient.invalidateQueries({ queryKey: ETAPAS_KEY });
  };

  const contagem = (g: TGrupoQuadro) =>
    totalizadores.data?.porGrupo.find((item) => item.grupo === g)?.quantidade;
  const nFiltros = countFiltrosAtivos(filtros);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Group gap="sm" align="center">
          <Title order={2}>Minhas cargas</Title>
          <Badge
            variant="dot"
            color={HUB_CORES[hub.status]}
            size="sm"
            radius="sm"
            aria-live="polite"
            style={{ textTransform: 'none', fontWeight: 500 }}
          >
            {HUB_STATUS_LABELS[hub.status]}
          </Badge>
        </Group>
        <Group gap="xs">
          {podeCadastrar && (
            <Button
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => openDrawer(NOVA_CARGA_DRAWER)}
            >
              Nova carga
            </Button>
          )}
          <CriarLoteButton />
          <Indicator label={nFiltros} size={16} disabled={nFiltros === 0} offset={4}>
            <Button
              variant={nFiltros > 0 ? 'light' : 'default'}
              size="xs"
              leftSection={<IconFilter size={16} aria-hidden="true" />}
              onClick={() => setFiltrosAbertos(true)}
              aria-label={nFiltros > 0 ? `Filtros (${nFiltros} ativos)` : 'Filtros'}
            >
              Filtros
            </Button>
          </Indicator>
          {isAdmin && (
            <>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLayoutKanban size={16} aria-hidden="true" />}
                onClick={() => setEtapasAbertas(true)}
              >
                Etapas
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPalette size={16} aria-hidden="true" />}
                onClick={() => setPersonalizarAberto(true)}
              >
                Personalizar cartão
              </Button>
            </>
          )}
          <Tooltip label="Atualizar o quadro">
            <Button variant="subtle" size="xs" onClick={atualizar} aria-label="Atualizar o quadro" px={8}>
              <IconRefresh size={16} aria-hidden="true" />
            </Button>
          </Tooltip>
        </Group>
      </Group>

      {unidade === null ? (
        <Alert color="yellow" title="Nenhuma unidade de negócio selecionada">
          Selecione uma unidade de negócio no menu lateral para ver as cargas.
        </Alert>
      ) : (
        <Tabs value={grupo} onChange={selecionarGrupo} keepMounted={false}>
          <Tabs.List>
            {GRUPOS.map((g) => {
              const n = contagem(g);
              return (
                <Tabs.Tab
                  key={g}
                  value={g}
                  rightSection={
                    n === undefined ? undefined : (
                      <Badge
                        size="sm"
                        variant={g === grupo ? 'filled' : 'light'}
                        color="gray"
                        title={nFiltros > 0 ? 'Total da unidade, sem os filtros' : undefined}
                      >
                        {n.toLocaleString('pt-BR')}
                      </Badge>
                    )
                  }
                >
                  {GRUPO_QUADRO_LABELS[g]}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {GRUPOS.map((g) => (
            <Tabs.Panel key={g} value={g} pt="sm">
              <div ref={g === grupo ? boardRef : undefined}>
                {etapas.isPending || personalizacao.isPending ? (
                  <QuadroSkeleton height={altura} />
                ) : (
                  <QuadroDoGrupo
                    grupo={g}
                    filtros={filtros}
                    etapas={etapas.data ?? []}
                    personalizacao={personalizacao.data ?? PERSONALIZACAO_CARD_PADRAO}
                    isAdmin={isAdmin}
                    height={altura}
                    total={nFiltros === 0 ? contagem(g) : undefined}
                    openDrawer={openDrawer}
                    onPrimeiraRenderizacao={onPrimeiraRenderizacao}
                  />
                )}
              </div>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}

      <QuadroFiltrosPanel
        value={filtros}
        onChange={setFiltros}
        opened={filtrosAbertos}
        onClose={() => setFiltrosAbertos(false)}
      />
      {isAdmin && (
        <>
          <EtapasAdminModal opened={etapasAbertas} onClose={() => setEtapasAbertas(false)} />
          <PersonalizacaoCardModal opened={personalizarAberto} onClose={() => setPersonalizarAberto(false)} />
        </>
      )}
    </Stack>
  );
}
