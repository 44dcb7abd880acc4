import {
  type Active,
  type Announcements,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type Over,
  pointerWithin,
  rectIntersection,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import type { TCargaQuadroCard, TKanbanEtapa } from '@embarca/domain';

/** What is dragged or dropped on: a card, or a stage column (its header to swap stages). */
export type TDragData = { tipo: 'carga'; card: TCargaQuadroCard } | { tipo: 'etapa'; etapa: TKanbanEtapa };

export const dragIdCarga = (cargaId: string) => `carga:${cargaId}`;
export const dragIdEtapa = (etapaId: string) => `etapa:${etapaId}`;

export function dragData(item: Active | Over | null | undefined): TDragData | null {
  const data = item?.data.current as TDragData | undefined;
  return data && (data.tipo === 'carga' || data.tipo === 'etapa') ? data : null;
}

function nome(data: TDragData | null): string {
  if (!data) return 'O item';
  return data.tipo === 'carga' ? `A carga ${data.card.codigo}` : `A etapa ${data.etapa.descricao}`;
}

function destino(over: Over | null): string | null {
  const data = dragData(over);
  return data?.tipo === 'etapa' ? data.etapa.descricao : null;
}

/** pt-BR instructions read when a drag handle gets focus. */
export const DND_INSTRUCOES: ScreenReaderInstructions = {
  draggable:
    'Para arrastar, pressione espaço ou Enter. Use as setas para a esquerda e para a direita para escolher a etapa. ' +
    'Pressione espaço ou Enter de novo para soltar, ou Esc para cancelar.',
};

/** pt-BR live announcements of dnd-kit (02 §2: keyboard-accessible board). */
export const DND_ANUNCIOS: Announcements = {
  onDragStart: ({ active }) => `${nome(dragData(active))} foi selecionada para arrastar.`,
  onDragOver: ({ active, over }) => {
    const alvo = destino(over);
    return alvo
      ? `${nome(dragData(active))} está sobre a etapa ${alvo}.`
      : `${nome(dragData(active))} não está sobre uma etapa.`;
  },
  onDragEnd: ({ active, over }) => {
    const data = dragData(active);
    const alvo = destino(over);
    if (!alvo) return `${nome(data)} foi solta fora de uma etapa e não mudou.`;
    return data?.tipo === 'etapa'
      ? `${nome(data)} trocou de posição com a etapa ${alvo}.`
      : `${nome(data)} foi movida para a etapa ${alvo}.`;
  },
  onDragCancel: ({ active }) => `Movimento cancelado. ${nome(dragData(active))} não mudou.`,
};

/** The pointer decides (the column under it); for the keyboard, the column the card overlaps most. */
export const colisaoQuadro: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    if (within.length > 0) return within;
  }
  return rectIntersection(args);
};

/**
 * Keyboard moves jump from column to column (left/right arrows), each stage column being a drop target;
 * up and down do nothing (the order inside a stage is the list's, not the user's).
 */
export const coordenadasTeclado: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) {
    event.preventDefault();
    return currentCoordinates;
  }
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right) return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === KeyboardCode.Right
      ? columns.find((rect) => rect.left > centre)
      : [...columns].reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return currentCoordinates;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: Math.max(
      target.top + 56,
      Math.min(currentCoordinates.y, target.top + target.height - collisionRect.height),
    ),
  };
};
