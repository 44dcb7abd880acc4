import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';

export interface JwtPluginOptions {
  /** From JWT_SECRET or DATA_DIR/secrets.json (lib/secrets.ts). */
  secret: string;
}

/** Makes `app.jwt`, `request.jwtVerify()` and `reply.jwtSign()` available; the auth routes use them. */
export const jwtPlugin = fp<JwtPluginOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, { secret: options.secret });
  },
  { name: 'jwt' },
);
