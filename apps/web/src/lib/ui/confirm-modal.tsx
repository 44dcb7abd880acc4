import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from './dialog-actions';

export interface TConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Danger style for delete/deactivate/block. */
  danger?: boolean;
  /** The action; the modal stays open (button loading) while it runs and closes when it settles. */
  onConfirm: () => Promise<unknown> | undefined;
}

export interface ConfirmModalProps {
  request: TConfirmRequest | null;
  onClose: () => void;
}

/** The confirmation asked before deleting, deactivating or blocking something (01 §5, §8). */
export function ConfirmModal({ request, onClose }: ConfirmModalProps) {
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setRunning(true);
    try {
      await request.onConfirm();
    } catch {
      // The action reports its own failure.
    } finally {
      setRunning(false);
      onClose();
    }
  };
  return (
    <Modal
      opened={request !== null}
      onClose={running ? () => {} : onClose}
      title={request?.title}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Text size="sm">{request?.message}</Text>
      <DialogActions
        onCancel={onClose}
        confirmLabel={request?.confirmLabel}
        onConfirm={confirm}
        pending={running}
        confirmColor={request?.danger ? 'red' : undefined}
        mt="lg"
      />
    </Modal>
  );
}

/** State for one `ConfirmModal`: `ask(request)` opens it. */
export function useConfirm() {
  const [request, setRequest] = useState<TConfirmRequest | null>(null);
  return {
    ask: setRequest,
    modalProps: { request, onClose: () => setRequest(null) } satisfies ConfirmModalProps,
  };
}
