import {
  ZPainelTarefas,
  ZReprocessarTarefaResponse,
  ZVerificacao,
  ZVerificacaoCriada,
  ZVerificacaoParams,
  ZVerificacaoRequest,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ZIdParams } from '../../lib/route-contracts';
import { protectRoutes } from '../../plugins/access-guard';
import { requireSupport } from './painel-admin.routes';
import type { TarefasService } from './tarefas.service';

const tags = ['painel-admin'];
const errors = ERROR_RESPONSES;

/**
 * The job layer for support under /api/painel-admin/tarefas (issue 17): the queues and dead letters, a dead
 * letter sent again, and the self-check batches (driven over HTTP by bench/run-cluster.ts).
 */
export const tarefasRoutes: FastifyPluginAsyncZod<{ service: TarefasService }> = async (app, { service }) => {
  protectRoutes(app, requireSupport);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Filas de tarefas: situação e tarefas que esgotaram as tentativas',
        response: { 200: ZPainelTarefas, ...errors },
      },
    },
    async () => service.painel(),
  );
  app.post(
    '/:id/reprocessar',
    {
      schema: {
        tags,
        summary: 'Reenvia para a fila uma tarefa que esgotou as tentativas',
        params: ZIdParams,
        response: { 200: ZReprocessarTarefaResponse, ...errors },
      },
    },
    async (request) => service.reprocessar(request.params.id),
  );
  app.post(
    '/verificacao',
    {
      schema: {
        tags,
        summary: 'Enfileira um lote de tarefas de verificação',
        body: ZVerificacaoRequest,
        response: { 201: ZVerificacaoCriada, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.verificar(request.body.quantidade)),
  );
  app.get(
    '/verificacao/:lote',
    {
      schema: {
        tags,
        summary: 'Resultado de um lote de verificação',
        params: ZVerificacaoParams,
        response: { 200: ZVerificacao, ...errors },
      },
    },
    async (request) => service.verificacao(request.params.lote),
  );
};
