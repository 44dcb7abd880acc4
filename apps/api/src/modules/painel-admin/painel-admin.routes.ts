import {
  TipoUsuario,
  ZPainelOwner,
  ZPainelOwnerList,
  ZPainelOwnerQuery,
  ZPainelOwnerUpdateRequest,
} from '@embarca/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, ZIdParams } from '../../lib/route-contracts';
import { protectRoutes } from '../../plugins/access-guard';
import type { PainelAdminService } from './painel-admin.service';

const tags = ['painel-admin'];
const errors = ERROR_RESPONSES;

/**
 * The panel's gate, for all its routes (tarefas.routes.ts too). Support-only (01 §3: user type 100):
 * everyone else → 403 'Sem permissão de acesso'.
 */
export async function requireSupport(request: FastifyRequest): Promise<void> {
  if (request.session?.claims.UsuarioTipo !== TipoUsuario.Suporte) throw new AppError('FORBIDDEN');
}

/** The support admin panel API under /api/painel-admin. */
export const painelAdminRoutes: FastifyPluginAsyncZod<{ service: PainelAdminService }> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireSupport);

  app.get(
    '/owners',
    {
      schema: {
        tags,
        summary: 'Contas (empresas) da plataforma',
        querystring: ZPainelOwnerQuery,
        response: { 200: ZPainelOwnerList, ...errors },
      },
    },
    async (request) => service.list(request.query.query),
  );
  app.get(
    '/owners/:id',
    { schema: { tags, summary: 'Uma conta', params: ZIdParams, response: { 200: ZPainelOwner, ...errors } } },
    async (request) => service.get(request.params.id),
  );
  app.put(
    '/owners/:id',
    {
      schema: {
        tags,
        summary: 'Altera licença, módulos, dias de trial e bloqueio de acesso',
        params: ZIdParams,
        body: ZPainelOwnerUpdateRequest,
        response: { 200: ZPainelOwner, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );
};
