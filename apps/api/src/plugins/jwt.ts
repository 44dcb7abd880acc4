import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';

export interface JwtPluginOptions {
  /** From JWT_SECRET or DATA_DIR/secrets.json (lib/secrets.ts). */
  secret: string;
}

/** Who issues the session tokens and who they are for: set on every token, required on every check. */
export const SESSION_TOKEN_ISSUER = 'embarca';
export const SESSION_TOKEN_AUDIENCE = 'embarca-api';

/** A token signed without its own lifetime still expires (the auth routes set theirs: 01 §8). */
const DEFAULT_LIFETIME_SECONDS = 60 * 60;

/**
 * Makes `app.jwt`, `request.jwtVerify()` and `reply.jwtSign()` available; the auth routes use them.
 * Verification requires `exp`, `iss` and `aud` (issue 15: a correctly signed token without `exp` was
 * accepted forever) and only HS256, the algorithm the product signs with.
 */
export const jwtPlugin = fp<JwtPluginOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: {
        algorithm: 'HS256',
        iss: SESSION_TOKEN_ISSUER,
        aud: SESSION_TOKEN_AUDIENCE,
        expiresIn: DEFAULT_LIFETIME_SECONDS,
      },
      verify: {
        algorithms: ['HS256'],
        allowedIss: SESSION_TOKEN_ISSUER,
        allowedAud: SESSION_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iss', 'aud'],
        // Verified tokens are kept (fast-jwt's LRU, keyed by a hash of the token, never past the token's
        // own expiry): an authenticated request skips the HMAC check of a token it has seen (issue 14).
        // Revocation does not depend on it: the session state (plugins/authenticate.ts) is checked on
        // every request.
        cache: 10_000,
      },
    });
  },
  { name: 'jwt' },
);
