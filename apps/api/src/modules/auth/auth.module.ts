import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
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

/**
 * Sign-in, sessions and passwords (01 §7 authentication) under /api, and the `authenticate` hook every
 * other module's routes use. Returns what the users module builds on (password tokens, sessions).
 */
export async function registerAuthModule(
  app: FastifyInstance,
  deps: {
    db: Database;
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
  await app.register(authenticatePlugin, { sessions: repository });
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
