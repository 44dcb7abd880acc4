import {
  MESSAGES,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import type { LerPlanilha } from '../../../lib/planilha';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import type { LeadsOutbox } from '../../leads/leads.outbox';
import { CADASTRO_DE_CARGAS, guardCargaRoutes, unidadeSelecionada } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { createCadastroService } from './cadastro.service';
import { createImportacaoService } from './importacao.service';

const tags = ['cargas'];
const errors = ERROR_RESPONSES;

/** Largest spreadsheet accepted by POST /carga-mongo/imports. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Load register, edit and import under /api/carga-mongo (02 §3 "Load edit payload", §7 "Load calls"). */
export interface CadastroRoutesOptions extends CargasPartOptions {
  readSpreadsheet: LerPlanilha;
  /** The lead outbox: a trial company's registered load queues the lead form (MARKETING_LEAD_URL). */
  leads?: LeadsOutbox | undefined;
}

export const cadastroRoutes: FastifyPluginAsyncZod<CadastroRoutesOptions> = async (
  app,
  { ctx, readSpreadsheet, leads },
) => {
  guardCargaRoutes(app, CADASTRO_DE_CARGAS);
  const service = createCadastroService(ctx, { leads });
  const importacao = createImportacaoService(ctx, readSpreadsheet);
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
export const documentoRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app, CADASTRO_DE_CARGAS);
  const service = createCadastroService(ctx);

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
