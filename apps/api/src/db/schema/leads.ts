import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cargas } from './cargas';
import { tz } from './columns';
import { owners } from './owners';

/**
 * The lead form outbox (01 §3, §7; modules/leads): one row per lead to POST to the marketing service, the
 * business record of its sending. A job of queue `leads.envio` (lib/jobs, pg-boss) sends it: `tarefa_id`
 * is that job, `tentativas`/`ultimo_erro` what its attempts met, `enviado_em` the 2xx, `desistido_em` when
 * the last attempt failed (the job is then in the dead letters, where support may send it again).
 */
export const leadEnvios = pgTable(
  'lead_envios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    cargaId: uuid('carga_id').references(() => cargas.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    enviadoEm: tz('enviado_em'),
    ultimoErro: text('ultimo_erro'),
    tarefaId: uuid('tarefa_id'),
    desistidoEm: tz('desistido_em'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Rows queued before the job layer (issue 17) have no job: the leads.varredura cron finds them here.
    index('lead_envios_sem_tarefa_idx')
      .on(t.createdAt)
      .where(sql`${t.tarefaId} is null and ${t.enviadoEm} is null and ${t.desistidoEm} is null`),
  ],
);
