import '@mantine/core/styles/Button.css';
import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogActionsProps {
  onCancel: () => void;
  /** 'Cancelar' unless the dialog names it otherwise ('Voltar'). */
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** Runs on click; without it the confirm button submits the form around it. */
  onConfirm?: () => void;
  /** The call is running: cancelling waits and the confirm button shows it is loading. */
  pending: boolean;
  confirmColor?: MantineColor;
  confirmDisabled?: boolean;
  mt?: MantineSpacing;
  gap?: MantineSpacing;
}

/** The buttons at the foot of a dialog, form or drawer: cancel, then the action. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancelar',
  confirmLabel,
  onConfirm,
  pending,
  confirmColor,
  confirmDisabled,
  mt,
  gap,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt={mt} gap={gap}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={confirmColor}
        disabled={confirmDisabled}
        loading={pending}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
