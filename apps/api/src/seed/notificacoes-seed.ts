import { randomUUID } from 'node:crypto';
import { ChannelType, SituacaoCarga, TipoNotificacao, type TTipoNotificacao } from '@embarca/domain';
import { and, eq } from 'drizzle-orm';
import {
  notificacaoDestinatarios,
  notificacoes,
  ownerPreferences,
  usuarios,
  usuarioUnidadesNegocio,
} from '../db/schema/index';
import { escapeHtml } from '../lib/mailer';
import { NOTIFICATION_PREFERENCE_NAME } from '../modules/notificacoes/notificacoes.service';
import type { CargaMontada, Tx } from './builders';

/**
 * The demo's notifications (issue 16 item 12), so the bell's panel, its click targets and the history page
 * have something to show on first start:
 * - every demo company has its notification preferences stored (every channel on — what the owner-
 *   preferences drawer saves), so no demo account sees 'Você ainda não configurou suas notificações';
 * - the history of the demo loads becomes the notifications the load writer would have sent when it
 *   happened: the same title and colour per action, the history text as the body, channel CARGA grouped by
 *   the load (channelGroupId = eventId = the load, so a click opens its details), to the company's other
 *   active users of the load's unit (the one who acted excluded), at the time of the event. Each user's
 *   newest `NAO_LIDAS` are unread, the older ones read.
 * Live toasts need a live event: another demo user acting (e.g. operador@ registering a load) sends one.
 */

/** How many of each user's newest seeded notifications stay unread. */
export const NAO_LIDAS = 6;

/** Every channel on: the value the owner-preferences drawer stores. */
const TODOS_OS_CANAIS = {
  canais: Object.fromEntries(Object.values(ChannelType).map((canal) => [canal, true])),
};

/** The title and colour of each seeded history action, as the load's writer and actions send them. */
const AVISO_DA_ACAO: Record<string, { titulo: (codigo: number) => string; tipo: TTipoNotificacao }> = {
  cadastrar: { titulo: (c) => `Carga ${c} cadastrada`, tipo: TipoNotificacao.Azul },
  // The seed's hiring is the allocation of the load's carrier and vehicle.
  contratar: { titulo: (c) => `Carga ${c} alocada`, tipo: TipoNotificacao.Verde },
  finalizar: { titulo: (c) => `Contratação da carga ${c} finalizada`, tipo: TipoNotificacao.Verde },
};

export async function seedNotificacoes(
  tx: Tx,
  input: { ownerIds: readonly string[]; cargas: { ownerId: string; montadas: CargaMontada[] }[]; now: Date },
): Promise<void> {
  await tx.insert(ownerPreferences).values(
    input.ownerIds.map((ownerId) => ({
      ownerId,
      nome: NOTIFICATION_PREFERENCE_NAME,
      valor: TODOS_OS_CANAIS,
    })),
  );

  const recebidas = new Map<string, { notificacaoId: string; ownerId: string; createdAt: Date }[]>();
  for (const { ownerId, montadas } of input.cargas) {
    // The company's active users by unit.
    const vinculos = await tx
      .select({ usuarioId: usuarios.id, unidadeId: usuarioUnidadesNegocio.unidadeNegocioId })
      .from(usuarios)
      .innerJoin(usuarioUnidadesNegocio, eq(usuarioUnidadesNegocio.usuarioId, usuarios.id))
      .where(and(eq(usuarios.ownerId, ownerId), eq(usuarios.ativo, true)));
    const daUnidade = new Map<string, string[]>();
    for (const { usuarioId, unidadeId } of vinculos) {
      daUnidade.set(unidadeId, [...(daUnidade.get(unidadeId) ?? []), usuarioId]);
    }
    const linhas: (typeof notificacoes.$inferInsert & { id: string; createdAt: Date })[] = [];
    const destinos: { notificacaoId: string; usuarioId: string; createdAt: Date }[] = [];
    for (const { carga, historico } of montadas) {
      // A deactivated load's details answer 404: its events would lead nowhere.
      if (carga.situacao === SituacaoCarga.Desativada) continue;
      for (const evento of historico) {
        const aviso = AVISO_DA_ACAO[evento.acao];
        const createdAt = evento.createdAt;
        if (!aviso || !createdAt || createdAt > input.now) continue;
        const para = (daUnidade.get(carga.unidadeNegocioId ?? '') ?? []).filter(
          (id) => id !== evento.usuarioId,
        );
        if (para.length === 0) continue;
        const id = randomUUID();
        linhas.push({
          id,
          ownerId,
          title: aviso.titulo(carga.codigo),
          body: escapeHtml(evento.descricao),
          channelType: ChannelType.Carga,
          channelGroupId: carga.id,
          eventId: carga.id,
          tipo: aviso.tipo,
          createdAt,
        });
        for (const usuarioId of para) destinos.push({ notificacaoId: id, usuarioId, createdAt });
      }
    }
    for (let i = 0; i < linhas.length; i += 200)
      await tx.insert(notificacoes).values(linhas.slice(i, i + 200));
    for (const destino of destinos) {
      const lista = recebidas.get(destino.usuarioId) ?? [];
      lista.push({ notificacaoId: destino.notificacaoId, ownerId, createdAt: destino.createdAt });
      recebidas.set(destino.usuarioId, lista);
    }
  }

  // Per user: the newest NAO_LIDAS unread, the rest read an hour after they arrived.
  const rows = [...recebidas].flatMap(([usuarioId, lista]) =>
    [...lista]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((item, index) => ({
        notificacaoId: item.notificacaoId,
        usuarioId,
        ownerId: item.ownerId,
        createdAt: item.createdAt,
        lidaEm: index < NAO_LIDAS ? null : new Date(item.createdAt.getTime() + 60 * 60 * 1000),
      })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(notificacaoDestinatarios).values(rows.slice(i, i + 500));
}
