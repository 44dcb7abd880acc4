import {
  BUSINESS_UNIT_HEADER,
  Licenca,
  MESSAGES,
  Modulo,
  Role,
  TipoEmpresa,
  ZAtualizarCargaDocumento,
  ZAtualizarCargaDocumentoResponse,
  ZCadastroCarga,
  ZCadastroCargaResponse,
  ZCargaIdParams,
  ZCargaImportResponse,
  ZDadosEdicaoCarga,
  ZEditarCarga,
  ZImportQuery,
} from '@embarca/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { requireAccess } from '../../../plugins/access-guard';
import type { CargasCadastroService } from './cadastro.service';
import type { CargasImportacaoService } from './importacao.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/** Largest spreadsheet accepted by POST /carga-mongo/imports. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Registering and editing loads is a shipper's (a carrier company → 403), Operador or Administrador, with
 * the Cargas module and a selected business unit, like the load actions; the Free licence is refused as on
 * the form's drawer route.
 */
const canRegister = requireAccess({
  modules: [Modulo.Cargas],
  businessUnit: 'required',
  role: Role.Operador,
  ownerTypes: [TipoEmpresa.Embarcador],
  deniedLicences: [Licenca.Free],
});

/** The request's selected unit (BusinessUnitId; the guard has made sure it is there). */
function unidadeSelecionada(request: FastifyRequest): string {
  const raw = request.headers[BUSINESS_UNIT_HEADER];
  return ((Array.isArray(raw) ? raw[0] : raw) ?? '').trim();
}

/** Load register, edit and import under /api/carga-mongo (02 §3 "Load edit payload", §7 "Load calls"). */
export const cargaCadastroRoutes: FastifyPluginAsyncZod<{
  service: CargasCadastroService;
  importacao: CargasImportacaoService;
}> = async (app, { service, importacao }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', canRegister);
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    '/cadastrar',
    {
      schema: {
        tags,
        summary: 'Cadastra uma carga na unidade de negócio selecionada',
        body: ZCadastroCarga,
        response: { 201: ZCadastroCargaResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.cadastrar(request.session, unidadeSelecionada(request), request.body)),
  );

  app.get(
    '/:id/dadosEdicao',
    {
      schema: {
        tags,
        summary: 'Os dados do formulário de edição de uma carga',
        params: ZCargaIdParams,
        response: { 200: ZDadosEdicaoCarga, ...errors },
      },
    },
    async (request) => service.dadosEdicao(request.session, request.params.id),
  );

  app.put(
    '/:id/editar',
    {
      schema: {
        tags,
        summary: 'Salva a edição de uma carga (com a versão lida em dadosEdicao)',
        params: ZCargaIdParams,
        body: ZEditarCarga,
        response: { 200: ZCadastroCargaResponse, ...errors },
      },
    },
    async (request) => service.editar(request.session, request.params.id, request.body),
  );

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary: 'Importação de cargas por planilha (.xlsx): pré-visualização ou importação',
        querystring: ZImportQuery,
        response: { 200: ZCargaImportResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION', `Arquivo${MESSAGES.required}`);
      const buffer = await file.toBuffer();
      return importacao.importar(request.session, unidadeSelecionada(request), buffer, request.query.modo);
    },
  );
};

/** PATCH /api/carga-documento/{id} (02 §7): some fields of one load document. */
export const cargaDocumentoRoutes: FastifyPluginAsyncZod<{ service: CargasCadastroService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', canRegister);

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Altera campos de um documento da carga',
        params: ZCargaIdParams,
        body: ZAtualizarCargaDocumento,
        response: { 200: ZAtualizarCargaDocumentoResponse, ...errors },
      },
    },
    async (request) => service.atualizarDocumento(request.session, request.params.id, request.body),
  );
};
