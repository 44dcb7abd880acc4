import { z } from 'zod';
import { zId } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import { zNumber, zRequiredString } from '../../shared/zod-fields';
import { CADASTRO_CARGA_MESSAGES } from '../cadastro/cadastro.schemas';
import { ZTipoRota } from '../cargas.enums';
import { FonteCoordenada, MAXIMO_PONTOS_ROTA } from './rotograma.rules';

/**
 * Route and vehicle calls of a load under /api/carga-mongo (02 §7):
 * - POST /recuperar-rota {pontos} → the estimated route through the points (the register form asks before
 *   the load exists), or 400 'Não foi possível determinar uma rota para a carga.';
 * - GET /{id}/rotograma (ours: the drawer's map reads the stored load's route without changing it) and
 *   PATCH /{id}/rotograma (recomputes and stores the load's distancia/tempo) → the route;
 * - GET /{id}/veiculo → the load's vehicle, driver and last known position;
 * - GET /veiculo/{id}/sugerir, {id} = the LOAD (the path sits under carga-mongo and the drawer is the
 *   load's 'Encontrar veículo') → the caller's fleet vehicles that fit it, best first.
 * Units: distances in metres, times in minutes, coordinates in decimal degrees (WGS 84).
 */

export const ROTAS_MESSAGES = {
  coordenadaIncompleta: 'Informe a latitude e a longitude juntas.',
  /** PATCH rotograma on a load that is closed (finalizada, cancelada, desativada). */
  rotogramaBloqueado: 'A rota de uma carga finalizada, cancelada ou desativada não pode ser recalculada.',
} as const;

/**
 * A route point of recuperar-rota: the fields of the register form's point (ZCadastroCargaRotaPonto) that
 * locate it — company, city/UF, optional coordinates — plus its kind and address line for the answer.
 */
export const ZRecuperarRotaPonto = z
  .object({
    rota: ZTipoRota.optional(),
    empresaId: zId('Empresa').optional(),
    localidade: z.string().trim().max(200, { error: 'Tamanho máximo: 200 caracteres' }).optional(),
    cidade: zRequiredString('Cidade', { max: 120 }),
    uf: zRequiredString('UF', { max: 2 })
      .transform((value) => value.toUpperCase())
      .refine((value) => /^[A-Z]{2}$/.test(value), { error: MESSAGES.invalidFormat }),
    latitude: zNumber('Latitude', { min: -90, max: 90 }).optional(),
    longitude: zNumber('Longitude', { min: -180, max: 180 }).optional(),
  })
  .superRefine((ponto, ctx) => {
    if ((ponto.latitude === undefined) !== (ponto.longitude === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [ponto.latitude === undefined ? 'latitude' : 'longitude'],
        message: ROTAS_MESSAGES.coordenadaIncompleta,
      });
    }
  });
export type TRecuperarRotaPonto = z.infer<typeof ZRecuperarRotaPonto>;

/** POST /carga-mongo/recuperar-rota: the points in route order (origin first, final destination last). */
export const ZRecuperarRotaBody = z.object({
  pontos: z
    .array(ZRecuperarRotaPonto, { error: MESSAGES.routeNotFound })
    // One point is no route: the spec's message, as when a point cannot be located.
    .min(2, { error: MESSAGES.routeNotFound })
    .max(MAXIMO_PONTOS_ROTA, { error: CADASTRO_CARGA_MESSAGES.rotaMaxima }),
});
export type TRecuperarRotaBody = z.infer<typeof ZRecuperarRotaBody>;

export const ZFonteCoordenada = z.enum([
  FonteCoordenada.Informada,
  FonteCoordenada.Empresa,
  FonteCoordenada.Cidade,
]);

/** A point of an answered route, located. */
export const ZRotaPonto = z.object({
  /** 1-based position along the route. */
  ordem: z.number().int(),
  /** 1 origem, 2 parada, 3 destino final; null when the request did not say. */
  rota: z.number().int().nullable(),
  empresa: z.object({ id: z.string(), nome: z.string() }).nullable(),
  localidade: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  fonteCoordenada: ZFonteCoordenada,
  /** The planned date of a stored load's point (ISO); null in recuperar-rota. */
  dhPrevista: z.string().nullable(),
  /** Estimated road distance from the previous point, metres (0 at the origin). */
  distanciaDoAnterior: z.number().int(),
  /** Estimated driving time from the previous point, minutes (0 at the origin). */
  tempoDoAnterior: z.number().int(),
});
export type TRotaPonto = z.infer<typeof ZRotaPonto>;

/** An estimated route (see rotograma.rules.ts for the detour factor and the speed). */
export const ZRota = z.object({
  /** metres */
  distancia: z.number().int(),
  /** minutes */
  tempo: z.number().int(),
  /** Straight-line distance along the points, metres. */
  distanciaLinhaReta: z.number().int(),
  fatorDesvio: z.number(),
  velocidadeMediaKmH: z.number(),
  pontos: z.array(ZRotaPonto),
  /** [latitude, longitude] along the route (straight legs between the points). */
  polyline: z.array(z.tuple([z.number(), z.number()])),
});
export type TRota = z.infer<typeof ZRota>;

/** PATCH /carga-mongo/{id}/rotograma: the success text and the stored route. */
export const ZRotogramaResponse = z.object({ message: z.string(), rota: ZRota });
export type TRotogramaResponse = z.infer<typeof ZRotogramaResponse>;

/** A vehicle as the route screens show it (type and body by their lookup texts, capacities as numbers). */
export const ZVeiculoResumo = z.object({
  id: z.string(),
  /** Normalised plate (ABC1D23). */
  placa: z.string(),
  tipoVeiculo: z.string().nullable(),
  tipoCarroceria: z.string().nullable(),
  /** Contracted fleet vehicle. */
  frota: z.boolean(),
  /** kg */
  capacidadeKg: z.number().nullable(),
  /** m³ */
  capacidadeM3: z.number().nullable(),
});
export type TVeiculoResumo = z.infer<typeof ZVeiculoResumo>;

/** A vehicle's position report. */
export const ZPosicaoVeiculo = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** When it was reported (ISO). */
  dhPosicao: z.string(),
});

/**
 * GET /carga-mongo/{id}/veiculo: the load's vehicle and driver (null when none is allocated) and the
 * vehicle's last reported position — null while no tracking source reports positions (the map polls
 * every 60,000 ms, 02 §9).
 */
export const ZCargaVeiculo = z.object({
  veiculo: ZVeiculoResumo.nullable(),
  motorista: z.object({ id: z.string(), nome: z.string(), telefone: z.string().nullable() }).nullable(),
  posicao: ZPosicaoVeiculo.nullable(),
});
export type TCargaVeiculo = z.infer<typeof ZCargaVeiculo>;

/** Where a vehicle is expected to be: the final destination of its latest load delivered before this one. */
export const ZUltimaPosicaoConhecida = z.object({
  cargaCodigo: z.number().int(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The planned (or done) delivery of that load (ISO). */
  dhEntrega: z.string().nullable(),
});

/** A suggested vehicle with why it fits. */
export const ZVeiculoSugerido = ZVeiculoResumo.extend({
  /** The driver of its latest trip (still active), a starting point for the allocation. */
  motorista: z.object({ id: z.string(), nome: z.string() }).nullable(),
  ultimaPosicao: ZUltimaPosicaoConhecida.nullable(),
  /** Estimated road distance from the last known place to the load's origin, metres; null = unknown. */
  distanciaAteOrigem: z.number().int().nullable(),
  /** Share of the weight capacity the load would take (0..1). */
  ocupacaoPeso: z.number().nullable(),
  /** pt-BR reasons. */
  motivos: z.array(z.string()),
  /** Issue 18: the vehicle's latest position (veiculo_ultimas_posicoes); null = none reported. */
  posicaoAtual: ZPosicaoVeiculo.nullable(),
  /** Straight-line (haversine) km from the latest position to the load's origin; null = unknown. */
  distanciaKm: z.number().nullable(),
  /** How well the load fills the vehicle (0..100 %, the larger of weight and volume); null = unknown. */
  ajustePercentual: z.number().int().nullable(),
  /** Free in the agenda over the load's window (always true: busy or unavailable vehicles are left out). */
  disponivel: z.boolean(),
  /** The reasons the list shows, one short pt-BR text each. */
  razoes: z.object({ ajuste: z.string(), distancia: z.string(), disponibilidade: z.string() }),
});
export type TVeiculoSugerido = z.infer<typeof ZVeiculoSugerido>;

/** GET /carga-mongo/veiculo/{id}/sugerir. */
export const ZSugestaoVeiculos = z.object({
  carga: z.object({
    id: z.string(),
    codigo: z.number().int(),
    /** kg */
    pesoKg: z.number().nullable(),
    /** m³ */
    volumeM3: z.number().nullable(),
    dhColeta: z.string().nullable(),
    dhEntrega: z.string().nullable(),
    origem: z
      .object({
        cidade: z.string().nullable(),
        uf: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      })
      .nullable(),
  }),
  veiculos: z.array(ZVeiculoSugerido),
  /** Active vehicles left out, by reason. */
  descartados: z.object({
    ocupados: z.number().int(),
    semCapacidade: z.number().int(),
    /** Issue 18: unavailable in the agenda (maintenance, day off…) over the load's window. */
    indisponiveis: z.number().int(),
  }),
});
export type TSugestaoVeiculos = z.infer<typeof ZSugestaoVeiculos>;
