import type { TPosicaoAnuncio, TTipoAnuncio } from '../notificacoes/notificacoes.enums';

/**
 * Announcements (01 §3 "Announcement", §4, §7) and release posts ("what's new"). String codes are the
 * spec's words (banner/modal, top/content/bottom, exact/contains, video/img); labels are pt-BR.
 * zod codecs live in anuncios.schemas.ts (ARCHITECTURE.md "Web bundle").
 */

// TipoAnuncio and PosicaoAnuncio (01 §3) are declared in notificacoes/notificacoes.enums.ts; their labels live here.
export const TIPO_ANUNCIO_LABELS: Record<TTipoAnuncio, string> = { banner: 'Banner', modal: 'Modal' };

/** Where a banner is shown; a modal ignores it (stored as given). */
export const POSICAO_ANUNCIO_LABELS: Record<TPosicaoAnuncio, string> = {
  top: 'Topo',
  content: 'Conteúdo',
  bottom: 'Rodapé',
};

/** How the rule's URLs are compared with the current page path. */
export const TipoRegraAnuncio = { Exact: 'exact', Contains: 'contains' } as const;
export type TTipoRegraAnuncio = (typeof TipoRegraAnuncio)[keyof typeof TipoRegraAnuncio];
export const TIPO_REGRA_ANUNCIO_LABELS: Record<TTipoRegraAnuncio, string> = {
  exact: 'Igual a',
  contains: 'Contém',
};

export const TipoMidiaAnuncio = { Video: 'video', Img: 'img' } as const;
export type TTipoMidiaAnuncio = (typeof TipoMidiaAnuncio)[keyof typeof TipoMidiaAnuncio];
export const TIPO_MIDIA_ANUNCIO_LABELS: Record<TTipoMidiaAnuncio, string> = { video: 'Vídeo', img: 'Imagem' };

/** Analytics events of our own table `anuncio_eventos` (no third party). */
export const EventoAnuncio = { Click: 'click', Close: 'close' } as const;
export type TEventoAnuncio = (typeof EventoAnuncio)[keyof typeof EventoAnuncio];

/** The action button's target. */
export const AlvoAcaoAnuncio = { Self: '_self', Blank: '_blank' } as const;
export type TAlvoAcaoAnuncio = (typeof AlvoAcaoAnuncio)[keyof typeof AlvoAcaoAnuncio];
export const ALVO_ACAO_ANUNCIO_LABELS: Record<TAlvoAcaoAnuncio, string> = {
  _self: 'Mesma aba',
  _blank: 'Nova aba',
};

/** Style: size, solid (filled) or light, and a colour variant. */
export const TamanhoAnuncio = { Sm: 'sm', Md: 'md', Lg: 'lg' } as const;
export type TTamanhoAnuncio = (typeof TamanhoAnuncio)[keyof typeof TamanhoAnuncio];
export const TAMANHO_ANUNCIO_LABELS: Record<TTamanhoAnuncio, string> = {
  sm: 'Pequeno',
  md: 'Médio',
  lg: 'Grande',
};

export const VarianteAnuncio = {
  Info: 'info',
  Success: 'success',
  Warning: 'warning',
  Danger: 'danger',
} as const;
export type TVarianteAnuncio = (typeof VarianteAnuncio)[keyof typeof VarianteAnuncio];
export const VARIANTE_ANUNCIO_LABELS: Record<TVarianteAnuncio, string> = {
  info: 'Informação',
  success: 'Sucesso',
  warning: 'Atenção',
  danger: 'Perigo',
};

/** The release-post feed of this product (the spec's `{databaseId}`). */
export const RELEASE_FEED_PADRAO = 'embarca';
