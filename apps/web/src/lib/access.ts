import {
  authorizedModules,
  canAccessRoute as canSubjectAccessRoute,
  type RouteAccessRequirement,
  TipoEmpresa,
  TipoUsuario,
  type TLicenca,
  type TModulo,
  type TRole,
  type TTipoEmpresa,
} from '@embarca/domain';
import { isSessionExpired, type TSession } from './session';

/** What a route (page or drawer) expects from the session (01 §6). */
export interface TAccessRule {
  /** Every module listed must be in the token's AuthorizedModule (case-insensitive). */
  modules?: readonly TModulo[];
  /** At least one of these modules (case-insensitive): a screen two modules share (freight tables). */
  anyOfModules?: readonly TModulo[];
  /** Administrador requires Administrador; Operador accepts Administrador or Operador. */
  role?: TRole;
  /** Licence levels refused on this route (the Free licence on most drawer routes). */
  deniedLicences?: readonly TLicenca[];
  /** The company type the route expects, when given. */
  ownerType?: TTipoEmpresa;
  /** Shipper-only groups (cross-docking, freight audit, dock scheduling): ownerType Embarcador. */
  shipperOnly?: boolean;
  /** Only the product's support users (user type 100): the admin panel (the API refuses others too). */
  supportOnly?: boolean;
}

export type TAccessResult = 'allowed' | 'unauthenticated' | 'unauthorized';

/** Modules the user may use: AuthorizedModule less UserUnauthorizedModule (the domain's rule). */
export function sessionModules(session: TSession): string[] {
  return authorizedModules(session.claims.authorizedModules, session.claims.unauthorizedModules);
}

function temAlgumModulo(session: TSession, modules: readonly TModulo[]): boolean {
  const daSessao = new Set(sessionModules(session).map((module) => module.toLowerCase()));
  return modules.some((module) => daSessao.has(module.toLowerCase()));
}

function toRequirement(rule: TAccessRule): RouteAccessRequirement {
  const ownerType = rule.ownerType ?? (rule.shipperOnly ? TipoEmpresa.Embarcador : undefined);
  const requirement: RouteAccessRequirement = {};
  if (rule.role) requirement.role = rule.role;
  if (rule.deniedLicences) requirement.deniedLicenses = rule.deniedLicences;
  if (ownerType !== undefined) requirement.ownerType = ownerType;
  if (rule.modules) requirement.modules = rule.modules;
  return requirement;
}

/**
 * The one access check of the UI (01 §6), delegating to the domain's rule (the API enforces the same):
 * no session or an expired one → 'unauthenticated'; a rule not met → 'unauthorized'.
 */
export function checkRouteAccess(
  rule: TAccessRule,
  session: TSession | null,
  now: number = Date.now(),
): TAccessResult {
  if (!session || isSessionExpired(session, now)) return 'unauthenticated';
  if (rule.supportOnly && session.claims.userType !== TipoUsuario.Suporte) return 'unauthorized';
  if (rule.anyOfModules && !temAlgumModulo(session, rule.anyOfModules)) return 'unauthorized';
  const allowed = canSubjectAccessRoute(
    {
      role: session.claims.role,
      licenseType: session.claims.license,
      companyType: session.claims.ownerType,
      authorizedModules: sessionModules(session),
    },
    toRequirement(rule),
  );
  return allowed ? 'allowed' : 'unauthorized';
}

export function canAccessRoute(
  rule: TAccessRule,
  session: TSession | null,
  now: number = Date.now(),
): boolean {
  return checkRouteAccess(rule, session, now) === 'allowed';
}
