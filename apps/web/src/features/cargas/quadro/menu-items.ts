import {
  LoadCardMenuItem,
  loadCardMenuItems,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TLoadCardMenuItem,
} from '@embarca/domain';

/**
 * The card-menu items whose drawer or action exists today. `loadCardMenuItems` (the domain's one rule)
 * decides what a load may show; this list hides the items whose drawer or action is not built yet, so no
 * item is ever dead. Add each item here as the load-lifecycle issue lands its drawer or action
 * (Rotograma, Transportadoras, Negociação, Encontrar veículo, Anexos, Desativar, Editar, Alterar unidade,
 * romaneios, PDF, Acompanhamento, horário de retorno). The delivered group's Finish button (canFinishCarga)
 * is not rendered either until the finalize action exists.
 */
export const MENU_ITENS_DISPONIVEIS: ReadonlySet<TLoadCardMenuItem> = new Set<TLoadCardMenuItem>([
  LoadCardMenuItem.Detalhes,
  LoadCardMenuItem.Documentos,
  LoadCardMenuItem.Historico,
  LoadCardMenuItem.MoverPara,
]);

/** The menu items of a card: the domain's rule, then the allow-list. */
export function itensDoMenu(card: TCargaQuadroCard, grupo: TGrupoQuadro): TLoadCardMenuItem[] {
  // The board card carries a document count, the rule reads a list: a list of that length says the same.
  const input = { ...card, documentos: new Array<undefined>(Math.max(0, card.qntDocumentos)) };
  return loadCardMenuItems(input, { grupo }).filter((item) => MENU_ITENS_DISPONIVEIS.has(item));
}

/** The drawer each drawer-backed item opens (relative drawer paths, 02 §2). */
export function drawerDoItem(item: TLoadCardMenuItem, cargaId: string): string | null {
  switch (item) {
    case LoadCardMenuItem.Detalhes:
      return `cargas/detalhes/${cargaId}`;
    case LoadCardMenuItem.Documentos:
      return `cargas/detalhes/${cargaId}/documentos`;
    case LoadCardMenuItem.Historico:
      return `cargas/detalhes/${cargaId}/historico`;
    default:
      return null;
  }
}
