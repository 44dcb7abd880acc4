import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface AvisoDeSaidaProps {
  /** While true, leaving the page (closing the tab or navigating in the app) asks first. */
  ativo: boolean;
  mensagem: string;
}

/**
 * 02 §4: leaving the page while a multi-load process is incomplete warns that it will be interrupted. A tab
 * close or reload gets the browser's own prompt (beforeunload); a navigation inside the app is held by the
 * router and confirmed here.
 */
export function AvisoDeSaida({ ativo, mensagem }: AvisoDeSaidaProps) {
  useEffect(() => {
    if (!ativo) return;
    const avisar = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = mensagem;
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [ativo, mensagem]);

  const blocker = useBlocker(ativo);
  // The process ended while the question was open: nothing is lost by leaving any more.
  useEffect(() => {
    if (!ativo && blocker.state === 'blocked') blocker.proceed();
  }, [ativo, blocker]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Sair desta página?"
      centered
      withCloseButton={false}
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">{mensagem}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Continuar aqui
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Sair mesmo assim
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
