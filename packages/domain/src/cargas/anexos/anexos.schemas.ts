import { z } from 'zod';
import { zGuid } from '../../shared/ids';

/**
 * Extra attachments of a load (02 §3 "Extra attachment", §7 "GET, POST and DELETE
 * /carga-mongo/{id}/anexo-adicional[/{x}]"). The POST body is `ZAnexoAdicionalBody` (cargas.schemas.ts);
 * the file itself is read from GET /carga-mongo/{id}/anexo-adicional/{x}/arquivo (our path).
 */

export const ZCargaAnexoParams = z.object({
  id: zGuid(),
  anexoId: zGuid(),
});
export type TCargaAnexoParams = z.infer<typeof ZCargaAnexoParams>;

/** `disposicao=inline` shows an image or PDF in the browser; anything else is always a download. */
export const ZCargaAnexoArquivoQuery = z.object({
  disposicao: z.enum(['inline', 'attachment']).default('attachment'),
});
export type TCargaAnexoArquivoQuery = z.infer<typeof ZCargaAnexoArquivoQuery>;

/** One attachment as listed (newest first). */
export const ZCargaAnexo = z.object({
  id: z.string(),
  nome: z.string(),
  /** The name a download is saved under (the name plus its type's extension when missing). */
  nomeArquivo: z.string(),
  contentType: z.string(),
  /** Size in bytes. */
  tamanho: z.number().int(),
  /** An accepted image type (02 §5): previewed in the web app. */
  imagem: z.boolean(),
  /** The route point the attachment belongs to (the spec's ofertaCargaRotaId), or null for the whole load. */
  ofertaCargaRotaId: z.string().nullable(),
  enviadoPor: z.object({ id: z.string().nullable(), nome: z.string().nullable() }),
  /** The uploader's company name (the shipper or the carrier). */
  empresa: z.string().nullable(),
  criadoEm: z.string(),
  /** Whether the caller may delete it (the uploader, or an Administrador of the load's company). */
  podeExcluir: z.boolean(),
});
export type TCargaAnexo = z.infer<typeof ZCargaAnexo>;

export const ZCargaAnexos = z.array(ZCargaAnexo);

export const ZCargaAnexoCriado = z.object({ message: z.string(), anexo: ZCargaAnexo });
export type TCargaAnexoCriado = z.infer<typeof ZCargaAnexoCriado>;

export const ZCargaAnexoExcluido = z.object({ message: z.string() });
export type TCargaAnexoExcluido = z.infer<typeof ZCargaAnexoExcluido>;
