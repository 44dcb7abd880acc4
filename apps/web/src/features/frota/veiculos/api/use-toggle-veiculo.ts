import { useActivationMutation } from '../../../../lib/crud-mutations';
import { VEICULOS_KEY } from './veiculos.keys';

/** PATCH /api/frota/veiculos/{id}/ativar | desativar (deactivating uncouples the set). */
export const useToggleVeiculo = () => useActivationMutation('/frota/veiculos', VEICULOS_KEY);
