import { ATIVIDADES_VEICULO_LIMITE, TipoAtividadeVeiculo } from '@embarca/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargas, usuarios, veiculoAtividades, veiculos } from '../../db/schema';

export interface SalvarRetornoInput {
  ownerId: string;
  veiculoId: string;
  cargaId: string;
  dhInicio: Date | null;
  dhRetorno: Date;
  observacao: string | null;
  usuarioId: string;
}

/** An activity with the load's code and the name of the user who registered it. */
const ATIVIDADE = {
  id: veiculoAtividades.id,
  veiculoId: veiculoAtividades.veiculoId,
  cargaId: veiculoAtividades.cargaId,
  cargaCodigo: cargas.codigo,
  tipo: veiculoAtividades.tipo,
  dhInicio: veiculoAtividades.dhInicio,
  dhRetorno: veiculoAtividades.dhRetorno,
  observacao: veiculoAtividades.observacao,
  criadoPor: usuarios.nome,
  criadoEm: veiculoAtividades.createdAt,
};

/** Queries of a fleet vehicle's activities (veiculo-atividades.service.ts). */
export function createVeiculoAtividadesRepository(db: Database) {
  function selectAtividades() {
    return db
      .select(ATIVIDADE)
      .from(veiculoAtividades)
      .leftJoin(cargas, eq(cargas.id, veiculoAtividades.cargaId))
      .leftJoin(usuarios, eq(usuarios.id, veiculoAtividades.createdBy));
  }

  return {
    async findVeiculo(id: string) {
      const rows = await db
        .select({ id: veiculos.id, ownerId: veiculos.ownerId, placa: veiculos.placa, frota: veiculos.frota })
        .from(veiculos)
        .where(eq(veiculos.id, id))
        .limit(1);
      return rows[0];
    },

    /** The company's activity of the vehicle for the load, if any. */
    async findAtividade(ownerId: string, veiculoId: string, cargaId: string) {
      const rows = await selectAtividades()
        .where(
          and(
            eq(veiculoAtividades.ownerId, ownerId),
            eq(veiculoAtividades.veiculoId, veiculoId),
            eq(veiculoAtividades.cargaId, cargaId),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The company's latest activities of the vehicle, the latest return first. */
    async listAtividades(ownerId: string, veiculoId: string) {
      return selectAtividades()
        .where(and(eq(veiculoAtividades.ownerId, ownerId), eq(veiculoAtividades.veiculoId, veiculoId)))
        .orderBy(
          sql`${veiculoAtividades.dhRetorno} desc nulls last`,
          desc(veiculoAtividades.createdAt),
          desc(veiculoAtividades.id),
        )
        .limit(ATIVIDADES_VEICULO_LIMITE);
    },

    /**
     * Creates or replaces the company's trip activity of the vehicle for the load (in the caller's
     * transaction, with the load's history row). `criado` tells a new activity from a changed one.
     */
    async salvarRetorno(input: SalvarRetornoInput): Promise<{ id: string; criado: boolean }> {
      const [row] = await db
        .insert(veiculoAtividades)
        .values({
          ownerId: input.ownerId,
          veiculoId: input.veiculoId,
          cargaId: input.cargaId,
          tipo: TipoAtividadeVeiculo.Viagem,
          dhInicio: input.dhInicio,
          dhRetorno: input.dhRetorno,
          observacao: input.observacao,
          createdBy: input.usuarioId,
        })
        .onConflictDoUpdate({
          target: [veiculoAtividades.ownerId, veiculoAtividades.veiculoId, veiculoAtividades.cargaId],
          set: { dhInicio: input.dhInicio, dhRetorno: input.dhRetorno, observacao: input.observacao },
        })
        // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
        .returning({ id: veiculoAtividades.id, criado: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('atividade do veículo não gravada');
      return { id: row.id, criado: row.criado };
    },
  };
}

export type VeiculoAtividadesRepository = ReturnType<typeof createVeiculoAtividadesRepository>;
