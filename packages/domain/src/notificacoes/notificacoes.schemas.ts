import { z } from 'zod';
import { MESSAGES, requiredMessage } from '../shared/messages';
import { ZChannelType, ZTipoNotificacao } from './notificacoes.enums';

/**
 * Notifications (01 §3, §7) under /api/notificacoes. Wire names are the spec's: id, title, body (HTML
 * sanitised by the server), severity, channelType, channelCode, channelGroupId, eventId, eventRouteId,
 * dhNotificacao, tipo; plus `lida` (read by the caller).
 */
export const ZNotificacao = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  severity: z.string().nullable(),
  channelType: ZChannelType,
  channelCode: z.string().nullable(),
  channelGroupId: z.string().nullable(),
  eventId: z.string().nullable(),
  eventRouteId: z.string().nullable(),
  dhNotificacao: z.string(),
  tipo: ZTipoNotificacao,
  lida: z.boolean(),
});
export type TNotificacao = z.infer<typeof ZNotificacao>;

/** Notifications grouped by channelGroupId (null: one group per notification without a group). */
export const ZNotificacaoGrupo = z.object({
  channelGroupId: z.string().nullable(),
  items: z.array(ZNotificacao),
});
export type TNotificacaoGrupo = z.infer<typeof ZNotificacaoGrupo>;

export const ZNotificacaoList = z.object({
  items: z.array(ZNotificacaoGrupo),
  /** Notifications (not groups) matching the query. */
  total: z.number().int(),
});
export type TNotificacaoList = z.infer<typeof ZNotificacaoList>;

/** `order` accepts these fields; anything else → 400 'Formato inválido.'. */
export const NOTIFICACAO_ORDER_FIELDS = ['dhNotificacao', 'title', 'tipo', 'channelType'] as const;

const zQueryInt = (label: string, min: number, max?: number) => {
  const base = z.coerce
    .number({ error: MESSAGES.invalidValue })
    .int({ error: MESSAGES.invalidValue })
    .min(min, { error: `${label}: ${MESSAGES.minValue}${min}` });
  return max === undefined ? base : base.max(max, { error: `${label}: ${MESSAGES.maxValue}${max}` });
};

/** GET /api/notificacoes: offset (0), limit (10, max 100), order, orderDirection 0 asc / 1 desc (1), query, unread. */
export const ZNotificacaoListQuery = z.object({
  offset: zQueryInt('offset', 0).default(0),
  limit: zQueryInt('limit', 1, 100).default(10),
  order: z.enum(NOTIFICACAO_ORDER_FIELDS, { error: MESSAGES.invalidFormat }).default('dhNotificacao'),
  orderDirection: z.enum(['0', '1'], { error: MESSAGES.invalidFormat }).default('1'),
  query: z.string().trim().max(200).optional(),
  /** 'true' → only unread notifications (the history page's filter). */
  unread: z.enum(['true', 'false'], { error: MESSAGES.invalidFormat }).optional(),
});
export type TNotificacaoListQuery = z.infer<typeof ZNotificacaoListQuery>;

const zGuid = (label: string) =>
  z.guid({
    error: (issue) => (issue.input === undefined ? requiredMessage(label) : MESSAGES.invalidFormat),
  });

/** `?id=` of read/unread. */
export const ZNotificacaoIdQuery = z.object({ id: zGuid('id') });

/** DELETE ?id: one or many (`id=a&id=b` or `id=a,b`), at most 100. */
export const ZNotificacaoIdsQuery = z.object({
  id: z
    .union([z.string(), z.array(z.string())], { error: requiredMessage('id') })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(zGuid('id'))
        .min(1, { error: requiredMessage('id') })
        .max(100),
    ),
});

/** `?channelGroupId=` of readAllGroup and setupinvite. */
export const ZChannelGroupQuery = z.object({ channelGroupId: zGuid('channelGroupId') });

/** GET /summary: unread and total of the caller, and the newest notification's instant (null when none). */
export const ZNotificacaoSummary = z.object({
  unread: z.number().int(),
  total: z.number().int(),
  ultima: z.string().nullable(),
});
export type TNotificacaoSummary = z.infer<typeof ZNotificacaoSummary>;

/** Setup invite (01 §3); GET answers null when there is none for the group. */
export const ZSetupInvite = z.object({
  channelGroupId: z.string(),
  followGroup: z.boolean(),
  inviteState: z.number().int(),
});
export type TSetupInvite = z.infer<typeof ZSetupInvite>;

/** GET /{id}/action: the in-app route to open (01 §2 'Notification click targets'). */
export const ZNotificacaoAction = z.object({ route: z.string() });
export type TNotificacaoAction = z.infer<typeof ZNotificacaoAction>;

/** Messages the hub sends (`/hubs/usernotificationhub`). */
export const ZNotificacaoHubMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined') }),
  z.object({ type: z.literal('NewNotification'), notification: ZNotificacao }),
  z.object({ type: z.literal('SummaryNotifications'), summary: ZNotificacaoSummary }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TNotificacaoHubMessage = z.infer<typeof ZNotificacaoHubMessage>;
