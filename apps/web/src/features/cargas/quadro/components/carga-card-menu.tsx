import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  AcaoCarga,
  CargaCardMenuItem,
  type TAcaoCarga,
  type TCargaCardMenuItem,
  type TCargaQuadroCard,
  type TGrupoQuadro,
} from '@embarca/domain';
import { ActionIcon, Menu, Portal } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsLeftRight,
  IconBan,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCircleOff,
  IconClockPlus,
  IconCoin,
  IconDotsVertical,
  IconEye,
  IconFileDescription,
  IconFiles,
  IconFileText,
  IconFileTypePdf,
  IconHistory,
  IconMap2,
  IconPaperclip,
  IconPencil,
  IconSearch,
  IconTimeline,
  IconTruck,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { useSession } from '../../../../lib/use-session';
import { acoesDoMenuDoCard } from '../../acoes/acoes-da-carga';
import { useCargaAcoesContexto } from '../../acoes/carga-acoes-context';
import { entradasDoMenu } from '../menu-items';

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

const ACAO_ICONES: Partial<Record<TAcaoCarga, TablerIcon>> = {
  [AcaoCarga.Alocar]: IconTruck,
  [AcaoCarga.AtualizarVeiculo]: IconTruckDelivery,
  [AcaoCarga.ReverterFinalizacao]: IconArrowBackUp,
  [AcaoCarga.Cancelar]: IconBan,
  [AcaoCarga.Desativar]: IconCircleOff,
  [AcaoCarga.AlterarUnidade]: IconBuildingWarehouse,
};

/** The menu lives in a portal but React events still bubble to the card: no drag, no double-click. */
const stop = (event: SyntheticEvent) => event.stopPropagation();
const dropdownGuards = { onPointerDown: stop, onDoubleClick: stop, onContextMenu: stop };

export interface TPosicaoMenu {
  x: number;
  y: number;
}

export interface CargaCardMenuProps {
  card: TCargaQuadroCard;
  grupo: TGrupoQuadro;
  onSelect: (item: TCargaCardMenuItem, card: TCargaQuadroCard) => void;
  /** Where a right-click opened the context menu; null when closed. */
  contextPosition?: TPosicaoMenu | null;
  onContextClose?: () => void;
}

function Itens({ card, grupo, onSelect }: Pick<CargaCardMenuProps, 'card' | 'grupo' | 'onSelect'>) {
  // The actions open their dialogs through the board's context; outside the board there are none.
  const contexto = useCargaAcoesContexto();
  const acoes = contexto ? acoesDoMenuDoCard(card) : [];
  const session = useSession();
  return entradasDoMenu(card, grupo, acoes, session).map((entrada) => {
    const Icon = entrada.tipo === 'item' ? ITEM_ICONES[entrada.item] : ACAO_ICONES[entrada.acao];
    return (
      <Menu.Item
        key={entrada.tipo === 'item' ? entrada.item : `acao-${entrada.acao}`}
        leftSection={Icon ? <Icon size={16} aria-hidden="true" /> : undefined}
        onClick={() =>
          entrada.tipo === 'item' ? onSelect(entrada.item, card) : contexto?.abrir(entrada.acao, card)
        }
      >
        {entrada.rotulo}
      </Menu.Item>
    );
  });
}

/**
 * The card's context menu (02 §2): a dropdown button on the card, and the same items at the pointer on a
 * right-click. Items: the domain's `cargaCardMenuItems` less those not built yet, and the load actions that
 * apply to it (menu-items.ts `entradasDoMenu`).
 */
export function CargaCardMenu({
  card,
  grupo,
  onSelect,
  contextPosition = null,
  onContextClose,
}: CargaCardMenuProps) {
  const label = `Ações da carga ${card.codigo}`;
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={240}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} onDoubleClick={stop}>
            <IconDotsVertical size={16} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={label} {...dropdownGuards}>
          <Itens card={card} grupo={grupo} onSelect={onSelect} />
        </Menu.Dropdown>
      </Menu>
      {contextPosition && (
        // The anchor sits in a portal: cards live in transformed (virtualised) rows, where `fixed` is relative.
        <Portal>
          <Menu
            opened
            onChange={(opened) => {
              if (!opened) onContextClose?.();
            }}
            position="bottom-start"
            shadow="md"
            width={240}
            withinPortal
          >
            <Menu.Target>
              <div
                aria-hidden="true"
                style={{
                  position: 'fixed',
                  left: contextPosition.x,
                  top: contextPosition.y,
                  width: 1,
                  height: 1,
                }}
              />
            </Menu.Target>
            <Menu.Dropdown aria-label={label} {...dropdownGuards}>
              <Itens card={card} grupo={grupo} onSelect={onSelect} />
            </Menu.Dropdown>
          </Menu>
        </Portal>
      )}
    </>
  );
}
