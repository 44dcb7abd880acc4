import {
  ANEXO_MESSAGES,
  ANEXO_TAMANHO_MAXIMO,
  base64Length,
  Role,
  ZAnexoAdicionalBody,
  ZCargaAnexoArquivoQuery,
  ZCargaAnexoCriado,
  ZCargaAnexoExcluido,
  ZCargaAnexoParams,
  ZCargaAnexos,
  ZCargaIdParams,
} from '@embarca/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { contentDisposition, UPLOADED_FILE_HEADERS } from '../../../lib/content-disposition';
import { ZErrorResponse } from '../../../lib/http-schemas';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import type { ObjectStorage } from '../../../lib/storage';
import { requireAccess } from '../../../plugins/access-guard';
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createAnexosService } from './anexos.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/**
 * The POST body's limit: the largest file as base64 (4/3 of its bytes) plus room for the data-URL prefix,
 * the name and the JSON around them. The app's BODY_LIMIT (5 MiB) stays for every other route.
 */
export const ANEXO_BODY_LIMIT = base64Length(ANEXO_TAMANHO_MAXIMO) + 64 * 1024;

/** Types shown in the browser when asked (`disposicao=inline`); SVG and documents are always downloads. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'application/pdf',
]);

/**
 * Extra attachments of a load under /api/carga-mongo (02 §7 anexo-adicional). Like the other load calls:
 * module Cargas and a selected business unit; the service applies the board's visibility and the
 * attachment rules (who may add, see and delete).
 */
export interface AnexosRoutesOptions extends CargasPartOptions {
  storage: ObjectStorage;
  /** A storage clean-up that failed after the database said no (the object is left orphaned): logged. */
  onStorageError?: (error: unknown, key: string) => void;
}

export const anexosRoutes: FastifyPluginAsyncZod<AnexosRoutesOptions> = async (
  app,
  { ctx, storage, onStorageError },
) => {
  guardCargaRoutes(app);
  const service = createAnexosService({ ctx, storage, onStorageError });

  app.get(
    '/:id/anexo-adicional',
    {
      schema: {
        tags,
        summary: 'Anexos adicionais da carga (mais recente primeiro)',
        params: ZCargaIdParams,
        response: { 200: ZCargaAnexos, ...errors },
      },
    },
    async (request) => service.list(request.session, request.params.id),
  );

  app.post(
    '/:id/anexo-adicional',
    {
      onRequest: requireAccess({ role: Role.Operador }),
      bodyLimit: ANEXO_BODY_LIMIT,
      // A body over the limit is refused before it is read: answer with the attachment's size message.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', ANEXO_MESSAGES.tamanhoMaximo);
        }
        throw error;
      },
      schema: {
        tags,
        summary: `Adiciona um anexo à carga (arquivo em data URL base64, até ${ANEXO_TAMANHO_MAXIMO / 1024 / 1024} MB)`,
        params: ZCargaIdParams,
        body: ZAnexoAdicionalBody,
        response: { 201: ZCargaAnexoCriado, 413: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.session, request.params.id, request.body)),
  );

  app.get(
    '/:id/anexo-adicional/:anexoId/arquivo',
    {
      schema: {
        tags,
        summary: 'O arquivo de um anexo (download; imagens e PDF também em linha com disposicao=inline)',
        params: ZCargaAnexoParams,
        querystring: ZCargaAnexoArquivoQuery,
        // No response schema: the answer is the file's bytes (errors keep the usual JSON shape).
      },
    },
    async (request, reply) => {
      const { anexo, objeto } = await service.arquivo(
        request.session,
        request.params.id,
        request.params.anexoId,
      );
      const inline = request.query.disposicao === 'inline' && INLINE_TYPES.has(anexo.contentType);
      reply
        .type(anexo.contentType)
        .headers(UPLOADED_FILE_HEADERS)
        .header(
          'content-disposition',
          contentDisposition(inline ? 'inline' : 'attachment', anexo.nomeArquivo),
        )
        .header('cache-control', 'private, no-cache');
      if (objeto.size !== undefined) reply.header('content-length', objeto.size);
      return reply.send(objeto.stream);
    },
  );

  app.delete(
    '/:id/anexo-adicional/:anexoId',
    {
      onRequest: requireAccess({ role: Role.Operador }),
      schema: {
        tags,
        summary: 'Exclui um anexo (quem o enviou ou um administrador da empresa da carga)',
        params: ZCargaAnexoParams,
        response: { 200: ZCargaAnexoExcluido, ...errors },
      },
    },
    async (request) => service.remove(request.session, request.params.id, request.params.anexoId),
  );
};
