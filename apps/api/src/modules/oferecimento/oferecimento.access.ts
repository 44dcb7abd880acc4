import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import { NivelAcesso } from '../cargas/carga.access';
import type { CargasContext } from '../cargas/cargas.context';
import { createOferecimentoRepository, type OfertaRow } from './oferecimento.repository';

/** The side of an offer the caller is on. */
export type LadoDaOferta = 'embarcador' | 'transportadora';

/**
 * The offering's one access gate (issue 20).
 * - A load offered (`carga`): the cargas gate at `editar` — the load's company, in the request's units
 *   (another company's id → 404; a carrier that sees the load → 403; a unit outside the user's → 403/404 as
 *   the cargas gate answers).
 * - An offer (`oferta`): the load's company through the same cargas gate (side 'embarcador'), or the carrier
 *   tenant the offer went to (side 'transportadora'); anyone else — another carrier, another shipper — 404.
 * Module, role and company type are the route plugin's guard.
 */
export function createOferecimentoAccess(db: Database, cargas: Pick<CargasContext, 'access'>) {
  const repository = createOferecimentoRepository(db);
  return {
    carga(session: RequestSession, cargaId: string) {
      return cargas.access.require(session, NivelAcesso.Editar, cargaId);
    },

    async oferta(
      session: RequestSession,
      ofertaId: string,
    ): Promise<{ oferta: OfertaRow; lado: LadoDaOferta }> {
      const oferta = await repository.oferta(ofertaId);
      if (!oferta) throw new AppError('NOT_FOUND');
      if (oferta.ownerId === session.ownerId) {
        await cargas.access.require(session, NivelAcesso.Editar, oferta.cargaId);
        return { oferta, lado: 'embarcador' };
      }
      if (oferta.transportadoraOwnerId && oferta.transportadoraOwnerId === session.ownerId) {
        return { oferta, lado: 'transportadora' };
      }
      throw new AppError('NOT_FOUND');
    },
  };
}

export type OferecimentoAccess = ReturnType<typeof createOferecimentoAccess>;
