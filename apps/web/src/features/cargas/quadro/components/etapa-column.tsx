import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ColorSwatch.css';
import { useDndContext, useDraggable, useDroppable } from '@dnd-kit/core';
import {
  formatBRL,
  formatNumber,
  formatVolume,
  formatWeight,
  type TGrupoQuadro,
  type TKanbanEtapa,
  TOTAL_CARD_LABELS,
  type TPersonalizacaoCardCarga,
  type TTotalCard,
  VOLUME_UNIT_LITROS,
} from '@embarca/domain';
import { ActionIcon, Badge, ColorSwatch, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconGripHorizontal } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, type ReactNode, useCallback, useMemo, useRef } from 'react';
import { SelecionarEtapaCheckbox } from '../../acoes/components/selecao-cargas';
import { dragData, dragIdEtapa, type TDragData } from '../dnd';
import { type TCardQuadro, type TTotaisEtapa, totaisDaEtapa } from '../quadro-state';
import { CARD_GAP, estimateCardHeight } from './carga-card';

export const COLUMN_WIDTH = 300;

/** The header's totals line, per the layout's `totals` (02 §2); the count is the header's badge. */
export function textoTotais(totais: TTotaisEtapa, totals: readonly TTotalCard[]): string {
  return partesTotais(totais, totals).join(' · ');
}

/** Each total of the header ('Peso: 19,31 Ton'), in the layout's order. */
export function partesTotais(totais: TTotaisEtapa, totals: readonly TTotalCard[]): string[] {
  const parts: string[] = [];
  for (const total of totals) {
    if (total === 'quantidadeCargas') continue;
    const label = TOTAL_CARD_LABELS[total];
    if (total === 'peso') parts.push(`${label}: ${formatWeight(totais.peso)}`);
    if (total === 'valor') parts.push(`${label}: ${formatBRL(totais.valor)}`);
    if (total === 'valorCarga') parts.push(`${label}: ${formatBRL(totais.valorCarga)}`);
    if (total === 'volume') {
      const volumes = [formatVolume(totais.volumeM3)];
      if (totais.volumeLitros > 0) volumes.push(formatVolume(totais.volumeLitros, VOLUME_UNIT_LITROS));
      parts.push(`${label}: ${volumes.join(' + ')}`);
    }
  }
  return parts;
}

export interface EtapaColumnProps {
  /** null: the column of cards whose group has no stage (stages failed to load). */
  etapa: TKanbanEtapa | null;
  grupo: TGrupoQuadro;
  cards: readonly TCardQuadro[];
  personalizacao: TPersonalizacaoCardCarga;
  /** Height of the whole column (the board fits the window). */
  height: number;
  /** Administrators may drag the header to swap stages. */
  canSwap: boolean;
  loading: boolean;
  renderCard: (card: TCardQuadro) => ReactNode;
}

function ColumnSkeleton() {
  return (
    <Stack gap={CARD_GAP} p={4} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={130} radius="sm" />
      ))}
    </Stack>
  );
}

/** The cards of a column, virtualised: only those in view (plus a few) are in the DOM. */
function VirtualCards({
  cards,
  estimate,
  renderCard,
  label,
}: {
  cards: readonly TCardQuadro[];
  estimate: number;
  renderCard: (card: TCardQuadro) => ReactNode;
  label: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    getItemKey: (index) => cards[index]?.id ?? index,
    overscan: 4,
    gap: CARD_GAP,
    initialRect: { width: COLUMN_WIDTH, height: 600 },
  });
  return (
    <div
      ref={scrollRef}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', padding: 4 }}
    >
      <ul
        aria-label={label}
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          width: '100%',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const card = cards[item.index];
          if (!card) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {renderCard(card)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * One stage column (02 §2): header with the stage's colour, name, count and totals; a drop target for
 * cards and, for administrators, a draggable header to swap with another stage of the group.
 */
export function EtapaColumn({
  etapa,
  grupo,
  cards,
  personalizacao,
  height,
  canSwap,
  loading,
  renderCard,
}: EtapaColumnProps) {
  const id = dragIdEtapa(etapa?.id ?? `sem-etapa-${grupo}`);
  const data: TDragData | undefined = etapa ? { tipo: 'etapa', etapa } : undefined;
  const { setNodeRef, isOver } = useDroppable({ id, data, disabled: !etapa });
  const drag = useDraggable({ id, data, disabled: !canSwap || !etapa });
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      drag.setNodeRef(node);
    },
    [setNodeRef, drag.setNodeRef],
  );
  const { active } = useDndContext();
  const activeData = dragData(active);
  const totais = useMemo(() => totaisDaEtapa(cards), [cards]);
  const totaisPartes = partesTotais(totais, personalizacao.totals);
  const totaisTexto = totaisPartes.join(' · ');
  const showCount = personalizacao.totals.includes('quantidadeCargas');
  const descricao = etapa?.descricao ?? 'Sem etapa';
  const isSelf = activeData?.tipo === 'etapa' && activeData.etapa.id === etapa?.id;
  const highlight = isOver && !isSelf;

  return (
    <Paper
      ref={setRefs}
      component="section"
      aria-label={`Etapa ${descricao}`}
      withBorder
      radius="md"
      bg="gray.0"
      style={{
        width: COLUMN_WIDTH,
        flex: 'none',
        height,
        display: 'flex',
        flexDirection: 'column',
        outline: highlight ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        outlineOffset: -2,
        opacity: drag.isDragging ? 0.5 : 1,
      }}
    >
      <Stack gap={2} px="xs" pt="xs" pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <SelecionarEtapaCheckbox cards={cards} descricao={descricao} />
            {canSwap && etapa && (
              <ActionIcon
                ref={drag.setActivatorNodeRef}
                variant="subtle"
                color="gray"
                size="sm"
                {...drag.attributes}
                {...drag.listeners}
                aria-roledescription="etapa arrastável"
                aria-label={`Trocar a posição da etapa ${descricao}`}
                style={{ cursor: 'grab' }}
              >
                <IconGripHorizontal size={14} aria-hidden="true" />
              </ActionIcon>
            )}
            <ColorSwatch
              color={etapa?.cor ?? 'var(--mantine-color-gray-5)'}
              size={12}
              aria-hidden="true"
              style={{ flex: 'none' }}
            />
            <Text fw={700} size="sm" truncate title={descricao} component="h3" m={0}>
              {descricao}
            </Text>
          </Group>
          {showCount && (
            <Badge
              variant="light"
              color="gray"
              aria-label={`${cards.length} cargas`}
              style={{ flex: 'none', overflow: 'visible' }}
            >
              {formatNumber(cards.length, 0)}
            </Badge>
          )}
        </Group>
        {totaisTexto && (
          // A total never breaks inside ('R$' / '16.266,00'); with two or more totals every column keeps two
          // lines for them (all columns show the same totals), so the columns' cards start level.
          <Text
            size="xs"
            c="gray.7"
            lineClamp={2}
            title={totaisTexto}
            data-totais-etapa=""
            mih={
              totaisPartes.length > 1
                ? 'calc(2 * var(--mantine-line-height-xs) * var(--mantine-font-size-xs))'
                : undefined
            }
          >
            {totaisPartes.map((parte, index) => (
              <Fragment key={parte}>
                {index > 0 ? ' · ' : null}
                <span style={{ whiteSpace: 'nowrap' }}>{parte}</span>
              </Fragment>
            ))}
          </Text>
        )}
      </Stack>
      {cards.length === 0 ? (
        loading ? (
          <ColumnSkeleton />
        ) : (
          <Text size="sm" c="gray.7" ta="center" p="md">
            Nenhuma carga nesta etapa.
          </Text>
        )
      ) : (
        <VirtualCards
          cards={cards}
          estimate={estimateCardHeight(personalizacao)}
          renderCard={renderCard}
          label={`Cargas da etapa ${descricao}`}
        />
      )}
    </Paper>
  );
}
