import { randomUUID } from 'node:crypto';
import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  camposAlteradosDoCadastro,
  datasDaRota,
  MESSAGES,
  Modalidade,
  OrigemCarga,
  podeEditarCarga,
  SITUACOES_EDITAVEIS,
  SituacaoCarga,
  type TAtualizarCargaDocumento,
  type TAtualizarCargaDocumentoResponse,
  type TCadastroCarga,
  type TCadastroCargaResponse,
  type TCadastroCargaValores,
  type TDadosEdicaoCarga,
  type TEditarCarga,
  TipoNotificacao,
  type TModalidade,
  type TOrigemCarga,
  type TTipoFrete,
  type TTipoRota,
  type TTipoTarifa,
  type TUnidadeMedida,
  type TVisibilidadeCarga,
  VisibilidadeCarga,
  valoresDoCadastro,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { uniqueIds } from '../../../lib/ids';
import type { RequestSession } from '../../../plugins/authenticate';
import { enfileirarLead } from '../../leads/leads.outbox';
import { type CargaAcessada, exigirUnidadeDoUsuario, NivelAcesso } from '../carga.access';
import {
  type Autor,
  autorDaSessao,
  type CargaEscrita,
  type NovaCarga,
  registrarHistorico,
} from '../carga.writer';
import type { CargasContext } from '../cargas.module';
import {
  type CadastroRepository,
  createCadastroRepository,
  type Direcionamento,
  type FilhosDaCarga,
} from './cadastro.repository';

export interface CadastroCargaOpcoes {
  /** 1 manual registration (default), 2 Excel import, … (02 §4 "Load origin"). */
  origemCarga?: TOrigemCarga;
  /** The lot (carga_lotes.id) the load belongs to. */
  loteId?: string | null;
  /**
   * MARKETING_LEAD_URL: a trial company's load queues the lead form in the same transaction (01 §3;
   * modules/leads). Unset (the default) → nothing queued.
   */
  marketingLeadUrl?: string | undefined;
}

/** A registered load: what the caller answers and what the after-commit notification and live event need. */
export interface CargaCadastrada extends CargaEscrita {
  /** The carrier tenants the load is directed to (they see it on their board). */
  transportadoraOwnerIds: string[];
}

/** The history texts of the register and edit (pt-BR, with the user's name). */
export const cadastroCargaDescricao = {
  cadastrar: (codigo: number, usuario: string, origem: TOrigemCarga) =>
    origem === OrigemCarga.ImportacaoExcel
      ? `Carga ${codigo} importada de planilha por ${usuario}`
      : `Carga ${codigo} cadastrada por ${usuario}`,
  editar: (usuario: string, alterados: string[]) => `Carga alterada por ${usuario}: ${alterados.join(', ')}.`,
  editarDocumento: (usuario: string, numero: string) => `Documento ${numero} alterado por ${usuario}.`,
};

/** The payload with each carrier once (ids arrive lower-cased from the contract, as the database answers them). */
function comTransportadorasUnicas(dados: TCadastroCarga): TCadastroCarga {
  return { ...dados, transportadoras: uniqueIds(dados.transportadoras) };
}

/**
 * The payload's references checked against the database: every route point's company and every carrier is
 * one of the owner's active companies (carriers of carrier kind), the characteristic one of its active load
 * characteristics. 400 with every problem (the first as `message`); else the directed carriers. Also used
 * by the cargo templates (a template holds nothing a load could not).
 */
export async function validarReferencias(
  repository: CadastroRepository,
  ownerId: string,
  dados: TCadastroCarga,
): Promise<Direcionamento[]> {
  const empresaIds = uniqueIds(dados.origemDestino.map((ponto) => ponto.empresaId));
  const empresasAtivas = await repository.listEmpresasAtivas(
    ownerId,
    uniqueIds([...empresaIds, ...dados.transportadoras]),
  );
  const caracteristica = dados.carga.caracteristicaId
    ? await repository.findCaracteristicaCarga(ownerId, dados.carga.caracteristicaId)
    : undefined;
  const porId = new Map(empresasAtivas.map((empresa) => [empresa.id, empresa]));
  const mensagens: string[] = [];
  if (empresaIds.some((id) => !porId.has(id))) mensagens.push(CADASTRO_CARGA_MESSAGES.empresaInvalida);
  const transportadoras = uniqueIds(dados.transportadoras).map((id) => porId.get(id));
  if (transportadoras.some((empresa) => !empresa?.transportadora)) {
    mensagens.push(CARGA_ACAO_MESSAGES.transportadoraInvalida);
  }
  if (dados.carga.caracteristicaId && !caracteristica) {
    mensagens.push(CADASTRO_CARGA_MESSAGES.caracteristicaInvalida);
  }
  const [primeira] = mensagens;
  if (primeira) throw new AppError('VALIDATION', primeira, { messages: mensagens });
  return transportadoras.flatMap((empresa) =>
    empresa ? [{ transportadoraEmpresaId: empresa.id, transportadoraOwnerId: empresa.linkedOwnerId }] : [],
  );
}

const dinheiro = (value: number | undefined) => (value === undefined ? null : value.toFixed(2));
const medida = (value: number | undefined) => (value === undefined ? null : String(value));

/**
 * The load's columns and its children from a payload. Every optional field is written (null when left
 * out), so an edit clears what the form cleared. Collection = the origin's planned start, delivery = the
 * final destination's (`datasDaRota`).
 */
function linhasDoCadastro(
  dados: TCadastroCarga,
  direcionadas: Direcionamento[],
): { campos: Partial<NovaCarga>; filhos: FilhosDaCarga } {
  const { carga, pagamento, contatos, origemDestino } = dados;
  const { coleta, entrega } = datasDaRota(origemDestino);
  return {
    campos: {
      codigoIdentificador: carga.codIdentificador ?? null,
      visibilidade: dados.visibilidade,
      tipoFrete: carga.tipoFrete,
      modalidade: carga.modalidade,
      caracteristicaId: carga.caracteristicaId ?? null,
      valorCarga: dinheiro(carga.valorCarga),
      valorFrete: dinheiro(pagamento.valorFrete),
      valorTotalFrete: dinheiro(pagamento.valorTotalFrete),
      impostoSuspenso: pagamento.impostoSuspenso,
      tipoTarifa: pagamento.tipoTarifa ?? null,
      peso: medida(carga.pesoBruto),
      volume: medida(carga.volume),
      volumeUnidade: carga.volumeUnidade,
      quantidade: carga.acondicionamentoQtd ?? null,
      acondicionamento: carga.acondicionamento ?? null,
      contato: contatos.contato ?? null,
      telefone: contatos.telefone ?? null,
      email: contatos.email ?? null,
      distancia: dados.distancia ?? null,
      tempo: dados.tempo ?? null,
      dhColeta: coleta ?? null,
      dhEntrega: entrega ?? null,
    },
    filhos: {
      rotas: origemDestino.map((ponto, index) => ({
        ordem: index + 1,
        rota: ponto.rota,
        empresaId: ponto.empresaId ?? null,
        localidade: ponto.localidade ?? null,
        cidade: ponto.cidade,
        uf: ponto.uf,
        latitude: ponto.latitude ?? null,
        longitude: ponto.longitude ?? null,
        dhPrevista: ponto.dhInicio,
        dhFimPrevista: ponto.dhFim ?? null,
      })),
      documentos: dados.documentos.map((documento, index) => ({
        ordem: index + 1,
        codigo: documento.codigo ?? null,
        descricao: documento.descricao ?? null,
        numero: documento.numero,
        quantidade: documento.quantidade ?? null,
        tipoAcondicionamento: documento.tipoAcondicionamento ?? null,
        peso: medida(documento.peso),
        cubagem: medida(documento.cubagem),
        valor: dinheiro(documento.valor),
        comprimento: medida(documento.comprimento),
        largura: medida(documento.largura),
        altura: medida(documento.altura),
        numeroNf: documento.numeroNf ?? null,
        chaveNf: documento.chaveNf ?? null,
        itens: documento.itens.map((item, ordem) => ({
          ordem: ordem + 1,
          codigo: item.codigo ?? null,
          descricao: item.descricao,
          quantidade: String(item.quantidade),
          peso: medida(item.peso),
          valor: dinheiro(item.valor),
        })),
      })),
      direcionadas: dados.visibilidade === VisibilidadeCarga.Direcionada ? direcionadas : [],
    },
  };
}

/**
 * Registers one load (POST /carga-mongo/cadastrar, the lots, the xlsx import) inside the caller's
 * transaction `tx` (`writer.transaction`): validates the payload against the database (400 with
 * CADASTRO_CARGA_MESSAGES), then writes the load with the next per-owner code, its route, documents and
 * items, the directed offers and the history row. It does NOT notify nor publish: the caller does that after
 * its commit (`avisarCadastro`). The unit must be one of the owner's active units (else 403); whether the
 * user may access it is the caller's check (the request's units).
 */
export async function cadastrarCarga(
  tx: Database,
  caller: Autor,
  unidadeNegocioId: string,
  dados: TCadastroCarga,
  opcoes: CadastroCargaOpcoes = {},
): Promise<CargaCadastrada> {
  const repository = createCadastroRepository(tx);
  const unidade = await repository.findUnidade(caller.ownerId, unidadeNegocioId);
  if (!unidade) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const normalizados = comTransportadorasUnicas(dados);
  const direcionadas = await validarReferencias(repository, caller.ownerId, normalizados);
  const { campos, filhos } = linhasDoCadastro(normalizados, direcionadas);
  const origemCarga = opcoes.origemCarga ?? OrigemCarga.CadastroManual;
  const codigo = await repository.proximoCodigo(caller.ownerId);
  const id = randomUUID();
  await repository.inserirCarga(
    {
      ...campos,
      id,
      ownerId: caller.ownerId,
      unidadeNegocioId: unidade.id,
      codigo,
      situacao: SituacaoCarga.AguardandoContratacao,
      etapaId: await repository.findPrimeiraEtapaAguardando(caller.ownerId),
      origemCarga,
      loteId: opcoes.loteId ?? null,
      dhPublicacao: new Date(),
      ownerCriadorId: caller.ownerId,
      createdBy: caller.userId,
    },
    filhos,
  );
  await registrarHistorico(tx, {
    cargaId: id,
    ownerId: caller.ownerId,
    usuarioId: caller.userId,
    acao: 'cadastrar',
    descricao: cadastroCargaDescricao.cadastrar(codigo, caller.nome, origemCarga),
    dados: { origemCarga, ...(opcoes.loteId ? { loteId: opcoes.loteId } : {}) },
  });
  await enfileirarLead(
    tx,
    { ownerId: caller.ownerId, usuarioId: caller.userId, cargaId: id },
    { marketingLeadUrl: opcoes.marketingLeadUrl },
  );
  return {
    id,
    codigo,
    version: 1,
    ownerId: caller.ownerId,
    unidadeNegocioId: unidade.id,
    contratacaoOwnerId: null,
    contratacaoUnidadeNegocioId: null,
    transportadoraOwnerIds: uniqueIds(filhos.direcionadas.map((d) => d.transportadoraOwnerId)),
  };
}

/** More loads than this at once: one AtualizarQuadro for the shipper's boards instead of one event each. */
const MAX_EVENTOS_POR_CARGA = 10;

/**
 * After registering loads (and committing): their live events and one notification to the units' other
 * users. Up to 10 loads get one 'load ready' each; more refresh the shipper's boards at once
 * (AtualizarQuadro), directed loads still get theirs (their carriers' boards). The lots and the import call
 * this after their transactions.
 */
export async function avisarCadastro(
  ctx: Pick<CargasContext, 'writer' | 'events'>,
  caller: Autor,
  cadastradas: CargaCadastrada[],
  aviso?: { titulo: string; descricao: string },
): Promise<void> {
  const [primeira] = cadastradas;
  if (!primeira) return;
  const muitas = cadastradas.length > MAX_EVENTOS_POR_CARGA;
  // The hub's publisher never rejects (a failure is reported to its own handler).
  if (muitas) await ctx.events.atualizarQuadro({ ownerId: caller.ownerId });
  for (const carga of cadastradas) {
    if (!muitas || carga.transportadoraOwnerIds.length > 0) {
      await ctx.writer.publicar(carga, { transportadorasAntes: carga.transportadoraOwnerIds });
    }
  }
  await ctx.writer.notificar(
    caller,
    cadastradas.map((c) => c.unidadeNegocioId),
    {
      titulo:
        aviso?.titulo ??
        (cadastradas.length === 1
          ? `Carga ${primeira.codigo} cadastrada`
          : `${cadastradas.length} cargas cadastradas`),
      descricao:
        aviso?.descricao ??
        (cadastradas.length === 1
          ? cadastroCargaDescricao.cadastrar(primeira.codigo, caller.nome, OrigemCarga.CadastroManual)
          : `Cargas ${cadastradas.map((c) => c.codigo).join(', ')} cadastradas por ${caller.nome}.`),
      tipo: TipoNotificacao.Azul,
      eventId: primeira.id,
    },
  );
}

type CargaLida = CargaAcessada;

const numero = (value: string | null) => (value === null ? undefined : Number(value));
const opcional = <T>(value: T | null) => value ?? undefined;

/** The stored load as the form's values (dadosEdicao's `dados`; the edit compares against them). */
async function valoresDaCarga(
  ctx: CargasContext,
  carga: CargaLida,
): Promise<{ dados: TCadastroCargaValores; entregas: TDadosEdicaoCarga['entregas'] }> {
  const [rotas, documentosPorCarga, itens, direcionadas] = await Promise.all([
    ctx.readModel.rotas([carga.id]),
    ctx.readModel.documentos([carga.id]),
    ctx.readModel.itens([carga.id]),
    carga.visibilidade === VisibilidadeCarga.Direcionada
      ? createCadastroRepository(ctx.db).listDirecionadas(carga.id)
      : Promise.resolve([]),
  ]);
  const documentos = documentosPorCarga.get(carga.id) ?? [];
  const dados: TCadastroCargaValores = {
    carga: {
      tipoFrete: carga.tipoFrete as TTipoFrete,
      // The form requires a modalidade; a load stored without one (older data) opens as Lotação.
      modalidade: (carga.modalidade ?? Modalidade.Lotacao) as TModalidade,
      caracteristicaId: opcional(carga.caracteristicaId),
      pesoBruto: numero(carga.peso) ?? 0,
      volume: numero(carga.volume),
      volumeUnidade: carga.volumeUnidade as TUnidadeMedida,
      acondicionamentoQtd: opcional(carga.quantidade),
      acondicionamento: opcional(carga.acondicionamento),
      codIdentificador: opcional(carga.codigoIdentificador),
      valorCarga: numero(carga.valorCarga),
    },
    pagamento: {
      valorFrete: numero(carga.valorFrete),
      valorTotalFrete: numero(carga.valorTotalFrete),
      impostoSuspenso: carga.impostoSuspenso,
      tipoTarifa: opcional(carga.tipoTarifa) as TTipoTarifa | undefined,
    },
    contatos: {
      contato: opcional(carga.contato),
      telefone: opcional(carga.telefone),
      email: opcional(carga.email),
    },
    distancia: opcional(carga.distancia),
    tempo: opcional(carga.tempo),
    origemDestino: rotas.map((ponto) => ({
      rota: ponto.rota as TTipoRota,
      empresaId: opcional(ponto.empresaId),
      localidade: opcional(ponto.localidade),
      cidade: ponto.cidade ?? '',
      uf: ponto.uf ?? '',
      latitude: opcional(ponto.latitude),
      longitude: opcional(ponto.longitude),
      dhInicio: ponto.dhPrevista?.toISOString() ?? '',
      dhFim: ponto.dhFimPrevista?.toISOString(),
    })),
    visibilidade: carga.visibilidade as Exclude<TVisibilidadeCarga, 99>,
    transportadoras: direcionadas.map((d) => d.transportadoraEmpresaId),
    documentos: documentos.map((documento) => ({
      codigo: opcional(documento.codigo),
      descricao: opcional(documento.descricao),
      numero: documento.numero ?? '',
      quantidade: opcional(documento.quantidade),
      tipoAcondicionamento: opcional(documento.tipoAcondicionamento),
      peso: numero(documento.peso),
      cubagem: numero(documento.cubagem),
      valor: numero(documento.valor),
      comprimento: numero(documento.comprimento),
      largura: numero(documento.largura),
      altura: numero(documento.altura),
      numeroNf: opcional(documento.numeroNf),
      chaveNf: opcional(documento.chaveNf),
      itens: itens
        .filter((item) => item.cargaDocumentoId === documento.id)
        .map((item) => ({
          codigo: opcional(item.codigo),
          descricao: item.descricao,
          quantidade: Number(item.quantidade),
          peso: numero(item.peso),
          valor: numero(item.valor),
        })),
    })),
  };
  const entregas = rotas.flatMap((ponto) =>
    ponto.empresaId
      ? [{ ordem: ponto.ordem, empresaId: ponto.empresaId, nome: ponto.empresaNome ?? '' }]
      : [],
  );
  return { dados: removerIndefinidos(dados), entregas };
}

/** Leaves optional fields out instead of sending them as undefined keys (the values schema's shape). */
function removerIndefinidos<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The load register and edit (02 §3 "Load edit payload", §7: POST /carga-mongo/cadastrar, GET
 * /carga-mongo/{id}/dadosEdicao, PUT /carga-mongo/{id}/editar, PATCH /carga-documento/{id}). A new load is
 * written by `cadastrarCarga` in one transaction; an edit is one change of the load through the write path
 * (version checked and bumped, history row; after the commit the company's users of the load's unit are
 * notified, channel CARGA, and the board's live event goes out).
 */
export function createCadastroService(
  ctx: CargasContext,
  { marketingLeadUrl }: { marketingLeadUrl?: string | undefined } = {},
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
      const carga = await ctx.writer.transaction((tx) =>
        cadastrarCarga(tx, caller, unidadeNegocioId, dados, { marketingLeadUrl }),
      );
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
