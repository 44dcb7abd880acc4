import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { type ComponentType, useState } from 'react';

/** The fields of a keydown a shortcut reads (a plain object in tests). */
export type TShortcutEvent = Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>;

export interface TAltShortcutKeys {
  /** Physical keys (`code`): the same key whatever the layout types with it (Option+. types '≥' on a Mac). */
  codes: readonly string[];
  /** Characters (`key`), for layouts where the key is elsewhere. */
  keys: readonly string[];
}

/** Alt plus one of `codes`/`keys`, Shift allowed, Ctrl and Meta not: the top bar's shortcuts (01 §2). */
export function altShortcut({ codes, keys }: TAltShortcutKeys): (event: TShortcutEvent) => boolean {
  return (event) => {
    if (!event.altKey || event.ctrlKey || event.metaKey) return false;
    return codes.includes(event.code) || keys.includes(event.key);
  };
}

/** 'Pesquisa rápida (Alt+.)': how a shortcut dialog is named on its button, in its tooltip and its title. */
export const shortcutTitle = (title: string, shortcut: string) => `${title} (${shortcut})`;

/**
 * The state of a top-bar dialog opened by its button or by its shortcut anywhere in the shell (while
 * `enabled`). `used` turns on at the first opening and stays: the dialog is mounted from then on, so its
 * closing animation and what was typed in it survive.
 */
export function useShortcutDialog(isShortcut: (event: TShortcutEvent) => boolean, enabled: boolean) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  useWindowEvent('keydown', (event) => {
    if (!enabled || !isShortcut(event)) return;
    event.preventDefault();
    open();
  });
  return { opened, used, open, close: () => setOpened(false) };
}

export interface ShortcutButtonProps {
  title: string;
  /** As written for people and for `aria-keyshortcuts` ('Alt+.'). */
  shortcut: string;
  icon: ComponentType<{ size?: number | string; stroke?: number | string }>;
  onClick: () => void;
}

/** The top-bar icon button of a shortcut dialog, named and tooltipped with its shortcut. */
export function ShortcutButton({ title, shortcut, icon: Icon, onClick }: ShortcutButtonProps) {
  const label = shortcutTitle(title, shortcut);
  return (
    <Tooltip label={label} openDelay={50}>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={label}
        aria-keyshortcuts={shortcut}
        onClick={onClick}
      >
        <Icon size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
