import {
  Role,
  ZAuthOwnerResponse,
  ZAuthUserResponse,
  ZFcmTokenQuery,
  ZLoginRequest,
  ZMessageResponse,
  ZNewPasswordRequest,
  ZOwnerIdParams,
  ZPasswordExpiredResponse,
  ZRecoveryRequest,
  ZRefreshTokenRequest,
  ZSecondFactorRequiredResponse,
  ZSendTwoFactorCodeParams,
  ZTokenResponse,
  ZTrialLicenseResponse,
  ZUserIdParams,
} from '@embarca/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZUnauthorizedResponse } from '../../lib/http-schemas';
import { protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';
import type { PasswordService } from './password.service';

export interface AuthRoutesOptions {
  service: AuthService;
  passwords: PasswordService;
  account: AccountService;
}

/** Calls that send mail or codes: at most 10 a minute per client address (@fastify/rate-limit). */
const MAIL_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };
const sessionErrors = {
  400: ZErrorResponse,
  401: ZUnauthorizedResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Authentication calls of 01 §7 under /api (sign-in, tokens, passwords, the caller's own account). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, passwords, account },
) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Entrar com e-mail e senha (e o código do segundo fator, quando pedido)',
        body: ZLoginRequest,
        response: {
          200: ZTokenResponse,
          ...errors,
          402: ZErrorResponse,
          412: ZPasswordExpiredResponse,
          423: ZErrorResponse,
          424: ZSecondFactorRequiredResponse,
          426: ZErrorResponse,
        },
      },
    },
    async (request) => service.login(request.body),
  );

  app.post(
    '/auth/:id/sendTwoFactorCode/:type',
    {
      config: MAIL_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Reenviar o código do segundo fator (1 e-mail, 2 SMS)',
        params: ZSendTwoFactorCodeParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => service.sendTwoFactorCode(request.params.id, request.params.type),
  );

  app.post(
    '/auth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Renovar a sessão com o refresh token (rotação)',
        body: ZRefreshTokenRequest,
        response: { 200: ZTokenResponse, ...errors, 402: ZErrorResponse, 423: ZErrorResponse },
      },
    },
    async (request) => service.refresh(request.body),
  );

  app.post(
    '/auth/recovery',
    {
      config: MAIL_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Recuperar a senha (envia um link por e-mail)',
        body: ZRecoveryRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => passwords.recover(request.body),
  );

  app.post(
    '/auth/new-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Definir uma nova senha com o token do link',
        body: ZNewPasswordRequest,
        response: { 200: ZTokenResponse, ...errors, 402: ZErrorResponse, 423: ZErrorResponse },
      },
    },
    async (request) => passwords.newPassword(request.body),
  );

  // The caller's own account: a session, but no business unit (the shell calls these before one is chosen).
  await app.register(async (scope) => {
    const session = scope.withTypeProvider<ZodTypeProvider>();
    protectRoutes(session, requireAccess({ role: Role.Operador, businessUnit: 'optional' }));

    session.get(
      '/auth/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'O usuário da sessão, com a empresa',
          response: { 200: ZAuthUserResponse, ...sessionErrors },
        },
      },
      async (request) => account.user(request.session),
    );

    session.get(
      '/auth/owner',
      {
        schema: {
          tags: ['auth'],
          summary: 'A empresa do usuário da sessão',
          response: { 200: ZAuthOwnerResponse, ...sessionErrors },
        },
      },
      async (request) => account.owner(request.session),
    );

    session.get(
      '/owner/:id/logo',
      {
        schema: {
          tags: ['auth'],
          summary: 'Logotipo da empresa do usuário (imagem; 404 sem logotipo ou de outra empresa)',
          params: ZOwnerIdParams,
        },
      },
      async (request, reply) => {
        const logo = await account.ownerLogo(request.session, request.params.id);
        return reply
          .type(logo.contentType)
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(logo.data);
      },
    );

    session.post(
      '/user/aceite-termo-uso/:userId',
      {
        schema: {
          tags: ['auth'],
          summary: 'Registrar o aceite dos termos de uso',
          params: ZUserIdParams,
          response: { 204: z.null(), ...sessionErrors },
        },
      },
      async (request, reply) => {
        await account.acceptTermsOfUse(request.session, request.params.userId);
        return reply.code(204).send(null);
      },
    );

    session.post(
      '/auth/token/fcm/:userId',
      {
        schema: {
          tags: ['auth'],
          summary: 'Registrar o token de notificações push',
          params: ZUserIdParams,
          querystring: ZFcmTokenQuery,
          response: { 204: z.null(), ...sessionErrors },
        },
      },
      async (request, reply) => {
        await account.registerFcmToken(request.session, request.params.userId, request.query.fcmToken);
        return reply.code(204).send(null);
      },
    );

    session.get(
      '/owner/getModuleLicenseTrial',
      {
        schema: {
          tags: ['auth'],
          summary: 'Licença trial da empresa (null quando não é trial)',
          response: { 200: ZTrialLicenseResponse, ...sessionErrors },
        },
      },
      async (request) => account.trialLicence(request.session),
    );
  });
};
