import {
  BUSINESS_UNIT_HEADER,
  canAccessRoute,
  hasAnyModule,
  isEmptyGuid,
  MESSAGES,
  requiredMessage,
  type TRole,
  type TTokenClaims,
} from '@embarca/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';
import { requireCredentials } from './route-security';

/**
 * What a route requires of its caller (01 §6), declared next to the route. Every field is optional.
 * - role: Administrador requires Administrador; Operador accepts both.
 * - deniedLicences: licence levels refused (e.g. Licenca.Free on drawer-backed calls).
 * - ownerTypes: the company types allowed (e.g. [TipoEmpresa.Embarcador] for shipper-only areas).
 * - modules: every one required; anyModules: at least one required (case-insensitive).
 * - businessUnit: 'required' → the `BusinessUnitId` header must name a unit (which `app.authenticate`
 *   has already checked is one of the user's); 'optional' (default) → the scope may be all units.
 */
export interface AccessRequirement {
  role?: TRole;
  deniedLicences?: readonly number[];
  ownerTypes?: readonly number[];
  modules?: readonly string[];
  anyModules?: readonly string[];
  businessUnit?: 'required' | 'optional';
}

/** True when the token's claims satisfy the requirement (the domain's rules, as the web app uses them). */
export function isAccessAllowed(claims: TTokenClaims, requirement: AccessRequirement): boolean {
  const allowed = canAccessRoute(
    {
      role: claims.role,
      licenseType: claims.License,
      companyType: claims.TipoEmpresa,
      authorizedModules: claims.AuthorizedModule,
    },
    {
      ...(requirement.role ? { role: requirement.role } : {}),
      ...(requirement.deniedLicences ? { deniedLicenses: requirement.deniedLicences } : {}),
      ...(requirement.modules ? { modules: requirement.modules } : {}),
    },
  );
  if (!allowed) return false;
  if (requirement.ownerTypes && !requirement.ownerTypes.includes(claims.TipoEmpresa)) return false;
  return hasAnyModule(claims.AuthorizedModule, requirement.anyModules ?? []);
}

/**
 * The route guard (the server is the only gate, DESIGN.md §1): an onRequest/preHandler hook placed
 * AFTER `app.authenticate`. No session → 401; not allowed → 403 'Sem permissão de acesso'; a route
 * that needs a unit without `BusinessUnitId` → 400 'BusinessUnitId é obrigatório!'.
 */
export function requireAccess(requirement: AccessRequirement) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = request.session;
    if (!session) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
    if (!isAccessAllowed(session.claims, requirement)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    if (requirement.businessUnit === 'required') {
      const raw = request.headers[BUSINESS_UNIT_HEADER];
      const unit = (Array.isArray(raw) ? raw[0] : raw)?.trim();
      if (!unit || isEmptyGuid(unit)) {
        throw new AppError('VALIDATION', requiredMessage('BusinessUnitId'));
      }
    }
  };
}

/**
 * The hooks of a route plugin: a session (`app.authenticate`: 401 without one, 403 for a business unit the
 * user may not access), then the plugin's own rules (`requireAccess(…)`, support only, an API key…). The
 * routes record the bearer scheme for the OpenAPI document (route-security.ts): call it before the routes.
 */
export function protectRoutes(
  app: FastifyInstance,
  ...rules: (onRequestHookHandler | ((request: FastifyRequest) => Promise<void> | void))[]
): void {
  requireCredentials(app, app.authenticate);
  for (const rule of rules) app.addHook('onRequest', rule as onRequestHookHandler);
}
