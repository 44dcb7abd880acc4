import {
  authorizedModules,
  isPasswordExpired,
  isTrialExpired,
  MESSAGES,
  maskEmail,
  maskPhone,
  SESSION_LIFETIME_HOURS,
  type TLoginRequest,
  type TTokenClaims,
  type TTokenResponse,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { AuthRepository, LoginCandidate } from './auth.repository';

export interface AuthServiceDeps {
  repository: AuthRepository;
  /** Signs the claims into a JWT that expires in `expiresInSeconds`. */
  signToken: (claims: TTokenClaims, expiresInSeconds: number) => string;
  now?: () => Date;
}

const SESSION_SECONDS = SESSION_LIFETIME_HOURS * 60 * 60;

/**
 * A stored hash verified when the e-mail is unknown, so that an unknown e-mail costs the same time as
 * a wrong password (no account enumeration by timing). Random salt and key: no password matches it.
 */
const DUMMY_HASH =
  'scrypt$17$8$1$70xqjFEp9gmWC3+D7KP7TA==$i2jJpXk1DEAY6/+AmouNilhkLiJp2kr0TEheuaYpEmnb4xQFLG5CndQin/59/yHFc8Q7GymQv8iPwNhZge4ZCA==';

/**
 * Sign-in (01 §7, §8). The answer for a wrong password and for an unknown e-mail is the same 401.
 * Order of the checks: lockout (a correct password does not unlock), password, then the account and
 * company states, so that none of them is revealed to someone who does not know the password.
 */
export function createAuthService({ repository, signToken, now = () => new Date() }: AuthServiceDeps) {
  return {
    async login(input: TLoginRequest): Promise<TTokenResponse> {
      const user = await repository.findLoginCandidate(input.email);
      if (!user?.passwordHash) {
        await verifyPassword(input.password, DUMMY_HASH);
        throw new AppError('UNAUTHORIZED', MESSAGES.loginInvalid);
      }
      if (user.lockedAt) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);

      const passwordOk = await verifyPassword(input.password, user.passwordHash);
      if (!passwordOk) {
        const locked = await repository.registerFailedLogin(user.id, user.owner.maxFailedLogins);
        if (locked) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
        throw new AppError('UNAUTHORIZED', MESSAGES.loginInvalid);
      }

      assertMayEnter(user, now());
      await repository.registerSuccessfulLogin(user.id);

      const claims = buildClaims(user);
      const token = signToken(claims, SESSION_SECONDS);
      const expiration = new Date(now().getTime() + SESSION_SECONDS * 1000).toISOString();
      return { token, refreshToken: null, expiration };
    },
  };
}

/** The account and company states that refuse a correct password (01 §8). */
function assertMayEnter(user: LoginCandidate, at: Date): void {
  if (!user.ativo || !user.owner.ativo) throw new AppError('UNAUTHORIZED', MESSAGES.loginInvalid);
  if (user.bloqueado) throw new AppError('LOCKED', MESSAGES.userBlocked);
  if (user.owner.acessoBloqueado) throw new AppError('PAYMENT_REQUIRED', MESSAGES.companyBlocked);
  if (isTrialExpired(user.owner, at)) throw new AppError('UPGRADE_REQUIRED', MESSAGES.trialExpired);
  if (isPasswordExpired({ ...user, passwordExpiryDays: user.owner.passwordExpiryDays }, at)) {
    // The one-time change-password link of the body comes with the sign-in issue.
    throw new AppError('PRECONDITION_FAILED', MESSAGES.passwordExpired);
  }
  if (user.doisFatores) {
    // Second factor required: the code delivery and its verification come with the sign-in issue;
    // until then such an account cannot sign in (refused, never let through).
    throw new AppError('FAILED_DEPENDENCY', 'Autenticação em dois fatores necessária.', {
      details: {
        usuarioId: user.id,
        telefone: user.telefone ? maskPhone(user.telefone) : null,
        email: maskEmail(user.email),
        emailEnviado: false,
      },
    });
  }
}

function buildClaims(user: LoginCandidate): TTokenClaims {
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

export type AuthService = ReturnType<typeof createAuthService>;
