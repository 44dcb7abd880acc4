import { CARGAS_KEY } from '../../api/cargas.keys';

/** Under CARGAS_KEY: any change to a load (an action, a live event) re-reads its route and vehicle too. */
export const rotogramaKey = (cargaId: string) => [...CARGAS_KEY, 'rotograma', cargaId] as const;
export const cargaVeiculoKey = (cargaId: string) => [...CARGAS_KEY, 'veiculo', cargaId] as const;
export const sugestaoVeiculosKey = (cargaId: string) =>
  [...CARGAS_KEY, 'sugestao-veiculos', cargaId] as const;
