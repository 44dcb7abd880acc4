import { performance } from 'node:perf_hooks';
import {
  AUTH_MESSAGES,
  MESSAGES,
  newPasswordPath,
  PASSWORD_TOKEN_MINUTES,
  type PasswordProblem,
  PasswordTokenKind,
  passwordProblem,
  type TNewPasswordRequest,
  type TPasswordTokenKind,
  type TRecoveryRequest,
  type TTokenResponse,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashToken, newOpaqueToken } from '../../lib/opaque-token';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recoveryMail } from './auth.mails';
import type { AuthRepository } from './auth.repository';
import type { AuthTokensRepository } from './auth-tokens.repository';
import { assertAccountState, type SessionIssuer } from './session.service';

export interface PasswordServiceDeps {
  repository: AuthRepository;
  tokens: AuthTokensRepository;
  sessions: SessionIssuer;
  mailer: Mailer;
  /** PUBLIC_URL: the recovery link is `${publicUrl}/#/new-password?token=…`. */
  publicUrl: string;
  /** Told when a recovery e-mail could not be sent (the answer is the same either way). */
  onDeliveryError?: (error: unknown) => void;
  now?: () => Date;
  /** Least time a recovery answer takes, known e-mail or not (default 300 ms). */
  recoveryMinMs?: number;
}

const PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  length: MESSAGES.passwordLength,
  common: AUTH_MESSAGES.passwordCommon,
  weak: AUTH_MESSAGES.passwordWeak,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Password recovery and change (01 §2 new-password screen, §5 rules, §7 calls, §8 messages). */
export function createPasswordService({
  repository,
  tokens,
  sessions,
  mailer,
  publicUrl,
  onDeliveryError = () => undefined,
  now = () => new Date(),
  recoveryMinMs = 300,
}: PasswordServiceDeps) {
  /**
   * A one-time link token for the new-password screen: 'recovery' 1 h, 'creation' 7 days, 'expired'
   * 30 min. Only its SHA-256 is stored; the user's previous unused token of the same kind stops working.
   */
  async function createPasswordToken(userId: string, kind: TPasswordTokenKind): Promise<string> {
    const at = now();
    const token = newOpaqueToken();
    await tokens.insertPasswordToken({
      usuarioId: userId,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + PASSWORD_TOKEN_MINUTES[kind] * 60 * 1000),
      createdAt: at,
    });
    return token;
  }

  return {
    createPasswordToken,

    /**
     * `POST /auth/recovery`: always the same answer, after about the same time, whether or not the
     * e-mail exists (no enumeration). An active user gets the link by mail; the mail is handed to the
     * mailer without waiting for it, so an SMTP server's delay does not show in the answer time.
     */
    async recover({ email }: TRecoveryRequest): Promise<{ message: string }> {
      const started = performance.now();
      const user = await repository.findLoginCandidate(email);
      if (user?.ativo && user.owner.ativo) {
        const token = await createPasswordToken(user.id, PasswordTokenKind.Recovery);
        const link = `${publicUrl}${newPasswordPath(token)}`;
        mailer.send(recoveryMail(user, link)).catch(onDeliveryError);
      }
      const elapsed = performance.now() - started;
      if (elapsed < recoveryMinMs) await sleep(recoveryMinMs - elapsed);
      return { message: AUTH_MESSAGES.recoverySent };
    },

    /**
     * `POST /auth/new-password`: a valid one-time token, a password that passes 01 §5 and differs from
     * the current one (and `oldPassword`, when given, must be the current one). Then the password is set,
     * every other session ends, the user is unlocked, and the answer signs the user in — unless the
     * account or company state refuses sessions (the same checks as sign-in).
     */
    async newPassword(input: TNewPasswordRequest): Promise<TTokenResponse> {
      const at = now();
      const invalidToken = () => new AppError('VALIDATION', AUTH_MESSAGES.recoveryTokenInvalid);
      const row = await tokens.findPasswordToken(hashToken(input.recoveryToken));
      if (!row || row.usedAt || row.expiresAt.getTime() <= at.getTime()) throw invalidToken();
      const user = await repository.findLoginCandidateById(row.usuarioId);
      if (!user) throw invalidToken();

      const problem = passwordProblem(input.newPassword, { email: user.email });
      if (problem) throw new AppError('VALIDATION', PROBLEM_MESSAGES[problem]);
      if (input.oldPassword && !(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.oldPasswordWrong);
      }
      if (user.passwordHash && (await verifyPassword(input.newPassword, user.passwordHash))) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.passwordSameAsOld);
      }
      const passwordHash = await hashPassword(input.newPassword);
      if (!(await tokens.consumePasswordToken(row.id, at))) throw invalidToken();
      await repository.changePassword(user.id, passwordHash, at);

      const updated = await repository.findLoginCandidateById(user.id);
      if (!updated) throw invalidToken();
      assertAccountState(updated, at);
      await repository.registerSuccessfulLogin(updated.id);
      return sessions.issue(updated);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
