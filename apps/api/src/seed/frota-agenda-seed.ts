import {
  hojeEmSaoPaulo,
  inicioDoDiaEmSaoPaulo,
  SituacaoCarga,
  somarDias,
  TipoAtividadeVeiculo,
  TipoDocumentoVeiculo,
} from '@embarca/domain';
import { eq } from 'drizzle-orm';
import { motoristas, veiculoAtividades, veiculoDocumentos } from '../db/schema/index';
import type { CargaMontada, Tx } from './builders';

/**
 * The fleet agenda's demo data (issue 18), so Embarcadora Demo's `/frota/agenda` shows loads,
 * unavailability and one overlap this week, and the allocation form warns about a CNH on first start:
 * - a maintenance of the vehicle of a delivered load (this week's, else the latest), over the end of that
 *   load's window — the overlap the agenda highlights; a delivered load is not in progress, so the
 *   allocation rule still holds for every demo allocation — and a day off before its collection; both in
 *   the past, so no future allocation (the demo's, the tests') meets them;
 * - the return times of the contracted fleet's delivered loads (6 h after the delivery);
 * - the driver `MOTORISTA_CNH_A_VENCER`'s CNH expiring in 10 days, and a CRLV expiring in 20 days.
 * Deterministic: choices by load code and plate, dates relative to `now`.
 */

/** The demo driver whose CNH is about to expire (the allocation form's warning, the expiry list). */
export const MOTORISTA_CNH_A_VENCER = 'Edson Luiz Cardoso';
export const DIAS_CNH_A_VENCER = 10;

const HORA = 3_600_000;

export async function seedFrotaAgenda(
  tx: Tx,
  {
    ownerId,
    veiculos,
    cargas,
    now,
  }: {
    ownerId: string;
    veiculos: readonly { id: string; placa: string; frota: boolean }[];
    cargas: readonly CargaMontada[];
    now: Date;
  },
): Promise<void> {
  const hoje = hojeEmSaoPaulo(now);
  const diaDaSemana = new Date(`${hoje}T12:00:00Z`).getUTCDay();
  const segunda = somarDias(hoje, diaDaSemana === 0 ? -6 : 1 - diaDaSemana);
  const semana = {
    inicio: inicioDoDiaEmSaoPaulo(segunda),
    fim: inicioDoDiaEmSaoPaulo(somarDias(segunda, 7)),
  };
  const porPlaca = [...veiculos].sort((a, b) => a.placa.localeCompare(b.placa));

  // The company's own vehicles only (a load hired to a carrier carries the carrier's truck).
  const proprios = new Set(veiculos.map((veiculo) => veiculo.id));
  const entregues = cargas
    .map((montada) => montada.carga)
    .filter(
      (carga) =>
        carga.veiculoId &&
        proprios.has(carga.veiculoId) &&
        carga.situacao === SituacaoCarga.Entregue &&
        carga.dhColeta instanceof Date &&
        carga.dhEntrega instanceof Date,
    )
    .sort((a, b) => a.codigo - b.codigo);
  // The delivered load this week (else the latest delivered): its vehicle's maintenance and day off lie in
  // the past, so no future allocation of the demo (nor the tests' loads) meets them.
  const naSemana =
    entregues.find(
      (carga) =>
        (carga.dhEntrega as Date).getTime() > semana.inicio.getTime() &&
        (carga.dhEntrega as Date).getTime() + 12 * HORA < now.getTime(),
    ) ??
    [...entregues]
      .filter((carga) => (carga.dhEntrega as Date).getTime() + 12 * HORA < now.getTime())
      .sort((a, b) => (b.dhEntrega as Date).getTime() - (a.dhEntrega as Date).getTime())[0];

  const atividades: (typeof veiculoAtividades.$inferInsert)[] = [];
  if (naSemana) {
    const coleta = (naSemana.dhColeta as Date).getTime();
    const entrega = (naSemana.dhEntrega as Date).getTime();
    atividades.push(
      {
        ownerId,
        veiculoId: naSemana.veiculoId as string,
        tipo: TipoAtividadeVeiculo.Manutencao,
        dhInicio: new Date(entrega - 12 * HORA),
        dhRetorno: new Date(entrega + 12 * HORA),
        observacao: 'Revisão dos freios agendada na oficina',
      },
      {
        ownerId,
        veiculoId: naSemana.veiculoId as string,
        tipo: TipoAtividadeVeiculo.Folga,
        dhInicio: new Date(coleta - 30 * HORA),
        dhRetorno: new Date(coleta - 14 * HORA),
        observacao: 'Folga do motorista',
      },
    );
  }
  // The contracted fleet's return times (the existing "Adicionar horário de retorno").
  const frota = new Set(veiculos.filter((veiculo) => veiculo.frota).map((veiculo) => veiculo.id));
  for (const carga of entregues) {
    if (!frota.has(carga.veiculoId as string)) continue;
    atividades.push({
      ownerId,
      veiculoId: carga.veiculoId as string,
      cargaId: carga.id,
      tipo: TipoAtividadeVeiculo.Viagem,
      dhInicio: carga.dhColeta as Date,
      dhRetorno: new Date((carga.dhEntrega as Date).getTime() + 6 * HORA),
      observacao: 'Retorno à base',
    });
  }
  if (atividades.length > 0) await tx.insert(veiculoAtividades).values(atividades);

  await tx
    .update(motoristas)
    .set({ cnhValidade: somarDias(hoje, DIAS_CNH_A_VENCER), cnhCategoria: 'E' })
    .where(eq(motoristas.nome, MOTORISTA_CNH_A_VENCER));
  const crlv = porPlaca[1];
  if (crlv) {
    await tx.insert(veiculoDocumentos).values({
      ownerId,
      veiculoId: crlv.id,
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: `${crlv.placa}-2025`,
      validade: somarDias(hoje, 20),
    });
  }
}
