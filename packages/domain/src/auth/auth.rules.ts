/**
 * Sign-in rules shared by the API (to enforce) and the web app (to explain): trial countdown,
 * password expiry, the modules a token carries, and the masked contact shown for the second factor.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialLicence {
  trialStartedAt: Date | null;
  trialDays: number | null;
}

/** Whole days left in a trial (rounded up; 0 when over). Null when the company has no trial dates. */
export function trialDaysLeft(licence: TrialLicence, now: Date): number | null {
  if (!licence.trialStartedAt || licence.trialDays == null) return null;
  const end = licence.trialStartedAt.getTime() + licence.trialDays * DAY_MS;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** A trial is over once `trialStartedAt + trialDays` has passed (sign-in then answers 426). */
export function isTrialExpired(licence: TrialLicence, now: Date): boolean {
  if (!licence.trialStartedAt || licence.trialDays == null) return false;
  return now.getTime() >= licence.trialStartedAt.getTime() + licence.trialDays * DAY_MS;
}

export interface PasswordAge {
  passwordChangedAt: Date | null;
  trocaSenhaObrigatoria: boolean;
  /** The company's password lifetime in days; null = passwords never expire. */
  passwordExpiryDays: number | null;
}

/** A password is expired when a change is forced, or when the company's lifetime has passed (412). */
export function isPasswordExpired(age: PasswordAge, now: Date): boolean {
  if (age.trocaSenhaObrigatoria) return true;
  if (age.passwordExpiryDays == null || !age.passwordChangedAt) return false;
  return now.getTime() >= age.passwordChangedAt.getTime() + age.passwordExpiryDays * DAY_MS;
}

/** The token's AuthorizedModule claim: the licence's modules less the ones withheld from the user. */
export function authorizedModules(
  licenceModules: readonly string[],
  userUnauthorized: readonly string[],
): string[] {
  const withheld = new Set(userUnauthorized.map((m) => m.toLowerCase()));
  return licenceModules.filter((m) => !withheld.has(m.toLowerCase()));
}

/** 'maria.souza@empresa.com.br' → 'ma*******@empresa.com.br' (shown on the second-factor step). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '';
  const local = email.slice(0, at);
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${'*'.repeat(Math.max(local.length - visible.length, 1))}${email.slice(at)}`;
}

/** Refresh tokens: absolute expiry of a family, counted from the sign-in (rotation does not extend it). */
export const REFRESH_TOKEN_LIFETIME_DAYS = 30;

/** Second-factor codes: 6 digits, valid 10 minutes, single use, at most 5 verification attempts. */
export const SECOND_FACTOR_CODE_LENGTH = 6;
export const SECOND_FACTOR_CODE_MINUTES = 10;
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;

/** Kinds of one-time links to the new-password screen, and how long each is valid (minutes). */
export const PasswordTokenKind = { Recovery: 'recovery', Creation: 'creation', Expired: 'expired' } as const;
export type TPasswordTokenKind = (typeof PasswordTokenKind)[keyof typeof PasswordTokenKind];
export const PASSWORD_TOKEN_MINUTES: Record<TPasswordTokenKind, number> = {
  recovery: 60,
  creation: 7 * 24 * 60,
  expired: 30,
};

/** True for a well-formed second-factor code (6 digits). */
export function isSecondFactorCode(code: string | null | undefined): boolean {
  return new RegExp(`^\\d{${SECOND_FACTOR_CODE_LENGTH}}$`).test(code ?? '');
}

/** The hash route of the new-password screen (01 §2): `/#/new-password?token=…[&creation=true]`. */
export function newPasswordPath(token: string, creation = false): string {
  return `/#/new-password?token=${encodeURIComponent(token)}${creation ? '&creation=true' : ''}`;
}

/** Name of a trial licence (01 §3 "Trial licence: nome"): 'Licença de 7 dias'. */
export function trialLicenceName(trialDays: number): string {
  return `Licença de ${trialDays} ${trialDays === 1 ? 'dia' : 'dias'}`;
}
