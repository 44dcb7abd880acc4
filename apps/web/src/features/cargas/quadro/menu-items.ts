import {
  AcaoCarga,
  CARGA_CARD_MENU_ITEM_LABELS,
  CargaCardMenuItem,
  cargaCardMenuItems,
  normalizePlate,
  podeEditarCarga,
  type TAcaoCarga,
  type TCargaCardMenuItem,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  VisibilidadeCarga,
} from '@embarca/domain';
import { canAccessRoute } from '../../../lib/access';
import { APP_ROUTES } from '../../../lib/navigation/app-routes';
import type { TSession } from '../../../lib/session';
import { ACAO_MENU_LABELS } from '../acoes/acoes-da-carga';
import { romaneioHref } from '../romaneio/romaneio-params';

/**
 * The card-menu items whose drawer or action exists today. `cargaCardMenuItems` (the domain's one rule)
 * decides what a load may show; this list hides the items whose drawer or action is not built yet, so no
 * item is ever dead. Add each item here as the load-lifecycle issue lands its drawer or action
 * (Rotograma, Transportadoras, Negociação, Encontrar veículo, Anexos, Editar, romaneios, PDF,
 * Acompanhamento, horário de retorno).
 */
export const MENU_ITENS_DISPONIVEIS: ReadonlySet<TCargaCardMenuItem> = new Set<TCargaCardMenuItem>([
  CargaCardMenuItem.Detalhes,
  CargaCardMenuItem.Rotograma,
  CargaCardMenuItem.EncontrarVeiculo,
  CargaCardMenuItem.Documentos,
  CargaCardMenuItem.Historico,
  CargaCardMenuItem.Anexos,
  CargaCardMenuItem.Desativar,
  CargaCardMenuItem.Editar,
  CargaCardMenuItem.MoverPara,
  CargaCardMenuItem.AlterarUnidadeNegocio,
  CargaCardMenuItem.GerarRomaneio,
  CargaCardMenuItem.GerarRomaneioSemItens,
  CargaCardMenuItem.GerarPdf,
  CargaCardMenuItem.Transportadoras,
  CargaCardMenuItem.Negociacao,
  CargaCardMenuItem.Acompanhamento,
  CargaCardMenuItem.AdicionarHorarioRetorno,
]);

/** Spec menu items that are load actions: shown only when the action applies to the load now. */
const ITEM_DA_ACAO: Partial<Record<TCargaCardMenuItem, TAcaoCarga>> = {
  [CargaCardMenuItem.Desativar]: AcaoCarga.Desativar,
  [CargaCardMenuItem.AlterarUnidadeNegocio]: AcaoCarga.AlterarUnidade,
};

/**
 * The menu items of a load: the domain's rule, then the allow-list; the action items only among
 * `acoes` (the actions that apply to the load); the items opening a page only when `session` may open it
 * (itemAcessivel). `grupo` null: a load off the board (cancelled, deactivated), reached from the drawer.
 */
export function itensDoMenu(
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro | null,
  acoes: readonly TAcaoCarga[] = [],
  session: TSession | null = null,
): TCargaCardMenuItem[] {
  // The board card carries a document count, the rule reads a list: a list of that length says the same.
  const input = { ...card, documentos: new Array<undefined>(Math.max(0, card.qntDocumentos)) };
  return cargaCardMenuItems(input, { grupo }).filter((item) => {
    if (!MENU_ITENS_DISPONIVEIS.has(item)) return false;
    // A load off the board has no stage to move to.
    if (item === CargaCardMenuItem.MoverPara && grupo === null) return false;
    // Only the load's own company edits it (a load directed to the caller, a carrier's view, is not), and
    // only while its situacao allows (the register's own rule: not once finished or closed).
    if (
      item === CargaCardMenuItem.Editar &&
      (card.visibilidade === VisibilidadeCarga.DirecionadaParaMim || !podeEditarCarga(card.situacao))
    )
      return false;
    if (
      item === CargaCardMenuItem.AdicionarHorarioRetorno &&
      (!card.veiculo || !itemAcessivel(item, session))
    )
      return false;
    const acao = ITEM_DA_ACAO[item];
    return acao === undefined || acoes.includes(acao);
  });
}

/**
 * One line of the load menu: a drawer-, page- or dialog-backed item, or a load action (`item` set when the
 * action is one of the spec's items: Desativar, Alterar unidade de negócio).
 */
export type TEntradaMenu =
  | { tipo: 'item'; item: TCargaCardMenuItem; rotulo: string }
  | { tipo: 'acao'; acao: TAcaoCarga; rotulo: string; item?: TCargaCardMenuItem };

/** The menu's three groups, divided (issue 16): what to look at, what to change, what to print. */
export const GrupoMenuCarga = { Visualizar: 'visualizar', Alterar: 'alterar', Imprimir: 'imprimir' } as const;
export type TGrupoMenuCarga = (typeof GrupoMenuCarga)[keyof typeof GrupoMenuCarga];

export const GRUPO_MENU_CARGA_LABELS: Record<TGrupoMenuCarga, string> = {
  visualizar: 'Visualizar',
  alterar: 'Alterar',
  imprimir: 'Imprimir',
};

/** The group of each spec item; the load actions are all changes. */
const GRUPO_DO_ITEM: Record<TCargaCardMenuItem, TGrupoMenuCarga> = {
  detalhes: 'visualizar',
  rotograma: 'visualizar',
  transportadoras: 'visualizar',
  negociacao: 'visualizar',
  'encontrar-veiculo': 'visualizar',
  documentos: 'visualizar',
  anexos: 'visualizar',
  historico: 'visualizar',
  acompanhamento: 'visualizar',
  desativar: 'alterar',
  editar: 'alterar',
  'mover-para': 'alterar',
  'alterar-unidade-negocio': 'alterar',
  'adicionar-horario-retorno': 'alterar',
  'gerar-romaneio': 'imprimir',
  'gerar-romaneio-sem-itens': 'imprimir',
  'gerar-pdf': 'imprimir',
};

/**
 * The order of the change group: the load's own data first (edit, stage), then its vehicle, the hiring's
 * end and its undoing, the ways back to the board, the unit, and last the ways out of it (cancel,
 * deactivate). The view and print groups keep the spec's order.
 */
const ORDEM_ALTERAR: readonly (TCargaCardMenuItem | TAcaoCarga)[] = [
  CargaCardMenuItem.Editar,
  CargaCardMenuItem.MoverPara,
  AcaoCarga.Alocar,
  AcaoCarga.AtualizarVeiculo,
  CargaCardMenuItem.AdicionarHorarioRetorno,
  AcaoCarga.Finalizar,
  AcaoCarga.ReverterFinalizacao,
  AcaoCarga.Reabrir,
  AcaoCarga.Reativar,
  CargaCardMenuItem.AlterarUnidadeNegocio,
  AcaoCarga.Cancelar,
  CargaCardMenuItem.Desativar,
];

/** The actions that have no spec item (the spec's list has no place for them): placed by ORDEM_ALTERAR. */
const ACOES_EXTRAS: readonly TAcaoCarga[] = [
  AcaoCarga.Alocar,
  AcaoCarga.AtualizarVeiculo,
  AcaoCarga.Finalizar,
  AcaoCarga.ReverterFinalizacao,
  AcaoCarga.Reabrir,
  AcaoCarga.Reativar,
  AcaoCarga.Cancelar,
];

export interface TGrupoDoMenu {
  grupo: TGrupoMenuCarga;
  rotulo: string;
  entradas: TEntradaMenu[];
}

/**
 * THE load menu, for the card on the board and the details drawer's 'Ações' alike (issue 16): the spec's
 * items for this load (`itensDoMenu`: the domain's visibility rules, what is built, what the session may
 * open) and the load actions in `acoes` — the board passes the card's (`acoesDoMenuDoCard`: Finalizar is
 * the card's own button), the drawer every one that applies (`acoesDaCarga`) — in three groups, empty
 * groups left out.
 */
export function gruposDoMenu(
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro | null,
  acoes: readonly TAcaoCarga[],
  session: TSession | null = null,
): TGrupoDoMenu[] {
  const itens = itensDoMenu(card, grupo, acoes, session);
  const entradas: TEntradaMenu[] = [
    ...itens.map((item): TEntradaMenu => {
      const acao = ITEM_DA_ACAO[item];
      const rotulo = CARGA_CARD_MENU_ITEM_LABELS[item];
      return acao ? { tipo: 'acao', acao, rotulo, item } : { tipo: 'item', item, rotulo };
    }),
    ...ACOES_EXTRAS.filter((acao) => acoes.includes(acao)).map(
      (acao): TEntradaMenu => ({ tipo: 'acao', acao, rotulo: ACAO_MENU_LABELS[acao] }),
    ),
  ];
  const grupoDe = (entrada: TEntradaMenu): TGrupoMenuCarga =>
    entrada.item ? GRUPO_DO_ITEM[entrada.item] : GrupoMenuCarga.Alterar;
  const posicaoAlterar = (entrada: TEntradaMenu) =>
    ORDEM_ALTERAR.indexOf(entrada.tipo === 'item' ? entrada.item : (entrada.item ?? entrada.acao));
  return (Object.values(GrupoMenuCarga) as TGrupoMenuCarga[])
    .map((id) => {
      const doGrupo = entradas.filter((entrada) => grupoDe(entrada) === id);
      if (id === GrupoMenuCarga.Alterar) doGrupo.sort((a, b) => posicaoAlterar(a) - posicaoAlterar(b));
      return { grupo: id, rotulo: GRUPO_MENU_CARGA_LABELS[id], entradas: doGrupo };
    })
    .filter((grupoDoMenu) => grupoDoMenu.entradas.length > 0);
}

/** The load menu's entries in order, the groups one after another (`gruposDoMenu`). */
export function entradasDoMenu(
  card: TCargaQuadroCard,
  grupo: TGrupoQuadro | null,
  acoes: readonly TAcaoCarga[],
  session: TSession | null = null,
): TEntradaMenu[] {
  return gruposDoMenu(card, grupo, acoes, session).flatMap((grupoDoMenu) => grupoDoMenu.entradas);
}

/** The drawer each drawer-backed item opens (relative drawer paths, 02 §2). */
export function drawerDoItem(item: TCargaCardMenuItem, cargaId: string): string | null {
  switch (item) {
    case CargaCardMenuItem.Detalhes:
      return `cargas/detalhes/${cargaId}`;
    case CargaCardMenuItem.Documentos:
      return `cargas/detalhes/${cargaId}/documentos`;
    case CargaCardMenuItem.Historico:
      return `cargas/detalhes/${cargaId}/historico`;
    case CargaCardMenuItem.Editar:
      return `cargas/cadastro-carga/${cargaId}`;
    case CargaCardMenuItem.Rotograma:
      return `cargas/detalhes/${cargaId}/rotograma`;
    case CargaCardMenuItem.EncontrarVeiculo:
      return `cargas/detalhes/${cargaId}/encontrar-veiculo`;
    case CargaCardMenuItem.Anexos:
      return `cargas/detalhes/${cargaId}/anexos`;
    case CargaCardMenuItem.Transportadoras:
      return `cargas/detalhes/${cargaId}/transportadoras`;
    case CargaCardMenuItem.Negociacao:
      return `cargas/detalhes/${cargaId}/negociacao`;
    case CargaCardMenuItem.Acompanhamento:
      return `cargas/detalhes/${cargaId}/acompanhamento`;
    case CargaCardMenuItem.GerarPdf:
      return `cargas/cargas/carga-pdf?cargaId=${cargaId}`;
    default:
      return null;
  }
}

/** The page (not a drawer) an item opens, in a new tab: the manifests (02 §2 romaneio routes). */
export function paginaDoItem(item: TCargaCardMenuItem, cargaId: string): string | null {
  switch (item) {
    case CargaCardMenuItem.GerarRomaneio:
      return romaneioHref(cargaId);
    case CargaCardMenuItem.GerarRomaneioSemItens:
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
export function rotaDoItem(item: TCargaCardMenuItem, card: TCargaQuadroCard): string | null {
  if (item !== CargaCardMenuItem.AdicionarHorarioRetorno || !card.veiculo) return null;
  const veiculo = encodeURIComponent(card.veiculo.id);
  const placa = encodeURIComponent(normalizePlate(card.veiculo.placa));
  return `/frota/agenda/${veiculo}/atividade/${placa}?cargaId=${encodeURIComponent(card.id)}`;
}

/** Whether the session may open the item's page: the return time is a fleet page (module Frota). */
export function itemAcessivel(item: TCargaCardMenuItem, session: TSession | null): boolean {
  if (item !== CargaCardMenuItem.AdicionarHorarioRetorno) return true;
  return ROTA_HORARIO_RETORNO !== undefined && canAccessRoute(ROTA_HORARIO_RETORNO, session);
}
