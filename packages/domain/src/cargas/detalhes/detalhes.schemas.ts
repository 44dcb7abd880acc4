import { z } from 'zod';
import { zGuid } from '../../shared/ids';
import { ZCargaQuadroCard } from '../quadro/quadro.schemas';

/**
 * Load reads under `/api/carga-mongo` (02 §7 "Load calls"), session-authenticated (no API key):
 * - GET /carga-mongo/{id} → the board card plus its documents (the board's live re-fetch and the card's
 *   documents popover). A load the viewer may not see — another tenant's, out of the unit scope, a
 *   carrier's load not directed to it, or off the board (cancelled, deactivated) — answers 404;
 * - GET /carga-mongo/{id}/details → the details drawer: every route point, the carriers it was offered to,
 *   the commercial fields;
 * - GET /carga-mongo/{id}/historico → the history entries, newest first (our path; the spec lists the
 *   'Histórico' sub-page without its call).
 */

/** A load document (02 §3 "Load document"); unit weight in kg, unit volume in the load's volumeUnidade. */
export const ZCargaDocumento = z.object({
  id: z.string(),
  codigo: z.string().nullable(),
  /** The shipment code when the document came from a shipment (cross-docking); null otherwise. */
  remessaCodigo: z.string().nullable(),
  descricao: z.string().nullable(),
  numero: z.string().nullable(),
  quantidade: z.number().int().nullable(),
  tipoAcondicionamento: z.string().nullable(),
  peso: z.string().nullable(),
  cubagem: z.string().nullable(),
  valor: z.string().nullable(),
  comprimento: z.string().nullable(),
  largura: z.string().nullable(),
  altura: z.string().nullable(),
  numeroNf: z.string().nullable(),
  chaveNf: z.string().nullable(),
});
export type TCargaDocumento = z.infer<typeof ZCargaDocumento>;

export const ZCargaMongo = ZCargaQuadroCard.extend({ documentos: z.array(ZCargaDocumento) });
export type TCargaMongo = z.infer<typeof ZCargaMongo>;

/** A route point: rota 1 origem, 2 parada, 3 destino final; ordem from 1 along the route. */
export const ZCargaRotaPonto = z.object({
  id: z.string(),
  ordem: z.number().int(),
  rota: z.number().int(),
  empresa: z.object({ id: z.string(), nome: z.string(), documento: z.string().nullable() }).nullable(),
  localidade: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  dhPrevista: z.string().nullable(),
  dhRealizada: z.string().nullable(),
});
export type TCargaRotaPonto = z.infer<typeof ZCargaRotaPonto>;

/**
 * A carrier the load was offered or directed to (tipo 1 restrita, 2 direcionada; situacao 1..5, see
 * SituacaoOfertaCarga): when it was offered (criadoEm) and when the offer last changed (atualizadoEm).
 */
export const ZCargaTransportadora = z.object({
  ofertaId: z.string(),
  empresaId: z.string(),
  nome: z.string(),
  documento: z.string().nullable(),
  tipo: z.number().int(),
  situacao: z.number().int(),
  valorProposto: z.string().nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type TCargaTransportadora = z.infer<typeof ZCargaTransportadora>;

export const ZCargaDetails = ZCargaMongo.extend({
  unidadeNegocio: z.object({ id: z.string(), nome: z.string() }),
  modalidade: z.number().int().nullable(),
  tipoTarifa: z.number().int().nullable(),
  valorTotalFrete: z.string().nullable(),
  impostoSuspenso: z.boolean(),
  acondicionamento: z.string().nullable(),
  /** metres */
  distancia: z.number().int().nullable(),
  /** minutes */
  tempo: z.number().int().nullable(),
  motivoDesativacao: z.number().int().nullable(),
  dhFinalizacao: z.string().nullable(),
  criadoEm: z.string(),
  criadoPor: z.string().nullable(),
  rotas: z.array(ZCargaRotaPonto),
  /** A carrier viewer gets its own offers only (it never sees the shipper's other carriers). */
  transportadoras: z.array(ZCargaTransportadora),
});
export type TCargaDetails = z.infer<typeof ZCargaDetails>;

export const ZCargaHistoricoItem = z.object({
  id: z.string(),
  acao: z.string(),
  descricao: z.string(),
  usuario: z.string().nullable(),
  criadoEm: z.string(),
});
export const ZCargaHistorico = z.array(ZCargaHistoricoItem);
export type TCargaHistoricoItem = z.infer<typeof ZCargaHistoricoItem>;

export const ZCargaIdParams = z.object({ id: zGuid() });

/** PUT /carga-mongo/{id}/etapa/{etapaId}: moves the load to a stage of its own board group. */
export const ZMoverEtapaParams = z.object({
  id: zGuid(),
  etapaId: zGuid(),
});
