import { z } from 'zod';
import { zQueryBoolean } from '../empresas/empresas.schemas';
import { MESSAGES } from '../shared/messages';

/**
 * GET /api/frota/veiculos and /api/frota/motoristas (ours: the spec lists the fleet screens but not these
 * reads; the load allocation form needs them). The caller's own vehicles/drivers, plus — so the form offers
 * exactly what the allocation accepts — those of a carrier on the platform:
 * - transportadoraEmpresaId: one of the caller's carrier companies (allocation type 2) → its tenant's too;
 * - cargaId: one of the caller's loads → the tenant of its hired carrier too (vehicle update).
 * At most one of the two. ativos=true leaves the deactivated ones out.
 */
export const ZFrotaListaQuery = z
  .object({
    ativos: zQueryBoolean.optional(),
    transportadoraEmpresaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
    cargaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
  })
  .refine((query) => !(query.transportadoraEmpresaId && query.cargaId), {
    path: ['cargaId'],
    error: 'Informe a transportadora ou a carga, não ambas.',
  });
export type TFrotaListaQuery = z.infer<typeof ZFrotaListaQuery>;

/** A vehicle in a selector: `proprio` false = of the carrier's tenant. `placa` normalised (ABC1D23). */
export const ZVeiculoFrota = z.object({
  id: z.string(),
  placa: z.string(),
  /** The vehicle type's text (lookup kind 1), when known. */
  tipoVeiculo: z.string().nullable(),
  /** Contracted fleet vehicle. */
  frota: z.boolean(),
  ativo: z.boolean(),
  proprio: z.boolean(),
});
export type TVeiculoFrota = z.infer<typeof ZVeiculoFrota>;
export const ZVeiculoFrotaList = z.array(ZVeiculoFrota);

/** A driver in a selector (visibilidade 1 funcionário, 2 terceiro, 3 agregado). `cpf`: 11 digits. */
export const ZMotoristaFrota = z.object({
  id: z.string(),
  nome: z.string(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  visibilidade: z.number().int(),
  ativo: z.boolean(),
  proprio: z.boolean(),
});
export type TMotoristaFrota = z.infer<typeof ZMotoristaFrota>;
export const ZMotoristaFrotaList = z.array(ZMotoristaFrota);
