import {
  Modulo,
  Role,
  ZAlocarCargaBody,
  ZAlterarUnidadeParams,
  ZAtualizarVeiculoBody,
  ZCancelarCargaParams,
  ZCancelarCargaQuery,
  ZCargaAcaoResponse,
  ZCargaIdParams,
  ZDesativarCargaBody,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../lib/route-contracts';
import { requireAccess } from '../../../plugins/access-guard';
import type { CargasAcoesService } from './acoes.service';

const tags = ['cargas'];
const response = { 200: ZCargaAcaoResponse, ...ERROR_RESPONSES };

/**
 * The load actions under /api/carga-mongo (02 §4 "Load actions", §7 "Load calls"), paths verbatim. Like the
 * other load calls: module Cargas and a selected business unit; an Operador or Administrador of the load's
 * company. Each answers `{ message, carga, cargaIds }` (ZCargaAcaoResponse).
 */
export const cargaAcoesRoutes: FastifyPluginAsyncZod<{ service: CargasAcoesService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook(
    'onRequest',
    requireAccess({ modules: [Modulo.Cargas], businessUnit: 'required', role: Role.Operador }),
  );

  app.post(
    '/:id/alocar',
    {
      schema: {
        tags,
        summary: 'Aloca veículo e motorista à carga (aguardando contratação → em andamento)',
        params: ZCargaIdParams,
        body: ZAlocarCargaBody,
        response,
      },
    },
    async (request) => service.alocar(request.session, request.params.id, request.body),
  );
  app.delete(
    '/:id/cancelar/:contratacaoId',
    {
      schema: {
        tags,
        summary: 'Cancela a carga com o motivo (contratacaoId: a contratação vista, ou o GUID zerado)',
        params: ZCancelarCargaParams,
        querystring: ZCancelarCargaQuery,
        response,
      },
    },
    async (request) =>
      service.cancelar(request.session, request.params.id, request.params.contratacaoId, request.query),
  );
  app.delete(
    '/:id/reabrir',
    { schema: { tags, summary: 'Reabre uma carga cancelada', params: ZCargaIdParams, response } },
    async (request) => service.reabrir(request.session, request.params.id),
  );
  app.put(
    '/:id/finalizar',
    {
      schema: {
        tags,
        summary: 'Finaliza a contratação de uma carga entregue',
        params: ZCargaIdParams,
        response,
      },
    },
    async (request) => service.finalizar(request.session, request.params.id),
  );
  app.put(
    '/:id/reverter-finalizacao',
    { schema: { tags, summary: 'Reverte a finalização da contratação', params: ZCargaIdParams, response } },
    async (request) => service.reverterFinalizacao(request.session, request.params.id),
  );
  app.post(
    '/:id/desativar',
    {
      schema: {
        tags,
        summary: 'Desativa a carga (ou todas as cargas ativas do seu lote) com o motivo',
        params: ZCargaIdParams,
        body: ZDesativarCargaBody,
        response,
      },
    },
    async (request) => service.desativar(request.session, request.params.id, request.body),
  );
  app.post(
    '/:id/reativar',
    {
      schema: {
        tags,
        summary: 'Reativa uma carga desativada na situação que tinha',
        params: ZCargaIdParams,
        response,
      },
    },
    async (request) => service.reativar(request.session, request.params.id),
  );
  app.patch(
    '/:id/alterar-unidade/:unitId',
    {
      schema: {
        tags,
        summary: 'Move a carga para outra unidade de negócio da empresa',
        params: ZAlterarUnidadeParams,
        response,
      },
    },
    async (request) => service.alterarUnidade(request.session, request.params.id, request.params.unitId),
  );
  app.put(
    '/:id/atualizar-veiculo',
    {
      schema: {
        tags,
        summary: 'Troca o veículo, o motorista e os equipamentos da carga alocada',
        params: ZCargaIdParams,
        body: ZAtualizarVeiculoBody,
        response,
      },
    },
    async (request) => service.atualizarVeiculo(request.session, request.params.id, request.body),
  );
};
