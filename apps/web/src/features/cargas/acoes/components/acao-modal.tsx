import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import type { TCargaAcaoResponse } from '@embarca/domain';
import type { MantineColor, MantineSize } from '@mantine/core';
import { Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { useCargaAcao } from '../../api/use-carga-acao';
import type { TCargaAcaoAlvo } from '../acoes-da-carga';
import { AcaoErro } from './acao-erro';

/** What every dialog of an action on one load receives. */
export interface TAcaoDeCargaProps {
  /** false over the details drawer: Escape reaches the drawer, which hands it back (ManterGavetaAberta). */
  closeOnEscape?: boolean;
  carga: TCargaAcaoAlvo;
  onClose: () => void;
  /** After the API ran the action. */
  onSuccess: (result: TCargaAcaoResponse) => void;
}

/**
 * The call of an action dialog, and the AcaoModal props that follow from the dialog's own: Escape (on
 * unless over the details drawer), closing, and the call's state.
 */
export function useAcaoDialogo({
  closeOnEscape = true,
  onClose,
}: {
  closeOnEscape?: boolean;
  onClose: () => void;
}) {
  const mutation = useCargaAcao();
  return { mutation, modal: { closeOnEscape, onClose, pending: mutation.isPending, error: mutation.error } };
}

export interface AcaoModalProps {
  /** The dialog's title, also the form's name. */
  titulo: string;
  /** false over the details drawer: Escape reaches the drawer, which hands it back (ManterGavetaAberta). */
  closeOnEscape: boolean;
  /** The action's call is running: the dialog cannot be closed and its buttons wait. */
  pending: boolean;
  /** The action's refusal, shown above the buttons (the dialog stays open with what was typed). */
  error: unknown;
  onClose: () => void;
  /** A form: the confirm button submits it. Without one, the dialog only asks and `onConfirm` runs. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onConfirm?: () => void;
  confirmLabel: string;
  confirmColor?: MantineColor;
  confirmDisabled?: boolean;
  size?: MantineSize;
  children: ReactNode;
}

/** The dialog of one load action (02 §2, §4): its fields or question, the refusal, 'Voltar' and the action. */
export function AcaoModal({
  titulo,
  closeOnEscape,
  pending,
  error,
  onClose,
  onSubmit,
  onConfirm,
  confirmLabel,
  confirmColor,
  confirmDisabled,
  size,
  children,
}: AcaoModalProps) {
  const conteudo = (
    <Stack gap="md">
      {children}
      <AcaoErro error={error} />
      <DialogActions
        onCancel={onClose}
        cancelLabel="Voltar"
        confirmLabel={confirmLabel}
        onConfirm={onSubmit ? undefined : onConfirm}
        pending={pending}
        confirmColor={confirmColor}
        confirmDisabled={confirmDisabled}
      />
    </Stack>
  );
  return (
    <Modal
      opened
      closeOnEscape={closeOnEscape}
      onClose={pending ? () => {} : onClose}
      title={titulo}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate aria-label={titulo}>
          {conteudo}
        </form>
      ) : (
        conteudo
      )}
    </Modal>
  );
}
