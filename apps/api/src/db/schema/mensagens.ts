import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cargas } from './cargas';
import { tz } from './columns';
import { motoristas } from './frota';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * Chat with drivers (issue 20; migration 0026, which also holds the checks). A conversation is about one
 * load (the spec's ofertaCargaId) with one of the company's drivers; one open per (load, driver).
 */
export const conversasCarga = pgTable(
  'conversas_carga',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    cargaId: uuid('carga_id')
      .notNull()
      .references(() => cargas.id),
    motoristaId: uuid('motorista_id')
      .notNull()
      .references(() => motoristas.id),
    criadaPor: uuid('criada_por').references(() => usuarios.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    ultimaMensagemEm: tz('ultima_mensagem_em'),
    excluidaEm: tz('excluida_em'),
    /** The driver has read the messages up to here. */
    motoristaLidaAte: tz('motorista_lida_ate'),
  },
  (t) => [
    uniqueIndex('conversas_carga_aberta_uq')
      .on(t.ownerId, t.cargaId, t.motoristaId)
      .where(sql`${t.excluidaEm} is null`),
    index('conversas_carga_owner_ultima_idx')
      .on(t.ownerId, t.ultimaMensagemEm.desc().nullsLast())
      .where(sql`${t.excluidaEm} is null`),
    index('conversas_carga_motorista_idx').on(t.motoristaId).where(sql`${t.excluidaEm} is null`),
    index('conversas_carga_carga_idx').on(t.cargaId),
  ],
);

/** A message: `autor` 1 usuário (usuario_id) or 2 motorista (motorista_id); text and/or one photo. */
export const conversaMensagens = pgTable(
  'conversa_mensagens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversaId: uuid('conversa_id')
      .notNull()
      .references(() => conversasCarga.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    autor: smallint('autor').notNull(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    motoristaId: uuid('motorista_id').references(() => motoristas.id),
    texto: text('texto'),
    anexoChave: text('anexo_chave'),
    anexoContentType: varchar('anexo_content_type', { length: 40 }),
    anexoTamanho: integer('anexo_tamanho'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversa_mensagens_conversa_idx').on(t.conversaId, t.createdAt),
    index('conversa_mensagens_owner_idx').on(t.ownerId),
  ],
);

/** What each user has read of a conversation (unread = the driver's messages after `lida_ate`). */
export const conversaLeituras = pgTable(
  'conversa_leituras',
  {
    conversaId: uuid('conversa_id')
      .notNull()
      .references(() => conversasCarga.id),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    lidaAte: tz('lida_ate').notNull(),
  },
  (t) => [
    primaryKey({ name: 'conversa_leituras_pk', columns: [t.conversaId, t.usuarioId] }),
    index('conversa_leituras_usuario_idx').on(t.usuarioId),
  ],
);
