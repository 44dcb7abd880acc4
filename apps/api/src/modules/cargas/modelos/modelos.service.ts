import {
  dadosDoModeloParaFormulario,
  ITEM_MODELO_CARGA,
  modeloDeCadastro,
  successMessage,
  type TModeloCarga,
  type TModeloCargaDadosResponse,
  type TModeloCargaListaItem,
  type TModeloCargaRequest,
  type TModeloCargaSaveResponse,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { validarReferencias } from '../cadastro/cadastrar-carga';
import { createCadastroRepository } from '../cadastro/cadastro.repository';
import type { CargasContext } from '../cargas.context';
import { createModelosRepository, type ModeloCargaRow } from './modelos.repository';

/**
 * Cargo templates (02 §3, §7; 01 §2, §3): the owner's saved register payloads. Every call is scoped to
 * the caller's company (another tenant's id → 404); deleting only deactivates.
 */
export function createModelosService(ctx: CargasContext) {
  const repository = createModelosRepository(ctx.db);
  const cadastro = createCadastroRepository(ctx.db);
  async function ativo(session: RequestSession, id: string): Promise<ModeloCargaRow> {
    const modelo = await repository.findAtivo(session.ownerId, id);
    if (!modelo) throw new AppError('NOT_FOUND');
    return modelo;
  }

  const empresaIds = (model: TModeloCarga) =>
    model.origemDestino.flatMap((ponto) => (ponto.empresaId ? [ponto.empresaId.toLowerCase()] : []));

  /** The model to store: references checked, identifiers of the shipment cleared. */
  async function paraGravar(session: RequestSession, body: TModeloCargaRequest) {
    // The load register's own check: a template holds nothing a load could not.
    await validarReferencias(cadastro, session.ownerId, body.model);
    return { descricao: body.descricao, model: modeloDeCadastro(body.model) };
  }

  return {
    /** GET /carga-modelo: {descricao, id, model} with each route point's company name. */
    async listar(session: RequestSession): Promise<TModeloCargaListaItem[]> {
      const modelos = await repository.listAtivos(session.ownerId);
      const nomes = await repository.nomesDasEmpresas(session.ownerId, [
        ...new Set(modelos.flatMap((m) => empresaIds(m.model))),
      ]);
      return modelos.map(({ id, descricao, model }) => ({
        id,
        descricao,
        model: {
          ...model,
          origemDestino: model.origemDestino.map((ponto) => ({
            ...ponto,
            empresa: (ponto.empresaId && nomes.get(ponto.empresaId.toLowerCase())) || null,
          })),
        },
      }));
    },

    /** GET /carga-modelo/recuperarCarga?id: the model for the register form, the route from tomorrow on. */
    async recuperar(session: RequestSession, id: string): Promise<TModeloCargaDadosResponse> {
      const modelo = await ativo(session, id);
      const nomes = await repository.nomesDasEmpresas(session.ownerId, empresaIds(modelo.model));
      return {
        id: modelo.id,
        descricao: modelo.descricao,
        dados: dadosDoModeloParaFormulario(modelo.model, ctx.now()),
        entregas: modelo.model.origemDestino.flatMap((ponto, index) => {
          const nome = ponto.empresaId ? nomes.get(ponto.empresaId.toLowerCase()) : undefined;
          return ponto.empresaId && nome ? [{ ordem: index + 1, empresaId: ponto.empresaId, nome }] : [];
        }),
      };
    },

    /** The active template of the caller's company (lots read it); 404 otherwise. */
    async modelo(session: RequestSession, id: string): Promise<ModeloCargaRow> {
      return ativo(session, id);
    },

    async criar(session: RequestSession, body: TModeloCargaRequest): Promise<TModeloCargaSaveResponse> {
      const dados = await paraGravar(session, body);
      const id = await repository.insert({ ownerId: session.ownerId, userId: session.userId, ...dados });
      return { message: successMessage('created', ITEM_MODELO_CARGA), id };
    },

    async atualizar(
      session: RequestSession,
      id: string,
      body: TModeloCargaRequest,
    ): Promise<TModeloCargaSaveResponse> {
      await ativo(session, id);
      const dados = await paraGravar(session, body);
      if (!(await repository.update(session.ownerId, id, dados))) throw new AppError('NOT_FOUND');
      return { message: successMessage('updated', ITEM_MODELO_CARGA), id };
    },

    async excluir(session: RequestSession, id: string): Promise<{ message: string }> {
      if (!(await repository.desativar(session.ownerId, id))) throw new AppError('NOT_FOUND');
      return { message: successMessage('deleted', ITEM_MODELO_CARGA) };
    },
  };
}

export type ModelosService = ReturnType<typeof createModelosService>;
