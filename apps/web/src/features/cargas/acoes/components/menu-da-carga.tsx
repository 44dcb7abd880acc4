import '@mantine/core/styles/Menu.css';
import { AcaoCarga, CargaCardMenuItem, type TAcaoCarga, type TCargaCardMenuItem } from '@embarca/domain';
import { Menu, type MenuProps } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsLeftRight,
  IconBan,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCircleCheck,
  IconCircleOff,
  IconClockPlus,
  IconCoin,
  IconEye,
  IconFileDescription,
  IconFiles,
  IconFileText,
  IconFileTypePdf,
  IconHistory,
  IconMap2,
  IconPaperclip,
  IconPencil,
  IconRefresh,
  IconRestore,
  IconSearch,
  IconTimeline,
  IconTruck,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TEntradaMenu, TGrupoDoMenu } from '../../quadro/menu-items';

const ITEM_ICONES: Partial<Record<TCargaCardMenuItem, TablerIcon>> = {
  [CargaCardMenuItem.Detalhes]: IconEye,
  [CargaCardMenuItem.Rotograma]: IconMap2,
  [CargaCardMenuItem.EncontrarVeiculo]: IconSearch,
  [CargaCardMenuItem.Anexos]: IconPaperclip,
  [CargaCardMenuItem.Editar]: IconPencil,
  [CargaCardMenuItem.Documentos]: IconFiles,
  [CargaCardMenuItem.Historico]: IconHistory,
  [CargaCardMenuItem.MoverPara]: IconArrowsLeftRight,
  [CargaCardMenuItem.GerarRomaneio]: IconFileText,
  [CargaCardMenuItem.GerarRomaneioSemItens]: IconFileDescription,
  [CargaCardMenuItem.GerarPdf]: IconFileTypePdf,
  [CargaCardMenuItem.Transportadoras]: IconBuildingStore,
  [CargaCardMenuItem.Negociacao]: IconCoin,
  [CargaCardMenuItem.Acompanhamento]: IconTimeline,
  [CargaCardMenuItem.AdicionarHorarioRetorno]: IconClockPlus,
};

const ACAO_ICONES: Record<TAcaoCarga, TablerIcon> = {
  [AcaoCarga.Alocar]: IconTruck,
  [AcaoCarga.AtualizarVeiculo]: IconTruckDelivery,
  [AcaoCarga.Finalizar]: IconCircleCheck,
  [AcaoCarga.ReverterFinalizacao]: IconArrowBackUp,
  [AcaoCarga.Reabrir]: IconRestore,
  [AcaoCarga.Reativar]: IconRefresh,
  [AcaoCarga.Cancelar]: IconBan,
  [AcaoCarga.Desativar]: IconCircleOff,
  [AcaoCarga.AlterarUnidade]: IconBuildingWarehouse,
};

/**
 * Where the load menu opens (issue 16: 16 items opened low on a 768 px screen ran off it): it flips to the
 * side with more room when it does not fit below, and is never taller than the room it has — the rest
 * scrolls inside it (`MENU_DA_CARGA_ROLAGEM`), 8 px from the screen's edges.
 */
export const MENU_DA_CARGA_MIDDLEWARES: MenuProps['middlewares'] = {
  flip: { fallbackStrategy: 'bestFit', padding: 8 },
  shift: { padding: 8 },
  size: { padding: 8 },
};

/**
 * What every menu of a load shares (the card's, its right-click one, the details drawer's "Ações"): in a
 * portal, 250 px wide, kept inside the screen, focus on the first item (issue 16 item 2).
 */
export const MENU_DA_CARGA_PROPS = {
  withinPortal: true,
  shadow: 'md',
  width: 250,
  middlewares: MENU_DA_CARGA_MIDDLEWARES,
  withInitialFocusPlaceholder: false,
} as const satisfies Partial<MenuProps>;

/** The dropdown's own scrolling when the screen is shorter than the menu. */
export const MENU_DA_CARGA_ROLAGEM = { overflowY: 'auto', overscrollBehavior: 'contain' } as const;

export interface MenuDaCargaItensProps {
  grupos: readonly TGrupoDoMenu[];
  onEntrada: (entrada: TEntradaMenu) => void;
}

/**
 * The load menu's lines (the card's and the drawer's, issue 16): one group after another — Visualizar,
 * Alterar, Imprimir — each under its label, dividers between them. Arrow keys, Home and End move between
 * the items (Mantine's Menu); the first one takes the focus when the menu opens (the menus using this pass
 * `withInitialFocusPlaceholder={false}`: Mantine's placeholder would take it, a presentational element with a
 * tabindex that axe refuses inside a menu).
 */
export function MenuDaCargaItens({ grupos, onEntrada }: MenuDaCargaItensProps) {
  let primeiro = true;
  return grupos.map((grupo, indice) => (
    <Fragment key={grupo.grupo}>
      {indice > 0 && <Menu.Divider role="separator" />}
      <Menu.Label c="gray.7">{grupo.rotulo}</Menu.Label>
      {grupo.entradas.map((entrada) => {
        const Icon = entrada.tipo === 'item' ? ITEM_ICONES[entrada.item] : ACAO_ICONES[entrada.acao];
        const autofocus = primeiro;
        primeiro = false;
        return (
          <Menu.Item
            key={entrada.tipo === 'item' ? entrada.item : `acao-${entrada.acao}`}
            data-autofocus={autofocus || undefined}
            leftSection={Icon ? <Icon size={16} aria-hidden="true" /> : undefined}
            onClick={() => onEntrada(entrada)}
          >
            {entrada.rotulo}
          </Menu.Item>
        );
      })}
    </Fragment>
  ));
}
