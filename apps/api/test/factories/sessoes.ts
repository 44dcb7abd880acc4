import type { TTokenClaims } from '@embarca/domain';
import { beforeAll } from 'vitest';
import type { App } from '../../src/app';
import type { RequestSession } from '../../src/plugins/authenticate';
import { decodeClaims, signIn } from '../helpers/sign-in';

export type Headers = Record<string, string>;

/** The demo accounts the API tests sign in as (DESIGN.md §6, seed/demo-accounts.ts), by a short name. */
export const DEMO = {
  admin: 'admin@embarcador.demo',
  operador: 'operador@embarcador.demo',
  carrier: 'admin@transportadora.demo',
  carrierSul: 'admin@expressosul.demo',
  trial: 'trial@embarcador.demo',
  free: 'free@embarcador.demo',
  suporte: 'suporte@embarca.demo',
} as const;
export type ContaDemo = keyof typeof DEMO;

export interface Unidade {
  id: string;
  descricao: string;
}

/** A user signed in through the real endpoint, with the units the user may access. */
export interface SignedIn {
  token: string;
  refreshToken: string;
  claims: TTokenClaims;
  userId: string;
  ownerId: string;
  /** The user's accessible units (GET /unidade-negocio/listwithaccess), in its order. */
  units: Unidade[];
  /** The authorization header alone (calls that take no business unit). */
  bearer: Headers;
  /**
   * As the web app sends them: the bearer, the first unit as BusinessUnitId and every unit as
   * BusinessUnitFilter.
   */
  headers: Headers;
  /** The id of one of the user's units, by its name (throws when the user has no such unit). */
  unidade(descricao: string): string;
  /** The bearer with `unidadeId` selected (BusinessUnitId) and, when given, the units of the filter. */
  naUnidade(unidadeId: string, filtro?: readonly string[]): Headers;
}

/** Signs in as a demo (or test) user and reads the units the user may access. */
export async function signInAs(app: App, email: string, password?: string): Promise<SignedIn> {
  const { token, refreshToken, headers: bearer } = await signIn(app, email, password);
  const units = (
    await app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers: bearer })
  ).json<Unidade[]>();
  const claims = decodeClaims(token) as unknown as TTokenClaims;
  const naUnidade = (unidadeId: string, filtro?: readonly string[]): Headers => ({
    ...bearer,
    businessunitid: unidadeId,
    ...(filtro ? { businessunitfilter: filtro.join(',') } : {}),
  });
  return {
    token,
    refreshToken,
    claims,
    userId: claims.sub,
    ownerId: claims.OwnerId,
    units,
    bearer,
    headers: naUnidade(
      units[0]?.id ?? '',
      units.map((unit) => unit.id),
    ),
    unidade(descricao) {
      const found = units.find((unit) => unit.descricao === descricao);
      if (!found) throw new Error(`${email} não tem a unidade ${descricao}`);
      return found.id;
    },
    naUnidade,
  };
}

/** Signs in as each user, at once: `{ admin: 'admin@…', … }` → `{ admin: SignedIn, … }`. */
export async function signInAll<K extends string>(
  app: App,
  emails: Record<K, string>,
): Promise<Record<K, SignedIn>> {
  const keys = Object.keys(emails) as K[];
  const sessions = await Promise.all(keys.map((key) => signInAs(app, emails[key])));
  return Object.fromEntries(keys.map((key, index) => [key, sessions[index]])) as Record<K, SignedIn>;
}

/**
 * The session `app.authenticate` builds for the user (for calling a service directly): every accessible
 * unit, and the request's scope (`escopoUnidadeIds`, every unit unless given).
 */
export async function sessionOf(
  app: App,
  email: string,
  escopoUnidadeIds?: string[],
): Promise<RequestSession> {
  const signedIn = await signInAs(app, email);
  return toSession(signedIn, escopoUnidadeIds);
}

/** The service-level session of a user already signed in. */
export function toSession(signedIn: SignedIn, escopoUnidadeIds?: string[]): RequestSession {
  const unidadeIds = signedIn.units.map((unit) => unit.id);
  return {
    claims: signedIn.claims,
    userId: signedIn.claims.sub,
    ownerId: signedIn.claims.OwnerId,
    role: signedIn.claims.role,
    unidadeIds,
    unidades: signedIn.units.map(({ id, descricao }) => ({ id, descricao })),
    escopoUnidadeIds: escopoUnidadeIds ?? unidadeIds,
  };
}

/** Signs in as these demo accounts at once: `signInDemo(app, 'admin', 'carrier')` → `{ admin, carrier }`. */
export function signInDemo<K extends ContaDemo>(app: App, ...contas: K[]): Promise<Record<K, SignedIn>> {
  const emails = Object.fromEntries(contas.map((conta) => [conta, DEMO[conta] as string]));
  return signInAll(app, emails as Record<K, string>);
}

/**
 * The authorization headers of these demo accounts, signed in before the file's tests (register it after the
 * app's `beforeAll`): `const { admin, carrier } = usarBearers(t, 'admin', 'carrier')`.
 */
export function usarBearers<K extends ContaDemo>(
  t: { readonly app: App },
  ...contas: K[]
): Record<K, Headers> {
  const headers = Object.fromEntries(contas.map((conta) => [conta, {}])) as Record<K, Headers>;
  beforeAll(async () => {
    const sessions = await signInDemo(t.app, ...contas);
    for (const conta of contas) Object.assign(headers[conta], sessions[conta].bearer);
  });
  return headers;
}
