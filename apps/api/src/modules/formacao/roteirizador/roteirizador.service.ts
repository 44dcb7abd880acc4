import {
  PLANO_ROTA_MESSAGES,
  paraEntradaRoteirizacao,
  planejarRotas,
  type TPlanejarRotasBody,
  type TPlanoRota,
  type TPlanoRotaResumo,
  type TPlanoRotaSalvar,
  type TPlanoRotasResponse,
  ZPlanejarRotasBody,
  ZPlanoRotasResponse,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { FormacaoAccess } from '../formacao.access';
import { createFormacaoRepository } from '../formacao.repository';

type PlanoLido = NonNullable<Awaited<ReturnType<ReturnType<typeof createFormacaoRepository>['plano']>>>;

/**
 * The route planner (issue 21) under /api/formacao/roteirizador: planning is the domain's pure
 * `planejarRotas` (nearest neighbour + 2-opt/Or-opt for one vehicle; Clarke–Wright savings with capacities
 * and time windows for several); a saved plan keeps what was sent and answered, and — given a draft and one
 * route — re-sequences the draft's orders as the route, so confirming the draft writes the load's route
 * points in that order.
 */
export function createRoteirizadorService({ db, access }: { db: Database; access: FormacaoAccess }) {
  const repository = createFormacaoRepository(db);

  function resumo({ plano, usuarioNome }: PlanoLido, minutaNumero: number | null): TPlanoRotaResumo {
    const entrada = plano.entrada as TPlanejarRotasBody;
    return {
      id: plano.id,
      nome: plano.nome,
      minutaId: plano.minutaId,
      minutaNumero,
      distanciaM: plano.distanciaM,
      paradas: entrada.paradas.length,
      veiculos: entrada.veiculos.length,
      criadoEm: plano.createdAt.toISOString(),
      usuarioNome,
    };
  }

  async function numeroDaMinuta(minutaId: string | null): Promise<number | null> {
    if (!minutaId) return null;
    return (await repository.minutaRow(minutaId))?.numero ?? null;
  }

  async function completo(lido: PlanoLido): Promise<TPlanoRota> {
    return {
      ...resumo(lido, await numeroDaMinuta(lido.plano.minutaId)),
      entrada: ZPlanejarRotasBody.parse(lido.plano.entrada),
      resultado: ZPlanoRotasResponse.parse(lido.plano.resultado),
    };
  }

  return {
    planejar(body: TPlanejarRotasBody): TPlanoRotasResponse {
      return planejarRotas(paraEntradaRoteirizacao(body));
    },

    async listar(session: RequestSession): Promise<TPlanoRotaResumo[]> {
      const rows = await repository.planos(session.ownerId, session.escopoUnidadeIds, 100);
      return Promise.all(rows.map(async (row) => resumo(row, await numeroDaMinuta(row.plano.minutaId))));
    },

    async detalhe(session: RequestSession, id: string): Promise<TPlanoRota> {
      return completo(await access.plano(session, id));
    },

    /**
     * Saves a plan in the selected unit (or the draft's). With a draft: its orders that are stops of the one
     * route go first in the route's order, the others keep theirs after; the stored result is the server's
     * own recalculation of the request (the client's copy is never trusted).
     */
    async salvar(
      session: RequestSession,
      unidadeId: string,
      body: TPlanoRotaSalvar,
    ): Promise<{ message: string; plano: TPlanoRota }> {
      access.unidade(session, unidadeId);
      const resultado = planejarRotas(paraEntradaRoteirizacao(body.entrada));
      // The user may have reordered the stops by hand: the sequence kept is the client's, checked to hold
      // exactly the stops the server routed.
      const sequencia = body.resultado.rotas.map((rota) => rota.paradas.map((p) => p.id));
      const planejadas = new Set(resultado.rotas.flatMap((rota) => rota.paradas.map((p) => p.id)));
      const enviadas = sequencia.flat();
      if (enviadas.length !== planejadas.size || enviadas.some((id) => !planejadas.has(id))) {
        throw new AppError('VALIDATION', 'Resultado: as paradas não correspondem à roteirização.');
      }
      const id = await db.transaction(async (tx) => {
        const repo = createFormacaoRepository(tx);
        let unidade = unidadeId;
        let mensagem: string = PLANO_ROTA_MESSAGES.salvo;
        if (body.minutaId) {
          const minuta = await access.minuta(session, body.minutaId, tx);
          if (minuta.cargaId) throw new AppError('NOT_FOUND');
          if (sequencia.length !== 1) throw new AppError('VALIDATION', PLANO_ROTA_MESSAGES.umaRotaParaMinuta);
          unidade = minuta.unidadeNegocioId;
          const pedidos = (await repo.pedidosDasMinutas(session.ownerId, [minuta.id])).sort(
            (a, b) => (a.ordenacaoMinuta ?? 0) - (b.ordenacaoMinuta ?? 0),
          );
          const daMinuta = new Set(pedidos.map((p) => p.id));
          const naRota = (sequencia[0] ?? []).filter((pid) => daMinuta.has(pid));
          const resto = pedidos.map((p) => p.id).filter((pid) => !naRota.includes(pid));
          await repo.ordenarPedidos(minuta.id, [...naRota, ...resto]);
          mensagem = PLANO_ROTA_MESSAGES.salvoNaMinuta(minuta.numero);
        }
        const plano = await repo.inserirPlano({
          ownerId: session.ownerId,
          unidadeNegocioId: unidade,
          nome: body.nome,
          minutaId: body.minutaId,
          entrada: body.entrada,
          resultado: body.resultado,
          distanciaM: body.resultado.distanciaTotalM,
          criadoPor: session.userId,
        });
        return { id: plano.id, mensagem };
      });
      return { message: id.mensagem, plano: await completo(await access.plano(session, id.id)) };
    },
  };
}

export type RoteirizadorService = ReturnType<typeof createRoteirizadorService>;
