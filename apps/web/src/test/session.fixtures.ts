import { Licenca, Modulo } from '@embarca/domain';
import { saveSessionToken } from '../lib/session';
import { makeTokenObject } from './jwt.fixtures';

/** The claims of the load tests' user: an Operador of a client company licensed for loads. */
export const OPERADOR_CARGAS_CLAIMS = {
  sub: 'u1',
  role: 'Operador',
  AuthorizedModule: [Modulo.Cargas],
  License: Licenca.Cliente,
} as const;

/** Signs in (stores the session token) as that Operador; `claims` adds or replaces claims. */
export function signInOperador(claims: Record<string, unknown> = {}): void {
  saveSessionToken(makeTokenObject({ ...OPERADOR_CARGAS_CLAIMS, ...claims }));
}
