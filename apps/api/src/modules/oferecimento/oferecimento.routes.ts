import {
  MESSAGES,
  Modulo,
  OFERECIMENTO_MESSAGES,
  Role,
  TipoEmpresa,
  ZCancelarOfertaBody,
  ZGrupoTransportadoras,
  ZGrupoTransportadorasRequest,
  ZOferecimentoDaCarga,
  ZOfertaDetalhe,
  ZOfertaDoMotorista,
  ZOfertarCargaBody,
  ZQuadroOferecimento,
  ZQuadroOferecimentoQuery,
  ZQuadroOfertasRecebidas,
  ZResponderOfertaBody,
  ZSugestaoOferecimento,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '../../lib/http-schemas';
import { ERROR_RESPONSES, registerRecordRoutes, ZMessageResponse } from '../../lib/route-contracts';
import { type AccessRequirement, protectRoutes, requireAccess } from '../../plugins/access-guard';
import {
  protegerComTokenDoMotorista,
  sessaoDoMotorista,
} from '../frota/acesso-motorista/acesso-motorista.routes';
import type { GruposService } from './grupos.service';
import type { MotoristaOfertas } from './motorista-ofertas';
import type { OferecimentoService } from './oferecimento.service';

const tags = ['oferecimento'];
const errors = ERROR_RESPONSES;

/** Every offering route: the Oferecimento module and an Operador (or Administrador). */
export const OFERECIMENTO_ACESSO: AccessRequirement = { modules: [Modulo.Oferecimento], role: Role.Operador };
/** The shipper's side: its loads, offers and groups, in the request's business units. */
export const OFERECIMENTO_EMBARCADOR: AccessRequirement = {
  ...OFERECIMENTO_ACESSO,
  ownerTypes: [TipoEmpresa.Embarcador],
  businessUnit: 'required',
};
/** The carrier's side: the offers it received. */
export const OFERECIMENTO_TRANSPORTADORA: AccessRequirement = {
  ...OFERECIMENTO_ACESSO,
  ownerTypes: [TipoEmpresa.Transportadora],
};

const ZCargaParams = z.object({ cargaId: z.guid({ error: MESSAGES.invalidFormat }) });
const ZOfertaParams = z.object({ ofertaId: z.guid({ error: MESSAGES.invalidFormat }) });
const ZOferecerResponse = z.object({ message: z.string(), oferecimento: ZOferecimentoDaCarga });
const ZResponderResponse = z.object({ message: z.string(), oferta: ZOfertaDetalhe });

export interface OferecimentoRoutesOptions {
  service: OferecimentoService;
  grupos: GruposService;
}

/** /api/oferecimento — the shipper's side (issue 20). */
export const oferecimentoEmbarcadorRoutes: FastifyPluginAsyncZod<OferecimentoRoutesOptions> = async (
  app,
  { service, grupos },
) => {
  protectRoutes(app, requireAccess(OFERECIMENTO_EMBARCADOR));

  app.get(
    '/quadro/embarcador',
    {
      schema: {
        tags,
        summary: 'Quadro de oferecimento do embarcador: as cargas por etapa da negociação',
        querystring: ZQuadroOferecimentoQuery,
        response: { 200: ZQuadroOferecimento, ...errors },
      },
    },
    async (request) => service.quadroEmbarcador(request.session, request.query),
  );

  app.get(
    '/cargas/:cargaId',
    {
      schema: {
        tags,
        summary: 'O oferecimento de uma carga: ofertas, negociações e o oferecimento automático',
        params: ZCargaParams,
        response: { 200: ZOferecimentoDaCarga, ...errors },
      },
    },
    async (request) => service.daCarga(request.session, request.params.cargaId),
  );

  app.get(
    '/cargas/:cargaId/sugestao',
    {
      schema: {
        tags,
        summary: 'Valor da tabela de frete, piso ANTT e transportadoras ranqueadas para ofertar a carga',
        params: ZCargaParams,
        response: { 200: ZSugestaoOferecimento, ...errors },
      },
    },
    async (request) => service.sugestao(request.session, request.params.cargaId),
  );

  app.post(
    '/cargas/:cargaId/oferecer',
    {
      schema: {
        tags,
        summary:
          'Oferta a carga: manual (restrita ou direcionada), automática (cascata) ou pela tabela de frete',
        params: ZCargaParams,
        body: ZOfertarCargaBody,
        response: { 201: ZOferecerResponse, ...errors },
      },
    },
    async (request, reply) => {
      const oferecimento = await service.oferecer(request.session, request.params.cargaId, request.body);
      const message =
        oferecimento.carga.situacao && oferecimento.etapa === 'contratada'
          ? OFERECIMENTO_MESSAGES.contratadaPelaTabela
          : OFERECIMENTO_MESSAGES.ofertada;
      return reply.code(201).send({ message, oferecimento });
    },
  );

  app.post(
    '/cargas/:cargaId/interromper',
    {
      schema: {
        tags,
        summary: 'Interrompe o oferecimento automático (a oferta aberta é cancelada)',
        params: ZCargaParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.interromper(request.session, request.params.cargaId);
      return { message: OFERECIMENTO_MESSAGES.cascataInterrompida };
    },
  );

  app.post(
    '/cargas/:cargaId/assumir',
    {
      schema: {
        tags,
        summary: 'Assume o oferecimento automático: segue manual, a oferta aberta fica',
        params: ZCargaParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.assumir(request.session, request.params.cargaId);
      return { message: OFERECIMENTO_MESSAGES.cascataAssumida };
    },
  );

  app.post(
    '/ofertas/:ofertaId/cancelar',
    {
      schema: {
        tags,
        summary: 'Cancela uma oferta aberta (o embarcador a retira)',
        params: ZOfertaParams,
        body: ZCancelarOfertaBody,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.cancelarOferta(request.session, request.params.ofertaId, request.body.comentario);
      return { message: OFERECIMENTO_MESSAGES.ofertaCancelada };
    },
  );

  app.get(
    '/grupos',
    {
      schema: {
        tags,
        summary: 'Grupos de transportadoras da empresa',
        response: { 200: z.array(ZGrupoTransportadoras), ...errors },
      },
    },
    async (request) => grupos.listar(request.session),
  );

  await app.register(
    async (grupo) => {
      registerRecordRoutes(grupo, {
        tags,
        create: {
          summary: 'Cria um grupo de transportadoras',
          body: ZGrupoTransportadorasRequest,
          response: ZGrupoTransportadoras,
          run: grupos.criar,
        },
        update: {
          summary: 'Altera um grupo de transportadoras',
          body: ZGrupoTransportadorasRequest,
          response: ZGrupoTransportadoras,
          run: grupos.alterar,
        },
        remove: {
          summary: 'Exclui um grupo de transportadoras',
          message: OFERECIMENTO_MESSAGES.grupoExcluido,
          run: grupos.excluir,
        },
      });
    },
    { prefix: '/grupos' },
  );
};

/** /api/oferecimento — the carrier's board (issue 20). */
export const oferecimentoTransportadoraRoutes: FastifyPluginAsyncZod<
  Pick<OferecimentoRoutesOptions, 'service'>
> = async (app, { service }) => {
  protectRoutes(app, requireAccess(OFERECIMENTO_TRANSPORTADORA));

  app.get(
    '/quadro/transportadora',
    {
      schema: {
        tags,
        summary: 'Quadro de oferecimento da transportadora: as ofertas recebidas por etapa',
        querystring: ZQuadroOferecimentoQuery,
        response: { 200: ZQuadroOfertasRecebidas, ...errors },
      },
    },
    async (request) => service.quadroTransportadora(request.session, request.query),
  );
};

/** /api/oferecimento/ofertas — one offer, for the shipper or the carrier it went to (the gate says which). */
export const ofertasRoutes: FastifyPluginAsyncZod<Pick<OferecimentoRoutesOptions, 'service'>> = async (
  app,
  { service },
) => {
  protectRoutes(app, requireAccess(OFERECIMENTO_ACESSO));

  app.get(
    '/ofertas/:ofertaId',
    {
      schema: {
        tags,
        summary: 'Uma oferta com a sua negociação (o embarcador ou a transportadora a que foi feita)',
        params: ZOfertaParams,
        response: { 200: ZOfertaDetalhe, ...errors },
      },
    },
    async (request) => service.daOferta(request.session, request.params.ofertaId),
  );

  app.post(
    '/ofertas/:ofertaId/responder',
    {
      schema: {
        tags,
        summary: 'Responde a uma oferta: aceitar, contrapropor ou recusar (quem tem a vez)',
        params: ZOfertaParams,
        body: ZResponderOfertaBody,
        response: { 200: ZResponderResponse, ...errors },
      },
    },
    async (request) => {
      const oferta = await service.responder(request.session, request.params.ofertaId, request.body);
      const message =
        request.body.acao === 'aceitar'
          ? OFERECIMENTO_MESSAGES.contratada
          : OFERECIMENTO_MESSAGES.respostaEnviada;
      return { message, oferta };
    },
  );
};

/** /api/motorista/ofertas — the driver's side (driver token): the offers of its carrier, and accepting one. */
export const motoristaOfertasRoutes: FastifyPluginAsyncZod<{ motorista: MotoristaOfertas }> = async (
  app,
  { motorista },
) => {
  protegerComTokenDoMotorista(app);
  const motoristaErrors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    404: ZErrorResponse,
    409: ZErrorResponse,
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['motorista'],
        summary: 'As ofertas abertas das transportadoras do motorista que permitem o aceite pelo motorista',
        response: { 200: z.array(ZOfertaDoMotorista), 401: ZErrorResponse },
      },
    },
    async (request) => motorista.listar(sessaoDoMotorista(request)),
  );

  app.post(
    '/:ofertaId/aceitar',
    {
      schema: {
        tags: ['motorista'],
        summary: 'O motorista aceita a oferta pela sua transportadora (a carga é contratada)',
        params: ZOfertaParams,
        response: { 200: ZMessageResponse, ...motoristaErrors },
      },
    },
    async (request) => {
      await motorista.aceitar(sessaoDoMotorista(request), request.params.ofertaId);
      return { message: OFERECIMENTO_MESSAGES.aceitaPeloMotorista };
    },
  );
};
