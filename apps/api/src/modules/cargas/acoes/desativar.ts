import {
  AcaoCarga,
  CARGA_ACAO_MESSAGES,
  desativarLoteSuccessMessage,
  type TCargaAcaoResponse,
  type TDesativarCargaBody,
  TRANSICOES_CARGA,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasContext } from '../cargas.context';
import { createAcoesRepository } from './acoes.repository';
import { cargaAcaoDescricao, executarAcao, nomeDoUsuario } from './executar-acao';

/**
 * POST /{id}/desativar: a board situacao → 99 with a kind-12 reason, remembering the situacao; with
 * desativarLote, every other active load of its lot in the request's scope too (same transaction).
 */
export function desativarCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
  body: TDesativarCargaBody,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.Desativar, async (carga, _situacao, repository) => {
    if (body.ofertaCargaId !== carga.id) {
      throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.ofertaCargaDiferente);
    }
    const motivo = await repository.findMotivoDesativacao(session.ownerId, body.motivoId);
    if (!motivo) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.motivoDesativacaoInvalido);
    const usuario = nomeDoUsuario(session);
    const descricao = cargaAcaoDescricao.desativar(usuario, motivo.texto);
    // reverterFormacao returns the load's orders to the formation pool (issue 21); reverterRemessas is
    // recorded for when shipments exist (cross-docking).
    const dados = {
      motivoId: motivo.valor,
      motivo: motivo.texto,
      reverterFormacao: body.reverterFormacao,
      reverterRemessas: body.reverterRemessas ?? null,
      desativarLote: body.desativarLote,
    };
    const loteId = body.desativarLote ? carga.loteId : null;
    return {
      set: { situacaoAnterior: carga.situacao, motivoDesativacao: motivo.valor, ativo: false },
      descricao,
      dados,
      also: async (tx) => {
        if (body.reverterFormacao) {
          await createAcoesRepository(tx).devolverPedidosDaFormacao(session.ownerId, carga.id);
        }
        return loteId
          ? createAcoesRepository(tx).desativarOutrasDoLote(session.ownerId, carga.id, {
              loteId,
              unidadeIds: session.escopoUnidadeIds,
              situacoes: TRANSICOES_CARGA.desativar.from,
              motivoDesativacao: motivo.valor,
              usuarioId: session.userId,
              descricao: cargaAcaoDescricao.desativarLote(usuario, carga.codigo, motivo.texto),
              dados: { ...dados, loteDaCargaId: carga.id },
            })
          : [];
      },
      outras: (outras) => outras,
      aviso: (outras) =>
        outras.length > 0
          ? {
              titulo: `${outras.length + 1} cargas do lote da carga ${carga.codigo} desativadas`,
              descricao: `${descricao} (${outras.length + 1} cargas do lote)`,
            }
          : {},
      message: (outras) => desativarLoteSuccessMessage(outras.length + 1),
    };
  });
}

/** POST /{id}/reativar: 99 → the situacao it had before (1 when unknown). */
export function reativarCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
): Promise<TCargaAcaoResponse> {
  return executarAcao(ctx, session, cargaId, AcaoCarga.Reativar, async (_carga, situacao) => ({
    set: { situacaoAnterior: null, motivoDesativacao: null, ativo: true },
    descricao: cargaAcaoDescricao.reativar(nomeDoUsuario(session), situacao),
  }));
}
