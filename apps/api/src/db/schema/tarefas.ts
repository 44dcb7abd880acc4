import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * The job layer's self-check (issue 17; painel-admin "Tarefas", bench/run-cluster.ts): one row per job
 * of a batch (`lote`), written with the batch's jobs in one transaction. The handler counts every execution
 * and applies the effect only once (`efeitos` ≤ 1 by construction; `concluida_em` its time).
 */
export const tarefasVerificacao = pgTable(
  'tarefas_verificacao',
  {
    lote: uuid('lote').notNull(),
    sequencia: integer('sequencia').notNull(),
    execucoes: integer('execucoes').notNull().default(0),
    efeitos: integer('efeitos').notNull().default(0),
    criadaEm: tz('criada_em').notNull().defaultNow(),
    concluidaEm: tz('concluida_em'),
  },
  (t) => [
    primaryKey({ columns: [t.lote, t.sequencia] }),
    index('tarefas_verificacao_criada_em_idx').on(t.criadaEm),
  ],
);
