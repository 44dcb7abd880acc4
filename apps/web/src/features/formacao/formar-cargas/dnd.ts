import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type DataRef,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type Over,
  pointerWithin,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import type { TMinuta, TPedido } from '@embarca/domain';

/**
 * Drag and drop of the load formation board (@dnd-kit/core): an open order onto a draft (link), an order of a
 * draft onto another position of it (reorder), onto another draft (move) or back onto the open list (unlink).
 * Keyboard: space/Enter on a handle, arrows to choose (up/down: the positions of a draft; left/right: the
 * drafts and the open list), space/Enter to drop, Esc to cancel; announcements in pt-BR.
 */
export type TArrasto =
  | { tipo: 'pedido-aberto'; pedido: TPedido }
  | { tipo: 'pedido-minuta'; pedido: TPedido; minuta: TMinuta; indice: number };

export type TAlvo =
  | { tipo: 'minuta'; minuta: TMinuta }
  | { tipo: 'pedido-minuta'; pedido: TPedido; minuta: TMinuta; indice: number }
  | { tipo: 'lista-pedidos' };

export const dragIdPedidoAberto = (pedidoId: string) => `aberto:${pedidoId}`;
export const dragIdPedidoMinuta = (pedidoId: string) => `minuta-pedido:${pedidoId}`;
export const dropIdMinuta = (minutaId: string) => `minuta:${minutaId}`;
export const DROP_ID_LISTA = 'lista-pedidos';

export function dadosDoArrasto(item: Active | null | undefined): TArrasto | null {
  const data = item?.data.current as TArrasto | undefined;
  return data && (data.tipo === 'pedido-aberto' || data.tipo === 'pedido-minuta') ? data : null;
}

export function dadosDoAlvo(item: Over | null | undefined): TAlvo | null {
  const data = item?.data.current as TAlvo | undefined;
  return data && (data.tipo === 'minuta' || data.tipo === 'pedido-minuta' || data.tipo === 'lista-pedidos')
    ? data
    : null;
}

/** What a drop means. */
export type TAcaoDoArrasto =
  | { acao: 'vincular'; pedido: TPedido; minuta: TMinuta }
  | { acao: 'ordenar'; minuta: TMinuta; de: number; para: number }
  | { acao: 'desvincular'; pedido: TPedido; minuta: TMinuta }
  | null;

/** The drop's meaning (null: nothing changes). */
export function acaoDoArrasto(arrasto: TArrasto | null, alvo: TAlvo | null): TAcaoDoArrasto {
  if (!arrasto || !alvo) return null;
  if (alvo.tipo === 'lista-pedidos')
    return arrasto.tipo === 'pedido-minuta'
      ? { acao: 'desvincular', pedido: arrasto.pedido, minuta: arrasto.minuta }
      : null;
  const minuta = alvo.minuta;
  if (arrasto.tipo === 'pedido-minuta' && arrasto.minuta.id === minuta.id) {
    const para = alvo.tipo === 'pedido-minuta' ? alvo.indice : minuta.pedidos.length - 1;
    return para === arrasto.indice ? null : { acao: 'ordenar', minuta, de: arrasto.indice, para };
  }
  return { acao: 'vincular', pedido: arrasto.pedido, minuta };
}

function nome(arrasto: TArrasto | null): string {
  return arrasto ? `O pedido ${arrasto.pedido.codigo}` : 'O pedido';
}

function descricaoDoAlvo(alvo: TAlvo | null): string | null {
  if (!alvo) return null;
  if (alvo.tipo === 'lista-pedidos') return 'a lista de pedidos abertos';
  if (alvo.tipo === 'minuta') return `a minuta ${alvo.minuta.numero}`;
  return `a posição ${alvo.indice + 1} da minuta ${alvo.minuta.numero}`;
}

/** pt-BR instructions read when a drag handle gets focus. */
export const DND_INSTRUCOES: ScreenReaderInstructions = {
  draggable:
    'Para arrastar o pedido, pressione espaço ou Enter. Use as setas para cima e para baixo para escolher a posição ' +
    'na minuta, e para a esquerda e para a direita para escolher outra minuta ou a lista de pedidos abertos. ' +
    'Pressione espaço ou Enter de novo para soltar, ou Esc para cancelar.',
};

/** pt-BR live announcements. */
export const DND_ANUNCIOS: Announcements = {
  onDragStart: ({ active }) => `${nome(dadosDoArrasto(active))} foi selecionado para arrastar.`,
  onDragOver: ({ active, over }) => {
    const alvo = descricaoDoAlvo(dadosDoAlvo(over));
    return alvo
      ? `${nome(dadosDoArrasto(active))} está sobre ${alvo}.`
      : `${nome(dadosDoArrasto(active))} não está sobre uma minuta.`;
  },
  onDragEnd: ({ active, over }) => {
    const arrasto = dadosDoArrasto(active);
    const acao = acaoDoArrasto(arrasto, dadosDoAlvo(over));
    if (!acao) return `${nome(arrasto)} foi solto e não mudou.`;
    if (acao.acao === 'ordenar')
      return `${nome(arrasto)} foi movido para a posição ${acao.para + 1} da minuta ${acao.minuta.numero}.`;
    if (acao.acao === 'desvincular') return `${nome(arrasto)} foi solto na lista de pedidos abertos.`;
    return `${nome(arrasto)} foi solto na minuta ${acao.minuta.numero}.`;
  },
  onDragCancel: ({ active }) => `Movimento cancelado. ${nome(dadosDoArrasto(active))} não mudou.`,
};

/**
 * The pointer: the most specific target under it (an order's position before its draft); the keyboard: the
 * target whose centre is nearest (the arrows move onto centres).
 */
export const colisaoFormacao: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const sob = pointerWithin(args);
    const posicao = sob.find(
      (colisao) =>
        (colisao.data?.droppableContainer?.data as DataRef | undefined)?.current?.tipo === 'pedido-minuta',
    );
    if (posicao) return [posicao];
    if (sob.length > 0) return sob;
  }
  return closestCenter(args);
};

/**
 * Arrow keys that jump onto the drop targets: up and down to the targets `vertical` accepts that share the
 * column under the dragged item, left and right to the targets `horizontal` accepts. The dragged item's
 * centre lands on the target's centre (so `closestCenter` picks it).
 */
export function criarCoordenadasTeclado(aceita: {
  vertical: (data: unknown) => boolean;
  horizontal: (data: unknown) => boolean;
}): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const codigo = event.code;
    const vertical = codigo === KeyboardCode.Up || codigo === KeyboardCode.Down;
    const horizontal = codigo === KeyboardCode.Left || codigo === KeyboardCode.Right;
    if (!vertical && !horizontal) return undefined;
    event.preventDefault();
    const { collisionRect, droppableRects, droppableContainers } = context;
    if (!collisionRect) return currentCoordinates;
    const cx = collisionRect.left + collisionRect.width / 2;
    const cy = collisionRect.top + collisionRect.height / 2;
    const sinal = codigo === KeyboardCode.Down || codigo === KeyboardCode.Right ? 1 : -1;
    let melhor: { x: number; y: number; custo: number } | null = null;
    for (const container of droppableContainers.getEnabled()) {
      const rect = droppableRects.get(container.id);
      const data = container.data.current;
      if (!rect || !(vertical ? aceita.vertical(data) : aceita.horizontal(data))) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const principal = vertical ? (y - cy) * sinal : (x - cx) * sinal;
      if (principal <= 1) continue;
      if (vertical && (cx < rect.left || cx > rect.left + rect.width)) continue;
      const custo = principal + 2 * Math.abs(vertical ? x - cx : y - cy);
      if (!melhor || custo < melhor.custo) melhor = { x, y, custo };
    }
    if (!melhor) return currentCoordinates;
    return { x: currentCoordinates.x + (melhor.x - cx), y: currentCoordinates.y + (melhor.y - cy) };
  };
}

const tipoDe = (data: unknown) => (data as { tipo?: string } | null | undefined)?.tipo;

export const coordenadasTecladoFormacao = criarCoordenadasTeclado({
  vertical: (data) => tipoDe(data) === 'pedido-minuta',
  horizontal: (data) => tipoDe(data) === 'minuta' || tipoDe(data) === 'lista-pedidos',
});
