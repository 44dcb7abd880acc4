import {
  boardGroupOfSituacao,
  KANBAN_MESSAGES,
  MESSAGES,
  situacoesDoGrupo,
  type TCargaDetails,
  type TCargaDocumento,
  type TCargaHistoricoItem,
  type TCargaMongo,
  type TCargaQuadroCard,
  TipoQuadro,
  type TKanbanEtapa,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { isForeignKeyViolation } from '../../../lib/pg-constraint-errors';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasRepository } from '../carga.read-model';
import type { CargaEventInput, CargasEvents as HubCargasEvents } from '../quadro/tempo-real.service';

/** What the real-time hub needs to tell the load's viewers that it changed ('load ready', 02 §4). */
export type CargaProntaEvent = CargaEventInput;

/** The real-time publisher (modules/cargas-hub), called after a committed change. */
export type CargasEvents = Pick<HubCargasEvents, 'cargaPronta'>;

/** The board's card and visibility rules (QuadroService.getCard): null when the viewer may not see it. */
export interface CargaCardSource {
  getCard(session: RequestSession, cargaId: string): Promise<TCargaQuadroCard | null>;
}

/** The caller's board stages (KanbanService.get): another company's stage → 404. */
export interface EtapaSource {
  get(session: RequestSession, id: string): Promise<TKanbanEtapa>;
}

export interface CargasServiceDeps {
  repository: CargasRepository;
  cards: CargaCardSource;
  etapas: EtapaSource;
  events: CargasEvents;
  /** A failed publication is logged only: the move is committed and the board re-reads on reconnect. */
  onEventError?: (error: unknown) => void;
}

type DocumentoRow = Awaited<ReturnType<CargasRepository['listDocumentos']>>[number];

function toDocumento(row: DocumentoRow): TCargaDocumento {
  // Shipments (cross-docking) do not exist yet, so no document carries a shipment code.
  return { ...row, remessaCodigo: null };
}

/** "Carga movida para a etapa "X"." — the history text of a stage move. */
export function moverEtapaDescricao(etapa: string): string {
  return `Carga movida para a etapa "${etapa}".`;
}

/**
 * Reads of one load (GET /carga-mongo/{id}, /details, /historico) and its stage move (PUT
 * /carga-mongo/{id}/etapa/{etapaId}). Every call first asks the board whether the caller may see the
 * load (404 otherwise); only the load's own company may read its history or move it (403 for a carrier).
 */
export function createCargasService({ repository, cards, etapas, events, onEventError }: CargasServiceDeps) {
  async function visibleCard(session: RequestSession, cargaId: string): Promise<TCargaQuadroCard> {
    const card = await cards.getCard(session, cargaId);
    if (!card) throw new AppError('NOT_FOUND');
    return card;
  }

  /** The load's row for a call reserved to its owner: a carrier viewing a shipper's load → 403. */
  async function ownLoad(session: RequestSession, cargaId: string) {
    const carga = await repository.findCarga(cargaId);
    if (!carga) throw new AppError('NOT_FOUND');
    if (carga.ownerId !== session.ownerId) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return carga;
  }

  /** The load as the caller sees it now (card and documents), or null when the board hides it. */
  async function find(session: RequestSession, cargaId: string): Promise<TCargaMongo | null> {
    const card = await cards.getCard(session, cargaId);
    if (!card) return null;
    const documentos = await repository.listDocumentos(cargaId);
    return { ...card, documentos: documentos.map(toDocumento) };
  }

  async function get(session: RequestSession, cargaId: string): Promise<TCargaMongo> {
    const carga = await find(session, cargaId);
    if (!carga) throw new AppError('NOT_FOUND');
    return carga;
  }

  async function publish(carga: NonNullable<Awaited<ReturnType<CargasRepository['findCarga']>>>) {
    try {
      const transportadoraOwnerIds = await repository.listTransportadoraOwnerIds(carga.id);
      await events.cargaPronta({
        cargaId: carga.id,
        ownerId: carga.ownerId,
        unidadeNegocioId: carga.unidadeNegocioId,
        contratacaoOwnerId: carga.contratacaoOwnerId,
        contratacaoUnidadeNegocioId: carga.contratacaoUnidadeNegocioId,
        transportadoraOwnerIds,
      });
    } catch (error) {
      onEventError?.(error);
    }
  }

  return {
    get,
    find,

    async details(session: RequestSession, cargaId: string): Promise<TCargaDetails> {
      const carga = await get(session, cargaId);
      const [detalhe, rotas] = await Promise.all([
        repository.findDetalhe(cargaId),
        repository.listRotas(cargaId),
      ]);
      if (!detalhe) throw new AppError('NOT_FOUND');
      // A carrier sees its own offers only, never which other carriers the shipper offered the load to.
      const ofertas = await repository.listOfertas(
        cargaId,
        detalhe.ownerId === session.ownerId ? undefined : session.ownerId,
      );
      const transportadoras = ofertas.map((oferta) => ({
        ...oferta,
        criadoEm: oferta.criadoEm.toISOString(),
        atualizadoEm: oferta.atualizadoEm.toISOString(),
      }));
      return {
        ...carga,
        unidadeNegocio: { id: detalhe.unidadeNegocioId, nome: detalhe.unidadeNegocioNome },
        modalidade: detalhe.modalidade,
        tipoTarifa: detalhe.tipoTarifa,
        valorTotalFrete: detalhe.valorTotalFrete,
        impostoSuspenso: detalhe.impostoSuspenso,
        acondicionamento: detalhe.acondicionamento,
        distancia: detalhe.distancia,
        tempo: detalhe.tempo,
        motivoDesativacao: detalhe.motivoDesativacao,
        dhFinalizacao: detalhe.dhFinalizacao?.toISOString() ?? null,
        criadoEm: detalhe.criadoEm.toISOString(),
        criadoPor: detalhe.criadoPor,
        rotas: rotas.map((ponto) => ({
          id: ponto.id,
          ordem: ponto.ordem,
          rota: ponto.rota,
          empresa: ponto.empresaId
            ? { id: ponto.empresaId, nome: ponto.empresaNome ?? '', documento: ponto.empresaDocumento }
            : null,
          localidade: ponto.localidade,
          cidade: ponto.cidade,
          uf: ponto.uf,
          latitude: ponto.latitude,
          longitude: ponto.longitude,
          dhPrevista: ponto.dhPrevista?.toISOString() ?? null,
          dhRealizada: ponto.dhRealizada?.toISOString() ?? null,
        })),
        transportadoras,
      };
    },

    /**
     * The history, newest first. Only the load's company reads it: the menu hides History from a carrier
     * (visibility directed-to-me, 02 §2) and the entries describe the shipper's own negotiation.
     */
    async historico(session: RequestSession, cargaId: string): Promise<TCargaHistoricoItem[]> {
      await visibleCard(session, cargaId);
      await ownLoad(session, cargaId);
      const rows = await repository.listHistorico(session.ownerId, cargaId);
      return rows.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }));
    },

    /**
     * Moves the load to a stage of its own board group (02 §4 "change stage"): the stage must be one of
     * the company's loads-board stages in the group of the load's situacao, else 400. Writes the stage and
     * a history row together, then tells the real-time hub. Moving to the current stage changes nothing.
     */
    async moverEtapa(session: RequestSession, cargaId: string, etapaId: string): Promise<TCargaMongo> {
      await visibleCard(session, cargaId);
      const carga = await ownLoad(session, cargaId);
      const grupo = boardGroupOfSituacao(carga.situacao);
      if (!grupo) throw new AppError('NOT_FOUND');
      const etapa = await etapas.get(session, etapaId);
      if (etapa.tipoQuadro !== TipoQuadro.Cargas || etapa.grupoEtapa !== grupo) {
        throw new AppError('VALIDATION', KANBAN_MESSAGES.otherGroup);
      }
      if (carga.etapaId === etapa.id) return get(session, cargaId);

      let moved: boolean;
      try {
        moved = await repository.moverEtapa({
          ownerId: session.ownerId,
          cargaId,
          etapaId: etapa.id,
          situacoes: situacoesDoGrupo(grupo),
          usuarioId: session.userId,
          descricao: moverEtapaDescricao(etapa.descricao),
          etapaAnteriorId: carga.etapaId,
        });
      } catch (error) {
        // The stage was deleted meanwhile.
        if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
        throw error;
      }
      // The load changed group (or owner) between the read and the write: the caller's view is stale.
      if (!moved) throw new AppError('CONFLICT', MESSAGES.recordLocked);
      await publish(carga);
      return get(session, cargaId);
    },
  };
}

export type CargasService = ReturnType<typeof createCargasService>;
