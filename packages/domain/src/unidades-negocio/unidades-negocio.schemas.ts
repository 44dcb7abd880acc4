import { z } from 'zod';
import { zOptionalField, zOptionalText, zQueryBoolean } from '../empresas/empresas.schemas';
import { zId } from '../shared/ids';
import { zRequiredString } from '../shared/zod-fields';

/** A business unit as the shell's dropdown and the admin list show it (01 §3). */
export const ZUnidadeNegocio = z.object({
  id: z.string().uuid(),
  descricao: z.string(),
  ativo: z.boolean(),
});
export type TUnidadeNegocio = z.infer<typeof ZUnidadeNegocio>;

/** GET /api/unidade-negocio/listwithaccess: the units the signed-in user may access. */
export const ZUnidadesComAcessoResponse = z.array(ZUnidadeNegocio);

/** A business unit with the administration fields (GET /api/unidade-negocio/list and /{id}). */
export const ZUnidadeNegocioDetalhe = ZUnidadeNegocio.extend({
  codigo: z.string().nullable(),
  /** The company (address) the unit operates from, when linked. */
  empresaId: z.string().nullable(),
  empresaNome: z.string().nullable(),
});
export type TUnidadeNegocioDetalhe = z.infer<typeof ZUnidadeNegocioDetalhe>;
export const ZUnidadeNegocioList = z.array(ZUnidadeNegocioDetalhe);

/**
 * GET /api/unidade-negocio/list[?ativos=true[&filtrarEmpresaVinculada=true]]: an Administrador gets every
 * unit of the company, an Operador only the units assigned to them. `ativos=true` leaves deactivated units
 * out (selectors); `filtrarEmpresaVinculada=true` keeps only units linked to a company.
 */
export const ZUnidadeNegocioListQuery = z.object({
  ativos: zQueryBoolean.optional(),
  filtrarEmpresaVinculada: zQueryBoolean.optional(),
});
export type TUnidadeNegocioListQuery = z.infer<typeof ZUnidadeNegocioListQuery>;

/** POST /api/unidade-negocio and PUT /api/unidade-negocio/{id} (Administrador). */
export const ZUnidadeNegocioRequest = z.object({
  descricao: zRequiredString('Descrição', { max: 120 }),
  codigo: zOptionalText(20),
  empresaId: zOptionalField(zId('Empresa')),
});
export type TUnidadeNegocioRequest = z.infer<typeof ZUnidadeNegocioRequest>;
export type TUnidadeNegocioRequestInput = z.input<typeof ZUnidadeNegocioRequest>;
