import { z } from 'zod';
import { zGuid } from '../../shared/ids';
import { zDateTime } from '../../shared/zod-fields';

/**
 * The follow-up calls under /api/carga-mongo (02 §2 "Follow-up", §3 "Delivery", §7):
 * - PATCH /carga-mongo/{id}/rotas/{rotaId}/realizado (ours: the spec shows no call) registers a route
 *   point's event as done (acompanhamento.rules.ts); answers like every load action
 *   (ZCargaAcaoResponse: message, the load as the caller sees it, the ids changed);
 * - GET /carga-mongo/{id}/entregas → the load's deliveries (hirings), fields verbatim from 02 §3.
 */

export const ZRegistrarRealizadoParams = z.object({
  id: zGuid(),
  rotaId: zGuid(),
});
export type TRegistrarRealizadoParams = z.infer<typeof ZRegistrarRealizadoParams>;

/** The instant the event happened (ISO with offset); not after now, not before the previous point's. */
export const ZRegistrarRealizadoBody = z.object({ dhRealizada: zDateTime('Data de realização') });
export type TRegistrarRealizadoBody = z.infer<typeof ZRegistrarRealizadoBody>;

/**
 * Delivery (02 §3, verbatim): one per offer the carrier accepted or was hired through.
 * - dhCarga: the load's collection date (its date on the board);
 * - valorAcordado: the value agreed in the offer (its proposed value);
 * - valorTotalCte: the total of the transport documents (CT-e) of the delivery, null until freight audit
 *   records them;
 * - situacao: the offer's situacao (2 aceita, 3 contratada; SituacaoOfertaCarga).
 * Money as decimal strings.
 */
export const ZCargaEntrega = z.object({
  id: z.string(),
  cargaId: z.string(),
  cargaCodigo: z.number().int(),
  dhCarga: z.string().nullable(),
  valorAcordado: z.string().nullable(),
  valorTotalCte: z.string().nullable(),
  situacao: z.number().int(),
  nomeTransportadora: z.string(),
});
export type TCargaEntrega = z.infer<typeof ZCargaEntrega>;
export const ZCargaEntregas = z.array(ZCargaEntrega);
