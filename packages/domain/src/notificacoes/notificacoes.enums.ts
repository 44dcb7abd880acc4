import { zEnumCode } from '../shared/enum';

/** Notification channel types (01 §3). */
export const ChannelType = {
  Carga: 'CARGA',
  CargaOferecimento: 'CARGA_OFERECIMENTO',
  CargaMotorista: 'CARGA_MOTORISTA',
  Fatura: 'FATURA',
  DocumentoTransporte: 'DOCUMENTO_TRANSPORTE',
  Integracao: 'INTEGRACAO',
} as const;
export type TChannelType = (typeof ChannelType)[keyof typeof ChannelType];
export const ZChannelType = zEnumCode(ChannelType);
export const CHANNEL_TYPE_LABELS: Record<TChannelType, string> = {
  CARGA: 'Carga',
  CARGA_OFERECIMENTO: 'Oferecimento de carga',
  CARGA_MOTORISTA: 'Motorista da carga',
  FATURA: 'Fatura',
  DOCUMENTO_TRANSPORTE: 'Documento de transporte',
  INTEGRACAO: 'Integração',
};

/** Notification tipo (01 §3): 1 yellow, 2 green, 3 blue. */
export const TipoNotificacao = { Amarelo: 1, Verde: 2, Azul: 3 } as const;
export type TTipoNotificacao = (typeof TipoNotificacao)[keyof typeof TipoNotificacao];
export const ZTipoNotificacao = zEnumCode(TipoNotificacao);
export const TIPO_NOTIFICACAO_LABELS: Record<TTipoNotificacao, string> = {
  1: 'Amarelo',
  2: 'Verde',
  3: 'Azul',
};
/** The colour name of each tipo (Mantine palette names). */
export const TIPO_NOTIFICACAO_COLORS: Record<TTipoNotificacao, 'yellow' | 'green' | 'blue'> = {
  1: 'yellow',
  2: 'green',
  3: 'blue',
};

/** Alert panel types (01 §9, 02 §2). */
export const TipoAlerta = {
  Default: 'default',
  Warning: 'warning',
  Success: 'success',
  Danger: 'danger',
  Chat: 'chat',
} as const;
export type TTipoAlerta = (typeof TipoAlerta)[keyof typeof TipoAlerta];
export const ZTipoAlerta = zEnumCode(TipoAlerta);

/** Announcement kinds and positions (01 §3). */
export const TipoAnuncio = { Banner: 'banner', Modal: 'modal' } as const;
export type TTipoAnuncio = (typeof TipoAnuncio)[keyof typeof TipoAnuncio];
export const PosicaoAnuncio = { Top: 'top', Content: 'content', Bottom: 'bottom' } as const;
export type TPosicaoAnuncio = (typeof PosicaoAnuncio)[keyof typeof PosicaoAnuncio];

/** Shell constants of notifications (01 §4, §9). */
export const NOTIFICACOES = {
  badgeCap: 99,
  hubRetryIntervalMs: 3_000,
  hubMaxAttempts: 10,
  toastTimeoutMs: 10_000,
  toastMax: 10,
  newNotificationAnimationMs: 2_000,
  chatAlertMs: 10_000,
} as const;
