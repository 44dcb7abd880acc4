import { z } from 'zod';
import { MESSAGES, requiredMessage } from '../../shared/messages';
import { lengthMessage, zRequiredString } from '../../shared/zod-fields';
import {
  AlgoritmoRoteirizacao,
  horaParaMinutos,
  type TEntradaRoteirizacao,
  type TJanelaMinutos,
  type TPlanoRotas,
} from './roteirizador.rules';

/**
 * POST /api/formacao/roteirizador/planejar: plans the vehicles' routes over the stops (roteirizador.rules.ts).
 * Coordinates in decimal degrees (WGS 84), weights in kg, cubage in m³, times of day as 'HH:mm' in the
 * request and as minutes from the start of the day in the answer, distances in metres. Every error names
 * its field, in pt-BR.
 */

export const ROTEIRIZADOR_LIMITES = {
  paradasMaximo: 500,
  veiculosMaximo: 50,
  idMaximo: 100,
  nomeMaximo: 120,
  pesoMaximoKg: 1_000_000,
  cubagemMaximaM3: 10_000,
  servicoMaximoMin: 1440,
  velocidadeMaximaKmH: 150,
} as const;

export const ROTEIRIZADOR_SCHEMA_MESSAGES = {
  paradasMinimo: 'Paradas: informe ao menos uma parada.',
  paradasMaximo: `Paradas: no máximo ${ROTEIRIZADOR_LIMITES.paradasMaximo}.`,
  veiculosMinimo: 'Veículos: informe ao menos um veículo.',
  veiculosMaximo: `Veículos: no máximo ${ROTEIRIZADOR_LIMITES.veiculosMaximo}.`,
  coordenadaZero: 'Latitude e longitude: (0, 0) não é uma localização válida.',
  janelaInvertida: 'Fim da janela não pode ser anterior ao início.',
  jornadaInvertida: 'Fim da jornada deve ser posterior ao início.',
  idRepetido: (id: string) => `Id da parada: "${id}" está repetido.`,
} as const;

/** '<label>: Formato inválido. Use HH:mm.' */
function horaInvalidaMessage(label: string): string {
  return `${label}: ${MESSAGES.invalidFormat} Use HH:mm.`;
}

/**
 * A number naming its field in every error: missing → '<label> é obrigatório!'; not a number →
 * '<label>: Informe um valor válido.'; out of range → '<label>: Valor mínimo: x' / 'Valor máximo: x';
 * `positivo` → '<label> deve ser maior que zero!'.
 */
function zNumero(
  label: string,
  opcoes: { min?: number; max?: number; positivo?: boolean; inteiro?: boolean },
) {
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage(label)
        : `${label}: ${MESSAGES.invalidValue}`,
  });
  if (opcoes.inteiro) schema = schema.int({ error: `${label}: ${MESSAGES.invalidValue}` });
  if (opcoes.positivo) schema = schema.positive({ error: `${label} ${MESSAGES.greaterThanZero}` });
  if (opcoes.min !== undefined)
    schema = schema.min(opcoes.min, { error: `${label}: ${MESSAGES.minValue}${opcoes.min}` });
  if (opcoes.max !== undefined)
    schema = schema.max(opcoes.max, { error: `${label}: ${MESSAGES.maxValue}${opcoes.max}` });
  return schema;
}

/** An optional trimmed text up to `max` characters. */
function zTextoOpcional(label: string, max: number) {
  return z
    .string({ error: `${label}: ${MESSAGES.invalidFormat}` })
    .trim()
    .max(max, { error: `${label}: ${lengthMessage('max', max)}` })
    .optional();
}

/** A time of day 'HH:mm' (00:00–23:59), kept as text; missing → '<label> é obrigatório!'. */
function zHora(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(label)
          : horaInvalidaMessage(label),
    })
    .trim()
    .refine((hora) => horaParaMinutos(hora) !== null, { error: horaInvalidaMessage(label) });
}

/** {inicio, fim} as 'HH:mm'; `estrito` = the end must be after the start (else it may equal it). */
function zIntervalo(rotulo: 'janela' | 'jornada', estrito: boolean) {
  const Rotulo = rotulo === 'janela' ? 'Janela' : 'Jornada';
  return z
    .object(
      { inicio: zHora(`Início da ${rotulo}`), fim: zHora(`Fim da ${rotulo}`) },
      { error: `${Rotulo}: ${MESSAGES.invalidFormat}` },
    )
    .superRefine((intervalo, ctx) => {
      const inicio = horaParaMinutos(intervalo.inicio);
      const fim = horaParaMinutos(intervalo.fim);
      if (inicio === null || fim === null) return;
      if (estrito ? fim <= inicio : fim < inicio)
        ctx.addIssue({
          code: 'custom',
          path: ['fim'],
          message:
            rotulo === 'janela'
              ? ROTEIRIZADOR_SCHEMA_MESSAGES.janelaInvertida
              : ROTEIRIZADOR_SCHEMA_MESSAGES.jornadaInvertida,
        });
    });
}

const zLatitude = zNumero('Latitude', { min: -90, max: 90 });
const zLongitude = zNumero('Longitude', { min: -180, max: 180 });

/** (0, 0) — in the Atlantic — is what unset coordinates become in many systems (see rotograma.rules). */
function semCoordenadaZero(ponto: { latitude: number; longitude: number }, ctx: z.RefinementCtx): void {
  if (ponto.latitude === 0 && ponto.longitude === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: ROTEIRIZADOR_SCHEMA_MESSAGES.coordenadaZero,
    });
}

export const ZDepositoRoteirizacao = z
  .object(
    {
      latitude: zLatitude,
      longitude: zLongitude,
      nome: zTextoOpcional('Nome do depósito', ROTEIRIZADOR_LIMITES.nomeMaximo),
    },
    { error: requiredMessage('Depósito') },
  )
  .superRefine(semCoordenadaZero);

export const ZParadaRoteirizacao = z
  .object(
    {
      id: z
        .string({
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? requiredMessage('Id da parada')
              : `Id da parada: ${MESSAGES.invalidFormat}`,
        })
        .trim()
        .min(1, { error: requiredMessage('Id da parada') })
        .max(ROTEIRIZADOR_LIMITES.idMaximo, {
          error: `Id da parada: ${lengthMessage('max', ROTEIRIZADOR_LIMITES.idMaximo)}`,
        }),
      /** What the screen shows for the stop (an order's code and customer); the planner ignores it. */
      nome: z
        .string()
        .trim()
        .max(200, { error: `Nome da parada: ${lengthMessage('max', 200)}` })
        .optional(),
      latitude: zLatitude,
      longitude: zLongitude,
      pesoKg: zNumero('Peso (kg)', { min: 0, max: ROTEIRIZADOR_LIMITES.pesoMaximoKg }).optional(),
      cubagemM3: zNumero('Cubagem (m³)', { min: 0, max: ROTEIRIZADOR_LIMITES.cubagemMaximaM3 }).optional(),
      janela: zIntervalo('janela', false).optional(),
      servicoMin: zNumero('Tempo de serviço (min)', {
        min: 0,
        max: ROTEIRIZADOR_LIMITES.servicoMaximoMin,
      }).optional(),
    },
    { error: `Parada: ${MESSAGES.invalidFormat}` },
  )
  .superRefine(semCoordenadaZero);
export type TParadaRoteirizacaoBody = z.infer<typeof ZParadaRoteirizacao>;

export const ZVeiculoRoteirizacao = z.object(
  {
    nome: zTextoOpcional('Nome do veículo', ROTEIRIZADOR_LIMITES.nomeMaximo),
    capacidadePesoKg: zNumero('Capacidade de peso (kg)', {
      positivo: true,
      max: ROTEIRIZADOR_LIMITES.pesoMaximoKg,
    }).optional(),
    capacidadeCubagemM3: zNumero('Capacidade de cubagem (m³)', {
      positivo: true,
      max: ROTEIRIZADOR_LIMITES.cubagemMaximaM3,
    }).optional(),
    jornada: zIntervalo('jornada', true).optional(),
  },
  { error: `Veículo: ${MESSAGES.invalidFormat}` },
);
export type TVeiculoRoteirizacaoBody = z.infer<typeof ZVeiculoRoteirizacao>;

/** POST /api/formacao/roteirizador/planejar. */
export const ZPlanejarRotasBody = z
  .object({
    deposito: ZDepositoRoteirizacao,
    paradas: z
      .array(ZParadaRoteirizacao, { error: ROTEIRIZADOR_SCHEMA_MESSAGES.paradasMinimo })
      .min(1, { error: ROTEIRIZADOR_SCHEMA_MESSAGES.paradasMinimo })
      .max(ROTEIRIZADOR_LIMITES.paradasMaximo, { error: ROTEIRIZADOR_SCHEMA_MESSAGES.paradasMaximo }),
    veiculos: z
      .array(ZVeiculoRoteirizacao, { error: ROTEIRIZADOR_SCHEMA_MESSAGES.veiculosMinimo })
      .min(1, { error: ROTEIRIZADOR_SCHEMA_MESSAGES.veiculosMinimo })
      .max(ROTEIRIZADOR_LIMITES.veiculosMaximo, { error: ROTEIRIZADOR_SCHEMA_MESSAGES.veiculosMaximo }),
    retornarAoDeposito: z.boolean({ error: `Retornar ao depósito: ${MESSAGES.invalidValue}` }).default(true),
    velocidadeMediaKmH: zNumero('Velocidade média (km/h)', {
      positivo: true,
      max: ROTEIRIZADOR_LIMITES.velocidadeMaximaKmH,
    }).optional(),
  })
  .superRefine((body, ctx) => {
    const vistos = new Set<string>();
    body.paradas.forEach((parada, indice) => {
      if (vistos.has(parada.id))
        ctx.addIssue({
          code: 'custom',
          path: ['paradas', indice, 'id'],
          message: ROTEIRIZADOR_SCHEMA_MESSAGES.idRepetido(parada.id),
        });
      vistos.add(parada.id);
    });
  });
export type TPlanejarRotasBody = z.infer<typeof ZPlanejarRotasBody>;
export type TPlanejarRotasBodyInput = z.input<typeof ZPlanejarRotasBody>;

function intervaloEmMinutos(
  intervalo: { inicio: string; fim: string } | undefined,
): TJanelaMinutos | undefined {
  if (!intervalo) return undefined;
  return { inicio: horaParaMinutos(intervalo.inicio) ?? 0, fim: horaParaMinutos(intervalo.fim) ?? 0 };
}

/** The validated request as the planner's input ('HH:mm' → minutes of the day). */
export function paraEntradaRoteirizacao(body: TPlanejarRotasBody): TEntradaRoteirizacao {
  return {
    deposito: body.deposito,
    paradas: body.paradas.map(({ janela, ...parada }) => ({ ...parada, janela: intervaloEmMinutos(janela) })),
    veiculos: body.veiculos.map(({ jornada, ...veiculo }) => ({
      ...veiculo,
      jornada: intervaloEmMinutos(jornada),
    })),
    retornarAoDeposito: body.retornarAoDeposito,
    velocidadeMediaKmH: body.velocidadeMediaKmH,
  };
}

// ---------------------------------------------------------------------------------------------- answers

/** A stop of a planned route: minutes of the day (rounded), metres. */
export const ZParadaPlanejada = z.object({
  id: z.string(),
  /** 1-based. */
  ordem: z.number().int(),
  chegadaMin: z.number().int(),
  esperaMin: z.number().int(),
  partidaMin: z.number().int(),
  distanciaAcumuladaM: z.number().int(),
  foraDaJanela: z.boolean(),
});

export const ZRotaPlanejada = z.object({
  /** Index in the request's `veiculos`. */
  veiculoIndice: z.number().int(),
  veiculoNome: z.string().nullable(),
  paradas: z.array(ZParadaPlanejada),
  distanciaM: z.number().int(),
  duracaoMin: z.number().int(),
  saidaMin: z.number().int(),
  terminoMin: z.number().int(),
  pesoKg: z.number(),
  cubagemM3: z.number(),
  /** 0..1; null = the vehicle has no such capacity. */
  ocupacaoPeso: z.number().nullable(),
  ocupacaoCubagem: z.number().nullable(),
});

export const ZParadaNaoAtendida = z.object({ id: z.string(), motivo: z.string() });

/** The answer of POST /api/formacao/roteirizador/planejar (planejarRotas' result). */
export const ZPlanoRotasResponse = z.object({
  rotas: z.array(ZRotaPlanejada),
  naoAtendidas: z.array(ZParadaNaoAtendida),
  distanciaTotalM: z.number().int(),
  algoritmo: z.enum([AlgoritmoRoteirizacao.VizinhoMaisProximo, AlgoritmoRoteirizacao.ClarkeWright]),
  /** Road distance ÷ straight line of the estimate; null with an explicit matrix. */
  fatorDesvio: z.number().nullable(),
  velocidadeMediaKmH: z.number(),
}) satisfies z.ZodType<TPlanoRotas>;
export type TPlanoRotasResponse = z.infer<typeof ZPlanoRotasResponse>;

// ----------------------------------------------------------------------------------------- saved plans

export const PLANO_ROTA_MESSAGES = {
  salvo: 'Plano de rota salvo com sucesso!',
  salvoNaMinuta: (numero: number) =>
    `Plano de rota salvo: a ordem dos pedidos da minuta ${numero} segue a rota e será a da carga.`,
  umaRotaParaMinuta: 'Para aplicar o plano a uma minuta, roteirize com um só veículo.',
} as const;

/** POST /api/formacao/roteirizador/planos: the request and the answer as planned (re-checked by the server). */
export const ZPlanoRotaSalvar = z.object({
  nome: zRequiredString('Nome do plano', { max: 120 }),
  minutaId: z
    .guid({ error: MESSAGES.invalidFormat })
    .transform((id) => id.toLowerCase())
    .nullish()
    .transform((id) => id ?? null),
  entrada: ZPlanejarRotasBody,
  resultado: ZPlanoRotasResponse,
});
export type TPlanoRotaSalvar = z.infer<typeof ZPlanoRotaSalvar>;
export type TPlanoRotaSalvarInput = z.input<typeof ZPlanoRotaSalvar>;

/** A saved plan in the list. */
export const ZPlanoRotaResumo = z.object({
  id: z.string(),
  nome: z.string(),
  minutaId: z.string().nullable(),
  minutaNumero: z.number().int().nullable(),
  distanciaM: z.number().int(),
  paradas: z.number().int(),
  veiculos: z.number().int(),
  criadoEm: z.string(),
  usuarioNome: z.string().nullable(),
});
export type TPlanoRotaResumo = z.infer<typeof ZPlanoRotaResumo>;
export const ZPlanosRota = z.object({ items: z.array(ZPlanoRotaResumo) });

/** A saved plan with what was sent and answered. */
export const ZPlanoRota = ZPlanoRotaResumo.extend({
  entrada: ZPlanejarRotasBody,
  resultado: ZPlanoRotasResponse,
});
export type TPlanoRota = z.infer<typeof ZPlanoRota>;
export const ZPlanoRotaSalvo = z.object({ message: z.string(), plano: ZPlanoRota });
