import {
  ACAO_CARGA_SUCCESS_MESSAGES,
  AcaoCarga,
  boardGroupOfSituacao,
  CARGA_ACAO_MESSAGES,
  ChannelType,
  canApplyAcaoCarga,
  desativarLoteSuccessMessage,
  EMPTY_GUID,
  formatPlate,
  MESSAGES,
  requiredMessage,
  SITUACAO_CARGA_LABELS,
  type TAcaoCarga,
  type TAlocarCargaBody,
  type TAtualizarVeiculoBody,
  type TCancelarCargaQuery,
  type TCargaAcaoResponse,
  type TDesativarCargaBody,
  TIPO_ALOCACAO_LABELS,
  TipoAlocacao,
  TipoNotificacao,
  TRANSICOES_CARGA,
  type TSituacaoCarga,
  type TTipoNotificacao,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/mailer';
import type { RequestSession } from '../../../plugins/authenticate';
import type { Notify } from '../../notificacoes/notificacoes.service';
import { exigirCargaDaEmpresa } from '../carga.access';
import type { CargasRepository } from '../carga.read-model';
import type { CargaCardSource, CargaProntaEvent, CargasService } from '../detalhes/detalhes.service';
import type { CargasEvents as HubCargasEvents } from '../quadro/tempo-real.service';
import type { CargasAcoesRepository, LoadChangeWithoutAlso } from './acoes.repository';

/** The real-time publisher (modules/cargas-hub): 'load ready' and 'load deactivated' (02 §4). */
export type CargaAcoesEvents = Pick<HubCargasEvents, 'cargaPronta' | 'cargaDesativada'>;

export interface CargasAcoesServiceDeps {
  repository: CargasAcoesRepository;
  /** The carriers a load is offered to or hired by (real-time recipients). */
  ofertas: Pick<CargasRepository, 'listTransportadoraOwnerIds'>;
  /** The load as the caller sees it after the change (the action's answer). */
  cargas: Pick<CargasService, 'find'>;
  /** The board's visibility gate: tells a carrier that sees the load (403) from anyone else (404). */
  cards: CargaCardSource;
  events: CargaAcoesEvents;
  notify: Notify;
  /** The notification and the live event follow the commit; a failure there is logged, the change stays. */
  onAfterCommitError?: (error: unknown) => void;
}

type CargaRow = NonNullable<Awaited<ReturnType<CargasAcoesRepository['findCarga']>>>;
/** What the live event needs of a load after the change. */
type EventoCarga = Pick<
  CargaRow,
  'id' | 'ownerId' | 'unidadeNegocioId' | 'codigo' | 'contratacaoOwnerId' | 'contratacaoUnidadeNegocioId'
>;

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

const lower = (id: string) => id.toLowerCase();
const unique = (ids: readonly (string | null | undefined)[]) => [
  ...new Set(ids.flatMap((id) => (id ? [lower(id)] : []))),
];

/**
 * The load actions (02 §4 "Load actions", §7 "Load calls"): allocate, cancel, reopen, finish, revert
 * finishing, deactivate (one load or its lot), reactivate, change business unit, update the vehicle.
 *
 * Each one: the caller must be the load's company, the load in the request's unit scope (a carrier that
 * sees the load → 403, anyone else → 404); the domain's state machine decides (400 with its message,
 * nothing changed); one transaction writes the load at the version read (a concurrent change → 409
 * 'O registro não pode ser alterado'), bumps it and writes the history; after the commit the company's
 * users of the load's unit are notified (channel CARGA) and the board's live event goes out.
 */
export function createCargasAcoesService({
  repository,
  ofertas,
  cargas,
  cards,
  events,
  notify,
  onAfterCommitError = () => undefined,
}: CargasAcoesServiceDeps) {
  /** The load, when the caller's company owns it and it is in the request's unit scope. */
  async function cargaDaEmpresa(session: RequestSession, cargaId: string): Promise<CargaRow> {
    return exigirCargaDaEmpresa(session, await repository.findCarga(cargaId), cards);
  }

  /** The state machine's answer: the resulting situacao, or 400 with its message. */
  function transicao(action: TAcaoCarga, carga: CargaRow, session: RequestSession): TSituacaoCarga {
    const result = canApplyAcaoCarga(
      action,
      {
        situacao: carga.situacao,
        situacaoAnterior: carga.situacaoAnterior,
        // A load without a recorded creator was created by its owner (the creator differs for redispatch).
        ownerCriadorDaCarga: carga.ownerCriadorId ?? carga.ownerId,
      },
      { ownerId: session.ownerId },
    );
    if (!result.allowed) throw new AppError('VALIDATION', result.message);
    return result.situacao;
  }

  /** The common part of every change: version, situacao, history; the stage reset when the group changes. */
  function mudanca(
    session: RequestSession,
    carga: CargaRow,
    acao: TAcaoCarga,
    situacao: TSituacaoCarga,
    set: LoadChangeWithoutAlso['set'],
    descricao: string,
    dados: Record<string, unknown> = {},
  ): LoadChangeWithoutAlso {
    const mudouDeGrupo = boardGroupOfSituacao(carga.situacao) !== boardGroupOfSituacao(situacao);
    return {
      cargaId: carga.id,
      ownerId: session.ownerId,
      version: carga.version,
      set: {
        ...set,
        situacao,
        // A stage belongs to one board group: a load changing group starts in the new group's first stage.
        ...(mudouDeGrupo ? { etapaId: null } : {}),
      },
      historico: {
        usuarioId: session.userId,
        acao,
        descricao,
        dados: { ...dados, situacaoAnterior: carga.situacao, situacao },
      },
    };
  }

  function applied<T extends { applied: boolean }>(result: T): Extract<T, { applied: true }> {
    // Someone changed the load between our read and our write: the caller's view is stale.
    if (!result.applied) throw new AppError('CONFLICT', MESSAGES.recordLocked);
    return result as Extract<T, { applied: true }>;
  }

  /** The carriers that saw the load before the change (they must hear about it too). */
  async function transportadorasAntes(carga: CargaRow): Promise<string[]> {
    return unique([carga.contratacaoOwnerId, ...(await ofertas.listTransportadoraOwnerIds(carga.id))]);
  }

  /**
   * After the commit: the notification to the company's users of the load's unit(s) and one live event
   * per changed load (and per unit it left). Failures are logged only: the change is committed and the
   * boards catch up when they re-read.
   */
  async function depoisDoCommit(input: {
    session: RequestSession;
    acao: TAcaoCarga;
    principal: CargaRow;
    descricao: string;
    titulo?: string;
    alteradas: EventoCarga[];
    antes: { unidadeNegocioId: string; transportadoraOwnerIds: string[] };
  }): Promise<void> {
    const { session, acao, principal } = input;
    const tipoEvento = acao === AcaoCarga.Desativar ? 'cargaDesativada' : 'cargaPronta';
    try {
      const unidades = unique([
        input.antes.unidadeNegocioId,
        ...input.alteradas.map((c) => c.unidadeNegocioId),
      ]);
      const destinatarios = await repository.listUsuariosDasUnidades(
        session.ownerId,
        unidades,
        session.userId,
      );
      if (destinatarios.length > 0) {
        await notify({
          ownerId: session.ownerId,
          channelType: ChannelType.Carga,
          channelGroupId: principal.id,
          eventId: principal.id,
          title: input.titulo ?? NOTIFICACAO[acao].titulo(principal.codigo),
          body: escapeHtml(input.descricao),
          tipo: NOTIFICACAO[acao].tipo,
          recipients: destinatarios,
        });
      }
    } catch (error) {
      onAfterCommitError(error);
    }
    for (const carga of input.alteradas) {
      try {
        const depois = await ofertas.listTransportadoraOwnerIds(carga.id);
        const evento: CargaProntaEvent = {
          cargaId: carga.id,
          ownerId: carga.ownerId,
          unidadeNegocioId: carga.unidadeNegocioId,
          contratacaoOwnerId: carga.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: carga.contratacaoUnidadeNegocioId,
          transportadoraOwnerIds: unique([
            ...(carga.id === principal.id ? input.antes.transportadoraOwnerIds : []),
            ...depois,
          ]),
        };
        await events[tipoEvento](evento);
        // The viewers of the unit it left drop (or re-read) the card too.
        if (
          carga.id === principal.id &&
          lower(input.antes.unidadeNegocioId) !== lower(carga.unidadeNegocioId)
        ) {
          await events[tipoEvento]({ ...evento, unidadeNegocioId: input.antes.unidadeNegocioId });
        }
      } catch (error) {
        onAfterCommitError(error);
      }
    }
  }

  async function resposta(
    session: RequestSession,
    cargaId: string,
    message: string,
    cargaIds: string[],
  ): Promise<TCargaAcaoResponse> {
    return { message, carga: await cargas.find(session, cargaId), cargaIds };
  }

  /** The vehicle, driver and equipment of an allocation: of the load's company or of the hired carrier. */
  async function frota(
    ownerIds: string[],
    body: Pick<TAlocarCargaBody, 'veiculoId' | 'motoristaId' | 'equipamentos'>,
  ) {
    const [veiculo, motorista] = await Promise.all([
      repository.findVeiculo(body.veiculoId, ownerIds),
      repository.findMotorista(body.motoristaId, ownerIds),
    ]);
    if (!veiculo) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.veiculoInvalido);
    if (!motorista) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.motoristaInvalido);
    const equipamentos = unique(body.equipamentos);
    if ((await repository.countVeiculos(equipamentos, ownerIds)) !== equipamentos.length) {
      throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.equipamentoInvalido);
    }
    return { veiculo, motorista, equipamentos };
  }

  /** A change without more writes, then its notification and event. */
  async function simples(
    session: RequestSession,
    carga: CargaRow,
    acao: TAcaoCarga,
    situacao: TSituacaoCarga,
    set: LoadChangeWithoutAlso['set'],
    descricao: string,
    dados?: Record<string, unknown>,
    /** The write, when the action writes more than the load in its transaction (finalizar). */
    escrever: (change: LoadChangeWithoutAlso) => Promise<{ applied: boolean }> = repository.change,
  ): Promise<TCargaAcaoResponse> {
    const antes = {
      unidadeNegocioId: carga.unidadeNegocioId,
      transportadoraOwnerIds: await transportadorasAntes(carga),
    };
    applied(await escrever(mudanca(session, carga, acao, situacao, set, descricao, dados)));
    const depois = { ...carga, ...pickEvento(set) };
    await depoisDoCommit({ session, acao, principal: carga, descricao, alteradas: [depois], antes });
    return resposta(session, carga.id, ACAO_CARGA_SUCCESS_MESSAGES[acao], [carga.id]);
  }

  const nome = (session: RequestSession) => session.claims.nome;

  return {
    /** POST /{id}/alocar: 1 → 2 with a vehicle and a driver (and, through a carrier, the hiring). */
    async alocar(
      session: RequestSession,
      cargaId: string,
      body: TAlocarCargaBody,
    ): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.Alocar, carga, session);
      let transportadora: { id: string; nome: string; linkedOwnerId: string | null } | undefined;
      if (body.tipoAlocacao === TipoAlocacao.Transportadoras) {
        transportadora = await repository.findTransportadora(
          session.ownerId,
          body.transportadoraEmpresaId ?? EMPTY_GUID,
        );
        if (!transportadora) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.transportadoraInvalida);
      }
      // Through a carrier on the platform, its own vehicles and drivers may go too.
      const donos = unique([session.ownerId, transportadora?.linkedOwnerId]);
      const { veiculo, motorista, equipamentos } = await frota(donos, body);
      const transportadoraEmpresaId =
        body.tipoAlocacao === TipoAlocacao.Frota
          ? await repository.findEmpresaPropria(session.ownerId)
          : (transportadora?.id ?? null);
      const descricao = cargaAcaoDescricao.alocar(nome(session), {
        tipo: body.tipoAlocacao,
        placa: formatPlate(veiculo.placa),
        motorista: motorista.nome,
        ...(transportadora ? { transportadora: transportadora.nome } : {}),
      });
      const set = {
        veiculoId: veiculo.id,
        motoristaId: motorista.id,
        equipamentoIds: equipamentos,
        transportadoraEmpresaId,
        contratacaoId: null,
        contratacaoOwnerId: transportadora?.linkedOwnerId ?? null,
        contratacaoUnidadeNegocioId: null,
      };
      const antes = {
        unidadeNegocioId: carga.unidadeNegocioId,
        transportadoraOwnerIds: await transportadorasAntes(carga),
      };
      applied(
        await repository.alocar(
          mudanca(session, carga, AcaoCarga.Alocar, situacao, set, descricao, {
            tipoAlocacao: body.tipoAlocacao,
            veiculoId: veiculo.id,
            motoristaId: motorista.id,
            equipamentos,
            transportadoraEmpresaId,
          }),
          transportadora
            ? {
                transportadoraEmpresaId: transportadora.id,
                transportadoraOwnerId: transportadora.linkedOwnerId,
                tipo: carga.visibilidade,
              }
            : null,
        ),
      );
      await depoisDoCommit({
        session,
        acao: AcaoCarga.Alocar,
        principal: carga,
        descricao,
        alteradas: [{ ...carga, ...pickEvento(set) }],
        antes,
      });
      return resposta(session, carga.id, ACAO_CARGA_SUCCESS_MESSAGES.alocar, [carga.id]);
    },

    /**
     * DELETE /{id}/cancelar/{contratacaoId}?motivo&reverterRemessa: 1, 2 or 7 → 5 with the reason. The path
     * names the hiring the caller saw (the all-zero GUID for none): another one means the view is stale (409).
     */
    async cancelar(
      session: RequestSession,
      cargaId: string,
      contratacaoId: string,
      query: TCancelarCargaQuery,
    ): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.Cancelar, carga, session);
      if (lower(contratacaoId) !== lower(carga.contratacaoId ?? EMPTY_GUID)) {
        throw new AppError('CONFLICT', MESSAGES.recordLocked);
      }
      const descricao = cargaAcaoDescricao.cancelar(nome(session), query.motivo);
      const antes = {
        unidadeNegocioId: carga.unidadeNegocioId,
        transportadoraOwnerIds: await transportadorasAntes(carga),
      };
      applied(
        await repository.cancelar(
          mudanca(
            session,
            carga,
            AcaoCarga.Cancelar,
            situacao,
            { motivoCancelamento: query.motivo },
            descricao,
            // No shipments exist yet (cross-docking): the option is recorded for when they do.
            {
              motivo: query.motivo,
              reverterRemessa: query.reverterRemessa,
              contratacaoId: carga.contratacaoId,
            },
          ),
          carga.contratacaoId,
        ),
      );
      await depoisDoCommit({
        session,
        acao: AcaoCarga.Cancelar,
        principal: carga,
        descricao,
        alteradas: [carga],
        antes,
      });
      return resposta(session, carga.id, ACAO_CARGA_SUCCESS_MESSAGES.cancelar, [carga.id]);
    },

    /** DELETE /{id}/reabrir: 5 → 1, without vehicle, driver, equipment nor hiring. */
    async reabrir(session: RequestSession, cargaId: string): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.Reabrir, carga, session);
      return simples(
        session,
        carga,
        AcaoCarga.Reabrir,
        situacao,
        {
          veiculoId: null,
          motoristaId: null,
          equipamentoIds: [],
          transportadoraEmpresaId: null,
          contratacaoId: null,
          contratacaoOwnerId: null,
          contratacaoUnidadeNegocioId: null,
          motivoCancelamento: null,
        },
        cargaAcaoDescricao.reabrir(nome(session)),
      );
    },

    /**
     * PUT /{id}/finalizar: 8 → 4, by the company that created the load. In the same transaction every
     * occurrence with the load's code becomes situacao 4 with cargaFinalizada (02 §4), so none is open:
     * the card's qntOcorrencias goes to 0.
     */
    async finalizar(session: RequestSession, cargaId: string): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.Finalizar, carga, session);
      return simples(
        session,
        carga,
        AcaoCarga.Finalizar,
        situacao,
        { dhFinalizacao: new Date(), qntOcorrencias: 0 },
        cargaAcaoDescricao.finalizar(nome(session)),
        undefined,
        (change) => repository.finalizar(change, carga.codigo),
      );
    },

    /** PUT /{id}/reverter-finalizacao: 4 → 8, by the same company. */
    async reverterFinalizacao(session: RequestSession, cargaId: string): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.ReverterFinalizacao, carga, session);
      return simples(
        session,
        carga,
        AcaoCarga.ReverterFinalizacao,
        situacao,
        { dhFinalizacao: null },
        cargaAcaoDescricao.reverterFinalizacao(nome(session)),
      );
    },

    /**
     * POST /{id}/desativar: a board situacao → 99 with a kind-12 reason, remembering the situacao; with
     * desativarLote, every other active load of its lot in the request's scope too (same transaction).
     */
    async desativar(
      session: RequestSession,
      cargaId: string,
      body: TDesativarCargaBody,
    ): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.Desativar, carga, session);
      if (lower(body.ofertaCargaId) !== lower(carga.id)) {
        throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.ofertaCargaDiferente);
      }
      const motivo = await repository.findMotivoDesativacao(session.ownerId, body.motivoId);
      if (!motivo) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.motivoDesativacaoInvalido);
      const usuario = nome(session);
      const descricao = cargaAcaoDescricao.desativar(usuario, motivo.texto);
      // No shipments nor load drafts exist yet: reverterRemessas/reverterFormacao are recorded for when they do.
      const dados = {
        motivoId: motivo.valor,
        motivo: motivo.texto,
        reverterFormacao: body.reverterFormacao,
        reverterRemessas: body.reverterRemessas ?? null,
        desativarLote: body.desativarLote,
      };
      const antes = {
        unidadeNegocioId: carga.unidadeNegocioId,
        transportadoraOwnerIds: await transportadorasAntes(carga),
      };
      const result = applied(
        await repository.desativar(
          mudanca(
            session,
            carga,
            AcaoCarga.Desativar,
            situacao,
            { situacaoAnterior: carga.situacao, motivoDesativacao: motivo.valor, ativo: false },
            descricao,
            dados,
          ),
          body.desativarLote && carga.loteId
            ? {
                loteId: carga.loteId,
                unidadeIds: session.escopoUnidadeIds,
                situacoes: TRANSICOES_CARGA.desativar.from,
                motivoDesativacao: motivo.valor,
                usuarioId: session.userId,
                descricao: cargaAcaoDescricao.desativarLote(usuario, carga.codigo, motivo.texto),
                dados: { ...dados, loteDaCargaId: carga.id },
              }
            : null,
        ),
      );
      const outras = result.result ?? [];
      const total = 1 + outras.length;
      await depoisDoCommit({
        session,
        acao: AcaoCarga.Desativar,
        principal: carga,
        descricao: outras.length > 0 ? `${descricao} (${total} cargas do lote)` : descricao,
        ...(outras.length > 0
          ? { titulo: `${total} cargas do lote da carga ${carga.codigo} desativadas` }
          : {}),
        alteradas: [carga, ...outras],
        antes,
      });
      return resposta(session, carga.id, desativarLoteSuccessMessage(total), [
        carga.id,
        ...outras.map((c) => c.id),
      ]);
    },

    /** POST /{id}/reativar: 99 → the situacao it had before (1 when unknown). */
    async reativar(session: RequestSession, cargaId: string): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.Reativar, carga, session);
      return simples(
        session,
        carga,
        AcaoCarga.Reativar,
        situacao,
        { situacaoAnterior: null, motivoDesativacao: null, ativo: true },
        cargaAcaoDescricao.reativar(nome(session), situacao),
      );
    },

    /**
     * PATCH /{id}/alterar-unidade/{unitId}: to another active unit of the company that the user may access
     * (another company's or an unknown unit → 404, one the user may not access → 403). The same unit changes
     * nothing.
     */
    async alterarUnidade(
      session: RequestSession,
      cargaId: string,
      unitId: string,
    ): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.AlterarUnidade, carga, session);
      if (unitId === EMPTY_GUID) throw new AppError('VALIDATION', requiredMessage('Unidade de negócio'));
      const [unidade, atual] = await Promise.all([
        repository.findUnidade(unitId),
        repository.findUnidade(carga.unidadeNegocioId),
      ]);
      if (!unidade || unidade.ownerId !== session.ownerId || !unidade.ativo) throw new AppError('NOT_FOUND');
      if (!session.unidadeIds.map(lower).includes(lower(unidade.id))) {
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }
      if (lower(unidade.id) === lower(carga.unidadeNegocioId)) {
        return resposta(session, carga.id, ACAO_CARGA_SUCCESS_MESSAGES['alterar-unidade'], []);
      }
      return simples(
        session,
        carga,
        AcaoCarga.AlterarUnidade,
        situacao,
        { unidadeNegocioId: unidade.id },
        cargaAcaoDescricao.alterarUnidade(nome(session), atual?.descricao ?? '', unidade.descricao),
        { unidadeAnteriorId: carga.unidadeNegocioId, unidadeId: unidade.id },
      );
    },

    /** PUT /{id}/atualizar-veiculo: while 2, 7 or 8, another vehicle/driver of the company or of the hired carrier. */
    async atualizarVeiculo(
      session: RequestSession,
      cargaId: string,
      body: TAtualizarVeiculoBody,
    ): Promise<TCargaAcaoResponse> {
      const carga = await cargaDaEmpresa(session, cargaId);
      const situacao = transicao(AcaoCarga.AtualizarVeiculo, carga, session);
      const { veiculo, motorista, equipamentos } = await frota(
        unique([session.ownerId, carga.contratacaoOwnerId]),
        body,
      );
      return simples(
        session,
        carga,
        AcaoCarga.AtualizarVeiculo,
        situacao,
        { veiculoId: veiculo.id, motoristaId: motorista.id, equipamentoIds: equipamentos },
        cargaAcaoDescricao.atualizarVeiculo(nome(session), formatPlate(veiculo.placa), motorista.nome),
        {
          veiculoAnteriorId: carga.veiculoId,
          veiculoId: veiculo.id,
          motoristaId: motorista.id,
          equipamentos,
        },
      );
    },
  };
}

/** The event fields a change may set (unit, hired carrier). */
function pickEvento(set: LoadChangeWithoutAlso['set']): Partial<EventoCarga> {
  const picked: Partial<EventoCarga> = {};
  if (set.unidadeNegocioId !== undefined) picked.unidadeNegocioId = set.unidadeNegocioId;
  if (set.contratacaoOwnerId !== undefined) picked.contratacaoOwnerId = set.contratacaoOwnerId;
  if (set.contratacaoUnidadeNegocioId !== undefined)
    picked.contratacaoUnidadeNegocioId = set.contratacaoUnidadeNegocioId;
  return picked;
}

export type CargasAcoesService = ReturnType<typeof createCargasAcoesService>;
