import {
  MESSAGES,
  Modulo,
  Role,
  ZCaracteristicaUtilizada,
  ZEtiquetasImpressao,
  ZFormatoEtiqueta,
  ZHistoricoEtiquetas,
  ZImprimirEtiquetas,
  ZMinuta,
  ZMinutaAgrupar,
  ZMinutaAtualizar,
  ZMinutaConfirmacao,
  ZMinutaConfirmar,
  ZMinutaOrdenacao,
  ZMinutaSugerir,
  ZMinutaSugestaoResposta,
  ZMinutas,
  ZPedido,
  ZPedidoAtivacao,
  ZPedidoCadastro,
  ZPedidoDeleteMany,
  ZPedidoDeleteManyResposta,
  ZPedidoImportacaoQuery,
  ZPedidoImportacaoResposta,
  ZPedidoListarQuery,
  ZPedidoLoteTotalizadores,
  ZPedidoPagina,
  ZPedidoSalvo,
  ZPedidoSearch,
  ZPedidoSubdivisao,
  ZPedidoTotalizadorQuery,
  ZPedidoTotalizadorUnidade,
  ZPlanejarRotasBody,
  ZPlanoRota,
  ZPlanoRotaSalvar,
  ZPlanoRotaSalvo,
  ZPlanoRotasResponse,
  ZPlanosRota,
} from '@embarca/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, ZIdParams, ZMessageResponse } from '../../lib/route-contracts';
import { type AccessRequirement, protectRoutes, requireAccess } from '../../plugins/access-guard';
import { unidadeSelecionada } from '../cargas/carga.access';
import type { EtiquetasService } from './etiquetas/etiquetas.service';
import type { MinutasService } from './minutas/minutas.service';
import type { ImportacaoPedidos } from './pedidos/importacao-pedidos';
import type { PedidosService } from './pedidos/pedidos.service';
import type { RoteirizadorService } from './roteirizador/roteirizador.service';

const tags = ['formacao'];
const errors = ERROR_RESPONSES;

/** Largest order sheet accepted by POST /pedido/xlsx (10,000 rows fit in about 2 MB). */
const IMPORTACAO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Load formation's routes (issue 21): the Formação de cargas module, an Operador (or Administrador), a
 * selected business unit — shipper or carrier alike (the spec gates neither). The rows themselves are the
 * gate's (`formacao.access.ts`).
 */
export const FORMACAO_ACESSO: AccessRequirement = {
  modules: [Modulo.Formacao],
  role: Role.Operador,
  businessUnit: 'required',
};

export function guardFormacaoRoutes(app: FastifyInstance, extra: AccessRequirement = {}): void {
  protectRoutes(app, requireAccess({ ...FORMACAO_ACESSO, ...extra }));
}

const ZPedidoUnidadeParams = z.object({
  id: z.guid({ error: MESSAGES.invalidFormat }),
  unidadeId: z.guid({ error: MESSAGES.invalidFormat }),
});
const ZMinutaPedidoParams = z.object({
  id: z.guid({ error: MESSAGES.invalidFormat }),
  pedidoId: z.guid({ error: MESSAGES.invalidFormat }),
});
const ZPedidosAbertos = z.object({ items: z.array(ZPedido), total: z.number().int() });

export interface PedidosRoutesOptions {
  pedidos: PedidosService;
  importar: ImportacaoPedidos;
  etiquetas: EtiquetasService;
}

/** /api/formacao/pedido — the orders calls of 02 §7, verbatim. */
export const pedidosRoutes: FastifyPluginAsyncZod<PedidosRoutesOptions> = async (
  app,
  { pedidos, importar, etiquetas },
) => {
  guardFormacaoRoutes(app);
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORTACAO_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    '/xlsx',
    {
      schema: {
        tags,
        summary:
          'Importação de pedidos por planilha (.xlsx): pré-visualização (confirmar=false) ou tudo ou nada',
        querystring: ZPedidoImportacaoQuery,
        response: { 200: ZPedidoImportacaoResposta, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION', `Arquivo${MESSAGES.required}`);
      const buffer = await file.toBuffer();
      return importar(request.session, unidadeSelecionada(request), buffer, request.query.confirmar);
    },
  );

  app.get(
    '/listar',
    {
      schema: {
        tags,
        summary: 'Pedidos abertos (fora de minutas e cargas) para formar cargas',
        querystring: ZPedidoListarQuery,
        response: { 200: ZPedidosAbertos, ...errors },
      },
    },
    async (request) => pedidos.listar(request.session, request.query),
  );

  app.get(
    '/lote/:id/totalizadores',
    {
      schema: {
        tags,
        summary: 'Totais de um pedido de lote e das suas subdivisões',
        params: ZIdParams,
        response: { 200: ZPedidoLoteTotalizadores, ...errors },
      },
    },
    async (request) => pedidos.totalizadoresDoLote(request.session, request.params.id),
  );

  app.get(
    '/carga/:id',
    {
      schema: {
        tags,
        summary: 'Pedidos que formaram uma carga',
        params: ZIdParams,
        response: { 200: z.array(ZPedido), ...errors },
      },
    },
    async (request) => pedidos.daCarga(request.session, request.params.id),
  );

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Pesquisa de pedidos com filtros, paginação e ordenação',
        body: ZPedidoSearch,
        response: { 200: ZPedidoPagina, ...errors },
      },
    },
    async (request) => pedidos.buscar(request.session, request.body),
  );

  app.get(
    '/totalizador/unidade-negocio',
    {
      schema: {
        tags,
        summary: 'Totais de pedidos por unidade de negócio (abertos, em minuta, em carga)',
        querystring: ZPedidoTotalizadorQuery,
        response: { 200: ZPedidoTotalizadorUnidade, ...errors },
      },
    },
    async (request) => pedidos.totalizadorPorUnidade(request.session, request.query),
  );

  app.post(
    '/delete-many',
    {
      schema: {
        tags,
        summary: 'Exclui vários pedidos: os excluídos e as falhas de cada um',
        body: ZPedidoDeleteMany,
        response: { 200: ZPedidoDeleteManyResposta, ...errors },
      },
    },
    async (request) => pedidos.excluirVarios(request.session, request.body.ids),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Cadastra um pedido na unidade de negócio selecionada',
        body: ZPedidoCadastro,
        response: { 201: ZPedidoSalvo, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await pedidos.cadastrar(request.session, unidadeSelecionada(request), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'Um pedido', params: ZIdParams, response: { 200: ZPedido, ...errors } },
    },
    async (request) => pedidos.detalhe(request.session, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Altera um pedido (fora de minutas e cargas)',
        params: ZIdParams,
        body: ZPedidoCadastro,
        response: { 200: ZPedidoSalvo, ...errors },
      },
    },
    async (request) => pedidos.editar(request.session, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um pedido',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => pedidos.excluir(request.session, request.params.id),
  );

  app.post(
    '/:id/subdivisao',
    {
      schema: {
        tags,
        summary: 'Subdivide um pedido: parte do peso, cubagem, valor ou volumes vai para um novo pedido',
        params: ZIdParams,
        body: ZPedidoSubdivisao,
        response: { 201: ZPedidoSalvo, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await pedidos.subdividir(request.session, request.params.id, request.body)),
  );

  for (const [acao, ativo] of [
    ['ativar', true],
    ['desativar', false],
  ] as const) {
    app.put(
      `/:id/${acao}`,
      {
        schema: {
          tags,
          summary: ativo ? 'Ativa um pedido' : 'Desativa um pedido',
          params: ZIdParams,
          body: ZPedidoAtivacao,
          response: { 200: ZPedidoSalvo, ...errors },
        },
      },
      async (request) => {
        if (request.body.id !== request.params.id) throw new AppError('VALIDATION', MESSAGES.invalidFormat);
        return pedidos.ativar(request.session, request.params.id, ativo);
      },
    );
  }

  app.patch(
    '/:id/alterar-unidade/:unidadeId',
    {
      schema: {
        tags,
        summary: 'Move um pedido para outra unidade de negócio',
        params: ZPedidoUnidadeParams,
        response: { 200: ZPedidoSalvo, ...errors },
      },
    },
    async (request) => pedidos.alterarUnidade(request.session, request.params.id, request.params.unidadeId),
  );

  app.post(
    '/:id/imprimir',
    {
      schema: {
        tags,
        summary: 'Etiquetas de volume do pedido (registra a impressão)',
        params: ZIdParams,
        body: z.object({ formato: ZFormatoEtiqueta }),
        response: { 201: ZEtiquetasImpressao, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await etiquetas.imprimirPedido(request.session, request.params.id, request.body.formato)),
  );

  app.get(
    '/:id/caracteristica-utilizada',
    {
      schema: {
        tags,
        summary: 'A característica de pedido usada pelo pedido',
        params: ZIdParams,
        response: { 200: ZCaracteristicaUtilizada, ...errors },
      },
    },
    async (request) => pedidos.caracteristicaUtilizada(request.session, request.params.id),
  );
};

/** /api/formacao/minuta — the drafts (ours: the spec shows the draft's fields, not its calls). */
export const minutasRoutes: FastifyPluginAsyncZod<{ minutas: MinutasService }> = async (app, { minutas }) => {
  guardFormacaoRoutes(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Minutas abertas das unidades da requisição',
        response: { 200: ZMinutas, ...errors },
      },
    },
    async (request) => ({ items: await minutas.listar(request.session) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Cria uma minuta vazia na unidade selecionada',
        response: { 201: ZMinuta, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await minutas.criar(request.session, unidadeSelecionada(request))),
  );

  app.post(
    '/sugerir',
    {
      schema: {
        tags,
        summary: 'Sugere minutas: agrupa os pedidos abertos pelas regras de formação e pela capacidade',
        body: ZMinutaSugerir,
        response: { 201: ZMinutaSugestaoResposta, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await minutas.sugerir(request.session, unidadeSelecionada(request), request.body)),
  );

  app.post(
    '/confirmar',
    {
      schema: {
        tags,
        summary: 'Confirma minutas: cada uma vira uma carga (origem 4, formador de cargas)',
        body: ZMinutaConfirmar,
        response: { 201: ZMinutaConfirmacao, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await minutas.confirmar(request.session, request.body.minutaIds)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Uma minuta', params: ZIdParams, response: { 200: ZMinuta, ...errors } } },
    async (request) => minutas.detalhe(request.session, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Veículo (conjunto), tabela de frete e exibição da minuta',
        params: ZIdParams,
        body: ZMinutaAtualizar,
        response: { 200: ZMinuta, ...errors },
      },
    },
    async (request) => minutas.atualizar(request.session, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Remove a minuta; os pedidos voltam para a lista',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => minutas.remover(request.session, request.params.id),
  );

  app.post(
    '/:id/limpar',
    {
      schema: {
        tags,
        summary: 'Limpa a minuta; os pedidos voltam para a lista',
        params: ZIdParams,
        response: { 200: ZMinuta, ...errors },
      },
    },
    async (request) => minutas.limpar(request.session, request.params.id),
  );

  app.put(
    '/:id/ordenacao',
    {
      schema: {
        tags,
        summary: 'Reordena os pedidos da minuta',
        params: ZIdParams,
        body: ZMinutaOrdenacao,
        response: { 200: ZMinuta, ...errors },
      },
    },
    async (request) => minutas.ordenar(request.session, request.params.id, request.body.pedidoIds),
  );

  app.post(
    '/:id/agrupar',
    {
      schema: {
        tags,
        summary: 'Agrupa pedidos da minuta (pedidosAgrupados)',
        params: ZIdParams,
        body: ZMinutaAgrupar,
        response: { 200: ZMinuta, ...errors },
      },
    },
    async (request) =>
      minutas.agrupar(request.session, request.params.id, request.body.pedidoIds, request.body.agrupador),
  );

  app.post(
    '/:id/pedido/:pedidoId',
    {
      schema: {
        tags,
        summary: 'Vincula (ou move de outra minuta) um pedido à minuta, pelas regras de formação',
        params: ZMinutaPedidoParams,
        response: { 200: ZMinuta, ...errors },
      },
    },
    async (request) => minutas.vincular(request.session, request.params.id, request.params.pedidoId),
  );

  app.delete(
    '/:id/pedido/:pedidoId',
    {
      schema: {
        tags,
        summary: 'Desvincula um pedido da minuta',
        params: ZMinutaPedidoParams,
        response: { 200: ZMinuta, ...errors },
      },
    },
    async (request) => minutas.desvincular(request.session, request.params.id, request.params.pedidoId),
  );
};

/** /api/formacao/roteirizador — the route planner (its own module, 01 §6 "route planner"). */
export const roteirizadorRoutes: FastifyPluginAsyncZod<{ roteirizador: RoteirizadorService }> = async (
  app,
  { roteirizador },
) => {
  guardFormacaoRoutes(app, { modules: [Modulo.Roteirizador] });

  app.post(
    '/planejar',
    {
      schema: {
        tags,
        summary: 'Roteiriza paradas com veículos, capacidades e janelas de horário',
        body: ZPlanejarRotasBody,
        response: { 200: ZPlanoRotasResponse, ...errors },
      },
    },
    async (request) => roteirizador.planejar(request.body),
  );

  app.get(
    '/planos',
    { schema: { tags, summary: 'Planos de rota salvos', response: { 200: ZPlanosRota, ...errors } } },
    async (request) => ({ items: await roteirizador.listar(request.session) }),
  );

  app.post(
    '/planos',
    {
      schema: {
        tags,
        summary: 'Salva um plano de rota (com uma minuta: a ordem dos pedidos segue a rota)',
        body: ZPlanoRotaSalvar,
        response: { 201: ZPlanoRotaSalvo, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await roteirizador.salvar(request.session, unidadeSelecionada(request), request.body)),
  );

  app.get(
    '/planos/:id',
    {
      schema: {
        tags,
        summary: 'Um plano de rota',
        params: ZIdParams,
        response: { 200: ZPlanoRota, ...errors },
      },
    },
    async (request) => roteirizador.detalhe(request.session, request.params.id),
  );
};

const ZPaginaHistorico = z.object({
  page: z.coerce.number({ error: MESSAGES.invalidValue }).int().min(1).default(1),
  qtdItem: z.coerce.number({ error: MESSAGES.invalidValue }).int().min(1).max(100).default(10),
});

/** /api/formacao/etiquetas — volume labels (label printing module, 01 §6). */
export const etiquetasRoutes: FastifyPluginAsyncZod<{ etiquetas: EtiquetasService }> = async (
  app,
  { etiquetas },
) => {
  guardFormacaoRoutes(app, { modules: [Modulo.ImpressaoEtiquetas] });

  app.post(
    '/impressao',
    {
      schema: {
        tags,
        summary: 'Etiquetas de volume dos pedidos e cargas escolhidos (registra a impressão)',
        body: ZImprimirEtiquetas,
        response: { 201: ZEtiquetasImpressao, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await etiquetas.imprimir(request.session, request.body)),
  );

  app.get(
    '/impressao',
    {
      schema: {
        tags,
        summary: 'Histórico de impressões de etiquetas',
        querystring: ZPaginaHistorico,
        response: { 200: ZHistoricoEtiquetas, ...errors },
      },
    },
    async (request) => etiquetas.historico(request.session, request.query.page, request.query.qtdItem),
  );

  app.post(
    '/impressao/:id/reimprimir',
    {
      schema: {
        tags,
        summary: 'Reimprime uma impressão do histórico',
        params: ZIdParams,
        response: { 201: ZEtiquetasImpressao, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await etiquetas.reimprimir(request.session, request.params.id)),
  );
};
