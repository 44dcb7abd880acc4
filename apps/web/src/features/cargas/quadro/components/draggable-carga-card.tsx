import '@mantine/core/styles/ActionIcon.css';
import { useDraggable } from '@dnd-kit/core';
import type {
  TCargaCardMenuItem,
  TCargaQuadroCard,
  TGrupoQuadro,
  TPersonalizacaoCardCarga,
} from '@embarca/domain';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type KeyboardEventHandler, type MouseEvent, memo, type PointerEventHandler, useState } from 'react';
import { dragIdCarga, type TDragData } from '../dnd';
import type { TCardQuadro } from '../quadro-state';
import { CargaCard } from './carga-card';
import { CargaCardMenu, type TPosicaoMenu } from './carga-card-menu';

export interface DraggableCargaCardProps {
  card: TCardQuadro;
  grupo: TGrupoQuadro;
  personalizacao: TPersonalizacaoCardCarga;
  onOpenDetails: (cargaId: string) => void;
  onMenuSelect: (item: TCargaCardMenuItem, card: TCargaQuadroCard) => void;
}

/** Where a keyboard-opened context menu (Shift+F10, menu key) appears: under the focused element. */
function posicaoDoMenu(event: MouseEvent<HTMLElement>): TPosicaoMenu {
  if (event.clientX !== 0 || event.clientY !== 0) return { x: event.clientX, y: event.clientY };
  const rect = (event.target as HTMLElement).getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
}

/**
 * A card on the board: draggable by pointer anywhere on it and by keyboard from its handle (keyboard
 * activation only from the handle, so Enter on its buttons never starts a drag), with its menu by button
 * and by right-click.
 */
export const DraggableCargaCard = memo(function DraggableCargaCard({
  card,
  grupo,
  personalizacao,
  onOpenDetails,
  onMenuSelect,
}: DraggableCargaCardProps) {
  const [contexto, setContexto] = useState<TPosicaoMenu | null>(null);
  const data: TDragData = { tipo: 'carga', card };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: dragIdCarga(card.id),
    data,
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      {...attributes}
      aria-roledescription="carga arrastável"
      aria-label={`Arrastar a carga ${card.codigo}`}
      onKeyDown={listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
      style={{ cursor: 'grab', flex: 'none' }}
    >
      <IconGripVertical size={14} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
    >
      <CargaCard
        card={card}
        grupo={grupo}
        personalizacao={personalizacao}
        onOpenDetails={onOpenDetails}
        dragging={isDragging}
        dragHandle={handle}
        onContextMenu={(event) => {
          event.preventDefault();
          setContexto(posicaoDoMenu(event));
        }}
        menu={
          <CargaCardMenu
            card={card}
            grupo={grupo}
            onSelect={onMenuSelect}
            contextPosition={contexto}
            onContextClose={() => setContexto(null)}
          />
        }
      />
    </div>
  );
});
