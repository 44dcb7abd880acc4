import type { TPainelTarefas } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAINEL_TAREFAS_KEY } from './painel-tarefas.keys';

/** GET /api/painel-admin/tarefas: the job queues and the jobs that used up their attempts (support only). */
export function usePainelTarefas() {
  return useQuery({
    queryKey: PAINEL_TAREFAS_KEY,
    queryFn: ({ signal }) => apiRequest<TPainelTarefas>('/painel-admin/tarefas', { signal }),
    // Queues move on their own: the tab refreshes while it is open.
    refetchInterval: 15_000,
  });
}
