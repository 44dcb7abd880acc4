import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  camposAlteradosDoCadastro,
  MESSAGES,
  podeEditarCarga,
  SITUACOES_EDITAVEIS,
  type TAtualizarCargaDocumento,
  type TAtualizarCargaDocumentoResponse,
  type TCadastroCarga,
  type TCadastroCargaResponse,
  type TDadosEdicaoCarga,
  type TEditarCarga,
  TipoNotificacao,
  valoresDoCadastro,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { LeadsOutbox } from '../../leads/leads.outbox';
import { exigirUnidadeDoUsuario, NivelAcesso } from '../carga.access';
import { autorDaSessao } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import {
  avisarCadastro,
  cadastroCargaDescricao,
  comTransportadorasUnicas,
  dinheiro,
  gravarCarga,
  linhasDoCadastro,
  medida,
  validarReferencias,
  verificarCadastro,
} from './cadastrar-carga';
import { createCadastroRepository } from './cadastro.repository';
import { valoresDaCarga } from './valores-da-carga';

/**
 * The load register and edit (02 §3 "Load edit payload", §7: POST /carga-mongo/cadastrar, GET
 * /carga-mongo/{id}/dadosEdicao, PUT /carga-mongo/{id}/editar, PATCH /carga-documento/{id}). A new load is
 * written by `cadastrarCarga` in one transaction; an edit is one change of the load through the write path
 * (version checked and bumped, history row; after the commit the company's users of the load's unit are
 * notified, channel CARGA, and the board's live event goes out).
 */
export function createCadastroService(
  ctx: CargasContext,
  { leads }: { leads?: LeadsOutbox | undefined } = {},
) {
  const repository = createCadastroRepository(ctx.db);

  /** The load of the caller's company in the request's scope (403 for a carrier that sees it, else 404). */
  const cargaDaEmpresa = (session: RequestSession, cargaId: string) =>
    ctx.access.require(session, NivelAcesso.Editar, cargaId);

  return {
    /**
     * POST /carga-mongo/cadastrar: a new load in the request's selected unit (BusinessUnitId), which the user
     * must be able to access (403). Situacao 1 in the group's first stage, published now.
     */
    async cadastrar(
      session: RequestSession,
      unidadeNegocioId: string,
      dados: TCadastroCarga,
    ): Promise<TCadastroCargaResponse> {
      exigirUnidadeDoUsuario(session, unidadeNegocioId);
      const caller = autorDaSessao(session);
      const verificado = await verificarCadastro(ctx.db, caller, unidadeNegocioId, dados);
      // The code is taken in its own statement, before the write's transaction: the owner's counter row is
      // locked for that statement only, not while the load is written and committed (20 concurrent
      // registrations of one company queued ≈ 80 ms on it). A write that fails after this (a value the
      // database refuses) gives the code back unless a later one was taken meanwhile — then, as with a
      // sequence, that number stays unused.
      const codigo = await repository.proximoCodigo(caller.ownerId);
      const carga = await ctx.writer
        .transaction((tx) => gravarCarga(tx, caller, verificado, codigo, { leads }))
        .catch(async (error: unknown) => {
          await repository.devolverCodigo(caller.ownerId, codigo);
          throw error;
        });
      await avisarCadastro(ctx, caller, [carga]);
      return { message: CADASTRO_CARGA_MESSAGES.cadastrada, id: carga.id, codigo: carga.codigo };
    },

    /** GET /carga-mongo/{id}/dadosEdicao: the form's values rebuilt from the stored load. */
    async dadosEdicao(session: RequestSession, cargaId: string): Promise<TDadosEdicaoCarga> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const { dados, entregas } = await valoresDaCarga(ctx, carga);
      return {
        ofertaCargaId: carga.id,
        codigo: carga.codigo,
        situacao: carga.situacao,
        version: carga.version,
        editavel: podeEditarCarga(carga.situacao),
        dados,
        entregas,
      };
    },

    /**
     * PUT /carga-mongo/{id}/editar: the whole payload again with the version read. A closed load (finished,
     * cancelled, deactivated) → 409 'O registro não pode ser alterado'; an older version → 409
     * conflitoEdicao; both change nothing. The route, documents (with items) and directed carriers are
     * replaced in the same transaction as the load; the history entry lists what changed. Saving the same
     * values changes nothing.
     */
    async editar(
      session: RequestSession,
      cargaId: string,
      body: TEditarCarga,
    ): Promise<TCadastroCargaResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const resposta = { message: CADASTRO_CARGA_MESSAGES.atualizada, id: carga.id, codigo: carga.codigo };
      if (body.ofertaCargaId !== carga.id) {
        throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.ofertaCargaDiferente);
      }
      if (!podeEditarCarga(carga.situacao)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
      if (body.version !== carga.version)
        throw new AppError('CONFLICT', CADASTRO_CARGA_MESSAGES.conflitoEdicao);
      const { ofertaCargaId: _oferta, version, ...payload } = body;
      const dados = comTransportadorasUnicas(payload);
      const direcionadas = await validarReferencias(repository, session.ownerId, dados);
      const antes = await valoresDaCarga(ctx, carga);
      const alterados = camposAlteradosDoCadastro(antes.dados, valoresDoCadastro(dados));
      if (alterados.length === 0) return resposta;

      const descricao = cadastroCargaDescricao.editar(session.claims.nome, alterados);
      const { campos, filhos } = linhasDoCadastro(dados, direcionadas);
      await ctx.writer.change(session, {
        carga,
        version,
        situacoes: SITUACOES_EDITAVEIS,
        set: campos,
        historico: { acao: 'editar', descricao, dados: { alterados } },
        also: (tx) => createCadastroRepository(tx).substituirFilhos(session.ownerId, carga.id, filhos),
        // Someone changed or closed the load between our read and our write.
        conflito: CADASTRO_CARGA_MESSAGES.conflitoEdicao,
        aviso: { titulo: `Carga ${carga.codigo} alterada`, tipo: TipoNotificacao.Azul },
      });
      return resposta;
    },

    /**
     * PATCH /carga-documento/{id}: some fields of one document of the caller's company (another company's →
     * 404), of a load in the request's scope that may still be edited (409 otherwise), with a history row on
     * the load (its version bumped) and the load's live event.
     */
    async atualizarDocumento(
      session: RequestSession,
      documentoId: string,
      body: TAtualizarCargaDocumento,
    ): Promise<TAtualizarCargaDocumentoResponse> {
      const documento = await repository.findDocumento(session.ownerId, documentoId);
      if (!documento) throw new AppError('NOT_FOUND');
      const carga = await cargaDaEmpresa(session, documento.cargaId);
      if (!podeEditarCarga(carga.situacao)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
      const set = {
        ...(body.codigo !== undefined ? { codigo: body.codigo } : {}),
        ...(body.descricao !== undefined ? { descricao: body.descricao } : {}),
        ...(body.numero !== undefined ? { numero: body.numero } : {}),
        ...(body.quantidade !== undefined ? { quantidade: body.quantidade } : {}),
        ...(body.tipoAcondicionamento !== undefined
          ? { tipoAcondicionamento: body.tipoAcondicionamento }
          : {}),
        ...(body.peso !== undefined ? { peso: medida(body.peso ?? undefined) } : {}),
        ...(body.cubagem !== undefined ? { cubagem: medida(body.cubagem ?? undefined) } : {}),
        ...(body.valor !== undefined ? { valor: dinheiro(body.valor ?? undefined) } : {}),
        ...(body.comprimento !== undefined ? { comprimento: medida(body.comprimento ?? undefined) } : {}),
        ...(body.largura !== undefined ? { largura: medida(body.largura ?? undefined) } : {}),
        ...(body.altura !== undefined ? { altura: medida(body.altura ?? undefined) } : {}),
        ...(body.numeroNf !== undefined ? { numeroNf: body.numeroNf } : {}),
        ...(body.chaveNf !== undefined ? { chaveNf: body.chaveNf } : {}),
      };
      await ctx.writer.change(session, {
        carga,
        // Only the situacao matters: a document edit must not fail because the load changed otherwise.
        version: null,
        situacoes: SITUACOES_EDITAVEIS,
        set: {},
        historico: {
          acao: 'editar-documento',
          descricao: cadastroCargaDescricao.editarDocumento(session.claims.nome, documento.numero ?? ''),
          dados: { documentoId: documento.id, campos: Object.keys(set) },
        },
        also: (tx) => createCadastroRepository(tx).atualizarDocumento(documento.id, set),
      });
      const lido = await ctx.readModel.documento(documento.id);
      if (!lido) throw new AppError('NOT_FOUND');
      return { message: CADASTRO_CARGA_MESSAGES.documentoAtualizado, documento: lido };
    },
  };
}

export type CadastroService = ReturnType<typeof createCadastroService>;
