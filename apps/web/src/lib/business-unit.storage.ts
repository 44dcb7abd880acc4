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
