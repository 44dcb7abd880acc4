import { SITUACOES_EM_ANDAMENTO, TipoAtividadeVeiculo } from '@embarca/domain';
import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargas, motoristas, veiculoAtividades, veiculos } from '../../../db/schema/index';

/**
 * The fleet's use by loads, read by the allocation rule (`alocacao.rules.ts` in the domain) wherever it is
 * applied: the allocation and vehicle update (inside their transaction), the allocation form's lists and
 * 'Encontrar veículo'. Over `db` or a transaction.
 */
export function createAlocacaoRepository(db: Database) {
  const usoColumns = {
    cargaId: cargas.id,
    codigo: cargas.codigo,
    ownerId: cargas.ownerId,
    veiculoId: cargas.veiculoId,
    equipamentoIds: cargas.equipamentoIds,
    motoristaId: cargas.motoristaId,
    dhColeta: cargas.dhColeta,
    dhEntrega: cargas.dhEntrega,
  };
  /** `situacao in (2, 7)` with the codes inline, as the partial index `cargas_em_andamento_equipamentos_idx` reads. */
  const emAndamento = sql`${cargas.situacao} in (${sql.raw(SITUACOES_EM_ANDAMENTO.join(', '))})`;
  return {
    /**
     * The in-progress loads (2, 7), other than `exceptCargaId`, that use any of the vehicles (as the vehicle
     * or as equipment) or any of the drivers. Any tenant's: a vehicle is one truck whoever hires it.
     */
    async listUsos(filtro: { veiculoIds: string[]; motoristaIds: string[]; exceptCargaId: string }) {
      const { veiculoIds, motoristaIds, exceptCargaId } = filtro;
      if (veiculoIds.length === 0 && motoristaIds.length === 0) return [];
      const vIds = sql`${sql.param(veiculoIds)}::uuid[]`;
      return db
        .select(usoColumns)
        .from(cargas)
        .where(
          and(
            inArray(cargas.situacao, [...SITUACOES_EM_ANDAMENTO]),
            ne(cargas.id, exceptCargaId),
            or(
              veiculoIds.length > 0 ? sql`${cargas.veiculoId} = any(${vIds})` : undefined,
              veiculoIds.length > 0 ? sql`${cargas.equipamentoIds} && ${vIds}` : undefined,
              motoristaIds.length > 0 ? inArray(cargas.motoristaId, motoristaIds) : undefined,
            ),
          ),
        )
        .orderBy(asc(cargas.codigo));
    },

    /**
     * `listUsos` for every vehicle of a company (the monitoring map, issue 18): the in-progress loads, any
     * tenant's, carrying one of its vehicles as the vehicle or as equipment. Two index reads instead of
     * testing each load against thousands of ids (`= any` and `&&` with 5,000 ids scanned every load:
     * 330 ms at 200,000 loads): loads by their vehicle through `cargas_veiculo_idx`, and the few in-progress
     * loads with equipment through the partial index `cargas_em_andamento_equipamentos_idx` (migration 0023).
     */
    async listUsosDaFrota(ownerId: string) {
      const porVeiculo = db
        .select(usoColumns)
        .from(cargas)
        .innerJoin(veiculos, eq(veiculos.id, cargas.veiculoId))
        .where(and(eq(veiculos.ownerId, ownerId), emAndamento));
      const porEquipamento = db
        .select(usoColumns)
        .from(cargas)
        .where(
          and(
            emAndamento,
            sql`cardinality(${cargas.equipamentoIds}) > 0`,
            // Qualified: drizzle writes a one-table select's columns unqualified.
            sql`exists (select 1 from ${veiculos} v
              where v.id = any(${sql.raw('"cargas"."equipamento_ids"')}) and v.owner_id = ${ownerId})`,
          ),
        );
      const [veiculo, equipamento] = await Promise.all([porVeiculo, porEquipamento]);
      const vistas = new Set(veiculo.map((uso) => uso.cargaId));
      return [...veiculo, ...equipamento.filter((uso) => !vistas.has(uso.cargaId))].sort(
        (a, b) => a.codigo - b.codigo,
      );
    },

    /**
     * The vehicles' unavailability (the fleet agenda, issue 18: `veiculo_atividades` tipo 2–4, both ends
     * set) meeting the window (a missing bound of the window is open): the allocation rule refuses a vehicle
     * unavailable over the load's period.
     */
    async listIndisponibilidades(veiculoIds: string[], janela: { inicio: Date | null; fim: Date | null }) {
      if (veiculoIds.length === 0) return [];
      return db
        .select({
          id: veiculoAtividades.id,
          veiculoId: veiculoAtividades.veiculoId,
          tipo: veiculoAtividades.tipo,
          dhInicio: veiculoAtividades.dhInicio,
          dhRetorno: veiculoAtividades.dhRetorno,
        })
        .from(veiculoAtividades)
        .where(
          and(
            ne(veiculoAtividades.tipo, TipoAtividadeVeiculo.Viagem),
            inArray(veiculoAtividades.veiculoId, veiculoIds),
            janela.inicio ? gte(veiculoAtividades.dhRetorno, janela.inicio) : undefined,
            janela.fim ? lte(veiculoAtividades.dhInicio, janela.fim) : undefined,
          ),
        )
        .orderBy(asc(veiculoAtividades.dhInicio));
    },

    /** Vehicles with their registered capacities (numbers; null when not registered). */
    async listCapacidades(veiculoIds: string[]) {
      if (veiculoIds.length === 0) return [];
      const rows = await db
        .select({
          id: veiculos.id,
          placa: veiculos.placa,
          capacidadeKg: veiculos.capacidadeKg,
          capacidadeM3: veiculos.capacidadeM3,
        })
        .from(veiculos)
        .where(inArray(veiculos.id, veiculoIds));
      return rows.map((row) => ({
        ...row,
        capacidadeKg: row.capacidadeKg === null ? null : Number(row.capacidadeKg),
        capacidadeM3: row.capacidadeM3 === null ? null : Number(row.capacidadeM3),
      }));
    },

    /**
     * Locks the vehicles' and the driver's rows until the transaction ends (ids in order, so two
     * allocations never wait on each other crosswise): a second allocation of the same truck or driver
     * waits for the first to commit, then reads its load (READ COMMITTED: a new snapshot per statement).
     */
    async travar(veiculoIds: string[], motoristaId: string) {
      const ids = [...new Set(veiculoIds.map((id) => id.toLowerCase()))].sort();
      if (ids.length > 0) {
        await db
          .select({ id: veiculos.id })
          .from(veiculos)
          .where(inArray(veiculos.id, ids))
          .orderBy(asc(veiculos.id))
          .for('update');
      }
      await db
        .select({ id: motoristas.id })
        .from(motoristas)
        .where(inArray(motoristas.id, [motoristaId]))
        .for('update');
    },
  };
}

export type AlocacaoRepository = ReturnType<typeof createAlocacaoRepository>;
