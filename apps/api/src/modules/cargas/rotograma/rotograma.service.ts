import {
  CADASTRO_CARGA_MESSAGES,
  formatDistance,
  formatSla,
  ROTAS_MESSAGES,
  rotaRecalculavel,
  successMessage,
  type TCargaVeiculo,
  type TRecuperarRotaBody,
  type TRota,
  type TRotogramaResponse,
  toCoordenada,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import { createPontosDaRota, type PontoEntrada } from './pontos-da-rota';
import { createRotogramaRepository } from './rotograma.repository';
import { sugerirVeiculos, veiculoResumo } from './sugerir-veiculos';

/** "Rota recalculada por Ana: 100,80 km e 1h 41min (estimativa)." — the history text. */
export function rotogramaDescricao(usuario: string, distancia: number, tempo: number): string {
  return `Rota recalculada por ${usuario}: ${formatDistance(distancia)} e ${formatSla(tempo)} (estimativa).`;
}

/**
 * The route and vehicle calls of a load (02 §7): recuperar-rota, the load's rotograma (read and
 * recalculate), its vehicle, and the fleet's vehicles suggested for it. Every call about a stored load
 * first asks the board whether the caller may see it (404 otherwise: another tenant, out of the unit
 * scope, not directed to the carrier, cancelled or deactivated); recalculating is the load company's
 * (a carrier that sees the load → 403).
 */
export function createRotogramaService(ctx: CargasContext) {
  const repository = createRotogramaRepository(ctx.db);

  const pontos = createPontosDaRota(ctx);
  const { rotaPelosPontos, entradasDaCarga } = pontos;

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

    /** GET /veiculo/{id}/sugerir: the fleet's vehicles for the load (sugerir-veiculos.ts). */
    sugerir: (session: RequestSession, cargaId: string) => sugerirVeiculos(ctx, pontos, session, cargaId),
  };
}

export type RotogramaService = ReturnType<typeof createRotogramaService>;
