import {
  LOAD_CARD_MENU_ITEM_LABELS,
  LoadAction,
  LoadCardMenuItem,
  loadCardMenuItems,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TLoadAction,
  type TLoadCardMenuItem,
} from '@embarca/domain';
import { ACAO_MENU_LABELS } from '../acoes/acoes-da-carga';

/**
 * The card-menu items whose drawer or action exists today. `loadCardMenuItems` (the domain's one rule)
 * decides what a load may show; this list hides the items whose drawer or action is not built yet, so no
 * item is ever dead. Add each item here as the load-lifecycle issue lands its drawer or action
 * (Rotograma, Transportadoras, Negociação, Encontrar veículo, Anexos, Editar, romaneios, PDF,
 * Acompanhamento, horário de retorno).
 */
export const MENU_ITENS_DISPONIVEIS: ReadonlySet<TLoadCardMenuItem> = new Set<TLoadCardMenuItem>([
  LoadCardMenuItem.Detalhes,
  LoadCardMenuItem.Documentos,
  LoadCardMenuItem.Historico,
  LoadCardMenuItem.Desativar,
  LoadCardMenuItem.MoverPara,
  LoadCardMenuItem.AlterarUnidadeNegocio,
]);

/** Spec menu items that are load actions: shown only when the action applies to the load now. */
const ITEM_DA_ACAO: Partial<Record<TLoadCardMenuItem, TLoadAction>> = {
  [LoadCardMenuItem.Desativar]: LoadAction.Desativar,
  [LoadCardMenuItem.AlterarUnidadeNegocio]: LoadAction.AlterarUnidade,
};

/**
 * The other actions the card menu offers (the spec's list has no place for them): together after
 * Histórico, right before Desativar — the vehicle first (allocate while awaiting, update once allocated),
 * then reverting a finishing, then cancelling next to deactivating.
 */
const ACOES_EXTRAS: readonly TLoadAction[] = [
  LoadAction.Alocar,
  LoadAction.AtualizarVeiculo,
  LoadAction.ReverterFinalizacao,
  LoadAction.Cancelar,
];

/**
 * The menu items of a card: the domain's rule, then the allow-list; the action items only among
 * `acoes` (the actions that apply to the load, `acoesDoMenuDoCard`; none outside the board).
 */
export function itensDoMenu(
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro,
  acoes: readonly TLoadAction[] = [],
): TLoadCardMenuItem[] {
  // The board card carries a document count, the rule reads a list: a list of that length says the same.
  const input = { ...card, documentos: new Array<undefined>(Math.max(0, card.qntDocumentos)) };
  return loadCardMenuItems(input, { grupo }).filter((item) => {
    if (!MENU_ITENS_DISPONIVEIS.has(item)) return false;
    const acao = ITEM_DA_ACAO[item];
    return acao === undefined || acoes.includes(acao);
  });
}

/** One line of the card menu: a drawer-backed item (or 'Mover para...') or a load action. */
export type TEntradaMenu =
  | { tipo: 'item'; item: TLoadCardMenuItem; rotulo: string }
  | { tipo: 'acao'; acao: TLoadAction; rotulo: string };

/** The card menu in order: the spec's items, with the extra actions inserted right after Histórico. */
export function entradasDoMenu(
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro,
  acoes: readonly TLoadAction[],
): TEntradaMenu[] {
  const itens = itensDoMenu(card, grupo, acoes);
  const entradas = itens.map((item): TEntradaMenu => {
    const acao = ITEM_DA_ACAO[item];
    const rotulo = LOAD_CARD_MENU_ITEM_LABELS[item];
    return acao ? { tipo: 'acao', acao, rotulo } : { tipo: 'item', item, rotulo };
  });
  const extras = ACOES_EXTRAS.filter((acao) => acoes.includes(acao)).map(
    (acao): TEntradaMenu => ({ tipo: 'acao', acao, rotulo: ACAO_MENU_LABELS[acao] }),
  );
  const ordem = Object.values(LoadCardMenuItem) as TLoadCardMenuItem[];
  const historico = ordem.indexOf(LoadCardMenuItem.Historico);
  const posicao = itens.findIndex((item) => ordem.indexOf(item) > historico);
  entradas.splice(posicao === -1 ? entradas.length : posicao, 0, ...extras);
  return entradas;
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
