import { z } from 'zod';
import { zGuid } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import { ZCargaDocumento } from '../detalhes/detalhes.schemas';
import { ROMANEIO_MESSAGES } from './romaneio.messages';

/**
 * The load manifest (romaneio, 02 §2 "Generate manifest", "Generate manifest without items", "Generate
 * PDF"; 02 §7 `GET /carga-mongo/{id}/romaneio-detalhes`):
 * - GET /carga-mongo/{id}/romaneio-detalhes → ZRomaneioDetalhes: the load's header, its route points, its
 *   documents with their items, and the totals (`totaisDoRomaneio`). The same visibility as
 *   GET /carga-mongo/{id}: a load the caller may not see answers 404;
 * - GET /carga-mongo/romaneio-unificado?cargaIds=a,b,c (our path; the spec names the page only) →
 *   ZRomaneioUnificado: the manifests of up to ROMANEIO_UNIFICADO_MAX loads and their grand totals; every
 *   id must be visible to the caller, otherwise 404.
 * Money, weights and volumes are decimal strings (ARCHITECTURE.md "Money and measures"); dates are ISO
 * instants; the web formats them (formatBRL, formatWeight, formatVolume, formatDateTime).
 */

/** At most this many loads in one unified manifest. */
export const ROMANEIO_UNIFICADO_MAX = 50;

/** A company as the manifest prints it: name and CNPJ/CPF digits (formatDocumento). */
export const ZRomaneioEmpresa = z.object({
  nome: z.string(),
  documento: z.string().nullable(),
});
export type TRomaneioEmpresa = z.infer<typeof ZRomaneioEmpresa>;

/** A route point: rota 1 origem, 2 parada, 3 destino final, in route order. */
export const ZRomaneioRotaPonto = z.object({
  ordem: z.number().int(),
  rota: z.number().int(),
  empresa: ZRomaneioEmpresa.nullable(),
  /** The company's street address (logradouro, número, bairro), when the point names a company. */
  endereco: z.string().nullable(),
  /** Free-text place of the point (site, dock, address line). */
  localidade: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  dhPrevista: z.string().nullable(),
  dhFimPrevista: z.string().nullable(),
  dhRealizada: z.string().nullable(),
});
export type TRomaneioRotaPonto = z.infer<typeof ZRomaneioRotaPonto>;

/** An item of a document: quantity (decimal), unit weight in kg, the item's value in BRL. */
export const ZRomaneioDocumentoItem = z.object({
  id: z.string(),
  ordem: z.number().int(),
  codigo: z.string().nullable(),
  descricao: z.string(),
  quantidade: z.string(),
  peso: z.string().nullable(),
  valor: z.string().nullable(),
});
export type TRomaneioDocumentoItem = z.infer<typeof ZRomaneioDocumentoItem>;

/** A load document (02 §3 "Load document") with its items. */
export const ZRomaneioDocumento = ZCargaDocumento.extend({ itens: z.array(ZRomaneioDocumentoItem) });
export type TRomaneioDocumento = z.infer<typeof ZRomaneioDocumento>;

/**
 * Totals of the documents (`totaisDoRomaneio`): weight in kg (scale 3), volume in `volumeUnidade`
 * (5 litres, 7 m³; scale 3), value in BRL (scale 2), the packages (sum of the documents' quantities), the
 * number of documents and of items.
 */
export const ZRomaneioTotais = z.object({
  peso: z.string(),
  volume: z.string(),
  volumeUnidade: z.number().int(),
  valor: z.string(),
  quantidade: z.number().int(),
  documentos: z.number().int(),
  itens: z.number().int(),
});
export type TRomaneioTotais = z.infer<typeof ZRomaneioTotais>;

/**
 * The manifest of one load. `embarcador` is the load's company (the tenant); `transportadora`, `veiculo`
 * and `motorista` are the hired carrier's and are given only to the load's company and to the carrier
 * hired (as on the board card); null otherwise or when not allocated yet.
 * `peso`, `volume`, `valorCarga`, `quantidade` are the load's declared figures; `totais` are computed
 * from its documents.
 */
export const ZRomaneioDetalhes = z.object({
  id: z.string(),
  codigo: z.number().int(),
  codigoIdentificador: z.string().nullable(),
  situacao: z.number().int(),
  tipoFrete: z.number().int(),
  modalidade: z.number().int().nullable(),
  caracteristica: z.string().nullable(),
  unidadeNegocio: z.object({ id: z.string(), nome: z.string() }),
  embarcador: ZRomaneioEmpresa,
  transportadora: ZRomaneioEmpresa.nullable(),
  veiculo: z
    .object({
      placa: z.string(),
      /** Plates of the trailers allocated with the vehicle. */
      equipamentos: z.array(z.string()),
    })
    .nullable(),
  motorista: z
    .object({ nome: z.string(), documento: z.string().nullable(), telefone: z.string().nullable() })
    .nullable(),
  contato: z
    .object({ nome: z.string().nullable(), telefone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  dhPublicacao: z.string().nullable(),
  dhColeta: z.string().nullable(),
  dhEntrega: z.string().nullable(),
  dhFinalizacao: z.string().nullable(),
  criadoEm: z.string(),
  peso: z.string().nullable(),
  volume: z.string().nullable(),
  volumeUnidade: z.number().int(),
  valorCarga: z.string().nullable(),
  /** The freight value (cargas.valor_frete): the load PDF shows it, the manifest does not. */
  valorFrete: z.string().nullable(),
  quantidade: z.number().int().nullable(),
  acondicionamento: z.string().nullable(),
  /** metres */
  distancia: z.number().int().nullable(),
  rotas: z.array(ZRomaneioRotaPonto),
  documentos: z.array(ZRomaneioDocumento),
  totais: ZRomaneioTotais,
  /** When the manifest was generated (server time). */
  emitidoEm: z.string(),
});
export type TRomaneioDetalhes = z.infer<typeof ZRomaneioDetalhes>;

/** The unified manifest: one manifest per load, in the order asked, and the grand totals. */
export const ZRomaneioUnificado = z.object({
  romaneios: z.array(ZRomaneioDetalhes),
  totais: ZRomaneioTotais,
  emitidoEm: z.string(),
});
export type TRomaneioUnificado = z.infer<typeof ZRomaneioUnificado>;

const zCargaId = zGuid(MESSAGES.invalidFormat);

/**
 * `?cargaIds=a,b,c` (or the parameter repeated): 1 to ROMANEIO_UNIFICADO_MAX load ids; repeated ids are
 * kept once, in their first position.
 */
export const ZRomaneioUnificadoQuery = z.object({
  cargaIds: z.preprocess(
    (value) => {
      if (value === undefined || value === '') return [];
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      const ids = parts.map((part) => part.trim().toLowerCase()).filter((part) => part.length > 0);
      return [...new Set(ids)];
    },
    z
      .array(zCargaId)
      .min(1, { error: ROMANEIO_MESSAGES.cargaIdsObrigatorio })
      .max(ROMANEIO_UNIFICADO_MAX, { error: ROMANEIO_MESSAGES.maxCargas(ROMANEIO_UNIFICADO_MAX) }),
  ),
});
export type TRomaneioUnificadoQuery = z.infer<typeof ZRomaneioUnificadoQuery>;
