import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tarefasVerificacao } from '../../db/schema';

export interface ItemDeVerificacao {
  lote: string;
  sequencia: number;
}

export interface ResumoDeVerificacao {
  enfileiradas: number;
  concluidas: number;
  efeitosDuplicados: number;
  execucoesRepetidas: number;
  criadaEm: Date;
  concluidaEm: Date | null;
}

/** The self-check's table (tarefas_verificacao), over the handle it is given (`db` or a transaction). */
export function createVerificacaoRepository(db: Database) {
  return {
    /** One row per job of the batch, numbered 1…quantidade. */
    async criarLote(lote: string, quantidade: number): Promise<void> {
      await db.execute(sql`insert into ${tarefasVerificacao} (lote, sequencia)
        select ${lote}::uuid, generate_series(1, ${quantidade}::int)`);
    },

    /**
     * The jobs' effect, idempotent by construction: one UPDATE counts every execution and applies the
     * effect only while it is not applied yet. Two executions of one job at once (a retry racing a worker
     * thought dead) queue on the row's lock, and the second re-reads the row the first committed.
     */
    async aplicar(itens: ItemDeVerificacao[]): Promise<void> {
      if (itens.length === 0) return;
      await db.execute(sql`update ${tarefasVerificacao} v
        set execucoes = v.execucoes + 1,
          efeitos = v.efeitos + case when v.concluida_em is null then 1 else 0 end,
          concluida_em = coalesce(v.concluida_em, now())
        from jsonb_to_recordset(${JSON.stringify(itens)}::jsonb) as j(lote uuid, sequencia int)
        where v.lote = j.lote and v.sequencia = j.sequencia`);
    },

    /** The batch's figures; null for an unknown batch. */
    async resumo(lote: string): Promise<ResumoDeVerificacao | null> {
      const result = (await db.execute(sql`select
          count(*)::int as enfileiradas,
          count(concluida_em)::int as concluidas,
          (count(*) filter (where efeitos > 1))::int as efeitos_duplicados,
          coalesce(sum(greatest(execucoes - 1, 0)), 0)::int as execucoes_repetidas,
          min(criada_em) as criada_em,
          case when count(concluida_em) = count(*) then max(concluida_em) end as concluida_em
        from ${tarefasVerificacao} where lote = ${lote}`)) as unknown as {
        rows: {
          enfileiradas: number;
          concluidas: number;
          efeitos_duplicados: number;
          execucoes_repetidas: number;
          criada_em: Date | string | null;
          concluida_em: Date | string | null;
        }[];
      };
      const row = result.rows[0];
      if (!row || row.enfileiradas === 0 || !row.criada_em) return null;
      return {
        enfileiradas: row.enfileiradas,
        concluidas: row.concluidas,
        efeitosDuplicados: row.efeitos_duplicados,
        execucoesRepetidas: row.execucoes_repetidas,
        criadaEm: new Date(row.criada_em),
        concluidaEm: row.concluida_em ? new Date(row.concluida_em) : null,
      };
    },

    /** Drops the batches older than `dias` (the cron's cleanup); answers how many rows went. */
    async limpar(dias: number): Promise<number> {
      const result = (await db.execute(sql`delete from ${tarefasVerificacao}
        where criada_em < now() - make_interval(days => ${dias}::int)`)) as unknown as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      return result.rowCount ?? result.affectedRows ?? 0;
    },
  };
}
