import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { owners } from './owners';
import { ownerDoUsuario, usuarios } from './usuarios';

/**
 * Notifications (01 §3): one row per event, `body` HTML already sanitised by the service; `created_at`
 * is the wire's `dhNotificacao`. Who received it is `notificacao_destinatarios` (one row per recipient).
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    severity: text('severity'),
    channelType: text('channel_type').notNull(),
    channelCode: text('channel_code'),
    channelGroupId: uuid('channel_group_id'),
    eventId: text('event_id'),
    eventRouteId: text('event_route_id'),
    tipo: smallint('tipo').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notificacoes_owner_created_idx').on(t.ownerId, t.createdAt),
    check('notificacoes_tipo_check', sql`${t.tipo} in (1, 2, 3)`),
  ],
);

/** The recipients of a notification: read (`lida_em`) and deleted (`excluida_em`) per user. */
export const notificacaoDestinatarios = pgTable(
  'notificacao_destinatarios',
  {
    notificacaoId: uuid('notificacao_id')
      .notNull()
      .references(() => notificacoes.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** Copied from the notification so the per-user list is ordered from this index alone. */
    createdAt: tz('created_at').notNull().defaultNow(),
    lidaEm: tz('lida_em'),
    excluidaEm: tz('excluida_em'),
  },
  (t) => [
    primaryKey({ columns: [t.notificacaoId, t.usuarioId] }),
    // The caller's list (newest first) and the unread count: only rows not deleted.
    index('notificacao_destinatarios_usuario_idx')
      .on(t.usuarioId, t.createdAt.desc())
      .where(sql`${t.excluidaEm} is null`),
    index('notificacao_destinatarios_nao_lidas_idx')
      .on(t.usuarioId)
      .where(sql`${t.excluidaEm} is null and ${t.lidaEm} is null`),
  ],
);

/** Setup invites (01 §3) per user and channel group: followGroup, inviteState. */
export const notificacaoSetupInvites = pgTable(
  'notificacao_setup_invites',
  {
    ownerId: ownerDoUsuario(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    channelGroupId: uuid('channel_group_id').notNull(),
    followGroup: boolean('follow_group').notNull().default(true),
    inviteState: smallint('invite_state').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.channelGroupId] })],
);
