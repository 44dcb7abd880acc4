import {
  LOAD_CARD_MENU_ITEM_LABELS,
  LoadAction,
  LoadCardMenuItem,
  loadCardMenuItems,
  normalizePlate,
  podeEditarCarga,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  type TLoadAction,
  type TLoadCardMenuItem,
  VisibilidadeCarga,
} from '@embarca/domain';
import { APP_ROUTES } from '../../../app/routes';
import { canAccessRoute } from '../../../lib/access';
import type { TSession } from '../../../lib/session';
import { ACAO_MENU_LABELS } from '../acoes/acoes-da-carga';
import { romaneioHref } from '../romaneio/romaneio-params';

/**
 * The card-menu items whose drawer or action exists today. `loadCardMenuItems` (the domain's one rule)
 * decides what a load may show; this list hides the items whose drawer or action is not built yet, so no
 * item is ever dead. Add each item here as the load-lifecycle issue lands its drawer or action
 * (Rotograma, Transportadoras, Negociação, Encontrar veículo, Anexos, Editar, romaneios, PDF,
 * Acompanhamento, horário de retorno).
 */
export const MENU_ITENS_DISPONIVEIS: ReadonlySet<TLoadCardMenuItem> = new Set<TLoadCardMenuItem>([
  LoadCardMenuItem.Detalhes,
  LoadCardMenuItem.Rotograma,
  LoadCardMenuItem.EncontrarVeiculo,
  LoadCardMenuItem.Documentos,
  LoadCardMenuItem.Historico,
  LoadCardMenuItem.Anexos,
  LoadCardMenuItem.Desativar,
  LoadCardMenuItem.Editar,
  LoadCardMenuItem.MoverPara,
  LoadCardMenuItem.AlterarUnidadeNegocio,
  LoadCardMenuItem.GerarRomaneio,
  LoadCardMenuItem.GerarRomaneioSemItens,
  LoadCardMenuItem.GerarPdf,
  LoadCardMenuItem.Transportadoras,
  LoadCardMenuItem.Negociacao,
  LoadCardMenuItem.Acompanhamento,
  LoadCardMenuItem.AdicionarHorarioRetorno,
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
 * `acoes` (the actions that apply to the load, `acoesDoMenuDoCard`; none outside the board); the items
 * opening a page only when `session` may open it (itemAcessivel).
 */
export function itensDoMenu(
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro,
  acoes: readonly TLoadAction[] = [],
  session: TSession | null = null,
): TLoadCardMenuItem[] {
  // The board card carries a document count, the rule reads a list: a list of that length says the same.
  const input = { ...card, documentos: new Array<undefined>(Math.max(0, card.qntDocumentos)) };
  return loadCardMenuItems(input, { grupo }).filter((item) => {
    if (!MENU_ITENS_DISPONIVEIS.has(item)) return false;
    // Only the load's own company edits it (a load directed to the caller, a carrier's view, is not), and
    // only while its situacao allows (the register's own rule: not once finished or closed).
    if (
      item === LoadCardMenuItem.Editar &&
      (card.visibilidade === VisibilidadeCarga.DirecionadaParaMim || !podeEditarCarga(card.situacao))
    )
      return false;
    if (item === LoadCardMenuItem.AdicionarHorarioRetorno && (!card.veiculo || !itemAcessivel(item, session)))
      return false;
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
  session: TSession | null = null,
): TEntradaMenu[] {
  const itens = itensDoMenu(card, grupo, acoes, session);
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
    case LoadCardMenuItem.Editar:
      return `cargas/cadastro-carga/${cargaId}`;
    case LoadCardMenuItem.Rotograma:
      return `cargas/detalhes/${cargaId}/rotograma`;
    case LoadCardMenuItem.EncontrarVeiculo:
      return `cargas/detalhes/${cargaId}/encontrar-veiculo`;
    case LoadCardMenuItem.Anexos:
      return `cargas/detalhes/${cargaId}/anexos`;
    case LoadCardMenuItem.Transportadoras:
      return `cargas/detalhes/${cargaId}/transportadoras`;
    case LoadCardMenuItem.Negociacao:
      return `cargas/detalhes/${cargaId}/negociacao`;
    case LoadCardMenuItem.Acompanhamento:
      return `cargas/detalhes/${cargaId}/acompanhamento`;
    case LoadCardMenuItem.GerarPdf:
      return `cargas/cargas/carga-pdf?cargaId=${cargaId}`;
    default:
      return null;
  }
}

/** The page (not a drawer) an item opens, in a new tab: the manifests (02 §2 romaneio routes). */
export function paginaDoItem(item: TLoadCardMenuItem, cargaId: string): string | null {
  switch (item) {
    case LoadCardMenuItem.GerarRomaneio:
      return romaneioHref(cargaId);
    case LoadCardMenuItem.GerarRomaneioSemItens:
      return romaneioHref(cargaId, { semItens: true });
    default:
      return null;
  }
}

/** The page of 'Adicionar horário de retorno' (02 §2 route `frota/agenda/{vehicleId}/atividade/{plate}`). */
const ROTA_HORARIO_RETORNO = APP_ROUTES.find(
  (route) => route.path === '/frota/agenda/:vehicleId/atividade/:plate',
);

/**
 * The in-app page an item opens in place of the board (the return time form of the card's vehicle, for
 * that load); null for the other items or a card without a vehicle.
 */
export function rotaDoItem(item: TLoadCardMenuItem, card: TCargaQuadroCard): string | null {
  if (item !== LoadCardMenuItem.AdicionarHorarioRetorno || !card.veiculo) return null;
  const veiculo = encodeURIComponent(card.veiculo.id);
  const placa = encodeURIComponent(normalizePlate(card.veiculo.placa));
  return `/frota/agenda/${veiculo}/atividade/${placa}?cargaId=${encodeURIComponent(card.id)}`;
}

/** Whether the session may open the item's page: the return time is a fleet page (module Frota). */
export function itemAcessivel(item: TLoadCardMenuItem, session: TSession | null): boolean {
  if (item !== LoadCardMenuItem.AdicionarHorarioRetorno) return true;
  return ROTA_HORARIO_RETORNO !== undefined && canAccessRoute(ROTA_HORARIO_RETORNO, session);
}
