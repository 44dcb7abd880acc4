import { MESSAGES } from '@embarca/domain';
import { ApiError } from '../../lib/api-client';

/** The second-factor target the 424 answer carries (01 §8). */
export interface TSecondFactorChallenge {
  usuarioId: string | null;
  telefone: string | null;
  email: string | null;
  emailEnviado: boolean;
}

export type TLoginFailure =
  | { kind: 'message'; message: string }
  | { kind: 'passwordExpired'; message: string; changePasswordUrl: string | null }
  | { kind: 'secondFactor'; challenge: TSecondFactorChallenge };

const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  401: MESSAGES.loginInvalid,
  423: MESSAGES.userBlocked,
  402: MESSAGES.companyBlocked,
  426: MESSAGES.trialExpired,
  429: MESSAGES.tooManyAttempts,
};

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

/** 412's body is the URL for changing the password: a bare string, or a field of an object. */
export function readChangePasswordUrl(body: unknown): string | null {
  const looksLikeUrl = (value: unknown): value is string =>
    typeof value === 'string' && /^(https?:\/\/|#\/|\/)/.test(value.trim());
  if (looksLikeUrl(body)) return body.trim();
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const candidate = [record.url, record.link, record.redirectUrl, record.message].find(looksLikeUrl);
    return candidate ? candidate.trim() : null;
  }
  return null;
}

function readChallenge(body: unknown): TSecondFactorChallenge {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return {
    usuarioId: textOrNull(record.usuarioId),
    telefone: textOrNull(record.telefone),
    email: textOrNull(record.email),
    emailEnviado: record.emailEnviado === true,
  };
}

/** The sign-in screen's behaviour for a failed sign-in, by status (01 §8). */
export function describeLoginFailure(error: unknown): TLoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: MESSAGES.loginUnexpected };
  if (error.status === 424) return { kind: 'secondFactor', challenge: readChallenge(error.body) };
  if (error.status === 412) {
    return {
      kind: 'passwordExpired',
      message: MESSAGES.passwordExpired,
      changePasswordUrl: readChangePasswordUrl(error.body),
    };
  }
  return { kind: 'message', message: MESSAGE_BY_STATUS[error.status] ?? MESSAGES.loginUnexpected };
}
