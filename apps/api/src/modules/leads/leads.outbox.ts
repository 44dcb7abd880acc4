import { Licenca } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargas, empresas, leadEnvios, owners, usuarios } from '../../db/schema';

/** The load just published and who published it. */
export interface LeadDaCarga {
  ownerId: string;
  usuarioId: string;
  cargaId: string;
}

export interface LeadConfig {
  /** MARKETING_LEAD_URL: unset → nothing is queued (and nothing sent). */
  marketingLeadUrl: string | undefined;
}

/**
 * Queues the lead form (01 §3: email, name, company, identifier, cargo code) of a load a trial company just
 * published, in the caller's transaction (`db` may be a transaction): the lead leaves only if the load does.
 * The leads worker POSTs it to MARKETING_LEAD_URL with retries. Does nothing — and answers false — when the
 * URL is unset or the company's licence is not trial (one INSERT … SELECT reads the licence, the user and the
 * company; no row when any does not match).
 *
 * For the register service (POST /carga-mongo/cadastrar), right after the load is written:
 *   await enfileirarLead(tx, { ownerId, usuarioId, cargaId }, config);
 */
export async function enfileirarLead(db: Database, lead: LeadDaCarga, config: LeadConfig): Promise<boolean> {
  if (!config.marketingLeadUrl) return false;
  const result = (await db.execute(sql`
    insert into ${leadEnvios} (owner_id, carga_id, payload)
    select o.id, c.id, jsonb_build_object('email', u.email, 'name', u.nome, 'company', o.nome,
      'identifier', e.cnpj, 'cargoCode', c.codigo)
    from ${owners} o
    join ${cargas} c on c.id = ${lead.cargaId} and c.owner_id = o.id
    join ${usuarios} u on u.id = ${lead.usuarioId} and u.owner_id = o.id
    left join ${empresas} e on e.id = o.empresa_id
    where o.id = ${lead.ownerId} and o.license_type = ${Licenca.Trial}
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
