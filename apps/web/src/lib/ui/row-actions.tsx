import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TRowAction {
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: () => void;
  hidden?: boolean;
}

export interface RowActionsProps {
  /** The row's name, for the button's accessible name ('Ações de Filial Sul'). */
  itemName: string;
  actions: readonly TRowAction[];
}

/** The '…' menu of a list row (edit, activate/deactivate, delete, …). */
export function RowActions({ itemName, actions }: RowActionsProps) {
  const visible = actions.filter((action) => !action.hidden);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${itemName}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {visible.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.danger ? 'red' : undefined}
            leftSection={action.icon}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
