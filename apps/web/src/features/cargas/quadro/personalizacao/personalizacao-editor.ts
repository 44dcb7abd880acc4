import type { TPersonalizacaoCardCarga } from '@embarca/domain';

/** The ordered lists of the card layout and how many items each takes (ZPersonalizacaoCardCarga). */
export const LISTAS_LIMITES = { header: 3, body: 12, badges: 6, totals: 5 } as const;
export type TListaCard = keyof typeof LISTAS_LIMITES;

/** The list with `item` appended, unless it is already there or the list is full. */
export function adicionarItem<T>(lista: readonly T[], item: T, max: number): T[] {
  if (lista.includes(item) || lista.length >= max) return [...lista];
  return [...lista, item];
}

/** The list with the item at `index` moved by `delta` places (−1 up, +1 down), kept within the list. */
export function moverItem<T>(lista: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= lista.length || target < 0 || target >= lista.length) return [...lista];
  const next = [...lista];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export function removerItem<T>(lista: readonly T[], index: number): T[] {
  return lista.filter((_, position) => position !== index);
}

/** A deep copy, so the editor never mutates the cached layout. */
export function copiaPersonalizacao(value: TPersonalizacaoCardCarga): TPersonalizacaoCardCarga {
  return {
    config: { ...value.config },
    label: value.label,
    header: [...value.header],
    body: [...value.body],
    badges: [...value.badges],
    totals: [...value.totals],
  };
}
