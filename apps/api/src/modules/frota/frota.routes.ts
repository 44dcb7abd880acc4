import { Modulo, Role, ZFrotaListaQuery, ZMotoristaFrotaList, ZVeiculoFrotaList } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { FrotaService } from './frota.service';

const tags = ['frota'];

/**
 * Read-only fleet lists under /api/frota for selectors (the load allocation and vehicle update forms):
 * module Cargas or Frota, an Operador or Administrador; the company's own rows (see FrotaService).
 */
export const frotaRoutes: FastifyPluginAsyncZod<{ service: FrotaService }> = async (app, { service }) => {
  protectRoutes(app, requireAccess({ anyModules: [Modulo.Cargas, Modulo.Frota], role: Role.Operador }));

  app.get(
    '/veiculos',
    {
      schema: {
        tags,
        summary: 'Veículos da empresa (e da transportadora informada) para seletores',
        querystring: ZFrotaListaQuery,
        response: { 200: ZVeiculoFrotaList, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listVeiculos(request.session, request.query),
  );

  app.get(
    '/motoristas',
    {
      schema: {
        tags,
        summary: 'Motoristas da empresa (e da transportadora informada) para seletores',
        querystring: ZFrotaListaQuery,
        response: { 200: ZMotoristaFrotaList, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.listMotoristas(request.session, request.query),
  );
};
