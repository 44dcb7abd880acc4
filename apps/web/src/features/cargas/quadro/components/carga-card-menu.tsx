import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ActionIcon.css';
import type { TCargaCardMenuItem, TCargaQuadroCard, TGrupoQuadro } from '@embarca/domain';
import { ActionIcon, Menu, Portal } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { useSession } from '../../../../lib/use-session';
import { acoesDoMenuDoCard } from '../../acoes/acoes-da-carga';
import { useCargaAcoesContexto } from '../../acoes/carga-acoes-context';
import {
  MENU_DA_CARGA_PROPS,
  MENU_DA_CARGA_ROLAGEM,
  MenuDaCargaItens,
} from '../../acoes/components/menu-da-carga';
import { gruposDoMenu } from '../menu-items';

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
  return (
    <MenuDaCargaItens
      grupos={gruposDoMenu(card, grupo, acoes, session)}
      onEntrada={(entrada) =>
        entrada.tipo === 'item' ? onSelect(entrada.item, card) : contexto?.abrir(entrada.acao, card)
      }
    />
  );
}

/**
 * The card's context menu (02 §2): a dropdown button on the card, and the same items at the pointer on a
 * right-click. Items: the load menu (`gruposDoMenu`, the drawer's 'Ações' too) with the card's actions,
 * grouped; it flips and scrolls to stay on the screen (issue 16).
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
      <Menu position="bottom-end" {...MENU_DA_CARGA_PROPS}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} onDoubleClick={stop}>
            <IconDotsVertical size={16} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={label} style={MENU_DA_CARGA_ROLAGEM} {...dropdownGuards}>
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
            {...MENU_DA_CARGA_PROPS}
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
            <Menu.Dropdown aria-label={label} style={MENU_DA_CARGA_ROLAGEM} {...dropdownGuards}>
              <Itens card={card} grupo={grupo} onSelect={onSelect} />
            </Menu.Dropdown>
          </Menu>
        </Portal>
      )}
    </>
  );
}
