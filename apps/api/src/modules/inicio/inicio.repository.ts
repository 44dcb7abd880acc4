import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargas } from '../../db/schema';
import { type EscopoCargas, visibilidade } from '../cargas/carga.access';

export type FiguraResumo = 'coletas' | 'entregas' | 'ocorrencias';

export interface ContagemResumo {
  figura: FiguraResumo;
  situacao: number;
  quantidade: number;
}

export function createInicioRepository(db: Database) {
  return {
    /**
     * Per situacao, the visible loads (board situacoes, active) collected on `dia`, delivered on `dia`
     * ('yyyy-MM-dd', a São Paulo calendar day: PostgreSQL turns it into the day's instants) and with
     * open occurrences (situacao 7 or qnt_ocorrencias > 0). One arm per figure and visibility branch,
     * each on its index: the board index for collections, (owner_id, dh_entrega) for deliveries, the
     * partial occurrences index (migration 0006).
     */
    async contar(escopo: EscopoCargas, dia: string): Promise<ContagemResumo[]> {
      const branches = visibilidade.ramos(escopo);
      if (branches.length === 0) return [];
      const inicio = sql`(${dia}::date)::timestamp at time zone 'America/Sao_Paulo'`;
      const fim = sql`(${dia}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;
      const figuras: [FiguraResumo, SQL][] = [
        ['coletas', sql`c.dh_coleta >= ${inicio} and c.dh_coleta < ${fim}`],
        ['entregas', sql`c.dh_entrega >= ${inicio} and c.dh_entrega < ${fim}`],
        ['ocorrencias', sql`(c.situacao = 7 or c.qnt_ocorrencias > 0)`],
      ];
      const onBoard = visibilidade.noQuadro;
      const arms = branches.flatMap((branch) =>
        figuras.map(
          ([
            figura,
            condition,
          ]) => sql`select ${figura}::text as figura, c.situacao, count(*)::int as quantidade
            from ${cargas} c where ${branch} and ${onBoard} and ${condition} group by c.situacao`,
        ),
      );
      const result = (await db.execute(sql.join(arms, sql` union all `))) as unknown as {
        rows: { figura: FiguraResumo; situacao: number; quantidade: number | string }[];
      };
      return result.rows.map((row) => ({
        figura: row.figura,
        situacao: Number(row.situacao),
        quantidade: Number(row.quantidade),
      }));
    },
  };
}

export type InicioRepository = ReturnType<typeof createInicioRepository>;
