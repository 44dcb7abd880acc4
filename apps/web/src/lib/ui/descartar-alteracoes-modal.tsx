import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { TDescartarAlteracoesModalProps } from './use-descartar-alteracoes';

export const DESCARTAR_ALTERACOES_TITULO = 'Descartar alterações?';

/**
 * Asked before a form drawer with unsaved changes closes (issue 16). 'Continuar editando' has the focus,
 * so Enter or Escape keep what was typed; only 'Descartar' drops it.
 */
export function DescartarAlteracoesModal({
  opened,
  onContinuar,
  onDescartar,
}: TDescartarAlteracoesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onContinuar}
      title={DESCARTAR_ALTERACOES_TITULO}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      // Above the drawer it guards (a drawer is 200).
      zIndex={300}
    >
      <Text size="sm">O que você digitou neste formulário ainda não foi salvo e será perdido.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" color="red" c="red.8" onClick={onDescartar}>
          Descartar
        </Button>
        <Button onClick={onContinuar} data-autofocus>
          Continuar editando
        </Button>
      </Group>
    </Modal>
  );
}
