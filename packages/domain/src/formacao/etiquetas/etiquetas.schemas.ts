import { z } from 'zod';
import { zGuid } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';

/**
 * Volume labels (etiquetas) of the load formation: one label per volume of the chosen orders (pedidos),
 * with sender, recipient, NF, volume n/N, weight, a Code128 barcode and a QR code (etiquetas.rules.ts).
 * - POST /api/formacao/etiquetas/impressao ← ZImprimirEtiquetas → ZEtiquetasImpressao: the labels of the
 *   orders asked and of the orders of the loads asked, and the id of the print record (history);
 * - the history of prints → ZHistoricoEtiquetas.
 * The web renders the labels as PDF (100 × 150 mm thermal or A4, four per sheet) or as ZPL for Zebra
 * printers.
 */

/** How the labels are printed. */
export const FormatoEtiqueta = { Termica100x150: 'pdf-100x150', A4: 'pdf-a4', Zpl: 'zpl' } as const;
export type TFormatoEtiqueta = (typeof FormatoEtiqueta)[keyof typeof FormatoEtiqueta];
export const ZFormatoEtiqueta = z.enum(
  [FormatoEtiqueta.Termica100x150, FormatoEtiqueta.A4, FormatoEtiqueta.Zpl],
  { error: MESSAGES.invalidValue },
);
export const FORMATO_ETIQUETA_LABELS: Record<TFormatoEtiqueta, string> = {
  'pdf-100x150': 'PDF 100 × 150 mm (térmica)',
  'pdf-a4': 'PDF A4',
  zpl: 'ZPL (Zebra)',
};
/** The formats rendered as PDF (the others are printer languages). */
export type TFormatoEtiquetaPdf = Exclude<TFormatoEtiqueta, typeof FormatoEtiqueta.Zpl>;

/** Limits of one print. */
export const ETIQUETAS_LIMITES = {
  /** Labels (volumes) in one print. */
  maxVolumesPorImpressao: 5_000,
  /** Volumes of one order. */
  maxVolumesPorPedido: 999,
  /** Orders asked in one print. */
  maxPedidos: 500,
  /** Loads asked in one print. */
  maxCargas: 100,
} as const;

/** pt-BR texts of the labels (the spec gives no wording). */
export const ETIQUETAS_MESSAGES = {
  selecioneAoMenosUm: 'Selecione ao menos um pedido ou uma carga.',
  maxPedidos: (max: number) => `${MESSAGES.maxValue}${max} pedidos.`,
  maxCargas: (max: number) => `${MESSAGES.maxValue}${max} cargas.`,
  volumesDemais: (volumes: number, max: number) =>
    `A impressão teria ${volumes.toLocaleString('pt-BR')} etiquetas; o máximo por impressão é ${max.toLocaleString('pt-BR')}. Selecione menos pedidos ou cargas.`,
  volumesDoPedidoDemais: (codigo: string, volumes: number, max: number) =>
    `O pedido ${codigo} tem ${volumes.toLocaleString('pt-BR')} volumes; o máximo por pedido é ${max}.`,
  nenhumaEtiqueta: 'Nenhuma etiqueta para imprimir.',
} as const;

/** A party of the label (sender or recipient): the company's name and document, the place. */
export const ZEtiquetaParte = z.object({
  nome: z.string(),
  /** CNPJ/CPF as stored (the label formats it). */
  documento: z.string().nullable(),
  /** Free-text place (address line, site, dock). */
  localidade: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
});
export type TEtiquetaParte = z.infer<typeof ZEtiquetaParte>;

/** One label: one volume `volume` of `volumes` of an order. */
export const ZEtiquetaVolume = z.object({
  pedidoId: z.string(),
  pedidoCodigo: z.string(),
  /** The load (carga) the order is in, when it is. */
  cargaCodigo: z.number().int().nullable(),
  remetente: ZEtiquetaParte,
  destinatario: ZEtiquetaParte,
  numeroNf: z.string().nullable(),
  /** 1-based. */
  volume: z.number().int().min(1),
  /** N: the order's volumes. */
  volumes: z.number().int().min(1),
  /** This volume's share of the order's weight (kg, 3 decimals); null when the order has no weight. */
  pesoKg: z.number().nullable(),
  /** The Code128 text: `<pedido>-<nnn>` (etiquetas.rules.ts `codigoDeBarrasDoVolume`). */
  codigoBarras: z.string(),
  /** The QR code text (etiquetas.rules.ts `conteudoQrDoVolume`). */
  qrConteudo: z.string(),
});
export type TEtiquetaVolume = z.infer<typeof ZEtiquetaVolume>;

/** POST /api/formacao/etiquetas/impressao: the orders and/or loads whose volumes are labelled. */
export const ZImprimirEtiquetas = z
  .object({
    pedidoIds: z
      .array(zGuid())
      .max(ETIQUETAS_LIMITES.maxPedidos, {
        error: ETIQUETAS_MESSAGES.maxPedidos(ETIQUETAS_LIMITES.maxPedidos),
      })
      .default([]),
    cargaIds: z
      .array(zGuid())
      .max(ETIQUETAS_LIMITES.maxCargas, { error: ETIQUETAS_MESSAGES.maxCargas(ETIQUETAS_LIMITES.maxCargas) })
      .default([]),
    formato: ZFormatoEtiqueta,
  })
  .refine((body) => body.pedidoIds.length + body.cargaIds.length > 0, {
    error: ETIQUETAS_MESSAGES.selecioneAoMenosUm,
    path: ['pedidoIds'],
  });
export type TImprimirEtiquetas = z.infer<typeof ZImprimirEtiquetas>;

/** The answer of a print: the print record's id and the labels, in order then volume order. */
export const ZEtiquetasImpressao = z.object({
  id: zGuid(),
  formato: ZFormatoEtiqueta,
  etiquetas: z.array(ZEtiquetaVolume),
});
export type TEtiquetasImpressao = z.infer<typeof ZEtiquetasImpressao>;

/** One print of the history. */
export const ZHistoricoEtiquetasItem = z.object({
  id: zGuid(),
  /** ISO instant. */
  dhImpressao: z.string(),
  usuarioNome: z.string(),
  formato: ZFormatoEtiqueta,
  /** The codes of the orders printed. */
  pedidos: z.array(z.string()),
  /** The codes of the loads asked. */
  cargas: z.array(z.number().int()),
  /** Labels printed. */
  volumes: z.number().int(),
});
export type THistoricoEtiquetasItem = z.infer<typeof ZHistoricoEtiquetasItem>;

export const ZHistoricoEtiquetas = z.object({
  items: z.array(ZHistoricoEtiquetasItem),
  total: z.number().int(),
});
export type THistoricoEtiquetas = z.infer<typeof ZHistoricoEtiquetas>;
