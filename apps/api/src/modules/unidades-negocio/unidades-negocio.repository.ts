import type { TUnidadeNegocio } from '@embarca/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unidadesNegocio } from '../../db/schema';

export function createUnidadesNegocioRepository(db: Database) {
  return {
    async listByIds(ownerId: string, ids: string[]): Promise<TUnidadeNegocio[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: unidadesNegocio.id,
          descricao: unidadesNegocio.descricao,
          ativo: unidadesNegocio.ativo,
        })
        .from(unidadesNegocio)
        .where(and(eq(unidadesNegocio.ownerId, ownerId), inArray(unidadesNegocio.id, ids)))
        .orderBy(asc(unidadesNegocio.descricao));
    },
  };
}

export type UnidadesNegocioRepository = ReturnType<typeof createUnidadesNegocioRepository>;
