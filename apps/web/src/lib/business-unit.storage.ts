import { STORAGE_KEYS } from './storage-keys';

/** Business-unit scope kept in local storage (01 §6, §9): selected unit, filter list and filter status. */
export const BUSINESS_UNIT_STORAGE_KEYS = {
  selectedUnit: STORAGE_KEYS.selectedUnit,
  filter: STORAGE_KEYS.unitFilter,
  filterStatus: STORAGE_KEYS.unitFilterStatus,
} as const;

const scopeListeners = new Set<() => void>();

/** Tells the subscribers (React Query keys, the top bar) that the request scope changed in this tab. */
function scopeChanged(): void {
  for (const listener of scopeListeners) listener();
}

/**
 * Calls `listener` whenever the business-unit scope the requests carry may have changed: in this tab (the
 * setters below) or in another one (the `storage` event).
 */
export function subscribeBusinessUnitScope(listener: () => void): () => void {
  scopeListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    scopeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The scope the next request carries, as one string for query keys: the selected unit and the filter
 * header's value ('' when not sent). Queries keyed with it are read again when the scope changes.
 */
export function businessUnitScopeKey(): string {
  return `${getSelectedBusinessUnit() ?? ''}|${getBusinessUnitFilter() ?? ''}`;
}

export function getSelectedBusinessUnit(): string | null {
  return localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit) || null;
}

/**
 * The BusinessUnitFilter header value (01 §7 "when set"): the stored filter list while the filter is on
 * (the page's route uses it); null when it is off or no list was chosen — then BusinessUnitId alone scopes.
 */
export function getBusinessUnitFilter(): string | null {
  if (!isBusinessUnitFilterOn()) return null;
  return getStoredBusinessUnitFilter().join(',') || null;
}

/** The units chosen in the top bar's unit filter (empty: none chosen, the selected unit alone). */
export function getStoredBusinessUnitFilter(): string[] {
  const raw = localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.filter);
  return raw ? raw.split(',').filter(Boolean) : [];
}

export function isBusinessUnitFilterOn(): boolean {
  return localStorage.getItem(BUSINESS_UNIT_STORAGE_KEYS.filterStatus) === 'true';
}

/**
 * The filter's status follows the page (02 §6): routes flagged useBusinessUnitFilter turn it on after each
 * navigation, every other route turns it off (the filter is shown, and applies, only where it is on).
 * Written without telling the subscribers, so the root route can call it while rendering (before the
 * page's queries compute their keys); it answers whether the status changed — then call
 * `notifyBusinessUnitScope` from an effect.
 */
export function writeBusinessUnitFilterStatus(on: boolean): boolean {
  if (isBusinessUnitFilterOn() === on) return false;
  localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filterStatus, String(on));
  return true;
}

/** Tells the subscribers the scope changed (after `writeBusinessUnitFilterStatus`). */
export function notifyBusinessUnitScope(): void {
  scopeChanged();
}

/**
 * Forgets the selected unit and the filter list (01 §8: a 403 on the business-unit scope clears the
 * selected unit); after a reload the shell selects the first accessible unit again (01 §4).
 */
export function clearBusinessUnitScope(): void {
  localStorage.removeItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit);
  localStorage.removeItem(BUSINESS_UNIT_STORAGE_KEYS.filter);
  scopeChanged();
}

export function setSelectedBusinessUnit(id: string): void {
  localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit, id);
  scopeChanged();
}

/**
 * Stores the units chosen in the unit filter; an empty list, or the selected unit alone, forgets the
 * filter (the header is then not sent and the selected unit scopes the requests).
 */
export function setBusinessUnitFilter(ids: readonly string[]): void {
  const selected = getSelectedBusinessUnit();
  if (ids.length === 0 || (ids.length === 1 && ids[0] === selected)) {
    localStorage.removeItem(BUSINESS_UNIT_STORAGE_KEYS.filter);
  } else {
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filter, ids.join(','));
  }
  scopeChanged();
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
 * - `init`: nothing stored yet → the first unit is selected (no filter: the unit alone scopes);
 * - `fallback`: the stored unit is no longer accessible → the first is selected and the page reloads;
 * - `none`: the user has no unit.
 */
export type TUnitResolution =
  | { action: 'keep' }
  | { action: 'none' }
  | { action: 'init'; unitId: string }
  | { action: 'fallback'; unitId: string };

export function resolveBusinessUnit(units: readonly TCachedUnit[], stored: string | null): TUnitResolution {
  const first = units[0];
  if (!first) return { action: 'none' };
  if (stored && units.some((unit) => unit.id === stored)) return { action: 'keep' };
  return { action: stored ? 'fallback' : 'init', unitId: first.id };
}

/**
 * The stored filter list without the units no longer accessible (empty: forget the filter); null when the
 * stored list needs no change. A stale filter never causes the 403 reload loop.
 */
export function sanitizedBusinessUnitFilter(units: readonly TCachedUnit[]): string[] | null {
  const stored = getStoredBusinessUnitFilter();
  const accessible = stored.filter((id) => units.some((unit) => unit.id === id));
  return accessible.length === stored.length ? null : accessible;
}
