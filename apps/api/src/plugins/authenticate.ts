import {
  BUSINESS_UNIT_FILTER_HEADER,
  BUSINESS_UNIT_HEADER,
  isEmptyGuid,
  MESSAGES,
  type TTokenClaims,
  ZTokenClaims,
} from '@embarca/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { checksCredentials } from './route-security';

/** The signed-in caller of a request, with the business units in scope for it. */
export interface RequestSession {
  claims: TTokenClaims;
  userId: string;
  ownerId: string;
  role: TTokenClaims['role'];
  /** Every active unit the user may access. */
  unidadeIds: readonly string[];
  /** The same units with their names, in name order. */
  unidades: readonly { id: string; descricao: string }[];
  /** The units this request is about: BusinessUnitFilter, else BusinessUnitId, else all accessible. */
  escopoUnidadeIds: string[];
}

/** What each request re-reads about the user (blocking or a password change ends sessions at once). */
export interface SessionStateSource {
  loadSessionState(userId: string): Promise<
    | {
        ativo: boolean;
        bloqueado: boolean;
        locked: boolean;
        sessionVersion: number;
        ownerAtivo: boolean;
        ownerAcessoBloqueado: boolean;
        unidadeIds: readonly string[];
        unidades: readonly { id: string; descricao: string }[];
      }
    | undefined
  >;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a valid session, 403 for a business unit the user may not access. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const authenticatePlugin = fp<{ sessions: SessionStateSource }>(
  async (app, { sessions }) => {
    app.decorateRequest('session', null as unknown as RequestSession);
    const authenticate = async (request: FastifyRequest) => {
      const claims = await verifyClaims(request);
      const state = await sessions.loadSessionState(claims.sub);
      const valid =
        state?.ativo &&
        !state.bloqueado &&
        !state.locked &&
        state.ownerAtivo &&
        !state.ownerAcessoBloqueado &&
        state.sessionVersion === claims.sv;
      if (!state || !valid) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
      request.session = {
        claims,
        userId: claims.sub,
        ownerId: claims.OwnerId,
        role: claims.role,
        unidadeIds: state.unidadeIds,
        unidades: state.unidades,
        escopoUnidadeIds: resolveUnitScope(request, state.unidadeIds),
      };
    };
    // Tagged: the routes it guards declare the bearer scheme in the OpenAPI document (route-security.ts).
    app.decorate('authenticate', checksCredentials('bearerAuth', authenticate));
  },
  { name: 'authenticate', dependencies: ['jwt'] },
);

async function verifyClaims(request: FastifyRequest): Promise<TTokenClaims> {
  let payload: unknown;
  try {
    payload = await request.jwtVerify();
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
    // The web client refreshes and retries on `tokenExpirado` (01 §8 "401 with token expired").
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken, { details: { tokenExpirado: expired } });
  }
  const parsed = ZTokenClaims.safeParse(payload);
  if (!parsed.success) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  return parsed.data;
}

/**
 * The request's business-unit scope (01 §7 request rules, DESIGN.md §3): the BusinessUnitFilter list when
 * sent, else the BusinessUnitId unit, else every accessible unit. Any unit the user may not access → 403.
 */
function resolveUnitScope(request: FastifyRequest, accessible: readonly string[]): string[] {
  const filter = headerValue(request, BUSINESS_UNIT_FILTER_HEADER);
  const selected = headerValue(request, BUSINESS_UNIT_HEADER);
  const requested = filter
    ? filter
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : selected && !isEmptyGuid(selected)
      ? [selected]
      : [];
  // A copy: the accessible list is shared by every request of the user (session-state cache).
  if (requested.length === 0) return [...accessible];
  if (requested.some((id) => !UUID.test(id))) {
    // The message names the header that carried the malformed id (issue 15).
    const header = filter ? 'BusinessUnitFilter' : 'BusinessUnitId';
    const message = `${header}: ${MESSAGES.invalidFormat}`;
    throw new AppError('VALIDATION', message, { details: { campos: { [header]: message } } });
  }
  const allowed = new Set(accessible);
  if (requested.some((id) => !allowed.has(id.toLowerCase()))) {
    // The web client clears the stored unit and reloads on this flag (01 §8 "403: clear the selected unit").
    throw new AppError('FORBIDDEN', undefined, { details: { unidadeNegocioSemAcesso: true } });
  }
  return [...new Set(requested.map((id) => id.toLowerCase()))];
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}
