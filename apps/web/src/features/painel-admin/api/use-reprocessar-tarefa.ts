import type { TReprocessarTarefaResponse } from '@embarca/domain';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/crud-mutations';
import { PAINEL_TAREFAS_KEY } from './painel-tarefas.keys';

/** POST /api/painel-admin/tarefas/{id}/reprocessar: the job goes back to its queue with fresh attempts. */
export const useReprocessarTarefa = () =>
  useInvalidatingMutation(PAINEL_TAREFAS_KEY, (id: string) =>
    apiRequest<TReprocessarTarefaResponse>(`/painel-admin/tarefas/${id}/reprocessar`, { method: 'POST' }),
  );
