import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import type { TPosicaoAnuncio } from '@embarca/domain';
import { ActionIcon, Box, CloseButton, Group, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
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
 * 'Recolher aviso' shrinks a banner to its title on one line, remembered in this browser (issue 16: the
 * banners took ~150 px of every page).
 */
export function AnuncioBanners({ posicao }: AnuncioBannersProps) {
  const { pathname } = useLocation();
  const anuncios = useAnuncios();
  const dismiss = useDismissAnuncio();
  const [recolhidos, setRecolhidos] = useLocalStorage<string[]>({
    key: STORAGE_KEYS.collapsedAnnouncements,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
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
        const recolhido = recolhidos.includes(anuncio.id);
        const alternar = () =>
          setRecolhidos((atual) =>
            recolhido ? atual.filter((id) => id !== anuncio.id) : [...atual, anuncio.id],
          );
        return (
          <Box
            key={anuncio.id}
            data-anuncio={anuncio.id}
            style={{
              background: colors.background,
              color: colors.color,
              padding: recolhido ? PADDING.sm : (PADDING[anuncio.estilo.size] ?? PADDING.md),
              borderRadius: posicao === 'content' ? 8 : 0,
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
              {recolhido ? (
                <Text size="sm" fw={700} truncate style={{ flex: 1, minWidth: 0 }}>
                  {anuncio.titulo}
                </Text>
              ) : (
                <Group gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                  <AnuncioMidia anuncio={anuncio} maxHeight={64} />
                  <div style={{ flex: 1, minWidth: 200 }}>
                    <AnuncioTexto anuncio={anuncio} />
                  </div>
                  <AnuncioAcao anuncio={anuncio} />
                </Group>
              )}
              <ActionIcon
                variant="subtle"
                color="gray.9"
                aria-label={`${recolhido ? 'Expandir' : 'Recolher'} aviso: ${anuncio.titulo}`}
                aria-expanded={!recolhido}
                onClick={alternar}
                style={{ color: 'inherit', flex: 'none' }}
              >
                {recolhido ? (
                  <IconChevronDown size={18} aria-hidden="true" />
                ) : (
                  <IconChevronUp size={18} aria-hidden="true" />
                )}
              </ActionIcon>
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
