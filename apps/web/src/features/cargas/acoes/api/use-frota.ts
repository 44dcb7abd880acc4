import type { TMotoristaFrota, TVeiculoFrota } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** Whose fleet besides the company's: a carrier company's (allocation type 2) or the load's hired carrier. */
export type TFrotaDe = { transportadoraEmpresaId: string } | { cargaId: string } | null;

/** With `paraCargaId` (the load being allocated) each row says why the allocation would refuse it. */
export interface TFrotaOpcoes {
  enabled?: boolean;
  paraCargaId?: string;
}

function query(de: TFrotaDe, paraCargaId: string | undefined): string {
  const params = new URLSearchParams({ ativos: 'true' });
  if (de && 'transportadoraEmpresaId' in de)
    params.set('transportadoraEmpresaId', de.transportadoraEmpresaId);
  if (de && 'cargaId' in de) params.set('cargaId', de.cargaId);
  if (paraCargaId) params.set('paraCargaId', paraCargaId);
  return params.toString();
}

const FROTA_KEY = ['frota'] as const;

/**
 * GET /api/frota/veiculos?ativos=true[&transportadoraEmpresaId|&cargaId][&paraCargaId]: the allocation
 * form's vehicles.
 */
export function useVeiculosFrota(de: TFrotaDe, options: TFrotaOpcoes = {}) {
  return useQuery({
    queryKey: [...FROTA_KEY, 'veiculos', de, options.paraCargaId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<TVeiculoFrota[]>(`/frota/veiculos?${query(de, options.paraCargaId)}`, { signal }),
    enabled: options.enabled ?? true,
    // Whether a vehicle or driver is free changes with every allocation: read again on each opening.
    staleTime: 0,
  });
}

/** GET /api/frota/motoristas?ativos=true[&…]: the allocation form's drivers. */
export function useMotoristasFrota(de: TFrotaDe, options: TFrotaOpcoes = {}) {
  return useQuery({
    queryKey: [...FROTA_KEY, 'motoristas', de, options.paraCargaId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<TMotoristaFrota[]>(`/frota/motoristas?${query(de, options.paraCargaId)}`, { signal }),
    enabled: options.enabled ?? true,
    // Whether a vehicle or driver is free changes with every allocation: read again on each opening.
    staleTime: 0,
  });
}
