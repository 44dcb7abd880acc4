import { z } from 'zod';
import { zId } from '../shared/ids';
import { zRequiredId, zRequiredString } from '../shared/zod-fields';
import { ZReverterRemessas } from './cargas.enums';

/**
 * POST /carga-mongo/{id}/desativar (02 §3 "Deactivation form", §5): the reason (motivoId, a
 * load-deactivation lookup value) is required; reverterRemessas 1 cancels the shipments, 2 reverts them to
 * cross-docking; desativarLote applies to every load of the lot.
 */
export const ZDesativarCargaBody = z.object({
  motivoId: zRequiredId('Motivo'),
  ofertaCargaId: zId('Oferta da carga'),
  reverterFormacao: z.boolean().default(false),
  reverterRemessas: ZReverterRemessas.optional(),
  desativarLote: z.boolean().default(false),
});
export type TDesativarCargaBody = z.infer<typeof ZDesativarCargaBody>;

/** DELETE /carga-mongo/{id}/cancelar/{x}?motivo&reverterRemessa (02 §4, §7). */
export const ZCancelarCargaQuery = z.object({
  motivo: zRequiredString('Motivo'),
  reverterRemessa: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TCancelarCargaQuery = z.infer<typeof ZCancelarCargaQuery>;

/** POST /carga-mongo/{id}/anexo-adicional (02 §3 "Extra attachment"). */
export const ZAnexoAdicionalBody = z.object({
  nome: zRequiredString('Nome', { max: 255 }),
  ofertaCargaRotaId: zId('Rota da carga'),
  anexo: zRequiredString('Anexo'),
});
export type TAnexoAdicionalBody = z.infer<typeof ZAnexoAdicionalBody>;

/** PUT /carga-mongo/{id}/atualizar-veiculo (02 §3 "Vehicle update"). */
export const ZAtualizarVeiculoBody = z.object({
  veiculoId: zId('Veículo'),
  motoristaId: zId('Motorista'),
  equipamentos: z.array(zId('Equipamento')).default([]),
});
export type TAtualizarVeiculoBody = z.infer<typeof ZAtualizarVeiculoBody>;

/** Load offering (02 §3): ofertaCargaId, ownerId. */
export const ZCargaOferecimentoBody = z.object({
  ofertaCargaId: zId('Oferta da carga'),
  ownerId: zId('Empresa'),
});
export type TCargaOferecimentoBody = z.infer<typeof ZCargaOferecimentoBody>;
