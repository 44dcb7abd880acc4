import crypto from 'node:crypto';
import {
  authorizedModules,
  isTrialExpired,
  MESSAGES,
  REFRESH_TOKEN_LIFETIME_DAYS,
  SESSION_LIFETIME_HOURS,
  type TTokenClaims,
  type TTokenResponse,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { hashToken, newOpaqueToken } from '../../lib/opaque-token';
import type { LoginCandidate } from './auth.repository';
import type { AuthTokensRepository } from './auth-tokens.repository';

const SESSION_SECONDS = SESSION_LIFETIME_HOURS * 60 * 60;
const REFRESH_MS = REFRESH_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * The account and company states that refuse a session even with the right password (01 §8). Sign-in,
 * refresh and the new-password answer all call it, so none of them lets a blocked account in:
 * inactive user or company → 401, locked → 429, blocked → 423, company blocked → 402, trial over → 426.
 */
export function assertAccountState(user: LoginCandidate, at: Date): void {
  if (!user.ativo || !user.owner.ativo) throw new AppError('UNAUTHORIZED', MESSAGES.loginInvalid);
  if (user.lockedAt) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
  if (user.bloqueado) throw new AppError('LOCKED', MESSAGES.userBlocked);
  if (user.owner.acessoBloqueado) throw new AppError('PAYMENT_REQUIRED', MESSAGES.companyBlocked);
  if (isTrialExpired(user.owner, at)) throw new AppError('UPGRADE_REQUIRED', MESSAGES.trialExpired);
}

/** The token's claims (01 §3) from the user's current state. */
export function buildClaims(user: LoginCandidate): TTokenClaims {
  return {
    sub: user.id,
    nome: user.nome,
    email: user.email,
    role: user.role,
    AuthorizedModule: authorizedModules(user.owner.modules, user.modulosNaoAutorizados),
    UserUnauthorizedModule: user.modulosNaoAutorizados,
    License: user.owner.licenseType,
    OwnerId: user.owner.id,
    Documento: user.owner.documento ?? '',
    TipoEmpresa: user.owner.tipo,
    UsuarioTipo: user.tipo,
    sv: user.sessionVersion,
  };
}

export interface SessionIssuerDeps {
  tokens: AuthTokensRepository;
  /** Signs the claims into a JWT that expires in `expiresInSeconds`. */
  signToken: (claims: TTokenClaims, expiresInSeconds: number) => string;
  now: () => Date;
}

/** The refresh-token family a rotation continues (its absolute expiry does not move). */
export interface RefreshFamily {
  familyId: string;
  expiresAt: Date;
}

/**
 * Issues the session token object (01 §3): a JWT valid 8 hours and an opaque refresh token (only its
 * SHA-256 is stored) in a new family, or in `family` when rotating.
 */
export function createSessionIssuer({ tokens, signToken, now }: SessionIssuerDeps) {
  return {
    async issue(user: LoginCandidate, family?: RefreshFamily): Promise<TTokenResponse> {
      const at = now();
      const refreshToken = newOpaqueToken();
      await tokens.insertRefreshToken({
        usuarioId: user.id,
        familyId: family?.familyId ?? crypto.randomUUID(),
        tokenHash: hashToken(refreshToken),
        expiresAt: family?.expiresAt ?? new Date(at.getTime() + REFRESH_MS),
      });
      const token = signToken(buildClaims(user), SESSION_SECONDS);
      const expiration = new Date(at.getTime() + SESSION_SECONDS * 1000).toISOString();
      return { token, refreshToken, expiration };
    },
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
