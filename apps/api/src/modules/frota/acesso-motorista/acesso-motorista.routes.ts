import {
  ACESSO_MOTORISTA_MESSAGES,
  MESSAGES,
  ZCargaDoMotoristaDetalhe,
  ZCargaDoMotoristaParams,
  ZCargasDoMotorista,
  ZMotoristaCodigoRequest,
  ZMotoristaCodigoResponse,
  ZMotoristaEntrarRequest,
  ZMotoristaEntrarResponse,
  ZMotoristaSessao,
  ZPosicaoDoMotorista,
  ZPosicoesRegistradas,
} from '@embarca/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ZErrorResponse } from '../../../lib/http-schemas';
import { SESSION_TOKEN_ISSUER } from '../../../plugins/jwt';
import { checksCredentials } from '../../../plugins/route-security';
import type { AcessoMotoristaService, MotoristaSession } from './acesso-motorista.service';

/** The audience of a driver token: the user API refuses it, and the driver API refuses a user's token. */
export const MOTORISTA_TOKEN_AUDIENCE = 'embarca-motorista';

const tags = ['motorista'];
/** Calls that send codes or check them: at most 10 a minute per client address, as the auth routes. */
const RATE_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };
const publicErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };

const ZClaims = z.object({ sub: z.string(), mids: z.array(z.guid()).min(1).max(50) });

/** The app's JWT bound to the driver audience (sign and verify). */
export function tokensDoMotorista(app: FastifyInstance) {
  return {
    assinar: (claims: { sub: string; mids: string[] }, expiresInSeconds: number) =>
      app.jwt.sign(claims, { aud: MOTORISTA_TOKEN_AUDIENCE, expiresIn: expiresInSeconds }),
    verificar: (token: string): unknown =>
      app.jwt.verify(token, {
        allowedAud: MOTORISTA_TOKEN_AUDIENCE,
        allowedIss: SESSION_TOKEN_ISSUER,
        requiredClaims: ['exp', 'iss', 'aud'],
      }),
  };
}

/** The driver session of each authenticated request (set by the plugin's credential hook). */
const sessoes = new WeakMap<FastifyRequest, MotoristaSession>();

export function sessaoDoMotorista(request: FastifyRequest): MotoristaSession {
  const sessao = sessoes.get(request);
  if (!sessao) throw new AppError('UNAUTHORIZED', ACESSO_MOTORISTA_MESSAGES.sessaoInvalida);
  return sessao;
}

/**
 * The driver token on every route of a plugin (these routes and the chat's /api/motorista/conversas,
 * issue 20). No token at all is a 401 before anything else (onRequest); a token is verified after the input
 * (preHandler), so a malformed id is a 400 naming it whatever the token, as the bad-input contract asks of
 * every route. The routes record the credentials they need (OpenAPI `security`). Call it before the routes;
 * each handler reads the session with `sessaoDoMotorista(request)`.
 */
export function protegerComTokenDoMotorista(instance: FastifyInstance): void {
  const { verificar } = tokensDoMotorista(instance);
  const autenticar = checksCredentials('motoristaAuth', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
    let claims: z.infer<typeof ZClaims>;
    try {
      claims = ZClaims.parse(verificar(match[1]!));
    } catch {
      throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
    }
    sessoes.set(request, { motoristaIds: claims.mids });
  });
  instance.addHook('onRequest', async (request: FastifyRequest) => {
    if (!/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '')) {
      throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
    }
  });
  instance.addHook('preHandler', autenticar);
  instance.addHook('onRoute', (route) => {
    route.config = { ...route.config, credentials: ['motoristaAuth'] };
  });
}

/**
 * Driver sign-in and the driver's own reads under /api/motorista (issue 18): public code request and
 * sign-in (rate-limited), then the driver token (`Authorization: Bearer`, audience embarca-motorista).
 */
export const acessoMotoristaRoutes: FastifyPluginAsyncZod<{ service: AcessoMotoristaService }> = async (
  app,
  { service },
) => {
  app.post(
    '/acesso/codigo',
    {
      config: RATE_LIMIT,
      schema: {
        tags,
        summary: 'Pede um código de acesso de motorista pelo CPF (SMS ou e-mail; mesma resposta sempre)',
        body: ZMotoristaCodigoRequest,
        response: { 200: ZMotoristaCodigoResponse, ...publicErrors },
      },
    },
    async (request) => service.solicitarCodigo(request.body.cpf),
  );

  app.post(
    '/acesso/entrar',
    {
      config: RATE_LIMIT,
      schema: {
        tags,
        summary: 'Entra na área do motorista com o CPF e o código recebido',
        body: ZMotoristaEntrarRequest,
        response: { 200: ZMotoristaEntrarResponse, ...publicErrors },
      },
    },
    async (request) => service.entrar(request.body.cpf, request.body.codigo),
  );

  await app.register(async (instance) => {
    const privado = instance.withTypeProvider<ZodTypeProvider>();
    protegerComTokenDoMotorista(privado);

    privado.get(
      '/eu',
      {
        schema: {
          tags,
          summary: 'O motorista da sessão e as empresas que o cadastraram',
          response: { 200: ZMotoristaSessao, 401: ZErrorResponse },
        },
      },
      async (request) => service.eu(sessaoDoMotorista(request)),
    );

    privado.get(
      '/cargas',
      {
        schema: {
          tags,
          summary: 'As cargas alocadas ao motorista (em andamento e próximas primeiro)',
          response: { 200: ZCargasDoMotorista, 401: ZErrorResponse },
        },
      },
      async (request) => service.cargas(sessaoDoMotorista(request)),
    );

    privado.get(
      '/cargas/:id',
      {
        schema: {
          tags,
          summary: 'Uma carga alocada ao motorista, com a rota',
          params: ZCargaDoMotoristaParams,
          response: { 200: ZCargaDoMotoristaDetalhe, 401: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => service.carga(sessaoDoMotorista(request), request.params.id),
    );

    privado.post(
      '/cargas/:id/posicao',
      {
        schema: {
          tags,
          summary: 'Registra a posição do celular do motorista durante a viagem (o veículo é o da carga)',
          params: ZCargaDoMotoristaParams,
          body: ZPosicaoDoMotorista,
          response: {
            201: ZPosicoesRegistradas,
            400: ZErrorResponse,
            401: ZErrorResponse,
            404: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.registrarPosicao(sessaoDoMotorista(request), request.params.id, request.body)),
    );
  });
};
