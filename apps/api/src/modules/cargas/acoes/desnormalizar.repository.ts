import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaOfertas, cargaRotas, cargas } from '../../../db/schema/index';
import { runLoadChange } from '../carga.read-model';
import type { LoadChangeWithoutAlso } from './acoes.repository';

/**
 * Queries of the load's denormalisation (cargas-desnormalizacao.service.ts): the load's copied columns,
 * the rows they copy, and the write through the loads' one write path (`runLoadChange`).
 */
export function createCargasDesnormalizacaoRepository(db: Database) {
  return {
    /** The load's tenancy, version and the columns that copy other rows (the service checks tenancy). */
    async findCarga(cargaId: string) {
      const rows = await db
        .select({
          id: cargas.id,
          ownerId: cargas.ownerId,
          unidadeNegocioId: cargas.unidadeNegocioId,
          version: cargas.version,
          contratacaoId: cargas.contratacaoId,
          dhColeta: cargas.dhColeta,
          dhEntrega: cargas.dhEntrega,
          transportadoraEmpresaId: cargas.transportadoraEmpresaId,
          contratacaoOwnerId: cargas.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: cargas.contratacaoUnidadeNegocioId,
        })
        .from(cargas)
        .where(eq(cargas.id, cargaId))
        .limit(1);
      return rows[0];
    },

    /** The route's planned starts, in route order (ordem). */
    async listRotas(cargaId: string) {
      return db
        .select({ ordem: cargaRotas.ordem, dhPrevista: cargaRotas.dhPrevista })
        .from(cargaRotas)
        .where(eq(cargaRotas.cargaId, cargaId))
        .orderBy(asc(cargaRotas.ordem));
    },

    /** The hiring's offer (cargas.contratacao_id), when it is one of this load's offers. */
    async findContratacao(cargaId: string, ofertaId: string) {
      const rows = await db
        .select({
          transportadoraEmpresaId: cargaOfertas.transportadoraEmpresaId,
          transportadoraOwnerId: cargaOfertas.transportadoraOwnerId,
        })
        .from(cargaOfertas)
        .where(and(eq(cargaOfertas.id, ofertaId), eq(cargaOfertas.cargaId, cargaId)))
        .limit(1);
      return rows[0];
    },

    /** The recomputed columns, at the version read, with the history row (one transaction). */
    change: (input: LoadChangeWithoutAlso) => runLoadChange(db, input),
  };
}

export type CargasDesnormalizacaoRepository = ReturnType<typeof createCargasDesnormalizacaoRepository>;
