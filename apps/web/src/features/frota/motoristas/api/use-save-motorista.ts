import type { TMotorista, TMotoristaRequest } from '@embarca/domain';
import { useActivationMutation, useSaveMutation } from '../../../../lib/crud-mutations';
import { MOTORISTAS_KEY } from './motoristas.keys';

/** POST /api/frota/motoristas (create) or PUT /api/frota/motoristas/{id}. */
export const useSaveMotorista = () =>
  useSaveMutation<TMotoristaRequest, TMotorista>('/frota/motoristas', MOTORISTAS_KEY);

/** PATCH /api/frota/motoristas/{id}/ativar | desativar. */
export const useToggleMotorista = () => useActivationMutation('/frota/motoristas', MOTORISTAS_KEY);
