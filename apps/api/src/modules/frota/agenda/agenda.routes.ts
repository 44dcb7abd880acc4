import {
  Modulo,
  Role,
  ZAgenda,
  ZAgendaQuery,
  ZIndisponibilidadeBody,
  ZIndisponibilidadeParams,
  ZIndisponibilidadeResponse,
  ZMessageResponse,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { protectRoutes, requireAccess } from '../../../plugins/access-guard';
import type { AgendaService } from './agenda.service';

const tags = ['frota'];

/**
 * The fleet agenda under /api/frota/agenda (issue 18; ours, the spec shows the screen only): module Frota,
 * an Operador or Administrador; the company's vehicles only (the fleet gate).
 */
export const agendaRoutes: FastifyPluginAsyncZod<{ service: AgendaService }> = async (app, { service }) => {
  protectRoutes(app, requireAccess({ modules: [Modulo.Frota], role: Role.Operador }));

  app.get(
    '/agenda',
    {
      schema: {
        tags,
        summary: 'Agenda da frota: cargas, retornos e indisponibilidades por veículo no período',
        querystring: ZAgendaQuery,
        response: { 200: ZAgenda, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.agenda(request.session, request.query),
  );

  app.post(
    '/agenda/indisponibilidades',
    {
      schema: {
        tags,
        summary: 'Registra uma indisponibilidade do veículo (manutenção, folga, indisponível)',
        body: ZIndisponibilidadeBody,
        response: { 201: ZIndisponibilidadeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await service.criar(request.session, request.body)),
  );

  app.put(
    '/agenda/indisponibilidades/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma indisponibilidade do veículo',
        params: ZIndisponibilidadeParams,
        body: ZIndisponibilidadeBody,
        response: { 200: ZIndisponibilidadeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.alterar(request.session, request.params.id, request.body),
  );

  app.delete(
    '/agenda/indisponibilidades/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma indisponibilidade do veículo',
        params: ZIndisponibilidadeParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.excluir(request.session, request.params.id),
  );
};
