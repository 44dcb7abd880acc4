import {
  Licenca,
  MESSAGES,
  Role,
  ZEmpresa,
  ZEmpresaList,
  ZEmpresaRequest,
  ZEmpresaResumoList,
  ZEmpresaSearchAtivasRequest,
  ZEmpresaSearchQuery,
  ZEmpresaSearchRequest,
  ZEmpresaSearchResponse,
  ZImportQuery,
  ZImportResponse,
  ZParceiroFindRequest,
  ZParceiroList,
  ZParceiroQuery,
  ZRestricaoByEmpresasQuery,
  ZRestricaoEmpresaList,
} from '@embarca/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, registerAdminRecordRoutes } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { EmpresasService } from './empresas.service';

const errors = ERROR_RESPONSES;
const tags = ['empresas'];

/** Reading: any signed-in user. */
const canRead = requireAccess({ role: Role.Operador });
/** The company drawer (quick-create is open to operators): Free licence denied, as on drawer routes. */
const canEdit = requireAccess({ role: Role.Operador, deniedLicences: [Licenca.Free] });
/** Settings-only actions (delete, activate/deactivate, import): Administrador. */
const canManage = requireAccess({ role: Role.Administrador, deniedLicences: [Licenca.Free] });

/** Largest spreadsheet accepted by POST /empresa/imports. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Companies under /api/empresa (01 §7). */
export const empresasRoutes: FastifyPluginAsyncZod<{ service: EmpresasService }> = async (
  app,
  { service },
) => {
  protectRoutes(app);
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/',
    {
      onRequest: canRead,
      schema: { tags, summary: 'Empresas da conta', response: { 200: ZEmpresaList, ...errors } },
    },
    async (request) => service.list(request.session),
  );

  app.get(
    '/getByOwnerId',
    {
      onRequest: canRead,
      schema: { tags, summary: 'A empresa da própria conta', response: { 200: ZEmpresa, ...errors } },
    },
    async (request) => service.getByOwnerId(request.session),
  );

  app.post(
    '/search',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Pesquisa paginada de empresas',
        body: ZEmpresaSearchRequest,
        response: { 200: ZEmpresaSearchResponse, ...errors },
      },
    },
    async (request) => service.search(request.session, request.body),
  );

  app.get(
    '/search',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Empresas por situação e tipos',
        querystring: ZEmpresaSearchQuery,
        response: { 200: ZEmpresaResumoList, ...errors },
      },
    },
    async (request) => service.listResumo(request.session, request.query),
  );

  app.post(
    '/search-ativas',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Empresas ativas para seletores',
        body: ZEmpresaSearchAtivasRequest,
        response: { 200: ZEmpresaResumoList, ...errors },
      },
    },
    async (request) => service.searchAtivas(request.session, request.body),
  );

  app.get(
    '/empresaEmbarcadora',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Empresas próprias do embarcador',
        response: { 200: ZEmpresaResumoList, ...errors },
      },
    },
    async (request) => service.empresasEmbarcadora(request.session),
  );

  app.get(
    '/portal-agendamento',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Transportadoras e fornecedores do portal de agendamento',
        response: { 200: ZEmpresaResumoList, ...errors },
      },
    },
    async (request) => service.portalAgendamento(request.session),
  );

  app.get(
    '/restricaoByOwner',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Restrição das empresas da conta',
        response: { 200: ZRestricaoEmpresaList, ...errors },
      },
    },
    async (request) => service.restricaoByOwner(request.session),
  );

  app.get(
    '/restricaoByEmpresas',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Restrição das empresas informadas',
        querystring: ZRestricaoByEmpresasQuery,
        response: { 200: ZRestricaoEmpresaList, ...errors },
      },
    },
    async (request) => service.restricaoByEmpresas(request.session, request.query.empresas),
  );

  app.post(
    '/imports',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Importação de empresas por planilha (.xlsx): pré-visualização ou importação',
        querystring: ZImportQuery,
        response: { 200: ZImportResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION', `Arquivo${MESSAGES.required}`);
      const buffer = await file.toBuffer();
      return service.importSpreadsheet(request.session, buffer, request.query.modo);
    },
  );

  registerAdminRecordRoutes(app, {
    tags,
    nome: 'Empresa',
    body: ZEmpresaRequest,
    response: ZEmpresa,
    guards: { write: canEdit, read: canRead, lifecycle: canManage },
    summaries: {
      get: 'Uma empresa',
      create: 'Cadastra uma empresa',
      update: 'Altera uma empresa',
      remove: 'Exclui uma empresa sem uso',
    },
    service: { ...service, setActive: (session, id, active) => service.setAtivo(session, id, active) },
  });
};

/** Partners under /api/parceiro (01 §7): other tenants of the platform, as { id, name }. */
export const parceirosRoutes: FastifyPluginAsyncZod<{ service: EmpresasService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, canRead);
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Parceiros (contas da plataforma vinculadas e transportadoras)',
        querystring: ZParceiroQuery,
        response: { 200: ZParceiroList, ...errors },
      },
    },
    async (request) => service.listParceiros(request.session, request.query),
  );
  app.post(
    '/find',
    {
      schema: {
        tags,
        summary: 'Parceiros pelos ids',
        body: ZParceiroFindRequest,
        response: { 200: ZParceiroList, ...errors },
      },
    },
    async (request) => service.findParceiros(request.session, request.body),
  );
};
