import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms';
import { authenticatePlugin } from '../../plugins/authenticate';
import { createAccountService } from './account.service';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createAuthTokensRepository } from './auth-tokens.repository';
import { createPasswordService } from './password.service';
import { createSessionIssuer } from './session.service';
import { connectSessionStateCache } from './session-state.cache';

/** Methods that may write: a request with one of them clears this process's session-state cache. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sign-in, sessions and passwords (01 §7 authentication) under /api, and the `authenticate` hook every
 * other module's routes use. Returns what the users module builds on (password tokens, sessions).
 */
export async function registerAuthModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    /** The open database: the session-state cache listens on it (both drivers). */
    database: DatabaseHandle;
    mailer: Mailer;
    sms: SmsSender;
    publicUrl: string;
    onDeliveryError: (error: unknown) => void;
  },
) {
  const repository = createAuthRepository(deps.db);
  const tokens = createAuthTokensRepository(deps.db);
  const sessions = createSessionIssuer({
    tokens,
    signToken: (claims, expiresIn) => app.jwt.sign(claims, { expiresIn }),
    now: () => new Date(),
  });
  const passwords = createPasswordService({
    repository,
    tokens,
    sessions,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    onDeliveryError: deps.onDeliveryError,
  });
  // Each authenticated request checks the user's state; it is kept in memory and dropped by the `sessao`
  // NOTIFY of any process (session-state.cache.ts). A write in this process drops it at once, before its
  // reply leaves, so the caller's next request never races the NOTIFY.
  const sessionStates = connectSessionStateCache(
    deps.database,
    repository.loadSessionState,
    (error, context) =>
      app.log.warn(
        { err: error, context },
        'cache de sessão: falha no LISTEN (lendo do banco até reconectar)',
      ),
  );
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method)) sessionStates.cache.clear();
    return payload;
  });
  app.addHook('onClose', async () => sessionStates.bus.close());
  // Start with the cache trusted when the listener comes up at once (it does on a healthy database); if it
  // does not within 2 s, the server starts anyway and reads the state per request until it does.
  await Promise.race([
    sessionStates.bus.listening,
    new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
  ]);
  await app.register(authenticatePlugin, { sessions: sessionStates.cache });
  await app.register(authRoutes, {
    prefix: '/api',
    service: createAuthService({
      repository,
      tokens,
      sessions,
      createPasswordToken: passwords.createPasswordToken,
      mailer: deps.mailer,
      sms: deps.sms,
      onDeliveryError: deps.onDeliveryError,
    }),
    passwords,
    account: createAccountService({ repository }),
  });
  return { repository, sessions, passwords };
}

export type AuthModule = Awaited<ReturnType<typeof registerAuthModule>>;
