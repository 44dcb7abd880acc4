import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import {
  POSICAO_ANUNCIO_LABELS,
  type TAcaoAnuncio,
  type TEstiloAnuncio,
  TIPO_ANUNCIO_LABELS,
  type TMidiaAnuncio,
  type TPosicaoAnuncio,
  type TTipoAnuncio,
} from '@embarca/domain';
import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { AnuncioHtml } from '../../../lib/ui/anuncio-html';

/** Colours with enough contrast (axe): filled → white text on a dark shade; light → dark text on a tint. */
const COLORS: Record<TEstiloAnuncio['variant'], { solid: string; light: string }> = {
  info: { solid: 'var(--mantine-color-blue-8)', light: 'var(--mantine-color-blue-0)' },
  success: { solid: 'var(--mantine-color-teal-9)', light: 'var(--mantine-color-teal-0)' },
  warning: { solid: 'var(--mantine-color-orange-9)', light: 'var(--mantine-color-yellow-0)' },
  danger: { solid: 'var(--mantine-color-red-9)', light: 'var(--mantine-color-red-0)' },
};
const PADDING: Record<TEstiloAnuncio['size'], string> = { sm: 'xs', md: 'sm', lg: 'md' };

export interface AnuncioPreviewProps {
  tipo: TTipoAnuncio;
  posicao: TPosicaoAnuncio;
  titulo: string;
  mensagem: string;
  estilo: TEstiloAnuncio;
  midia: TMidiaAnuncio | null;
  acao: TAcaoAnuncio | null;
}

/** How the banner or modal will look (the shell draws the real one). */
export function AnuncioPreview({
  tipo,
  posicao,
  titulo,
  mensagem,
  estilo,
  midia,
  acao,
}: AnuncioPreviewProps) {
  const color = COLORS[estilo.variant] ?? COLORS.info;
  const solid = estilo.solid;
  return (
    <Box>
      <Text size="sm" fw={600} mb={4}>
        Pré-visualização ({TIPO_ANUNCIO_LABELS[tipo]}
        {tipo === 'banner' ? ` · ${POSICAO_ANUNCIO_LABELS[posicao]}` : ''})
      </Text>
      <Paper
        withBorder
        p={PADDING[estilo.size] ?? 'sm'}
        radius={tipo === 'modal' ? 'md' : 'sm'}
        style={{
          background: solid ? color.solid : color.light,
          color: solid ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-9)',
        }}
        data-testid="anuncio-preview"
      >
        {midia?.url && midia.tipo === 'img' ? (
          <img
            src={midia.url}
            alt={midia.alt}
            style={{ maxWidth: '100%', maxHeight: 120, display: 'block' }}
          />
        ) : null}
        {midia?.url && midia.tipo === 'video' ? <Text size="xs">Vídeo: {midia.alt || midia.url}</Text> : null}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ fontSize: estilo.size === 'lg' ? 16 : estilo.size === 'sm' ? 13 : 14 }}>
            {titulo ? <strong>{titulo} </strong> : null}
            <AnuncioHtml html={mensagem} />
          </div>
          {acao?.label ? (
            <Anchor
              href={acao.url || undefined}
              target={acao.target === '_blank' ? '_blank' : undefined}
              rel="noopener noreferrer"
              underline="always"
              style={{ color: 'inherit', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {acao.label}
            </Anchor>
          ) : null}
        </Group>
      </Paper>
    </Box>
  );
}
