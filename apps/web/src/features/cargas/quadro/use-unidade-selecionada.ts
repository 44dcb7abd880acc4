import { isEmptyGuid } from '@embarca/domain';
import { useSyncExternalStore } from 'react';
import { getSelectedBusinessUnit, subscribeBusinessUnitScope } from '../../../lib/business-unit.storage';

/**
 * The selected business unit, kept current: the shell stores it in local storage (first use, a switch) and
 * other tabs' storage events tell of theirs. Null when none is selected (or the all-zero GUID).
 */
export function useUnidadeSelecionada(): string | null {
  const unidade = useSyncExternalStore(subscribeBusinessUnitScope, getSelectedBusinessUnit, () => null);
  return isEmptyGuid(unidade) ? null : unidade;
}
