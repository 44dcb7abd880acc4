import { STORAGE_KEYS } from './storage-keys';

/** Business-unit scope kept in local storage (01 §6, §9): selected unit, filter list and filter status. */
export const BUSINESS_UNIT_STORAGE_KEYS = {
  selectedUnit: STORAGE_KEYS.selectedUnit,
  filter: STORAGE_KEYS.unitFilter,
  filterStatus: STORAGE_KEYS.unitFilterStatus,
} as const;

export function getSelectedBusinessUnit(): string | null {
  return localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit) || null;
}

/** The BusinessUnitFilter header value: the stored filter list, unless the filter is switched off. */
export function getBusinessUnitFilter(): string | null {
  if (localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.filterStatus) === 'false') return null;
  return localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.filter) || null;
}

/** Routes flagged useBusinessUnitFilter turn the filter on after navigation (02 §6). */
export function enableBusinessUnitFilter(): void {
  localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filterStatus, 'true');
}

/**
 * Forgets the selected unit and the filter list (01 §8: a 403 on the business-unit scope clears the
 * selected unit); after a reload the shell selects the first accessible unit again (01 §4).
 */
export function clearBusinessUnitScope(): void {
  localStorage.removeItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit);
  localStorage.removeItem(BUSINESS_UNIT_STORAGE_KEYS.filter);
}

export function setSelectedBusinessUnit(id: string): void {
  localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit, id);
}

export function setBusinessUnitFilter(ids: readonly string[]): void {
  localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filter, ids.join(','));
}

export interface TCachedUnit {
  id: string;
  descricao: string;
}

/** The last `listwithaccess` answer kept in local storage (the dropdown shows it before the API answers). */
export function readCachedUnits(): TCachedUnit[] | undefined {
  const raw = localStorage.getItem(STORAGE_KEYS.unitsCache);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter(
      (item): item is TCachedUnit =>
        item !== null &&
        typeof item === 'object' &&
        typeof (item as TCachedUnit).id === 'string' &&
        typeof (item as TCachedUnit).descricao === 'string',
    );
  } catch {
    return undefined;
  }
}

export function cacheUnits(units: readonly TCachedUnit[]): void {
  localStorage.setItem(
    STORAGE_KEYS.unitsCache,
    JSON.stringify(units.map(({ id, descricao }) => ({ id, descricao }))),
  );
}

/**
 * What the shell does with the stored unit once the accessible units are known (01 §4):
 * - `keep`: the stored unit is accessible;
 * - `init`: nothing stored yet → the first unit is selected and the filter defaults to every unit;
 * - `fallback`: the stored unit is no longer accessible → the first is selected and the page reloads;
 * - `none`: the user has no unit.
 */
export type TUnitResolution =
  | { action: 'keep' }
  | { action: 'none' }
  | { action: 'init'; unitId: string; filter: string[] }
  | { action: 'fallback'; unitId: string; filter: string[] };

export function resolveBusinessUnit(units: readonly TCachedUnit[], stored: string | null): TUnitResolution {
  const first = units[0];
  if (!first) return { action: 'none' };
  if (stored && units.some((unit) => unit.id === stored)) return { action: 'keep' };
  return { action: stored ? 'fallback' : 'init', unitId: first.id, filter: units.map((unit) => unit.id) };
}

/**
 * The stored filter list without the units no longer accessible (every unit when nothing is left or none
 * was stored); null when the stored list needs no change.
 */
export function sanitizedBusinessUnitFilter(units: readonly TCachedUnit[]): string[] | null {
  const raw = localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.filter);
  const stored = raw ? raw.split(',').filter(Boolean) : [];
  const accessible = stored.filter((id) => units.some((unit) => unit.id === id));
  if (stored.length > 0 && accessible.length === stored.length) return null;
  return accessible.length > 0 ? accessible : units.map((unit) => unit.id);
}
