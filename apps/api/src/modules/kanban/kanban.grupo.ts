import { GrupoQuadro, type TGrupoQuadro } from '@embarca/domain';

/**
 * kanban_etapas.grupo_etapa is a smallint 1..3; the domain's board groups (GrupoQuadro) are strings.
 * The one mapping between them (the seeds use it through demo-catalog.ts).
 */
export const GRUPO_ETAPA: Readonly<Record<TGrupoQuadro, 1 | 2 | 3>> = {
  [GrupoQuadro.AguardandoAlocacao]: 1,
  [GrupoQuadro.EmAndamento]: 2,
  [GrupoQuadro.Entregue]: 3,
};

const GRUPO_DO_CODIGO = new Map<number, TGrupoQuadro>(
  (Object.entries(GRUPO_ETAPA) as [TGrupoQuadro, number][]).map(([grupo, codigo]) => [codigo, grupo]),
);

/** The board group of a stored grupo_etapa code (the column's check keeps it within 1..3). */
export function grupoQuadroDoCodigo(codigo: number): TGrupoQuadro {
  const grupo = GRUPO_DO_CODIGO.get(codigo);
  if (!grupo) throw new Error(`grupo_etapa desconhecido: ${codigo}`);
  return grupo;
}
