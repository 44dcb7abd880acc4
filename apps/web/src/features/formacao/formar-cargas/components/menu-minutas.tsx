import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Button.css';
import type { TMinuta, TPedido } from '@embarca/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

export interface MenuMinutasProps {
  pedido: TPedido;
  minutas: readonly TMinuta[];
  /** The draft the order is in (a move then: that draft is not offered, 'Retirar da minuta' is). */
  minutaAtual?: TMinuta | null;
  onEscolher: (minuta: TMinuta | 'nova') => void;
  onRetirar?: () => void;
}

/**
 * The keyboard and click path of drag and drop: 'Adicionar à minuta' on an open order (each draft, or a new
 * one), 'Mover' on an order of a draft (the other drafts, a new one, or back to the open list).
 */
export function MenuMinutas({ pedido, minutas, minutaAtual, onEscolher, onRetirar }: MenuMinutasProps) {
  const outras = minutas.filter((minuta) => minuta.id !== minutaAtual?.id);
  const rotulo = minutaAtual ? 'Mover' : 'Adicionar à minuta';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          rightSection={<IconChevronDown size={12} aria-hidden="true" />}
          aria-label={`${rotulo}: pedido ${pedido.codigo}`}
          style={{ flex: 'none' }}
        >
          {rotulo}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{minutaAtual ? 'Mover para' : 'Adicionar à'}</Menu.Label>
        {outras.map((minuta) => (
          <Menu.Item key={minuta.id} onClick={() => onEscolher(minuta)}>
            Minuta {minuta.numero} ({minuta.pedidos.length}{' '}
            {minuta.pedidos.length === 1 ? 'pedido' : 'pedidos'})
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => onEscolher('nova')}>Nova minuta</Menu.Item>
        {minutaAtual && onRetirar ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={onRetirar}>
              Retirar da minuta
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
