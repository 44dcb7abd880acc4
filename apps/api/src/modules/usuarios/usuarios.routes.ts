import {
  Licenca,
  MESSAGES,
  Role,
  ZAlterarSenhaRequest,
  ZConsultarEmailsRequest,
  ZConsultarEmailsResponse,
  ZEditarPerfilRequest,
  ZEmpresaResumoList,
  ZGrupoEmpresaQuery,
  ZModulosResponse,
  ZPermissoesQuery,
  ZPermissoesResponse,
  ZTokenResponse,
  ZUsuario,
  ZUsuarioCreateRequest,
  ZUsuarioList,
  ZUsuarioQuery,
  ZUsuarioUpdateWithIdRequest,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_RESPONSES,
  registerAdminRecordRoutes,
  ZIdParams,
  ZMessageResponse,
} from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { EmpresasService } from '../empresas/empresas.service';
import type { UsuariosService } from './usuarios.service';

const tags = ['usuarios'];
const errors = ERROR_RESPONSES;
const canRead = requireAccess({ role: Role.Operador });
/** Only an Administrador manages users (01 §6); the user drawer denies the Free licence. */
const canManage = requireAccess({ role: Role.Administrador, deniedLicences: [Licenca.Free] });

export interface UsuariosRoutesOptions {
  service: UsuariosService;
  empresas: EmpresasService;
}

/** /api/user (01 §7 "Users"). */
export const userRoutes: FastifyPluginAsyncZod<UsuariosRoutesOptions> = async (app, { service }) => {
  protectRoutes(app);

  app.get(
    '/',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Usuários da empresa',
        querystring: ZUsuarioQuery,
        response: { 200: ZUsuarioList, ...errors },
      },
    },
    async (request) => service.list(request.session, request.query),
  );
  app.get(
    '/portal-agendamento',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Usuários com o portal de agendamento',
        response: { 200: ZUsuarioList, ...errors },
      },
    },
    async (request) => service.listPortalAgendamento(request.session),
  );
  app.get(
    '/sem-unidade-negocio',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Usuários sem unidade de negócio',
        response: { 200: ZUsuarioList, ...errors },
      },
    },
    async (request) => service.listSemUnidade(request.session),
  );
  app.get(
    '/unidade-negocio/:id',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Usuários de uma unidade de negócio',
        params: ZIdParams,
        response: { 200: ZUsuarioList, ...errors },
      },
    },
    async (request) => service.listByUnidade(request.session, request.params.id),
  );
  registerAdminRecordRoutes(app, {
    tags,
    nome: 'Usuário',
    body: ZUsuarioCreateRequest,
    response: ZUsuario,
    guards: { write: canManage, read: canRead },
    summaries: {
      get: 'Um usuário',
      create: 'Cadastra um usuário (envia o e-mail de definição de senha)',
      update: 'Altera um usuário',
      remove: 'Exclui um usuário sem histórico',
    },
    service: { ...service, setActive: (session, id, active) => service.setAtivo(session, id, active) },
  });
  for (const [action, bloqueado, summary, message] of [
    ['bloquear', true, 'Bloqueia um usuário (encerra as sessões)', 'Usuário bloqueado com sucesso!'],
    [
      'desbloquear',
      false,
      'Desbloqueia um usuário (zera as tentativas de acesso)',
      'Usuário desbloqueado com sucesso!',
    ],
  ] as const) {
    app.patch(
      `/:id/${action}`,
      {
        onRequest: canManage,
        schema: { tags, summary, params: ZIdParams, response: { 200: ZMessageResponse, ...errors } },
      },
      async (request) => {
        await service.setBloqueado(request.session, request.params.id, bloqueado);
        return { message };
      },
    );
  }
};

/** /api/usuario (01 §7 "Users"). */
export const usuarioRoutes: FastifyPluginAsyncZod<UsuariosRoutesOptions> = async (
  app,
  { service, empresas },
) => {
  protectRoutes(app);

  app.post(
    '/',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Cadastra um usuário',
        body: ZUsuarioCreateRequest,
        response: { 201: ZUsuario, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.session, request.body)),
  );
  app.put(
    '/',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Altera um usuário (id no corpo)',
        body: ZUsuarioUpdateWithIdRequest,
        response: { 200: ZUsuario, ...errors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return service.update(request.session, id, input);
    },
  );
  app.post(
    '/aceitarTermos',
    {
      onRequest: canRead,
      schema: { tags, summary: 'Aceita os termos de uso', response: { 200: ZMessageResponse, ...errors } },
    },
    async (request) => {
      await service.acceptTerms(request.session);
      return { message: MESSAGES.passwordChanged };
    },
  );
  app.post(
    '/consultarEmails',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Quais e-mails já estão cadastrados',
        body: ZConsultarEmailsRequest,
        response: { 200: ZConsultarEmailsResponse, ...errors },
      },
    },
    async (request) => service.consultarEmails(request.body.emails),
  );
  app.get(
    '/grupoEmpresa',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Empresas do grupo (próprias)',
        querystring: ZGrupoEmpresaQuery,
        response: { 200: ZEmpresaResumoList, ...errors },
      },
    },
    async (request) => empresas.grupoEmpresa(request.session, request.query.empresaId),
  );
  app.post(
    '/alterarSenha',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Altera a própria senha (encerra as outras sessões)',
        body: ZAlterarSenhaRequest,
        response: { 200: ZTokenResponse, ...errors },
      },
    },
    async (request) => service.alterarSenha(request.session, request.body),
  );
  app.get(
    '/permissoes',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Permissões dos usuários em um módulo',
        querystring: ZPermissoesQuery,
        response: { 200: ZPermissoesResponse, ...errors },
      },
    },
    async (request) => service.permissoes(request.session, request.query.modulo),
  );
  app.get(
    '/modulos',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Módulos da licença da empresa',
        response: { 200: ZModulosResponse, ...errors },
      },
    },
    async (request) => service.modulos(request.session),
  );
  app.get(
    '/pesquisar',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Pesquisa usuários',
        querystring: ZUsuarioQuery,
        response: { 200: ZUsuarioList, ...errors },
      },
    },
    async (request) => service.list(request.session, request.query),
  );
  app.put(
    '/editarPerfil',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Altera o próprio perfil (nome e telefone)',
        body: ZEditarPerfilRequest,
        response: { 200: ZUsuario, ...errors },
      },
    },
    async (request) => service.editarPerfil(request.session, request.body),
  );
  app.get(
    '/acessoTomadores',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Tomadores de serviço (clientes) da empresa',
        response: { 200: ZEmpresaResumoList, ...errors },
      },
    },
    async (request) => empresas.acessoTomadores(request.session),
  );
};
