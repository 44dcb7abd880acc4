import { z } from 'zod';
import { diasEntre } from '../cargas/modelos/modelos.rules';
import { zDiaIso } from '../tabela-frete/tabela-frete.schemas';

/**
 * The carriers' ranking (issue 20, /oferecimento/ranking; GET /api/oferecimento/ranking). Every figure says
 * what it is based on (`base`: how many offers or loads); `valor` is null — 'sem dados' — when the base is
 * below `RANKING_BASE_MINIMA`. Formulas, weights and the tolerance: ranking.rules.ts and ARCHITECTURE.md
 * "Carrier ranking".
 */

/** The longest period a ranking reads (days, both ends included). */
export const RANKING_PERIODO_MAXIMO_DIAS = 366;
/** The default period: the last 90 days, today included. */
export const RANKING_PERIODO_PADRAO_DIAS = 90;

export const RANKING_MESSAGES = {
  fimAntesDoInicio: 'Fim: deve ser igual ou posterior ao início.',
  periodoLongo: `Fim: o período pode ter no máximo ${RANKING_PERIODO_MAXIMO_DIAS} dias.`,
  semDados: 'sem dados',
  acuraciaIndisponivel:
    'Sem acurácia de faturas: ela depende da auditoria de fretes, que ainda não foi implantada.',
} as const;

/** GET /api/oferecimento/ranking and /exportar: the period as São Paulo calendar days (default: last 90 days). */
export const ZRankingQuery = z
  .object({
    inicio: zDiaIso('Início').optional(),
    fim: zDiaIso('Fim').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.inicio && query.fim && query.fim < query.inicio) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: RANKING_MESSAGES.fimAntesDoInicio });
    } else if (
      query.inicio &&
      query.fim &&
      diasEntre(query.inicio, query.fim) + 1 > RANKING_PERIODO_MAXIMO_DIAS
    ) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: RANKING_MESSAGES.periodoLongo });
    }
  });
export type TRankingQuery = z.infer<typeof ZRankingQuery>;

/** One figure: its value (null = 'sem dados') and how many offers or loads it is based on. */
export const ZFiguraRanking = z.object({
  valor: z.number().nullable(),
  base: z.number().int().nonnegative(),
});
export type TFiguraRanking = z.infer<typeof ZFiguraRanking>;

export const ZRankingTransportadora = z.object({
  /** 1 for the best; null for a carrier without a score ('sem dados'), listed last. */
  posicao: z.number().int().positive().nullable(),
  transportadoraEmpresaId: z.string(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  /** The carrier uses the platform (it can receive offers). */
  naPlataforma: z.boolean(),
  ativa: z.boolean(),
  /** The composite score 0–100 (one decimal); null when no figure has enough data. */
  pontuacao: z.number().nullable(),
  /** Offers made to it in the period (any situacao). */
  ofertasRecebidas: z.number().int().nonnegative(),
  /** Loads hired from it with collection in the period (the base of the load figures). */
  cargasContratadas: z.number().int().nonnegative(),
  /** The sum of the agreed values of those loads (decimal string, R$). */
  valorContratado: z.string(),
  /** % of the answered or expired offers that ended Contratada (base: those offers). */
  taxaAceite: ZFiguraRanking,
  /** Median minutes from offered to the first answer (base: answered offers). */
  tempoRespostaMinutos: ZFiguraRanking,
  /** Median % of the agreed value over the expected freight of the table (base: loads with both). */
  precoVsTabela: ZFiguraRanking,
  /** Loads agreed below the ANTT floor (base: loads with a floor and an agreed value). */
  abaixoDoPisoAntt: ZFiguraRanking,
  /** % of collections realised within the planned time + tolerance (base: collections realised). */
  coletaNoPrazo: ZFiguraRanking,
  /** % of deliveries realised within the planned time + tolerance (base: deliveries realised). */
  entregaNoPrazo: ZFiguraRanking,
  /** Occurrences per hired load (base: hired loads). */
  ocorrenciasPorCarga: ZFiguraRanking,
  /** Invoice accuracy: null until the freight audit exists. */
  acuraciaFatura: z.null(),
});
export type TRankingTransportadora = z.infer<typeof ZRankingTransportadora>;

export const ZRankingPesos = z.object({
  taxaAceite: z.number(),
  tempoResposta: z.number(),
  precoVsTabela: z.number(),
  pisoAntt: z.number(),
  coletaNoPrazo: z.number(),
  entregaNoPrazo: z.number(),
  ocorrencias: z.number(),
});
export type TRankingPesos = z.infer<typeof ZRankingPesos>;

export const ZRankingResponse = z.object({
  inicio: z.string(),
  fim: z.string(),
  /** A figure with a smaller base is 'sem dados'. */
  baseMinima: z.number().int(),
  /** Minutes after the planned time a collection or delivery still counts as on time. */
  toleranciaMinutos: z.number().int(),
  pesos: ZRankingPesos,
  itens: z.array(ZRankingTransportadora),
});
export type TRankingResponse = z.infer<typeof ZRankingResponse>;
