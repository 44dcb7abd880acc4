import { formatDistance, formatVolume, formatWeight } from '../../shared/formatters';
import { normalizeSearchText } from '../../shared/text-search';

/**
 * 'Encontrar veículo' (02 §2, §7 GET /carga-mongo/veiculo/{id}/sugerir): which of the fleet's vehicles fit
 * a load and in which order, and how a vehicle is drawn (02 §9: icons from the vehicle type and body names).
 */

/** A period; a missing end is open (a load without a planned delivery occupies its vehicle until it ends). */
export interface TJanela {
  inicio: Date | null;
  fim: Date | null;
}

/**
 * Two periods overlap (ends included). A missing bound is open on that side, so a load without dates
 * overlaps everything: the vehicle is taken until that load ends.
 */
export function janelasSobrepostas(a: TJanela, b: TJanela): boolean {
  const inicioA = a.inicio?.getTime() ?? Number.NEGATIVE_INFINITY;
  const fimA = a.fim?.getTime() ?? Number.POSITIVE_INFINITY;
  const inicioB = b.inicio?.getTime() ?? Number.NEGATIVE_INFINITY;
  const fimB = b.fim?.getTime() ?? Number.POSITIVE_INFINITY;
  return inicioA <= fimB && inicioB <= fimA;
}

export interface TCapacidadeVeiculo {
  /** kg; null when not registered. */
  capacidadeKg: number | null;
  /** m³; null when not registered. */
  capacidadeM3: number | null;
}

export interface TNecessidadeCarga {
  /** kg; null when the load has no weight. */
  pesoKg: number | null;
  /** m³ (a volume in litres divided by 1000); null when the load has no volume. */
  volumeM3: number | null;
}

export const MotivoDescarte = {
  /** On another in-progress load over the load's collection..delivery window. */
  Ocupado: 'ocupado',
  /** Registered capacity (weight or volume) below the load's. */
  SemCapacidade: 'sem-capacidade',
} as const;
export type TMotivoDescarte = (typeof MotivoDescarte)[keyof typeof MotivoDescarte];

export type TAvaliacaoCapacidade =
  | {
      cabe: true;
      /** Share of the weight capacity the load takes (0..1), when both are known. */
      ocupacaoPeso: number | null;
      /** pt-BR reasons shown on the suggestion. */
      motivos: string[];
    }
  | {
      cabe: false;
      motivo: typeof MotivoDescarte.SemCapacidade;
      /** The measure that does not fit, with the load's figure and the vehicle's capacity (kg or m³). */
      medida: 'peso' | 'volume';
      necessario: number;
      capacidade: number;
    };

function percentual(fracao: number): string {
  return `${Math.round(fracao * 100)}%`;
}

/**
 * Whether the load fits the vehicle by its registered capacity. A capacity the vehicle does not have
 * registered does not exclude it (the reasons say it is unknown); a known one below the load's does.
 */
export function avaliarCapacidade(
  veiculo: TCapacidadeVeiculo,
  carga: TNecessidadeCarga,
): TAvaliacaoCapacidade {
  const motivos: string[] = [];
  let ocupacaoPeso: number | null = null;
  if (carga.pesoKg !== null && carga.pesoKg > 0) {
    if (veiculo.capacidadeKg === null || veiculo.capacidadeKg <= 0) {
      motivos.push('Capacidade de peso não informada no cadastro do veículo.');
    } else if (veiculo.capacidadeKg < carga.pesoKg) {
      return {
        cabe: false,
        motivo: MotivoDescarte.SemCapacidade,
        medida: 'peso',
        necessario: carga.pesoKg,
        capacidade: veiculo.capacidadeKg,
      };
    } else {
      ocupacaoPeso = carga.pesoKg / veiculo.capacidadeKg;
      motivos.push(
        `Capacidade de ${formatWeight(veiculo.capacidadeKg)} para ${formatWeight(carga.pesoKg)} da carga (${percentual(ocupacaoPeso)} ocupado).`,
      );
    }
  }
  if (carga.volumeM3 !== null && carga.volumeM3 > 0) {
    if (veiculo.capacidadeM3 === null || veiculo.capacidadeM3 <= 0) {
      motivos.push('Capacidade de volume não informada no cadastro do veículo.');
    } else if (veiculo.capacidadeM3 < carga.volumeM3) {
      return {
        cabe: false,
        motivo: MotivoDescarte.SemCapacidade,
        medida: 'volume',
        necessario: carga.volumeM3,
        capacidade: veiculo.capacidadeM3,
      };
    } else {
      motivos.push(
        `Volume de ${formatVolume(veiculo.capacidadeM3)} para ${formatVolume(carga.volumeM3)} da carga (${percentual(carga.volumeM3 / veiculo.capacidadeM3)} ocupado).`,
      );
    }
  }
  return { cabe: true, ocupacaoPeso, motivos };
}

/** The reason a free vehicle shows, with where it is expected to be. */
export function motivoDisponibilidade(
  posicao: { cidade: string | null; uf: string | null } | null,
  distanciaAteOrigem: number | null,
): string[] {
  const motivos = ['Livre entre a coleta e a entrega da carga.'];
  if (posicao) {
    const lugar = [posicao.cidade, posicao.uf].filter(Boolean).join('/') || 'local sem cidade';
    motivos.push(
      distanciaAteOrigem === null
        ? `Última entrega em ${lugar}.`
        : `Última entrega em ${lugar}, a cerca de ${formatDistance(distanciaAteOrigem)} da origem (estimativa).`,
    );
  } else {
    motivos.push('Sem viagem anterior registrada: posição desconhecida.');
  }
  return motivos;
}

/** What the ranking reads of a suggestion. */
export interface TSugestaoOrdenavel {
  placa: string;
  /** Estimated road distance from the vehicle's last known place to the load's origin; null = unknown. */
  distanciaAteOrigem: number | null;
  capacidadeKg: number | null;
}

/**
 * The order of the suggestions: nearest to the origin first (unknown distance last); then the tightest
 * weight capacity that still fits (a smaller truck for a smaller load; unknown capacity last); then plate.
 */
export function compararSugestoes(a: TSugestaoOrdenavel, b: TSugestaoOrdenavel): number {
  const distanciaA = a.distanciaAteOrigem ?? Number.POSITIVE_INFINITY;
  const distanciaB = b.distanciaAteOrigem ?? Number.POSITIVE_INFINITY;
  if (distanciaA !== distanciaB) return distanciaA < distanciaB ? -1 : 1;
  const capacidadeA = a.capacidadeKg ?? Number.POSITIVE_INFINITY;
  const capacidadeB = b.capacidadeKg ?? Number.POSITIVE_INFINITY;
  if (capacidadeA !== capacidadeB) return capacidadeA < capacidadeB ? -1 : 1;
  return a.placa.localeCompare(b.placa);
}

// ------------------------------------------------------------------------------- vehicle icons

/** The vehicle's silhouette, from its type's name (02 §9). */
export const IconeVeiculo = {
  /** Van, utilitário, pick-up. */
  Utilitario: 'utilitario',
  /** VUC, 3/4: light urban trucks. */
  Leve: 'leve',
  /** Toco, truck, bitruck: rigid trucks. */
  Rigido: 'rigido',
  /** Carreta, bitrem, rodotrem, cavalo: articulated. */
  Articulado: 'articulado',
  /** A type the names do not tell (or none). */
  Generico: 'generico',
} as const;
export type TIconeVeiculo = (typeof IconeVeiculo)[keyof typeof IconeVeiculo];

/** The body's mark, from its name (02 §9); null for a plain body (baú, sider, grade…). */
export const IconeCarroceria = {
  Refrigerada: 'refrigerada',
  Tanque: 'tanque',
  Conteiner: 'conteiner',
  Granel: 'granel',
  Veiculos: 'veiculos',
} as const;
export type TIconeCarroceria = (typeof IconeCarroceria)[keyof typeof IconeCarroceria];

const PALAVRAS_VEICULO: readonly [TIconeVeiculo, readonly string[]][] = [
  [
    IconeVeiculo.Articulado,
    ['carreta', 'bitrem', 'rodotrem', 'cavalo', 'treminhao', 'vanderleia', 'semirreboque'],
  ],
  [IconeVeiculo.Leve, ['vuc', '3/4', 'tres quartos']],
  [IconeVeiculo.Utilitario, ['van', 'utilitario', 'furgao', 'pick-up', 'pickup', 'fiorino']],
  [IconeVeiculo.Rigido, ['truck', 'toco', 'bitruck', 'caminhao', 'trucado']],
];

const PALAVRAS_CARROCERIA: readonly [TIconeCarroceria, readonly string[]][] = [
  [IconeCarroceria.Refrigerada, ['refrigerad', 'frigorific', 'isoterm', 'termico']],
  [IconeCarroceria.Tanque, ['tanque', 'cisterna']],
  [IconeCarroceria.Conteiner, ['conteiner', 'container']],
  [IconeCarroceria.Granel, ['granel', 'graneleir', 'cacamba', 'basculante', 'silo']],
  [IconeCarroceria.Veiculos, ['cegonha']],
];

function primeiroQueContem<T>(
  nome: string | null | undefined,
  tabela: readonly [T, readonly string[]][],
): T | null {
  if (!nome) return null;
  const texto = normalizeSearchText(nome);
  for (const [icone, palavras] of tabela) {
    if (palavras.some((palavra) => texto.includes(palavra))) return icone;
  }
  return null;
}

/**
 * The icon of a vehicle from its type and body names (companies name their own types, so the words are
 * matched without accents or case): 'Carreta LS' → articulado, 'VUC' → leve, 'Refrigerado' → refrigerada.
 */
export function iconeDoVeiculo(
  tipoVeiculo: string | null | undefined,
  tipoCarroceria: string | null | undefined,
): { veiculo: TIconeVeiculo; carroceria: TIconeCarroceria | null } {
  return {
    veiculo: primeiroQueContem(tipoVeiculo, PALAVRAS_VEICULO) ?? IconeVeiculo.Generico,
    carroceria: primeiroQueContem(tipoCarroceria, PALAVRAS_CARROCERIA),
  };
}

// ------------------------------------------------------------------ ranking with the fleet (issue 18)

/**
 * How well the load fills the vehicle (0..1): the larger of its weight and volume shares; null when neither
 * capacity is known for a measure the load has.
 */
export function ajusteDaCapacidade(veiculo: TCapacidadeVeiculo, carga: TNecessidadeCarga): number | null {
  const fracoes: number[] = [];
  if (
    carga.pesoKg !== null &&
    carga.pesoKg > 0 &&
    veiculo.capacidadeKg !== null &&
    veiculo.capacidadeKg > 0
  ) {
    fracoes.push(carga.pesoKg / veiculo.capacidadeKg);
  }
  if (
    carga.volumeM3 !== null &&
    carga.volumeM3 > 0 &&
    veiculo.capacidadeM3 !== null &&
    veiculo.capacidadeM3 > 0
  ) {
    fracoes.push(carga.volumeM3 / veiculo.capacidadeM3);
  }
  return fracoes.length === 0 ? null : Math.max(...fracoes);
}

/**
 * The fit band a suggestion ranks by: 3 (75% or more of the capacity used), 2 (50–75%), 1 (25–50%), 0 (less),
 * −1 unknown. Bands, not the exact share, so that among vehicles of a similar size the nearest wins.
 */
export function faixaDeAjuste(ajuste: number | null): number {
  if (ajuste === null) return -1;
  return Math.min(3, Math.floor(ajuste * 4));
}

/** What the fleet ranking reads of a suggestion. */
export interface TSugestaoRankeavel extends TSugestaoOrdenavel {
  /** 0..1, null unknown (`ajusteDaCapacidade`). */
  ajuste: number | null;
  /** Straight-line km from the vehicle's latest position to the load's origin; null = no position. */
  distanciaKm: number | null;
}

/**
 * The order of 'Encontrar veículo' with the fleet (issue 18), among the vehicles free in the agenda over the
 * load's window (the others are left out by the allocation rule): the best capacity fit band first; then the
 * nearest by the latest position (vehicles without a position last among equals); then the previous order
 * (`compararSugestoes`: last trip's place, tightest capacity, plate).
 */
export function compararSugestoesDaFrota(a: TSugestaoRankeavel, b: TSugestaoRankeavel): number {
  const faixa = faixaDeAjuste(b.ajuste) - faixaDeAjuste(a.ajuste);
  if (faixa !== 0) return faixa;
  const distanciaA = a.distanciaKm ?? Number.POSITIVE_INFINITY;
  const distanciaB = b.distanciaKm ?? Number.POSITIVE_INFINITY;
  if (distanciaA !== distanciaB) return distanciaA < distanciaB ? -1 : 1;
  return compararSugestoes(a, b);
}

/** The reasons as short pt-BR texts the suggestion list shows beside each vehicle. */
export function razoesDaSugestao(sugestao: { ajuste: number | null; distanciaKm: number | null }): {
  ajuste: string;
  distancia: string;
  disponibilidade: string;
} {
  return {
    ajuste:
      sugestao.ajuste === null
        ? 'Aproveitamento desconhecido (capacidade não informada)'
        : `Aproveitamento de ${percentual(sugestao.ajuste)} da capacidade`,
    distancia:
      sugestao.distanciaKm === null
        ? 'Sem posição registrada'
        : `A ${formatDistance(sugestao.distanciaKm * 1000)} da origem (última posição)`,
    disponibilidade: 'Livre na agenda no período da carga',
  };
}
