import { OFERTAS_DE_ENTREGA } from '@embarca/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaOfertas, cargaRotas, cargas, empresas } from '../../../db/schema/index';

/** Queries of the load's follow-up (acompanhamento.service.ts). */
export function createAcompanhamentoRepository(db: Database) {
  return {
    /** The point registered as done while it is still pending (inside the change's transaction); false when it no longer is. */
    async registrarRealizado(cargaId: string, rotaId: string, dhRealizada: Date): Promise<boolean> {
      const updated = await db
        .update(cargaRotas)
        .set({ dhRealizada })
        .where(
          and(eq(cargaRotas.id, rotaId), eq(cargaRotas.cargaId, cargaId), isNull(cargaRotas.dhRealizada)),
        )
        .returning({ id: cargaRotas.id });
      return updated.length > 0;
    },

    /**
     * The load's deliveries (02 §3 "Delivery"): its offers accepted or hired, oldest first; only those made
     * to `transportadoraOwnerId` when given (a carrier's view).
     */
    async listEntregas(cargaId: string, transportadoraOwnerId?: string) {
      return db
        .select({
          id: cargaOfertas.id,
          cargaId: cargas.id,
          cargaCodigo: cargas.codigo,
          dhCarga: cargas.dhColeta,
          valorAcordado: cargaOfertas.valorProposto,
          situacao: cargaOfertas.situacao,
          nomeTransportadora: empresas.nome,
        })
        .from(cargaOfertas)
        .innerJoin(cargas, eq(cargas.id, cargaOfertas.cargaId))
        .innerJoin(empresas, eq(empresas.id, cargaOfertas.transportadoraEmpresaId))
        .where(
          and(
            eq(cargaOfertas.cargaId, cargaId),
            inArray(cargaOfertas.situacao, [...OFERTAS_DE_ENTREGA]),
            transportadoraOwnerId === undefined
              ? undefined
              : eq(cargaOfertas.transportadoraOwnerId, transportadoraOwnerId),
          ),
        )
        .orderBy(asc(cargaOfertas.createdAt), asc(cargaOfertas.id));
    },
  };
}

export type AcompanhamentoRepository = ReturnType<typeof createAcompanhamentoRepository>;
