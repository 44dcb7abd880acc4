import {
  avaliarCapacidade,
  compararSugestoes,
  distanciaRodoviariaEstimada,
  escolherCoordenada,
  janelasSobrepostas,
  MotivoDescarte,
  motivoDisponibilidade,
  type TSugestaoVeiculos,
  type TVeiculoResumo,
  type TVeiculoSugerido,
  toCoordenada,
  UnidadeMedida,
} from '@embarca/domain';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import type { PontosDaRota } from './pontos-da-rota';
import { createRotogramaRepository } from './rotograma.repository';

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * GET /veiculo/{id}/sugerir ({id} = the load): the caller's active vehicles free over the load's
 * collection..delivery window, with the capacity for its weight and volume, nearest to its origin first
 * (from the destination of each vehicle's latest trip — its last known place).
 */
export async function sugerirVeiculos(
  ctx: CargasContext,
  pontos: PontosDaRota,
  session: RequestSession,
  cargaId: string,
): Promise<TSugestaoVeiculos> {
  const repository = createRotogramaRepository(ctx.db);
  const carga = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
  const frota = await repository.listVeiculosAtivos(session.ownerId);
  const ids = frota.map((veiculo) => veiculo.id);
  const [usos, viagens, entradas] = await Promise.all([
    repository.listUsosEmAndamento(ids, carga.id),
    repository.listUltimasViagens(ids, carga.dhColeta, carga.id),
    pontos.entradasDaCarga(carga.id),
  ]);
  const janela = { inicio: carga.dhColeta, fim: carga.dhEntrega };
  const ocupados = new Set(
    usos
      .filter((uso) => janelasSobrepostas(janela, { inicio: uso.dhColeta, fim: uso.dhEntrega }))
      .map((uso) => uso.veiculoId.toLowerCase()),
  );
  const ultimaViagem = new Map(viagens.map((viagem) => [viagem.veiculoId?.toLowerCase(), viagem]));
  const origemEntrada = entradas[0];
  const origem = origemEntrada ? ((await pontos.localizar([origemEntrada]))[0]?.coordenada ?? null) : null;
  const volume = toNumber(carga.volume);
  const necessidade = {
    pesoKg: toNumber(carga.peso),
    volumeM3: volume === null ? null : carga.volumeUnidade === UnidadeMedida.Litros ? volume / 1000 : volume,
  };

  const descartados = { ocupados: 0, semCapacidade: 0 };
  const veiculos: TVeiculoSugerido[] = [];
  for (const linha of frota) {
    const veiculo = veiculoResumo(linha);
    if (ocupados.has(veiculo.id.toLowerCase())) {
      descartados.ocupados += 1;
      continue;
    }
    const capacidade = avaliarCapacidade(veiculo, necessidade);
    if (!capacidade.cabe) {
      if (capacidade.motivo === MotivoDescarte.SemCapacidade) descartados.semCapacidade += 1;
      continue;
    }
    const viagem = ultimaViagem.get(veiculo.id.toLowerCase());
    const local = viagem
      ? escolherCoordenada({
          informada: toCoordenada(viagem.latitude, viagem.longitude),
          empresa: toCoordenada(viagem.empresaLatitude, viagem.empresaLongitude),
        })
      : null;
    const ultimaPosicao =
      viagem && local
        ? {
            cargaCodigo: viagem.cargaCodigo,
            cidade: viagem.cidade,
            uf: viagem.uf,
            latitude: local.coordenada.latitude,
            longitude: local.coordenada.longitude,
            dhEntrega: viagem.dhEntrega?.toISOString() ?? null,
          }
        : null;
    const distanciaAteOrigem =
      ultimaPosicao && origem ? distanciaRodoviariaEstimada(ultimaPosicao, origem) : null;
    veiculos.push({
      ...veiculo,
      motorista:
        viagem?.motoristaId && viagem.motoristaNome
          ? { id: viagem.motoristaId, nome: viagem.motoristaNome }
          : null,
      ultimaPosicao,
      distanciaAteOrigem,
      ocupacaoPeso: capacidade.ocupacaoPeso,
      motivos: [...motivoDisponibilidade(ultimaPosicao, distanciaAteOrigem), ...capacidade.motivos],
    });
  }
  veiculos.sort(compararSugestoes);

  return {
    carga: {
      id: carga.id,
      codigo: carga.codigo,
      pesoKg: necessidade.pesoKg,
      volumeM3: necessidade.volumeM3,
      dhColeta: carga.dhColeta?.toISOString() ?? null,
      dhEntrega: carga.dhEntrega?.toISOString() ?? null,
      origem: origemEntrada
        ? {
            cidade: origemEntrada.cidade,
            uf: origemEntrada.uf,
            latitude: origem?.latitude ?? null,
            longitude: origem?.longitude ?? null,
          }
        : null,
    },
    veiculos,
    descartados,
  };
}

/** A vehicle row with its capacities as numbers. */
export function veiculoResumo(row: {
  id: string;
  placa: string;
  tipoVeiculo: string | null;
  tipoCarroceria: string | null;
  frota: boolean;
  capacidadeKg: string | null;
  capacidadeM3: string | null;
}): TVeiculoResumo {
  return { ...row, capacidadeKg: toNumber(row.capacidadeKg), capacidadeM3: toNumber(row.capacidadeM3) };
}
