import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { owners } from './owners';

/**
 * Characteristics (02 §3). `tipo`: 1 carga, 2 pedido, 3 cross-docking, 4 agendamento.
 * `comportamento_oferecimento` (offering behaviour): 1 manual, 2 automático, 3 tabela de frete.
 */
export const caracteristicas = pgTable(
  'caracteristicas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    descricao: text('descricao').notNull(),
    tipo: smallint('tipo').notNull(),
    comportamentoOferecimento: smallint('comportamento_oferecimento'),
    /** Icon name (a Tabler icon id in the web app). */
    icone: text('icone'),
    desativada: boolean('desativada').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('caracteristicas_owner_tipo_idx').on(t.ownerId, t.tipo),
    check('caracteristicas_tipo_check', sql`${t.tipo} between 1 and 4`),
    check(
      'caracteristicas_comportamento_check',
      sql`${t.comportamentoOferecimento} is null or ${t.comportamentoOferecimento} between 1 and 3`,
    ),
  ],
);
