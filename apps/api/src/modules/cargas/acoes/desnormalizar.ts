import {
  CAMPOS_DESNORMALIZADOS,
  datasDaRota,
  desnormalizacaoMessage,
  type TCampoDesnormalizado,
  type TCargaAcaoResponse,
} from '@embarca/domain';
import { lowerId } from '../../../lib/ids';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import { cargaComoVista } from '../detalhes/detalhes.service';
import { createDesnormalizarRepository } from './desnormalizar.repository';

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

const lower = (id: string | null) => lowerId(id) ?? null;
const instante = (date: Date | null) => date?.getTime() ?? null;

/**
 * What the copied columns should be, given their sources — only the columns the codebase writes as copies
 * of other rows, and only when their source exists:
 * - dh_coleta / dh_entrega: the planned start (dh_prevista) of the first / last route point by ordem —
 *   `datasDaRota`, the register and edit's rule (cadastrarCarga, editar; the seed agrees). A load without
 *   route points keeps its dates: nothing to recompute them from.
 * - transportadora_empresa_id / contratacao_owner_id: the hiring offer's carrier company and carrier tenant
 *   — allocation through a carrier writes the same values on the load and on the offer it marks as the
 *   hiring (alocar.ts; the seed agrees). Without a hiring (own fleet, third parties, not hired)
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

/**
 * GET /carga-mongo/{id}/desnormalizar (02 §7; the spec shows no meaning — ours, from the original product's
 * rebuild of a load's read-model copy): an Administrador of the load's company recomputes the load's copied
 * columns from their sources (`colunasDerivadas`) when a card shows stale data after an integration or a
 * SQL fix. Columns that differ are written through the write path at the version read (a concurrent change
 * → 409 'O registro não pode ser alterado'; the version is bumped, a history row 'desnormalizar' names the
 * columns with their values before and after), then the board's live event (CargaPronta) goes out to the
 * load's viewers before and after. Nothing differing writes nothing (no version, no history, no event).
 * No notification: it corrects data, it changes nothing anyone decided.
 */
export async function desnormalizarCarga(
  ctx: CargasContext,
  session: RequestSession,
  cargaId: string,
): Promise<TCargaAcaoResponse> {
  const carga = await ctx.access.require(session, NivelAcesso.Editar, cargaId);
  const [rotas, contratacao] = await Promise.all([
    ctx.readModel.rotas([carga.id]),
    carga.contratacaoId
      ? createDesnormalizarRepository(ctx.db).findContratacao(carga.id, carga.contratacaoId)
      : undefined,
  ]);
  const derivadas = colunasDerivadas(carga, { rotas, contratacao: contratacao ?? null });
  const campos = camposDivergentes(carga, derivadas);
  if (campos.length === 0) {
    return {
      message: desnormalizacaoMessage([]),
      carga: await cargaComoVista(ctx, session, carga.id),
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
  await ctx.writer.change(session, {
    carga,
    set,
    historico: {
      acao: 'desnormalizar',
      descricao: desnormalizacaoDescricao(session.claims.nome, campos),
      dados: { campos, antes, depois },
    },
  });
  return {
    message: desnormalizacaoMessage(campos),
    carga: await cargaComoVista(ctx, session, carga.id),
    cargaIds: [carga.id],
  };
}
