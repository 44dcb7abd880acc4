import { OrigemPosicao, type PosicaoValidada, pontoNaRota, SITUACOES_EM_ANDAMENTO } from '@embarca/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { veiculos } from '../db/schema';
import type { Tx } from '../modules/cargas/carga.writer';
import { createSimuladorRepository } from '../modules/frota/monitoramento/monitoramento.repository';
import { registrarPosicoes } from '../modules/frota/monitoramento/registrar-posicoes';
import { fracaoDoCiclo } from '../modules/frota/monitoramento/simulador-posicoes';
import { createPrng } from './prng';

/** Yards where the demo's idle vehicles wait (São Paulo state and neighbours). */
const PATIOS = [
  { latitude: -23.5505, longitude: -46.6333 },
  { latitude: -22.9056, longitude: -47.0608 },
  { latitude: -23.9608, longitude: -46.3336 },
  { latitude: -23.5015, longitude: -47.4526 },
  { latitude: -21.1775, longitude: -47.8103 },
  { latitude: -25.4284, longitude: -49.2733 },
] as const;

const MINUTO = 60_000;

/**
 * The monitoring map's demo data (issue 18): every active vehicle of the demo companies gets positions, so
 * the map is never empty on first start. Vehicles on an in-progress load stand on their load's route (where
 * the simulator would put them now) with a short trail behind; idle ones wait at a yard; one idle vehicle of
 * each company last reported 2 hours ago (the map shows it stale, "há 2 h"). Written through the one write
 * (`registrarPosicoes`, origem Simulador). Deterministic (its own prng).
 */
export async function seedFrotaMonitoramento(
  tx: Database | Tx,
  { ownerIds, now }: { ownerIds: string[]; now: Date },
): Promise<void> {
  const db = tx as Database;
  const prng = createPrng(18_000_018);
  const simulador = createSimuladorRepository(db);
  const cargas = await simulador.cargasEmAndamento(ownerIds, SITUACOES_EM_ANDAMENTO);
  const pontos = await simulador.pontosDasRotas(cargas.map((carga) => carga.cargaId));
  const rotas = new Map<string, { latitude: number; longitude: number }[]>();
  for (const ponto of pontos) {
    const rota = rotas.get(ponto.cargaId) ?? [];
    rota.push({ latitude: ponto.latitude as number, longitude: ponto.longitude as number });
    rotas.set(ponto.cargaId, rota);
  }
  const rotaDoVeiculo = new Map<string, { latitude: number; longitude: number }[]>();
  for (const carga of cargas) {
    const rota = rotas.get(carga.cargaId);
    if (rota?.length && !rotaDoVeiculo.has(carga.veiculoId)) rotaDoVeiculo.set(carga.veiculoId, rota);
  }
  for (const ownerId of ownerIds) {
    const frota = await db
      .select({ id: veiculos.id })
      .from(veiculos)
      .where(and(eq(veiculos.ownerId, ownerId), eq(veiculos.ativo, true), isNull(veiculos.tipoEquipamento)))
      .orderBy(asc(veiculos.placa));
    const posicoes: PosicaoValidada[] = [];
    let desatualizado = false;
    for (const { id } of frota) {
      const rota = rotaDoVeiculo.get(id);
      if (rota) {
        // A trail of the last 30 minutes, one point every 10, ending where the simulator puts it now.
        for (const minutos of [30, 20, 10, 0]) {
          const instante = new Date(now.getTime() - minutos * MINUTO);
          const ponto = pontoNaRota(rota, fracaoDoCiclo(id, instante));
          if (ponto)
            posicoes.push({ veiculoId: id, ...ponto, dhPosicao: instante, velocidadeKmh: prng.int(55, 85) });
        }
        continue;
      }
      const patio = prng.pick(PATIOS);
      const minutosAtras = desatualizado ? prng.int(2, 40) : 125;
      desatualizado = true;
      posicoes.push({
        veiculoId: id,
        latitude: patio.latitude + prng.decimal(-0.05, 0.05, 4),
        longitude: patio.longitude + prng.decimal(-0.05, 0.05, 4),
        dhPosicao: new Date(now.getTime() - minutosAtras * MINUTO),
        velocidadeKmh: 0,
      });
    }
    await registrarPosicoes(db, { ownerId, origem: OrigemPosicao.Simulador, posicoes });
  }
}
