import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import { useDraggable } from '@dnd-kit/core';
import {
  formatBRL,
  formatDate,
  formatVolume,
  formatWeight,
  TIPO_FRETE_LABELS,
  type TMinuta,
  type TPedido,
  type TTipoFrete,
} from '@embarca/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEventHandler, memo, type PointerEventHandler, type ReactNode, useRef } from 'react';
import { dragIdPedidoAberto, type TArrasto } from '../dnd';
import { lugar } from '../formar-cargas.rules';
import { MenuMinutas } from './menu-minutas';

/** 'CIF', 'FOB', 'FOB Dirigido' (an unknown code shows itself). */
export const tipoFreteTexto = (tipo: number | null) =>
  tipo === null ? null : (TIPO_FRETE_LABELS[tipo as TTipoFrete] ?? String(tipo));

/** One line of an order's figures: pickup date, weight, cubage, value (those given). */
export function figurasDoPedido(pedido: TPedido): string {
  return [
    pedido.dhColeta ? `Coleta ${formatDate(pedido.dhColeta)}` : 'Sem data de coleta',
    pedido.pesoTotal === null ? null : formatWeight(pedido.pesoTotal),
    pedido.cubagemTotal === null ? null : formatVolume(pedido.cubagemTotal),
    pedido.valorPedido === null ? null : formatBRL(pedido.valorPedido),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The drag handle of an order (keyboard activation only from it). */
export function AlcaDeArrasto({
  codigo,
  activatorRef,
  attributes,
  onKeyDown,
}: {
  codigo: string;
  activatorRef: (element: HTMLElement | null) => void;
  attributes: object;
  onKeyDown: KeyboardEventHandler<HTMLButtonElement> | undefined;
}) {
  return (
    <ActionIcon
      ref={activatorRef}
      variant="subtle"
      color="gray"
      size="sm"
      {...attributes}
      aria-roledescription="pedido arrastável"
      aria-label={`Arrastar o pedido ${codigo}`}
      onKeyDown={onKeyDown}
      style={{ cursor: 'grab', flex: 'none' }}
    >
      <IconGripVertical size={14} aria-hidden="true" />
    </ActionIcon>
  );
}

/** An order's text block: code, freight type, origin → destination, figures. */
export function ResumoDoPedido({ pedido, rodape }: { pedido: TPedido; rodape?: ReactNode }) {
  const tipo = tipoFreteTexto(pedido.tipoFrete);
  return (
    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {pedido.codigo}
        </Text>
        {tipo ? (
          <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
            {tipo}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="gray.7" truncate>
        {lugar(pedido.origem)} → {lugar(pedido.destino)}
      </Text>
      <Text size="xs" c="gray.8">
        {figurasDoPedido(pedido)}
      </Text>
      {rodape}
    </Stack>
  );
}

interface LinhaProps {
  pedido: TPedido;
  minutas: readonly TMinuta[];
  onAdicionar: (pedido: TPedido, minuta: TMinuta | 'nova') => void;
}

/** An open order: dragged by pointer anywhere on it or from its handle by keyboard; or added by its menu. */
const LinhaPedidoAberto = memo(function LinhaPedidoAberto({ pedido, minutas, onAdicionar }: LinhaProps) {
  const data: TArrasto = { tipo: 'pedido-aberto', pedido };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: dragIdPedidoAberto(pedido.id),
    data,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
      style={{ opacity: isDragging ? 0.4 : 1 }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <AlcaDeArrasto
          codigo={pedido.codigo}
          activatorRef={setActivatorNodeRef}
          attributes={attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
        />
        <ResumoDoPedido pedido={pedido} />
        <MenuMinutas pedido={pedido} minutas={minutas} onEscolher={(minuta) => onAdicionar(pedido, minuta)} />
      </Group>
    </Paper>
  );
});

/** Height a row is first given (then measured). */
const ALTURA_ESTIMADA = 84;
const ESPACO = 6;

export interface ListaPedidosProps extends Omit<LinhaProps, 'pedido'> {
  pedidos: readonly TPedido[];
  height: number | string;
}

/** Up to this many rows the list is plain; beyond it, virtualised (the API sends at most 500). */
export const LISTA_VIRTUAL_A_PARTIR_DE = 60;

const ESTILO_LISTA = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The open orders: a plain list when short, virtualised when long (only the rows in view are in the DOM). */
export function ListaPedidos(props: ListaPedidosProps) {
  const { pedidos, minutas, onAdicionar, height } = props;
  if (pedidos.length > LISTA_VIRTUAL_A_PARTIR_DE) return <ListaVirtual {...props} />;
  return (
    <div style={{ maxHeight: height, overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 }}>
      <ul aria-label="Pedidos abertos" style={{ ...ESTILO_LISTA, display: 'grid', gap: ESPACO }}>
        {pedidos.map((pedido) => (
          <li key={pedido.id}>
            <LinhaPedidoAberto pedido={pedido} minutas={minutas} onAdicionar={onAdicionar} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ListaVirtual({ pedidos, minutas, onAdicionar, height }: ListaPedidosProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: pedidos.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ALTURA_ESTIMADA,
    getItemKey: (index) => pedidos[index]?.id ?? index,
    overscan: 6,
    gap: ESPACO,
    initialRect: { width: 420, height: 720 },
  });
  return (
    <div ref={scrollRef} style={{ height, overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 }}>
      <ul
        aria-label="Pedidos abertos"
        style={{ ...ESTILO_LISTA, height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const pedido = pedidos[item.index];
          if (!pedido) return null;
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
              <LinhaPedidoAberto pedido={pedido} minutas={minutas} onAdicionar={onAdicionar} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
