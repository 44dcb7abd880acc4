import { and, asc, count, desc, eq, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  notificacaoDestinatarios as destinatarios,
  notificacaoSetupInvites as invites,
  notificacoes,
  ownerDoUsuarioSql,
  ownerPreferences,
  usuarios,
} from '../../db/schema';
import { foldedContains } from '../../lib/sql-text';

export interface NotificacaoRow {
  id: string;
  title: string;
  body: string;
  severity: string | null;
  channelType: string;
  channelCode: string | null;
  channelGroupId: string | null;
  eventId: string | null;
  eventRouteId: string | null;
  tipo: number;
  createdAt: Date;
  lidaEm: Date | null;
}

/** A notification to store: its fields without the generated ones, plus the owner. */
export type NewNotificacao = Omit<NotificacaoRow, 'id' | 'createdAt' | 'lidaEm'> & { ownerId: string };

export type NotificacaoOrder = 'dhNotificacao' | 'title' | 'tipo' | 'channelType';

export interface ListOptions {
  offset: number;
  limit: number;
  order: NotificacaoOrder;
  ascending: boolean;
  query?: string | undefined;
  /** Only the unread ones. */
  unreadOnly?: boolean;
}

/** Who receives: the owner's administrators, every active user, or the given users (of that owner). */
export type RecipientSelector = 'owner-admins' | 'owner-all' | readonly string[];

const ROW = {
  id: notificacoes.id,
  title: notificacoes.title,
  body: notificacoes.body,
  severity: notificacoes.severity,
  channelType: notificacoes.channelType,
  channelCode: notificacoes.channelCode,
  channelGroupId: notificacoes.channelGroupId,
  eventId: notificacoes.eventId,
  eventRouteId: notificacoes.eventRouteId,
  tipo: notificacoes.tipo,
  createdAt: notificacoes.createdAt,
  lidaEm: destinatarios.lidaEm,
};

const ORDER_COLUMNS = {
  dhNotificacao: destinatarios.createdAt,
  title: notificacoes.title,
  tipo: notificacoes.tipo,
  channelType: notificacoes.channelType,
} as const;

/** The caller's rows: their own, not deleted. */
const mine = (usuarioId: string): SQL =>
  and(eq(destinatarios.usuarioId, usuarioId), isNull(destinatarios.excluidaEm)) as SQL;

export function createNotificacoesRepository(db: Database) {
  return {
    /** The owner's stored preference value of that name (null when none). */
    async findOwnerPreference(ownerId: string, nome: string): Promise<unknown> {
      const rows = await db
        .select({ valor: ownerPreferences.valor })
        .from(ownerPreferences)
        .where(and(eq(ownerPreferences.ownerId, ownerId), eq(ownerPreferences.nome, nome)))
        .limit(1);
      return rows[0]?.valor ?? null;
    },

    /** Active users of the owner that the selector names. */
    async resolveRecipients(ownerId: string, selector: RecipientSelector): Promise<string[]> {
      const conditions: SQL[] = [eq(usuarios.ownerId, ownerId), eq(usuarios.ativo, true)];
      if (selector === 'owner-admins') conditions.push(eq(usuarios.role, 'Administrador'));
      else if (selector !== 'owner-all') {
        if (selector.length === 0) return [];
        conditions.push(inArray(usuarios.id, [...selector]));
      }
      const rows = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(...conditions));
      return rows.map((row) => row.id);
    },

    /** The notification and one recipient row per user, in one transaction. */
    async insert(
      values: NewNotificacao,
      usuarioIds: readonly string[],
    ): Promise<{ id: string; createdAt: Date }> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(notificacoes)
          .values(values)
          .returning({ id: notificacoes.id, createdAt: notificacoes.createdAt });
        if (!created) throw new Error('notificação não inserida');
        await tx.insert(destinatarios).values(
          usuarioIds.map((usuarioId) => ({
            notificacaoId: created.id,
            usuarioId,
            ownerId: values.ownerId,
            createdAt: created.createdAt,
          })),
        );
        return created;
      });
    },

    async list(usuarioId: string, options: ListOptions): Promise<{ rows: NotificacaoRow[]; total: number }> {
      const text = options.query?.trim();
      const where = and(
        mine(usuarioId),
        text
          ? or(foldedContains(notificacoes.title, text), foldedContains(notificacoes.body, text))
          : undefined,
        options.unreadOnly ? isNull(destinatarios.lidaEm) : undefined,
      );
      const column = ORDER_COLUMNS[options.order];
      const direction = options.ascending ? asc : desc;
      const [rows, totals] = await Promise.all([
        db
          .select(ROW)
          .from(destinatarios)
          .innerJoin(notificacoes, eq(notificacoes.id, destinatarios.notificacaoId))
          .where(where)
          .orderBy(direction(column), direction(notificacoes.id))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ total: count() })
          .from(destinatarios)
          .innerJoin(notificacoes, eq(notificacoes.id, destinatarios.notificacaoId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async findForUser(usuarioId: string, id: string): Promise<NotificacaoRow | undefined> {
      const rows = await db
        .select(ROW)
        .from(destinatarios)
        .innerJoin(notificacoes, eq(notificacoes.id, destinatarios.notificacaoId))
        .where(and(mine(usuarioId), eq(destinatarios.notificacaoId, id)))
        .limit(1);
      return rows[0];
    },

    /** Marks one notification read (`at`) or unread (null); false when it is not the caller's. */
    async setRead(usuarioId: string, id: string, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(destinatarios)
        .set({ lidaEm: at })
        .where(and(mine(usuarioId), eq(destinatarios.notificacaoId, id)))
        .returning({ id: destinatarios.notificacaoId });
      return rows.length > 0;
    },

    /** Marks every unread notification read, or only those of a channel group; returns how many. */
    async readAll(usuarioId: string, at: Date, channelGroupId?: string): Promise<number> {
      const group = channelGroupId
        ? inArray(
            destinatarios.notificacaoId,
            db
              .select({ id: notificacoes.id })
              .from(notificacoes)
              .where(eq(notificacoes.channelGroupId, channelGroupId)),
          )
        : undefined;
      const rows = await db
        .update(destinatarios)
        .set({ lidaEm: at })
        .where(and(mine(usuarioId), isNull(destinatarios.lidaEm), group))
        .returning({ id: destinatarios.notificacaoId });
      return rows.length;
    },

    /** Deletes (for the caller only) the given notifications: all of them, or none when one is not theirs. */
    async remove(usuarioId: string, ids: readonly string[], at: Date): Promise<boolean> {
      const unique = [...new Set(ids)];
      const found = await db
        .select({ id: destinatarios.notificacaoId })
        .from(destinatarios)
        .where(and(mine(usuarioId), inArray(destinatarios.notificacaoId, unique)));
      if (found.length !== unique.length) return false;
      await db
        .update(destinatarios)
        .set({ excluidaEm: at })
        .where(and(mine(usuarioId), inArray(destinatarios.notificacaoId, unique)));
      return true;
    },

    async summary(usuarioId: string): Promise<{ unread: number; total: number; ultima: Date | null }> {
      const rows = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${destinatarios.lidaEm} is null)`.mapWith(Number),
          ultima: max(destinatarios.createdAt),
        })
        .from(destinatarios)
        .where(mine(usuarioId));
      const row = rows[0];
      return { unread: row?.unread ?? 0, total: row?.total ?? 0, ultima: row?.ultima ?? null };
    },

    async findInvite(usuarioId: string, channelGroupId: string) {
      const rows = await db
        .select({
          channelGroupId: invites.channelGroupId,
          followGroup: invites.followGroup,
          inviteState: invites.inviteState,
        })
        .from(invites)
        .where(and(eq(invites.usuarioId, usuarioId), eq(invites.channelGroupId, channelGroupId)))
        .limit(1);
      return rows[0];
    },

    async saveInvite(usuarioId: string, channelGroupId: string, followGroup: boolean, inviteState: number) {
      await db
        .insert(invites)
        .values({
          ownerId: ownerDoUsuarioSql(usuarioId),
          usuarioId,
          channelGroupId,
          followGroup,
          inviteState,
        })
        .onConflictDoUpdate({
          target: [invites.usuarioId, invites.channelGroupId],
          set: { followGroup, inviteState },
        });
    },

    async removeInvite(usuarioId: string, channelGroupId: string): Promise<boolean> {
      const rows = await db
        .delete(invites)
        .where(and(eq(invites.usuarioId, usuarioId), eq(invites.channelGroupId, channelGroupId)))
        .returning({ id: invites.channelGroupId });
      return rows.length > 0;
    },
  };
}

export type NotificacoesRepository = ReturnType<typeof createNotificacoesRepository>;
