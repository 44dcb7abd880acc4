// `npm run bench -- [--database-url URL] [--duration 20] [--connections 20] [--warmup 2]`
// Load benchmark of the BUILT server (root `npm run bench` builds first) on the scale data made by
// `npm run seed:scale` (see bench/README.md). Scenarios run one after another with autocannon; the
// results are printed and written on top of bench/RESULTS.md with the date, machine and dataset.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { GrupoQuadro, situacoesDoGrupo, type TCadastroCargaInput, type TGrupoQuadro } from '@embarca/domain';
import pg from 'pg';
import {
  type BenchServer,
  freePort,
  repoRoot,
  serverEntry,
  serverLogTail,
  startBenchServer,
  stopBenchServer,
  waitForHealth,
} from './support/bench-server';
import { FORMATION_NAMES, type FormationExtras, formationSummary, runFormation } from './support/formacao';
import {
  type LoadOptions,
  measureScenario,
  type Scenario,
  type ScenarioOutcome,
} from './support/load-scenario';
import {
  type CascadeResult,
  cascadeFailures,
  cascadeTable,
  OFFERING_DATA_SQL,
  type OfferingData,
  offeringBoardScenario,
  offeringDataFromRows,
  runCascade,
} from './support/oferecimento';
import {
  readStatements,
  resetStatements,
  type StatementsReport,
  statementsTable,
} from './support/pg-statements';
import {
  type DatasetInfo,
  type MachineInfo,
  prependSection,
  renderSection,
  scenarioTable,
} from './support/results-file';
import {
  findMeasure,
  ratioToHealth,
  scenarioCode,
  summaryTable,
  type Target,
  targetLines,
} from './support/summary-table';
import {
  FREIGHT_DATA_SQL,
  type FreightData,
  freightLaneFromRow,
  freightQuoteScenario,
  type ImportMeasure,
  importNote,
  importTable,
  measureFreightImport,
} from './support/tabelas-frete';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/embarca_bench';
const FRETE_API_KEY = 'bench-key';
const BENCH_USER = { email: 'admin@escala-01.demo', password: 'demo1234' };
const RESULTS_FILE = path.join(repoRoot, 'bench', 'RESULTS.md');
/** Issue 6 "Performance": the board endpoint's p95 at 20 concurrent clients. */
const BOARD_P95_TARGET_MS = 50;
/** Issue 4 "Quick search": p95 under 50 ms on the scale database (the same 20 clients). */
const QUICK_SEARCH_P95_TARGET_MS = 50;
/** Issue 19 "Freight quote": p95 under 50 ms against 50 active tables of 5,000 lines (20 clients). */
const QUOTE_P95_TARGET_MS = 50;

/** The 1, 5 and 15-minute load averages: other work on the machine shares its cores with the benchmark. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

const { values: cli } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    // Sign-ins cost one scrypt each (~0.7 s of CPU here): few connections, a short run.
    'login-connections': { type: 'string', default: '2' },
    'login-duration': { type: 'string', default: '10' },
    // The same scenarios on the embedded database with this many loads (0: skip); issue 14.
    'pglite-loads': { type: 'string', default: '20000' },
    // A label for the run in RESULTS.md (e.g. "antes: 6b8e1b6" / "depois: HEAD"), for before/after pairs.
    rotulo: { type: 'string' },
    // Only these scenarios (codes without parentheses, comma-separated: `--only j,j1,k`), plus (a).
    only: { type: 'string' },
    // Issue 20's (o1): automatic tenders whose first offer is past its deadline, and the bound of the wait.
    'cascata-oferecimentos': { type: 'string', default: '10000' },
    'cascata-limite': { type: 'string', default: '900' },
  },
  strict: true,
});

function positiveNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} deve ser um número positivo (recebido: ${raw})`);
  return value;
}

const onlyCodes = cli.only
  ? new Set(cli.only.split(',').map((code) => `(${code.trim().replace(/^\(|\)$/g, '')})`))
  : undefined;

/** --only: whether the scenario of this code ('(q1)') runs; (a), every ratio's reference, always does. */
function selected(code: string): boolean {
  return !onlyCodes || code === '(a)' || onlyCodes.has(code);
}

const databaseUrl = cli['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
const load: LoadOptions = {
  durationSeconds: positiveNumber('duration', cli.duration),
  connections: Math.max(1, Math.round(positiveNumber('connections', cli.connections))),
  warmupSeconds: positiveNumber('warmup', cli.warmup),
};

const loginLoad: LoadOptions = {
  durationSeconds: positiveNumber('login-duration', cli['login-duration']),
  connections: Math.max(1, Math.round(positiveNumber('login-connections', cli['login-connections']))),
  warmupSeconds: 0,
};

/** The database URL without its password, for the report. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** `scrypt$17$8$1$…` (apps/api/src/lib/password.ts) → a readable description of the KDF's cost. */
function describeKdf(stored: string | undefined): string {
  const [name, logN, r, p, , key] = (stored ?? '').split('$');
  if (name !== 'scrypt' || !logN || !r || !p)
    return 'desconhecido (hash do usuário do benchmark não encontrado)';
  const keyBytes = key ? Buffer.from(key, 'base64').length : 0;
  const memoryMiB = (128 * 2 ** Number(logN) * Number(r)) / 1024 ** 2;
  return `scrypt N=2^${logN}, r=${r}, p=${p}, chave de ${keyBytes} bytes (${memoryMiB} MiB de memória por hash)`;
}

async function readDataset(
  url: string,
): Promise<{ dataset: DatasetInfo; postgresVersion: string; kdf: string }> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `não foi possível conectar a ${describeDatabase(url)} (${error instanceof Error ? error.message : String(error)}). ` +
        'Crie o banco de escala como descrito em bench/README.md.',
    );
  }
  try {
    const version = await client.query<{ server_version: string }>('show server_version');
    let cargas = 0;
    try {
      const count = await client.query<{ count: string }>('select count(*)::text as count from cargas');
      cargas = Number(count.rows[0]?.count ?? 0);
    } catch {
      throw new Error(
        `o banco ${describeDatabase(url)} não tem a tabela cargas: rode as migrações e 'npm run seed:scale' (bench/README.md).`,
      );
    }
    if (cargas === 0) {
      console.warn(
        `[bench] Aviso: o banco ${describeDatabase(url)} não tem cargas; rode 'npm run seed:scale'.`,
      );
    }
    const hash = await client
      .query<{ password_hash: string }>('select password_hash from usuarios where email = $1', [
        BENCH_USER.email,
      ])
      .catch(() => ({ rows: [] as { password_hash: string }[] }));
    return {
      dataset: { database: describeDatabase(url), cargas },
      postgresVersion: `PostgreSQL ${version.rows[0]?.server_version ?? '?'}`,
      kdf: describeKdf(hash.rows[0]?.password_hash),
    };
  } finally {
    await client.end();
  }
}

function readMachine(postgresVersion: string): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'desconhecido',
    cpuCount: cpus.length,
    totalMemoryGiB: os.totalmem() / 1024 ** 3,
    nodeVersion: process.version,
    postgresVersion,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

const LOGIN_BODY = {
  email: BENCH_USER.email,
  password: BENCH_USER.password,
  tipoAutenticacao: 1,
  codigoAutenticacaoSegundoFator: null,
};

interface Session {
  token: string;
  businessUnitId: string;
  businessUnitName: string;
}

/** Signs in once as the scale data's admin and picks the first business unit it may access. */
async function signIn(baseUrl: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN_BODY),
  });
  const loginText = await login.text();
  if (!login.ok) throw new Error(`POST /api/auth/login → HTTP ${login.status}: ${loginText.slice(0, 500)}`);
  const { token } = JSON.parse(loginText) as { token?: unknown };
  if (typeof token !== 'string')
    throw new Error(`POST /api/auth/login não devolveu token: ${loginText.slice(0, 500)}`);

  const units = await fetch(`${baseUrl}/api/unidade-negocio/listwithaccess`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const unitsText = await units.text();
  if (!units.ok) {
    throw new Error(
      `GET /api/unidade-negocio/listwithaccess → HTTP ${units.status}: ${unitsText.slice(0, 500)}`,
    );
  }
  const list = JSON.parse(unitsText) as Array<{ id?: unknown; descricao?: unknown }>;
  const first = Array.isArray(list) ? list[0] : undefined;
  if (first?.id === undefined || first.id === null) {
    throw new Error(`${BENCH_USER.email} não tem unidade de negócio acessível: ${unitsText.slice(0, 300)}`);
  }
  return { token, businessUnitId: String(first.id), businessUnitName: String(first.descricao ?? first.id) };
}

/** What the load scenarios need from the board: a load of the unit (for (f), (g)) and a city of it (for (b2)). */
interface BoardSample {
  cargaId: string;
  cidade: string;
}

async function sampleBoard(url: string, headers: Record<string, string>): Promise<BoardSample> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${new URL(url).pathname} → HTTP ${response.status}: ${text.slice(0, 500)}`);
  const page = JSON.parse(text) as {
    items: Array<{
      id: string;
      origem: { cidade: string | null } | null;
      destino: { cidade: string | null } | null;
    }>;
  };
  const first = page.items[0];
  const cidade = first?.destino?.cidade ?? first?.origem?.cidade;
  if (!first || !cidade)
    throw new Error('o quadro da unidade do benchmark está vazio: rode npm run seed:scale');
  return { cargaId: first.id, cidade };
}

/** What the dataset readers need of a database: node-postgres' Client and PGlite both answer `query`. */
interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Runs `work` with a client of the database (a pg.Client, or PGlite on a data folder nobody else holds). */
async function withDatabase<T>(target: DatabaseTarget, work: (client: Queryable) => Promise<T>): Promise<T> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return await work(client as unknown as Queryable);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({
    dataDir: path.join(target.dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  try {
    return await work(client as unknown as Queryable);
  } finally {
    await client.close();
  }
}

type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** What the scenarios read of the benchmark unit: its loads per board group and terms for the quick search. */
interface UnitData {
  /** Active loads on the board per group, in `GrupoQuadro` order. */
  counts: number[];
  terms: SearchTerms;
}

/** What the quick search scenarios look for: terms of loads on the unit's board, a different one per request. */
interface SearchTerms {
  nfs: string[];
  identificadores: string[];
}

/**
 * Reads, for every unit of the benchmark user, its board counts and search terms — before the server starts,
 * because PGlite's data folder has one owner at a time. The unit measured is the first the API lists.
 */
async function readUnitsData(target: DatabaseTarget): Promise<Map<string, UnitData>> {
  return withDatabase(target, async (client) => {
    const units = await client.query<{ id: string }>(
      `select uu.unidade_negocio_id::text as id from usuario_unidades_negocio uu
         join usuarios u on u.id = uu.usuario_id where u.email = $1`,
      [BENCH_USER.email],
    );
    const data = new Map<string, UnitData>();
    for (const { id } of units.rows) {
      data.set(id, { counts: await readUnitCounts(client, id), terms: await readSearchTerms(client, id) });
    }
    return data;
  });
}

/**
 * The benchmark company's active freight tables (issue 19, made by `seed:scale --tabelas-frete`): how many,
 * their lines, and lanes of theirs for the (q1) spreadsheet — read before the server starts, like the units.
 * A database from before the freight tables (no migration 0024 yet) has none.
 */
async function readFreightData(target: DatabaseTarget): Promise<FreightData | undefined> {
  return withDatabase(target, async (client) => {
    try {
      const counts = await client.query<{ tabelas: number; linhas: number }>(FREIGHT_DATA_SQL.counts, [
        BENCH_USER.email,
      ]);
      const lanes = selected(scenarioCode(SCENARIO_NAMES.freightImport))
        ? await client.query<{ origem_tipo: number; origem: string; destino_tipo: number; destino: string }>(
            FREIGHT_DATA_SQL.lanes,
            [BENCH_USER.email],
          )
        : { rows: [] };
      return {
        tabelasAtivas: Number(counts.rows[0]?.tabelas ?? 0),
        linhasAtivas: Number(counts.rows[0]?.linhas ?? 0),
        lanes: lanes.rows.map(freightLaneFromRow),
      };
    } catch (error) {
      console.warn(
        `[bench] Aviso: tabelas de frete não lidas (${error instanceof Error ? error.message : String(error)}).`,
      );
      return undefined;
    }
  });
}

/**
 * Offers per situacao in each unit of the benchmark user (issue 20, `seed:scale --ofertas-por-unidade`); a
 * database from before migration 0025 has none.
 */
async function readOfferingData(target: DatabaseTarget): Promise<OfferingData | undefined> {
  return withDatabase(target, async (client) => {
    try {
      const rows = await client.query<{ unidade: string; situacao: number; n: number }>(OFFERING_DATA_SQL, [
        BENCH_USER.email,
      ]);
      return offeringDataFromRows(rows.rows);
    } catch (error) {
      console.warn(
        `[bench] Aviso: ofertas não lidas (${error instanceof Error ? error.message : String(error)}).`,
      );
      return undefined;
    }
  });
}

/** The unit's active loads per board group (one client runs one query at a time). */
async function readUnitCounts(client: Queryable, unidadeId: string): Promise<number[]> {
  const counts: number[] = [];
  for (const grupo of Object.values(GrupoQuadro)) {
    const result = await client.query<{ count: string }>(
      'select count(*)::text as count from cargas where unidade_negocio_id = $1 and ativo and situacao = any($2::smallint[])',
      [unidadeId, situacoesDoGrupo(grupo)],
    );
    counts.push(Number(result.rows[0]?.count ?? 0));
  }
  return counts;
}

function describeUnit(session: Session, data: UnitData): string {
  const groups = Object.values(GrupoQuadro);
  const total = data.counts.reduce((sum, count) => sum + count, 0);
  const perGroup = groups.map((grupo, index) => `${grupo} ${data.counts[index]?.toLocaleString('pt-BR')}`);
  return `unidade "${session.businessUnitName}" de ${BENCH_USER.email}: ${total.toLocaleString('pt-BR')} cargas ativas no quadro (${perGroup.join(', ')})`;
}

/**
 * NF numbers and identifier codes of up to 2,000 loads on the benchmark unit's board, spread over the
 * whole unit (every n-th load in code order), so the search runs over real, varied matches — never one
 * cached term. Loads made by the register scenario (i) of earlier runs (NF 'BENCH-1', 'BENCH-2', thousands
 * of them) are left out: searching for them measures a term that matches thousands of loads, and their
 * number grows run after run.
 */
async function readSearchTerms(client: Queryable, unidadeId: string): Promise<SearchTerms> {
  const situacoes = Object.values(GrupoQuadro).flatMap((grupo) => situacoesDoGrupo(grupo));
  const result = await client.query<{ numero_nf: string | null; codigo_identificador: string | null }>(
    `select d.numero_nf, c.codigo_identificador
       from (select id, codigo_identificador, row_number() over (order by codigo) as n,
                    count(*) over () as total
               from cargas
              where unidade_negocio_id = $1 and ativo and situacao = any($2::smallint[])) c
       left join lateral (select numero_nf from carga_documentos
                           where carga_id = c.id and numero_nf is not null
                             and numero_nf not like 'BENCH-%' limit 1) d on true
      where c.n % greatest(c.total / 2000, 1) = 0
      limit 2000`,
    [unidadeId, situacoes],
  );
  return {
    nfs: result.rows.flatMap((row) => (row.numero_nf ? [row.numero_nf] : [])),
    identificadores: result.rows.flatMap((row) =>
      row.codigo_identificador ? [row.codigo_identificador] : [],
    ),
  };
}

/** A path per request that walks `terms` in turn (`?termo=` of the quick search). */
function rotatingTerm(baseUrl: string, terms: string[]): () => string {
  const base = new URL(`${baseUrl}/api/carga-mongo/pesquisa-rapida`);
  let n = 0;
  return () => {
    const termo = terms[n % terms.length] ?? '';
    n += 1;
    return `${base.pathname}?termo=${encodeURIComponent(termo)}`;
  };
}

/** A load as the register form sends it (ZCadastroCarga): three route points, two documents with items. */
function registerBody(): TCadastroCargaInput {
  const day = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(Date.now() + days * day).toISOString();
  const documento = (numero: string) => ({
    numero,
    numeroNf: numero,
    quantidade: 10,
    peso: 120.5,
    valor: 1530.25,
    itens: [{ descricao: 'Caixa de peças', quantidade: 10, peso: 12.05, valor: 153.03 }],
  });
  return {
    carga: {
      tipoFrete: 1,
      modalidade: 1,
      pesoBruto: 2410,
      volume: 12.5,
      volumeUnidade: 7,
      valorCarga: 30605,
    },
    pagamento: { valorFrete: 2800, valorTotalFrete: 3100, impostoSuspenso: false, tipoTarifa: 5 },
    contatos: { contato: 'Expedição', telefone: '11987654321', email: 'expedicao@escala.demo' },
    origemDestino: [
      { rota: 1, cidade: 'Campinas', uf: 'SP', dhInicio: at(1) },
      { rota: 2, cidade: 'Curitiba', uf: 'PR', dhInicio: at(2) },
      { rota: 3, cidade: 'Joinville', uf: 'SC', dhInicio: at(3) },
    ],
    visibilidade: 1,
    transportadoras: [],
    documentos: [documento('BENCH-1'), documento('BENCH-2')],
  };
}

/** Issue 14's targets, each a ratio to (a) in the same run or a latency at 20 connections. */
function ratioTarget(code: string, minimum: number): Target {
  return {
    label: `${code} ≥ ${minimum} de (a)`,
    check: (postgres) => {
      const measure = findMeasure(postgres, code);
      const ratio = measure && ratioToHealth(postgres, measure);
      return ratio === undefined ? undefined : ratio >= minimum;
    },
    figure: (postgres) => {
      const measure = findMeasure(postgres, code);
      const ratio = measure && ratioToHealth(postgres, measure);
      return ratio === undefined ? 'sem medida' : `${ratio.toFixed(3)}`;
    },
  };
}

function latencyTarget(code: string, percentile: 'p95' | 'p99', maximumMs: number): Target {
  const value = (outcomes: ScenarioOutcome[]) => {
    const measure = findMeasure(outcomes, code);
    if (!measure) return undefined;
    return percentile === 'p95' ? measure.latencyP95Ms : measure.latencyP99Ms;
  };
  return {
    label: `${code} ${percentile} ≤ ${maximumMs} ms`,
    check: (postgres) => {
      const ms = value(postgres);
      return ms === undefined ? undefined : ms <= maximumMs;
    },
    figure: (postgres) => {
      const ms = value(postgres);
      return ms === undefined ? 'sem medida' : `${ms.toFixed(1)} ms`;
    },
  };
}

/** No scenario on the embedded database slower than 3× its PostgreSQL figure (p95). */
const PGLITE_TARGET: Target = {
  label: 'PGlite: nenhum cenário com p95 acima de 3× o do PostgreSQL',
  check: (postgres, pglite) => {
    if (!pglite) return undefined;
    return postgres.every((outcome) => {
      const embedded = findMeasure(pglite, scenarioCodeOf(outcome));
      return outcome.status !== 'measured' || !embedded || embedded.latencyP95Ms <= 3 * outcome.latencyP95Ms;
    });
  },
  figure: (postgres, pglite) => {
    if (!pglite) return 'PGlite não medido';
    const worst = postgres
      .flatMap((outcome) => {
        const embedded = findMeasure(pglite, scenarioCodeOf(outcome));
        return outcome.status === 'measured' && embedded && outcome.latencyP95Ms > 0
          ? [{ code: scenarioCodeOf(outcome), times: embedded.latencyP95Ms / outcome.latencyP95Ms }]
          : [];
      })
      .sort((a, b) => b.times - a.times)[0];
    return worst ? `o pior: ${worst.code} com ${worst.times.toFixed(2)}×` : 'sem medida';
  },
};

function scenarioCodeOf(outcome: ScenarioOutcome): string {
  return scenarioCode(outcome.scenario.name);
}

const TARGETS: Target[] = [
  ratioTarget('(e)', 0.6),
  ratioTarget('(b1)', 0.25),
  latencyTarget('(b1)', 'p99', 30),
  ratioTarget('(f)', 0.25),
  ratioTarget('(g)', 0.25),
  ratioTarget('(c)', 0.25),
  latencyTarget('(h)', 'p95', 20),
  latencyTarget('(i)', 'p95', 80),
  PGLITE_TARGET,
];

/** The KDF's parameters (the sign-in cost is deliberate) and the session cost derived from (e) − (a). */
function notesFor(outcomes: ScenarioOutcome[], kdf: string, loadAtStart: string): string[] {
  const notes = [
    'p50/p95/p99: percentis exatos (posto mais próximo) sobre o tempo de cada resposta medida; o autocannon só ' +
      'dá p97,5 e p99. "÷ (a)": req/s do cenário ÷ req/s de (a) na mesma execução e no mesmo banco.',
    `Senhas: ${kdf}; (d) mede logins/s com ${loginLoad.connections} conexões por ${loginLoad.durationSeconds} s.`,
  ];
  const search = findMeasure(outcomes, '(h)');
  if (search) {
    const met = search.latencyP95Ms < QUICK_SEARCH_P95_TARGET_MS;
    notes.push(
      `Meta da pesquisa rápida (issue 4): (h) p95 < ${QUICK_SEARCH_P95_TARGET_MS} ms — ` +
        `${met ? 'atingida' : 'não atingida'} (p95 ${search.latencyP95Ms.toFixed(1)} ms).`,
    );
  }
  const quote = findMeasure(outcomes, '(q)');
  if (quote) {
    const met = quote.latencyP95Ms < QUOTE_P95_TARGET_MS;
    notes.push(
      `Meta da cotação de frete (issue 19): (q) p95 < ${QUOTE_P95_TARGET_MS} ms com ${quote.connections} conexões — ` +
        `${met ? 'atingida' : 'não atingida'} (p95 ${quote.latencyP95Ms.toFixed(1)} ms, ${quote.requestsPerSecondMean.toFixed(0)} req/s).`,
    );
  }
  const board = findMeasure(outcomes, '(b)');
  if (board) {
    const met = board.latencyP95Ms < BOARD_P95_TARGET_MS;
    notes.push(
      `Meta do quadro (issue 6): (b) p95 < ${BOARD_P95_TARGET_MS} ms com 20 conexões — ` +
        `${met ? 'atingida' : 'não atingida'} (p95 ${board.latencyP95Ms.toFixed(1)} ms).`,
    );
  }
  notes.push(
    `Carga média da máquina (1, 5, 15 min) no início: ${loadAtStart}; ao fim: ${loadAverage()} ` +
      '(outros processos dividem os núcleos com o servidor, o PostgreSQL e o autocannon).',
  );
  const health = findMeasure(outcomes, '(a)');
  const units = findMeasure(outcomes, '(e)');
  if (health && units) {
    const delta = units.latencyP50Ms - health.latencyP50Ms;
    notes.push(
      `Custo da sessão por requisição autenticada ≈ p50(e) − p50(a) = ${delta.toFixed(1)} ms ` +
        '(verificação HS256 do token + estado da sessão; (a) faz um `select 1`).',
    );
  }
  return notes;
}

function printOutcome(outcome: ScenarioOutcome): void {
  console.log(`\n${scenarioTable(outcome)}`);
}

const awaiting = GrupoQuadro.AguardandoAlocacao;
/** Positions per request of scenario (k): positions per second = its req/s × this. */
const POSITIONS_BATCH = 500;

const SCENARIO_NAMES = {
  board: `(b) GET /api/frete/quadro/carga/${awaiting}?limit=50 (1ª página do grupo)`,
  boardCompressed: `(b4) GET /api/frete/quadro/carga/${awaiting}?limit=50 com accept-encoding: gzip, br (resposta comprimida)`,
  boardQuery: `(b2) GET /api/frete/quadro/carga/${awaiting}?limit=50&query={cidade} (filtro de texto livre)`,
  boardUncached: `(b1) GET /api/frete/quadro/carga/${awaiting}?limit=50&dhCriacaoIni={única} (página montada a cada requisição: fora do cache)`,
  boardDelivered: `(b3) GET /api/frete/quadro/carga/${GrupoQuadro.Entregue}?limit=50 (grupo "entregue")`,
  totals: '(c) GET /api/frete/carga/totalizadores/1',
  card: '(f) GET /api/carga-mongo/{id} (cartão + documentos)',
  details: '(g) GET /api/carga-mongo/{id}/details',
  quickSearch:
    '(h) GET /api/carga-mongo/pesquisa-rapida?termo={NF} (pesquisa rápida Alt+. por número de NF: uma NF diferente da unidade a cada requisição)',
  quickSearchText:
    '(h2) GET /api/carga-mongo/pesquisa-rapida?termo={código identificador} (texto: início ou fim do código, um código diferente a cada requisição)',
  units: '(e) GET /api/unidade-negocio/listwithaccess (token + sessão, sem consulta de negócio)',
  fleetMap: '(j) GET /api/frota/monitoramento (mapa: todos os veículos da empresa com a última posição)',
  fleetMapUncached:
    '(j1) GET /api/frota/monitoramento com cache-control: no-cache (montado depois de cada pedido; pedidos simultâneos dividem a montagem em curso)',
  fleetMapBuild:
    '(j2) GET /api/frota/monitoramento com cache-control: no-cache, 1 conexão (o custo de montar o mapa)',
  positions: `(k) POST /api/frota/posicoes (lotes de ${POSITIONS_BATCH} posições, token de integração)`,
  register: '(i) POST /api/carga-mongo/cadastrar (carga com origem, parada, destino e 2 documentos)',
  quote:
    '(q) POST /api/tabela-frete/cotacao (cotação de frete São Paulo/SP → Curitiba/PR, 12.000 kg, 5 eixos, contra as tabelas ativas da empresa)',
  freightImport:
    '(q1) POST /api/tabela-frete/tabelas/{id}/importacao (planilha .xlsx de 20.000 linhas num rascunho: segundos e pico de RSS da API)',
  offeringBoard:
    '(o) GET /api/oferecimento/quadro/embarcador (quadro de oferecimento do embarcador: as cargas aguardando da unidade com as suas ofertas)',
  cascade:
    '(o1) cascata automática: oferecimentos com a 1ª oferta vencida, jobs oferecimento.prazo em 2 workers (EMBARCA_ROLE=worker), um morto (SIGKILL) no meio',
  // Issue 21: load formation, (f0)–(f3) (support/formacao.ts).
  ...FORMATION_NAMES,
};

/**
 * Issue 18's scenarios, on the fleet `seed:scale` gives escala-01 (`--veiculos`, 5,000 by default): the
 * monitoring map (all vehicles; and built on every request, `Cache-Control: no-cache`) and position ingestion in batches through an integration
 * token the run creates. None when the company has no vehicle (a note says so).
 */
async function fleetScenarios(baseUrl: string, session: Session, notes: string[]): Promise<Scenario[]> {
  const headers = { authorization: `Bearer ${session.token}` };
  const mapa = await fetch(`${baseUrl}/api/frota/monitoramento`, { headers });
  if (!mapa.ok) throw new Error(`GET /api/frota/monitoramento → HTTP ${mapa.status}: ${await mapa.text()}`);
  const text = await mapa.text();
  const { veiculos } = JSON.parse(text) as { veiculos: Array<{ id: string }> };
  if (veiculos.length === 0) {
    notes.push(
      'Frota: a empresa do benchmark não tem veículos (seed:scale --veiculos): (j) e (k) não medidos.',
    );
    return [];
  }
  const compressed = await fetch(`${baseUrl}/api/frota/monitoramento`, {
    headers: { ...headers, 'accept-encoding': 'gzip' },
  });
  const wire = Number(compressed.headers.get('content-length') ?? 0);
  await compressed.arrayBuffer();
  notes.push(
    `Frota: o mapa (j) tem ${veiculos.length.toLocaleString('pt-BR')} veículos, ${Math.round(Buffer.byteLength(text) / 1024)} KiB` +
      (wire > 0 ? ` (${Math.round(wire / 1024)} KiB com gzip)` : '') +
      `; (k): posições/s = req/s × ${POSITIONS_BATCH}.`,
  );
  const criado = await fetch(`${baseUrl}/api/frota/integracao/tokens`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ nome: `Benchmark ${new Date().toISOString()}` }),
  });
  if (!criado.ok) throw new Error(`POST /api/frota/integracao/tokens → HTTP ${criado.status}`);
  const { token } = (await criado.json()) as { token: string };
  const agora = Date.now();
  const posicoes = Array.from({ length: POSITIONS_BATCH }, (_, i) => ({
    veiculoId: veiculos[(i * 7) % veiculos.length]!.id,
    latitude: -23.5 + (i % 100) / 1000,
    longitude: -46.6 + (i % 50) / 1000,
    dhPosicao: new Date(agora - i * 1000).toISOString(),
    velocidadeKmh: 70,
  }));
  return [
    { name: SCENARIO_NAMES.fleetMap, url: `${baseUrl}/api/frota/monitoramento`, headers },
    {
      // `Cache-Control: no-cache`: the server builds the map again instead of answering from its short cache.
      name: SCENARIO_NAMES.fleetMapUncached,
      url: `${baseUrl}/api/frota/monitoramento`,
      headers: { ...headers, 'cache-control': 'no-cache' },
    },
    {
      name: SCENARIO_NAMES.fleetMapBuild,
      url: `${baseUrl}/api/frota/monitoramento`,
      headers: { ...headers, 'cache-control': 'no-cache' },
      connections: 1,
    },
    {
      name: SCENARIO_NAMES.positions,
      url: `${baseUrl}/api/frota/posicoes`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { posicoes },
    },
  ];
}

/** The bytes of the board page as sent plain and compressed (the saving beside (b4)'s CPU cost). */
async function boardPageBytes(url: string, headers: Record<string, string>): Promise<string> {
  const sizeOf = async (encoding: string) => {
    const response = await fetch(url, { headers: { ...headers, 'accept-encoding': encoding } });
    const body = Buffer.from(await response.arrayBuffer());
    // fetch decodes the body: the length on the wire is the header's when the server compressed.
    const wire = Number(response.headers.get('content-length') ?? body.length);
    return { wire, encoding: response.headers.get('content-encoding') ?? 'identity' };
  };
  const plain = await sizeOf('identity');
  const compressed = await sizeOf('gzip, br');
  return `1ª página do quadro (50 cartões): ${plain.wire.toLocaleString('pt-BR')} bytes sem compressão; ${compressed.wire.toLocaleString('pt-BR')} bytes com \`accept-encoding: gzip, br\` (${compressed.encoding}).`;
}

interface SuiteResult {
  outcomes: ScenarioOutcome[];
  unitInfo?: string | undefined;
  notes: string[];
  /** (q1): a single timed operation, not a load run. */
  freightImport?: ImportMeasure | undefined;
  /** (f2), (f3): timed operations of load formation, not load runs. */
  formation?: FormationExtras | undefined;
}

/** Starts the built server on `target`, measures every scenario in turn, stops the server. */
async function runSuite(target: DatabaseTarget, options: { withLogin: boolean }): Promise<SuiteResult> {
  const tag = target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const unitsData = await readUnitsData(target);
  const freightData =
    selected(scenarioCode(SCENARIO_NAMES.quote)) || selected(scenarioCode(SCENARIO_NAMES.freightImport))
      ? await readFreightData(target)
      : undefined;
  const offeringData = selected(scenarioCode(SCENARIO_NAMES.offeringBoard))
    ? await readOfferingData(target)
    : undefined;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-bench-'));
  let dataDir = path.join(tempDir, 'data');
  if (target.kind === 'pglite') {
    // A copy per run: the register scenario adds loads, and the dataset must stay the same between runs.
    fs.cpSync(target.dataDir, dataDir, { recursive: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    FRETE_API_KEY,
  };
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  else delete env.DATABASE_URL;
  const server: BenchServer = await startBenchServer(env, path.join(tempDir, 'server.log'));
  const stop = async () => {
    await stopBenchServer(server);
    fs.rmSync(tempDir, { recursive: true, force: true });
    dataDir = '';
  };
  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const outcomes: ScenarioOutcome[] = [];
  const notes: string[] = [];
  let unitInfo: string | undefined;
  let freightImport: ImportMeasure | undefined;
  let formation: FormationExtras | undefined;
  const refuse = (refusal: ScenarioOutcome) => {
    outcomes.push(refusal);
    printOutcome(refusal);
  };
  const measure = async (scenario: Scenario, options: LoadOptions = load) => {
    // --only: the scenarios named (and (a), every ratio's reference).
    if (!selected(scenarioCode(scenario.name))) return;
    outcomes.push(await measureScenario(scenario, options));
    printOutcome(outcomes[outcomes.length - 1]!);
  };
  try {
    await waitForHealth(server, 180_000);
    console.log(`[bench] ${tag}: servidor pronto em ${server.baseUrl}`);
    await measure({ name: '(a) GET /api/health', url: `${server.baseUrl}/api/health` });

    const frete = (route: string) =>
      `${server.baseUrl}/api/frete${route}${route.includes('?') ? '&' : '?'}key=${FRETE_API_KEY}`;
    const board = (grupo: TGrupoQuadro, query = '') => frete(`/quadro/carga/${grupo}?limit=50${query}`);
    let session: Session | undefined;
    let sample: BoardSample | undefined;
    let unit: UnitData | undefined;
    try {
      session = await signIn(server.baseUrl);
      const headers = { authorization: `Bearer ${session.token}`, businessunitid: session.businessUnitId };
      sample = await sampleBoard(board(awaiting), headers);
      unit = unitsData.get(session.businessUnitId);
      if (!unit || unit.terms.nfs.length === 0 || unit.terms.identificadores.length === 0)
        throw new Error(
          'a unidade do benchmark não tem cargas com NF e código identificador: rode npm run seed:scale',
        );
      unitInfo = describeUnit(session, unit);
      console.log(`[bench] ${tag}: ${unitInfo}`);
      notes.push(await boardPageBytes(board(awaiting), headers));
    } catch (error) {
      const reason = `login ou leitura do quadro falhou: ${error instanceof Error ? error.message : String(error)}`;
      for (const name of Object.values(SCENARIO_NAMES).filter((n) => n !== SCENARIO_NAMES.cascade)) {
        outcomes.push({ status: 'refused', scenario: { name, url: '' }, reason });
        printOutcome(outcomes[outcomes.length - 1]!);
      }
    }
    if (session && sample && unit) {
      const headers = { authorization: `Bearer ${session.token}`, businessunitid: session.businessUnitId };
      const cargaMongo = `${server.baseUrl}/api/carga-mongo/${sample.cargaId}`;
      const { terms } = unit;
      const scenarios: Scenario[] = [
        { name: SCENARIO_NAMES.board, url: board(awaiting), headers },
        {
          name: SCENARIO_NAMES.boardCompressed,
          url: board(awaiting),
          headers: { ...headers, 'accept-encoding': 'gzip, br' },
        },
        {
          name: SCENARIO_NAMES.boardQuery.replace('{cidade}', sample.cidade),
          url: board(awaiting, `&query=${encodeURIComponent(sample.cidade)}`),
          headers,
        },
        {
          // Each request asks for a page no one asked before (a distinct, always-true creation filter), so
          // the page cache never answers: this is what building a page costs.
          name: SCENARIO_NAMES.boardUncached,
          url: board(awaiting),
          headers,
          pathPerRequest: (() => {
            let n = 0;
            const base = new URL(board(awaiting));
            return () => {
              n += 1;
              const instant = new Date(Date.UTC(2000, 0, 1) + n).toISOString();
              return `${base.pathname}${base.search}&dhCriacaoIni=${encodeURIComponent(instant)}`;
            };
          })(),
        },
        { name: SCENARIO_NAMES.boardDelivered, url: board(GrupoQuadro.Entregue), headers },
        { name: SCENARIO_NAMES.totals, url: frete('/carga/totalizadores/1'), headers },
        { name: SCENARIO_NAMES.card, url: cargaMongo, headers },
        { name: SCENARIO_NAMES.details, url: `${cargaMongo}/details`, headers },
        {
          name: SCENARIO_NAMES.quickSearch,
          url: `${server.baseUrl}${rotatingTerm(server.baseUrl, terms.nfs)()}`,
          headers,
          pathPerRequest: rotatingTerm(server.baseUrl, terms.nfs),
        },
        {
          name: SCENARIO_NAMES.quickSearchText,
          url: `${server.baseUrl}${rotatingTerm(server.baseUrl, terms.identificadores)()}`,
          headers,
          pathPerRequest: rotatingTerm(server.baseUrl, terms.identificadores),
        },
        // (e) the per-request cost of the session: HS256 verification + the session state
        // (plugins/authenticate.ts); compared with (a), which does one `select 1`.
        {
          name: SCENARIO_NAMES.units,
          url: `${server.baseUrl}/api/unidade-negocio/listwithaccess`,
          headers: { authorization: `Bearer ${session.token}` },
        },
        // Last: it adds loads to the unit (a few thousand in a run), which the other scenarios would read.
        {
          name: SCENARIO_NAMES.register,
          url: `${server.baseUrl}/api/carga-mongo/cadastrar`,
          method: 'POST',
          headers,
          body: registerBody(),
        },
      ];
      for (const scenario of scenarios) await measure(scenario);
      for (const scenario of await fleetScenarios(server.baseUrl, session, notes)) await measure(scenario);
      // Issue 19: the import of a 20,000-line table (q1) first, before the quotes' load grows the server's heap
      // (its RSS "before" is what the earlier scenarios left); it writes a draft table and deletes it. Then the
      // freight quote (q).
      if (selected(scenarioCode(SCENARIO_NAMES.freightImport))) {
        const imported = await measureFreightImport(
          server.baseUrl,
          SCENARIO_NAMES.freightImport,
          session.token,
          server.child.pid,
          freightData,
        );
        if (imported.status === 'refused') refuse(imported);
        else {
          freightImport = imported;
          notes.push(importNote(tag, imported));
          console.log(`\n${notes[notes.length - 1]}`);
        }
      }
      // Issue 20: the shipper's offering board of the unit, with the offers of `seed:scale --ofertas-por-unidade`.
      if (selected(scenarioCode(SCENARIO_NAMES.offeringBoard))) {
        const offering = await offeringBoardScenario(
          server.baseUrl,
          SCENARIO_NAMES.offeringBoard,
          { authorization: `Bearer ${session.token}`, businessunitid: session.businessUnitId },
          session.businessUnitId,
          offeringData,
          notes,
        );
        if ('status' in offering) refuse(offering);
        else await measure(offering);
      }
      if (selected(scenarioCode(SCENARIO_NAMES.quote))) {
        const quote = await freightQuoteScenario(
          server.baseUrl,
          SCENARIO_NAMES.quote,
          session.token,
          freightData,
          notes,
        );
        if ('status' in quote) refuse(quote);
        else await measure(quote);
      }
      // Issue 21: load formation on the orders of `seed:scale --pedidos-por-unidade` — PostgreSQL only (the
      // PGlite dataset has no orders). (f1) and (f2) leave the orders as they found them.
      if (target.kind === 'postgres') {
        formation = await runFormation({
          baseUrl: server.baseUrl,
          headers: { authorization: `Bearer ${session.token}`, businessunitid: session.businessUnitId },
          serverPid: server.child.pid,
          selected: (name) => selected(scenarioCode(name)),
          measure,
          record: refuse,
          notes,
        });
      } else if (Object.values(FORMATION_NAMES).some((name) => selected(scenarioCode(name)))) {
        notes.push(
          '(f0)–(f3) (formação de cargas): só no PostgreSQL — o conjunto do PGlite não tem pedidos.',
        );
      }
    }
    if (options.withLogin) {
      // (d) sign-ins per second: each one is a scrypt verification (deliberately expensive).
      await measure(
        {
          name: `(d) POST /api/auth/login (${BENCH_USER.email})`,
          url: `${server.baseUrl}/api/auth/login`,
          method: 'POST',
          body: LOGIN_BODY,
        },
        loginLoad,
      );
    }
  } catch (error) {
    console.error(`[bench] ${tag}: ERRO: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`[bench] Log do servidor:\n${serverLogTail(server)}`);
    throw error;
  } finally {
    if (outcomes.some((outcome) => outcome.status === 'refused'))
      console.error(`[bench] Log do servidor (últimas linhas):\n${serverLogTail(server, 30)}`);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await stop();
  }
  return { outcomes, unitInfo, notes, freightImport, formation };
}

/** The bare Fastify hello-world (`support/hello-server.mjs`), measured with the same load just before. */
async function measureBareFastify(): Promise<ScenarioOutcome> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'support', 'hello-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const outcome = await measureScenario({ name: '(0) Fastify hello-world puro (GET /)', url }, load);
    printOutcome(outcome);
    return outcome;
  } finally {
    child.kill('SIGKILL');
  }
}

/**
 * The embedded dataset: `pgliteLoads` loads of one company (`admin@escala-01.demo`, 3 units), made once by
 * `seed:scale` into bench/.scale-data/pglite-N and copied for each run.
 */
/** The embedded dataset's fleet: the same 5,000 vehicles the PostgreSQL dataset gives escala-01. */
const PGLITE_FLEET = 5000;
/** And the same freight tables (issue 19): 50 active tables of 5,000 lines. */
const PGLITE_FREIGHT_TABLES = 50;
/** And the same offers in the measured unit (issue 20): 2,000. */
const PGLITE_OFFERS = 2000;

function pgliteDataset(pgliteLoads: number): string {
  const dir = path.join(
    repoRoot,
    'bench',
    '.scale-data',
    `pglite-${pgliteLoads}-frota${PGLITE_FLEET}-tabelas${PGLITE_FREIGHT_TABLES}-ofertas${PGLITE_OFFERS}`,
  );
  if (fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) return dir;
  console.log(
    `[bench] Gerando ${pgliteLoads} cargas no PGlite em ${path.relative(repoRoot, dir)} (uma vez)...`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  const seeded = spawnSync(
    'npm',
    [
      'run',
      'seed:scale',
      '-w',
      '@embarca/api',
      '--',
      '--owners',
      '1',
      '--units',
      '3',
      '--loads',
      String(pgliteLoads),
      '--veiculos',
      String(PGLITE_FLEET),
      '--tabelas-frete',
      String(PGLITE_FREIGHT_TABLES),
      '--ofertas-por-unidade',
      String(PGLITE_OFFERS),
    ],
    { cwd: repoRoot, env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seed:scale no PGlite terminou com código ${seeded.status}`);
  return dir;
}

/** (o1)'s notes: how the run was made, so the figures read right. */
function cascadeNotes(result: CascadeResult): string[] {
  return [
    `Cascata (o1): banco próprio \`<banco>_o1\` no mesmo servidor (criado e removido pela execução; o banco de escala não muda), ` +
      `com 5 embarcadores × 1 unidade e ${result.loads.toLocaleString('pt-BR')} cargas (seedScaleData) e as 5 transportadoras de escala na plataforma; ` +
      `preparo (banco, migrações, cargas, 2 workers prontos) em ${result.setupSeconds.toFixed(0)} s, fora da medida. ` +
      'Numa transação: os oferecimentos (comportamento 2, max_rodadas 2, ordem de 2 transportadoras da plataforma, prazo de 60 min), ' +
      'a 1ª oferta de cada um (rodada 1, prazo vencido há 1 min) com o seu histórico, e um job `oferecimento.prazo` {ofertaId} por oferta ' +
      '(`createJobs(...).sendMany`, a camada de jobs do app). Os workers também rodam a varredura de 1 minuto (`oferecimento.varredura`, ' +
      '200 por vez): os dois caminhos reais, como em produção. O worker2 é morto (SIGKILL) com 30 % das 1ªs ofertas expiradas e não volta; ' +
      'as transações que ele tinha abertas são desfeitas, e essas ofertas são expiradas depois pela varredura ou pelo job de novo ' +
      '(expira em 60 s e a manutenção do pg-boss o devolve): é a cauda entre 99 % e 100 %.',
    ...result.notes.map((note) => `Cascata (o1): ${note}.`),
  ];
}

async function main(): Promise<number> {
  if (!fs.existsSync(serverEntry)) {
    console.error(
      `[bench] ${path.relative(repoRoot, serverEntry)} não existe: rode 'npm run build' (ou 'npm run bench').`,
    );
    return 1;
  }
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const { dataset, postgresVersion, kdf } = await readDataset(databaseUrl);
  const machine = readMachine(postgresVersion);
  const pgliteLoads = Math.round(positiveNumber('pglite-loads', cli['pglite-loads']));
  console.log(
    `[bench] ${dataset.cargas} cargas em ${dataset.database}; ${machine.cpuCount}× ${machine.cpuModel}; Node ${machine.nodeVersion}; ${postgresVersion}`,
  );
  console.log(
    `[bench] ${load.connections} conexões, ${load.durationSeconds} s por cenário (+ ${load.warmupSeconds} s de aquecimento)`,
  );
  const pgliteDir = pgliteLoads > 0 ? pgliteDataset(pgliteLoads) : undefined;

  const baseline = await measureBareFastify();
  const statementsUnavailable = await resetStatements(databaseUrl);
  const postgres = await runSuite({ kind: 'postgres', url: databaseUrl }, { withLogin: true });
  const statements: StatementsReport = statementsUnavailable ?? (await readStatements(databaseUrl));
  console.log(`\n${statementsTable(statements)}`);
  // Issue 20's (o1): worker processes on a database of its own, after the load scenarios (PostgreSQL only:
  // a worker process is cluster mode, which refuses the embedded database).
  let cascade: CascadeResult | undefined;
  const cascadeProblems: string[] = [];
  if (selected(scenarioCode(SCENARIO_NAMES.cascade))) {
    try {
      cascade = await runCascade({
        databaseUrl,
        tenders: Math.round(positiveNumber('cascata-oferecimentos', cli['cascata-oferecimentos'])),
        killAt: 0.3,
        timeoutSeconds: positiveNumber('cascata-limite', cli['cascata-limite']),
        log: (message) => console.log(`[bench] ${message}`),
      });
      console.log(`\n${cascadeTable(SCENARIO_NAMES.cascade, cascade)}`);
      cascadeProblems.push(...cascadeFailures(cascade));
    } catch (error) {
      cascadeProblems.push(error instanceof Error ? error.message : String(error));
    }
    for (const problem of cascadeProblems) console.error(`[bench] (o1): ${problem}`);
  }
  const pglite = pgliteDir
    ? await runSuite({ kind: 'pglite', dataDir: pgliteDir }, { withLogin: false })
    : undefined;

  const all = [baseline, ...postgres.outcomes, ...(pglite?.outcomes ?? [])];
  if (all.some((outcome) => outcome.status === 'measured')) {
    const summary = [
      `**Resumo${cli.rotulo ? ` — ${cli.rotulo}` : ''}** (PostgreSQL com os dados de escala; PGlite com ` +
        `${pgliteLoads.toLocaleString('pt-BR')} cargas de uma empresa — o que um usuário de trial roda)`,
      '',
      summaryTable(postgres.outcomes, pglite?.outcomes, baseline),
      '',
      ...(postgres.freightImport || pglite?.freightImport
        ? [importTable(postgres.freightImport, pglite?.freightImport), '']
        : []),
      ...formationSummary(postgres.formation),
      ...(cascade ? [cascadeTable(SCENARIO_NAMES.cascade, cascade), ''] : []),
      ...(cascadeProblems.length > 0 ? [`- (o1) falhou: ${cascadeProblems.join('; ')}`, ''] : []),
      ...targetLines(TARGETS, postgres.outcomes, pglite?.outcomes).map((line) => `- ${line}`),
      '',
      statementsTable(statements),
    ];
    const section = renderSection({
      startedAt,
      machine,
      dataset: { ...dataset, unidade: postgres.unitInfo },
      summary: summary.join('\n'),
      outcomes: [baseline, ...postgres.outcomes],
      notes: [
        ...notesFor(postgres.outcomes, kdf, loadAtStart),
        ...postgres.notes,
        ...(cascade ? cascadeNotes(cascade) : []),
      ],
      extra: pglite
        ? [
            `### PGlite (${pglite.unitInfo ?? 'unidade não lida'})`,
            '',
            ...pglite.outcomes.flatMap((outcome) => [scenarioTable(outcome), '']),
            ...pglite.notes.map((note) => `- ${note}`),
          ].join('\n')
        : undefined,
    });
    prependSection(RESULTS_FILE, section);
    console.log(
      `\n[bench] Resultados gravados em ${path.relative(process.cwd(), RESULTS_FILE)}:\n\n${section}`,
    );
  }
  const refused = all.filter((outcome) => outcome.status === 'refused');
  if (cascadeProblems.length > 0) return 1;
  if (refused.length > 0) {
    console.error(`[bench] ${refused.length} cenário(s) não medido(s): respostas não-2xx (veja acima).`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench] ERRO: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
