import { boolean, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { owners } from './owners';
import { unidadesNegocio } from './unidades-negocio';
import { usuarios } from './usuarios';

/**
 * Cargo templates (02 §3 "Lot and template", 01 §3 "Cargo template"): `model` is the load register
 * payload (ZCadastroCarga: carga, pagamento, contatos, distancia, tempo, origemDestino, visibilidade,
 * transportadoras, documentos) saved without the per-shipment identifiers (domain `modeloDeCadastro`).
 * Deleting a template sets `ativo` false (lots keep pointing at it).
 */
export const cargaModelos = pgTable(
  'carga_modelos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    descricao: varchar('descricao', { length: 120 }).notNull(),
    model: jsonb('model').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdBy: uuid('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('carga_modelos_owner_idx').on(t.ownerId, t.ativo, t.descricao)],
);

/**
 * Lots (cargalote): the loads created together over several collection dates, from a template
 * (`modelo_id`) or from one register payload (criarlotenew, no template). `cargas.lote_id` points here.
 */
export const cargaLotes = pgTable(
  'carga_lotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    unidadeNegocioId: uuid('unidade_negocio_id')
      .notNull()
      .references(() => unidadesNegocio.id),
    modeloId: uuid('modelo_id').references(() => cargaModelos.id),
    descricao: text('descricao'),
    createdBy: uuid('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('carga_lotes_owner_idx').on(t.ownerId, t.createdAt)],
);
