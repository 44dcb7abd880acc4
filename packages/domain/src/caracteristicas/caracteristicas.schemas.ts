import { z } from 'zod';
import { ZPaginaRequest, zOptionalText, zPagina, zQueryBoolean } from '../empresas/empresas.schemas';
import { MESSAGES, requiredMessage } from '../shared/messages';
import { zRequiredString } from '../shared/zod-fields';
import { TipoCaracteristica, ZComportamentoOferecimento, ZTipoCaracteristica } from './caracteristicas.enums';

/**
 * Characteristics (02 §3, §7) under /api/caracteristica: id, descricao, tipo, icone, desativada, and the
 * offering behaviour of cargo characteristics. A characteristic in use cannot be deleted, only deactivated.
 */

export const ZCaracteristica = z.object({
  id: z.string(),
  descricao: z.string(),
  tipo: z.number().int(),
  icone: z.string().nullable(),
  desativada: z.boolean(),
  comportamentoOferecimento: z.number().int().nullable(),
  /** The owner (shipper) the characteristic belongs to (getByTransportador lists several). */
  ownerId: z.string(),
});
export type TCaracteristica = z.infer<typeof ZCaracteristica>;
export const ZCaracteristicaList = z.array(ZCaracteristica);

/**
 * POST /api/caracteristica and PUT /api/caracteristica/{id}. The offering behaviour is required for cargo
 * characteristics (it decides how their loads are offered) and ignored (stored null) for the other kinds.
 */
export const ZCaracteristicaRequest = z
  .object({
    descricao: zRequiredString('Descrição', { max: 100 }),
    tipo: ZTipoCaracteristica,
    icone: zOptionalText(60),
    comportamentoOferecimento: ZComportamentoOferecimento.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.tipo === TipoCaracteristica.Carga && value.comportamentoOferecimento == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['comportamentoOferecimento'],
        message: requiredMessage('Comportamento de oferecimento'),
      });
    }
  })
  .transform((value) => ({
    ...value,
    comportamentoOferecimento:
      value.tipo === TipoCaracteristica.Carga ? (value.comportamentoOferecimento ?? null) : null,
  }));
export type TCaracteristicaRequest = z.infer<typeof ZCaracteristicaRequest>;
export type TCaracteristicaRequestInput = z.input<typeof ZCaracteristicaRequest>;

/** GET /api/caracteristica/getByOwner?tipo&filtrarDesativadas */
export const ZCaracteristicaByOwnerQuery = z.object({
  tipo: z.coerce.number({ error: MESSAGES.invalidValue }).pipe(ZTipoCaracteristica).optional(),
  filtrarDesativadas: zQueryBoolean.optional(),
});
export type TCaracteristicaByOwnerQuery = z.infer<typeof ZCaracteristicaByOwnerQuery>;

/** GET /api/caracteristica/getByTransportador?tipo: the characteristics of the shippers that hire the carrier. */
export const ZCaracteristicaByTransportadorQuery = z.object({
  tipo: z.coerce.number({ error: MESSAGES.invalidValue }).pipe(ZTipoCaracteristica).optional(),
});

export const ORDEM_CARACTERISTICA = ['descricao', 'tipo', 'desativada'] as const;

/** POST /api/caracteristica/search (page, ordem, direcao, qtdItem, descricao, tipo[]) */
export const ZCaracteristicaSearchRequest = ZPaginaRequest.extend({
  ordem: z.enum(ORDEM_CARACTERISTICA, { error: MESSAGES.invalidValue }).default('descricao'),
  descricao: zOptionalText(100),
  tipo: z.array(ZTipoCaracteristica).nullish(),
  /** true → active only, false → deactivated only, absent → both. */
  ativo: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
});
export type TCaracteristicaSearchRequest = z.infer<typeof ZCaracteristicaSearchRequest>;
export type TCaracteristicaSearchRequestInput = z.input<typeof ZCaracteristicaSearchRequest>;
export const ZCaracteristicaSearchResponse = zPagina(ZCaracteristica);

/** GET /api/caracteristica/{id}/utilizado: true when any load or order uses it. */
export const ZCaracteristicaUtilizadoResponse = z.boolean();

/** GET /api/caracteristica/embarcador/{owner}/{id} */
export const ZCaracteristicaEmbarcadorParams = z.object({
  owner: z.guid({ error: MESSAGES.invalidFormat }),
  id: z.guid({ error: MESSAGES.invalidFormat }),
});
