import type { TMotoristaFrota, TVeiculoFrota } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** Whose fleet besides the company's: a carrier company's (allocation type 2) or the load's hired carrier. */
export type TFrotaDe = { transportadoraEmpresaId: string } | { cargaId: string } | null;

function query(de: TFrotaDe): string {
  const params = new URLSearchParams({ ativos: 'true' });
  if (de && 'transportadoraEmpresaId' in de)
    params.set('transportadoraEmpresaId', de.transportadoraEmpresaId);
  if (de && 'cargaId' in de) params.set('cargaId', de.cargaId);
  return params.toString();
}

const FROTA_KEY = ['frota'] as const;

/** GET /api/frota/veiculos?ativos=true[&transportadoraEmpresaId|&cargaId]: the allocation form's vehicles. */
export function useVeiculosFrota(de: TFrotaDe, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...FROTA_KEY, 'veiculos', de],
    queryFn: ({ signal }) => apiRequest<TVeiculoFrota[]>(`/frota/veiculos?${query(de)}`, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** GET /api/frota/motoristas?ativos=true[&…]: the allocation form's drivers. */
export function useMotoristasFrota(de: TFrotaDe, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...FROTA_KEY, 'motoristas', de],
    queryFn: ({ signal }) => apiRequest<TMotoristaFrota[]>(`/frota/motoristas?${query(de)}`, { signal }),
    enabled: options.enabled ?? true,
  });
}
