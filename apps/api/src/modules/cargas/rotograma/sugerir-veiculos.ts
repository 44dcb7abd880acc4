import {
  ajusteDaCapacidade,
  avaliarCapacidade,
  compararSugestoesDaFrota,
  distanciaHaversine,
  distanciaRodoviariaEstimada,
  escolherCoordenada,
  MotivoImpedimento,
  motivoDisponibilidade,
  razoesDaSugestao,
  type TSugestaoVeiculos,
  type TVeiculoResumo,
  type TVeiculoSugerido,
  toCoordenada,
} from '@embarca/domain';
import type { RequestSession } from '../../../plugins/authenticate';
import { cargaAAlocar, impedimentosDaFrota } from '../acoes/impedimentos-da-alocacao';
import { NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import type { PontosDaRota } from './pontos-da-rota';
import { createRotogramaRepository } from './rotograma.repository';

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * GET /veiculo/{id}/sugerir ({id} = the load): the caller's active vehicles the allocation would accept —
 * free over the load's collection..delivery window (no other load, no unavailability in the agenda), with
 * the capacity for its weight and volume (the domain's allocation rule, `impedimentosDaFrota`) —, ranked by
 * `compararSugestoesDaFrota` (issue 18): the capacity fit band, then the straight-line distance from the
 * vehicle's latest position (veiculo_ultimas_posicoes) to the origin, then the last trip's place.
 */
export async function sugerirVeiculos(
  ctx: CargasContext,
  pontos: PontosDaRota,
  session: RequestSession,
  cargaId: string,
): Promise<TSugestaoVeiculos> {
  const repository = createRotogramaRepository(ctx.db);
  const carga = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
  const frota = (await repository.listVeiculosAtivos(session.ownerId)).map(veiculoResumo);
  const ids = frota.map((veiculo) => veiculo.id);
  // The allocation rule (domain alocacao.rules.ts), as the allocation itself applies it: one rule.
  const [impedimentos, viagens, entradas, posicoes] = await Promise.all([
    impedimentosDaFrota(ctx.db, session.ownerId, carga, { veiculos: frota, motoristas: [] }),
    repository.listUltimasViagens(ids, carga.dhColeta, carga.id),
    pontos.entradasDaCarga(carga.id),
    repository.listUltimasPosicoes(ids),
  ]);
  const posicaoAtual = new Map(posicoes.map((posicao) => [posicao.veiculoId.toLowerCase(), posicao]));
  const ultimaViagem = new Map(viagens.map((viagem) => [viagem.veiculoId?.toLowerCase(), viagem]));
  const origemEntrada = entradas[0];
  const origem = origemEntrada ? ((await pontos.localizar([origemEntrada]))[0]?.coordenada ?? null) : null;
  const { necessidade } = cargaAAlocar(carga);

  const descartados = { ocupados: 0, semCapacidade: 0, indisponiveis: 0 };
  const veiculos: TVeiculoSugerido[] = [];
  for (const veiculo of frota) {
    const impedimento = impedimentos.veiculos.get(veiculo.id);
    if (impedimento) {
      if (impedimento.motivo === MotivoImpedimento.SemCapacidade) descartados.semCapacidade += 1;
      else if (impedimento.motivo === MotivoImpedimento.VeiculoIndisponivel) descartados.indisponiveis += 1;
      else descartados.ocupados += 1;
      continue;
    }
    const capacidade = avaliarCapacidade(veiculo, necessidade);
    if (!capacidade.cabe) continue;
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
    const atual = posicaoAtual.get(veiculo.id.toLowerCase());
    const distanciaKm = atual && origem ? Math.round(distanciaHaversine(atual, origem) / 100) / 10 : null;
    const ajuste = ajusteDaCapacidade(veiculo, necessidade);
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
      posicaoAtual: atual
        ? { latitude: atual.latitude, longitude: atual.longitude, dhPosicao: atual.dhPosicao.toISOString() }
        : null,
      distanciaKm,
      ajustePercentual: ajuste === null ? null : Math.round(ajuste * 100),
      disponivel: true,
      razoes: razoesDaSugestao({ ajuste, distanciaKm }),
    });
  }
  veiculos.sort((a, b) =>
    compararSugestoesDaFrota(
      { ...a, ajuste: a.ajustePercentual === null ? null : a.ajustePercentual / 100 },
      { ...b, ajuste: b.ajustePercentual === null ? null : b.ajustePercentual / 100 },
    ),
  );

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
