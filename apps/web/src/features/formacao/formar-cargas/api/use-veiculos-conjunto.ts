import {
  Modulo,
  type TModulo,
  type TVeiculoFrota,
  type TVeiculoSearchRequestInput,
  type TVeiculoSearchResponse,
} from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { sessionModules } from '../../../../lib/access';
import { apiRequest } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/use-session';
import { VEICULOS_CONJUNTO_KEY } from './formar-cargas.keys';

/** A vehicle set a draft may take: the traction vehicle and, when the list knows it, the set's capacity. */
export interface TVeiculoConjunto {
  id: string;
  placa: string;
  tipo: string | null;
  capacidadeKg: number | null;
  capacidadeM3: number | null;
}

/** The fleet's traction vehicles, active, by plate (the vehicles list's search: one page of 100). */
const BUSCA_TRACIONADORES: TVeiculoSearchRequestInput = {
  page: 1,
  qtdItem: 100,
  ordem: 'placa',
  direcao: 0,
  cadastro: 'veiculo',
  ativo: true,
};

function temModulo(modulos: readonly string[], modulo: TModulo): boolean {
  return modulos.some((item) => item.toLowerCase() === modulo.toLowerCase());
}

/**
 * The vehicle sets of the company. With the Frota module: POST /api/frota/veiculos/search (traction vehicles
 * with the set's capacity summed over its equipment, what the draft's occupation reads). With the Cargas
 * module only: GET /api/frota/veiculos?ativos=true (the load allocation's list: plates without capacity;
 * the draft shows the capacity once chosen). Neither: no list (never a call the API would refuse).
 */
export function useVeiculosConjunto() {
  const session = useSession();
  const modulos = session ? sessionModules(session) : [];
  const fonte = temModulo(modulos, Modulo.Frota)
    ? 'busca'
    : temModulo(modulos, Modulo.Cargas)
      ? 'frota'
      : null;
  return useQuery({
    queryKey: [...VEICULOS_CONJUNTO_KEY, fonte],
    queryFn: async ({ signal }): Promise<TVeiculoConjunto[]> => {
      if (fonte === 'busca') {
        const pagina = await apiRequest<TVeiculoSearchResponse>('/frota/veiculos/search', {
          method: 'POST',
          body: BUSCA_TRACIONADORES,
          signal,
        });
        return pagina.items.map((veiculo) => ({
          id: veiculo.id,
          placa: veiculo.placa,
          tipo: veiculo.tipoVeiculoTexto,
          capacidadeKg: veiculo.capacidadeConjunto.capacidadeKg,
          capacidadeM3: veiculo.capacidadeConjunto.capacidadeM3,
        }));
      }
      const veiculos = await apiRequest<TVeiculoFrota[]>('/frota/veiculos?ativos=true', { signal });
      return veiculos
        .filter((veiculo) => !veiculo.equipamento)
        .map((veiculo) => ({
          id: veiculo.id,
          placa: veiculo.placa,
          tipo: veiculo.tipoVeiculo,
          capacidadeKg: null,
          capacidadeM3: null,
        }));
    },
    enabled: fonte !== null,
    staleTime: 60_000,
  });
}
