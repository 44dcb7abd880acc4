// Issue 20's scenarios: (o) the shipper's offering board under load, (o1) the automatic waterfall's deadlines
// driven through two worker processes, one of them killed mid-run (bench/README.md).
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ComportamentoOferecimento,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  TipoOferta,
  TipoProposta,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { createJobs } from '../../apps/api/src/lib/jobs/jobs';
import { hashPassword } from '../../apps/api/src/lib/password';
import { FILA_PRAZO_OFERTA } from '../../apps/api/src/modules/oferecimento/oferecimento.filas';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';
import { ensureScaleCarriers, linkScaleCarriers } from '../../apps/api/src/seed/scale-oferecimento';
import { seedScaleData } from '../../apps/api/src/seed/scale-seed';
import { freePort } from './bench-server';
import {
  type ClusterProcess,
  killClusterProcess,
  logTail,
  makeRunFolder,
  startClusterProcess,
  stopClusterProcess,
  waitReady,
} from './cluster-services';
import type { Scenario, ScenarioRefusal } from './load-scenario';

// ------------------------------------------------------------------------------------------------ (o)

/** Offers per situacao in each unit of the benchmark user (read before the server starts, like the units). */
export const OFFERING_DATA_SQL = `
  select c.unidade_negocio_id::text as unidade, o.situacao, count(*)::int as n
    from carga_ofertas o join cargas c on c.id = o.carga_id
   where c.unidade_negocio_id in (select uu.unidade_negocio_id from usuario_unidades_negocio uu
                                   join usuarios u on u.id = uu.usuario_id where u.email = $1)
   group by 1, 2`;

/** unit id → offers per situacao code. */
export type OfferingData = Map<string, Map<number, number>>;

export function offeringDataFromRows(rows: { unidade: string; situacao: number; n: number }[]): OfferingData {
  const data: OfferingData = new Map();
  for (const row of rows) {
    const unit = data.get(row.unidade) ?? new Map<number, number>();
    unit.set(Number(row.situacao), Number(row.n));
    data.set(row.unidade, unit);
  }
  return data;
}

const SITUACAO_NOMES: Record<number, string> = {
  1: 'Ofertada',
  2: 'Contraproposta',
  3: 'Contratada',
  4: 'Recusada',
  5: 'Cancelada',
  6: 'Expirada',
};

/**
 * (o): one request first (its columns and size go to the notes); a unit without offers is not measured
 * (`seed:scale -- --ofertas-por-unidade 2000`).
 */
export async function offeringBoardScenario(
  baseUrl: string,
  name: string,
  headers: Record<string, string>,
  unidadeId: string,
  data: OfferingData | undefined,
  notes: string[],
): Promise<Scenario | ScenarioRefusal> {
  const url = `${baseUrl}/api/oferecimento/quadro/embarcador`;
  const porSituacao = data?.get(unidadeId);
  const total = [...(porSituacao?.values() ?? [])].reduce((a, b) => a + b, 0);
  if (total === 0) {
    return {
      status: 'refused',
      scenario: { name, url },
      reason:
        'a unidade do benchmark não tem ofertas: rode `npm run seed:scale -- --ofertas-por-unidade 2000` (bench/README.md)',
    };
  }
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) {
    return {
      status: 'refused',
      scenario: { name, url },
      reason: `GET ${url} → HTTP ${response.status}: ${text.slice(0, 300)}`,
    };
  }
  const board = JSON.parse(text) as { colunas: { etapa: string; total: number; cards: unknown[] }[] };
  const situacoes = [...(porSituacao?.entries() ?? [])]
    .sort(([a], [b]) => a - b)
    .map(([codigo, n]) => `${SITUACAO_NOMES[codigo] ?? codigo} ${n.toLocaleString('pt-BR')}`)
    .join(', ');
  notes.push(
    `Quadro de oferecimento (o): ${total.toLocaleString('pt-BR')} ofertas na unidade (${situacoes}); colunas ` +
      `${board.colunas.map((c) => `${c.etapa} ${c.total} (${c.cards.length} cartões)`).join(', ')}; ` +
      `resposta de ${Math.round(Buffer.byteLength(text) / 1024)} KiB (limite padrão da API: 50 cartões por coluna).`,
  );
  return { name, url, headers };
}

// ----------------------------------------------------------------------------------------------- (o1)

export interface CascadeOptions {
  /** The bench database's URL: (o1) creates and drops `<its name>_o1` on the same server. */
  databaseUrl: string;
  tenders: number;
  /** Share of first offers expired when worker 2 is killed. */
  killAt: number;
  /** Bound of the whole wait for the tenders' steps, in seconds. */
  timeoutSeconds: number;
  log: (message: string) => void;
}

export interface CascadeResult {
  tenders: number;
  loads: number;
  setupSeconds: number;
  /** From the commit of the tenders and their jobs to every tender stepped. */
  totalSeconds: number;
  /** Tenders stepped per second over the whole run. */
  throughput: number;
  /** Stepped when worker 2 was killed, and when. */
  killedAtStepped: number;
  killedAtSeconds: number;
  /** Tenders stepped per second with two workers (up to the kill) and with one (after it). */
  throughputTwoWorkers: number;
  throughputOneWorker: number;
  p99Seconds: number;
  proofs: CascadeProofs;
  jobs: { state: string; n: number }[];
  deadLetters: number;
  retried: number;
  /** Expiries handled by the minute sweep rather than the offer's own job (both are the real path). */
  notes: string[];
}

export interface CascadeProofs {
  /** Loads with more than one Contratada offer. */
  duplicateAwards: number;
  /** (tender, rodada) pairs with more than one offer. */
  duplicateRounds: number;
  /** First offers with more than one expiry entry in their thread (an offer expired twice). */
  duplicateExpiries: number;
  /** First offers that are not Expirada. */
  firstNotExpired: number;
  /** Tenders neither with exactly one rodada-2 offer nor ended. */
  tendersNotStepped: number;
  /** Rodada-2 offers without their own deadline job. */
  secondWithoutJob: number;
}

const O1_OBSERVACAO = 'Benchmark (o1): cascata com prazos vencidos';
const SEGREDOS = {
  JWT_SECRET: 'segredo-do-benchmark-o1-com-mais-de-32-caracteres!',
  FRETE_API_KEY: 'bench-key',
};

function databaseNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseNamed(url, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The tenders' progress, read by the test's own connection. */
const PROGRESS_SQL = `
  select count(*) filter (where o.rodada = 1 and o.situacao = ${SituacaoOfertaCarga.Expirada})::int as expiradas,
         count(distinct o.oferecimento_id) filter (where o.rodada = 2)::int as com_rodada2,
         (select count(*)::int from carga_oferecimentos t where t.observacao = $1
             and t.situacao = ${SituacaoOferecimento.Encerrado}) as encerrados
    from carga_ofertas o join carga_oferecimentos t on t.id = o.oferecimento_id
   where t.observacao = $1`;

const PROOFS_SQL = `
  with t as (select id from carga_oferecimentos where observacao = $1),
       o as (select o.* from carga_ofertas o join t on t.id = o.oferecimento_id)
  select
    (select count(*)::int from (select carga_id from carga_ofertas where situacao = ${SituacaoOfertaCarga.Contratada}
                                 group by carga_id having count(*) > 1) x) as duplicate_awards,
    (select count(*)::int from (select oferecimento_id, rodada from o group by 1, 2 having count(*) > 1) x) as duplicate_rounds,
    (select count(*)::int from (select p.oferta_id from carga_oferta_propostas p join o on o.id = p.oferta_id
                                 where p.tipo = ${TipoProposta.Expiracao} group by 1 having count(*) > 1) x) as duplicate_expiries,
    (select count(*)::int from o where rodada = 1 and situacao <> ${SituacaoOfertaCarga.Expirada}) as first_not_expired,
    (select count(*)::int from carga_oferecimentos tt where tt.observacao = $1
        and not (tt.situacao = ${SituacaoOferecimento.Encerrado}
                 or (select count(*) from o where o.oferecimento_id = tt.id and o.rodada = 2) = 1)) as tenders_not_stepped,
    (select count(*)::int from o
       left join (select distinct j.data->>'ofertaId' as id from pgboss.job j where j.name = '${FILA_PRAZO_OFERTA.name}') j
         on j.id = o.id::text
      where o.rodada = 2 and j.id is null) as second_without_job`;

/**
 * (o1): a database of its own (`<bench>_o1`, created and dropped by the run: the bench database stays as it
 * is), seeded with 5 shippers × 1 unit and enough loads awaiting a hiring, and the 5 carrier tenants on the
 * platform linked to each shipper. Two workers (`EMBARCA_ROLE=worker`, the built API) start; then one
 * transaction writes `tenders` automatic tenders (comportamento 2, max_rodadas 2, ordem of 2 carriers on the
 * platform), each with its first offer (rodada 1) whose deadline has passed, and one `oferecimento.prazo`
 * job per offer (`createJobs(...).sendMany`, the app's own job layer, in the same transaction: the jobs
 * exist exactly when the offers do). Worker 2 is SIGKILLed once `killAt` of the first offers are expired; the
 * run waits until every tender has taken its step, then reads the proofs.
 */
export async function runCascade(options: CascadeOptions): Promise<CascadeResult> {
  const { log } = options;
  const name = `${new URL(options.databaseUrl).pathname.slice(1) || 'embarca_bench'}_o1`;
  const url = databaseNamed(options.databaseUrl, name);
  const folder = makeRunFolder();
  const workers: ClusterProcess[] = [];
  const setupStarted = performance.now();
  await adminQuery(options.databaseUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(options.databaseUrl, `create database "${name}"`);
  const handle = await openDatabase({ databaseUrl: url, dataDir: path.join(folder, 'data') });
  const client = new pg.Client({ connectionString: url });
  const jobs = createJobs({
    db: handle.db,
    role: 'web',
    log: { info: () => {}, warn: (o, m) => log(`jobs: ${m} ${JSON.stringify(o)}`) },
    shutdownTimeoutMs: 5_000,
  });
  try {
    await handle.migrate();
    // 25 % of the scale loads await a hiring: 5 shippers × (tenders × 4.4 / 5) loads leave room.
    const loads = Math.ceil((options.tenders * 4.4) / 5) * 5;
    log(`(o1) banco ${name}: migrações feitas; ${loads.toLocaleString('pt-BR')} cargas de 5 embarcadores...`);
    await seedScaleData(handle.db, {
      owners: 5,
      unitsPerOwner: 1,
      loads,
      veiculos: 0,
      tabelasFrete: 0,
      ofertasPorUnidade: 0,
    });
    const carriers = await ensureScaleCarriers(handle.db, await hashPassword(DEMO_PASSWORD));
    await client.connect();
    const shippers = (
      await client.query<{ id: string }>(
        `select id from owners where nome like 'escala-%' and nome not like 'escala-transportadora-%' order by nome`,
      )
    ).rows.map((row) => row.id);
    const links = await linkScaleCarriers(handle.db, shippers, carriers);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: url,
      CLUSTER_MODE: 'true',
      STORAGE_LOCAL_SHARED: 'true',
      DATA_DIR: path.join(folder, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...SEGREDOS,
    };
    for (const variable of ['DATABASE_REPLICA_URLS', 'DATABASE_LISTEN_URL', 'DATABASE_POOL_MODE', 'PORT'])
      delete env[variable];
    for (const n of [1, 2]) {
      workers.push(
        startClusterProcess({
          name: `worker${n}`,
          role: 'worker',
          port: await freePort(),
          env,
          logFile: path.join(folder, `worker${n}.log`),
        }),
      );
    }
    await Promise.all(workers.map((worker) => waitReady(worker, '/api/health/ready', 120_000)));
    jobs.define(FILA_PRAZO_OFERTA);
    await jobs.start();

    // The tenders: loads awaiting a hiring of each shipper, two carriers of its on the platform in turn.
    const carriersValues = [...links.entries()].flatMap(([ownerId, empresaIds]) =>
      empresaIds.map(
        (empresaId, k) => `('${ownerId}'::uuid, ${k}, '${empresaId}'::uuid, '${carriers[k]?.ownerId}'::uuid)`,
      ),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    let started = 0;
    const ofertaIds = await handle.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql.raw(`
        with carriers (owner_id, k, empresa_id, t_owner) as (values ${carriersValues.join(', ')}),
        nc as (select owner_id, count(*)::int as n from carriers group by 1),
        picked as materialized (
          select c.id as carga_id, c.owner_id, coalesce(c.valor_frete, 1500) as valor_alvo, gen_random_uuid() as tender_id,
                 gen_random_uuid() as oferta_id, (row_number() over (partition by c.owner_id order by c.codigo))::int as rn
            from cargas c
           where c.ativo and c.situacao = 1 and c.contratacao_id is null
           order by c.codigo, c.owner_id
           limit ${options.tenders}
        ),
        shaped as materialized (
          select p.*, a.empresa_id as a_empresa, a.t_owner as a_owner, b.empresa_id as b_empresa
            from picked p join nc on nc.owner_id = p.owner_id
            join carriers a on a.owner_id = p.owner_id and a.k = p.rn % nc.n
            join carriers b on b.owner_id = p.owner_id and b.k = (p.rn + 1) % nc.n
        ),
        tenders as (
          insert into carga_oferecimentos (id, owner_id, carga_id, comportamento, situacao, tipo, valor_alvo, prazo_minutos,
                                           max_rodadas, permitir_repetir, rodada_atual, ordem, observacao, created_at, updated_at)
          select tender_id, owner_id, carga_id, ${ComportamentoOferecimento.Automatico}, ${SituacaoOferecimento.EmAndamento},
                 ${TipoOferta.Restrita}, valor_alvo, 60, 2, false, 1, array[a_empresa, b_empresa], '${O1_OBSERVACAO}',
                 now() - interval '61 minutes', now() - interval '61 minutes'
            from shaped
          returning 1
        ),
        ofertas as (
          insert into carga_ofertas (id, carga_id, owner_id, transportadora_owner_id, transportadora_empresa_id, tipo, situacao,
                                     oferecimento_id, rodada, valor_alvo, prazo_resposta, ofertada_em, created_at, updated_at)
          select oferta_id, carga_id, owner_id, a_owner, a_empresa, ${TipoOferta.Restrita}, ${SituacaoOfertaCarga.Ofertada},
                 tender_id, 1, valor_alvo, now() - interval '1 minute', now() - interval '61 minutes',
                 now() - interval '61 minutes', now() - interval '61 minutes'
            from shaped
          returning id, carga_id, owner_id, transportadora_owner_id, valor_alvo
        ),
        thread as (
          insert into carga_oferta_propostas (oferta_id, carga_id, owner_id, transportadora_owner_id, autor, tipo, valor,
                                              usuario_nome, created_at)
          select id, carga_id, owner_id, transportadora_owner_id, 3, ${TipoProposta.Oferta}, valor_alvo, 'Sistema',
                 now() - interval '61 minutes'
            from ofertas
          returning 1
        )
        select o.id, (select count(*) from tenders)::int as tenders, (select count(*) from thread)::int as thread
          from ofertas o`),
      )) as unknown as { rows: { id: string }[] };
      // One job per offer, in this transaction (what `agendarPrazo` does when an offer opens).
      await jobs.sendMany(
        FILA_PRAZO_OFERTA,
        result.rows.map((row) => ({ ofertaId: row.id })),
        { db: tx as unknown as typeof handle.db },
      );
      return result.rows.map((row) => row.id);
    });
    started = performance.now();
    const tenders = ofertaIds.length;
    if (tenders < options.tenders)
      throw new Error(`só ${tenders} cargas aguardando para ${options.tenders} oferecimentos`);
    log(
      `(o1) ${tenders.toLocaleString('pt-BR')} oferecimentos automáticos com a 1ª oferta vencida e os seus jobs gravados (preparo em ${setupSeconds.toFixed(1)} s); 2 workers trabalhando...`,
    );

    const progress = async () => {
      const row = (
        await client.query<{ expiradas: number; com_rodada2: number; encerrados: number }>(PROGRESS_SQL, [
          O1_OBSERVACAO,
        ])
      ).rows[0];
      return {
        expiradas: row?.expiradas ?? 0,
        stepped: (row?.com_rodada2 ?? 0) + (row?.encerrados ?? 0),
      };
    };
    let killedAtStepped = 0;
    let killedAtSeconds = 0;
    let p99Seconds = 0;
    let lastLog = 0;
    const deadline = started + options.timeoutSeconds * 1000;
    for (;;) {
      const now = performance.now();
      const state = await progress();
      const seconds = (now - started) / 1000;
      if (!killedAtSeconds && state.expiradas >= options.killAt * tenders) {
        await killClusterProcess(workers[1] as ClusterProcess);
        const after = await progress();
        killedAtStepped = after.stepped;
        killedAtSeconds = (performance.now() - started) / 1000;
        log(
          `(o1) worker2 morto (SIGKILL) em ${killedAtSeconds.toFixed(1)} s, com ${after.expiradas} ofertas expiradas e ${after.stepped} oferecimentos no passo seguinte`,
        );
      }
      if (!p99Seconds && state.stepped >= 0.99 * tenders) p99Seconds = seconds;
      if (state.stepped >= tenders) break;
      if (now > deadline) {
        log(`(o1) log do worker1 (últimas linhas):\n${logTail(workers[0]?.logFile ?? '')}`);
        throw new Error(
          `${state.stepped}/${tenders} oferecimentos no passo seguinte após ${options.timeoutSeconds} s (--cascata-limite)`,
        );
      }
      if (now - lastLog > 10_000) {
        lastLog = now;
        log(`(o1) ${seconds.toFixed(0)} s: ${state.expiradas} expiradas, ${state.stepped} no passo seguinte`);
      }
      await sleep(200);
    }
    const totalSeconds = (performance.now() - started) / 1000;
    if (!killedAtSeconds) throw new Error('(o1) todos os oferecimentos andaram antes da morte do worker2');
    // Once more a little later: a duplicate would come from a job still running.
    await sleep(3_000);
    const proofsRow = (await client.query<Record<string, number>>(PROOFS_SQL, [O1_OBSERVACAO])).rows[0] ?? {};
    const proofs: CascadeProofs = {
      duplicateAwards: Number(proofsRow.duplicate_awards),
      duplicateRounds: Number(proofsRow.duplicate_rounds),
      duplicateExpiries: Number(proofsRow.duplicate_expiries),
      firstNotExpired: Number(proofsRow.first_not_expired),
      tendersNotStepped: Number(proofsRow.tenders_not_stepped),
      secondWithoutJob: Number(proofsRow.second_without_job),
    };
    const jobStates = (
      await client.query<{ state: string; n: number }>(
        `select state::text, count(*)::int as n from pgboss.job where name = $1 group by 1 order by 1`,
        [FILA_PRAZO_OFERTA.name],
      )
    ).rows;
    const deadLetters = Number(
      (
        await client.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1`, [
          FILA_PRAZO_OFERTA.deadLetter,
        ])
      ).rows[0]?.n ?? 0,
    );
    const retried = Number(
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = $1 and retry_count > 0`,
          [FILA_PRAZO_OFERTA.name],
        )
      ).rows[0]?.n ?? 0,
    );
    const sweeps = Number(
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'oferecimento.varredura' and state = 'completed'`,
        )
      ).rows[0]?.n ?? 0,
    );
    return {
      tenders,
      loads,
      setupSeconds,
      totalSeconds,
      throughput: tenders / totalSeconds,
      killedAtStepped,
      killedAtSeconds,
      throughputTwoWorkers: killedAtStepped / killedAtSeconds,
      throughputOneWorker: (tenders - killedAtStepped) / Math.max(totalSeconds - killedAtSeconds, 0.001),
      p99Seconds,
      proofs,
      jobs: jobStates,
      deadLetters,
      retried,
      notes: [
        `varreduras de 1 minuto (oferecimento.varredura, até 200 ofertas vencidas cada) concluídas durante a execução: ${sweeps}`,
      ],
    };
  } finally {
    for (const worker of workers) await stopClusterProcess(worker).catch(() => undefined);
    await jobs.stop({ graceful: false }).catch(() => undefined);
    await client.end().catch(() => undefined);
    await handle.close().catch(() => undefined);
    await adminQuery(options.databaseUrl, `drop database if exists "${name}" with (force)`).catch(
      (error: unknown) => log(`(o1) banco ${name} não removido: ${String(error)}`),
    );
  }
}

/** The (o1) lines of RESULTS.md: a table of figures and proofs. */
export function cascadeTable(name: string, result: CascadeResult): string {
  const p = result.proofs;
  const ok = (n: number) => (n === 0 ? '0 ✔' : `**${n} ✘**`);
  const failed = result.jobs.find((j) => j.state === 'failed')?.n ?? 0;
  return [
    `**${name}**`,
    '',
    '| medida | valor |',
    '| --- | ---: |',
    `| oferecimentos automáticos (1ª oferta vencida, 1 job cada) | ${result.tenders.toLocaleString('pt-BR')} |`,
    `| tempo total (commit → todos no passo seguinte) | ${result.totalSeconds.toFixed(1)} s |`,
    `| vazão (ofertas expiradas + cascata avançada por segundo) | ${result.throughput.toFixed(0)}/s |`,
    `| com 2 workers (até a morte do worker2) | ${result.throughputTwoWorkers.toFixed(0)}/s |`,
    `| com 1 worker (depois) | ${result.throughputOneWorker.toFixed(0)}/s |`,
    `| worker2 morto (SIGKILL) | em ${result.killedAtSeconds.toFixed(1)} s, com ${result.killedAtStepped.toLocaleString('pt-BR')} no passo seguinte |`,
    `| 99 % no passo seguinte | ${result.p99Seconds.toFixed(1)} s |`,
    `| cargas com mais de uma oferta Contratada | ${ok(p.duplicateAwards)} |`,
    `| oferecimentos com mais de uma oferta na mesma rodada | ${ok(p.duplicateRounds)} |`,
    `| ofertas com mais de uma expiração no histórico | ${ok(p.duplicateExpiries)} |`,
    `| 1ªs ofertas que não ficaram Expirada | ${ok(p.firstNotExpired)} |`,
    `| oferecimentos sem exatamente uma oferta da rodada 2 (nem encerrados) | ${ok(p.tendersNotStepped)} |`,
    `| ofertas da rodada 2 sem o seu job de prazo | ${ok(p.secondWithoutJob)} |`,
    `| jobs \`oferecimento.prazo\` em failed | ${failed} |`,
    `| jobs em \`oferecimento.prazo.falhas\` (aguardando suporte) | ${result.deadLetters} |`,
    `| jobs \`oferecimento.prazo\` por estado | ${result.jobs.map((j) => `${j.state} ${j.n}`).join(', ')} |`,
    `| jobs executados de novo (retry_count > 0) | ${result.retried} |`,
  ].join('\n');
}

export function cascadeFailures(result: CascadeResult): string[] {
  const p = result.proofs;
  const failures: string[] = [];
  if (p.duplicateAwards) failures.push(`${p.duplicateAwards} cargas com mais de uma oferta Contratada`);
  if (p.duplicateRounds) failures.push(`${p.duplicateRounds} rodadas com mais de uma oferta`);
  if (p.duplicateExpiries) failures.push(`${p.duplicateExpiries} ofertas expiradas duas vezes`);
  if (p.firstNotExpired) failures.push(`${p.firstNotExpired} 1ªs ofertas não expiradas`);
  if (p.tendersNotStepped) failures.push(`${p.tendersNotStepped} oferecimentos sem o passo seguinte`);
  if (p.secondWithoutJob) failures.push(`${p.secondWithoutJob} ofertas da rodada 2 sem job`);
  return failures;
}
