import type { App } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';

/** Signs in through the real endpoint (as a person would) and returns the bearer headers. */
export async function signIn(app: App, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: null },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const { token, refreshToken } = response.json<{ token: string; refreshToken: string }>();
  return { token, refreshToken, headers: { authorization: `Bearer ${token}` } };
}

/** Reads a JWT's claims without verifying it (tests only). */
export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
