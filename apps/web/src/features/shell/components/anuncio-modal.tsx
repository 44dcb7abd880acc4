import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { anunciosForPage, closeForThisLoad } from '../anuncio-filter';
import { recordAnuncioEvent, useAnuncios, useDismissAnuncio } from '../api/use-anuncios';
import { AnuncioAcao, AnuncioMidia, AnuncioTexto } from './anuncio-content';

export const DO_NOT_SHOW_AGAIN = 'Não mostrar novamente';

/**
 * Announcement modals (01 §3) in the alert-panel form of 01 §9 (450 px: title, description, action button
 * and the 'do not show again' link). The X closes it for this page load ('close' event); 'Não mostrar
 * novamente' dismisses it for good (PATCH lido + 'close' event); the action records a 'click'.
 */
export function AnuncioModal() {
  const { pathname } = useLocation();
  const anuncios = useAnuncios();
  const dismiss = useDismissAnuncio();
  const [, setClosed] = useState(0);
  const anuncio = anunciosForPage(anuncios.data ?? [], pathname, { tipo: 'modal' })[0];

  const close = () => {
    if (!anuncio) return;
    recordAnuncioEvent(anuncio.id, 'close');
    closeForThisLoad(anuncio.id);
    setClosed((count) => count + 1);
  };

  return (
    <Modal
      opened={anuncio !== undefined}
      onClose={close}
      title={anuncio?.titulo}
      size={450}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {anuncio ? (
        <Stack gap="md">
          <AnuncioMidia anuncio={anuncio} maxHeight={220} />
          <AnuncioTexto anuncio={{ ...anuncio, titulo: '' }} />
          <Group justify="space-between" wrap="wrap">
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="gray.8"
              underline="always"
              onClick={() => {
                recordAnuncioEvent(anuncio.id, 'close');
                dismiss.mutate(anuncio.id);
              }}
            >
              {DO_NOT_SHOW_AGAIN}
            </Anchor>
            <AnuncioAcao
              anuncio={anuncio}
              filled
              onDone={() => {
                closeForThisLoad(anuncio.id);
                setClosed((count) => count + 1);
              }}
            />
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
