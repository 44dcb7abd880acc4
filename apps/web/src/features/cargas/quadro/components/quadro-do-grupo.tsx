import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  etapaDoCartao,
  formatNumber,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TKanbanEtapa,
  type TPersonalizacaoCardCarga,
  type TQuadroCargaFiltros,
} from '@embarca/domain';
import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { CargaAcoesProvider } from '../../acoes/carga-acoes-context';
import { SelecaoToolbar } from '../../acoes/components/selecao-cargas';
import { useAbrirItemDoMenu } from '../../acoes/use-abrir-item-do-menu';
import { useMoverEtapa } from '../api/use-mover-etapa';
import { useQuadroGrupo } from '../api/use-quadro-grupo';
import {
  colisaoQuadro,
  coordenadasTeclado,
  DND_ANUNCIOS,
  DND_INSTRUCOES,
  dragData,
  type TDragData,
} from '../dnd';
import { useSwapEtapa } from '../etapas/api/use-swap-etapa';
import { markAfterPaint, PERF_MARKS } from '../perf-marks';
import { cardsDoGrupo, cardsPorEtapa, etapasDoGrupo, SEM_ETAPA, type TCardQuadro } from '../quadro-state';
import { CargaCard } from './carga-card';
import { DraggableCargaCard } from './draggable-carga-card';
import { COLUMN_WIDTH, EtapaColumn } from './etapa-column';
import { MoverEtapaModal } from './mover-etapa-modal';

/**
 * A group is read page after page (200 cards each) until this many cards are loaded; beyond it the user
 * asks for more. Columns are virtualised, so this bounds memory and network, not rendering.
 */
export const QUADRO_AUTO_CARREGAR_MAX = 5_000;

export interface QuadroDoGrupoProps {
  grupo: TGrupoQuadro;
  filtros: TQuadroCargaFiltros;
  etapas: readonly TKanbanEtapa[];
  personalizacao: TPersonalizacaoCardCarga;
  isAdmin: boolean;
  /** Height available to the columns. */
  height: number;
  /** Total of the group in the caller's scope (totalizadores), for the loading progress. */
  total?: number | undefined;
  openDrawer: (path: string) => void;
  /** Called once when the first page of cards is on screen. */
  onPrimeiraRenderizacao?: () => void;
}

/** The stage columns of one board group, with drag and drop (cards between stages, stage headers). */
export function QuadroDoGrupo({
  grupo,
  filtros,
  etapas,
  personalizacao,
  isAdmin,
  height,
  total,
  openDrawer,
  onPrimeiraRenderizacao,
}: QuadroDoGrupoProps) {
  const { query, chave } = useQuadroGrupo(grupo, filtros);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const cards = useMemo(() => cardsDoGrupo(data), [data]);
  const etapasGrupo = useMemo(() => etapasDoGrupo(etapas, grupo), [etapas, grupo]);
  const colunas = useMemo(() => cardsPorEtapa(cards, grupo, etapas), [cards, grupo, etapas]);
  const [arrastando, setArrastando] = useState<TDragData | null>(null);
  const [moverCard, setMoverCard] = useState<TCargaQuadroCard | null>(null);
  const { mutate: moverMutate } = useMoverEtapa();
  const swap = useSwapEtapa();

  // Read the rest of the group in the background, page by page, up to the automatic limit.
  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      cards.length < QUADRO_AUTO_CARREGAR_MAX
    ) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, cards.length, fetchNextPage]);

  const primeira = useRef(false);
  useEffect(() => {
    if (primeira.current || !data) return;
    primeira.current = true;
    onPrimeiraRenderizacao?.();
  }, [data, onPrimeiraRenderizacao]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordenadasTeclado }),
  );

  const moverPara = useCallback(
    (card: TCargaQuadroCard, etapa: TKanbanEtapa, porArrasto = false) => {
      if (etapa.grupoEtapa !== grupo) return; // never into another group
      if (etapaDoCartao(card.etapa, grupo, etapas)?.id === etapa.id) return;
      moverMutate(
        { card, grupo, etapaId: etapa.id },
        { onSuccess: () => porArrasto && markAfterPaint(PERF_MARKS.arrastarFim) },
      );
    },
    [grupo, etapas, moverMutate],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    performance.mark(PERF_MARKS.arrastarInicio);
    setArrastando(dragData(active));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setArrastando(null);
    const origem = dragData(active);
    const alvo = dragData(over);
    if (!origem || alvo?.tipo !== 'etapa') return;
    if (origem.tipo === 'carga') {
      moverPara(origem.card, alvo.etapa, true);
      return;
    }
    if (isAdmin && origem.etapa.id !== alvo.etapa.id && origem.etapa.grupoEtapa === alvo.etapa.grupoEtapa) {
      swap.mutate({ etapa: origem.etapa, destino: alvo.etapa });
    }
  };

  const onOpenDetails = useCallback(
    (cargaId: string) => openDrawer(`cargas/detalhes/${cargaId}`),
    [openDrawer],
  );
  const onMenuSelect = useAbrirItemDoMenu(setMoverCard, openDrawer);
  const renderCard = useCallback(
    (card: TCardQuadro) => (
      <DraggableCargaCard
        card={card}
        grupo={grupo}
        personalizacao={personalizacao}
        onOpenDetails={onOpenDetails}
        onMenuSelect={onMenuSelect}
      />
    ),
    [grupo, personalizacao, onOpenDetails, onMenuSelect],
  );

  // The board cannot be read without the freight API's key either.
  const falha = query.isError ? query : chave.isError ? chave : null;
  if (falha) {
    return (
      <Alert color="red" title="Não foi possível carregar as cargas" role="alert">
        <Text size="sm" mb="sm">
          {describeApiError(falha.error).message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void falha.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }

  const loading = query.isPending;
  const semEtapa = colunas.get(SEM_ETAPA);
  const columnHeight = Math.max(320, height - 32);

  return (
    // The load actions (menus, Finish buttons, selection) of this group's cards.
    <CargaAcoesProvider cards={cards}>
      <Group gap="xs" h={24} mb={8} aria-live="polite">
        {loading ? (
          <Text size="sm" c="gray.7">
            Carregando cargas…
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            {total !== undefined && hasNextPage
              ? `${formatNumber(cards.length, 0)} de ${formatNumber(total, 0)} cargas carregadas`
              : `${formatNumber(cards.length, 0)} ${cards.length === 1 ? 'carga' : 'cargas'}`}
          </Text>
        )}
        {isFetchingNextPage && <Loader size="xs" aria-label="Carregando mais cargas" />}
        {isFetchNextPageError && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => void fetchNextPage()}>
            Falha ao carregar mais cargas. Tentar novamente
          </Button>
        )}
        {hasNextPage &&
          !isFetchingNextPage &&
          !isFetchNextPageError &&
          cards.length >= QUADRO_AUTO_CARREGAR_MAX && (
            <Button size="compact-xs" variant="light" onClick={() => void fetchNextPage()}>
              Carregar mais cargas
            </Button>
          )}
        <div style={{ marginLeft: 'auto' }}>
          <SelecaoToolbar />
        </div>
      </Group>
      <DndContext
        sensors={sensors}
        collisionDetection={colisaoQuadro}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setArrastando(null)}
        accessibility={{ announcements: DND_ANUNCIOS, screenReaderInstructions: DND_INSTRUCOES }}
      >
        <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 4 }}>
          {etapasGrupo.map((etapa) => (
            <EtapaColumn
              key={etapa.id}
              etapa={etapa}
              grupo={grupo}
              cards={colunas.get(etapa.id) ?? []}
              personalizacao={personalizacao}
              height={columnHeight}
              canSwap={isAdmin && etapasGrupo.length > 1}
              loading={loading}
              renderCard={renderCard}
            />
          ))}
          {(semEtapa || etapasGrupo.length === 0) && (
            <EtapaColumn
              etapa={null}
              grupo={grupo}
              cards={semEtapa ?? []}
              personalizacao={personalizacao}
              height={columnHeight}
              canSwap={false}
              loading={loading}
              renderCard={renderCard}
            />
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {arrastando?.tipo === 'carga' ? (
            <div style={{ width: COLUMN_WIDTH - 8 }}>
              <CargaCard card={arrastando.card} grupo={grupo} personalizacao={personalizacao} overlay />
            </div>
          ) : arrastando?.tipo === 'etapa' ? (
            <Paper withBorder shadow="lg" p="xs" w={COLUMN_WIDTH}>
              <Text fw={700} size="sm">
                {arrastando.etapa.descricao}
              </Text>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      <MoverEtapaModal
        card={moverCard}
        grupo={grupo}
        etapas={etapas}
        onClose={() => setMoverCard(null)}
        onMover={(card, etapa) => moverPara(card, etapa)}
      />
    </CargaAcoesProvider>
  );
}
