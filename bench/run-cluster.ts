/**
 * `npm run test:cluster` (issue 17, "Beyond one process"): the product as a cluster on this one machine, on
 * 127.0.0.1 and free ports, then its correctness checks, bounded in time.
 *
 *   primary PostgreSQL ──streaming──▶ replica (pg_basebackup -R -X stream, another port)
 *        ▲ LISTEN (direct)     ▲ PgBouncer (transaction mode)          ▲ opted-in reads
 *   api1 (EMBARCA_ROLE=web) · api2 (web) · worker (worker)   ◀── HAProxy (round robin, /api/health/ready)
 *
 * Scenarios (`--only=a,b`; infra always runs):
 * - fanout: 1,000 WebSocket clients of the loads board through HAProxy, split over the two API processes;
 *   loads registered through api1 reach 100 % of them, p95 ≤ 100 ms;
 * - failover: api2 is SIGKILLed; its clients reconnect (through HAProxy, to api1) and catch up as the board
 *   does (re-read the board after the join): 0 changes unknown to any client;
 * - ryw: replay paused on the replica; a user's write is seen by that user's next board read (the LSN cookie
 *   sends it to the primary) while another user's read is served by the (stale) replica;
 * - jobs: 10,000 self-check jobs enqueued through both API processes, the worker SIGKILLed mid-run and
 *   restarted: 0 lost, 0 duplicated effects;
 * - restart: `pg_ctl restart -m fast` of the primary under load: every process survives and is ready again,
 *   no acknowledged write lost, the replica streams again, a change reaches every client again.
 * Figures go on top of bench/RESULTS.md (section "Cluster (issue 17)"); every correctness count is a check,
 * and the last line is `cluster: N passed, N failed`. See ARCHITECTURE.md "Beyond one process (issue 17) —
 * the cluster test".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { boardGroupOfSituacao } from '@embarca/domain';
import pg from 'pg';
import {
  findPostgresBinaries,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../apps/api/test/helpers/private-postgres';
import {
  describeRestartLoad,
  registerOne,
  restartLoadBody,
  restartLoadReadPaths,
  runRestartLoad,
} from '../apps/api/test/helpers/restart-load';
import { freePort, repoRoot, serverEntry } from './support/bench-server';
import { createHubFleet, type HubClient, type HubFleet } from './support/cluster-hub-clients';
import {
  type ClusterProcess,
  type ClusterRole,
  type Haproxy,
  killClusterProcess,
  logTail,
  makeRunFolder,
  missingClusterTools,
  type PgBouncer,
  SERVER_HEADER,
  startClusterProcess,
  startHaproxy,
  startPgBouncer,
  stopClusterProcess,
  waitReady,
} from './support/cluster-services';
import { percentile } from './support/load-scenario';
import { prependSection } from './support/results-file';

/**
 * Issue 17's shared contract, in one place: the names the other parts of the issue expose. If a name
 * changes, change it here only.
 */
const CONTRATO = {
  health: '/api/health',
  ready: '/api/health/ready',
  metrics: '/api/metrics',
  /** The gauge of open hub sockets per process (label `hub`), in GET /api/metrics. */
  metricaConexoesHub: 'embarca_hub_connections',
  /** The PostgreSQL channel of the loads hub (apps/api/src/modules/cargas/quadro/tempo-real.bus.ts). */
  canalDoHub: 'embarca_cargas_hub',
  /** A route of the full API that a `worker` process must not serve. */
  rotaDaApi: '/api/unidade-negocio/listwithaccess',
  tarefas: {
    /** POST {quantidade: 1..10000} → {lote} (platform administrator). */
    enfileirar: '/api/painel-admin/tarefas/verificacao',
    /** GET → {enfileiradas, concluidas, efeitosDuplicados, execucoesRepetidas}. */
    situacao: (lote: string) => `/api/painel-admin/tarefas/verificacao/${encodeURIComponent(lote)}`,
    maximoPorLote: 10_000,
  },
  ryw: {
    /** How a write's answer may carry the primary's LSN: any cookie, or this header (echoed on reads). */
    cabecalhoLsn: 'x-embarca-lsn',
    /** On answers of routes that may read a replica: where their reads went (`replica` or `primario`). */
    cabecalhoLeitura: 'x-embarca-leitura',
  },
} as const;

const SEGREDOS = {
  JWT_SECRET: 'segredo-do-teste-de-cluster-com-mais-de-32-caracteres',
  FRETE_API_KEY: 'chave-do-frete-do-teste-de-cluster',
};
const SENHA = 'demo1234';
const BANCO = 'embarca';
const CENARIOS = ['fanout', 'failover', 'ryw', 'jobs', 'restart'] as const;
type Cenario = (typeof CENARIOS)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: CENARIOS.join(',') },
    clientes: { type: 'string', default: '1000' },
    tarefas: { type: 'string', default: '10000' },
    mudancas: { type: 'string', default: '20' },
    /** The API pools straight to the primary, not through PgBouncer (a bundle without transaction mode). */
    direto: { type: 'boolean', default: false },
    'ready-path': { type: 'string', default: CONTRATO.ready },
    /** Whole-run bound, seconds. */
    limite: { type: 'string', default: '420' },
    'sem-resultados': { type: 'boolean', default: false },
    manter: { type: 'boolean', default: false },
    /** One line per change of the fan-out (its latencies), for a closer look. */
    detalhes: { type: 'boolean', default: false },
  },
});

const selecionados = new Set(
  (values.only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'infra'),
);
for (const name of selecionados) {
  if (!CENARIOS.includes(name as Cenario)) {
    console.error(`cenário desconhecido: ${name} (use ${CENARIOS.join(', ')})`);
    process.exit(2);
  }
}
const roda = (cenario: Cenario) => selecionados.has(cenario);
const CLIENTES = Number(values.clientes);
const TAREFAS = Number(values.tarefas);
const MUDANCAS = Number(values.mudancas);
const READY = values['ready-path'] ?? CONTRATO.ready;
// Half the jobs go through each web process, one batch each (at most `maximoPorLote` per batch).
const validas =
  Number.isInteger(CLIENTES) &&
  CLIENTES >= 2 &&
  Number.isInteger(MUDANCAS) &&
  MUDANCAS >= 1 &&
  Number.isInteger(TAREFAS) &&
  TAREFAS >= 2 &&
  TAREFAS <= 2 * CONTRATO.tarefas.maximoPorLote &&
  Number(values.limite) > 0;
if (!validas) {
  console.error(
    `opções inválidas: --clientes ≥ 2, --mudancas ≥ 1, --tarefas entre 2 e ${2 * CONTRATO.tarefas.maximoPorLote}, --limite > 0`,
  );
  process.exit(2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Math.round(value)} ms`;
const t = () => performance.now();

// ------------------------------------------------------------------------------------------ checks

interface Verificacao {
  cenario: string;
  nome: string;
  ok: boolean;
  detalhe: string;
}
const verificacoes: Verificacao[] = [];
const figuras: Record<string, string[]> = {};

function verificar(cenario: string, nome: string, ok: boolean, detalhe = ''): boolean {
  verificacoes.push({ cenario, nome, ok, detalhe });
  console.log(`  ${ok ? '✓' : '✗'} ${nome}${detalhe ? ` — ${detalhe}` : ''}`);
  return ok;
}

function figura(cenario: string, linha: string): void {
  const linhas = figuras[cenario] ?? [];
  linhas.push(linha);
  figuras[cenario] = linhas;
  console.log(`    ${linha}`);
}

function distribuicao(samples: number[]): string {
  if (samples.length === 0) return 'sem amostras';
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, máx ${ms(sorted.at(-1) ?? 0)} (${sorted.length} amostras)`;
}

// ------------------------------------------------------------------------------------------ HTTP

interface Sessao {
  email: string;
  token: string;
  ownerId: string;
  unidades: string[];
}

async function http(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: unknown; text: string; headers: Headers }> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
    signal: rest.signal ?? AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, text, headers: response.headers };
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function entrar(baseUrl: string, email: string): Promise<Sessao> {
  const login = await http(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    json: { email, password: SENHA, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: null },
  });
  if (login.status !== 200)
    throw new Error(`login de ${email} → ${login.status}: ${login.text.slice(0, 300)}`);
  const token = (login.body as { token: string }).token;
  const units = await http(`${baseUrl}/api/unidade-negocio/listwithaccess`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const unidades =
    units.status === 200 ? (units.body as Array<{ id: string | number }>).map((unit) => String(unit.id)) : [];
  return { email, token, ownerId: String(claimsOf(token).OwnerId ?? ''), unidades };
}

function cabecalhos(sessao: Sessao, unidade = sessao.unidades[0]): Record<string, string> {
  return {
    authorization: `Bearer ${sessao.token}`,
    ...(unidade ? { BusinessUnitId: unidade } : {}),
  };
}

// ------------------------------------------------------------------------------------------ the cluster

interface Cluster {
  pasta: string;
  primary: PrivatePostgres;
  replica: PrivatePostgres;
  bouncer: PgBouncer;
  haproxy: Haproxy;
  api1: ClusterProcess;
  api2: ClusterProcess;
  worker: ClusterProcess;
  env: (seed: boolean) => NodeJS.ProcessEnv;
}

const estado: {
  pasta?: string;
  primary?: PrivatePostgres;
  replica?: PrivatePostgres;
  bouncer?: PgBouncer;
  haproxy?: Haproxy;
  processos: ClusterProcess[];
  fleet?: HubFleet;
  clientesPg: pg.Client[];
  ouvinte?: Worker;
} = { processos: [], clientesPg: [] };

function iniciarProcesso(
  pasta: string,
  nome: string,
  role: ClusterRole,
  port: number,
  env: NodeJS.ProcessEnv,
): ClusterProcess {
  const processo = startClusterProcess({
    name: nome,
    role,
    port,
    env,
    logFile: path.join(pasta, `${nome}.log`),
  });
  estado.processos.push(processo);
  return processo;
}

async function subirCluster(): Promise<Cluster> {
  console.log('\n== infra: PostgreSQL primário e réplica, PgBouncer, 2 APIs, 1 worker, HAProxy');
  const binaries = findPostgresBinaries();
  if ('missing' in binaries) throw new Error(`binários do PostgreSQL: ${binaries.missing}`);
  const pasta = makeRunFolder();
  estado.pasta = pasta;
  let started = t();
  // 3 processes × their pools (direct with --direto) + LISTEN + the replica's walsender + this test. The
  // standby gets the same settings: it refuses to start with fewer connections than its primary.
  const settings = { max_connections: '200', wal_keep_size: '256MB' };
  const primary = await startPrivatePostgres(binaries.binDir, { settings });
  estado.primary = primary;
  const admin = new pg.Client({ connectionString: primary.url() });
  await admin.connect();
  await admin.query(`create database ${BANCO}`);
  await admin.end();
  figura('infra', `primário PostgreSQL pronto em ${ms(t() - started)}`);
  started = t();
  const replica = await startPrivatePostgres(binaries.binDir, { replicaOf: primary, settings });
  estado.replica = replica;
  figura('infra', `réplica (pg_basebackup -R -X stream) pronta em ${ms(t() - started)}`);
  const bouncer = await startPgBouncer({ primaryPort: primary.port, database: BANCO, folder: pasta });
  estado.bouncer = bouncer;
  figura('infra', 'PgBouncer (pool_mode=transaction) pronto');

  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'E2E_DATABASE_URL',
    'PORT',
    'HOST',
    'EMBARCA_ROLE',
    // Not this test's: /api/metrics behind a token, or attachments in a bucket.
    'METRICS_TOKEN',
    'STORAGE_DRIVER',
  ]) {
    delete base[name];
  }
  const env = (seed: boolean): NodeJS.ProcessEnv => ({
    ...base,
    DATABASE_URL: values.direto ? primary.url(BANCO) : bouncer.url,
    DATABASE_POOL_MODE: values.direto ? 'session' : 'transaction',
    DATABASE_LISTEN_URL: primary.url(BANCO),
    DATABASE_REPLICA_URLS: replica.url(BANCO),
    CLUSTER_MODE: 'true',
    STORAGE_LOCAL_SHARED: 'true',
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: path.join(pasta, 'data'),
    SEED_DEMO: seed ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...SEGREDOS,
  });
  const [port1, port2, portW] = [await freePort(), await freePort(), await freePort()];
  // One process first, alone: it applies the migrations and seeds the demo data; the others find them done.
  started = t();
  const api1 = iniciarProcesso(pasta, 'api1', 'web', port1, env(true));
  await waitReady(api1, READY, 150_000);
  figura('infra', `api1 (web, migrações e dados de demonstração) pronta em ${ms(t() - started)}`);
  started = t();
  const api2 = iniciarProcesso(pasta, 'api2', 'web', port2, env(false));
  const worker = iniciarProcesso(pasta, 'worker', 'worker', portW, env(false));
  await Promise.all([waitReady(api2, READY, 120_000), waitReady(worker, READY, 120_000)]);
  figura('infra', `api2 (web) e worker prontos em ${ms(t() - started)}`);
  const haproxy = await startHaproxy({
    folder: pasta,
    servers: [
      { name: 'api1', port: port1 },
      { name: 'api2', port: port2 },
    ],
    readyPath: READY,
  });
  estado.haproxy = haproxy;
  await haproxy.waitFor('UP', ['api1', 'api2']);
  figura('infra', `HAProxy (round robin; verificação ${READY}) com as duas APIs UP`);
  return { pasta, primary, replica, bouncer, haproxy, api1, api2, worker, env };
}

async function consultar<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function replicacaoStreaming(primary: PrivatePostgres): Promise<boolean> {
  const rows = await consultar<{ state: string }>(primary.url(), 'select state from pg_stat_replication');
  return rows.some((row) => row.state === 'streaming');
}

async function verificarInfra(cluster: Cluster): Promise<void> {
  const c = 'infra';
  verificar(c, 'réplica em streaming a partir do primário', await replicacaoStreaming(cluster.primary));
  const emRecuperacao = await consultar<{ r: boolean }>(
    cluster.replica.url(BANCO),
    'select pg_is_in_recovery() as r',
  );
  verificar(c, 'réplica é hot standby (pg_is_in_recovery)', emRecuperacao[0]?.r === true);
  const pools = await cluster.bouncer.pools().catch(() => []);
  const soma = (field: string) => pools.reduce((sum, pool) => sum + Number(pool[field] ?? 0), 0);
  const clientes = soma('cl_active') + soma('cl_waiting');
  const servidores = soma('sv_active') + soma('sv_idle') + soma('sv_used');
  if (values.direto) figura(c, 'APIs ligadas DIRETO ao primário (--direto): o PgBouncer não está no caminho');
  else {
    figura(c, `PgBouncer: ${clientes} conexões de cliente, ${servidores} conexões com o primário`);
    // Each of the three processes keeps at least one pooled connection open once it has started.
    verificar(
      c,
      'as três APIs estão ligadas pelo PgBouncer',
      clientes >= 3,
      `${clientes} conexões de cliente`,
    );
  }
  for (const processo of [cluster.api1, cluster.api2, cluster.worker]) {
    const health = await http(`${processo.baseUrl}${CONTRATO.health}`);
    const body = (health.body ?? {}) as { role?: unknown; replicas?: Array<Record<string, unknown>> };
    verificar(
      c,
      `${processo.name}: ${CONTRATO.health} informa role=${processo.role}`,
      health.status === 200 && body.role === processo.role,
      `HTTP ${health.status}, role=${String(body.role)}`,
    );
    if (processo.role !== 'worker') {
      verificar(
        c,
        `${processo.name}: ${CONTRATO.health} lista a réplica`,
        Array.isArray(body.replicas) && body.replicas.length === 1,
        JSON.stringify(body.replicas ?? null),
      );
    }
    const metrics = await http(`${processo.baseUrl}${CONTRATO.metrics}`);
    verificar(
      c,
      `${processo.name}: ${CONTRATO.metrics} em texto Prometheus`,
      metrics.status === 200 && /^# (HELP|TYPE) /m.test(metrics.text),
      `HTTP ${metrics.status}`,
    );
  }
  const naoServe = await http(`${cluster.worker.baseUrl}${CONTRATO.rotaDaApi}`);
  verificar(
    c,
    'worker não serve a API',
    naoServe.status === 404,
    `${CONTRATO.rotaDaApi} → HTTP ${naoServe.status}`,
  );
}

// ------------------------------------------------------------------------------------------ fan-out

interface Mudanca {
  id: string;
  codigo: number;
  fase: string;
  enviadaEm: number;
  respondidaEm: number;
}

interface Contexto {
  cluster: Cluster;
  admin: Sessao;
  unidade: string;
  chave: string;
  grupo: string | null;
  desde: string;
  mudancas: Mudanca[];
  /** When (this thread's performance.now()) the test's own LISTEN on the primary got each load's NOTIFY. */
  notificadas: Map<string, number>;
  fleet: HubFleet;
  ouvinte: Worker | null;
}

/**
 * The test's own LISTEN on the primary, in a worker thread: the moment a load's NOTIFY arrives is taken on
 * an event loop of its own, not delayed behind the 1,000 sockets' frames this thread is reading (that
 * would make the NOTIFY look later, the latency shorter). Both threads' `timeOrigin + now()` are one clock.
 */
const LISTEN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const pg = require('pg');
const client = new pg.Client({ connectionString: workerData.url });
client.on('error', () => undefined);
client.on('notification', (message) => {
  const at = performance.timeOrigin + performance.now();
  try {
    const payload = JSON.parse(message.payload || '{}');
    if (payload.kind === 'carga' && payload.cargaId) parentPort.postMessage({ cargaId: payload.cargaId, at });
  } catch {}
});
client
  .connect()
  .then(() => client.query('LISTEN ' + workerData.channel))
  .then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ error: String(error) }));
`;

async function ouvirPrimario(primary: PrivatePostgres, notificadas: Map<string, number>): Promise<Worker> {
  const worker = new Worker(LISTEN_WORKER, {
    eval: true,
    workerData: { url: primary.url(BANCO), channel: CONTRATO.canalDoHub },
  });
  estado.ouvinte = worker;
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: { ready?: true; error?: string; cargaId?: string; at?: number }) => {
      if (message.ready) resolve();
      else if (message.error) reject(new Error(`LISTEN do teste: ${message.error}`));
      else if (message.cargaId && message.at !== undefined && !notificadas.has(message.cargaId)) {
        notificadas.set(message.cargaId, message.at - performance.timeOrigin);
      }
    });
    worker.once('error', reject);
  });
  return worker;
}

/** Registers one load through `processo` (a change committed through that one process). */
async function mudar(ctx: Contexto, processo: { baseUrl: string }, fase: string): Promise<Mudanca> {
  const enviadaEm = t();
  const sequence = ctx.mudancas.length + 1;
  const answer = await http(`${processo.baseUrl}/api/carga-mongo/cadastrar`, {
    method: 'POST',
    headers: cabecalhos(ctx.admin, ctx.unidade),
    json: restartLoadBody(10_000 + sequence),
  });
  if (answer.status !== 201) throw new Error(`cadastrar → ${answer.status}: ${answer.text.slice(0, 300)}`);
  const { id, codigo } = answer.body as { id: string; codigo: number };
  const mudanca = { id: id.toLowerCase(), codigo, fase, enviadaEm, respondidaEm: t() };
  ctx.mudancas.push(mudanca);
  return mudanca;
}

/** The board group's loads created since the run began, all pages: what a board re-read shows. */
async function lerQuadro(ctx: Contexto, baseUrl: string, headers: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const query = new URLSearchParams({ key: ctx.chave, dhCriacaoIni: ctx.desde, limit: '200' });
    if (cursor) query.set('cursor', cursor);
    const answer = await http(`${baseUrl}/api/frete/quadro/carga/${ctx.grupo}?${query}`, { headers });
    if (answer.status !== 200)
      throw new Error(`quadro → HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
    const body = answer.body as { items: Array<{ id: string }>; nextCursor: string | null };
    ids.push(...body.items.map((item) => item.id.toLowerCase()));
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

const conhece = (client: HubClient, id: string) =>
  client.eventos.has(id) || client.lidasNaRecuperacao.has(id);

/** Waits until every joined client has received (or read back) every change given, or `timeoutMs`. */
async function esperarEntrega(fleet: HubFleet, mudancas: Mudanca[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const faltam = fleet.clients.some((client) => mudancas.some((m) => !conhece(client, m.id)));
    if (!faltam) return;
    await sleep(50);
  }
}

async function prepararContexto(cluster: Cluster): Promise<Contexto> {
  const admin = await entrar(cluster.haproxy.baseUrl, 'admin@embarcador.demo');
  const unidade = admin.unidades[0];
  if (!unidade) throw new Error('admin@embarcador.demo sem unidade de negócio');
  const chave = await http(`${cluster.haproxy.baseUrl}/api/frete/chave`, {
    headers: cabecalhos(admin, unidade),
  });
  if (chave.status !== 200) throw new Error(`GET /api/frete/chave → ${chave.status}`);
  const notificadas = new Map<string, number>();
  const ctx: Contexto = {
    cluster,
    admin,
    unidade,
    chave: (chave.body as { key: string }).key,
    grupo: null,
    desde: new Date(Date.now() - 5_000).toISOString(),
    mudancas: [],
    notificadas,
    fleet: createHubFleet({
      wsBase: cluster.haproxy.baseUrl.replace(/^http/, 'ws'),
      token: admin.token,
      empresaId: admin.ownerId,
      catchUp: () => lerQuadro(ctx, cluster.haproxy.baseUrl, cabecalhos(admin, unidade)),
    }),
    ouvinte: null,
  };
  estado.fleet = ctx.fleet;
  ctx.ouvinte = await ouvirPrimario(cluster.primary, notificadas);
  return ctx;
}

/** The process's open hub sockets, every hub, from its Prometheus text (NaN when there is no such gauge). */
async function socketsPelaMetrica(baseUrl: string): Promise<number> {
  const answer = await http(`${baseUrl}${CONTRATO.metrics}`);
  if (answer.status !== 200) return Number.NaN;
  const lines = answer.text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith(`${CONTRATO.metricaConexoesHub}{`) ||
        line.startsWith(`${CONTRATO.metricaConexoesHub} `),
    );
  if (lines.length === 0) return Number.NaN;
  return lines.reduce((sum, line) => sum + Number(line.trim().split(/\s+/).at(-1)), 0);
}

async function cenarioFanout(ctx: Contexto): Promise<void> {
  const c = 'fanout';
  console.log(
    `\n== fanout: ${CLIENTES} clientes WebSocket pelo HAProxy; ${MUDANCAS} cargas cadastradas pela api1`,
  );
  const { fleet, cluster } = ctx;
  let started = t();
  await fleet.connect(CLIENTES, 25, 120_000);
  figura(
    c,
    `${fleet.joinedCount()} de ${CLIENTES} clientes conectados e com join em ${ms(t() - started)} (25 upgrades simultâneos)`,
  );
  verificar(
    c,
    `${CLIENTES} clientes conectados (join)`,
    fleet.joinedCount() === CLIENTES,
    `${fleet.joinedCount()}`,
  );
  const split = fleet.porServidor();
  const stats = await cluster.haproxy.servers();
  figura(
    c,
    `divisão pelo cabeçalho ${SERVER_HEADER} do 101: ${Object.entries(split)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}; sessões abertas no HAProxy: ${stats.map((s) => `${s.name} ${s.current}`).join(', ')}`,
  );
  const porMetrica: Record<string, number> = {};
  for (const processo of [cluster.api1, cluster.api2]) {
    porMetrica[processo.name] = await socketsPelaMetrica(processo.baseUrl);
  }
  figura(c, `sockets de hub por processo em ${CONTRATO.metrics}: ${JSON.stringify(porMetrica)}`);
  verificar(
    c,
    `${CONTRATO.metrics} de cada API confirma a divisão`,
    porMetrica.api1 === (split.api1 ?? 0) && porMetrica.api2 === (split.api2 ?? 0),
    `${JSON.stringify(porMetrica)} × ${JSON.stringify(split)}`,
  );
  const minimo = Math.floor(CLIENTES * 0.4);
  verificar(
    c,
    'clientes divididos entre as duas APIs (cada uma ≥ 40 %)',
    (split.api1 ?? 0) >= minimo && (split.api2 ?? 0) >= minimo,
    JSON.stringify(split),
  );

  // A warm-up load first, delivered before the measured ones start (it is counted, not timed): the first
  // pass through every process's code is not what the figure is about. It also tells which board group a
  // new load lands in (the catch-up reads that group) — read now, not while a measured one is delivered.
  const aquecimento = await mudar(ctx, cluster.api1, 'aquecimento');
  const card = await http(`${cluster.api1.baseUrl}/api/carga-mongo/${aquecimento.id}`, {
    headers: cabecalhos(ctx.admin, ctx.unidade),
  });
  ctx.grupo = boardGroupOfSituacao((card.body as { situacao?: number } | null)?.situacao) ?? null;
  if (!ctx.grupo)
    throw new Error(`a carga cadastrada não está no quadro: ${card.status} ${card.text.slice(0, 200)}`);
  await esperarEntrega(fleet, [aquecimento], 10_000);
  started = t();
  const mudancas: Mudanca[] = [];
  for (let i = 0; i < MUDANCAS; i += 1) {
    mudancas.push(await mudar(ctx, cluster.api1, c));
    await sleep(100);
  }
  const cadastroMs = t() - started;
  await esperarEntrega(fleet, mudancas, 10_000);
  const desdeNotify: number[] = [];
  const desdeEnvio: number[] = [];
  const porServidor = new Map<string, number[]>();
  let entregues = 0;
  let semNotify = 0;
  let antesDoListen = 0;
  /**
   * The change's start: its NOTIFY as the test's LISTEN saw it — or the first client's receipt if that came
   * earlier (the LISTEN was late then, and a later start would shorten every latency).
   */
  const inicioDe = (mudanca: Mudanca): number | undefined => {
    const notifyAt = ctx.notificadas.get(mudanca.id);
    if (notifyAt === undefined) return undefined;
    let first = Number.POSITIVE_INFINITY;
    for (const client of fleet.clients) first = Math.min(first, client.eventos.get(mudanca.id) ?? first);
    return Math.min(notifyAt, first);
  };
  for (const mudanca of mudancas) {
    const notifyAt = inicioDe(mudanca);
    if (notifyAt === undefined) semNotify += 1;
    else if (notifyAt < (ctx.notificadas.get(mudanca.id) ?? notifyAt)) antesDoListen += 1;
    for (const client of fleet.clients) {
      const at = client.eventos.get(mudanca.id);
      if (at === undefined) continue;
      entregues += 1;
      desdeEnvio.push(at - mudanca.enviadaEm);
      if (notifyAt !== undefined) {
        desdeNotify.push(at - notifyAt);
        const servidor = client.servidor ?? '?';
        const samples = porServidor.get(servidor) ?? [];
        samples.push(at - notifyAt);
        porServidor.set(servidor, samples);
      }
    }
  }
  if (values.detalhes) {
    for (const mudanca of mudancas) {
      const notifyAt = inicioDe(mudanca) ?? Number.NaN;
      const at = fleet.clients.map((client) => (client.eventos.get(mudanca.id) ?? Number.NaN) - notifyAt);
      console.log(
        `      ${mudanca.codigo}: POST ${ms(mudanca.respondidaEm - mudanca.enviadaEm)}, NOTIFY após envio ${ms(notifyAt - mudanca.enviadaEm)}; entrega ${distribuicao(at.filter((v) => !Number.isNaN(v)))}`,
      );
    }
  }
  const aquecidos = fleet.clients.filter((client) => client.eventos.has(aquecimento.id)).length;
  entregues += aquecidos;
  const esperadas = (mudancas.length + 1) * CLIENTES;
  figura(
    c,
    `${mudancas.length} cargas cadastradas pela api1 (100 ms de pausa entre uma e outra) em ${ms(cadastroMs)} (mais 1 de aquecimento, não cronometrada); entregas ${entregues} de ${esperadas}`,
  );
  figura(c, `latência do NOTIFY no primário até o cliente: ${distribuicao(desdeNotify)}`);
  if (antesDoListen > 0) {
    figura(
      c,
      `  em ${antesDoListen} mudança(s) um cliente recebeu antes do LISTEN do teste: início = essa entrega`,
    );
  }
  for (const [servidor, samples] of porServidor) figura(c, `  via ${servidor}: ${distribuicao(samples)}`);
  figura(c, `latência do envio do POST até o cliente (inclui o cadastro): ${distribuicao(desdeEnvio)}`);
  verificar(
    c,
    'cada mudança chegou a 100 % dos clientes',
    entregues === esperadas,
    `${entregues}/${esperadas}`,
  );
  verificar(c, 'o NOTIFY de cada mudança foi visto no primário', semNotify === 0, `${semNotify} sem NOTIFY`);
  const p95 = percentile(
    [...desdeNotify].sort((a, b) => a - b),
    95,
  );
  verificar(c, 'p95 da entrega ≤ 100 ms', desdeNotify.length > 0 && p95 <= 100, ms(p95));
}

// ------------------------------------------------------------------------------------------ failover

async function cenarioFailover(ctx: Contexto): Promise<void> {
  const c = 'failover';
  const { fleet, cluster } = ctx;
  const naApi2 = fleet.clients.filter((client) => client.joined && client.servidor === 'api2');
  console.log(
    `\n== failover: SIGKILL na api2 (${naApi2.length} clientes); cargas cadastradas pela api1 enquanto reconectam`,
  );
  if (!ctx.grupo) throw new Error('o cenário failover precisa do fanout (grupo do quadro das cargas novas)');
  verificar(c, 'a api2 tem clientes antes de cair', naApi2.length > 0, `${naApi2.length}`);
  const killedAt = t();
  await killClusterProcess(cluster.api2);
  const marcadaDown = cluster.haproxy.waitFor('DOWN', ['api2'], 15_000).then(
    (elapsed) => elapsed,
    () => Number.NaN,
  );
  // Changes keep coming through api1 while api2's clients are away and coming back.
  const durante: Mudanca[] = [];
  for (let i = 0; i < 10; i += 1) {
    durante.push(await mudar(ctx, cluster.api1, c));
    await sleep(200);
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && naApi2.some((client) => !client.joined || client.voltouEm === null))
    await sleep(100);
  await Promise.all(naApi2.map((client) => client.recuperando ?? Promise.resolve()));
  await esperarEntrega(fleet, ctx.mudancas, 10_000);
  const downMs = await marcadaDown;
  const voltaram = naApi2.filter((client) => client.joined && client.voltouEm !== null);
  const naOutra = voltaram.filter((client) => client.servidor === 'api1');
  const reconexao = voltaram.map((client) => (client.voltouEm ?? 0) - killedAt);
  const recuperacao = naApi2.flatMap((client) => client.recuperacoesMs.slice(-1));
  figura(
    c,
    `HAProxy marcou a api2 DOWN ${Number.isNaN(downMs) ? 'não observado' : `${ms(downMs)} após o SIGKILL`}`,
  );
  figura(c, `reconexão (SIGKILL → join na outra API): ${distribuicao(reconexao)}`);
  figura(c, `queda → leitura de recuperação concluída: ${distribuicao(recuperacao)}`);
  const soPelaLeitura = naApi2.reduce(
    (sum, client) =>
      sum + durante.filter((m) => !client.eventos.has(m.id) && client.lidasNaRecuperacao.has(m.id)).length,
    0,
  );
  figura(
    c,
    `${durante.length} cargas cadastradas durante a queda; ${soPelaLeitura} entregas conhecidas só pela leitura de recuperação`,
  );
  verificar(
    c,
    'todos os clientes da api2 reconectaram',
    voltaram.length === naApi2.length,
    `${voltaram.length}/${naApi2.length}`,
  );
  verificar(
    c,
    'e reconectaram à outra API (api1)',
    naOutra.length === naApi2.length,
    `${naOutra.length}/${naApi2.length}`,
  );
  const errosLeitura = naApi2.reduce((sum, client) => sum + client.errosDeRecuperacao.length, 0);
  verificar(c, 'leituras de recuperação sem erro', errosLeitura === 0, `${errosLeitura} erros`);
  let perdidos = 0;
  for (const client of fleet.clients) for (const m of ctx.mudancas) if (!conhece(client, m.id)) perdidos += 1;
  verificar(
    c,
    '0 eventos perdidos (eventos recebidos ∪ leitura de recuperação, todas as mudanças, todos os clientes)',
    perdidos === 0,
    `${perdidos} de ${ctx.mudancas.length * fleet.clients.length}`,
  );

  // api2 comes back on its port; half of its former clients go back to it (round robin) for what follows.
  const started = t();
  cluster.api2 = iniciarProcesso(cluster.pasta, 'api2', 'web', cluster.api2.port, cluster.env(false));
  await waitReady(cluster.api2, READY, 120_000);
  await cluster.haproxy.waitFor('UP', ['api2'], 30_000);
  figura(c, `api2 reiniciada e de volta no HAProxy em ${ms(t() - started)}`);
  await fleet.reopen(naApi2, 60_000);
  figura(c, `depois do reequilíbrio: ${JSON.stringify(fleet.porServidor())}`);
}

// ------------------------------------------------------------------------------------------ read your writes

function cookiesDe(headers: Headers): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = (pair ?? '').indexOf('=');
    if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
  return jar;
}

async function cenarioRyw(ctx: Contexto): Promise<void> {
  const c = 'ryw';
  const { cluster } = ctx;
  console.log('\n== ryw: réplica com replay pausado; escrita e leitura do mesmo usuário, leitura de outro');
  const base = cluster.haproxy.baseUrl;
  const x = await entrar(base, 'admin@embarcador.demo');
  const y = await entrar(base, 'operador@embarcador.demo');
  const unidade = x.unidades.find((id) => y.unidades.includes(id));
  if (!unidade) throw new Error('admin e operador sem unidade em comum');
  const grupo = ctx.grupo ?? 'aguardando-alocacao';
  const lerComo = async (sessao: Sessao, extra: Record<string, string>) => {
    const query = new URLSearchParams({ key: ctx.chave, dhCriacaoIni: ctx.desde, limit: '200' });
    const answer = await http(`${base}/api/frete/quadro/carga/${grupo}?${query}`, {
      headers: { ...cabecalhos(sessao, unidade), ...extra },
    });
    if (answer.status !== 200) throw new Error(`quadro como ${sessao.email} → ${answer.status}`);
    const ids = (answer.body as { items: Array<{ id: string }> }).items.map((item) => item.id.toLowerCase());
    return {
      ids,
      servidor: answer.headers.get(SERVER_HEADER) ?? '?',
      leitura: answer.headers.get(CONTRATO.ryw.cabecalhoLeitura) ?? '?',
    };
  };
  const replica = new pg.Client({ connectionString: cluster.replica.url(BANCO) });
  replica.on('error', () => undefined);
  await replica.connect();
  estado.clientesPg.push(replica);
  try {
    await replica.query('select pg_wal_replay_pause()');
    for (let i = 0; i < 50; i += 1) {
      const rows = await replica.query<{ s: string }>('select pg_get_wal_replay_pause_state() as s');
      if (rows.rows[0]?.s === 'paused') break;
      await sleep(100);
    }
    // Before any write: the other user's board reads are served by the (paused, still current) replica.
    const antes = [await lerComo(y, {}), await lerComo(y, {})];
    figura(
      c,
      `antes da escrita, leituras do outro usuário: ${antes.map((r) => `${r.servidor}→${r.leitura}`).join(', ')}`,
    );
    verificar(
      c,
      'leituras do quadro vão à réplica (x-embarca-leitura: replica)',
      antes.every((read) => read.leitura === 'replica'),
      antes.map((read) => read.leitura).join(', '),
    );
    const write = await http(`${base}/api/carga-mongo/cadastrar`, {
      method: 'POST',
      headers: cabecalhos(x, unidade),
      json: restartLoadBody(90_000),
    });
    if (write.status !== 201) throw new Error(`cadastrar → ${write.status}: ${write.text.slice(0, 200)}`);
    const writtenAt = t();
    const id = (write.body as { id: string }).id.toLowerCase();
    const jar = cookiesDe(write.headers);
    const lsnHeader = write.headers.get(CONTRATO.ryw.cabecalhoLsn);
    figura(
      c,
      `resposta da escrita: cookies ${[...jar.keys()].join(', ') || 'nenhum'}; ${CONTRATO.ryw.cabecalhoLsn}: ${lsnHeader ?? 'ausente'}`,
    );
    verificar(
      c,
      'a escrita devolve o LSN do primário (cookie ou cabeçalho)',
      jar.size > 0 || lsnHeader !== null,
    );
    const extraX: Record<string, string> = {
      ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(lsnHeader ? { [CONTRATO.ryw.cabecalhoLsn]: lsnHeader } : {}),
    };
    // Interleaved, right after the write, on both API processes (round robin). The author's token sends
    // their reads to the primary; the other user's reads too, because the write was announced (a NOTIFY
    // to the board hubs) and no process reads a replica that has not replayed an announced change — the
    // live board re-reads right after such an event and must not get the old page.
    const leiturasY: Array<{ ids: string[]; servidor: string; leitura: string }> = [];
    const leiturasX: Array<{ ids: string[]; servidor: string; leitura: string }> = [];
    for (const quem of ['y', 'x', 'x', 'y', 'y', 'x', 'x', 'y']) {
      if (quem === 'y') leiturasY.push(await lerComo(y, {}));
      else leiturasX.push(await lerComo(x, extraX));
    }
    const yViu = leiturasY.filter((read) => read.ids.includes(id)).length;
    const viram = leiturasX.filter((read) => read.ids.includes(id)).length;
    figura(
      c,
      `leituras alternadas em ${ms(t() - writtenAt)}: do autor em ${leiturasX.map((r) => `${r.servidor}→${r.leitura}`).join(', ')} (viram a escrita ${viram}/4); do outro usuário em ${leiturasY.map((r) => `${r.servidor}→${r.leitura}`).join(', ')} (viram ${yViu}/4)`,
    );
    verificar(c, 'o autor lê a própria escrita com o replay da réplica pausado', viram === 4, `${viram}/4`);
    verificar(
      c,
      'a mudança anunciada não é lida velha por ninguém: o outro usuário também a vê (do primário)',
      yViu === 4 && leiturasY.every((read) => read.leitura === 'primario'),
      `${yViu}/4 viram; ${leiturasY.map((read) => read.leitura).join(', ')}`,
    );
    await replica.query('select pg_wal_replay_resume()');
    const started = t();
    // Once the replica has replayed the write, the other user's reads go back to it — and see the write.
    let yViuDepois = false;
    while (t() - started < 15_000 && !yViuDepois) {
      const read = await lerComo(y, {});
      yViuDepois = read.leitura === 'replica' && read.ids.includes(id);
      if (!yViuDepois) await sleep(200);
    }
    figura(c, `replay retomado: o outro usuário leu a escrita da réplica após ${ms(t() - started)}`);
    verificar(c, 'retomado o replay, o outro usuário lê da réplica e vê a escrita', yViuDepois);
  } finally {
    await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replica.end().catch(() => undefined);
  }
}

// ------------------------------------------------------------------------------------------ jobs

interface SituacaoDoLote {
  enfileiradas: number;
  concluidas: number;
  efeitosDuplicados: number;
  execucoesRepetidas: number;
}

async function enfileirar(
  baseUrl: string,
  headers: Record<string, string>,
  quantidade: number,
): Promise<string> {
  const answer = await http(`${baseUrl}${CONTRATO.tarefas.enfileirar}`, {
    method: 'POST',
    headers,
    json: { quantidade },
  });
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`POST ${CONTRATO.tarefas.enfileirar} → ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return String((answer.body as { lote: unknown }).lote);
}

async function situacaoDo(
  baseUrl: string,
  headers: Record<string, string>,
  lote: string,
): Promise<SituacaoDoLote> {
  const answer = await http(`${baseUrl}${CONTRATO.tarefas.situacao(lote)}`, { headers });
  if (answer.status !== 200)
    throw new Error(`GET situação do lote → ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.body as SituacaoDoLote;
}

function somar(situacoes: SituacaoDoLote[]): SituacaoDoLote {
  return situacoes.reduce(
    (sum, s) => ({
      enfileiradas: sum.enfileiradas + Number(s.enfileiradas),
      concluidas: sum.concluidas + Number(s.concluidas),
      efeitosDuplicados: sum.efeitosDuplicados + Number(s.efeitosDuplicados),
      execucoesRepetidas: sum.execucoesRepetidas + Number(s.execucoesRepetidas),
    }),
    { enfileiradas: 0, concluidas: 0, efeitosDuplicados: 0, execucoesRepetidas: 0 },
  );
}

async function cenarioJobs(cluster: Cluster): Promise<void> {
  const c = 'jobs';
  console.log(`\n== jobs: ${TAREFAS} tarefas de verificação pelas duas APIs; SIGKILL no worker no meio`);
  const suporte = await entrar(cluster.haproxy.baseUrl, 'suporte@embarca.demo');
  const headers = cabecalhos(suporte);
  const metade = Math.ceil(TAREFAS / 2);
  const started = t();
  const lotes = [
    { via: cluster.api1, lote: await enfileirar(cluster.api1.baseUrl, headers, metade) },
    { via: cluster.api2, lote: await enfileirar(cluster.api2.baseUrl, headers, TAREFAS - metade) },
  ];
  figura(
    c,
    `enfileiradas ${TAREFAS} (${metade} pela api1, ${TAREFAS - metade} pela api2) em ${ms(t() - started)}`,
  );
  const ler = async () =>
    somar(await Promise.all(lotes.map(({ lote }) => situacaoDo(cluster.haproxy.baseUrl, headers, lote))));
  let situacao = await ler();
  let concluidasNoKill = -1;
  /** When 99 % were done: the rest are the jobs the killed worker held, redelivered once they expire. */
  let quase: number | null = null;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    situacao = await ler();
    if (concluidasNoKill < 0 && situacao.concluidas >= TAREFAS * 0.1) {
      concluidasNoKill = situacao.concluidas;
      await killClusterProcess(cluster.worker);
      figura(
        c,
        `worker derrubado (SIGKILL) com ${concluidasNoKill} concluídas, ${ms(t() - started)} após enfileirar`,
      );
      await sleep(1_000);
      const restarted = t();
      cluster.worker = iniciarProcesso(
        cluster.pasta,
        'worker',
        'worker',
        cluster.worker.port,
        cluster.env(false),
      );
      await waitReady(cluster.worker, READY, 120_000);
      figura(c, `worker reiniciado e pronto em ${ms(t() - restarted)}`);
      situacao = await ler();
      figura(
        c,
        `${situacao.concluidas} concluídas quando o worker voltou, ${ms(t() - started)} após enfileirar`,
      );
    }
    if (concluidasNoKill >= 0 && quase === null && situacao.concluidas >= situacao.enfileiradas * 0.99) {
      quase = t() - started;
    }
    if (concluidasNoKill >= 0 && situacao.concluidas >= situacao.enfileiradas) break;
    await sleep(250);
  }
  const total = t() - started;
  // A duplicate would show up after the last count: read once more a moment later.
  await sleep(2_000);
  situacao = await ler();
  figura(c, `99 % concluídas ${quase === null ? 'não alcançado' : `${ms(quase)} após enfileirar`}`);
  figura(
    c,
    `fim em ${ms(total)}: enfileiradas ${situacao.enfileiradas}, concluídas ${situacao.concluidas}, efeitos duplicados ${situacao.efeitosDuplicados}, execuções repetidas ${situacao.execucoesRepetidas}`,
  );
  verificar(
    c,
    'o worker caiu no meio da execução',
    concluidasNoKill >= 0 && concluidasNoKill < TAREFAS,
    `${concluidasNoKill} concluídas no SIGKILL`,
  );
  verificar(
    c,
    `${TAREFAS} tarefas enfileiradas`,
    situacao.enfileiradas === TAREFAS,
    `${situacao.enfileiradas}`,
  );
  verificar(
    c,
    '0 perdidas (concluídas = enfileiradas)',
    situacao.concluidas === situacao.enfileiradas,
    `${situacao.concluidas}/${situacao.enfileiradas}`,
  );
  verificar(c, '0 efeitos duplicados', situacao.efeitosDuplicados === 0, `${situacao.efeitosDuplicados}`);
}

// ------------------------------------------------------------------------------------------ primary restart

async function cenarioRestart(ctx: Contexto | null, cluster: Cluster): Promise<void> {
  const c = 'restart';
  console.log('\n== restart: pg_ctl restart -m fast do primário sob carga pelo HAProxy');
  const base = cluster.haproxy.baseUrl;
  const admin = ctx?.admin ?? (await entrar(base, 'admin@embarcador.demo'));
  const headers = cabecalhos(admin, ctx?.unidade);
  const cargaId = await registerOne(base, headers);
  let sequence = 0;
  const result = await runRestartLoad({
    baseUrl: base,
    headers,
    readPaths: restartLoadReadPaths(cargaId),
    readsPerSecond: 20,
    writesPerSecond: 4,
    writeBody: () => restartLoadBody(50_000 + ++sequence),
    beforeMs: 4_000,
    afterMs: 8_000,
    restart: () => cluster.primary.restart(),
    maxInFlight: 40,
  });
  for (const line of describeRestartLoad(result)) figura(c, line);
  const processos = [cluster.api1, cluster.api2, cluster.worker];
  verificar(
    c,
    'os três processos sobreviveram',
    processos.every((p) => p.alive()),
    processos.map((p) => `${p.name} ${p.alive() ? 'vivo' : 'MORTO'}`).join(', '),
  );
  const prontos = await Promise.all(
    processos.map((p) =>
      waitReady(p, READY, 30_000).then(
        (elapsed) => `${p.name} ${ms(elapsed)}`,
        () => null,
      ),
    ),
  );
  verificar(
    c,
    `os três respondem ${READY} 200 de novo`,
    prontos.every(Boolean),
    prontos.map((p) => p ?? 'não').join(', '),
  );
  const encontrados = await consultar<{ n: number }>(
    cluster.primary.url(BANCO),
    'select count(*)::int as n from cargas where id = any($1::uuid[])',
    [result.acknowledgedIds],
  );
  const perdidas = result.acknowledgedIds.length - (encontrados[0]?.n ?? 0);
  verificar(
    c,
    '0 escritas confirmadas (2xx) perdidas',
    perdidas === 0,
    `${perdidas} de ${result.acknowledgedIds.length}`,
  );
  let streaming = false;
  const started = t();
  while (!streaming && t() - started < 30_000) {
    streaming = await replicacaoStreaming(cluster.primary).catch(() => false);
    if (!streaming) await sleep(250);
  }
  verificar(c, 'a réplica volta ao streaming', streaming, ms(t() - started));
  const depois = await http(`${base}/api/carga-mongo/cadastrar`, {
    method: 'POST',
    headers,
    json: restartLoadBody(59_999),
  });
  verificar(c, 'uma escrita depois do restart responde 201', depois.status === 201, `HTTP ${depois.status}`);
  if (ctx) {
    // Each API process's LISTEN connection is re-established: a change reaches every client again.
    const conectados = ctx.fleet.joinedCount();
    verificar(
      c,
      'os clientes WebSocket continuam conectados',
      conectados === ctx.fleet.clients.length,
      `${conectados}/${ctx.fleet.clients.length}`,
    );
    let mudanca: Mudanca | null = null;
    const until = Date.now() + 15_000;
    let alcance = 0;
    while (Date.now() < until) {
      mudanca = await mudar(ctx, cluster.api1, c);
      await esperarEntrega(ctx.fleet, [mudanca], 3_000);
      const id = mudanca.id;
      alcance = ctx.fleet.clients.filter((client) => client.eventos.has(id)).length;
      if (alcance === ctx.fleet.clients.length) break;
    }
    figura(
      c,
      `mudança depois do restart: recebida por ${alcance} de ${ctx.fleet.clients.length} clientes; por servidor ${JSON.stringify(ctx.fleet.porServidor())}`,
    );
    verificar(
      c,
      'o barramento LISTEN/NOTIFY das duas APIs se recupera (100 % dos clientes)',
      alcance === ctx.fleet.clients.length,
    );
  }
  if (roda('jobs')) {
    const suporte = await entrar(base, 'suporte@embarca.demo');
    const lote = await enfileirar(base, cabecalhos(suporte), 100);
    let situacao = await situacaoDo(base, cabecalhos(suporte), lote);
    const until = Date.now() + 60_000;
    while (situacao.concluidas < situacao.enfileiradas && Date.now() < until) {
      await sleep(250);
      situacao = await situacaoDo(base, cabecalhos(suporte), lote);
    }
    verificar(
      c,
      'o worker trabalha tarefas novas depois do restart',
      situacao.concluidas === 100,
      `${situacao.concluidas}/100`,
    );
  }
}

// ------------------------------------------------------------------------------------------ run

let limpo: Promise<void> | null = null;
function limpar(): Promise<void> {
  limpo ??= (async () => {
    await estado.fleet?.close().catch(() => undefined);
    await Promise.all(estado.clientesPg.map((client) => client.end().catch(() => undefined)));
    await estado.ouvinte?.terminate().catch(() => undefined);
    await Promise.all(estado.processos.map((p) => stopClusterProcess(p).catch(() => undefined)));
    await estado.haproxy?.stop().catch(() => undefined);
    await estado.bouncer?.stop().catch(() => undefined);
    estado.replica?.stop();
    estado.primary?.stop();
    if (estado.pasta) {
      if (values.manter) console.log(`pasta mantida: ${estado.pasta}`);
      else fs.rmSync(estado.pasta, { recursive: true, force: true });
    }
  })();
  return limpo;
}

function escreverResultados(inicio: Date, cargaInicio: string[], duracaoMs: number): void {
  const passed = verificacoes.filter((v) => v.ok).length;
  const failed = verificacoes.length - passed;
  const cenariosRodados = ['infra', ...CENARIOS.filter(roda)];
  const linhas = [
    `## ${inicio.toISOString().slice(0, 16).replace('T', ' ')} UTC — Cluster (issue 17)`,
    '',
    `- \`npm run test:cluster\` (bench/run-cluster.ts): em 127.0.0.1, PostgreSQL 15 primário + réplica em streaming (pg_basebackup), PgBouncer ${values.direto ? '(fora do caminho: --direto)' : 'em modo transaction'}, 2 processos de API (EMBARCA_ROLE=web) e 1 worker do bundle construído, HAProxy em round robin na frente; cenários: ${cenariosRodados.join(', ')}; ${CLIENTES} clientes WebSocket, ${TAREFAS} tarefas${READY === CONTRATO.ready ? '' : `; prontidão por \`${READY}\` (--ready-path)`}`,
    `- Máquina: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length} núcleos; carga média (1, 5, 15 min) no início ${cargaInicio.join(', ')}, no fim ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}; duração ${(duracaoMs / 1000).toFixed(0)} s`,
    `- Verificações: ${passed} passaram, ${failed} falharam`,
    '',
  ];
  for (const cenario of cenariosRodados) {
    const lines = figuras[cenario] ?? [];
    const checks = verificacoes.filter((v) => v.cenario === cenario);
    if (lines.length === 0 && checks.length === 0) continue;
    linhas.push(`**${cenario}**`, '');
    for (const line of lines) linhas.push(`- ${line.trim()}`);
    for (const check of checks)
      linhas.push(`- ${check.ok ? '✓' : '✗'} ${check.nome}${check.detalhe ? ` — ${check.detalhe}` : ''}`);
    linhas.push('');
  }
  prependSection(path.join(import.meta.dirname, 'RESULTS.md'), linhas.join('\n'));
}

async function main(): Promise<number> {
  const missing = missingClusterTools();
  if (missing.length > 0) {
    console.error(`faltam pacotes do Debian: apt-get install -y ${missing.join(' ')} (o .ci/run os instala)`);
    return 1;
  }
  if (
    !fs.existsSync(serverEntry) ||
    !fs.existsSync(path.join(repoRoot, 'apps', 'web', 'dist', 'index.html'))
  ) {
    console.log('bundle ausente: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const inicio = new Date();
  const cargaInicio = os.loadavg().map((v) => v.toFixed(2));
  const started = t();
  let cluster: Cluster;
  try {
    cluster = await subirCluster();
    await verificarInfra(cluster);
  } catch (error) {
    verificar('infra', 'o cluster subiu', false, error instanceof Error ? error.message : String(error));
    return 1;
  }
  let ctx: Contexto | null = null;
  const cenario = async (nome: Cenario, run: () => Promise<void>) => {
    if (!roda(nome) || encerrando) return;
    try {
      await run();
    } catch (error) {
      verificar(
        nome,
        `cenário ${nome} terminou sem erro`,
        false,
        error instanceof Error ? error.message : String(error),
      );
    }
  };
  if (roda('fanout') || roda('failover') || roda('restart') || roda('ryw')) {
    try {
      ctx = await prepararContexto(cluster);
    } catch (error) {
      verificar(
        'infra',
        'sessão e chave do frete',
        false,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  if (ctx) {
    const context = ctx;
    await cenario('fanout', () => cenarioFanout(context));
    if (roda('failover') && !roda('fanout'))
      verificar('failover', 'o cenário failover precisa do fanout', false);
    else await cenario('failover', () => cenarioFailover(context));
    await cenario('ryw', () => cenarioRyw(context));
  }
  await cenario('jobs', () => cenarioJobs(cluster));
  await cenario('restart', () => cenarioRestart(ctx?.fleet.clients.length ? ctx : null, cluster));
  const duracao = t() - started;
  console.log(`\nduração: ${(duracao / 1000).toFixed(0)} s (sem contar o encerramento)`);
  if (verificacoes.some((v) => !v.ok)) {
    // One per log file (a restarted process appends to its predecessor's).
    const porArquivo = new Map(estado.processos.map((p) => [p.logFile, p]));
    for (const p of porArquivo.values()) {
      // Pino's lines can be long (a pg error carries its whole client): the start of each is enough here.
      const lines = logTail(p.logFile, 40)
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .slice(-12)
        .map((line) => line.slice(0, 300));
      console.log(`\n--- ${p.name} (${p.logFile}), últimas linhas ---\n${lines.join('\n')}`);
    }
  }
  if (!values['sem-resultados']) escreverResultados(inicio, cargaInicio, duracao);
  return verificacoes.every((v) => v.ok) ? 0 : 1;
}

/** Set when the run is being ended from outside (the bound, a signal): no scenario starts after it. */
let encerrando = false;

function encerrar(motivo: string, exitCode: number): void {
  if (encerrando) return;
  encerrando = true;
  console.error(`\n${motivo}: encerrando o cluster`);
  void limpar().finally(() => {
    const passed = verificacoes.filter((v) => v.ok).length;
    console.log(`\ncluster: ${passed} passed, ${verificacoes.length - passed} failed`);
    process.exit(exitCode);
  });
}

const limite = setTimeout(() => {
  verificar('infra', `terminou em ${values.limite} s`, false);
  encerrar(`tempo esgotado (${values.limite} s)`, 1);
}, Number(values.limite) * 1000);
limite.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => encerrar(signal, 130));
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await limpar();
}
const passed = verificacoes.filter((v) => v.ok).length;
console.log(`\ncluster: ${passed} passed, ${verificacoes.length - passed} failed`);
process.exit(code);
