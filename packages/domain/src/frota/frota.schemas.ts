import { z } from 'zod';
import { zQueryBoolean } from '../empresas/empresas.schemas';
import { MESSAGES } from '../shared/messages';
import { ZAlertaFrota } from './vencimentos/vencimentos.schemas';

/**
 * GET /api/frota/veiculos and /api/frota/motoristas (ours: the spec lists the fleet screens but not these
 * reads; the load allocation form needs them). The caller's own vehicles/drivers, plus — so the form offers
 * exactly what the allocation accepts — those of a carrier on the platform:
 * - transportadoraEmpresaId: one of the caller's carrier companies (allocation type 2) → its tenant's too;
 * - cargaId: one of the caller's loads → the tenant of its hired carrier too (vehicle update).
 * At most one of the two. ativos=true leaves the deactivated ones out.
 * paraCargaId: the load being allocated (or whose vehicle is updated) → each row says, in `impedimento`, why
 * the allocation would refuse it (the domain's allocation rule: capacity, another load in the period).
 */
export const ZFrotaListaQuery = z
  .object({
    ativos: zQueryBoolean.optional(),
    transportadoraEmpresaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
    cargaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
    paraCargaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
  })
  .refine((query) => !(query.transportadoraEmpresaId && query.cargaId), {
    path: ['cargaId'],
    error: 'Informe a transportadora ou a carga, não ambas.',
  });
export type TFrotaListaQuery = z.infer<typeof ZFrotaListaQuery>;

/**
 * Why the allocation of the load asked for (paraCargaId) would refuse a vehicle or driver: the domain's
 * allocation rule (`MotivoImpedimento`) and its pt-BR text — the 409's message. null = it may go.
 */
export const ZImpedimentoFrota = z.object({
  motivo: z.enum(['sem-capacidade', 'veiculo-ocupado', 'motorista-ocupado', 'veiculo-indisponivel']),
  mensagem: z.string(),
});
export type TImpedimentoFrota = z.infer<typeof ZImpedimentoFrota>;

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
  /** An equipment (semi-trailer, trailer: lookup 15): offered as equipment, not as the load's vehicle. */
  equipamento: z.boolean(),
  /** The active equipment coupled to this vehicle (its set, in the set's order): they go with it. */
  conjunto: z.array(z.string()),
  /** With paraCargaId: why the allocation refuses it; null = it may go. */
  impedimento: ZImpedimentoFrota.nullable().optional(),
  /** Issue 18: documents expired or expiring within the owner's warning window (the form warns). */
  alertas: z.array(ZAlertaFrota).optional(),
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
  /** With paraCargaId: why the allocation refuses them; null = they may go. */
  impedimento: ZImpedimentoFrota.nullable().optional(),
  /** Issue 18: the CNH expired or expiring within the owner's warning window (the form warns). */
  alertas: z.array(ZAlertaFrota).optional(),
});
export type TMotoristaFrota = z.infer<typeof ZMotoristaFrota>;
export const ZMotoristaFrotaList = z.array(ZMotoristaFrota);
