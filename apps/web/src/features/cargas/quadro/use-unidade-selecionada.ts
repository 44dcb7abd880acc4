import { isEmptyGuid } from '@embarca/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getSelectedBusinessUnit } from '../../../lib/business-unit.storage';

/**
 * The selected business unit, kept current: the shell stores it in local storage and then invalidates the
 * queries (first use) or reloads the page (a switch), so the query cache's events and other tabs' storage
 * events are the moments it can change. Null when none is selected (or the all-zero GUID).
 */
export function useUnidadeSelecionada(): string | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onChange);
      };
    },
    [queryClient],
  );
  const unidade = useSyncExternalStore(subscribe, getSelectedBusinessUnit, () => null);
  return isEmptyGuid(unidade) ? null : unidade;
}
