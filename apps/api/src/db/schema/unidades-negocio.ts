import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { empresas } from './empresas';
import { owners } from './owners';

/** Business units (unidades de negócio) of a tenant; users reach loads through the units they may access. */
export const unidadesNegocio = pgTable(
  'unidades_negocio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    descricao: text('descricao').notNull(),
    codigo: text('codigo'),
    ativo: boolean('ativo').notNull().default(true),
    /** The company (address) this unit operates from, when linked. */
    empresaId: uuid('empresa_id').references(() => empresas.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('unidades_negocio_owner_idx').on(t.ownerId)],
);
