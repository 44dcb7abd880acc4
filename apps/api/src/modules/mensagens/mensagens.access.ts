import { MENSAGENS_MESSAGES } from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import { type CargaAccess, escopoDaSessao, NivelAcesso, visivelPara } from '../cargas/carga.access';
import type { MensagensRepository } from './mensagens.repository';

/**
 * The chat's one gate (issue 20). A user reaches a conversation of their company that is not deleted and
 * whose load they may see through the cargas gate (`ver`, over all the units they may access): anything else — another company's, unknown,
 * deleted, or a load outside the request's units — is 404, nothing learnt. A conversation starts on a load
 * the user sees, with an active driver of their company (another company's or unknown driver → 404; an
 * inactive one → 409). A driver reaches only the conversations of their own (active) driver records.
 * Module and licence are the route plugin's guard (`MENSAGENS_ACESSO`).
 */
/**
 * The chat is one inbox over every unit the user may access (like the notifications), not the request's
 * selected unit: a driver's message about a load of another unit of theirs must not vanish from the badge.
 */
function todasAsUnidades(session: RequestSession): RequestSession {
  return { ...session, escopoUnidadeIds: [...session.unidadeIds] };
}

export function createMensagensAccess({
  repository,
  cargas,
}: {
  repository: MensagensRepository;
  cargas: CargaAccess;
}) {
  return {
    /** The conversation the user may reach, or 404. */
    async conversa(session: RequestSession, id: string) {
      const row = await repository.conversaDoOwner(session.ownerId, id);
      if (!row) throw new AppError('NOT_FOUND');
      const [carga] = await cargas.filter(todasAsUnidades(session), NivelAcesso.Ver, [row.cargaId]);
      if (!carga) throw new AppError('NOT_FOUND');
      return row;
    },

    /** A load the user may see (a load of another company, or not on their board → 404). */
    carga: (session: RequestSession, cargaId: string) =>
      cargas.require(todasAsUnidades(session), NivelAcesso.Ver, cargaId),

    /** An active driver of the user's company. */
    async motorista(session: RequestSession, motoristaId: string) {
      const row = await repository.motoristaAtivo(session.ownerId, motoristaId);
      if (!row) throw new AppError('NOT_FOUND');
      if (!row.ativo) throw new AppError('CONFLICT', MENSAGENS_MESSAGES.motoristaInativo);
      return row;
    },

    /** The conversation of one of the driver's records, or 404. */
    async doMotorista(motoristaIds: string[], id: string) {
      const row = await repository.conversaDoMotorista(id, motoristaIds);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The lists' visibility: the cargas gate's as SQL over `c`. */
    consulta: (session: RequestSession) => ({
      ownerId: session.ownerId,
      usuarioId: session.userId,
      visivel: visivelPara(escopoDaSessao(todasAsUnidades(session))),
    }),
  };
}

export type MensagensAccess = ReturnType<typeof createMensagensAccess>;
