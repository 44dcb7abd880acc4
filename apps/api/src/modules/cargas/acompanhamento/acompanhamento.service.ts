import {
  ACOMPANHAMENTO_MESSAGES,
  boardGroupOfSituacao,
  eventosDaRota,
  formatDateTime,
  SituacaoCarga,
  type TCargaAcaoResponse,
  type TCargaEntrega,
  type TRegistrarRealizadoBody,
  validarRegistroRealizado,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { RotaRow } from '../carga.read-model';
import type { CargasContext } from '../cargas.context';
import { cargaComoVista } from '../detalhes/detalhes.service';
import { createAcompanhamentoRepository } from './acompanhamento.repository';

/** Where the event happened, for the history text: the company, else the place and city. */
function lugar(ponto: RotaRow): string {
  const cidade = [ponto.cidade, ponto.uf].filter(Boolean).join('/');
  return (
    ponto.empresaNome ?? ([ponto.localidade, cidade].filter(Boolean).join(' — ') || 'local não informado')
  );
}

/** Rolls the transaction back when the point was registered meanwhile. */
class PontoJaRealizado extends Error {}

/**
 * The load's follow-up (02 §2 sub-page `acompanhamento`, §3 "Delivery"; rules in the domain's
 * acompanhamento.rules.ts):
 * - PATCH /carga-mongo/{id}/rotas/{rotaId}/realizado: the load's company registers a route point's event as
 *   done — one change of the load (the point, the load's version and situacao, a history row), then the
 *   board's live event; the card's qntEventosRealizados/qntEventosPlanejados follow (the board counts the
 *   points);
 * - GET /carga-mongo/{id}/entregas: the load's deliveries (hirings) as the caller may see them.
 */
export function createAcompanhamentoService(ctx: CargasContext) {
  const repository = createAcompanhamentoRepository(ctx.db);
  return {
    async registrarRealizado(
      session: RequestSession,
      cargaId: string,
      rotaId: string,
      body: TRegistrarRealizadoBody,
    ): Promise<TCargaAcaoResponse> {
      const carga = await ctx.access.require(session, NivelAcesso.Editar, cargaId);
      const rotas = await ctx.readModel.rotas([carga.id]);
      const ponto = rotas.find((rota) => rota.id === rotaId);
      if (!ponto) throw new AppError('NOT_FOUND');
      const result = validarRegistroRealizado({
        situacao: carga.situacao,
        rotas,
        rotaId: ponto.id,
        dhRealizada: body.dhRealizada,
        agora: ctx.now(),
      });
      if (!result.allowed) throw new AppError('VALIDATION', result.message);

      const evento = eventosDaRota(rotas).find((item) => item.rotaId === ponto.id);
      const entregou = result.situacao !== carga.situacao;
      const descricao = `${evento?.titulo ?? 'Evento'} realizada em ${formatDateTime(body.dhRealizada)} (${lugar(
        ponto,
      )}), registrada por ${session.claims.nome}.${entregou ? ' Carga entregue.' : ''}`;
      const mudouDeGrupo = boardGroupOfSituacao(carga.situacao) !== boardGroupOfSituacao(result.situacao);
      try {
        await ctx.writer.change(session, {
          carga,
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
          // The point must still be pending: another registration got there first → 409, nothing written.
          also: async (tx) => {
            if (
              !(await createAcompanhamentoRepository(tx).registrarRealizado(
                carga.id,
                ponto.id,
                body.dhRealizada,
              ))
            ) {
              throw new PontoJaRealizado();
            }
          },
        });
      } catch (error) {
        if (error instanceof PontoJaRealizado) throw new AppError('CONFLICT');
        throw error;
      }
      return {
        message: ACOMPANHAMENTO_MESSAGES.registrado,
        carga: await cargaComoVista(ctx, session, carga.id),
        cargaIds: [carga.id],
      };
    },

    /**
     * The deliveries of a load the caller sees on its board (404 otherwise): every one for the load's
     * company, a carrier's own only. valorTotalCte stays null until freight audit records transport
     * documents (CT-e).
     */
    async entregas(session: RequestSession, cargaId: string): Promise<TCargaEntrega[]> {
      const carga = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
      const rows = await repository.listEntregas(
        carga.id,
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
