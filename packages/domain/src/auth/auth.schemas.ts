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
