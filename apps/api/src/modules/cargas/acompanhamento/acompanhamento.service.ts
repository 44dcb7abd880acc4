import {
  ACOMPANHAMENTO_MESSAGES,
  boardGroupOfSituacao,
  eventosDaRota,
  formatDateTime,
  MESSAGES,
  SituacaoCarga,
  type TCargaAcaoResponse,
  type TCargaEntrega,
  type TRegistrarRealizadoBody,
  validarRegistroRealizado,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { exigirCargaDaEmpresa } from '../carga.access';
import type { CargasRepository } from '../carga.read-model';
import type { CargaCardSource, CargasService } from '../detalhes/detalhes.service';
import type { CargasEvents as HubCargasEvents } from '../quadro/tempo-real.service';
import type { CargasAcompanhamentoRepository } from './acompanhamento.repository';

export interface CargasAcompanhamentoServiceDeps {
  repository: CargasAcompanhamentoRepository;
  /** The carriers a load is offered to or hired by (real-time recipients). */
  ofertas: Pick<CargasRepository, 'listTransportadoraOwnerIds'>;
  /** The load as the caller sees it after the change (the answer). */
  cargas: Pick<CargasService, 'find'>;
  /** The board's visibility gate. */
  cards: CargaCardSource;
  events: Pick<HubCargasEvents, 'cargaPronta'>;
  /** The clock the "not after now" rule reads (tests pin it). */
  now?: () => Date;
  /** The live event follows the commit; a failure there is logged, the change stays. */
  onAfterCommitError?: (error: unknown) => void;
}

type RotaRow = Awaited<ReturnType<CargasAcompanhamentoRepository['listRotas']>>[number];

/** Where the event happened, for the history text: the company, else the place and city. */
function lugar(ponto: RotaRow): string {
  const cidade = [ponto.cidade, ponto.uf].filter(Boolean).join('/');
  return ponto.empresa ?? ([ponto.localidade, cidade].filter(Boolean).join(' — ') || 'local não informado');
}

/**
 * The load's follow-up (02 §2 sub-page `acompanhamento`, §3 "Delivery"; rules in the domain's
 * carga-acompanhamento.rules.ts):
 * - PATCH /carga-mongo/{id}/rotas/{rotaId}/realizado: the load's company registers a route point's event as
 *   done — one transaction (the point, the load's version and situacao, a history row), then the board's
 *   live event; the card's qntEventosRealizados/qntEventosPlanejados follow (the board counts the points);
 * - GET /carga-mongo/{id}/entregas: the load's deliveries (hirings) as the caller may see them.
 */
export function createCargasAcompanhamentoService({
  repository,
  ofertas,
  cargas,
  cards,
  events,
  now = () => new Date(),
  onAfterCommitError = () => undefined,
}: CargasAcompanhamentoServiceDeps) {
  return {
    async registrarRealizado(
      session: RequestSession,
      cargaId: string,
      rotaId: string,
      body: TRegistrarRealizadoBody,
    ): Promise<TCargaAcaoResponse> {
      const carga = await exigirCargaDaEmpresa(session, await repository.findCarga(cargaId), cards);
      const rotas = await repository.listRotas(cargaId);
      const ponto = rotas.find((rota) => rota.id.toLowerCase() === rotaId.toLowerCase());
      if (!ponto) throw new AppError('NOT_FOUND');
      const result = validarRegistroRealizado({
        situacao: carga.situacao,
        rotas,
        rotaId: ponto.id,
        dhRealizada: body.dhRealizada,
        agora: now(),
      });
      if (!result.allowed) throw new AppError('VALIDATION', result.message);

      const evento = eventosDaRota(rotas).find((item) => item.rotaId === ponto.id);
      const entregou = result.situacao !== carga.situacao;
      const descricao = `${evento?.titulo ?? 'Evento'} realizada em ${formatDateTime(body.dhRealizada)} (${lugar(
        ponto,
      )}), registrada por ${session.claims.nome}.${entregou ? ' Carga entregue.' : ''}`;
      const mudouDeGrupo = boardGroupOfSituacao(carga.situacao) !== boardGroupOfSituacao(result.situacao);
      const applied = await repository.registrarRealizado({
        cargaId: carga.id,
        ownerId: session.ownerId,
        version: carga.version,
        rotaId: ponto.id,
        dhRealizada: body.dhRealizada,
        set: {
          situacao: result.situacao,
          // Delivered now: the load waits to be finished from this instant (the card's dhPreFinalizacao).
          ...(entregou && result.situacao === SituacaoCarga.EntregueNaoFinalizada
            ? { dhPreFinalizacao: body.dhRealizada }
            : {}),
          // A stage belongs to one board group: a delivered load starts in the delivered group's first stage.
          ...(mudouDeGrupo ? { etapaId: null } : {}),
        },
        historico: {
          usuarioId: session.userId,
          acao: 'registrar-evento',
          descricao,
          dados: {
            rotaId: ponto.id,
            ordem: ponto.ordem,
            dhRealizada: body.dhRealizada.toISOString(),
            situacaoAnterior: carga.situacao,
            situacao: result.situacao,
          },
        },
      });
      // Someone registered this point (or changed the load) between our read and our write.
      if (!applied.applied) throw new AppError('CONFLICT', MESSAGES.recordLocked);

      try {
        await events.cargaPronta({
          cargaId: carga.id,
          ownerId: carga.ownerId,
          unidadeNegocioId: carga.unidadeNegocioId,
          contratacaoOwnerId: carga.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: carga.contratacaoUnidadeNegocioId,
          transportadoraOwnerIds: await ofertas.listTransportadoraOwnerIds(carga.id),
        });
      } catch (error) {
        onAfterCommitError(error);
      }
      return {
        message: ACOMPANHAMENTO_MESSAGES.registrado,
        carga: await cargas.find(session, carga.id),
        cargaIds: [carga.id],
      };
    },

    /**
     * The deliveries of a load the caller sees on its board (404 otherwise): every one for the load's
     * company, a carrier's own only. valorTotalCte stays null until freight audit records transport
     * documents (CT-e).
     */
    async entregas(session: RequestSession, cargaId: string): Promise<TCargaEntrega[]> {
      if (!(await cards.getCard(session, cargaId))) throw new AppError('NOT_FOUND');
      const carga = await repository.findCarga(cargaId);
      if (!carga) throw new AppError('NOT_FOUND');
      const rows = await repository.listEntregas(
        cargaId,
        carga.ownerId === session.ownerId ? undefined : session.ownerId,
      );
      return rows.map((row) => ({
        ...row,
        dhCarga: row.dhCarga?.toISOString() ?? null,
        valorTotalCte: null,
      }));
    },
  };
}

export type CargasAcompanhamentoService = ReturnType<typeof createCargasAcompanhamentoService>;
