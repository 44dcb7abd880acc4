import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cargas } from './cargas';
import { tz } from './columns';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * A load's occurrence (02 §3 "Occurrence"), minimal until the occurrences module: what happened, to which
 * load (its id and, as the spec matches them, its code), and its status (02 §4): 1 Pendente,
 * 2 Em andamento, 3 Resolvida, 4 closed with its load (the load was finished: carga_finalizada true),
 * 99 Cancelada. `tipo_id` names an occurrence type of that future module.
 */
export const ocorrencias = pgTable(
  'ocorrencias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    cargaId: uuid('carga_id').references(() => cargas.id, { onDelete: 'set null' }),
    cargaCodigo: integer('carga_codigo').notNull(),
    tipoId: uuid('tipo_id'),
    descricao: text('descricao').notNull(),
    situacao: smallint('situacao').notNull().default(1),
    cargaFinalizada: boolean('carga_finalizada').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ocorrencias_owner_carga_codigo_idx').on(t.ownerId, t.cargaCodigo),
    index('ocorrencias_carga_idx').on(t.cargaId),
    check('ocorrencias_situacao_check', sql`${t.situacao} in (1, 2, 3, 4, 99)`),
  ],
);
