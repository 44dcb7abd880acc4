import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Drawer, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DialogActions } from './dialog-actions';
import { notifyApiError, notifySuccess } from './notify';

export interface FormDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  submitLabel?: string;
  size?: string;
  children: ReactNode;
}

/** A create/edit form in a right-side drawer, with Cancelar and Salvar at the bottom. */
export function FormDrawer({
  opened,
  title,
  onClose,
  onSubmit,
  saving,
  submitLabel = 'Salvar',
  size = 'lg',
  children,
}: FormDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {children}
          <DialogActions onCancel={onClose} confirmLabel={submitLabel} pending={saving} mt="md" />
        </Stack>
      </form>
    </Drawer>
  );
}

/**
 * The state of a list's create/edit drawer: the row it edits (null: a new one) and whether it is open.
 * Closing keeps the row, so the drawer does not change under its closing animation.
 */
export function useFormDrawer<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (row: T | null) => {
    setEditing(row);
    setOpened(true);
  };
  return { editing, opened, open, close: () => setOpened(false) };
}

export interface TSaveFormOptions {
  /** The catalogue's `{item}` ('Unidade de negócio'). */
  item: string;
  kind: 'created' | 'updated';
  /** After the success message: close the drawer (and say more, if needed). */
  onSaved?: () => void;
  /** Before the API's message: put a refusal on its field. */
  onError?: (error: unknown) => void;
}

/**
 * Saves a create/edit form: 'X criado/atualizado com sucesso!' then `onSaved`; on failure the API's
 * message, the drawer staying open with what was typed.
 */
export async function saveForm(
  save: () => Promise<unknown>,
  { item, kind, onSaved, onError }: TSaveFormOptions,
) {
  try {
    await save();
    notifySuccess(kind, item);
    onSaved?.();
  } catch (error) {
    onError?.(error);
    notifyApiError(error);
  }
}
