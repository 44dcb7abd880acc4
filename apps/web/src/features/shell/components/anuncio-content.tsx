import '@mantine/core/styles/Button.css';
import type { TAnuncio, TEstiloAnuncio } from '@embarca/domain';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AnuncioHtml } from '../../../lib/ui/anuncio-html';
import { recordAnuncioEvent } from '../api/use-anuncios';

/** Colours with enough contrast (axe): solid → white text on a dark shade; light → dark text on a tint. */
export const ANUNCIO_COLORS: Record<
  TEstiloAnuncio['variant'],
  { solid: string; light: string; mantine: string }
> = {
  info: { solid: 'var(--mantine-color-blue-8)', light: 'var(--mantine-color-blue-0)', mantine: 'blue.8' },
  success: { solid: 'var(--mantine-color-teal-9)', light: 'var(--mantine-color-teal-0)', mantine: 'teal.9' },
  warning: {
    solid: 'var(--mantine-color-orange-9)',
    light: 'var(--mantine-color-yellow-0)',
    mantine: 'orange.9',
  },
  danger: { solid: 'var(--mantine-color-red-9)', light: 'var(--mantine-color-red-0)', mantine: 'red.9' },
};

export function anuncioColors(anuncio: TAnuncio) {
  const color = ANUNCIO_COLORS[anuncio.estilo.variant] ?? ANUNCIO_COLORS.info;
  return {
    background: anuncio.estilo.solid ? color.solid : color.light,
    color: anuncio.estilo.solid ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-9)',
    button: color.mantine,
  };
}

/** The announcement's media: an image or a video (01 §3). */
export function AnuncioMidia({ anuncio, maxHeight }: { anuncio: TAnuncio; maxHeight: number }) {
  const midia = anuncio.midia;
  if (!midia?.url) return null;
  if (midia.tipo === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: announcement videos are illustrative; the text carries the message.
      <video
        src={midia.url}
        controls
        aria-label={midia.alt || anuncio.titulo}
        style={{ maxWidth: '100%', maxHeight, display: 'block', borderRadius: 4 }}
      />
    );
  }
  return (
    <img
      src={midia.url}
      alt={midia.alt}
      style={{ maxWidth: '100%', maxHeight, display: 'block', borderRadius: 4 }}
    />
  );
}

/** Title and sanitised message (the server sanitised it; `AnuncioHtml` keeps the same allow-list). */
export function AnuncioTexto({ anuncio }: { anuncio: TAnuncio }) {
  const fontSize = anuncio.estilo.size === 'lg' ? 16 : anuncio.estilo.size === 'sm' ? 13 : 14;
  return (
    <div style={{ fontSize }} className="embarca-anuncio-texto">
      {anuncio.titulo ? <strong>{anuncio.titulo} </strong> : null}
      <AnuncioHtml html={anuncio.mensagem} />
    </div>
  );
}

/** The action button (label, url, target): records a click, then opens the link (in-app paths in the router). */
export interface AnuncioAcaoProps {
  anuncio: TAnuncio;
  /** Drawn on a white surface (modal): always a filled button. */
  filled?: boolean;
  onDone?: () => void;
}

export function AnuncioAcao({ anuncio, filled = false, onDone }: AnuncioAcaoProps) {
  const navigate = useNavigate();
  const acao = anuncio.acao;
  if (!acao?.label || !acao.url) return null;
  const colors = anuncioColors(anuncio);
  const inApp = acao.url.startsWith('/') && !acao.url.startsWith('//');
  const onClick = () => {
    recordAnuncioEvent(anuncio.id, 'click');
    if (inApp && acao.target !== '_blank') {
      navigate(acao.url);
    } else if (acao.target === '_blank') {
      window.open(inApp ? `#${acao.url}` : acao.url, '_blank', 'noopener,noreferrer');
    } else {
      window.location.assign(acao.url);
    }
    onDone?.();
  };
  return (
    <Button
      size="xs"
      variant={anuncio.estilo.solid && !filled ? 'white' : 'filled'}
      color={anuncio.estilo.solid && !filled ? 'dark' : colors.button}
      onClick={onClick}
      style={{ flexShrink: 0 }}
    >
      {acao.label}
    </Button>
  );
}
