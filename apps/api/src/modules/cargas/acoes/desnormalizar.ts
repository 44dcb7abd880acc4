import {
  CAMPOS_DESNORMALIZADOS,
  datasDaRota,
  desnormalizacaoMessage,
  MESSAGES,
  type TCampoDesnormalizado,
  type TCargaAcaoResponse,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { exigirCargaDaEmpresa } from '../carga.access';
import type { CargasRepository } from '../carga.read-model';
import type { CargaCardSource, CargasService } from '../detalhes/detalhes.service';
import type { CargasEvents as HubCargasEvents } from '../quadro/tempo-real.service';
import type { CargasDesnormalizacaoRepository } from './desnormalizar.repository';

/** The load's columns that copy other rows, as stored (ids as the database answers them, lower case). */
export interface ColunasDesnormalizadas {
  dhColeta: Date | null;
  dhEntrega: Date | null;
  transportadoraEmpresaId: string | null;
  contratacaoOwnerId: string | null;
  contratacaoUnidadeNegocioId: string | null;
}

/** The rows those columns copy. */
export interface FontesDaCarga {
  /** The route points' planned starts, in route order (carga_rotas.ordem). */
  rotas: readonly { dhPrevista: Date | null }[];
  /** The hiring's offer (the carga_ofertas row of cargas.contratacao_id), when the load has one. */
  contratacao: { transportadoraEmpresaId: string; transportadoraOwnerId: string | null } | null;
}

const lower = (id: string | null) => id?.toLowerCase() ?? null;
const instante = (date: Date | null) => date?.getTime() ?? null;

/**
 * What the copied columns should be, given their sources — only the columns the codebase writes as copies
 * of other rows, and only when their source exists:
 * - dh_coleta / dh_entrega: the planned start (dh_prevista) of the first / last route point by ordem —
 *   `datasDaRota`, the register and edit's rule (cadastrarCarga, editar; the seed agrees). A load without
 *   route points keeps its dates: nothing to recompute them from.
 * - transportadora_empresa_id / contratacao_owner_id: the hiring offer's carrier company and carrier tenant
 *   — allocation through a carrier writes the same values on the load and on the offer it marks as the
 *   hiring (cargas-acoes alocar; the seed agrees). Without a hiring (own fleet, third parties, not hired)
 *   the allocation sets them directly and they have no source: kept.
 * - contratacao_unidade_negocio_id: a unit of the hired tenant, so it cannot survive a change of that
 *   tenant — cleared (null, every unit of the carrier: what allocation writes) when contratacao_owner_id
 *   is corrected to another one. Kept otherwise (nothing stores which unit the carrier chose).
 * Not recomputed, because nothing derives them: valor_carga, peso, volume and quantidade are typed in the
 * register form (not the documents' sums — only the seed's data happen to add up); qnt_ocorrencias and
 * alertas_em_aberto have no counting rule (only finishing zeroes the count as it closes the occurrences;
 * the demo data hold counts without occurrence rows until the occurrences module exists); situacao 7 is
 * not tied to open occurrences by any rule.
 */
export function colunasDerivadas(
  atuais: ColunasDesnormalizadas,
  fontes: FontesDaCarga,
): Partial<ColunasDesnormalizadas> {
  const derivadas: Partial<ColunasDesnormalizadas> = {};
  if (fontes.rotas.length > 0) {
    const { coleta, entrega } = datasDaRota(fontes.rotas.map((ponto) => ({ dhInicio: ponto.dhPrevista })));
    derivadas.dhColeta = coleta ?? null;
    derivadas.dhEntrega = entrega ?? null;
  }
  if (fontes.contratacao) {
    derivadas.transportadoraEmpresaId = lower(fontes.contratacao.transportadoraEmpresaId);
    derivadas.contratacaoOwnerId = lower(fontes.contratacao.transportadoraOwnerId);
    if (derivadas.contratacaoOwnerId !== lower(atuais.contratacaoOwnerId)) {
      derivadas.contratacaoUnidadeNegocioId = null;
    }
  }
  return derivadas;
}

/** The derived columns that differ from the stored ones (instants by time, ids in any case), in catalogue order. */
export function camposDivergentes(
  atuais: ColunasDesnormalizadas,
  derivadas: Partial<ColunasDesnormalizadas>,
): TCampoDesnormalizado[] {
  return (Object.keys(CAMPOS_DESNORMALIZADOS) as TCampoDesnormalizado[]).filter((campo) => {
    if (!(campo in derivadas)) return false;
    const depois = derivadas[campo] ?? null;
    const antes = atuais[campo];
    return depois instanceof Date || antes instanceof Date
      ? instante(antes as Date | null) !== instante(depois as Date | null)
      : lower(antes as string | null) !== lower(depois as string | null);
  });
}

/** The history text: 'Dados da carga recalculados por Ana: data de coleta, data de entrega.' */
export function desnormalizacaoDescricao(usuario: string, campos: readonly TCampoDesnormalizado[]): string {
  return `Dados da carga recalculados por ${usuario}: ${campos.map((c) => CAMPOS_DESNORMALIZADOS[c]).join(', ')}.`;
}

/** A column's value in the history's `dados` (instants as ISO text). */
const valorNoHistorico = (value: Date | string | null | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

export interface CargasDesnormalizacaoServiceDeps {
  repository: CargasDesnormalizacaoRepository;
  /** The carriers a load is offered to or hired by (real-time recipients). */
  ofertas: Pick<CargasRepository, 'listTransportadoraOwnerIds'>;
  /** The load as the caller sees it afterwards (the answer). */
  cargas: Pick<CargasService, 'find'>;
  /** The board's visibility gate: a carrier that sees the load → 403, anyone else → 404. */
  cards: CargaCardSource;
  events: Pick<HubCargasEvents, 'cargaPronta'>;
  /** The live event follows the commit; a failure there is logged, the change stays. */
  onAfterCommitError?: (error: unknown) => void;
}

/**
 * GET /carga-mongo/{id}/desnormalizar (02 §7; the spec shows no meaning — ours, from the original product's
 * rebuild of a load's read-model copy): an Administrador of the load's company recomputes the load's copied
 * columns from their sources (`colunasDerivadas`) when a card shows stale data after an integration or a
 * SQL fix. Columns that differ are written through `runLoadChange` at the version read (a concurrent change
 * → 409 'O registro não pode ser alterado'; the version is bumped, a history row 'desnormalizar' names the
 * columns with their values before and after), then the board's live event (CargaPronta) goes out to the
 * load's viewers before and after. Nothing differing writes nothing (no version, no history, no event).
 * No notification: it corrects data, it changes nothing anyone decided.
 */
export function createCargasDesnormalizacaoService({
  repository,
  ofertas,
  cargas,
  cards,
  events,
  onAfterCommitError = () => undefined,
}: CargasDesnormalizacaoServiceDeps) {
  return {
    async desnormalizar(session: RequestSession, cargaId: string): Promise<TCargaAcaoResponse> {
      const carga = await exigirCargaDaEmpresa(session, await repository.findCarga(cargaId), cards);
      const [rotas, contratacao] = await Promise.all([
        repository.listRotas(carga.id),
        carga.contratacaoId ? repository.findContratacao(carga.id, carga.contratacaoId) : undefined,
      ]);
      const derivadas = colunasDerivadas(carga, { rotas, contratacao: contratacao ?? null });
      const campos = camposDivergentes(carga, derivadas);
      if (campos.length === 0) {
        return {
          message: desnormalizacaoMessage([]),
          carga: await cargas.find(session, carga.id),
          cargaIds: [],
        };
      }

      const set: Partial<ColunasDesnormalizadas> = {};
      const antes: Record<string, unknown> = {};
      const depois: Record<string, unknown> = {};
      for (const campo of campos) {
        const valor = derivadas[campo] ?? null;
        Object.assign(set, { [campo]: valor });
        antes[campo] = valorNoHistorico(carga[campo]);
        depois[campo] = valorNoHistorico(valor);
      }
      const result = await repository.change({
        cargaId: carga.id,
        ownerId: session.ownerId,
        version: carga.version,
        set,
        historico: {
          usuarioId: session.userId,
          acao: 'desnormalizar',
          descricao: desnormalizacaoDescricao(session.claims.nome, campos),
          dados: { campos, antes, depois },
        },
      });
      // Someone changed the load between our read and our write: its sources may have changed too.
      if (!result.applied) throw new AppError('CONFLICT', MESSAGES.recordLocked);

      try {
        const agora = { ...carga, ...set };
        await events.cargaPronta({
          cargaId: carga.id,
          ownerId: carga.ownerId,
          unidadeNegocioId: carga.unidadeNegocioId,
          contratacaoOwnerId: agora.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: agora.contratacaoUnidadeNegocioId,
          // The carrier hired before hears of it too: a corrected hiring drops the card from its board.
          transportadoraOwnerIds: [
            ...(carga.contratacaoOwnerId ? [carga.contratacaoOwnerId] : []),
            ...(await ofertas.listTransportadoraOwnerIds(carga.id)),
          ],
        });
      } catch (error) {
        onAfterCommitError(error);
      }
      return {
        message: desnormalizacaoMessage(campos),
        carga: await cargas.find(session, carga.id),
        cargaIds: [carga.id],
      };
    },
  };
}

export type CargasDesnormalizacaoService = ReturnType<typeof createCargasDesnormalizacaoService>;
