import {
  calcularRota,
  escolherCoordenada,
  FATOR_DESVIO_RODOVIARIO,
  normalizarCidade,
  type TCoordenada,
  type TRota,
  toCoordenada,
  VELOCIDADE_MEDIA_KMH,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { CargasContext } from '../cargas.context';
import { createRotogramaRepository } from './rotograma.repository';

/** A route point before it is located. */
export interface PontoEntrada {
  ordem: number;
  rota: number | null;
  empresa: { id: string; nome: string; coordenada: TCoordenada | null } | null;
  localidade: string | null;
  cidade: string | null;
  uf: string | null;
  informada: TCoordenada | null;
  dhPrevista: Date | null;
}

const cidadeKey = (cidade: string, uf: string) => `${uf.toUpperCase()}|${normalizarCidade(cidade)}`;

/**
 * A load's or a form's route points located and joined into the estimated route (domain `calcularRota`):
 * each point's own coordinates, else its company's, else its city's (the CEP table's mean).
 */
export function createPontosDaRota(ctx: Pick<CargasContext, 'db' | 'readModel'>) {
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

  return { localizar, rotaPelosPontos, entradasDaCarga };
}

export type PontosDaRota = ReturnType<typeof createPontosDaRota>;
