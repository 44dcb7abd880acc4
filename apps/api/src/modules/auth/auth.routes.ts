import { ZLoginRequest, ZTokenResponse } from '@embarca/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../lib/http-schemas';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  service: AuthService;
}

/** Authentication calls of 01 §7 under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Entrar com e-mail e senha',
        body: ZLoginRequest,
        response: {
          200: ZTokenResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          402: ZErrorResponse,
          412: ZErrorResponse,
          423: ZErrorResponse,
          424: ZErrorResponse.passthrough(),
          426: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => service.login(request.body),
  );
};
