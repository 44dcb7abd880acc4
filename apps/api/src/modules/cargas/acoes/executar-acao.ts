import {
  ACAO_CARGA_SUCCESS_MESSAGES,
  AcaoCarga,
  boardGroupOfSituacao,
  canApplyAcaoCarga,
  SITUACAO_CARGA_LABELS,
  type TAcaoCarga,
  type TCargaAcaoResponse,
  TIPO_ALOCACAO_LABELS,
  TipoAlocacao,
  TipoNotificacao,
  type TSituacaoCarga,
  type TTipoNotificacao,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { type CargaAcessada, NivelAcesso } from '../carga.access';
import type { CargaChange, CargaEscrita, NovaCarga } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import { cargaComoVista } from '../detalhes/detalhes.service';
import { type AcoesRepository, createAcoesRepository } from './acoes.repository';

/** The history text of each action (pt-BR, with the user's name). */
export const cargaAcaoDescricao = {
  alocar: (
    usuario: string,
    detalhe: { tipo: number; placa: string; motorista: string; transportadora?: string },
  ) =>
    `Carga alocada por ${usuario} (${
      detalhe.tipo === TipoAlocacao.Transportadoras && detalhe.transportadora
        ? `transportadora ${detalhe.transportadora}`
        : (TIPO_ALOCACAO_LABELS[detalhe.tipo as 1 | 2 | 3] ?? '').toLowerCase()
    }): veículo ${detalhe.placa}, motorista ${detalhe.motorista}.`,
  cancelar: (usuario: string, motivo: string) => `Carga cancelada por ${usuario}. Motivo: ${motivo}`,
  reabrir: (usuario: string) => `Carga reaberta por ${usuario}.`,
  finalizar: (usuario: string) => `Contratação finalizada por ${usuario}.`,
  reverterFinalizacao: (usuario: string) => `Finalização da contratação revertida por ${usuario}.`,
  desativar: (usuario: string, motivo: string) => `Carga desativada por ${usuario}. Motivo: ${motivo}`,
  desativarLote: (usuario: string, codigo: number, motivo: string) =>
    `Carga desativada por ${usuario} com o lote da carga ${codigo}. Motivo: ${motivo}`,
  reativar: (usuario: string, situacao: TSituacaoCarga) =>
    `Carga reativada por ${usuario} (${SITUACAO_CARGA_LABELS[situacao]}).`,
  alterarUnidade: (usuario: string, de: string, para: string) =>
    `Unidade de negócio alterada de "${de}" para "${para}" por ${usuario}.`,
  atualizarVeiculo: (usuario: string, placa: string, motorista: string) =>
    `Veículo atualizado por ${usuario}: veículo ${placa}, motorista ${motorista}.`,
};

/** The notification's title and colour per action (the body is the history text). */
const NOTIFICACAO: Record<TAcaoCarga, { titulo: (codigo: number) => string; tipo: TTipoNotificacao }> = {
  alocar: { titulo: (c) => `Carga ${c} alocada`, tipo: TipoNotificacao.Verde },
  cancelar: { titulo: (c) => `Carga ${c} cancelada`, tipo: TipoNotificacao.Amarelo },
  reabrir: { titulo: (c) => `Carga ${c} reaberta`, tipo: TipoNotificacao.Azul },
  finalizar: { titulo: (c) => `Contratação da carga ${c} finalizada`, tipo: TipoNotificacao.Verde },
  'reverter-finalizacao': {
    titulo: (c) => `Finalização da carga ${c} revertida`,
    tipo: TipoNotificacao.Amarelo,
  },
  desativar: { titulo: (c) => `Carga ${c} desativada`, tipo: TipoNotificacao.Amarelo },
  reativar: { titulo: (c) => `Carga ${c} reativada`, tipo: TipoNotificacao.Azul },
  'alterar-unidade': { titulo: (c) => `Carga ${c} mudou de unidade de negócio`, tipo: TipoNotificacao.Azul },
  'atualizar-veiculo': { titulo: (c) => `Veículo da carga ${c} atualizado`, tipo: TipoNotificacao.Azul },
};

/** What an action writes, decided from the load and the situacao the state machine leads it to. */
export interface PlanoDaAcao<T = undefined> {
  set: Partial<NovaCarga>;
  /** The history text (and the notification's body, unless `aviso` says otherwise). */
  descricao: string;
  /** The history's data (the situacao before and after are added). */
  dados?: Record<string, unknown>;
  also?: CargaChange<T>['also'];
  outras?: (result: T) => CargaEscrita[];
  /** The notification's title/body when they depend on the result (a lot's deactivation). */
  aviso?: (result: T) => { titulo?: string; descricao?: string };
  /** The answer's message when it depends on the result. */
  message?: (result: T) => string;
}

/** An action that has nothing to write (the unit it already has): the answer, as is. */
export interface AcaoSemMudanca {
  semMudanca: true;
}

/**
 * The template every load action follows (02 §4 "Load actions", §7): the gate (`editar`: the caller's
 * company's load in the request's unit scope; a carrier that sees it → 403, anyone else → 404); the
 * domain's state machine (400 with its message, nothing changed); the action's own checks and writes
 * (`planejar`, given the actions' repository); one change of the load through the write path — version compared and bumped, history, a
 * load changing board group starts in the new group's first stage — with the notification to the
 * company's users of the load's unit(s) and the board's live event after the commit; the answer
 * `{ message, carga, cargaIds }`.
 */
export async function executarAcao<T = undefined>(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
  acao: TAcaoCarga,
  planejar: (
    carga: CargaAcessada,
    situacao: TSituacaoCarga,
    repository: AcoesRepository,
  ) => Promise<PlanoDaAcao<T> | AcaoSemMudanca>,
): Promise<TCargaAcaoResponse> {
  const carga = await ctx.access.require(session, NivelAcesso.Editar, cargaId);
  const transicao = canApplyAcaoCarga(
    acao,
    {
      situacao: carga.situacao,
      situacaoAnterior: carga.situacaoAnterior,
      // A load without a recorded creator was created by its owner (the creator differs for redispatch).
      ownerCriadorDaCarga: carga.ownerCriadorId ?? carga.ownerId,
    },
    { ownerId: session.ownerId },
  );
  if (!transicao.allowed) throw new AppError('VALIDATION', transicao.message);
  const { situacao } = transicao;
  const plano = await planejar(carga, situacao, createAcoesRepository(ctx.db));
  const message = ACAO_CARGA_SUCCESS_MESSAGES[acao];
  if ('semMudanca' in plano) {
    return { message, carga: await cargaComoVista(ctx, session, carga.id), cargaIds: [] };
  }

  const mudouDeGrupo = boardGroupOfSituacao(carga.situacao) !== boardGroupOfSituacao(situacao);
  const notificacao = NOTIFICACAO[acao];
  const result = await ctx.writer.change<T>(session, {
    carga,
    set: {
      ...plano.set,
      situacao,
      // A stage belongs to one board group: a load changing group starts in the new group's first stage.
      ...(mudouDeGrupo ? { etapaId: null } : {}),
    },
    historico: {
      acao,
      descricao: plano.descricao,
      dados: { ...plano.dados, situacaoAnterior: carga.situacao, situacao },
    },
    also: plano.also,
    outras: plano.outras,
    aviso: (value) => {
      const texto = plano.aviso?.(value) ?? {};
      return {
        titulo: texto.titulo ?? notificacao.titulo(carga.codigo),
        tipo: notificacao.tipo,
        ...(texto.descricao ? { descricao: texto.descricao } : {}),
      };
    },
    evento: acao === AcaoCarga.Desativar ? 'cargaDesativada' : 'cargaPronta',
  });
  const outras = plano.outras?.(result) ?? [];
  return {
    message: plano.message?.(result) ?? message,
    carga: await cargaComoVista(ctx, session, carga.id),
    cargaIds: [carga.id, ...outras.map((outra) => outra.id)],
  };
}

/** The user's name in the history texts. */
export const nomeDoUsuario = (session: RequestSession) => session.claims.nome;
