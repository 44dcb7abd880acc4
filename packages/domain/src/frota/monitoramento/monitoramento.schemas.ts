import { z } from 'zod';
import { zQueryBoolean } from '../../empresas/empresas.schemas';
import { zGuid } from '../../shared/ids';
import { MESSAGES, requiredMessage, successMessage } from '../../shared/messages';
import { isValidPlate, normalizePlate } from '../../shared/plates';
import { formatZodIssuesByField } from '../../shared/validation-messages';
import { POSICOES_RETENCAO_DIAS } from '../frota.enums';

/**
 * The monitoring map and position ingestion (issue 18; the spec shows only the map's vehicle, 02 §3
 * "Vehicle on map": localizacao (latitude, longitude, dhPosicao), tipoVeiculo, tipoCarroceria, placa,
 * motorista, emUso). Ours:
 * - GET /api/frota/monitoramento (session, module Frota): the company's vehicles with their latest position;
 * - POST /api/frota/posicoes (an integration token, not a session): one position or a batch;
 * - /api/frota/integracao/tokens (administrators): create (shown once), list, revoke the tokens.
 */

/** At most this many positions in one POST (a tracker gateway sends its buffer in batches). */
export const POSICOES_LOTE_MAX = 1000;
/** A position may be this far ahead of the server's clock (devices' clocks drift); more is refused. */
export const POSICAO_FUTURO_TOLERANCIA_MS = 5 * 60 * 1000;
/** The recognisable start of every integration token (secret scanners and people spot it). */
export const TOKEN_INTEGRACAO_PREFIXO = 'emb_pos_';
/** Characters of the token kept in clear (`prefixo`) so a list can tell tokens apart. */
export const TOKEN_INTEGRACAO_PREFIXO_VISIVEL = 12;
export const NOME_TOKEN_MAX = 80;

export const MONITORAMENTO_MESSAGES = {
  tokenInvalido: 'Token de integração inválido ou revogado.',
  veiculoIdentificacao: 'Informe a placa, o id do veículo ou o dispositivo do rastreador.',
  veiculoNaoEncontrado: (identificacao: string) => `Veículo não encontrado: ${identificacao}.`,
  dataNoFuturo: 'A data da posição está no futuro.',
  dataAntigaDemais: `A data da posição é anterior ao período guardado (${POSICOES_RETENCAO_DIAS} dias).`,
  loteVazio: 'Informe ao menos uma posição.',
  loteGrande: `Envie no máximo ${POSICOES_LOTE_MAX} posições por vez.`,
  tokenCriado: successMessage('created', 'Token de integração'),
  tokenRevogado: 'Token de integração revogado com sucesso!',
} as const;

// ---- Ingestion ----

const zCoordenada = (label: string, limite: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? requiredMessage(label, 'f') : MESSAGES.invalidFormat),
    })
    .min(-limite, { error: `${label} deve estar entre -${limite} e ${limite}.` })
    .max(limite, { error: `${label} deve estar entre -${limite} e ${limite}.` });

/** One position: the vehicle by plate (old or Mercosul format), id or tracker device id. */
export const ZPosicaoEntrada = z
  .object({
    placa: z
      .string({ error: MESSAGES.invalidFormat })
      .refine(isValidPlate, { error: 'Placa inválida.' })
      .transform(normalizePlate)
      .optional(),
    veiculoId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
    dispositivo: z.string({ error: MESSAGES.invalidFormat }).trim().min(1).max(60).optional(),
    latitude: zCoordenada('Latitude', 90),
    longitude: zCoordenada('Longitude', 180),
    dhPosicao: z.iso.datetime({ offset: true, error: 'Data inválida (use ISO 8601 com fuso).' }),
    velocidadeKmh: z.number({ error: MESSAGES.invalidFormat }).min(0).max(400).nullable().optional(),
  })
  .strict()
  .refine((p) => Boolean(p.placa || p.veiculoId || p.dispositivo), {
    error: MONITORAMENTO_MESSAGES.veiculoIdentificacao,
    path: ['placa'],
  });
export type TPosicaoEntrada = z.infer<typeof ZPosicaoEntrada>;

export const ZLotePosicoesEntrada = z
  .object({
    posicoes: z
      .array(ZPosicaoEntrada)
      .min(1, { error: MONITORAMENTO_MESSAGES.loteVazio })
      .max(POSICOES_LOTE_MAX, { error: MONITORAMENTO_MESSAGES.loteGrande }),
  })
  .strict();

/** The body POST /api/frota/posicoes accepts: one position, or `{ posicoes: [...] }`. */
export const ZPosicoesEntrada = z.union([ZLotePosicoesEntrada, ZPosicaoEntrada]);

export const ZPosicoesRegistradas = z.object({ registradas: z.number().int() });
export type TPosicoesRegistradas = z.infer<typeof ZPosicoesRegistradas>;

/** A validated position, as the write takes it. */
export interface PosicaoValidada {
  placa?: string;
  veiculoId?: string;
  dispositivo?: string;
  latitude: number;
  longitude: number;
  dhPosicao: Date;
  velocidadeKmh: number | null;
}

/** `posicoes.3.latitude` → `posicoes[3].latitude` (how a person reads a batch's field). */
function caminho(path: readonly PropertyKey[]): string {
  return path.reduce<string>((texto, parte) => {
    if (typeof parte === 'number' || /^\d+$/.test(String(parte))) return `${texto}[${String(parte)}]`;
    return texto ? `${texto}.${String(parte)}` : String(parte);
  }, '');
}

export type ResultadoValidacaoPosicoes =
  | { ok: true; posicoes: PosicaoValidada[]; lote: boolean }
  | { ok: false; erros: { campo: string; mensagem: string }[] };

/**
 * Validates an ingestion body (one position or a batch) at `agora`: types, coordinates, a date at most
 * POSICAO_FUTURO_TOLERANCIA_MS ahead and not older than the retention. Every message names its field with
 * the position's index (`posicoes[3].latitude: Latitude deve estar entre -90 e 90.`).
 */
export function validarPosicoes(
  corpo: unknown,
  agora: Date = new Date(),
  retencaoDias: number = POSICOES_RETENCAO_DIAS,
): ResultadoValidacaoPosicoes {
  const lote = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) && 'posicoes' in corpo;
  const limiteFuturo = agora.getTime() + POSICAO_FUTURO_TOLERANCIA_MS;
  const limitePassado = agora.getTime() - retencaoDias * 24 * 60 * 60 * 1000;
  const comDatas = (schema: typeof ZPosicaoEntrada) =>
    schema.superRefine((p, ctx) => {
      const instante = new Date(p.dhPosicao).getTime();
      if (instante > limiteFuturo) {
        ctx.addIssue({ code: 'custom', message: MONITORAMENTO_MESSAGES.dataNoFuturo, path: ['dhPosicao'] });
      } else if (instante < limitePassado) {
        ctx.addIssue({
          code: 'custom',
          message: MONITORAMENTO_MESSAGES.dataAntigaDemais,
          path: ['dhPosicao'],
        });
      }
    });
  const schema = lote
    ? z
        .object({
          posicoes: z
            .array(comDatas(ZPosicaoEntrada))
            .min(1, { error: MONITORAMENTO_MESSAGES.loteVazio })
            .max(POSICOES_LOTE_MAX, { error: MONITORAMENTO_MESSAGES.loteGrande }),
        })
        .strict()
        .transform((body) => body.posicoes)
    : comDatas(ZPosicaoEntrada).transform((p) => [p]);
  const result = schema.safeParse(corpo ?? {});
  if (result.success) {
    return {
      ok: true,
      lote,
      posicoes: result.data.map((p) => ({
        ...(p.placa ? { placa: p.placa } : {}),
        ...(p.veiculoId ? { veiculoId: p.veiculoId.toLowerCase() } : {}),
        ...(p.dispositivo ? { dispositivo: p.dispositivo } : {}),
        latitude: p.latitude,
        longitude: p.longitude,
        dhPosicao: new Date(p.dhPosicao),
        velocidadeKmh: p.velocidadeKmh ?? null,
      })),
    };
  }
  const labels: Record<string, string> = { '': 'Corpo da requisição' };
  for (const issue of result.error.issues) {
    const chave = issue.path.map(String).join('.');
    if (chave) labels[chave] = caminho(issue.path);
  }
  const erros = formatZodIssuesByField(result.error.issues, labels).map(({ campo, mensagem }) => ({
    campo: campo ? caminho(campo.split('.')) : '',
    mensagem,
  }));
  return { ok: false, erros };
}

// ---- The map ----

export const ZMonitoramentoQuery = z.object({
  emUso: zQueryBoolean.optional(),
  /** The vehicle type's value (`tipos.valor` of kind 1). */
  tipoVeiculo: z.coerce.number({ error: MESSAGES.invalidFormat }).int().positive().optional(),
  /** Vehicles on an in-progress load of this business unit. */
  unidadeNegocioId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
  /** Part of the plate, either format (hyphen and case ignored). */
  placa: z.string().trim().max(8).optional(),
});
export type TMonitoramentoQuery = z.infer<typeof ZMonitoramentoQuery>;

export const ZVeiculoNoMapa = z.object({
  id: z.guid(),
  placa: z.string(),
  tipoVeiculoValor: z.number().int().nullable(),
  tipoVeiculo: z.string().nullable(),
  tipoCarroceria: z.string().nullable(),
  /** The latest position; null when none was ever received. */
  localizacao: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      dhPosicao: z.string(),
      velocidadeKmh: z.number().nullable(),
      origem: z.number().int(),
    })
    .nullable(),
  /** The in-progress load's driver, else the driver who sent the position. */
  motorista: z.string().nullable(),
  emUso: z.boolean(),
  /** The caller's in-progress load carrying the vehicle (in the request's business units). */
  carga: z
    .object({
      id: z.guid(),
      codigo: z.number().int(),
      unidadeNegocioId: z.guid().nullable(),
      unidadeNegocio: z.string().nullable(),
    })
    .nullable(),
});
export type TVeiculoNoMapa = z.infer<typeof ZVeiculoNoMapa>;

export const ZMonitoramento = z.object({
  veiculos: z.array(ZVeiculoNoMapa),
  /** The vehicle types of the company's fleet, for the filter. */
  tiposVeiculo: z.array(z.object({ valor: z.number().int(), texto: z.string() })),
  /** When the server read the map (staleness is measured from it). */
  geradoEm: z.string(),
});
export type TMonitoramento = z.infer<typeof ZMonitoramento>;

// ---- Integration tokens ----

export const ZTokenIntegracaoInput = z
  .object({
    nome: z
      .string({ error: requiredMessage('Nome') })
      .trim()
      .min(1, { error: requiredMessage('Nome') })
      .max(NOME_TOKEN_MAX),
  })
  .strict();
export type TTokenIntegracaoInput = z.infer<typeof ZTokenIntegracaoInput>;

export const ZTokenIntegracao = z.object({
  id: z.guid(),
  nome: z.string(),
  prefixo: z.string(),
  criadoPor: z.string().nullable(),
  createdAt: z.string(),
  ultimoUsoEm: z.string().nullable(),
  revogadoEm: z.string().nullable(),
});
export type TTokenIntegracao = z.infer<typeof ZTokenIntegracao>;
export const ZTokenIntegracaoList = z.array(ZTokenIntegracao);

/** The answer of the creation: the only time the whole token is shown. */
export const ZTokenIntegracaoCriado = ZTokenIntegracao.extend({ token: z.string(), message: z.string() });
export type TTokenIntegracaoCriado = z.infer<typeof ZTokenIntegracaoCriado>;

export const ZTokenIntegracaoParams = z.object({ id: zGuid() });
