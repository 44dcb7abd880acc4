import { TipoQuadro, type TKanbanEtapa } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';
import { ETAPAS_KEY } from '../../../api/cargas.keys';

export const kanbanEtapasKey = (tipo: number = TipoQuadro.Cargas) => [...ETAPAS_KEY, tipo] as const;

/** GET /api/kanbanpipecargas/list?tipo=1: the owner's board stages, ordered by group then ordem. */
export function useKanbanEtapas(tipo: number = TipoQuadro.Cargas, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: kanbanEtapasKey(tipo),
    queryFn: ({ signal }) => apiRequest<TKanbanEtapa[]>(`/kanbanpipecargas/list?tipo=${tipo}`, { signal }),
    enabled: options.enabled ?? true,
  });
}
