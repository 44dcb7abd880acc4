import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaOfertas } from '../../../db/schema/index';

/** The rows a load's copied columns copy that the read model does not read: the hiring's offer. */
export function createDesnormalizarRepository(db: Database) {
  return {
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
  };
}
