import {
  cadastroDoModeloNoDia,
  datasAnterioresA,
  diaEmSaoPaulo,
  diasDoPeriodo,
  formatZodIssues,
  gradeHorarios,
  loteCriadoMessage,
  MODELOS_LOTES_MESSAGES,
  modeloDeCadastro,
  type TCargaAcaoResponse,
  type TCriarLoteBody,
  type TCriarLoteNewBody,
  type TCriarLoteResponse,
  type TDesativarLoteBody,
  type TDia,
  type TGradeHorariosResponse,
  type TListarGradeHorariosQuery,
  type TModeloCarga,
  TRANSICOES_CARGA,
  type TRecuperarCargasLoteResponse,
  ZCadastroCarga,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { desativarCarga } from '../acoes/desativar';
import { avisarCadastro, type CargaCadastrada, cadastrarCarga } from '../cadastro/cadastrar-carga';
import { escopoDaSessao, exigirUnidadeDoUsuario } from '../carga.access';
import { autorDaSessao } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import { createLotesRepository } from './lotes.repository';
import { createModelosService } from './modelos.service';

/**
 * Lots (cargalote, 02 §7 "Lots and templates"): several loads created at once, one per collection day,
 * from a template (criarlote) or from the register form's payload (criarlotenew); their listing, their
 * time grid, and their deactivation.
 */
export function createLotesService(ctx: CargasContext) {
  const repository = createLotesRepository(ctx.db);
  const modelos = createModelosService(ctx);
  function validarDatas(datas: readonly TDia[]) {
    if (datasAnterioresA(datas, diaEmSaoPaulo(ctx.now())).length > 0) {
      throw new AppError('VALIDATION', MODELOS_LOTES_MESSAGES.dataPassada);
    }
  }

  /**
   * The lot and one load per day in ONE transaction: any load refused (a company no longer active, …)
   * leaves nothing behind. Notifications and live events follow the commit.
   */
  async function criar(
    session: RequestSession,
    unidadeNegocioId: string,
    model: TModeloCarga,
    datas: readonly TDia[],
    lote: { modeloId: string | null; descricao: string | null },
  ): Promise<TCriarLoteResponse> {
    validarDatas(datas);
    const unidade = exigirUnidadeDoUsuario(session, unidadeNegocioId);
    // Each day's payload is validated as a register payload before anything is written.
    const porDia = [...datas].sort().map((data) => {
      const parsed = ZCadastroCarga.safeParse(cadastroDoModeloNoDia(model, data));
      if (!parsed.success) {
        const messages = formatZodIssues(parsed.error.issues);
        throw new AppError('VALIDATION', messages.join(' '), { messages });
      }
      return { data, dados: parsed.data };
    });
    const caller = autorDaSessao(session);
    const { loteId, criadas } = await ctx.writer.transaction(async (tx) => {
      const loteId = await createLotesRepository(tx).inserir({
        ownerId: session.ownerId,
        unidadeNegocioId: unidade,
        modeloId: lote.modeloId,
        descricao: lote.descricao,
        createdBy: session.userId,
      });
      const criadas: { data: TDia; carga: CargaCadastrada }[] = [];
      for (const { data, dados } of porDia) {
        criadas.push({
          data,
          carga: await cadastrarCarga(tx, caller, unidade, dados, { loteId }),
        });
      }
      return { loteId, criadas };
    });
    const codigos = criadas.map((c) => c.carga.codigo).join(', ');
    await avisarCadastro(
      ctx,
      caller,
      criadas.map((c) => c.carga),
      {
        titulo: `Lote de ${criadas.length} ${criadas.length === 1 ? 'carga cadastrado' : 'cargas cadastrado'}`,
        descricao: `Cargas ${codigos} cadastradas em lote por ${caller.nome}.`,
      },
    );
    return {
      message: loteCriadoMessage(criadas.length),
      loteId,
      cargas: criadas.map(({ data, carga }) => ({ id: carga.id, codigo: carga.codigo, data })),
    };
  }

  return {
    /** POST /cargalote/criarlote: from one of the caller's active templates. */
    async criarLote(
      session: RequestSession,
      unidadeNegocioId: string,
      body: TCriarLoteBody,
    ): Promise<TCriarLoteResponse> {
      const modelo = await modelos.modelo(session, body.modeloId);
      return criar(session, unidadeNegocioId, modelo.model, body.datas, {
        modeloId: modelo.id,
        descricao: body.descricao ?? modelo.descricao,
      });
    },

    /**
     * POST /cargalote/criarlotenew: from the register form's payload. It is used as a template would be
     * (saved as one first): the route is re-based on each day and the documents, identified by their
     * numbers, stay out.
     */
    async criarLoteNew(
      session: RequestSession,
      unidadeNegocioId: string,
      body: TCriarLoteNewBody,
    ): Promise<TCriarLoteResponse> {
      return criar(session, unidadeNegocioId, modeloDeCadastro(body.carga), body.datas, {
        modeloId: null,
        descricao: body.descricao ?? null,
      });
    },

    /**
     * POST /cargalote/desativarLote: every active load of the lot in the request's scope, through the load
     * deactivation (state machine, history, notification and events of each load).
     */
    async desativarLote(session: RequestSession, body: TDesativarLoteBody): Promise<TCargaAcaoResponse> {
      if (!(await repository.find(session.ownerId, body.loteId))) throw new AppError('NOT_FOUND');
      const cargaId = await repository.findCargaParaDesativar(
        session.ownerId,
        body.loteId,
        session.escopoUnidadeIds,
        TRANSICOES_CARGA.desativar.from,
      );
      if (!cargaId) throw new AppError('VALIDATION', MODELOS_LOTES_MESSAGES.loteSemCargasAtivas);
      return desativarCarga(ctx, session, cargaId, {
        motivoId: body.motivoId,
        ofertaCargaId: cargaId,
        reverterFormacao: false,
        desativarLote: true,
      });
    },

    /** GET /cargalote/recuperarcargas?loteId: the lot's loads the caller sees on the board, as cards. */
    async recuperarCargas(session: RequestSession, loteId: string): Promise<TRecuperarCargasLoteResponse> {
      const lote = await repository.find(session.ownerId, loteId);
      if (!lote) throw new AppError('NOT_FOUND');
      const ids = await repository.listCargaIds(session.ownerId, loteId);
      return {
        lote: {
          id: lote.id,
          descricao: lote.descricao,
          modeloId: lote.modeloId,
          createdAt: lote.createdAt.toISOString(),
        },
        items: await ctx.readModel.cards(escopoDaSessao(session), ids),
      };
    },

    /** GET /cargalote/listarGradeHorarios: the collection and delivery dates per day of the period. */
    async listarGradeHorarios(
      session: RequestSession,
      query: TListarGradeHorariosQuery,
    ): Promise<TGradeHorariosResponse> {
      const modelo = await modelos.modelo(session, query.modeloId);
      return {
        items: gradeHorarios(modelo.model.origemDestino, diasDoPeriodo(query.dataInicio, query.dataFim)),
      };
    },
  };
}

export type LotesService = ReturnType<typeof createLotesService>;
