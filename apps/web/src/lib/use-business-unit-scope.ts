import { useSyncExternalStore } from 'react';
import { businessUnitScopeKey, subscribeBusinessUnitScope } from './business-unit.storage';

/**
 * The business-unit scope the requests carry (selected unit and unit filter), as a string to put in the
 * query keys of what depends on it (board, counters, quick search, home): a change of unit or filter
 * changes the keys, so those queries are read again with the new headers.
 */
export function useBusinessUnitScopeKey(): string {
  return useSyncExternalStore(subscribeBusinessUnitScope, businessUnitScopeKey, () => '');
}
