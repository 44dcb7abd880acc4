import {
  impedimentoDoMotorista,
  impedimentoDoVeiculo,
  impedimentosDaAlocacao,
  type TCargaAAlocar,
  type TImpedimentoAlocacao,
  type TIndisponibilidadeDaFrota,
  type TTipoAtividadeVeiculo,
  type TUsoDaFrota,
  UnidadeMedida,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { createAlocacaoRepository } from './alocacao.repository';

/** What the allocation rule reads of a load row. */
export interface CargaParaAlocacao {
  id: string;
  dhColeta: Date | null;
  dhEntrega: Date | null;
  peso: string | null;
  volume: string | null;
  volumeUnidade: number | null;
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** The load as the domain's rule takes it: its window and its weight (kg) and volume (m³; litres / 1000). */
export function cargaAAlocar(carga: CargaParaAlocacao): TCargaAAlocar {
  const volume = toNumber(carga.volume);
  return {
    id: carga.id,
    janela: { inicio: carga.dhColeta, fim: carga.dhEntrega },
    necessidade: {
      pesoKg: toNumber(carga.peso),
      volumeM3:
        volume === null ? null : carga.volumeUnidade === UnidadeMedida.Litros ? volume / 1000 : volume,
    },
  };
}

type UsoRow = Awaited<ReturnType<ReturnType<typeof createAlocacaoRepository>['listUsos']>>[number];

/** Rows as the rule's uses; another company's load keeps its code to itself. */
function usosDaFrota(rows: UsoRow[], ownerId: string): TUsoDaFrota[] {
  return rows.map((row) => ({
    cargaId: row.cargaId,
    cargaCodigo: row.ownerId === ownerId ? row.codigo : null,
    veiculoIds: [...(row.veiculoId ? [row.veiculoId] : []), ...row.equipamentoIds],
    motoristaId: row.motoristaId,
    janela: { inicio: row.dhColeta, fim: row.dhEntrega },
  }));
}

type IndisponibilidadeRow = Awaited<
  ReturnType<ReturnType<typeof createAlocacaoRepository>['listIndisponibilidades']>
>[number];

/** Rows as the rule's unavailability (the CHECK constraint guarantees both ends of tipo 2–4). */
function indisponibilidadesDaFrota(rows: IndisponibilidadeRow[]): TIndisponibilidadeDaFrota[] {
  return rows.flatMap((row) =>
    row.dhInicio && row.dhRetorno
      ? [
          {
            id: row.id,
            veiculoId: row.veiculoId,
            tipo: row.tipo as TTipoAtividadeVeiculo,
            janela: { inicio: row.dhInicio, fim: row.dhRetorno },
          },
        ]
      : [],
  );
}

/**
 * Why each vehicle and driver cannot take the load (null = it can): the allocation form's lists and
 * 'Encontrar veículo'. `ownerId` is the caller's company (the codes it may read).
 */
export async function impedimentosDaFrota(
  db: Database,
  ownerId: string,
  carga: CargaParaAlocacao,
  frota: {
    veiculos: { id: string; placa: string; capacidadeKg: number | null; capacidadeM3: number | null }[];
    motoristas: { id: string; nome: string }[];
  },
) {
  const repository = createAlocacaoRepository(db);
  const veiculoIds = frota.veiculos.map((veiculo) => veiculo.id);
  const alvo = cargaAAlocar(carga);
  const [rows, paradas] = await Promise.all([
    repository.listUsos({
      veiculoIds,
      motoristaIds: frota.motoristas.map((motorista) => motorista.id),
      exceptCargaId: carga.id,
    }),
    repository.listIndisponibilidades(veiculoIds, alvo.janela),
  ]);
  const usos = usosDaFrota(rows, ownerId);
  const indisponibilidades = indisponibilidadesDaFrota(paradas);
  return {
    veiculos: new Map<string, TImpedimentoAlocacao | null>(
      frota.veiculos.map((veiculo) => [
        veiculo.id,
        impedimentoDoVeiculo(veiculo, alvo, usos, { indisponibilidades }),
      ]),
    ),
    motoristas: new Map<string, TImpedimentoAlocacao | null>(
      frota.motoristas.map((motorista) => [motorista.id, impedimentoDoMotorista(motorista, alvo, usos)]),
    ),
  };
}

/**
 * The allocation rule on the allocation's transaction (alocar, atualizar-veiculo): locks the vehicles and
 * the driver, reads their other in-progress loads and unavailability (agenda) and refuses with 409 and the first reason (the whole
 * transaction rolls back: nothing is written).
 */
export async function verificarAlocacao(
  tx: Database,
  ownerId: string,
  carga: CargaParaAlocacao,
  alocacao: { veiculoId: string; motorista: { id: string; nome: string }; equipamentos: string[] },
): Promise<void> {
  const repository = createAlocacaoRepository(tx);
  const veiculoIds = [alocacao.veiculoId, ...alocacao.equipamentos];
  await repository.travar(veiculoIds, alocacao.motorista.id);
  const alvo = cargaAAlocar(carga);
  const [capacidades, rows, paradas] = await Promise.all([
    repository.listCapacidades(veiculoIds),
    repository.listUsos({ veiculoIds, motoristaIds: [alocacao.motorista.id], exceptCargaId: carga.id }),
    repository.listIndisponibilidades(veiculoIds, alvo.janela),
  ]);
  const porId = new Map(capacidades.map((veiculo) => [veiculo.id.toLowerCase(), veiculo]));
  const veiculo = porId.get(alocacao.veiculoId.toLowerCase());
  // frotaDaAlocacao found them active a moment ago; a vehicle deleted since is the 409 of a concurrent change.
  if (!veiculo) throw new AppError('CONFLICT');
  const impedimentos = impedimentosDaAlocacao(
    {
      veiculo,
      motorista: alocacao.motorista,
      equipamentos: alocacao.equipamentos.flatMap((id) => porId.get(id.toLowerCase()) ?? []),
    },
    alvo,
    usosDaFrota(rows, ownerId),
    indisponibilidadesDaFrota(paradas),
  );
  const primeiro = impedimentos[0];
  if (primeiro) throw new AppError('CONFLICT', primeiro.mensagem);
}
