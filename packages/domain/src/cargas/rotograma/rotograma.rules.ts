import { MESSAGES } from '../../shared/messages';
import { SituacaoCarga } from '../cargas.enums';

/**
 * The route planner's rules (02 §7 recuperar-rota and rotograma, §8, §9): our own estimate, no road
 * router (OSRM downloads binaries at install, which these machines forbid — DEPENDENCIES.md).
 *
 * - Straight-line distance between two points: haversine on a sphere of radius 6,371 km.
 * - Road distance: the straight line × FATOR_DESVIO_RODOVIARIO (1.2). Calibrated on published road
 *   distances between Brazilian capitals and large cities (São Paulo–Rio 429 km / 361 km straight = 1.19,
 *   São Paulo–Curitiba 1.20, São Paulo–Belo Horizonte 1.19, Brasília–Goiânia 1.18, Recife–Salvador 1.24,
 *   Porto Alegre–Florianópolis 1.27, São Paulo–Campinas 1.14): 1.2 stays within about 6 % of each.
 *   The demo data stores this rule's figures too, so a load's Detalhes and Rotograma agree (issue 16).
 * - Travel time: the road distance at VELOCIDADE_MEDIA_KMH (60 km/h, a loaded truck's average on
 *   Brazilian highways with towns, tolls and traffic), plus an optional time per intermediate stop
 *   (none by default: the stops' loading windows are the planned dates, not driving time).
 * - Everything here is an estimate and the screens say so.
 */

export interface TCoordenada {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius, metres (the seed's figure too). */
export const RAIO_TERRA_METROS = 6_371_000;
/** Road distance ÷ straight-line distance for Brazilian roads (see the calibration above). */
export const FATOR_DESVIO_RODOVIARIO = 1.2;
/** A loaded truck's average speed, km/h. */
export const VELOCIDADE_MEDIA_KMH = 60;
/** How often the route map re-reads the vehicle's position (02 §9: 60,000 ms). */
export const INTERVALO_ATUALIZACAO_MAPA_MS = 60_000;
/** The most points a route may have (as the register form: origin, up to 28 stops, destination). */
export const MAXIMO_PONTOS_ROTA = 30;

/**
 * Latitude and longitude present, finite and in range. (0, 0) — in the Atlantic, off Africa — is what an
 * unset coordinate pair becomes in many systems, so it counts as "no coordinates".
 */
export function coordenadaValida(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): boolean {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return false;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  return !(latitude === 0 && longitude === 0);
}

/** The pair as a coordinate when valid, else null. */
export function toCoordenada(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): TCoordenada | null {
  return coordenadaValida(latitude, longitude)
    ? { latitude: latitude as number, longitude: longitude as number }
    : null;
}

/** Great-circle (straight-line) distance in metres, not rounded. */
export function distanciaHaversine(a: TCoordenada, b: TCoordenada): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * RAIO_TERRA_METROS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance in whole metres between two points (straight line × the detour factor). */
export function distanciaRodoviariaEstimada(a: TCoordenada, b: TCoordenada): number {
  return Math.round(distanciaHaversine(a, b) * FATOR_DESVIO_RODOVIARIO);
}

export interface TOpcoesTempo {
  /** km/h; VELOCIDADE_MEDIA_KMH by default. */
  velocidadeKmH?: number;
  /** Intermediate stops on the way. */
  paradas?: number;
  /** Minutes spent at each intermediate stop (0 by default). */
  minutosPorParada?: number;
}

/** Estimated travel time in whole minutes (rounded) for a road distance in metres. */
export function tempoEstimadoMinutos(distanciaMetros: number, opcoes: TOpcoesTempo = {}): number {
  const velocidade = opcoes.velocidadeKmH ?? VELOCIDADE_MEDIA_KMH;
  const conducao = (Math.max(0, distanciaMetros) / 1000 / velocidade) * 60;
  const paradas = Math.max(0, opcoes.paradas ?? 0) * Math.max(0, opcoes.minutosPorParada ?? 0);
  return Math.round(conducao + paradas);
}

/** Closed loads keep the route they had: finalizada, cancelada, desativada. Others may be recalculated. */
export function rotaRecalculavel(situacao: number): boolean {
  return (
    situacao !== SituacaoCarga.Finalizada &&
    situacao !== SituacaoCarga.Cancelada &&
    situacao !== SituacaoCarga.Desativada
  );
}

/** Where a point's coordinates came from. */
export const FonteCoordenada = {
  /** Given with the point (the route point's own latitude/longitude). */
  Informada: 'informada',
  /** The point's company (empresas.latitude/longitude). */
  Empresa: 'empresa',
  /** The city's reference coordinates (the CEP table's addresses in that city and UF). */
  Cidade: 'cidade',
} as const;
export type TFonteCoordenada = (typeof FonteCoordenada)[keyof typeof FonteCoordenada];

export const FONTE_COORDENADA_LABELS: Record<TFonteCoordenada, string> = {
  informada: 'Coordenadas informadas no ponto',
  empresa: 'Localização da empresa',
  cidade: 'Centro aproximado da cidade',
};

/**
 * A point's coordinates, in this order: the ones given with the point, else its company's, else its
 * city's; null when none is valid.
 */
export function escolherCoordenada(candidatas: {
  informada?: TCoordenada | null;
  empresa?: TCoordenada | null;
  cidade?: TCoordenada | null;
}): { coordenada: TCoordenada; fonte: TFonteCoordenada } | null {
  const ordem: [TFonteCoordenada, TCoordenada | null | undefined][] = [
    [FonteCoordenada.Informada, candidatas.informada],
    [FonteCoordenada.Empresa, candidatas.empresa],
    [FonteCoordenada.Cidade, candidatas.cidade],
  ];
  for (const [fonte, coordenada] of ordem) {
    if (coordenada && coordenadaValida(coordenada.latitude, coordenada.longitude)) {
      return { coordenada: { latitude: coordenada.latitude, longitude: coordenada.longitude }, fonte };
    }
  }
  return null;
}

/** One leg of a route: from the previous point to this one. */
export interface TTrecho {
  /** Estimated road distance, metres. */
  distancia: number;
  /** Estimated driving time, minutes. */
  tempo: number;
}

export type TRotaCalculada =
  | {
      ok: true;
      /** Estimated road distance, metres (the sum of the legs). */
      distancia: number;
      /** Estimated travel time, minutes. */
      tempo: number;
      /** The straight-line distance along the points, metres. */
      distanciaLinhaReta: number;
      /** trechos[i] ends at point i (trechos[0] is the origin: zero). */
      trechos: TTrecho[];
      /** The points in order as [latitude, longitude] (straight legs: no road geometry). */
      polyline: [number, number][];
    }
  | {
      ok: false;
      /** 'Não foi possível determinar uma rota para a carga.' (02 §8). */
      message: string;
      /** Indexes of the points without coordinates. */
      pontosSemCoordenada: number[];
    };

/**
 * The route through the points in order, or the spec's 'Não foi possível determinar uma rota para a
 * carga.' when it cannot be determined: fewer than 2 points, or any point without valid coordinates
 * (a route that skipped it would understate the distance).
 */
export function calcularRota(
  pontos: readonly (TCoordenada | null | undefined)[],
  opcoes: TOpcoesTempo = {},
): TRotaCalculada {
  const pontosSemCoordenada = pontos.flatMap((ponto, index) =>
    ponto && coordenadaValida(ponto.latitude, ponto.longitude) ? [] : [index],
  );
  if (pontos.length < 2 || pontosSemCoordenada.length > 0) {
    return { ok: false, message: MESSAGES.routeNotFound, pontosSemCoordenada };
  }
  const coordenadas = pontos as readonly TCoordenada[];
  const velocidade = opcoes.velocidadeKmH === undefined ? {} : { velocidadeKmH: opcoes.velocidadeKmH };
  let linhaReta = 0;
  const trechos: TTrecho[] = coordenadas.map((ponto, index) => {
    const anterior = coordenadas[index - 1];
    if (!anterior) return { distancia: 0, tempo: 0 };
    linhaReta += distanciaHaversine(anterior, ponto);
    const distancia = distanciaRodoviariaEstimada(anterior, ponto);
    return { distancia, tempo: tempoEstimadoMinutos(distancia, velocidade) };
  });
  const distancia = trechos.reduce((total, trecho) => total + trecho.distancia, 0);
  return {
    ok: true,
    distancia,
    tempo: tempoEstimadoMinutos(distancia, { ...opcoes, paradas: Math.max(0, coordenadas.length - 2) }),
    distanciaLinhaReta: Math.round(linhaReta),
    trechos,
    polyline: coordenadas.map((ponto): [number, number] => [ponto.latitude, ponto.longitude]),
  };
}

/**
 * The city as the route resolver compares it: no accents, lower case, single spaces
 * ('  São  Paulo ' → 'sao paulo').
 */
export function normalizarCidade(cidade: string): string {
  return cidade
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
