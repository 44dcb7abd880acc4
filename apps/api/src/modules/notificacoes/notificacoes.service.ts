import {
  isChannelEnabled,
  resolveNotificationRoute,
  type TChannelType,
  type TNotificacao,
  type TNotificacaoAction,
  type TNotificacaoList,
  type TNotificacaoListQuery,
  type TNotificacaoSummary,
  type TSetupInvite,
  type TTipoNotificacao,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import type { NotificationBus } from './notificacoes.bus';
import type { NotificacaoRow, NotificacoesRepository, RecipientSelector } from './notificacoes.repository';

/** The owner preference (stored by the owner-preferences drawer): `{ canais: { [channelType]: boolean } }`. */
export const NOTIFICATION_PREFERENCE_NAME = 'PreferenciasNotificacao';

export interface NotifyInput {
  ownerId: string;
  channelType: TChannelType;
  channelCode?: string | null;
  channelGroupId?: string | null;
  eventId?: string | null;
  eventRouteId?: string | null;
  title: string;
  /** HTML; sanitised here before it is stored. */
  body: string;
  severity?: string | null;
  tipo: TTipoNotificacao;
  recipients: RecipientSelector;
}

/** What `notify` did: null when nothing was sent (channel off in the preferences, or nobody to notify). */
export type NotifyResult = { notificationId: string; userIds: string[] } | null;

/** The one call other modules make (passed to them as a function, never the repository). */
export type Notify = (input: NotifyInput) => Promise<NotifyResult>;

export interface NotificacoesServiceDeps {
  repository: NotificacoesRepository;
  bus: NotificationBus;
  now?: () => Date;
  onPublishError?: (error: unknown) => void;
}

export function toNotificacao(row: NotificacaoRow): TNotificacao {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    severity: row.severity,
    channelType: row.channelType as TChannelType,
    channelCode: row.channelCode,
    channelGroupId: row.channelGroupId,
    eventId: row.eventId,
    eventRouteId: row.eventRouteId,
    dhNotificacao: row.createdAt.toISOString(),
    tipo: row.tipo as TTipoNotificacao,
    lida: row.lidaEm !== null,
  };
}

/** Consecutive rows of the page grouped by channelGroupId (first appearance order); null groups stay alone. */
export function groupByChannel(items: TNotificacao[]): TNotificacaoList['items'] {
  const groups: TNotificacaoList['items'] = [];
  const byId = new Map<string, TNotificacaoList['items'][number]>();
  for (const item of items) {
    const key = item.channelGroupId;
    const existing = key ? byId.get(key) : undefined;
    if (existing) {
      existing.items.push(item);
      continue;
    }
    const group = { channelGroupId: key, items: [item] };
    if (key) byId.set(key, group);
    groups.push(group);
  }
  return groups;
}

/** Notifications of the signed-in user (01 §7) and the `notify` service other modules call. */
export function createNotificacoesService({
  repository,
  bus,
  now = () => new Date(),
  onPublishError = () => undefined,
}: NotificacoesServiceDeps) {
  const notify: Notify = async (input) => {
    const preference = await repository.findOwnerPreference(input.ownerId, NOTIFICATION_PREFERENCE_NAME);
    if (!isChannelEnabled(preference, input.channelType)) return null;
    const userIds = await repository.resolveRecipients(input.ownerId, input.recipients);
    if (userIds.length === 0) return null;
    const created = await repository.insert(
      {
        ownerId: input.ownerId,
        title: input.title.trim(),
        body: sanitizeRichHtml(input.body),
        severity: input.severity ?? null,
        channelType: input.channelType,
        channelCode: input.channelCode ?? null,
        channelGroupId: input.channelGroupId ?? null,
        eventId: input.eventId ?? null,
        eventRouteId: input.eventRouteId ?? null,
        tipo: input.tipo,
      },
      userIds,
    );
    // Stored first: a failed publish loses only the live push; clients catch up from /summary.
    await bus.publish({ notificationId: created.id, userIds }).catch(onPublishError);
    return { notificationId: created.id, userIds };
  };

  async function summary(usuarioId: string): Promise<TNotificacaoSummary> {
    const row = await repository.summary(usuarioId);
    return { unread: row.unread, total: row.total, ultima: row.ultima ? row.ultima.toISOString() : null };
  }

  async function get(usuarioId: string, id: string): Promise<TNotificacao> {
    const row = await repository.findForUser(usuarioId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toNotificacao(row);
  }

  return {
    notify,
    summary,
    get,

    async list(usuarioId: string, query: TNotificacaoListQuery): Promise<TNotificacaoList> {
      const { rows, total } = await repository.list(usuarioId, {
        offset: query.offset,
        limit: query.limit,
        order: query.order,
        ascending: query.orderDirection === '0',
        query: query.query,
        unreadOnly: query.unread === 'true',
      });
      return { items: groupByChannel(rows.map(toNotificacao)), total };
    },

    async setRead(usuarioId: string, id: string, read: boolean): Promise<void> {
      if (!(await repository.setRead(usuarioId, id, read ? now() : null))) throw new AppError('NOT_FOUND');
    },

    readAll: (usuarioId: string, channelGroupId?: string) =>
      repository.readAll(usuarioId, now(), channelGroupId),

    async remove(usuarioId: string, ids: readonly string[]): Promise<void> {
      if (!(await repository.remove(usuarioId, ids, now()))) throw new AppError('NOT_FOUND');
    },

    async getInvite(usuarioId: string, channelGroupId: string): Promise<TSetupInvite | null> {
      return (await repository.findInvite(usuarioId, channelGroupId)) ?? null;
    },

    async removeInvite(usuarioId: string, channelGroupId: string): Promise<void> {
      if (!(await repository.removeInvite(usuarioId, channelGroupId))) throw new AppError('NOT_FOUND');
    },

    async action(usuarioId: string, id: string): Promise<TNotificacaoAction> {
      return { route: resolveNotificationRoute(await get(usuarioId, id)) };
    },
  };
}

export type NotificacoesService = ReturnType<typeof createNotificacoesService>;
