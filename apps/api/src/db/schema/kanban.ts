import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { owners } from './owners';

/**
 * Board stages (etapas / pipes, GET /kanbanpipecargas). `tipo_quadro` (board type): 1 cargas,
 * 2 oferecimento do embarcador, 3 oferecimento da transportadora, 4 contêiner de importação,
 * 5 contêiner de exportação. `grupo_etapa`: 1 aguardando alocação, 2 em andamento, 3 entregue.
 * Reordering swaps `ordem` within the same group.
 */
export const kanbanEtapas = pgTable(
  'kanban_etapas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    tipoQuadro: smallint('tipo_quadro').notNull().default(1),
    descricao: text('descricao').notNull(),
    ordem: integer('ordem').notNull(),
    grupoEtapa: smallint('grupo_etapa').notNull(),
    etapaManual: boolean('etapa_manual').notNull().default(false),
    /** Hex colour, e.g. '#228be6'. */
    cor: varchar('cor', { length: 9 }),
    ...timestamps,
  },
  (t) => [
    index('kanban_etapas_owner_quadro_idx').on(t.ownerId, t.tipoQuadro, t.grupoEtapa, t.ordem),
    // One name per owner, board and group, without case, accents or repeated spaces (migration 0018).
    uniqueIndex('kanban_etapas_nome_uq').on(
      t.ownerId,
      t.tipoQuadro,
      t.grupoEtapa,
      sql`lower(translate(regexp_replace(trim(${t.descricao}), '\s+', ' ', 'g'), 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))`,
    ),
    check('kanban_etapas_tipo_quadro_check', sql`${t.tipoQuadro} between 1 and 5`),
    check('kanban_etapas_grupo_check', sql`${t.grupoEtapa} between 1 and 3`),
  ],
);
