import { z } from 'zod';
import { diasEntre } from '../../cargas/modelos/modelos.rules';
import { MESSAGES, requiredMessage } from '../../shared/messages';
import { zDateTime } from '../../shared/zod-fields';
import {
  AGENDA_MESSAGES,
  AGENDA_PERIODO_MAX_DIAS,
  AGENDA_VEICULOS_POR_PAGINA,
  AGENDA_VEICULOS_POR_PAGINA_MAX,
  eIndisponibilidade,
  validarPeriodoIndisponibilidade,
} from './agenda.rules';

/**
 * The fleet agenda (issue 18; the spec shows the screen, not the calls):
 * - GET /api/frota/agenda?inicio&fim&placa&page&pageSize — the company's vehicles (paged, by plate), each
 *   with its timeline over the São Paulo days inicio..fim (at most 31);
 * - POST /api/frota/agenda/indisponibilidades, PUT/DELETE …/{id} — a vehicle's unavailability.
 */

const zDia = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.invalidDate })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: MESSAGES.invalidDate });

export const ZAgendaQuery = z
  .object({
    inicio: zDia('Início'),
    fim: zDia('Fim'),
    /** Part of a plate (the hyphen ignored). */
    placa: z.string().trim().max(8, { error: MESSAGES.invalidValue }).optional(),
    page: z.coerce.number({ error: MESSAGES.invalidValue }).int().min(1).default(1),
    pageSize: z.coerce
      .number({ error: MESSAGES.invalidValue })
      .int()
      .min(1)
      .max(AGENDA_VEICULOS_POR_PAGINA_MAX)
      .default(AGENDA_VEICULOS_POR_PAGINA),
  })
  .superRefine((query, ctx) => {
    const dias = diasEntre(query.inicio, query.fim);
    if (Number.isNaN(dias)) return;
    if (dias < 0) ctx.addIssue({ code: 'custom', path: ['fim'], message: AGENDA_MESSAGES.fimAntesDoInicio });
    else if (dias + 1 > AGENDA_PERIODO_MAX_DIAS) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: AGENDA_MESSAGES.periodoLongo });
    }
  });
export type TAgendaQuery = z.infer<typeof ZAgendaQuery>;

export const TipoItemAgenda = {
  Carga: 'carga',
  Retorno: 'retorno',
  Indisponibilidade: 'indisponibilidade',
} as const;

/** One bar of a vehicle's timeline. Instants ISO; a load without a date has that end open (null). */
export const ZItemAgenda = z.object({
  /** The load's id (carga), the activity's id (retorno, indisponibilidade). */
  id: z.string(),
  tipo: z.enum([TipoItemAgenda.Carga, TipoItemAgenda.Retorno, TipoItemAgenda.Indisponibilidade]),
  /** TipoAtividadeVeiculo of an activity; null for a load. */
  tipoAtividade: z.number().int().nullable(),
  cargaId: z.string().nullable(),
  cargaCodigo: z.number().int().nullable(),
  /** A load: the vehicle carries it as the vehicle or as equipment (trailer). */
  equipamento: z.boolean(),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  /** pt-BR text of the bar: 'Carga 1042 — Campinas/SP → Recife/PE', 'Manutenção'… */
  descricao: z.string(),
  observacao: z.string().nullable(),
  /** Overlaps another item of the same vehicle. */
  sobreposto: z.boolean(),
});
export type TItemAgenda = z.infer<typeof ZItemAgenda>;

export const ZVeiculoAgenda = z.object({
  id: z.string(),
  placa: z.string(),
  tipoVeiculo: z.string().nullable(),
  frota: z.boolean(),
  itens: z.array(ZItemAgenda),
});
export type TVeiculoAgenda = z.infer<typeof ZVeiculoAgenda>;

export const ZAgenda = z.object({
  /** The period read: first instant and the instant after the last day (São Paulo). */
  inicio: z.string(),
  fim: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Vehicles matching the filter (all pages). */
  total: z.number().int(),
  veiculos: z.array(ZVeiculoAgenda),
});
export type TAgenda = z.infer<typeof ZAgenda>;

export const ZIndisponibilidadeParams = z.object({ id: z.guid({ error: MESSAGES.invalidFormat }) });

const OBSERVACAO_MAX = 500;

export const ZIndisponibilidadeBody = z
  .object({
    veiculoId: z.guid({ error: requiredMessage('Veículo') }),
    tipo: z
      .number({ error: AGENDA_MESSAGES.tipoIndisponibilidade })
      .int()
      .refine(eIndisponibilidade, { error: AGENDA_MESSAGES.tipoIndisponibilidade }),
    dhInicio: zDateTime('Data de início', 'f'),
    dhFim: zDateTime('Data de fim', 'f'),
    observacao: z
      .string({ error: MESSAGES.invalidFormat })
      .trim()
      .max(OBSERVACAO_MAX, { error: `Informe no máximo ${OBSERVACAO_MAX} caracteres.` })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if (!(body.dhInicio instanceof Date) || !(body.dhFim instanceof Date)) return;
    const erro = validarPeriodoIndisponibilidade(body.dhInicio, body.dhFim);
    if (erro) ctx.addIssue({ code: 'custom', path: ['dhFim'], message: erro });
  });
export type TIndisponibilidadeBody = z.input<typeof ZIndisponibilidadeBody>;
export type TIndisponibilidade = z.output<typeof ZIndisponibilidadeBody>;

export const ZIndisponibilidadeResponse = z.object({
  id: z.string(),
  veiculoId: z.string(),
  tipo: z.number().int(),
  dhInicio: z.string(),
  dhFim: z.string(),
  observacao: z.string().nullable(),
  message: z.string(),
});
export type TIndisponibilidadeResponse = z.infer<typeof ZIndisponibilidadeResponse>;
