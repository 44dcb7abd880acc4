import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';

export interface JwtPluginOptions {
  /** From JWT_SECRET or DATA_DIR/secrets.json (lib/secrets.ts). */
  secret: string;
}

/** Makes `app.jwt`, `request.jwtVerify()` and `reply.jwtSign()` available; the auth routes use them. */
export const jwtPlugin = fp<JwtPluginOptions>(
  async (app, options) => {
    // Verified tokens are kept (fast-jwt's LRU, keyed by a hash of the token, never past the token's own
    // expiry): an authenticated request skips the HMAC check of a token it has seen (issue 14). Revocation
    // does not depend on it: the session state (plugins/authenticate.ts) is checked on every request.
    await app.register(fastifyJwt, { secret: options.secret, verify: { cache: 10_000 } });
  },
  { name: 'jwt' },
);
