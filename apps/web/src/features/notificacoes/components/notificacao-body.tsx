import { Box } from '@mantine/core';
import { AnuncioHtml } from '../../../lib/ui/anuncio-html';
import classes from './notificacoes.module.css';

export interface NotificacaoBodyProps {
  html: string;
  /** Lines shown before the text is cut with an ellipsis (all when omitted). */
  lineClamp?: number;
}

/**
 * A notification body: HTML already sanitised by the server, rendered again through the announcements'
 * allow-list renderer (DOMParser + React elements: no script, no event attribute, no image ever loads).
 */
export function NotificacaoBody({ html, lineClamp }: NotificacaoBodyProps) {
  return (
    <Box
      className={classes.body}
      fz="sm"
      c="gray.8"
      style={
        lineClamp
          ? {
              display: '-webkit-box',
              WebkitLineClamp: lineClamp,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }
          : undefined
      }
    >
      <AnuncioHtml html={html} />
    </Box>
  );
}
