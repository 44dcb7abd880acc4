import {
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
import { guardCargaRoutes } from '../carga.access';
import type { CargasPartOptions } from '../cargas.context';
import { alocarCarga } from './alocar';
import { alterarUnidadeCarga } from './alterar-unidade';
import { atualizarVeiculoCarga } from './atualizar-veiculo';
import { cancelarCarga } from './cancelar';
import { desativarCarga, reativarCarga } from './desativar';
import { desnormalizarCarga } from './desnormalizar';
import { finalizarCarga, reverterFinalizacaoCarga } from './finalizar';
import { reabrirCarga } from './reabrir';

const tags = ['cargas'];
const response = { 200: ZCargaAcaoResponse, ...ERROR_RESPONSES };

/**
 * The load actions under /api/carga-mongo (02 §4 "Load actions", §7 "Load calls"), paths verbatim. Like the
 * other load calls: module Cargas and a selected business unit; an Operador or Administrador of the load's
 * company. Each answers `{ message, carga, cargaIds }` (ZCargaAcaoResponse).
 */
export const acoesRoutes: FastifyPluginAsyncZod<CargasPartOptions> = async (app, { ctx }) => {
  guardCargaRoutes(app, { role: Role.Operador });

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
    async (request) => alocarCarga(ctx, request.session, request.params.id, request.body),
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
      cancelarCarga(ctx, request.session, request.params.id, request.params.contratacaoId, request.query),
  );
  app.delete(
    '/:id/reabrir',
    { schema: { tags, summary: 'Reabre uma carga cancelada', params: ZCargaIdParams, response } },
    async (request) => reabrirCarga(ctx, request.session, request.params.id),
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
    async (request) => finalizarCarga(ctx, request.session, request.params.id),
  );
  app.put(
    '/:id/reverter-finalizacao',
    { schema: { tags, summary: 'Reverte a finalização da contratação', params: ZCargaIdParams, response } },
    async (request) => reverterFinalizacaoCarga(ctx, request.session, request.params.id),
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
    async (request) => desativarCarga(ctx, request.session, request.params.id, request.body),
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
    async (request) => reativarCarga(ctx, request.session, request.params.id),
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
    async (request) => alterarUnidadeCarga(ctx, request.session, request.params.id, request.params.unitId),
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
    async (request) => atualizarVeiculoCarga(ctx, request.session, request.params.id, request.body),
  );
  /**
   * GET /{id}/desnormalizar (02 §7, verb and path verbatim; the meaning is ours): recomputes the load's
   * copied columns from their sources. An Administrador of the load's company.
   */
  app.get(
    '/:id/desnormalizar',
    {
      onRequest: requireAccess({ role: Role.Administrador }),
      schema: {
        tags,
        summary:
          'Recalcula os dados copiados na carga (datas de coleta e entrega, transportadora contratada) a partir da rota e da contratação',
        params: ZCargaIdParams,
        response,
      },
    },
    async (request) => desnormalizarCarga(ctx, request.session, request.params.id),
  );
};
