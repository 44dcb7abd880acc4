import '@mantine/core/styles/CloseButton.css';
import type { TPosicaoAnuncio } from '@embarca/domain';
import { Box, CloseButton, Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { anunciosForPage } from '../anuncio-filter';
import { recordAnuncioEvent, useAnuncios, useDismissAnuncio } from '../api/use-anuncios';
import { AnuncioAcao, AnuncioMidia, AnuncioTexto, anuncioColors } from './anuncio-content';

const POSITION_LABELS: Record<TPosicaoAnuncio, string> = {
  top: 'Avisos no topo',
  content: 'Avisos',
  bottom: 'Avisos no rodapé',
};
const PADDING = { sm: '6px 12px', md: '10px 16px', lg: '16px 20px' } as const;

export interface AnuncioBannersProps {
  posicao: TPosicaoAnuncio;
}

/**
 * The announcement banners of one position (01 §3): those whose URL rule matches the page. Closing a
 * banner dismisses it (PATCH lido, 01 §4) and records a 'close' event; the action records a 'click'.
 */
export function AnuncioBanners({ posicao }: AnuncioBannersProps) {
  const { pathname } = useLocation();
  const anuncios = useAnuncios();
  const dismiss = useDismissAnuncio();
  const banners = anunciosForPage(anuncios.data ?? [], pathname, { tipo: 'banner', posicao });
  if (banners.length === 0) return null;

  return (
    <Box
      component="section"
      aria-label={POSITION_LABELS[posicao]}
      style={
        posicao === 'bottom'
          ? { position: 'sticky', bottom: 0, zIndex: 150, marginTop: 16 }
          : { marginBottom: posicao === 'content' ? 16 : 0 }
      }
    >
      {banners.map((anuncio) => {
        const colors = anuncioColors(anuncio);
        return (
          <Box
            key={anuncio.id}
            data-anuncio={anuncio.id}
            style={{
              background: colors.background,
              color: colors.color,
              padding: PADDING[anuncio.estilo.size] ?? PADDING.md,
              borderRadius: posicao === 'content' ? 8 : 0,
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
              <Group gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                <AnuncioMidia anuncio={anuncio} maxHeight={64} />
                <div style={{ flex: 1, minWidth: 200 }}>
                  <AnuncioTexto anuncio={anuncio} />
                </div>
                <AnuncioAcao anuncio={anuncio} />
              </Group>
              <CloseButton
                aria-label={`Fechar aviso: ${anuncio.titulo}`}
                style={{ color: 'inherit' }}
                onClick={() => {
                  recordAnuncioEvent(anuncio.id, 'close');
                  dismiss.mutate(anuncio.id);
                }}
              />
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
