import { Licenca } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargas, empresas, leadEnvios, owners, usuarios } from '../../db/schema';
import type { Jobs } from '../../lib/jobs/jobs';
import { FILA_ENVIO_LEAD } from './leads.worker';

/** The load just published and who published it. */
export interface LeadDaCarga {
  ownerId: string;
  usuarioId: string;
  cargaId: string;
}

/** What the register use case calls: queues a lead, in its own transaction. */
export interface LeadsOutbox {
  /** Answers whether a lead was queued. */
  enfileirar(tx: Database, lead: LeadDaCarga): Promise<boolean>;
}

/**
 * The lead outbox of the register use case: MARKETING_LEAD_URL unset → nothing is ever queued. `jobs` may
 * be of any role: a `web` process queues, a worker sends.
 */
export function createLeadsOutbox({ jobs, url }: { jobs: Jobs; url: string | undefined }): LeadsOutbox {
  return { enfileirar: (tx, lead) => (url ? enfileirarLead(tx, jobs, lead) : Promise.resolve(false)) };
}

/**
 * Queues the lead form (01 §3: email, name, company, identifier, cargo code) of a load a trial company just
 * published, in the caller's transaction (`tx`): the business row (lead_envios) and the job that sends it
 * (queue leads.envio) commit or roll back with the load. Does nothing — and answers false — when the
 * company's licence is not trial (one INSERT … SELECT reads the licence, the user and the company; no row
 * when any does not match).
 *
 * For the register service (POST /carga-mongo/cadastrar), right after the load is written:
 *   await leads.enfileirar(tx, { ownerId, usuarioId, cargaId });
 */
export async function enfileirarLead(tx: Database, jobs: Jobs, lead: LeadDaCarga): Promise<boolean> {
  const result = (await tx.execute(sql`
    insert into ${leadEnvios} (owner_id, carga_id, payload)
    select o.id, c.id, jsonb_build_object('email', u.email, 'name', u.nome, 'company', o.nome,
      'identifier', e.cnpj, 'cargoCode', c.codigo)
    from ${owners} o
    join ${cargas} c on c.id = ${lead.cargaId} and c.owner_id = o.id
    join ${usuarios} u on u.id = ${lead.usuarioId} and u.owner_id = o.id
    left join ${empresas} e on e.id = o.empresa_id
    where o.id = ${lead.ownerId} and o.license_type = ${Licenca.Trial}
    returning id`)) as unknown as { rows: { id: string }[] };
  const envio = result.rows[0];
  if (!envio) return false;
  const tarefaId = await jobs.send(FILA_ENVIO_LEAD, { leadEnvioId: envio.id }, { db: tx });
  await tx.execute(sql`update ${leadEnvios} set tarefa_id = ${tarefaId} where id = ${envio.id}`);
  return true;
}
