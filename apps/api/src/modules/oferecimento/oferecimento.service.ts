import {
  AcaoResposta,
  AutorProposta,
  ComportamentoOferecimento,
  ETAPA_OFERECIMENTO_LABELS,
  ETAPA_OFERTA_RECEBIDA_LABELS,
  ETAPAS_OFERECIMENTO,
  ETAPAS_OFERTA_RECEBIDA,
  etapaDaOfertaRecebida,
  etapaDoOferecimento,
  etapaDoResumo,
  isOfertaEmNegociacao,
  OFERECIMENTO_LIMITES,
  OFERECIMENTO_MESSAGES,
  recusaDaResposta,
  SituacaoCarga,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  type TCardOferecimento,
  type TCardOfertaRecebida,
  type TCargaOfertavel,
  type TComportamentoOferecimento,
  TipoNotificacao,
  TipoOferta,
  TipoProposta,
  type TOferecimentoDaCarga,
  type TOfertaDetalhe,
  type TOfertarCargaBody,
  type TQuadroOferecimento,
  type TQuadroOferecimentoQuery,
  type TQuadroOfertasRecebidas,
  type TResponderOfertaBody,
  type TSugestaoOferecimento,
  type TTipoNotificacao,
  vezDaOferta,
} from '@embarca/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargaOferecimentos, cargaOfertas, cargas, owners } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { Jobs } from '../../lib/jobs/jobs';
import type { RequestSession } from '../../plugins/authenticate';
import type { CargaAcessada, CargaRow } from '../cargas/carga.access';
import { type Autor, autorDaSessao } from '../cargas/carga.writer';
import type { CargasContext } from '../cargas/cargas.context';
import { precoOfertavel, precosDaCarga } from '../tabela-frete/frete-esperado';
import { agendarPrazo, avancarCascata } from './cascata';
import { contratarOferta } from './contratar';
import {
  type AutorDaProposta,
  type AvisoDeOferta,
  abrirOferta,
  encerrarOutrasOfertas,
  enviarAvisos,
  moverOferta,
  registrarProposta,
  SISTEMA,
  valorBr,
} from './negociacao';
import type { OferecimentoAccess } from './oferecimento.access';
import { createOferecimentoRepository, type LinhaDoQuadro, type OfertaRow } from './oferecimento.repository';

/** How long an awarded load stays in the shipper board's 'Contratadas' column. */
const DIAS_NA_COLUNA_CONTRATADAS = 7;
/** Default deadline of a manual offer when the automatic one is asked without it: per carrier, minutes. */
const PRAZO_PADRAO_MINUTOS = 60;

export interface OferecimentoServiceDeps {
  db: Database;
  cargas: Pick<CargasContext, 'writer' | 'access'>;
  access: OferecimentoAccess;
  jobs: Pick<Jobs, 'send'>;
  notify: CargasContext['notify'];
  /** The carriers in ranked order (the ranking; unknown ones last, in the order given). */
  ordemDoRanking: (ownerId: string, empresaIds: string[]) => Promise<string[]>;
  onAfterCommitError?: (error: unknown) => void;
  now?: () => Date;
}

const isoOuNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
/** Names in pt-BR order (one collator: `localeCompare` with a locale builds one per call). */
const porNome = new Intl.Collator('pt-BR');
/** ISO instants compare as plain strings. */
const compararTexto = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The offering's use cases (issue 20): offer a load (manual, automatic waterfall, freight table), answer an
 * offer from either side, withdraw it, stop or take over the waterfall, the two boards, a load's offering,
 * the suggestion, the carrier groups. Every write runs in one transaction; the award goes through the load's
 * write path (`contratar.ts`); notifications follow the commit.
 */
export function createOferecimentoService(deps: OferecimentoServiceDeps) {
  const { db, access, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const onError = deps.onAfterCommitError ?? (() => undefined);
  const repository = createOferecimentoRepository(db);
  const avisar = (avisos: readonly AvisoDeOferta[]) => enviarAvisos(db, deps.notify, avisos, onError);

  /** Why a load cannot be offered now (null when it can). */
  function motivoNaoOfertavel(
    carga: Pick<CargaRow, 'ativo' | 'situacao' | 'loteId' | 'contratacaoId' | 'transportadoraEmpresaId'>,
  ) {
    if (!carga.ativo || carga.situacao === SituacaoCarga.Desativada)
      return OFERECIMENTO_MESSAGES.cargaDesativada;
    if (carga.contratacaoId || carga.transportadoraEmpresaId) return OFERECIMENTO_MESSAGES.cargaJaContratada;
    if (carga.situacao !== SituacaoCarga.AguardandoContratacao)
      return OFERECIMENTO_MESSAGES.cargaNaoOfertavel;
    if (carga.loteId) return OFERECIMENTO_MESSAGES.cargaEmLote;
    return null;
  }

  async function comportamentoDaCarga(carga: CargaRow): Promise<TComportamentoOferecimento> {
    const ofertavel = (await repository.cargasOfertaveis([carga.id])).get(carga.id);
    return (
      (ofertavel?.caracteristica?.comportamentoOferecimento as TComportamentoOferecimento | null) ??
      ComportamentoOferecimento.Manual
    );
  }

  async function oferecimentoDaCarga(carga: CargaRow): Promise<TOferecimentoDaCarga> {
    const [ofertavel, ofertas, oferecimento] = [
      (await repository.cargasOfertaveis([carga.id])).get(carga.id),
      await repository.ofertas({ cargaIds: [carga.id] }),
      await repository.oferecimentoDaCarga(carga.id),
    ];
    if (!ofertavel) throw new AppError('NOT_FOUND');
    const nomes = oferecimento
      ? await repository.nomesDasEmpresas(oferecimento.ordem)
      : new Map<string, string>();
    return {
      carga: ofertavel,
      etapa: etapaDoOferecimento({
        contratada: !!carga.contratacaoId,
        ofertas: ofertas.map((o) => ({ situacao: o.situacao, respondida: o.respondidaEm !== null })),
      }),
      oferecimento: oferecimento
        ? {
            id: oferecimento.id,
            comportamento: oferecimento.comportamento,
            situacao: oferecimento.situacao,
            tipo: oferecimento.tipo,
            valorAlvo: oferecimento.valorAlvo,
            prazoMinutos: oferecimento.prazoMinutos,
            maxRodadas: oferecimento.maxRodadas,
            permitirRepetir: oferecimento.permitirRepetir,
            rodadaAtual: oferecimento.rodadaAtual,
            ordem: oferecimento.ordem.map((empresaId) => ({ empresaId, nome: nomes.get(empresaId) ?? '' })),
            criadoEm: oferecimento.createdAt.toISOString(),
          }
        : null,
      ofertas,
      naoOfertavel: motivoNaoOfertavel(carga),
    };
  }

  async function detalheDaOferta(ofertaId: string): Promise<TOfertaDetalhe> {
    const [oferta] = await repository.ofertas({ ofertaIds: [ofertaId] });
    if (!oferta) throw new AppError('NOT_FOUND');
    const carga = (await repository.cargasOfertaveis([oferta.cargaId])).get(oferta.cargaId);
    if (!carga) throw new AppError('NOT_FOUND');
    return { ...oferta, carga };
  }

  /** The carriers of an offer: the ids and the group's, the company's active carriers on the platform. */
  async function transportadorasDaOferta(session: RequestSession, body: TOfertarCargaBody) {
    const grupo = body.grupoId ? await repository.grupo(session.ownerId, body.grupoId) : undefined;
    if (body.grupoId && !grupo) throw fieldError('grupoId', 'Grupo de transportadoras não encontrado.');
    const ids = [...new Set([...body.transportadoraEmpresaIds, ...(grupo?.transportadoraEmpresaIds ?? [])])];
    // In the order given (the waterfall's order), not the repository's by name.
    const posicao = new Map(ids.map((id, index) => [id, index] as const));
    const encontradas = (await repository.transportadoras(session.ownerId, ids)).sort(
      (a, b) => (posicao.get(a.id) ?? 0) - (posicao.get(b.id) ?? 0),
    );
    if (encontradas.length !== ids.length)
      throw fieldError('transportadoraEmpresaIds', OFERECIMENTO_MESSAGES.transportadoraInvalida);
    const fora = encontradas.find((t) => !t.linkedOwnerId);
    if (fora)
      throw fieldError(
        'transportadoraEmpresaIds',
        OFERECIMENTO_MESSAGES.transportadoraForaDaPlataforma(fora.nome),
      );
    return encontradas;
  }

  function validarPrazo(prazo: Date | null | undefined, agora: Date): Date {
    if (!prazo) throw fieldError('prazoResposta', 'Prazo de resposta é obrigatório!');
    if (prazo.getTime() <= agora.getTime())
      throw fieldError('prazoResposta', OFERECIMENTO_MESSAGES.prazoNoPassado);
    if (prazo.getTime() - agora.getTime() > OFERECIMENTO_LIMITES.prazoMaximoDias * 86_400_000)
      throw fieldError('prazoResposta', OFERECIMENTO_MESSAGES.prazoLonge);
    return prazo;
  }

  const autorEmbarcador = (session: RequestSession): AutorDaProposta => ({
    autor: AutorProposta.Embarcador,
    usuarioId: session.userId,
    usuarioNome: session.claims.nome,
  });

  /** Manual offering: the chosen carriers (restricted) or the one (directed), each with the value and deadline. */
  async function oferecerManual(session: RequestSession, carga: CargaAcessada, body: TOfertarCargaBody) {
    const agora = now();
    if (body.transportadoraEmpresaIds.length === 0 && !body.grupoId)
      throw fieldError('transportadoraEmpresaIds', OFERECIMENTO_MESSAGES.transportadorasObrigatorias);
    if (!body.valorAlvo) throw fieldError('valorAlvo', OFERECIMENTO_MESSAGES.valorObrigatorio);
    const prazo = validarPrazo(body.prazoResposta, agora);
    const transportadoras = await transportadorasDaOferta(session, body);
    const abertas = (await repository.ofertasDaCarga(carga.id)).filter((o) =>
      isOfertaEmNegociacao(o.situacao),
    );
    const repetida = transportadoras.find((t) => abertas.some((o) => o.transportadoraEmpresaId === t.id));
    if (repetida)
      throw fieldError(
        'transportadoraEmpresaIds',
        OFERECIMENTO_MESSAGES.transportadoraJaOfertada(repetida.nome),
      );
    const emCurso = await repository.oferecimentoDaCarga(carga.id);
    if (
      emCurso?.situacao === SituacaoOferecimento.EmAndamento &&
      emCurso.comportamento === ComportamentoOferecimento.Automatico
    )
      throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.oferecimentoEmAndamento);
    const avisos = await deps.cargas.writer.transaction(async (tx) => {
      let oferecimentoId = emCurso?.situacao === SituacaoOferecimento.EmAndamento ? emCurso.id : null;
      if (!oferecimentoId) {
        const [novo] = await tx
          .insert(cargaOferecimentos)
          .values({
            ownerId: carga.ownerId,
            cargaId: carga.id,
            comportamento: ComportamentoOferecimento.Manual,
            tipo: body.tipo,
            valorAlvo: body.valorAlvo,
            prazoMinutos: Math.max(1, Math.round((prazo.getTime() - agora.getTime()) / 60_000)),
            ordem: transportadoras.map((t) => t.id),
            observacao: body.observacao ?? null,
            usuarioId: session.userId,
          })
          .returning({ id: cargaOferecimentos.id });
        oferecimentoId = novo?.id ?? null;
      }
      const saida: AvisoDeOferta[] = [];
      for (const transportadora of transportadoras) {
        const oferta = await abrirOferta(
          tx,
          {
            cargaId: carga.id,
            ownerId: carga.ownerId,
            transportadora,
            tipo: body.tipo,
            oferecimentoId,
            rodada: null,
            valorAlvo: body.valorAlvo ?? null,
            prazoResposta: prazo,
            observacao: body.observacao ?? null,
            agora,
          },
          autorEmbarcador(session),
        );
        await agendarPrazo(jobs, tx, oferta);
        saida.push({
          ownerId: transportadora.linkedOwnerId as string,
          cargaId: carga.id,
          titulo: `Nova oferta: carga ${carga.codigo}`,
          corpo: `${carga.ownerId === session.ownerId ? session.claims.nome : 'O embarcador'} ofertou a carga ${carga.codigo} por ${valorBr(body.valorAlvo)}; responda até ${prazo.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
          tipo: TipoNotificacao.Azul,
        });
      }
      return saida;
    });
    await avisar(avisos);
  }

  /**
   * Automatic offering: the waterfall over the carriers given, or else the carriers whose tables price the
   * load (offerable), in ranked order; the first offer goes out on the same transaction.
   */
  async function oferecerAutomatico(session: RequestSession, carga: CargaAcessada, body: TOfertarCargaBody) {
    const agora = now();
    if (!body.valorAlvo) throw fieldError('valorAlvo', OFERECIMENTO_MESSAGES.valorObrigatorio);
    let candidatas: string[];
    if (body.transportadoraEmpresaIds.length > 0 || body.grupoId) {
      candidatas = (await transportadorasDaOferta(session, body)).map((t) => t.id);
    } else {
      const precos =
        (await precosDaCarga(db, carga, { veiculoId: null, equipamentoIds: [], filtro: {} })) ?? [];
      const daRota = [
        ...new Set(
          precos
            .filter((p) => !p.bloqueadaPeloPiso && p.transportadoraEmpresaId)
            .map((p) => p.transportadoraEmpresaId as string),
        ),
      ];
      const ativas = (await repository.transportadoras(session.ownerId, daRota)).filter(
        (t) => t.linkedOwnerId,
      );
      candidatas = await deps.ordemDoRanking(
        session.ownerId,
        ativas.map((t) => t.id),
      );
    }
    if (candidatas.length === 0)
      throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semTransportadorasDaRota);
    const emCurso = await repository.oferecimentoDaCarga(carga.id);
    if (emCurso?.situacao === SituacaoOferecimento.EmAndamento)
      throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.oferecimentoEmAndamento);
    const avisos = await deps.cargas.writer.transaction(async (tx) => {
      const [novo] = await tx
        .insert(cargaOferecimentos)
        .values({
          ownerId: carga.ownerId,
          cargaId: carga.id,
          comportamento: ComportamentoOferecimento.Automatico,
          tipo: body.tipo,
          valorAlvo: body.valorAlvo,
          prazoMinutos: body.prazoMinutos ?? PRAZO_PADRAO_MINUTOS,
          maxRodadas: body.maxRodadas ?? Math.min(candidatas.length, OFERECIMENTO_LIMITES.rodadasMaximo),
          permitirRepetir: body.permitirRepetir ?? false,
          ordem: candidatas,
          observacao: body.observacao ?? null,
          usuarioId: session.userId,
        })
        .returning({ id: cargaOferecimentos.id });
      if (!novo) throw new Error('oferecimento não gravado');
      return avancarCascata(tx, jobs, novo.id, agora);
    });
    await avisar(avisos);
  }

  /** Freight-table offering: awarded at once to the cheapest valid table's carrier, above the ANTT floor. */
  async function oferecerPelaTabela(session: RequestSession, carga: CargaAcessada) {
    const agora = now();
    const precos =
      (await precosDaCarga(db, carga, { veiculoId: null, equipamentoIds: [], filtro: {} })) ?? [];
    const validos = precos.filter(
      (p) => p.transportadoraEmpresaId && !p.bloqueadaPeloPiso && !p.abaixoDoPiso,
    );
    const ativas = new Map(
      (
        await repository.transportadoras(
          session.ownerId,
          validos.map((p) => p.transportadoraEmpresaId as string),
        )
      ).map((t) => [t.id, t] as const),
    );
    const preco = validos.find((p) => ativas.has(p.transportadoraEmpresaId as string));
    const transportadora = preco ? ativas.get(preco.transportadoraEmpresaId as string) : undefined;
    if (!preco || !transportadora) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semTabelaAplicavel);
    const oferta = await deps.cargas.writer.transaction(async (tx) => {
      const [novo] = await tx
        .insert(cargaOferecimentos)
        .values({
          ownerId: carga.ownerId,
          cargaId: carga.id,
          comportamento: ComportamentoOferecimento.TabelaFrete,
          tipo: TipoOferta.Direcionada,
          valorAlvo: preco.total,
          prazoMinutos: 0,
          ordem: [transportadora.id],
          usuarioId: session.userId,
        })
        .returning({ id: cargaOferecimentos.id });
      return abrirOferta(
        tx,
        {
          cargaId: carga.id,
          ownerId: carga.ownerId,
          transportadora,
          tipo: TipoOferta.Direcionada,
          oferecimentoId: novo?.id ?? null,
          rodada: null,
          valorAlvo: preco.total,
          prazoResposta: null,
          observacao: `Tabela ${preco.tabelaNome} (versão ${preco.versao}).`,
          agora,
        },
        SISTEMA,
      );
    });
    // The award itself through the load's write path; should it fail, the offer is left open to the carrier.
    const [atual] = await db.select().from(cargas).where(eq(cargas.id, carga.id)).limit(1);
    const avisos = await contratarOferta(deps.cargas, {
      autor: autorDaSessao(session),
      proposta: SISTEMA,
      carga: atual ?? carga,
      oferta,
      de: SituacaoOfertaCarga.Ofertada,
      valor: preco.total,
      transportadoraNome: transportadora.nome,
    });
    await avisar(avisos);
  }

  /** The load's row as the award needs it (the carrier reaches it through its offer, not the cargas gate). */
  async function cargaDaOferta(oferta: OfertaRow): Promise<CargaRow> {
    const [carga] = await db.select().from(cargas).where(eq(cargas.id, oferta.cargaId)).limit(1);
    if (!carga) throw new AppError('NOT_FOUND');
    return carga;
  }

  async function nomeDaEmpresa(id: string) {
    return (await repository.nomesDasEmpresas([id])).get(id) ?? 'a transportadora';
  }

  return {
    motivoNaoOfertavel,

    async oferecer(
      session: RequestSession,
      cargaId: string,
      body: TOfertarCargaBody,
    ): Promise<TOferecimentoDaCarga> {
      const carga = await access.carga(session, cargaId);
      const motivo = motivoNaoOfertavel(carga);
      if (motivo) throw new AppError('CONFLICT', motivo);
      const comportamento = body.comportamento ?? (await comportamentoDaCarga(carga));
      if (comportamento === ComportamentoOferecimento.TabelaFrete) await oferecerPelaTabela(session, carga);
      else if (comportamento === ComportamentoOferecimento.Automatico)
        await oferecerAutomatico(session, carga, body);
      else await oferecerManual(session, carga, body);
      const [atual] = await db.select().from(cargas).where(eq(cargas.id, carga.id)).limit(1);
      return oferecimentoDaCarga(atual ?? carga);
    },

    async daCarga(session: RequestSession, cargaId: string): Promise<TOferecimentoDaCarga> {
      return oferecimentoDaCarga(await access.carga(session, cargaId));
    },

    async daOferta(session: RequestSession, ofertaId: string): Promise<TOfertaDetalhe> {
      await access.oferta(session, ofertaId);
      return detalheDaOferta(ofertaId);
    },

    /**
     * An answer by the side whose turn it is: accept (award at the other side's last value), counter-propose
     * (the turn passes), decline (the offer ends; an automatic tender takes its next step). The carrier may
     * also withdraw while the shipper weighs its proposal. 409 out of turn, past the deadline, or closed.
     */
    async responder(
      session: RequestSession,
      ofertaId: string,
      body: TResponderOfertaBody,
    ): Promise<TOfertaDetalhe> {
      const { oferta, lado } = await access.oferta(session, ofertaId);
      const agora = now();
      const carga = await cargaDaOferta(oferta);
      // Another carrier won it (its offer was closed by that award): say so rather than "closed".
      if (carga.contratacaoId && carga.contratacaoId !== oferta.id)
        throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.cargaContratadaPorOutra);
      const recusa = recusaDaResposta({
        lado,
        acao: body.acao,
        situacao: oferta.situacao,
        prazoResposta: oferta.prazoResposta,
        agora,
      });
      if (recusa) throw new AppError('CONFLICT', recusa);
      const autor: AutorDaProposta = {
        autor: lado === 'embarcador' ? AutorProposta.Embarcador : AutorProposta.Transportadora,
        usuarioId: session.userId,
        usuarioNome: session.claims.nome,
      };
      const transportadoraNome = await nomeDaEmpresa(oferta.transportadoraEmpresaId);
      const outroLado = (
        titulo: string,
        corpo: string,
        tipo: TTipoNotificacao = TipoNotificacao.Azul,
      ): AvisoDeOferta[] => {
        const destino = lado === 'embarcador' ? oferta.transportadoraOwnerId : carga.ownerId;
        if (!destino) return [];
        return [
          {
            ownerId: destino,
            ...(lado === 'transportadora' ? { unidadeId: carga.unidadeNegocioId } : {}),
            cargaId: carga.id,
            titulo,
            corpo,
            tipo,
          },
        ];
      };

      if (body.acao === AcaoResposta.Aceitar) {
        const valor = lado === 'transportadora' ? oferta.valorAlvo : oferta.valorProposto;
        if (!valor) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semValorParaAceitar);
        if (carga.contratacaoId || carga.transportadoraEmpresaId)
          throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.cargaContratadaPorOutra);
        // The history names the load's company and the user who accepted (a carrier's user too).
        const autorHistorico: Autor = {
          ownerId: carga.ownerId,
          userId: session.userId,
          nome:
            lado === 'transportadora'
              ? `${session.claims.nome} (${transportadoraNome})`
              : session.claims.nome,
        };
        const avisos = await contratarOferta(deps.cargas, {
          autor: autorHistorico,
          proposta: autor,
          carga,
          oferta,
          de: oferta.situacao,
          valor,
          transportadoraNome,
        });
        await avisar(avisos);
        return detalheDaOferta(oferta.id);
      }

      const avisos = await deps.cargas.writer.transaction(async (tx) => {
        if (body.acao === AcaoResposta.Contrapropor) {
          const valor = body.valor as string;
          const movida = await moverOferta(
            tx,
            oferta,
            oferta.situacao,
            lado === 'transportadora'
              ? { situacao: SituacaoOfertaCarga.Contraproposta, valorProposto: valor }
              : { situacao: SituacaoOfertaCarga.Ofertada, valorAlvo: valor },
            { respondeu: lado === 'transportadora' },
          );
          if (!movida) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.foraDaVez);
          await registrarProposta(tx, oferta, autor, {
            tipo: TipoProposta.Contraproposta,
            valor,
            comentario: body.comentario ?? null,
          });
          return lado === 'transportadora'
            ? outroLado(
                `Contraproposta: carga ${carga.codigo}`,
                `${transportadoraNome} propôs ${valorBr(valor)} para a carga ${carga.codigo}.`,
              )
            : outroLado(
                `Nova proposta: carga ${carga.codigo}`,
                `O embarcador propôs ${valorBr(valor)} para a carga ${carga.codigo}.`,
              );
        }
        // Recusar
        const movida = await moverOferta(
          tx,
          oferta,
          oferta.situacao,
          {
            situacao: SituacaoOfertaCarga.Recusada,
            motivoRecusa: body.comentario ?? null,
            encerradaEm: agora,
          },
          { respondeu: lado === 'transportadora' },
        );
        if (!movida) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.foraDaVez);
        await registrarProposta(tx, oferta, autor, {
          tipo: TipoProposta.Recusa,
          comentario: body.comentario ?? null,
        });
        const aviso =
          lado === 'transportadora'
            ? outroLado(
                `Oferta recusada: carga ${carga.codigo}`,
                `${transportadoraNome} recusou a carga ${carga.codigo}: ${body.comentario ?? ''}`,
                TipoNotificacao.Amarelo,
              )
            : outroLado(
                `Proposta recusada: carga ${carga.codigo}`,
                `O embarcador recusou sua proposta para a carga ${carga.codigo}: ${body.comentario ?? ''}`,
                TipoNotificacao.Amarelo,
              );
        const proximos = oferta.oferecimentoId
          ? await avancarCascata(tx, jobs, oferta.oferecimentoId, agora)
          : [];
        return [...aviso, ...proximos];
      });
      await avisar(avisos);
      return detalheDaOferta(oferta.id);
    },

    /** The shipper withdraws one open offer (the waterfall, if automatic, goes on to the next carrier). */
    async cancelarOferta(session: RequestSession, ofertaId: string, comentario: string | null | undefined) {
      const { oferta, lado } = await access.oferta(session, ofertaId);
      if (lado !== 'embarcador') throw new AppError('FORBIDDEN');
      if (!isOfertaEmNegociacao(oferta.situacao))
        throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.ofertaEncerrada);
      const carga = await cargaDaOferta(oferta);
      const avisos = await deps.cargas.writer.transaction(async (tx) => {
        const movida = await moverOferta(tx, oferta, oferta.situacao, {
          situacao: SituacaoOfertaCarga.Cancelada,
          encerradaEm: now(),
        });
        if (!movida) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.ofertaEncerrada);
        await registrarProposta(tx, oferta, autorEmbarcador(session), {
          tipo: TipoProposta.Cancelamento,
          comentario: comentario ?? null,
        });
        const saida: AvisoDeOferta[] = oferta.transportadoraOwnerId
          ? [
              {
                ownerId: oferta.transportadoraOwnerId,
                cargaId: carga.id,
                titulo: `Oferta cancelada: carga ${carga.codigo}`,
                corpo: `O embarcador cancelou a oferta da carga ${carga.codigo}.`,
                tipo: TipoNotificacao.Amarelo,
              },
            ]
          : [];
        if (oferta.oferecimentoId)
          saida.push(...(await avancarCascata(tx, jobs, oferta.oferecimentoId, now())));
        return saida;
      });
      await avisar(avisos);
    },

    /** Stops the automatic waterfall: the tender ends, its open offer is cancelled. */
    async interromper(session: RequestSession, cargaId: string) {
      const carga = await access.carga(session, cargaId);
      const oferecimento = await repository.oferecimentoDaCarga(carga.id);
      if (
        oferecimento?.situacao !== SituacaoOferecimento.EmAndamento ||
        oferecimento.comportamento !== ComportamentoOferecimento.Automatico
      )
        throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semCascata);
      const encerradas = await deps.cargas.writer.transaction(async (tx) => {
        const [parado] = await tx
          .update(cargaOferecimentos)
          .set({ situacao: SituacaoOferecimento.Interrompido, encerradoEm: now() })
          .where(
            and(
              eq(cargaOferecimentos.id, oferecimento.id),
              eq(cargaOferecimentos.situacao, SituacaoOferecimento.EmAndamento),
            ),
          )
          .returning({ id: cargaOferecimentos.id });
        if (!parado) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semCascata);
        return encerrarOutrasOfertas(
          tx,
          carga.id,
          null,
          SituacaoOfertaCarga.Cancelada,
          'Oferecimento interrompido pelo embarcador.',
        );
      });
      await avisar(
        encerradas.flatMap((o) =>
          o.transportadoraOwnerId
            ? [
                {
                  ownerId: o.transportadoraOwnerId,
                  cargaId: carga.id,
                  titulo: `Oferta cancelada: carga ${carga.codigo}`,
                  corpo: `O embarcador encerrou o oferecimento da carga ${carga.codigo}.`,
                  tipo: TipoNotificacao.Amarelo,
                },
              ]
            : [],
        ),
      );
    },

    /** Takes over the waterfall: the tender becomes manual, its open offer stays. */
    async assumir(session: RequestSession, cargaId: string) {
      const carga = await access.carga(session, cargaId);
      const [assumido] = await db
        .update(cargaOferecimentos)
        .set({ comportamento: ComportamentoOferecimento.Manual })
        .where(
          and(
            eq(cargaOferecimentos.cargaId, carga.id),
            eq(cargaOferecimentos.situacao, SituacaoOferecimento.EmAndamento),
            eq(cargaOferecimentos.comportamento, ComportamentoOferecimento.Automatico),
          ),
        )
        .returning({ id: cargaOferecimentos.id });
      if (!assumido) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semCascata);
    },

    /** The target value and the carriers to offer to, with their table price and ranking position. */
    async sugestao(session: RequestSession, cargaId: string): Promise<TSugestaoOferecimento> {
      const carga = await access.carga(session, cargaId);
      const precos =
        (await precosDaCarga(db, carga, { veiculoId: null, equipamentoIds: [], filtro: {} })) ?? [];
      const todas = await repository.transportadoras(session.ownerId);
      const ordem = await deps.ordemDoRanking(
        session.ownerId,
        todas.map((t) => t.id),
      );
      const posicao = new Map(ordem.map((id, index) => [id, index + 1] as const));
      const melhor = precoOfertavel(precos.filter((p) => p.transportadoraEmpresaId));
      const linhas = todas.map((t) => {
        const preco = precos.find((p) => p.transportadoraEmpresaId === t.id && !p.bloqueadaPeloPiso);
        return {
          empresaId: t.id,
          nome: t.nome,
          documento: t.cnpj,
          naPlataforma: !!t.linkedOwnerId,
          preco: preco?.total ?? null,
          abaixoDoPiso: preco?.abaixoDoPiso ?? false,
          atendeRota: !!preco,
          posicaoRanking: posicao.get(t.id) ?? null,
        };
      });
      linhas.sort(
        (a, b) =>
          Number(b.atendeRota) - Number(a.atendeRota) ||
          (a.posicaoRanking ?? 9999) - (b.posicaoRanking ?? 9999) ||
          porNome.compare(a.nome, b.nome),
      );
      return {
        valorAlvo: melhor?.total ?? null,
        pisoAntt: melhor?.piso?.valor ?? null,
        comportamento: await comportamentoDaCarga(carga),
        transportadoras: linhas,
      };
    },

    /** The shipper board: the loads awaiting a hiring in the request's units and the recently hired, by column. */
    async quadroEmbarcador(
      session: RequestSession,
      query: TQuadroOferecimentoQuery,
    ): Promise<TQuadroOferecimento> {
      const desde = new Date(now().getTime() - DIAS_NA_COLUNA_CONTRATADAS * 86_400_000);
      const filtro = query.transportadoraEmpresaId;
      const linhas = (
        await repository.resumoDoQuadro(session.ownerId, session.escopoUnidadeIds, desde, filtro)
      ).filter((linha) => !filtro || linha.total > 0);
      const SEM_DATA = Number.MAX_SAFE_INTEGER;
      // Each column keeps its most urgent cards first: nearest deadline, then collection, then code.
      const colunas = ETAPAS_OFERECIMENTO.map((etapa) => ({
        etapa,
        daEtapa: linhas
          .filter((linha) => etapaDoResumo(linha) === etapa)
          .sort(
            (a, b) =>
              (a.prazo ?? SEM_DATA) - (b.prazo ?? SEM_DATA) ||
              (a.coleta ?? SEM_DATA) - (b.coleta ?? SEM_DATA) ||
              a.codigo - b.codigo,
          ),
      }));
      // Text search (load code, city, UF) reads the summaries of every load; otherwise only of those answered.
      const busca = query.busca?.toLowerCase();
      const resumos = await repository.cargasOfertaveis(
        busca
          ? linhas.map((linha) => linha.id)
          : colunas.flatMap((c) => c.daEtapa.slice(0, query.limite).map((linha) => linha.id)),
      );
      const combina = (id: string) => {
        const r = resumos.get(id);
        if (!r || !busca) return !!r || !busca;
        return [String(r.codigo), r.origem?.cidade, r.destino?.cidade, r.origem?.uf, r.destino?.uf]
          .filter(Boolean)
          .some((texto) => String(texto).toLowerCase().includes(busca));
      };
      const porColuna = colunas.map(({ etapa, daEtapa }) => {
        const filtradas = busca ? daEtapa.filter((linha) => combina(linha.id)) : daEtapa;
        return { etapa, total: filtradas.length, linhas: filtradas.slice(0, query.limite) };
      });
      const mostradas = porColuna.flatMap((c) => c.linhas.map((linha) => linha.id));
      const ofertas = await repository.ofertasDosCards(session.ownerId, mostradas, filtro);
      const tenders = await repository.ultimosOferecimentos(session.ownerId, mostradas);
      const porCarga = new Map<string, typeof ofertas>();
      for (const oferta of ofertas)
        porCarga.set(oferta.cargaId, [...(porCarga.get(oferta.cargaId) ?? []), oferta]);
      const completo = (linha: LinhaDoQuadro, etapa: string, carga: TCargaOfertavel): TCardOferecimento => {
        const daCarga = porCarga.get(linha.id) ?? [];
        const propostas = daCarga
          .filter((o) => isOfertaEmNegociacao(o.situacao))
          .map((o) => o.valorProposto)
          .filter((v): v is string => !!v);
        const tender = tenders.get(linha.id);
        return {
          carga,
          etapa,
          comportamento: tender?.comportamento ?? null,
          situacaoOferecimento: tender?.situacao ?? null,
          qntOfertas: linha.total,
          ofertas: daCarga
            .sort((a, b) => a.situacao - b.situacao || porNome.compare(a.transportadora, b.transportadora))
            .map((o) => ({
              id: o.id,
              transportadora: o.transportadora,
              situacao: o.situacao,
              valorAlvo: o.valorAlvo,
              valorProposto: o.valorProposto,
              prazoResposta: isoOuNull(o.prazoResposta),
            })),
          melhorProposta: propostas.length
            ? propostas.reduce((a, b) => (Number(b) < Number(a) ? b : a))
            : null,
          prazoMaisProximo: linha.prazo === null ? null : new Date(linha.prazo).toISOString(),
        };
      };
      return {
        colunas: porColuna.map(({ etapa, total, linhas: daColuna }) => ({
          etapa,
          titulo: ETAPA_OFERECIMENTO_LABELS[etapa],
          total,
          cards: daColuna.flatMap((linha) => {
            const carga = resumos.get(linha.id);
            return carga ? [completo(linha, etapa, carga)] : [];
          }),
        })),
      };
    },

    /** The carrier board: the offers its company received, by column (never other carriers' offers). */
    async quadroTransportadora(
      session: RequestSession,
      query: TQuadroOferecimentoQuery,
    ): Promise<TQuadroOfertasRecebidas> {
      const desde = new Date(now().getTime() - DIAS_NA_COLUNA_CONTRATADAS * 86_400_000);
      const rows = await db
        .select({
          id: cargaOfertas.id,
          cargaId: cargaOfertas.cargaId,
          tipo: cargaOfertas.tipo,
          situacao: cargaOfertas.situacao,
          valorAlvo: cargaOfertas.valorAlvo,
          valorProposto: cargaOfertas.valorProposto,
          prazoResposta: cargaOfertas.prazoResposta,
          observacao: cargaOfertas.observacao,
          ofertadaEm: cargaOfertas.ofertadaEm,
        })
        .from(cargaOfertas)
        .innerJoin(owners, eq(owners.id, cargaOfertas.ownerId))
        .where(
          and(
            eq(cargaOfertas.transportadoraOwnerId, session.ownerId),
            sql`(${cargaOfertas.situacao} in (${SituacaoOfertaCarga.Ofertada}, ${SituacaoOfertaCarga.Contraproposta})
              or coalesce(${cargaOfertas.encerradaEm}, ${cargaOfertas.updatedAt}) >= ${desde})`,
          ),
        );
      const resumos = await repository.cargasOfertaveis([...new Set(rows.map((r) => r.cargaId))]);
      const busca = query.busca?.toLowerCase();
      const cards: TCardOfertaRecebida[] = rows.flatMap((r) => {
        const carga = resumos.get(r.cargaId);
        if (!carga) return [];
        if (
          busca &&
          ![String(carga.codigo), carga.origem?.cidade, carga.destino?.cidade, carga.embarcador]
            .filter(Boolean)
            .some((texto) => String(texto).toLowerCase().includes(busca))
        )
          return [];
        return [
          {
            ofertaId: r.id,
            carga,
            etapa: etapaDaOfertaRecebida(r.situacao),
            tipo: r.tipo,
            situacao: r.situacao,
            valorAlvo: r.valorAlvo,
            valorProposto: r.valorProposto,
            prazoResposta: isoOuNull(r.prazoResposta),
            observacao: r.observacao,
            vez: vezDaOferta(r.situacao),
          },
        ];
      });
      return {
        colunas: ETAPAS_OFERTA_RECEBIDA.map((etapa) => {
          const daEtapa = cards
            .filter((c) => c.etapa === etapa)
            .sort(
              (a, b) =>
                compararTexto(a.prazoResposta ?? '9', b.prazoResposta ?? '9') ||
                a.carga.codigo - b.carga.codigo,
            );
          return {
            etapa,
            titulo: ETAPA_OFERTA_RECEBIDA_LABELS[etapa],
            total: daEtapa.length,
            cards: daEtapa.slice(0, query.limite),
          };
        }),
      };
    },
  };
}

export type OferecimentoService = ReturnType<typeof createOferecimentoService>;
