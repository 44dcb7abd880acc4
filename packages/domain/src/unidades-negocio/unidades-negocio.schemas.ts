import { z } from 'zod';

/** A business unit as the shell's dropdown and the admin list show it (01 §3). */
export const ZUnidadeNegocio = z.object({
  id: z.string().uuid(),
  descricao: z.string(),
  ativo: z.boolean(),
});
export type TUnidadeNegocio = z.infer<typeof ZUnidadeNegocio>;

/** GET /api/unidade-negocio/listwithaccess: the units the signed-in user may access. */
export const ZUnidadesComAcessoResponse = z.array(ZUnidadeNegocio);
