import { TipoEmpresa } from '../empresas/empresas.enums';
import { Licenca, Modulo, Role, type TRole } from './acesso.enums';

/**
 * Role check (01 §6): Administrador requires the token role Administrador; Operador accepts
 * Administrador or Operador. Compared case-insensitively.
 */
export function hasRole(required: TRole, tokenRole: string | null | undefined): boolean {
  const role = (tokenRole ?? '').toLowerCase();
  if (required === Role.Administrador) return role === Role.Administrador.toLowerCase();
  return role === Role.Administrador.toLowerCase() || role === Role.Operador.toLowerCase();
}

const lower = (values: readonly string[] | null | undefined): Set<string> =>
  new Set((values ?? []).map((value) => value.toLowerCase()));

/** Route access (01 §6): the token's authorized modules include EVERY expected module (case-insensitive). */
export function hasAllModules(
  authorized: readonly string[] | null | undefined,
  expected: readonly string[],
): boolean {
  const granted = lower(authorized);
  return expected.every((modulo) => granted.has(modulo.toLowerCase()));
}

/** Module check by identifier, any-of (02 §6). An empty list of expected modules passes. */
export function hasAnyModule(
  authorized: readonly string[] | null | undefined,
  expected: readonly string[],
): boolean {
  if (expected.length === 0) return true;
  const granted = lower(authorized);
  return expected.some((modulo) => granted.has(modulo.toLowerCase()));
}

/** What a route requires (01 §6). Every field is optional. */
export interface RouteAccessRequirement {
  role?: TRole;
  /** Licence levels denied on the route (the Free licence on most drawer routes). */
  deniedLicenses?: readonly number[];
  /** The company type the route expects (e.g. shipper-only groups). */
  ownerType?: number;
  /** Modules the token must all have. */
  modules?: readonly string[];
}

/** The caller as the token and session describe them. */
export interface AccessSubject {
  role: string | null | undefined;
  licenseType: number | null | undefined;
  companyType: number | null | undefined;
  authorizedModules: readonly string[] | null | undefined;
}

/**
 * A route is allowed only if (01 §6): the role fits; the licence is not in the route's denied list; the
 * company type matches the expected owner type when given; the token's modules include every expected
 * module.
 */
export function canAccessRoute(subject: AccessSubject, requirement: RouteAccessRequirement): boolean {
  if (requirement.role && !hasRole(requirement.role, subject.role)) return false;
  if (requirement.deniedLicenses?.includes(subject.licenseType ?? Licenca.Nenhuma)) return false;
  if (requirement.ownerType !== undefined && subject.companyType !== requirement.ownerType) return false;
  return hasAllModules(subject.authorizedModules, requirement.modules ?? []);
}

/** The default drawer-route requirement: Operador, Free licence denied (01 §6, 02 §6). */
export const DRAWER_ROUTE_REQUIREMENT: RouteAccessRequirement = {
  role: Role.Operador,
  deniedLicenses: [Licenca.Free],
};

/** Licence hiding (02 §6): hide when the licence equals the given level (default Free). */
export function isHiddenForLicense(
  licenseType: number | null | undefined,
  hiddenLevel: number = Licenca.Free,
): boolean {
  return licenseType === hiddenLevel;
}

/** licenseType 1 is paid/full; other values are trial or free (01 §3). */
export function isFullLicense(licenseType: number | null | undefined): boolean {
  return licenseType === Licenca.Cliente;
}

/** A trial licence shows the countdown banner (01 §6). */
export function showsTrialBanner(licenseType: number | null | undefined): boolean {
  return licenseType === Licenca.Trial;
}

/**
 * Restricted-offering users are identified by a License claim of the restricted-offering module (01 §6):
 * the numeric licence level 6 (Licenca.OferecimentoRestrito), or a module id 'oferecimento-restrito'
 * (one value or a list, case-insensitive).
 */
export function isRestrictedOfferingLicense(
  licenseClaim: number | string | readonly string[] | null | undefined,
): boolean {
  if (typeof licenseClaim === 'number') return licenseClaim === Licenca.OferecimentoRestrito;
  const claims = typeof licenseClaim === 'string' ? [licenseClaim] : (licenseClaim ?? []);
  return hasAnyModule(claims, [Modulo.OferecimentoRestrito]);
}

/** Cross-docking, freight audit and dock scheduling are shipper-only groups (01 §2, 02 §6). */
export const SHIPPER_ONLY_MODULES: readonly string[] = [
  Modulo.CrossDocking,
  Modulo.Auditoria,
  Modulo.PortalAgendamento,
];

export function isShipper(companyType: number | null | undefined): boolean {
  return companyType === TipoEmpresa.Embarcador;
}

/** With the Panel module, the 'minhas-cargas' entry under Cargas is hidden (01 §2, 02 §6). */
export function showsMinhasCargasMenuEntry(authorizedModules: readonly string[] | null | undefined): boolean {
  return !hasAnyModule(authorizedModules, [Modulo.Painel]);
}
