import type { TVeiculo, TVeiculoRequest } from '@embarca/domain';
import { useSaveMutation } from '../../../../lib/crud-mutations';
import { VEICULOS_KEY } from './veiculos.keys';

/** POST /api/frota/veiculos or PUT /api/frota/veiculos/{id}. */
export const useSaveVeiculo = () =>
  useSaveMutation<TVeiculoRequest, TVeiculo>('/frota/veiculos', VEICULOS_KEY);
