import { OrigemPosicao, type PosicaoValidada, pontoNaRota, SITUACOES_EM_ANDAMENTO } from '@embarca/domain';
import type { Database } from '../../../db/client';
import { createSimuladorRepository } from './monitoramento.repository';
import { registrarPosicoes } from './registrar-posicoes';

/** The demo companies whose vehicles the simulator moves (DESIGN.md §6: the shipper and the carrier). */
export const EMAILS_SIMULADOR = ['admin@embarcador.demo', 'admin@transportadora.demo'] as const;
/** One trip along the route (there and back) takes this many minutes of the demo. */
export const SIMULADOR_CICLO_MIN = 240;

/** A stable offset per vehicle, so the trucks are spread along their routes. */
function deslocamento(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % SIMULADOR_CICLO_MIN;
}

/** Where a vehicle is at `agora` on its route: ping-pong along the points, one cycle per SIMULADOR_CICLO_MIN. */
export function fracaoDoCiclo(veiculoId: string, agora: Date): number {
  const minuto = Math.floor(agora.getTime() / 60_000) + deslocamento(veiculoId);
  const fase = (minuto % SIMULADOR_CICLO_MIN) / SIMULADOR_CICLO_MIN;
  return fase <= 0.5 ? fase * 2 : (1 - fase) * 2;
}

/**
 * The demo's position simulator (issue 18): each vehicle of the demo shipper and carrier on an in-progress
 * load moves along the load's route points (carga_rotas with coordinates), written through the one write
 * (`registrarPosicoes`, origem Simulador). Returns how many positions were written.
 */
export async function simularPosicoes(db: Database, agora: Date = new Date()): Promise<number> {
  const repository = createSimuladorRepository(db);
  const owners = await repository.ownersDosEmails(EMAILS_SIMULADOR);
  const cargas = await repository.cargasEmAndamento(owners, SITUACOES_EM_ANDAMENTO);
  const pontos = await repository.pontosDasRotas(cargas.map((carga) => carga.cargaId));
  const rotas = new Map<string, { latitude: number; longitude: number }[]>();
  for (const ponto of pontos) {
    const rota = rotas.get(ponto.cargaId) ?? [];
    rota.push({ latitude: ponto.latitude as number, longitude: ponto.longitude as number });
    rotas.set(ponto.cargaId, rota);
  }
  const porOwner = new Map<string, PosicaoValidada[]>();
  const vistos = new Set<string>();
  for (const carga of cargas) {
    if (vistos.has(carga.veiculoId)) continue;
    const ponto = pontoNaRota(rotas.get(carga.cargaId) ?? [], fracaoDoCiclo(carga.veiculoId, agora));
    if (!ponto) continue;
    vistos.add(carga.veiculoId);
    const lista = porOwner.get(carga.veiculoOwnerId) ?? [];
    lista.push({
      veiculoId: carga.veiculoId,
      latitude: ponto.latitude,
      longitude: ponto.longitude,
      dhPosicao: agora,
      velocidadeKmh: 60 + (deslocamento(carga.veiculoId) % 25),
    });
    porOwner.set(carga.veiculoOwnerId, lista);
  }
  let total = 0;
  for (const [ownerId, posicoes] of porOwner) {
    total += await registrarPosicoes(db, { ownerId, origem: OrigemPosicao.Simulador, posicoes });
  }
  return total;
}
