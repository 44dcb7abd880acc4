import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { checksCredentials } from './route-security';

/** 401 text for the freight API without its `?key=` (the spec's catalogue has none). */
export const INVALID_API_KEY_MESSAGE = 'Chave de acesso à API inválida.';

/**
 * onRequest hook for the freight service (`/api/frete`): every call carries `?key=` (01 §7 request
 * rules). Compared in constant time. Add it with `requireCredentials` (route-security.ts), so the routes
 * declare the key in the OpenAPI document.
 */
export function requireApiKey(expected: string) {
  const expectedHash = crypto.createHash('sha256').update(expected).digest();
  return checksCredentials('freteApiKey', async (request: FastifyRequest) => {
    const key = (request.query as Record<string, unknown> | undefined)?.key;
    const given = crypto
      .createHash('sha256')
      .update(typeof key === 'string' ? key : '')
      .digest();
    if (typeof key !== 'string' || !crypto.timingSafeEqual(given, expectedHash)) {
      throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
    }
  });
}
