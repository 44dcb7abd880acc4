import { POSICAO_DESATUALIZADA_MS } from '../frota.enums';

/**
 * The monitoring map's pure rules (issue 18): when a position is stale, how old it is in words ("há 2 h"),
 * and where along a route a simulated vehicle is. The vehicle icons (02 §9, from the type and body names)
 * are the rotograma's `iconeDoVeiculo` (cargas/rotograma/veiculos-sugestao.rules.ts): one mapping.
 */

/** A position older than POSICAO_DESATUALIZADA_MS (1 h) looks stale; the exact limit is still fresh. */
export function posicaoDesatualizada(dhPosicao: Date | string, agora: Date = new Date()): boolean {
  const instante = dhPosicao instanceof Date ? dhPosicao : new Date(dhPosicao);
  return agora.getTime() - instante.getTime() > POSICAO_DESATUALIZADA_MS;
}

/** How long ago, in short pt-BR: "agora", "há 5 min", "há 2 h", "há 3 dias". */
export function tempoDesdePosicao(dhPosicao: Date | string, agora: Date = new Date()): string {
  const instante = dhPosicao instanceof Date ? dhPosicao : new Date(dhPosicao);
  const minutos = Math.floor((agora.getTime() - instante.getTime()) / 60_000);
  if (minutos < 1) return 'agora';
  if (minutos < 60) return `há ${minutos} min`;
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return `há ${horas} h`;
  const dias = Math.floor(horas / 24);
  return dias === 1 ? 'há 1 dia' : `há ${dias} dias`;
}

/** Distance in km between two points (haversine; the Earth as a 6,371 km sphere). */
export function distanciaKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point at `fracao` (0 = first point, 1 = last) of a route's length, along its straight legs. The demo
 * simulator moves a vehicle along its load's route points with it. Null without points.
 */
export function pontoNaRota(
  pontos: readonly { latitude: number; longitude: number }[],
  fracao: number,
): { latitude: number; longitude: number } | null {
  if (pontos.length === 0) return null;
  const [primeiro] = pontos as [{ latitude: number; longitude: number }];
  if (pontos.length === 1) return { latitude: primeiro.latitude, longitude: primeiro.longitude };
  const f = Math.min(1, Math.max(0, fracao));
  const pernas = pontos.slice(1).map((ponto, i) => distanciaKm(pontos[i]!, ponto));
  const total = pernas.reduce((soma, km) => soma + km, 0);
  if (total === 0) return { latitude: primeiro.latitude, longitude: primeiro.longitude };
  let restante = f * total;
  for (let i = 0; i < pernas.length; i++) {
    const perna = pernas[i]!;
    if (restante <= perna || i === pernas.length - 1) {
      const t = perna === 0 ? 0 : Math.min(1, restante / perna);
      const a = pontos[i]!;
      const b = pontos[i + 1]!;
      return {
        latitude: a.latitude + (b.latitude - a.latitude) * t,
        longitude: a.longitude + (b.longitude - a.longitude) * t,
      };
    }
    restante -= perna;
  }
  const ultimo = pontos[pontos.length - 1]!;
  return { latitude: ultimo.latitude, longitude: ultimo.longitude };
}
