import { SituacaoOfertaCarga } from '../cargas/carga-ofertas.enums';
import type { TFiguraRanking, TRankingPesos, TRankingTransportadora } from './ranking.schemas';

/**
 * The carriers' ranking (issue 20), pure: the API reads the rows of the period, these rules turn them into
 * figures, a score and an order. ARCHITECTURE.md "Carrier ranking" documents the same numbers.
 */

/** A figure based on fewer offers or loads than this is 'sem dados' (valor null): too little to judge. */
export const RANKING_BASE_MINIMA = 3;

/** A collection or delivery realised up to 2 h after the end of its planned window is on time. */
export const RANKING_TOLERANCIA_MINUTOS = 120;

/**
 * The weights of the composite score (sum 100). A figure without data leaves the score, and the others are
 * re-weighted over what is left; invoice accuracy has no weight until the freight audit exists.
 */
export const RANKING_PESOS: TRankingPesos = {
  taxaAceite: 25,
  tempoResposta: 15,
  precoVsTabela: 20,
  pisoAntt: 5,
  coletaNoPrazo: 15,
  entregaNoPrazo: 15,
  ocorrencias: 5,
};

/** Response time points: 100 up to 15 min, 0 from 24 h on, linear between. */
export const RANKING_RESPOSTA_MINUTOS = { ideal: 15, limite: 1440 } as const;
/** Price points: 100 at 10 % or more below the table, 0 at 20 % or more above it, linear between. */
export const RANKING_PRECO_PERCENTUAL = { ideal: -10, limite: 20 } as const;

/** The offers that count in the acceptance rate: answered (contraproposta, contratada, recusada) or expired. */
export const SITUACOES_DO_ACEITE: readonly number[] = [
  SituacaoOfertaCarga.Contraproposta,
  SituacaoOfertaCarga.Contratada,
  SituacaoOfertaCarga.Recusada,
  SituacaoOfertaCarga.Expirada,
];

const MINUTO_MS = 60_000;

const arredondar = (valor: number, casas: number) => {
  const fator = 10 ** casas;
  return Math.round(valor * fator) / fator;
};
const limitar = (valor: number, minimo: number, maximo: number) => Math.min(maximo, Math.max(minimo, valor));
const instante = (valor: Date | string | null | undefined): number | null => {
  if (valor === null || valor === undefined) return null;
  const ms = (valor instanceof Date ? valor : new Date(valor)).getTime();
  return Number.isNaN(ms) ? null : ms;
};
const numero = (valor: string | number | null | undefined): number | null => {
  if (valor === null || valor === undefined || valor === '') return null;
  const n = Number(valor);
  return Number.isFinite(n) ? n : null;
};

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function mediana(valores: readonly number[]): number | null {
  if (valores.length === 0) return null;
  const ordenados = [...valores].sort((a, b) => a - b);
  const meio = Math.floor(ordenados.length / 2);
  return ordenados.length % 2 === 1
    ? (ordenados[meio] as number)
    : ((ordenados[meio - 1] as number) + (ordenados[meio] as number)) / 2;
}

/** `parte` over `total` in percent; null when `total` is 0. */
export function percentual(parte: number, total: number): number | null {
  return total > 0 ? (parte / total) * 100 : null;
}

/** A figure: the value rounded, or null ('sem dados') when the base is below the minimum. */
export function figura(
  valor: number | null,
  base: number,
  { casas = 1, baseMinima = RANKING_BASE_MINIMA }: { casas?: number; baseMinima?: number } = {},
): TFiguraRanking {
  return { valor: valor === null || base < baseMinima ? null : arredondar(valor, casas), base };
}

/**
 * Whether a collection or delivery was on time: realised no later than the end of the planned window (else
 * its start) plus the tolerance. null when it was not planned or not realised (it does not count).
 */
export function noPrazo(
  ponto: {
    prevista: Date | string | null;
    fimPrevista?: Date | string | null;
    realizada: Date | string | null;
  },
  toleranciaMinutos = RANKING_TOLERANCIA_MINUTOS,
): boolean | null {
  const limite = instante(ponto.fimPrevista) ?? instante(ponto.prevista);
  const realizada = instante(ponto.realizada);
  if (limite === null || realizada === null) return null;
  return realizada <= limite + toleranciaMinutos * MINUTO_MS;
}

/** One offer made to the carrier in the period. */
export interface OfertaDoRanking {
  situacao: number;
  ofertadaEm: Date | string;
  respondidaEm: Date | string | null;
}

/** One load hired from the carrier in the period, with what the figures read of it. */
export interface CargaDoRanking {
  /** The agreed value (the Contratada offer's valor_proposto, else the load's valor_frete). */
  valorAcordado: string | number | null;
  /** The expected freight of the table frozen at award (carga_frete_esperado.total). */
  precoTabela: string | number | null;
  /** The ANTT floor of that price. */
  pisoAntt: string | number | null;
  coletaPrevista: Date | string | null;
  coletaFimPrevista?: Date | string | null;
  coletaRealizada: Date | string | null;
  entregaPrevista: Date | string | null;
  entregaFimPrevista?: Date | string | null;
  entregaRealizada: Date | string | null;
  /** Occurrences of the load (cancelled ones excluded). */
  ocorrencias: number;
}

export type TFigurasDoRanking = Pick<
  TRankingTransportadora,
  | 'ofertasRecebidas'
  | 'cargasContratadas'
  | 'valorContratado'
  | 'taxaAceite'
  | 'tempoRespostaMinutos'
  | 'precoVsTabela'
  | 'abaixoDoPisoAntt'
  | 'coletaNoPrazo'
  | 'entregaNoPrazo'
  | 'ocorrenciasPorCarga'
>;

/**
 * A carrier's figures over its offers and hired loads of the period:
 * - taxaAceite = contratadas ÷ offers in contraproposta, contratada, recusada or expirada (cancelled by the
 *   shipper and still unanswered left out), in %;
 * - tempoRespostaMinutos = median of (respondida_em − ofertada_em) of the answered offers;
 * - precoVsTabela = median of (agreed − table) ÷ table, in %, over loads with both;
 * - abaixoDoPisoAntt = loads agreed below the ANTT floor, over loads with a floor and an agreed value;
 * - coletaNoPrazo / entregaNoPrazo = % on time (`noPrazo`) of the realised origin / final destination;
 * - ocorrenciasPorCarga = occurrences ÷ hired loads;
 * - valorContratado = the sum of the agreed values (R$, to the cent).
 */
export function figurasDaTransportadora(
  { ofertas, cargas }: { ofertas: readonly OfertaDoRanking[]; cargas: readonly CargaDoRanking[] },
  { toleranciaMinutos = RANKING_TOLERANCIA_MINUTOS, baseMinima = RANKING_BASE_MINIMA } = {},
): TFigurasDoRanking {
  const opcoes = { baseMinima };
  const consideradas = ofertas.filter((oferta) => SITUACOES_DO_ACEITE.includes(oferta.situacao));
  const contratadas = consideradas.filter((oferta) => oferta.situacao === SituacaoOfertaCarga.Contratada);

  const tempos = ofertas.flatMap((oferta) => {
    const ofertada = instante(oferta.ofertadaEm);
    const respondida = instante(oferta.respondidaEm);
    return ofertada === null || respondida === null ? [] : [Math.max(0, respondida - ofertada) / MINUTO_MS];
  });

  const diferencas: number[] = [];
  let comPiso = 0;
  let abaixoDoPiso = 0;
  const coletas: boolean[] = [];
  const entregas: boolean[] = [];
  let ocorrencias = 0;
  let centavosContratados = 0;
  for (const carga of cargas) {
    const acordado = numero(carga.valorAcordado);
    const tabela = numero(carga.precoTabela);
    const piso = numero(carga.pisoAntt);
    if (acordado !== null) centavosContratados += Math.round(acordado * 100);
    if (acordado !== null && tabela !== null && tabela > 0)
      diferencas.push(((acordado - tabela) / tabela) * 100);
    if (acordado !== null && piso !== null) {
      comPiso += 1;
      // Money compared in cents: no floating-point edge at the floor itself.
      if (Math.round(acordado * 100) < Math.round(piso * 100)) abaixoDoPiso += 1;
    }
    const coleta = noPrazo(
      {
        prevista: carga.coletaPrevista,
        fimPrevista: carga.coletaFimPrevista,
        realizada: carga.coletaRealizada,
      },
      toleranciaMinutos,
    );
    if (coleta !== null) coletas.push(coleta);
    const entrega = noPrazo(
      {
        prevista: carga.entregaPrevista,
        fimPrevista: carga.entregaFimPrevista,
        realizada: carga.entregaRealizada,
      },
      toleranciaMinutos,
    );
    if (entrega !== null) entregas.push(entrega);
    ocorrencias += carga.ocorrencias;
  }
  const noPrazoPercentual = (pontos: boolean[]) =>
    figura(percentual(pontos.filter(Boolean).length, pontos.length), pontos.length, opcoes);

  return {
    ofertasRecebidas: ofertas.length,
    cargasContratadas: cargas.length,
    valorContratado: (centavosContratados / 100).toFixed(2),
    taxaAceite: figura(percentual(contratadas.length, consideradas.length), consideradas.length, opcoes),
    tempoRespostaMinutos: figura(mediana(tempos), tempos.length, opcoes),
    precoVsTabela: figura(mediana(diferencas), diferencas.length, opcoes),
    abaixoDoPisoAntt: figura(abaixoDoPiso, comPiso, { ...opcoes, casas: 0 }),
    coletaNoPrazo: noPrazoPercentual(coletas),
    entregaNoPrazo: noPrazoPercentual(entregas),
    ocorrenciasPorCarga: figura(cargas.length > 0 ? ocorrencias / cargas.length : null, cargas.length, {
      ...opcoes,
      casas: 2,
    }),
  };
}

/** Linear points: 100 at `ideal` (or better), 0 at `limite` (or worse). */
function pontosLineares(valor: number, ideal: number, limite: number): number {
  return limitar((100 * (limite - valor)) / (limite - ideal), 0, 100);
}

/** Each figure as points 0–100 (null: no data, out of the score). */
export function pontosDasFiguras(figuras: TFigurasDoRanking): Record<keyof TRankingPesos, number | null> {
  const { taxaAceite, tempoRespostaMinutos, precoVsTabela, abaixoDoPisoAntt } = figuras;
  const { coletaNoPrazo, entregaNoPrazo, ocorrenciasPorCarga } = figuras;
  return {
    taxaAceite: taxaAceite.valor,
    tempoResposta:
      tempoRespostaMinutos.valor === null
        ? null
        : pontosLineares(
            tempoRespostaMinutos.valor,
            RANKING_RESPOSTA_MINUTOS.ideal,
            RANKING_RESPOSTA_MINUTOS.limite,
          ),
    precoVsTabela:
      precoVsTabela.valor === null
        ? null
        : pontosLineares(
            precoVsTabela.valor,
            RANKING_PRECO_PERCENTUAL.ideal,
            RANKING_PRECO_PERCENTUAL.limite,
          ),
    pisoAntt:
      abaixoDoPisoAntt.valor === null ? null : 100 * (1 - abaixoDoPisoAntt.valor / abaixoDoPisoAntt.base),
    coletaNoPrazo: coletaNoPrazo.valor,
    entregaNoPrazo: entregaNoPrazo.valor,
    ocorrencias:
      ocorrenciasPorCarga.valor === null ? null : limitar(100 * (1 - ocorrenciasPorCarga.valor), 0, 100),
  };
}

/**
 * The composite score 0–100 (one decimal): the weighted mean of the figures' points (RANKING_PESOS) over the
 * figures with data; null when none has data ('sem dados').
 */
export function pontuacaoDoRanking(
  figuras: TFigurasDoRanking,
  pesos: TRankingPesos = RANKING_PESOS,
): number | null {
  const pontos = pontosDasFiguras(figuras);
  let soma = 0;
  let pesoTotal = 0;
  for (const chave of Object.keys(pesos) as (keyof TRankingPesos)[]) {
    const valor = pontos[chave];
    if (valor === null || pesos[chave] <= 0) continue;
    soma += valor * pesos[chave];
    pesoTotal += pesos[chave];
  }
  return pesoTotal > 0 ? arredondar(soma / pesoTotal, 1) : null;
}

type ItemParaOrdenar = Pick<TRankingTransportadora, 'pontuacao' | 'ofertasRecebidas' | 'nome'> & {
  transportadoraEmpresaId: string;
};

/**
 * The ranking's order: score (highest first; without a score last), then more offers received, then name
 * (pt-BR), then id. `posicao` 1.. for the carriers with a score, null for the others.
 */
export function ordenarRanking<T extends ItemParaOrdenar>(
  itens: readonly T[],
): (T & { posicao: number | null })[] {
  const ordenados = [...itens].sort(
    (a, b) =>
      (b.pontuacao ?? -1) - (a.pontuacao ?? -1) ||
      b.ofertasRecebidas - a.ofertasRecebidas ||
      a.nome.localeCompare(b.nome, 'pt-BR') ||
      a.transportadoraEmpresaId.localeCompare(b.transportadoraEmpresaId),
  );
  let posicao = 0;
  return ordenados.map((item) => ({ ...item, posicao: item.pontuacao === null ? null : ++posicao }));
}

/**
 * The waterfall's order: the given carriers in ranked order (those with a score), then the others — without a
 * score or unknown to the ranking — in the order given. Duplicates keep their first place.
 */
export function ordenarPeloRanking(
  ranking: readonly Pick<TRankingTransportadora, 'transportadoraEmpresaId' | 'posicao'>[],
  empresaIds: readonly string[],
): string[] {
  const posicoes = new Map<string, number>();
  for (const item of ranking) {
    if (item.posicao !== null) posicoes.set(item.transportadoraEmpresaId, item.posicao);
  }
  const unicos = [...new Set(empresaIds)];
  return unicos
    .map((id, indice) => ({ id, indice, posicao: posicoes.get(id) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.posicao - b.posicao || a.indice - b.indice)
    .map(({ id }) => id);
}
