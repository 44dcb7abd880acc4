import {
  avaliarCapacidade,
  CADASTRO_CARGA_MESSAGES,
  calcularRota,
  compararSugestoes,
  distanciaRodoviariaEstimada,
  escolherCoordenada,
  FATOR_DESVIO_RODOVIARIO,
  formatDistance,
  formatSla,
  janelasSobrepostas,
  MotivoDescarte,
  motivoDisponibilidade,
  normalizarCidade,
  ROTAS_MESSAGES,
  rotaRecalculavel,
  successMessage,
  type TCargaVeiculo,
  type TCoordenada,
  type TRecuperarRotaBody,
  type TRota,
  type TRotogramaResponse,
  type TSugestaoVeiculos,
  type TVeiculoResumo,
  type TVeiculoSugerido,
  toCoordenada,
  UnidadeMedida,
  VELOCIDADE_MEDIA_KMH,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.module';
import { createRotogramaRepository } from './rotograma.repository';

/** A route point before it is located. */
interface PontoEntrada {
  ordem: number;
  rota: number | null;
  empresa: { id: string; nome: string; coordenada: TCoordenada | null } | null;
  localidade: string | null;
  cidade: string | null;
  uf: string | null;
  informada: TCoordenada | null;
  dhPrevista: Date | null;
}

/** "Rota recalculada por Ana: 100,80 km e 1h 41min (estimativa)." — the history text. */
export function rotogramaDescricao(usuario: string, distancia: number, tempo: number): string {
  return `Rota recalculada por ${usuario}: ${formatDistance(distancia)} e ${formatSla(tempo)} (estimativa).`;
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));
const cidadeKey = (cidade: string, uf: string) => `${uf.toUpperCase()}|${normalizarCidade(cidade)}`;

/**
 * The route and vehicle calls of a load (02 §7): recuperar-rota, the load's rotograma (read and
 * recalculate), its vehicle, and the fleet's vehicles suggested for it. Every call about a stored load
 * first asks the board whether the caller may see it (404 otherwise: another tenant, out of the unit
 * scope, not directed to the carrier, cancelled or deactivated); recalculating is the load company's
 * (a carrier that sees the load → 403).
 */
export function createRotogramaService(ctx: CargasContext) {
  const repository = createRotogramaRepository(ctx.db);

  /** Locates every point: its own coordinates, else its company's, else its city's (one query for the cities). */
  async function localizar(entradas: PontoEntrada[]) {
    const semOutra = entradas.filter(
      (ponto) => !ponto.informada && !ponto.empresa?.coordenada && ponto.cidade && ponto.uf,
    );
    const cidades = new Map(
      (
        await repository.listCidades(
          semOutra.map((ponto) => ({ cidade: normalizarCidade(ponto.cidade ?? ''), uf: ponto.uf ?? '' })),
        )
      ).map((linha) => [`${linha.uf}|${linha.cidade}`, toCoordenada(linha.latitude, linha.longitude)]),
    );
    return entradas.map((ponto) =>
      escolherCoordenada({
        informada: ponto.informada,
        empresa: ponto.empresa?.coordenada ?? null,
        cidade: ponto.cidade && ponto.uf ? cidades.get(cidadeKey(ponto.cidade, ponto.uf)) : null,
      }),
    );
  }

  /**
   * The route through the located points; 400 'Não foi possível determinar uma rota para a carga.' with
   * the points left unlocated (`pontosSemCoordenada`) when it cannot be determined.
   */
  async function rotaPelosPontos(entradas: PontoEntrada[]): Promise<TRota> {
    const escolhas = await localizar(entradas);
    const rota = calcularRota(escolhas.map((escolha) => escolha?.coordenada ?? null));
    if (!rota.ok) {
      throw new AppError('VALIDATION', rota.message, {
        details: {
          pontosSemCoordenada: rota.pontosSemCoordenada.flatMap((index) => {
            const ponto = entradas[index];
            return ponto ? [{ ordem: ponto.ordem, cidade: ponto.cidade, uf: ponto.uf }] : [];
          }),
        },
      });
    }
    return {
      distancia: rota.distancia,
      tempo: rota.tempo,
      distanciaLinhaReta: rota.distanciaLinhaReta,
      fatorDesvio: FATOR_DESVIO_RODOVIARIO,
      velocidadeMediaKmH: VELOCIDADE_MEDIA_KMH,
      pontos: entradas.map((ponto, index) => {
        const escolha = escolhas[index];
        const trecho = rota.trechos[index];
        if (!escolha || !trecho) throw new Error('ponto sem coordenada numa rota calculada');
        return {
          ordem: ponto.ordem,
          rota: ponto.rota,
          empresa: ponto.empresa ? { id: ponto.empresa.id, nome: ponto.empresa.nome } : null,
          localidade: ponto.localidade,
          cidade: ponto.cidade,
          uf: ponto.uf,
          latitude: escolha.coordenada.latitude,
          longitude: escolha.coordenada.longitude,
          fonteCoordenada: escolha.fonte,
          dhPrevista: ponto.dhPrevista?.toISOString() ?? null,
          distanciaDoAnterior: trecho.distancia,
          tempoDoAnterior: trecho.tempo,
        };
      }),
      polyline: rota.polyline,
    };
  }

  /** The stored load's points, as the resolver reads them. */
  async function entradasDaCarga(cargaId: string): Promise<PontoEntrada[]> {
    const pontos = await ctx.readModel.rotas([cargaId]);
    return pontos.map((ponto) => ({
      ordem: ponto.ordem,
      rota: ponto.rota,
      empresa: ponto.empresaId
        ? {
            id: ponto.empresaId,
            nome: ponto.empresaNome ?? '',
            coordenada: toCoordenada(ponto.empresaLatitude, ponto.empresaLongitude),
          }
        : null,
      localidade: ponto.localidade,
      cidade: ponto.cidade,
      uf: ponto.uf,
      informada: toCoordenada(ponto.latitude, ponto.longitude),
      dhPrevista: ponto.dhPrevista,
    }));
  }

  return {
    /** POST /recuperar-rota: the route through the given points (companies must be the caller's). */
    async recuperarRota(session: RequestSession, body: TRecuperarRotaBody): Promise<TRota> {
      const ids = [...new Set(body.pontos.flatMap((ponto) => (ponto.empresaId ? [ponto.empresaId] : [])))];
      const empresas = new Map(
        (await repository.listEmpresas(session.ownerId, ids)).map((empresa) => [
          empresa.id.toLowerCase(),
          empresa,
        ]),
      );
      const entradas = body.pontos.map((ponto, index): PontoEntrada => {
        const empresa = ponto.empresaId ? empresas.get(ponto.empresaId.toLowerCase()) : undefined;
        if (ponto.empresaId && !empresa)
          throw new AppError('VALIDATION', CADASTRO_CARGA_MESSAGES.empresaInvalida);
        return {
          ordem: index + 1,
          rota: ponto.rota ?? null,
          empresa: empresa
            ? {
                id: empresa.id,
                nome: empresa.nome,
                coordenada: toCoordenada(empresa.latitude, empresa.longitude),
              }
            : null,
          localidade: ponto.localidade || null,
          cidade: ponto.cidade,
          uf: ponto.uf,
          informada: toCoordenada(ponto.latitude, ponto.longitude),
          dhPrevista: null,
        };
      });
      return rotaPelosPontos(entradas);
    },

    /** GET /{id}/rotograma (ours): the stored load's route, computed now, nothing written. */
    async rotograma(session: RequestSession, cargaId: string): Promise<TRota> {
      const carga = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
      return rotaPelosPontos(await entradasDaCarga(carga.id));
    },

    /**
     * PATCH /{id}/rotograma: recomputes the route from the load's points and stores its distancia (m) and
     * tempo (min) with a history row, at the version read (a concurrent change → 409). Same values → nothing
     * written. Closed loads (finalizada, cancelada, desativada) keep the route they had.
     */
    async recalcularRotograma(session: RequestSession, cargaId: string): Promise<TRotogramaResponse> {
      const carga = await ctx.access.require(session, NivelAcesso.Empresa, cargaId);
      if (!rotaRecalculavel(carga.situacao)) {
        throw new AppError('VALIDATION', ROTAS_MESSAGES.rotogramaBloqueado);
      }
      const rota = await rotaPelosPontos(await entradasDaCarga(carga.id));
      const message = successMessage('updated', 'Rotograma');
      if (carga.distancia === rota.distancia && carga.tempo === rota.tempo) return { message, rota };
      await ctx.writer.change(session, {
        carga,
        set: { distancia: rota.distancia, tempo: rota.tempo },
        historico: {
          acao: 'rotograma',
          descricao: rotogramaDescricao(session.claims.nome, rota.distancia, rota.tempo),
          dados: {
            distanciaAnterior: carga.distancia,
            tempoAnterior: carga.tempo,
            distancia: rota.distancia,
            tempo: rota.tempo,
          },
        },
      });
      return { message, rota };
    },

    /**
     * GET /{id}/veiculo: the vehicle and driver the caller sees on the load's card (a carrier only its own
     * hiring's). No tracking source reports positions yet: `posicao` is null until one does.
     */
    async veiculo(session: RequestSession, cargaId: string): Promise<TCargaVeiculo> {
      const carga = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
      // As on the card: the vehicle and driver are shown to the load's company and the carrier hired.
      const [veiculo, motorista] = await Promise.all([
        carga.veContratacao && carga.veiculoId ? repository.findVeiculo(carga.veiculoId) : undefined,
        carga.veContratacao && carga.motoristaId ? repository.findMotorista(carga.motoristaId) : undefined,
      ]);
      return {
        veiculo: veiculo ? veiculoResumo(veiculo) : null,
        motorista: motorista?.nome ? motorista : null,
        posicao: null,
      };
    },

    /**
     * GET /veiculo/{id}/sugerir ({id} = the load): the caller's active vehicles free over the load's
     * collection..delivery window, with the capacity for its weight and volume, nearest to its origin first
     * (from the destination of each vehicle's latest trip — its last known place).
     */
    async sugerir(session: RequestSession, cargaId: string): Promise<TSugestaoVeiculos> {
      const carga = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
      const frota = await repository.listVeiculosAtivos(session.ownerId);
      const ids = frota.map((veiculo) => veiculo.id);
      const [usos, viagens, entradas] = await Promise.all([
        repository.listUsosEmAndamento(ids, carga.id),
        repository.listUltimasViagens(ids, carga.dhColeta, carga.id),
        entradasDaCarga(carga.id),
      ]);
      const janela = { inicio: carga.dhColeta, fim: carga.dhEntrega };
      const ocupados = new Set(
        usos
          .filter((uso) => janelasSobrepostas(janela, { inicio: uso.dhColeta, fim: uso.dhEntrega }))
          .map((uso) => uso.veiculoId.toLowerCase()),
      );
      const ultimaViagem = new Map(viagens.map((viagem) => [viagem.veiculoId?.toLowerCase(), viagem]));
      const origemEntrada = entradas[0];
      const origem = origemEntrada ? ((await localizar([origemEntrada]))[0]?.coordenada ?? null) : null;
      const volume = toNumber(carga.volume);
      const necessidade = {
        pesoKg: toNumber(carga.peso),
        volumeM3:
          volume === null ? null : carga.volumeUnidade === UnidadeMedida.Litros ? volume / 1000 : volume,
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
    },
  };
}

function veiculoResumo(row: {
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

export type RotogramaService = ReturnType<typeof createRotogramaService>;
