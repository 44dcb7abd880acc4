import {
  MONITORAMENTO_MESSAGES,
  type PosicaoValidada,
  type TOrigemPosicao,
  validarPosicoes,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { createMonitoramentoRepository, type PosicaoParaGravar } from './monitoramento.repository';

export interface RegistrarPosicoesInput {
  /** The company whose vehicles the positions are of (a vehicle of another company is unknown: 404). */
  ownerId: string;
  origem: TOrigemPosicao;
  /** Validated positions (`validarPosicoes` in the domain), each naming its vehicle. */
  posicoes: PosicaoValidada[];
  /** The driver who sent them (origem Motorista): recorded on the latest position. */
  motoristaId?: string | null;
}

/**
 * An ingestion body (one position or a batch) validated at `agora`, or a 400 naming each field with the
 * position's index (`posicoes[3].latitude: …`) — every sender's first step before `registrarPosicoes`.
 */
export function posicoesValidadasOu400(corpo: unknown, agora?: Date): PosicaoValidada[] {
  const validacao = validarPosicoes(corpo, agora);
  if (!validacao.ok) {
    const messages = validacao.erros.map((erro) => erro.mensagem);
    const campos = Object.fromEntries(validacao.erros.map((erro) => [erro.campo, erro.mensagem]));
    throw new AppError('VALIDATION', messages.join(' '), { messages, details: { campos } });
  }
  return validacao.posicoes;
}

/** How a position names its vehicle, as the 404 says it. */
function identificacao(posicao: PosicaoValidada): string {
  return posicao.placa ?? posicao.veiculoId ?? posicao.dispositivo ?? '';
}

/**
 * THE write of positions (issue 18), whoever sends them — the integration API (origem Rastreador), the
 * driver's page (Motorista), the demo simulator (Simulador). In one transaction: resolves every vehicle of
 * the batch (plate, id or tracker device of `ownerId`'s fleet; one unknown → 404 naming it, nothing
 * written), appends the time series (one multi-row insert) and upserts each vehicle's latest position
 * (only a newer `dh_posicao` replaces it). Returns how many positions were written.
 */
export async function registrarPosicoes(db: Database, input: RegistrarPosicoesInput): Promise<number> {
  const { ownerId, origem, posicoes } = input;
  if (posicoes.length === 0) return 0;
  const motoristaId = input.motoristaId ?? null;
  return db.transaction(async (tx) => {
    const repository = createMonitoramentoRepository(tx as unknown as Database);
    const placas = new Set<string>();
    const ids = new Set<string>();
    const dispositivos = new Set<string>();
    for (const posicao of posicoes) {
      if (posicao.placa) placas.add(posicao.placa);
      else if (posicao.veiculoId) ids.add(posicao.veiculoId);
      else if (posicao.dispositivo) dispositivos.add(posicao.dispositivo);
    }
    const encontrados = await repository.resolverVeiculos(ownerId, {
      placas: [...placas],
      ids: [...ids],
      dispositivos: [...dispositivos],
    });
    const porPlaca = new Map(encontrados.map((v) => [v.placa, v.id]));
    const porId = new Set(encontrados.map((v) => v.id));
    const porDispositivo = new Map(
      encontrados.filter((v) => v.dispositivo).map((v) => [v.dispositivo as string, v.id]),
    );
    const linhas: PosicaoParaGravar[] = posicoes.map((posicao) => {
      const veiculoId = posicao.placa
        ? porPlaca.get(posicao.placa)
        : posicao.veiculoId
          ? porId.has(posicao.veiculoId)
            ? posicao.veiculoId
            : undefined
          : posicao.dispositivo
            ? porDispositivo.get(posicao.dispositivo)
            : undefined;
      if (!veiculoId) {
        throw new AppError('NOT_FOUND', MONITORAMENTO_MESSAGES.veiculoNaoEncontrado(identificacao(posicao)));
      }
      return {
        ownerId,
        veiculoId,
        latitude: posicao.latitude,
        longitude: posicao.longitude,
        dhPosicao: posicao.dhPosicao,
        velocidadeKmh: posicao.velocidadeKmh,
        origem,
        motoristaId,
      };
    });
    await repository.inserirPosicoes(linhas);
    // One row per vehicle for the upsert (ON CONFLICT cannot touch a row twice): the batch's newest.
    const ultimas = new Map<string, PosicaoParaGravar>();
    for (const linha of linhas) {
      const atual = ultimas.get(linha.veiculoId);
      if (!atual || linha.dhPosicao > atual.dhPosicao) ultimas.set(linha.veiculoId, linha);
    }
    await repository.atualizarUltimas([...ultimas.values()]);
    return linhas.length;
  });
}
