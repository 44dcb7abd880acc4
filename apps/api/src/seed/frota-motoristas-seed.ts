import {
  cnhCheckDigits,
  cpfCheckDigits,
  hojeEmSaoPaulo,
  SituacaoCarga,
  VisibilidadeMotorista,
} from '@embarca/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { cargas, empresas, motoristas } from '../db/schema';
import type { Tx } from '../modules/cargas/carga.writer';
import { eTransportadora } from '../modules/empresas/empresas.repository';
import { MOTORISTA_CNH_A_VENCER } from './frota-agenda-seed';
import { createPrng } from './prng';

/**
 * The demo drivers' fleet data (issue 18), after the loads are in: every demo driver gets a CNH (a valid
 * number, category, expiry one to four years ahead) and an e-mail; a third-party driver gets one of their
 * company's carriers. For the journeys and a first look:
 * - the driver of Embarcadora Demo's first in-progress load (by code) signs in on /motorista with
 *   CPF DEMO_MOTORISTA_CPF and phone DEMO_MOTORISTA_TELEFONE (the code lands in the outbox as an SMS);
 * - another driver's CNH expires in 5 days (the 'about to expire' one of the issue) and another's expired
 *   20 days ago.
 * Deterministic (its own PRNG, rows in a fixed order) apart from the dates, relative to `now`.
 */

/** The demo driver's CPF on /motorista (529.982.247-25). */
export const DEMO_MOTORISTA_CPF = `529982247${cpfCheckDigits('529982247')}`;
export const DEMO_MOTORISTA_TELEFONE = '11987650001';
/** Days until the CNH of the 'about to expire' demo driver expires. */
export const DEMO_CNH_A_VENCER_DIAS = 5;

const CATEGORIAS = ['E', 'E', 'D', 'AE', 'C'] as const;

function somarDias(dia: string, dias: number): string {
  const date = new Date(`${dia}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dias);
  return date.toISOString().slice(0, 10);
}

function slug(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export async function seedFrotaMotoristas(
  tx: Tx,
  { shipperOwnerId, ownerIds, now }: { shipperOwnerId: string; ownerIds: string[]; now: Date },
): Promise<void> {
  const prng = createPrng(20_261_118);
  const hoje = hojeEmSaoPaulo(now);

  for (const ownerId of ownerIds) {
    const [transportadora] = await tx
      .select({ id: empresas.id })
      .from(empresas)
      .where(and(eq(empresas.ownerId, ownerId), eq(empresas.ativo, true), eTransportadora))
      .orderBy(asc(empresas.nome), asc(empresas.id))
      .limit(1);
    const rows = await tx
      .select({ id: motoristas.id, nome: motoristas.nome, visibilidade: motoristas.visibilidade })
      .from(motoristas)
      .where(eq(motoristas.ownerId, ownerId))
      .orderBy(asc(motoristas.nome), asc(motoristas.id));
    for (const [index, row] of rows.entries()) {
      let base = String(prng.int(100_000_000, 999_999_999));
      while (!cnhCheckDigits(base)) base = String(prng.int(100_000_000, 999_999_999));
      const terceiro = row.visibilidade === VisibilidadeMotorista.Terceiro;
      await tx
        .update(motoristas)
        .set({
          cnhNumero: `${base}${cnhCheckDigits(base)}`,
          cnhCategoria: CATEGORIAS[index % CATEGORIAS.length],
          cnhValidade: somarDias(hoje, prng.int(365, 4 * 365)),
          email: `${slug(row.nome)}@motoristas.demo`,
          // A third party without a carrier of the company becomes an aggregate (the form requires it).
          ...(terceiro
            ? transportadora
              ? { transportadoraEmpresaId: transportadora.id }
              : { visibilidade: VisibilidadeMotorista.Agregado }
            : {}),
        })
        .where(eq(motoristas.id, row.id));
    }
  }

  // The driver of the shipper's first in-progress load signs in on /motorista.
  const [emAndamento] = await tx
    .select({ motoristaId: cargas.motoristaId })
    .from(cargas)
    .where(
      and(
        eq(cargas.ownerId, shipperOwnerId),
        eq(cargas.situacao, SituacaoCarga.EmAndamento),
        isNotNull(cargas.motoristaId),
        eq(sql`(select m.owner_id from motoristas m where m.id = ${cargas.motoristaId})`, shipperOwnerId),
      ),
    )
    .orderBy(asc(cargas.codigo))
    .limit(1);
  const acessoId = emAndamento?.motoristaId ?? null;
  if (acessoId) {
    await tx
      .update(motoristas)
      .set({ cpf: null })
      .where(and(eq(motoristas.ownerId, shipperOwnerId), eq(motoristas.cpf, DEMO_MOTORISTA_CPF)));
    await tx
      .update(motoristas)
      .set({ cpf: DEMO_MOTORISTA_CPF, telefone: DEMO_MOTORISTA_TELEFONE, ativo: true })
      .where(eq(motoristas.id, acessoId));
  }

  // Two other active drivers of the shipper: one CNH about to expire, one expired.
  const outros = await tx
    .select({ id: motoristas.id, nome: motoristas.nome })
    .from(motoristas)
    .where(and(eq(motoristas.ownerId, shipperOwnerId), eq(motoristas.ativo, true)))
    .orderBy(asc(motoristas.nome), asc(motoristas.id));
  // The agenda's seed (run after this one) gives MOTORISTA_CNH_A_VENCER a CNH expiring in 10 days.
  const [aVencer, vencida] = outros.filter(
    (row) => row.id !== acessoId && row.nome !== MOTORISTA_CNH_A_VENCER,
  );
  if (aVencer) {
    await tx
      .update(motoristas)
      .set({ cnhValidade: somarDias(hoje, DEMO_CNH_A_VENCER_DIAS) })
      .where(eq(motoristas.id, aVencer.id));
  }
  if (vencida) {
    await tx
      .update(motoristas)
      .set({ cnhValidade: somarDias(hoje, -20) })
      .where(eq(motoristas.id, vencida.id));
  }
}
