import { boolean, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { cargaOfertas, cargas } from './cargas';
import { money, timestamps, tz } from './columns';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * Carrier offering (issue 20; migration 0025 holds the checks and indexes). Enumerations in
 * packages/domain/src/oferecimento/oferecimento.enums.ts. The offers themselves are `carga_ofertas` (cargas.ts).
 */

/** One tender of a load: behaviour (manual, automatic waterfall, freight table) and the waterfall's state. */
export const cargaOferecimentos = pgTable('carga_oferecimentos', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  cargaId: uuid('carga_id')
    .notNull()
    .references(() => cargas.id, { onDelete: 'cascade' }),
  comportamento: smallint('comportamento').notNull(),
  situacao: smallint('situacao').notNull().default(1),
  /** TipoOferta of the offers it makes: 1 restrita, 2 direcionada. */
  tipo: smallint('tipo').notNull(),
  valorAlvo: money('valor_alvo'),
  prazoMinutos: integer('prazo_minutos').notNull(),
  maxRodadas: smallint('max_rodadas').notNull().default(1),
  permitirRepetir: boolean('permitir_repetir').notNull().default(false),
  rodadaAtual: smallint('rodada_atual').notNull().default(0),
  /** The waterfall's carriers (empresa ids) in ranked order. */
  ordem: uuid('ordem').array().notNull().default([]),
  observacao: text('observacao'),
  usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  encerradoEm: tz('encerrado_em'),
  ...timestamps,
});

/** The negotiation thread of an offer: each proposal or answer, who, value, when and the comment. */
export const cargaOfertaPropostas = pgTable('carga_oferta_propostas', {
  id: uuid('id').primaryKey().defaultRandom(),
  ofertaId: uuid('oferta_id')
    .notNull()
    .references(() => cargaOfertas.id, { onDelete: 'cascade' }),
  cargaId: uuid('carga_id')
    .notNull()
    .references(() => cargas.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  transportadoraOwnerId: uuid('transportadora_owner_id').references(() => owners.id),
  autor: smallint('autor').notNull(),
  tipo: smallint('tipo').notNull(),
  valor: money('valor'),
  comentario: text('comentario'),
  usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  usuarioNome: varchar('usuario_nome', { length: 200 }),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** A saved group of carriers to offer to at once. */
export const gruposTransportadoras = pgTable('grupos_transportadoras', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  nome: varchar('nome', { length: 100 }).notNull(),
  transportadoraEmpresaIds: uuid('transportadora_empresa_ids').array().notNull().default([]),
  ...timestamps,
});
