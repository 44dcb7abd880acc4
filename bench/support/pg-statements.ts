import pg from 'pg';

/** One statement of `pg_stat_statements` over a benchmark run. */
export interface StatementStats {
  calls: number;
  /** How many times it was planned (a prepared statement with a kept plan: far fewer than calls). */
  plans: number;
  totalPlanMs: number;
  totalExecMs: number;
  meanExecMs: number;
  totalMs: number;
  rows: number;
  query: string;
}

export type StatementsReport =
  | { status: 'collected'; statements: StatementStats[] }
  | { status: 'unavailable'; reason: string };

/**
 * Clears `pg_stat_statements` before a run (issue 14: the bench shows where PostgreSQL spends its time,
 * planning and executing, per statement). Needs the module preloaded and `track_planning` on; without it the
 * report says how to enable it, and the run goes on.
 */
export async function resetStatements(url: string): Promise<StatementsReport | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const preload = await client.query<{ shared_preload_libraries: string }>('show shared_preload_libraries');
    if (!/\bpg_stat_statements\b/.test(preload.rows[0]?.shared_preload_libraries ?? '')) {
      return {
        status: 'unavailable',
        reason:
          "pg_stat_statements não está carregado: `alter system set shared_preload_libraries = 'pg_stat_statements'`, " +
          'reinicie o PostgreSQL e `alter system set pg_stat_statements.track_planning = on; select pg_reload_conf()`',
      };
    }
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
    return undefined;
  } finally {
    await client.end();
  }
}

/** The `limit` statements of the benchmark database with the most total (plan + execution) time. */
export async function readStatements(url: string, limit = 20): Promise<StatementsReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const planning = await client.query<{ value: string }>(
      "select setting as value from pg_settings where name = 'pg_stat_statements.track_planning'",
    );
    const result = await client.query<{
      calls: string;
      plans: string;
      total_plan_time: number;
      total_exec_time: number;
      mean_exec_time: number;
      total: number;
      rows: string;
      query: string;
    }>(
      `select s.calls::text, s.plans::text, s.total_plan_time, s.total_exec_time, s.mean_exec_time,
              s.total_plan_time + s.total_exec_time as total, s.rows::text, s.query
         from pg_stat_statements s
         join pg_database d on d.oid = s.dbid
        where d.datname = current_database() and s.query not ilike '%pg_stat_statements%'
        order by s.total_plan_time + s.total_exec_time desc
        limit $1`,
      [limit],
    );
    const statements = result.rows.map((row) => ({
      calls: Number(row.calls),
      plans: Number(row.plans),
      totalPlanMs: row.total_plan_time,
      totalExecMs: row.total_exec_time,
      meanExecMs: row.mean_exec_time,
      totalMs: row.total,
      rows: Number(row.rows),
      query: row.query,
    }));
    if (planning.rows[0]?.value !== 'on') {
      return { status: 'unavailable', reason: 'pg_stat_statements.track_planning está desligado' };
    }
    return { status: 'collected', statements };
  } finally {
    await client.end();
  }
}

/** The statements as a markdown table: calls, mean plan and execution times, and the query's start. */
export function statementsTable(report: StatementsReport): string {
  if (report.status === 'unavailable') return `Instruções do PostgreSQL: não coletadas — ${report.reason}.`;
  const text = (query: string) =>
    query.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/`/g, "'").trim().slice(0, 160);
  return [
    '**Instruções do PostgreSQL na execução** (`pg_stat_statements` com `track_planning`; as de maior tempo ' +
      'total). "Plano por chamada" = tempo total de planejamento ÷ chamadas: uma instrução preparada com o plano ' +
      'guardado é planejada poucas vezes; a meta da issue 14 é nenhuma instrução das rotas medidas planejar mais ' +
      'do que executa.',
    '',
    '| chamadas | planejamentos | plano por chamada (ms) | execução por chamada (ms) | plano ≤ execução | total (s) | linhas/chamada | instrução |',
    '| ---: | ---: | ---: | ---: | :---: | ---: | ---: | --- |',
    ...report.statements.map((s) => {
      const planPerCall = s.totalPlanMs / Math.max(s.calls, 1);
      return `| ${s.calls} | ${s.plans} | ${planPerCall.toFixed(3)} | ${s.meanExecMs.toFixed(3)} | ${planPerCall <= s.meanExecMs ? 'sim' : '**não**'} | ${(s.totalMs / 1000).toFixed(1)} | ${(s.rows / Math.max(s.calls, 1)).toFixed(1)} | \`${text(s.query)}\` |`;
    }),
  ].join('\n');
}
