import { OFERTAS_DE_ENTREGA } from '@embarca/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaOfertas, cargaRotas, cargas, empresas } from '../../../db/schema/index';
import { type LoadChange, runLoadChange } from '../carga.read-model';

/** A route point registered as done, with the load's change (situacao, version, history). */
export interface RegistroRealizadoChange extends Omit<LoadChange<never>, 'also'> {
  rotaId: string;
  dhRealizada: Date;
}

/** Queries of the load's follow-up (cargas-acompanhamento.service.ts). */
export function createCargasAcompanhamentoRepository(db: Database) {
  return {
    /** What the follow-up reads of a load, by id (the service checks tenancy and scope). */
    async findCarga(cargaId: string) {
      const rows = await db
        .select({
          id: cargas.id,
          ownerId: cargas.ownerId,
          unidadeNegocioId: cargas.unidadeNegocioId,
          codigo: cargas.codigo,
          situacao: cargas.situacao,
          version: cargas.version,
          dhColeta: cargas.dhColeta,
          contratacaoOwnerId: cargas.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: cargas.contratacaoUnidadeNegocioId,
        })
        .from(cargas)
        .where(eq(cargas.id, cargaId))
        .limit(1);
      return rows[0];
    },

    /** The load's route points in route order, with the place's name for the history text. */
    async listRotas(cargaId: string) {
      return db
        .select({
          id: cargaRotas.id,
          ordem: cargaRotas.ordem,
          rota: cargaRotas.rota,
          dhPrevista: cargaRotas.dhPrevista,
          dhRealizada: cargaRotas.dhRealizada,
          empresa: empresas.nome,
          localidade: cargaRotas.localidade,
          cidade: cargaRotas.cidade,
          uf: cargaRotas.uf,
        })
        .from(cargaRotas)
        .leftJoin(empresas, eq(empresas.id, cargaRotas.empresaId))
        .where(eq(cargaRotas.cargaId, cargaId))
        .orderBy(asc(cargaRotas.ordem));
    },

    /**
     * Registers the point as done in the load's change transaction (runLoadChange: version compared and
     * bumped, history row). The point must still be pending: another registration got there first →
     * `{ applied: false }`, nothing written.
     */
    async registrarRealizado(change: RegistroRealizadoChange) {
      const { rotaId, dhRealizada, ...loadChange } = change;
      try {
        return await runLoadChange(db, {
          ...loadChange,
          also: async (tx) => {
            const updated = await tx
              .update(cargaRotas)
              .set({ dhRealizada })
              .where(
                and(
                  eq(cargaRotas.id, rotaId),
                  eq(cargaRotas.cargaId, change.cargaId),
                  isNull(cargaRotas.dhRealizada),
                ),
              )
              .returning({ id: cargaRotas.id });
            if (updated.length === 0) throw new PontoJaRealizado();
          },
        });
      } catch (error) {
        if (error instanceof PontoJaRealizado) return { applied: false } as const;
        throw error;
      }
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

/** Rolls the transaction back when the point was registered meanwhile. */
class PontoJaRealizado extends Error {}

export type CargasAcompanhamentoRepository = ReturnType<typeof createCargasAcompanhamentoRepository>;
