import { randomUUID } from 'node:crypto';
import {
  CADASTRO_CARGA_MESSAGES,
  CARGA_ACAO_MESSAGES,
  datasDaRota,
  MESSAGES,
  OrigemCarga,
  SituacaoCarga,
  type TCadastroCarga,
  TipoNotificacao,
  type TOrigemCarga,
  VisibilidadeCarga,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { uniqueIds } from '../../../lib/ids';
import type { LeadsOutbox } from '../../leads/leads.outbox';
import { type AutorUsuario, type CargaEscrita, type NovaCarga, registrarHistorico } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import {
  type CadastroRepository,
  createCadastroRepository,
  type Direcionamento,
  type FilhosDaCarga,
} from './cadastro.repository';

/**
 * A new load: the register payload checked against the company's rows, turned into the load's columns and
 * children, and written — one use case shared by the register call, the xlsx import and lots.
 */

export interface CadastroCargaOpcoes {
  /** 1 manual registration (default), 2 Excel import, … (02 §4 "Load origin"). */
  origemCarga?: TOrigemCarga;
  /** The lot (carga_lotes.id) the load belongs to. */
  loteId?: string | null;
  /**
   * The lead outbox (01 §3; modules/leads): a trial company's load queues the lead form in the same
   * transaction when MARKETING_LEAD_URL is set. Unset (the default) → nothing queued.
   */
  leads?: LeadsOutbox | undefined;
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
export function comTransportadorasUnicas(dados: TCadastroCarga): TCadastroCarga {
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
  const tabelaFrete = dados.pagamento.tabelaFreteId
    ? await repository.findTabelaFrete(ownerId, dados.pagamento.tabelaFreteId)
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
  if (dados.pagamento.tabelaFreteId && !tabelaFrete)
    mensagens.push(CADASTRO_CARGA_MESSAGES.tabelaFreteInvalida);
  const [primeira] = mensagens;
  if (primeira) throw new AppError('VALIDATION', primeira, { messages: mensagens });
  return transportadoras.flatMap((empresa) =>
    empresa ? [{ transportadoraEmpresaId: empresa.id, transportadoraOwnerId: empresa.linkedOwnerId }] : [],
  );
}

export const dinheiro = (value: number | undefined) => (value === undefined ? null : value.toFixed(2));
export const medida = (value: number | undefined) => (value === undefined ? null : String(value));

/**
 * The load's columns and its children from a payload. Every optional field is written (null when left
 * out), so an edit clears what the form cleared. Collection = the origin's planned start, delivery = the
 * final destination's (`datasDaRota`).
 */
export function linhasDoCadastro(
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
      tabelaFreteId: pagamento.tabelaFreteId ?? null,
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

/** A register payload checked against the database: what `gravarCarga` writes. */
export interface CadastroVerificado {
  unidadeNegocioId: string;
  linhas: ReturnType<typeof linhasDoCadastro>;
}

/**
 * Checks a register payload against the company's rows (400 with CADASTRO_CARGA_MESSAGES): the unit must
 * be one of the owner's active units (else 403; whether the user may access it is the caller's check) and
 * every referenced row the owner's. Reads only: over `db` or the caller's transaction.
 */
export async function verificarCadastro(
  db: Database,
  caller: AutorUsuario,
  unidadeNegocioId: string,
  dados: TCadastroCarga,
): Promise<CadastroVerificado> {
  const repository = createCadastroRepository(db);
  const unidade = await repository.findUnidade(caller.ownerId, unidadeNegocioId);
  if (!unidade) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const normalizados = comTransportadorasUnicas(dados);
  const direcionadas = await validarReferencias(repository, caller.ownerId, normalizados);
  return { unidadeNegocioId: unidade.id, linhas: linhasDoCadastro(normalizados, direcionadas) };
}

/**
 * Writes a checked load with its code inside the caller's transaction `tx` (`writer.transaction`): the
 * load, situacao 1 in the group's first stage, its route, documents and items, the directed offers and the
 * history row. It does NOT notify nor publish: the caller does that after its commit (`avisarCadastro`).
 */
export async function gravarCarga(
  tx: Database,
  caller: AutorUsuario,
  { unidadeNegocioId, linhas: { campos, filhos } }: CadastroVerificado,
  codigo: number,
  opcoes: CadastroCargaOpcoes = {},
): Promise<CargaCadastrada> {
  const repository = createCadastroRepository(tx);
  const origemCarga = opcoes.origemCarga ?? OrigemCarga.CadastroManual;
  const id = randomUUID();
  await repository.inserirCarga(
    {
      ...campos,
      id,
      ownerId: caller.ownerId,
      unidadeNegocioId,
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
  await opcoes.leads?.enfileirar(tx, { ownerId: caller.ownerId, usuarioId: caller.userId, cargaId: id });
  return {
    id,
    codigo,
    version: 1,
    ownerId: caller.ownerId,
    unidadeNegocioId,
    contratacaoOwnerId: null,
    contratacaoUnidadeNegocioId: null,
    transportadoraOwnerIds: uniqueIds(filhos.direcionadas.map((d) => d.transportadoraOwnerId)),
  };
}

/**
 * Registers one load inside the caller's transaction `tx` — the lots and the xlsx import, which write many
 * loads in one transaction: checked, its code taken in that transaction (the owner's counter stays locked
 * until it commits), written. The single register (cadastro.service) takes its code outside its transaction
 * instead, so concurrent registrations of one company do not queue on the counter.
 */
export async function cadastrarCarga(
  tx: Database,
  caller: AutorUsuario,
  unidadeNegocioId: string,
  dados: TCadastroCarga,
  opcoes: CadastroCargaOpcoes = {},
): Promise<CargaCadastrada> {
  const verificado = await verificarCadastro(tx, caller, unidadeNegocioId, dados);
  const codigo = await createCadastroRepository(tx).proximoCodigo(caller.ownerId);
  return gravarCarga(tx, caller, verificado, codigo, opcoes);
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
  caller: AutorUsuario,
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
