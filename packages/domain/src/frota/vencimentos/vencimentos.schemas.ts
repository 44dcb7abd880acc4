import { z } from 'zod';
import { DIAS_AVISO_VENCIMENTO_MAX, DIAS_AVISO_VENCIMENTO_MIN, TipoAlertaFrota } from './vencimentos.rules';

const diasMessage = `Informe um número de dias entre ${DIAS_AVISO_VENCIMENTO_MIN} e ${DIAS_AVISO_VENCIMENTO_MAX}.`;

/** The owner preference `DiasAvisoVencimento`: whole days, 1–365 (its catalogue entry). */
export const ZDiasAvisoVencimento = z
  .number({ error: diasMessage })
  .int({ error: diasMessage })
  .min(DIAS_AVISO_VENCIMENTO_MIN, { error: diasMessage })
  .max(DIAS_AVISO_VENCIMENTO_MAX, { error: diasMessage });

/** An alert on a selector row (GET /api/frota/veiculos, /motoristas). `validade` YYYY-MM-DD. */
export const ZAlertaFrota = z.object({
  tipo: z.enum([
    TipoAlertaFrota.CnhVencida,
    TipoAlertaFrota.CnhAVencer,
    TipoAlertaFrota.DocumentoVencido,
    TipoAlertaFrota.DocumentoAVencer,
  ]),
  mensagem: z.string(),
  validade: z.string(),
  /** Negative when expired. */
  diasRestantes: z.number().int(),
});
export type TAlertaFrota = z.infer<typeof ZAlertaFrota>;

/** GET /api/frota/vencimentos?dias= (default: the owner preference). */
export const ZVencimentosQuery = z.object({
  dias: z.coerce
    .number({ error: diasMessage })
    .int({ error: diasMessage })
    .min(DIAS_AVISO_VENCIMENTO_MIN, { error: diasMessage })
    .max(DIAS_AVISO_VENCIMENTO_MAX, { error: diasMessage })
    .optional(),
});
export type TVencimentosQuery = z.infer<typeof ZVencimentosQuery>;

export const ZVencimento = z.object({
  /** 'motorista' (its CNH) or 'veiculo' (one of its documents). */
  origem: z.enum(['motorista', 'veiculo']),
  /** The driver's or the vehicle's id (the record the list links to). */
  registroId: z.string(),
  /** The driver's name or the vehicle's plate (normalised). */
  nome: z.string(),
  /** 'CNH', 'CRLV', 'RNTRC (ANTT)'… */
  documento: z.string(),
  /** The document's number, when registered. */
  numero: z.string().nullable(),
  validade: z.string(),
  diasRestantes: z.number().int(),
  vencido: z.boolean(),
});
export type TVencimento = z.infer<typeof ZVencimento>;

export const ZVencimentosList = z.object({
  dias: z.number().int(),
  /** Today in São Paulo (YYYY-MM-DD). */
  hoje: z.string(),
  items: z.array(ZVencimento),
});
export type TVencimentosList = z.infer<typeof ZVencimentosList>;
