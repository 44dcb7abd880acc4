import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  CanalSegundoFator,
  isPasswordExpired,
  isSecondFactorCode,
  MESSAGES,
  maskEmail,
  maskPhone,
  newPasswordPath,
  PasswordTokenKind,
  SECOND_FACTOR_CODE_LENGTH,
  SECOND_FACTOR_CODE_MINUTES,
  SECOND_FACTOR_MAX_ATTEMPTS,
  type TLoginRequest,
  type TPasswordTokenKind,
  type TRefreshTokenRequest,
  type TTokenResponse,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashToken, sameDigest } from '../../lib/opaque-token';
import { verifyPassword } from '../../lib/password';
import type { SmsSender } from '../../lib/sms';
import { secondFactorMail, secondFactorSms } from './auth.mails';
import type { AuthRepository, LoginCandidate } from './auth.repository';
import type { AuthTokensRepository, SecondFactorChallengeRow } from './auth-tokens.repository';
import { assertAccountState, type SessionIssuer } from './session.service';

export interface AuthServiceDeps {
  repository: AuthRepository;
  tokens: AuthTokensRepository;
  sessions: SessionIssuer;
  /** One-time link to the new-password screen (the 412 answer); from the password service. */
  createPasswordToken: (userId: string, kind: TPasswordTokenKind) => Promise<string>;
  mailer: Mailer;
  sms: SmsSender;
  /** Told when a code could not be delivered (the answer then says `emailEnviado: false`). */
  onDeliveryError?: (error: unknown) => void;
  now?: () => Date;
}

const CODE_MS = SECOND_FACTOR_CODE_MINUTES * 60 * 1000;
/** A code is re-sent at most once every 30 seconds and 5 times per challenge. */
const RESEND_INTERVAL_MS = 30 * 1000;
const MAX_SENDS = 5;

/**
 * A stored hash verified when the e-mail is unknown, so that an unknown e-mail costs the same time as
 * a wrong password (no account enumeration by timing). Random salt and key: no password matches it.
 */
const DUMMY_HASH =
  'scrypt$17$8$1$70xqjFEp9gmWC3+D7KP7TA==$i2jJpXk1DEAY6/+AmouNilhkLiJp2kr0TEheuaYpEmnb4xQFLG5CndQin/59/yHFc8Q7GymQv8iPwNhZge4ZCA==';

function newCode(): string {
  return String(crypto.randomInt(0, 10 ** SECOND_FACTOR_CODE_LENGTH)).padStart(
    SECOND_FACTOR_CODE_LENGTH,
    '0',
  );
}

function codeHash(userId: string, code: string): string {
  return hashToken(`${userId.toLowerCase()}:${code}`);
}

/**
 * Sign-in (01 §7, §8), the second factor and refresh-token rotation. The answer for a wrong password
 * and for an unknown e-mail is the same 401. Order of the checks: lockout (a correct password does not
 * unlock), password, account and company states, second factor, password expiry — so nothing is
 * revealed to someone who does not know the password, and the 412 link (which signs in once the
 * password is changed) is given only after the second factor.
 */
export function createAuthService({
  repository,
  tokens,
  sessions,
  createPasswordToken,
  mailer,
  sms,
  onDeliveryError = () => undefined,
  now = () => new Date(),
}: AuthServiceDeps) {
  async function refuseFailedAttempt(user: LoginCandidate, message: string): Promise<never> {
    const locked = await repository.registerFailedLogin(user.id, user.owner.maxFailedLogins);
    if (locked) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
    throw new AppError('UNAUTHORIZED', message);
  }

  async function deliver(send: () => Promise<void>): Promise<boolean> {
    try {
      await send();
      return true;
    } catch (error) {
      onDeliveryError(error);
      return false;
    }
  }

  /** 424: a new challenge with a new code sent by e-mail; the body tells where (masked). */
  async function challenge(user: LoginCandidate, at: Date): Promise<never> {
    const code = newCode();
    await tokens.startSecondFactorChallenge(user.id, at, {
      codeHash: codeHash(user.id, code),
      canal: CanalSegundoFator.Email,
      codeExpiresAt: new Date(at.getTime() + CODE_MS),
      codeSentAt: at,
    });
    const emailEnviado = await deliver(() => mailer.send(secondFactorMail(user, code)));
    throw new AppError('FAILED_DEPENDENCY', AUTH_MESSAGES.secondFactorRequired, {
      details: {
        usuarioId: user.id,
        telefone: user.telefone ? maskPhone(user.telefone) : null,
        email: maskEmail(user.email),
        emailEnviado,
      },
    });
  }

  function isValidCode(row: SecondFactorChallengeRow | undefined, userId: string, code: string, at: Date) {
    return (
      row !== undefined &&
      row.usedAt === null &&
      row.codeExpiresAt.getTime() > at.getTime() &&
      row.attempts < SECOND_FACTOR_MAX_ATTEMPTS &&
      isSecondFactorCode(code) &&
      sameDigest(codeHash(userId, code), row.codeHash)
    );
  }

  /** The code of the pending challenge, once; a wrong one counts toward the lockout. */
  async function verifySecondFactor(user: LoginCandidate, code: string, at: Date): Promise<void> {
    const row = await tokens.findSecondFactorChallenge(user.id);
    if (
      row &&
      isValidCode(row, user.id, code, at) &&
      (await tokens.consumeSecondFactorChallenge(row.id, at))
    ) {
      return;
    }
    if (row && row.usedAt === null) await tokens.registerSecondFactorAttempt(row.id);
    await refuseFailedAttempt(user, AUTH_MESSAGES.secondFactorInvalid);
  }

  return {
    async login(input: TLoginRequest): Promise<TTokenResponse> {
      const at = now();
      const user = await repository.findLoginCandidate(input.email);
      if (!user?.passwordHash) {
        await verifyPassword(input.password, DUMMY_HASH);
        throw new AppError('UNAUTHORIZED', MESSAGES.loginInvalid);
      }
      if (user.lockedAt) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        await refuseFailedAttempt(user, MESSAGES.loginInvalid);
      }

      assertAccountState(user, at);
      if (user.doisFatores) {
        const code = input.codigoAutenticacaoSegundoFator?.trim();
        if (!code) await challenge(user, at);
        else await verifySecondFactor(user, code, at);
      }
      if (isPasswordExpired({ ...user, passwordExpiryDays: user.owner.passwordExpiryDays }, at)) {
        const token = await createPasswordToken(user.id, PasswordTokenKind.Expired);
        throw new AppError('PRECONDITION_FAILED', MESSAGES.passwordExpired, {
          details: { url: newPasswordPath(token) },
        });
      }
      await repository.registerSuccessfulLogin(user.id);
      return sessions.issue(user);
    },

    /**
     * `POST /auth/token` (01 §7): rotates a refresh token. A used or revoked token is a replay (token
     * theft): its whole family is revoked. Expired, unknown, or another user's token → 401.
     */
    async refresh(input: TRefreshTokenRequest): Promise<TTokenResponse> {
      const at = now();
      const invalid = () => new AppError('UNAUTHORIZED', AUTH_MESSAGES.refreshTokenInvalid);
      const row = await tokens.findRefreshToken(hashToken(input.token));
      if (!row || row.usuarioId !== input.userId.toLowerCase()) throw invalid();
      if (row.usedAt || row.revokedAt) {
        await tokens.revokeRefreshFamily(row.familyId, at);
        throw invalid();
      }
      if (row.expiresAt.getTime() <= at.getTime()) throw invalid();
      if (!(await tokens.markRefreshTokenUsed(row.id, at))) {
        // Used by a concurrent request a moment ago: the same replay.
        await tokens.revokeRefreshFamily(row.familyId, at);
        throw invalid();
      }
      const user = await repository.findLoginCandidateById(row.usuarioId);
      if (!user) throw invalid();
      assertAccountState(user, at);
      return sessions.issue(user, { familyId: row.familyId, expiresAt: row.expiresAt });
    },

    /**
     * `POST /auth/{id}/sendTwoFactorCode/{type}`: a new code (the previous one stops working) for a user
     * whose right password was given in the last 10 minutes. Otherwise the same answer, nothing sent
     * (no enumeration of ids). At most one send every 30 s and 5 per challenge.
     */
    async sendTwoFactorCode(userId: string, type: 1 | 2): Promise<{ message: string }> {
      const at = now();
      const answer = {
        message:
          type === CanalSegundoFator.Sms
            ? AUTH_MESSAGES.secondFactorSentSms
            : AUTH_MESSAGES.secondFactorSentEmail,
      };
      const row = await tokens.findSecondFactorChallenge(userId);
      const pending =
        row !== undefined &&
        row.usedAt === null &&
        at.getTime() - row.passwordVerifiedAt.getTime() < CODE_MS &&
        at.getTime() - row.codeSentAt.getTime() >= RESEND_INTERVAL_MS &&
        row.sends < MAX_SENDS;
      if (!pending) return answer;
      const user = await repository.findLoginCandidateById(userId);
      if (!user?.doisFatores) return answer;
      if (type === CanalSegundoFator.Sms && !user.telefone) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.secondFactorNoPhone);
      }
      const code = newCode();
      await tokens.replaceSecondFactorCode(row.id, {
        codeHash: codeHash(user.id, code),
        canal: type,
        codeExpiresAt: new Date(at.getTime() + CODE_MS),
        codeSentAt: at,
      });
      await deliver(() =>
        type === CanalSegundoFator.Sms && user.telefone
          ? sms.send(user.telefone, secondFactorSms(code))
          : mailer.send(secondFactorMail(user, code)),
      );
      return answer;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
