import { z } from 'zod';
import { MESSAGES, requiredMessage } from '../shared/messages';

/** Session lifetime (01 §9: "Session cookie lifetime: 8 hours"). */
export const SESSION_LIFETIME_HOURS = 8;

/** POST /api/auth/login (01 §7). `tipoAutenticacao` is always 1 (e-mail and password). */
export const ZLoginRequest = z.object({
  email: z
    .string({ error: requiredMessage('E-mail') })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage('E-mail'))
    .pipe(z.email(MESSAGES.invalidEmail)),
  password: z.string({ error: requiredMessage('Senha') }).min(1, requiredMessage('Senha')),
  tipoAutenticacao: z.literal(1, { error: MESSAGES.invalidValue }).default(1),
  codigoAutenticacaoSegundoFator: z.string().trim().max(20).nullish(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The session token object (01 §3): token, refreshToken, expiration (ISO 8601). */
export const ZTokenResponse = z.object({
  token: z.string(),
  /** Refresh tokens come with the sign-in issue; null until then. */
  refreshToken: z.string().nullable(),
  expiration: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/**
 * The token's claims. The spec's names are verbatim (01 §3): role, AuthorizedModule,
 * UserUnauthorizedModule, License, OwnerId, Documento. The others are ours: `sub` (user id), `nome`,
 * `email`, `TipoEmpresa` (company type of the owner), `UsuarioTipo` (99/100) and `sv` (session
 * version: bumping it on the user ends every session at once).
 */
export const ZTokenClaims = z.object({
  sub: z.string(),
  nome: z.string(),
  email: z.string(),
  role: z.enum(['Administrador', 'Operador']),
  AuthorizedModule: z.array(z.string()),
  UserUnauthorizedModule: z.array(z.string()),
  License: z.number().int(),
  OwnerId: z.string(),
  Documento: z.string(),
  TipoEmpresa: z.number().int(),
  UsuarioTipo: z.number().int().nullable(),
  sv: z.number().int(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaims>;

/** HTTP headers of the business-unit scope (01 §7 "Request rules"). */
export const BUSINESS_UNIT_HEADER = 'businessunitid';
export const BUSINESS_UNIT_FILTER_HEADER = 'businessunitfilter';

/** 424 body (01 §8): the second factor is required; the code was sent (e-mail unless told otherwise). */
export const ZSecondFactorRequiredResponse = z.object({
  message: z.string(),
  usuarioId: z.string(),
  /** Masked, showing only the last 4 digits; null when the user has no phone. */
  telefone: z.string().nullable(),
  /** Masked e-mail. */
  email: z.string(),
  emailEnviado: z.boolean(),
});
export type TSecondFactorRequiredResponse = z.infer<typeof ZSecondFactorRequiredResponse>;

/** 412 body (01 §8): the URL of the change-password screen with a one-time token. */
export const ZPasswordExpiredResponse = z.object({ message: z.string(), url: z.string() });
export type TPasswordExpiredResponse = z.infer<typeof ZPasswordExpiredResponse>;

/** Second-factor channel of `POST /auth/{id}/sendTwoFactorCode/{type}`: 1 e-mail, 2 SMS. */
export const CanalSegundoFator = { Email: 1, Sms: 2 } as const;

export const ZSendTwoFactorCodeParams = z.object({
  id: z.string().uuid(MESSAGES.invalidFormat),
  type: z.coerce
    .number({ error: MESSAGES.invalidValue })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: MESSAGES.invalidValue })),
});

/** POST /api/auth/token (01 §7): refresh-token rotation. */
export const ZRefreshTokenRequest = z.object({
  grantType: z.literal('refresh_token', { error: MESSAGES.invalidValue }),
  userId: z.string({ error: requiredMessage('userId') }).uuid(MESSAGES.invalidFormat),
  token: z
    .string({ error: requiredMessage('token') })
    .min(1, requiredMessage('token'))
    .max(200),
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

/** POST /api/auth/recovery (01 §7): always the same answer. */
export const ZRecoveryRequest = z.object({
  email: z
    .string({ error: requiredMessage('E-mail') })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage('E-mail'))
    .max(254)
    .pipe(z.email(MESSAGES.invalidEmail)),
});
export type TRecoveryRequest = z.infer<typeof ZRecoveryRequest>;

/**
 * POST /api/auth/new-password (01 §7): recoveryToken (from the mail link or the 412 URL), oldPassword
 * (only when an authenticated user changes their own password), newPassword (6–30, strength ≥ 6).
 */
export const ZNewPasswordRequest = z.object({
  recoveryToken: z
    .string({ error: requiredMessage('Token') })
    .min(1, requiredMessage('Token'))
    .max(200),
  oldPassword: z.string().max(200).nullish(),
  newPassword: z.string({ error: requiredMessage('Senha') }).max(200),
});
export type TNewPasswordRequest = z.infer<typeof ZNewPasswordRequest>;

export const ZMessageResponse = z.object({ message: z.string() });

/** The company as the shell shows it (01 §3 "empresa": id, name, type, licenseType, logo as base64). */
export const ZAuthOwnerResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** Company type: 1 carrier, 3 shipper, 100 the product itself. */
  type: z.number().int(),
  licenseType: z.number().int(),
  /** Days left in a trial (the countdown banner); null without a trial. */
  diasPrazoExpiracaoTrial: z.number().int().nullable(),
  documento: z.string(),
  /** White-label brand key; null = the product's brand. */
  brand: z.string().nullable(),
  /** Base64 data URL of the logo, or null (also served by GET /api/owner/{id}/logo). */
  logo: z.string().nullable(),
});
export type TAuthOwnerResponse = z.infer<typeof ZAuthOwnerResponse>;

/** GET /api/auth/user (01 §3 "User"), with the company: the shell loads both at once. */
export const ZAuthUserResponse = z.object({
  id: z.string(),
  usuarioId: z.string(),
  name: z.string(),
  email: z.string(),
  ativo: z.boolean(),
  /** SituacaoUsuario: 1 ativo, 2 inativo, 3 bloqueado. */
  situacao: z.number().int(),
  usuarioAdmin: z.boolean(),
  role: z.enum(['Administrador', 'Operador']),
  tipo: z.number().int().nullable(),
  telefone: z.string().nullable(),
  /** False until the user accepts the terms of use (POST /api/user/aceite-termo-uso/{userId}). */
  aceiteTermoUso: z.boolean(),
  empresa: ZAuthOwnerResponse,
});
export type TAuthUserResponse = z.infer<typeof ZAuthUserResponse>;

/** GET /api/owner/getModuleLicenseTrial (01 §7): the trial licence; null when not on a trial. */
export const ZTrialLicenseResponse = z
  .object({ nome: z.string(), diasExpiracao: z.number().int() })
  .nullable();
export type TTrialLicenseResponse = z.infer<typeof ZTrialLicenseResponse>;

/** `{userId}` of POST /api/user/aceite-termo-uso/{userId} and POST /api/auth/token/fcm/{userId}. */
export const ZUserIdParams = z.object({ userId: z.string().uuid(MESSAGES.invalidFormat) });

/** `{id}` of GET /api/owner/{id}/logo. */
export const ZOwnerIdParams = z.object({ id: z.string().uuid(MESSAGES.invalidFormat) });

/** `?fcmToken=` of POST /api/auth/token/fcm/{userId}: a push token (letters, digits, `_ - : .`). */
export const ZFcmTokenQuery = z.object({
  fcmToken: z
    .string({ error: requiredMessage('fcmToken') })
    .trim()
    .min(1, requiredMessage('fcmToken'))
    .max(1024)
    .regex(/^[A-Za-z0-9_:.-]+$/, MESSAGES.invalidFormat),
});
