import { z } from 'zod';
import { ZGrupoQuadro } from '../cargas/cargas.enums';

/**
 * The shipper's home 'Visão geral' (01 §2 /home): today's figures of the caller's loads, under the board's
 * visibility (unit scope; a carrier's directed or hired loads). `GET /api/inicio/resumo`.
 */
export const ZContagemPorGrupo = z.object({
  total: z.number().int(),
  /** Every board group, in board order (a figure links to the group holding its loads). */
  porGrupo: z.array(z.object({ grupo: ZGrupoQuadro, quantidade: z.number().int() })),
});
export type TContagemPorGrupo = z.infer<typeof ZContagemPorGrupo>;

export const ZInicioResumoResponse = z.object({
  /** Today in São Paulo, 'yyyy-MM-dd': the day the counts below refer to. */
  dia: z.string(),
  /** Loads on the board whose collection (dh_coleta) falls on `dia`. */
  coletasHoje: ZContagemPorGrupo,
  /** Loads on the board whose delivery (dh_entrega) falls on `dia`. */
  entregasHoje: ZContagemPorGrupo,
  /** Loads on the board with open occurrences: situacao 7 or qnt_ocorrencias > 0. */
  ocorrenciasAbertas: ZContagemPorGrupo,
});
export type TInicioResumoResponse = z.infer<typeof ZInicioResumoResponse>;
