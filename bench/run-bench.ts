// `npm run bench -- [--database-url URL] [--duration 20] [--connections 20] [--warmup 2]`
// Load benchmark of the BUILT server (root `npm run bench` builds first) on the scale data made by
// `npm run seed:scale` (see bench/README.md). Scenarios run one after another with autocannon; the
// results are printed and written on top of bench/RESULTS.md with the date, machine and dataset.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GrupoQuadro, situacoesDoGrupo, type TCadastroCargaInput, type TGrupoQuadro } from '@embarca/domain';
import pg from 'pg';
import {
  type BenchServer,
  repoRoot,
  serverEntry,
  serverLogTail,
  startBenchServer,
  stopBenchServer,
  waitForHealth,
} from './support/bench-server';
import {
  type LoadOptions,
  measureScenario,
  type Scenario,
  type ScenarioOutcome,
} from './support/load-scenario';
import {
  type DatasetInfo,
  type MachineInfo,
  prependSection,
  renderSection,
  scenarioTable,
} from './support/results-file';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/embarca_bench';
const FRETE_API_KEY = 'bench-key';
const BENCH_USER = { email: 'admin@escala-01.demo', password: 'demo1234' };
const RESULTS_FILE = path.join(repoRoot, 'bench', 'RESULTS.md');
/** Issue 6 "Performance": the board endpoint's p95 at 20 concurrent clients. */
const BOARD_P95_TARGET_MS = 50;
/** Issue 4 "Quick search": p95 under 50 ms on the scale database (the same 20 clients). */
const QUICK_SEARCH_P95_TARGET_MS = 50;

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
  },
  strict: true,
});

function positiveNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} deve ser um número positivo (recebido: ${raw})`);
  return value;
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

/** The benchmark unit and its loads on the board (active, in a board group), for the results header. */
async function readUnitLoads(url: string, session: Session): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const groups = Object.values(GrupoQuadro);
    // One client runs one query at a time (pg 9 will refuse overlapping ones).
    const counts: number[] = [];
    for (const grupo of groups) {
      const result = await client.query<{ count: string }>(
        'select count(*)::text as count from cargas where unidade_negocio_id = $1 and ativo and situacao = any($2::smallint[])',
        [session.businessUnitId, situacoesDoGrupo(grupo)],
      );
      counts.push(Number(result.rows[0]?.count ?? 0));
    }
    const total = counts.reduce((sum, count) => sum + count, 0);
    const perGroup = groups.map((grupo, index) => `${grupo} ${counts[index]?.toLocaleString('pt-BR')}`);
    return `unidade "${session.businessUnitName}" de ${BENCH_USER.email}: ${total.toLocaleString('pt-BR')} cargas ativas no quadro (${perGroup.join(', ')})`;
  } finally {
    await client.end();
  }
}

/** What the quick search scenarios look for: terms of loads on the unit's board, a different one per request. */
interface SearchTerms {
  nfs: string[];
  identificadores: string[];
}

/**
 * NF numbers and identifier codes of up to 2,000 loads on the benchmark unit's board, spread over the
 * whole unit (every n-th load in code order), so the search runs over real, varied matches — never one
 * cached term.
 */
async function readSearchTerms(url: string, session: Session): Promise<SearchTerms> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const situacoes = Object.values(GrupoQuadro).flatMap((grupo) => situacoesDoGrupo(grupo));
    const result = await client.query<{ numero_nf: string | null; codigo_identificador: string | null }>(
      `select d.numero_nf, c.codigo_identificador
         from (select id, codigo_identificador, row_number() over (order by codigo) as n,
                      count(*) over () as total
                 from cargas
                where unidade_negocio_id = $1 and ativo and situacao = any($2::smallint[])) c
         left join lateral (select numero_nf from carga_documentos
                             where carga_id = c.id and numero_nf is not null limit 1) d on true
        where c.n % greatest(c.total / 2000, 1) = 0
        limit 2000`,
      [session.businessUnitId, situacoes],
    );
    const nfs = result.rows.flatMap((row) => (row.numero_nf ? [row.numero_nf] : []));
    const identificadores = result.rows.flatMap((row) =>
      row.codigo_identificador ? [row.codigo_identificador] : [],
    );
    if (nfs.length === 0 || identificadores.length === 0)
      throw new Error(
        'a unidade do benchmark não tem cargas com NF e código identificador: rode npm run seed:scale',
      );
    return { nfs, identificadores };
  } finally {
    await client.end();
  }
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

/** The KDF's parameters (the sign-in cost is deliberate) and the session cost derived from (e) − (a). */
function notesFor(outcomes: ScenarioOutcome[], kdf: string, loadAtStart: string): string[] {
  const measured = (prefix: string) =>
    outcomes.find((outcome) => outcome.status === 'measured' && outcome.scenario.name.startsWith(prefix));
  const notes = [
    'p50/p95/p99: percentis exatos (posto mais próximo) sobre o tempo de cada resposta medida; o autocannon só ' +
      'dá p97,5 e p99.',
    `Senhas: ${kdf}; (d) mede logins/s com ${loginLoad.connections} conexões por ${loginLoad.durationSeconds} s.`,
  ];
  const search = measured('(h)');
  if (search?.status === 'measured') {
    const met = search.latencyP95Ms < QUICK_SEARCH_P95_TARGET_MS;
    notes.push(
      `Meta da pesquisa rápida (issue 4): (h) p95 < ${QUICK_SEARCH_P95_TARGET_MS} ms — ` +
        `${met ? 'atingida' : 'não atingida'} (p95 ${search.latencyP95Ms.toFixed(1)} ms com ${search.connections} ` +
        `conexões, ${search.requestsPerSecondMean.toFixed(0)} req/s).`,
    );
  }
  const board = measured('(b)');
  if (board?.status === 'measured') {
    const met = board.latencyP95Ms < BOARD_P95_TARGET_MS;
    notes.push(
      `Meta do quadro (issue 6): (b) p95 < ${BOARD_P95_TARGET_MS} ms com 20 conexões — ` +
        `${met ? 'atingida' : 'não atingida'} (p95 ${board.latencyP95Ms.toFixed(1)} ms com ${board.connections} ` +
        `conexões, ${board.requestsPerSecondMean.toFixed(0)} req/s).`,
    );
  }
  notes.push(
    `Carga média da máquina (1, 5, 15 min) no início: ${loadAtStart}; ao fim: ${loadAverage()} ` +
      '(outros processos dividem os núcleos com o servidor, o PostgreSQL e o autocannon).',
  );
  const health = measured('(a)');
  const units = measured('(e)');
  if (health?.status === 'measured' && units?.status === 'measured') {
    const delta = units.latencyP50Ms - health.latencyP50Ms;
    notes.push(
      `Custo da sessão por requisição autenticada ≈ p50(e) − p50(a) = ${delta.toFixed(1)} ms ` +
        '(verificação HS256 do token + releitura do usuário e das unidades numa consulta; (a) faz um `select 1`).',
    );
  }
  return notes;
}

function printOutcome(outcome: ScenarioOutcome): void {
  console.log(`\n${scenarioTable(outcome)}`);
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
  console.log(
    `[bench] ${dataset.cargas} cargas em ${dataset.database}; ${machine.cpuCount}× ${machine.cpuModel}; Node ${machine.nodeVersion}; ${postgresVersion}`,
  );
  console.log(
    `[bench] ${load.connections} conexões, ${load.durationSeconds} s por cenário (+ ${load.warmupSeconds} s de aquecimento)`,
  );

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-bench-'));
  const server: BenchServer = await startBenchServer(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tempDir, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      FRETE_API_KEY,
    },
    path.join(tempDir, 'server.log'),
  );
  const stop = async () => {
    await stopBenchServer(server);
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }

  const outcomes: ScenarioOutcome[] = [];
  let unitInfo: string | undefined;
  try {
    await waitForHealth(server);
    console.log(`[bench] Servidor pronto em ${server.baseUrl}`);

    const health: Scenario = { name: '(a) GET /api/health', url: `${server.baseUrl}/api/health` };
    outcomes.push(await measureScenario(health, load));
    printOutcome(outcomes[outcomes.length - 1]!);

    const frete = (path: string) =>
      `${server.baseUrl}/api/frete${path}${path.includes('?') ? '&' : '?'}key=${FRETE_API_KEY}`;
    const board = (grupo: TGrupoQuadro, query = '') => frete(`/quadro/carga/${grupo}?limit=50${query}`);
    const awaiting = GrupoQuadro.AguardandoAlocacao;
    const names = {
      board: `(b) GET /api/frete/quadro/carga/${awaiting}?limit=50 (1ª página do grupo)`,
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
      register: '(i) POST /api/carga-mongo/cadastrar (carga com origem, parada, destino e 2 documentos)',
      units: '(e) GET /api/unidade-negocio/listwithaccess (token + sessão, sem consulta de negócio)',
    };
    let session: Session | undefined;
    let sample: BoardSample | undefined;
    let terms: SearchTerms | undefined;
    try {
      session = await signIn(server.baseUrl);
      const headers = { authorization: `Bearer ${session.token}`, businessunitid: session.businessUnitId };
      sample = await sampleBoard(board(awaiting), headers);
      unitInfo = await readUnitLoads(databaseUrl, session);
      terms = await readSearchTerms(databaseUrl, session);
      console.log(`[bench] ${unitInfo}`);
    } catch (error) {
      const reason = `login ou leitura do quadro falhou: ${error instanceof Error ? error.message : String(error)}`;
      for (const name of Object.values(names)) {
        outcomes.push({ status: 'refused', scenario: { name, url: '' }, reason });
        printOutcome(outcomes[outcomes.length - 1]!);
      }
    }
    if (session && sample && terms) {
      const headers = { authorization: `Bearer ${session.token}`, businessunitid: session.businessUnitId };
      const cargaMongo = `${server.baseUrl}/api/carga-mongo/${sample.cargaId}`;
      const scenarios: Scenario[] = [
        { name: names.board, url: board(awaiting), headers },
        {
          name: names.boardQuery.replace('{cidade}', sample.cidade),
          url: board(awaiting, `&query=${encodeURIComponent(sample.cidade)}`),
          headers,
        },
        {
          // Each request asks for a page no one asked before (a distinct, always-true creation filter), so
          // the page cache never answers: this is what building a page costs.
          name: names.boardUncached,
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
        { name: names.boardDelivered, url: board(GrupoQuadro.Entregue), headers },
        { name: names.totals, url: frete('/carga/totalizadores/1'), headers },
        { name: names.card, url: cargaMongo, headers },
        { name: names.details, url: `${cargaMongo}/details`, headers },
        {
          name: names.quickSearch,
          url: `${server.baseUrl}${rotatingTerm(server.baseUrl, terms.nfs)()}`,
          headers,
          pathPerRequest: rotatingTerm(server.baseUrl, terms.nfs),
        },
        {
          name: names.quickSearchText,
          url: `${server.baseUrl}${rotatingTerm(server.baseUrl, terms.identificadores)()}`,
          headers,
          pathPerRequest: rotatingTerm(server.baseUrl, terms.identificadores),
        },
        // (e) the per-request cost of the session: HS256 verification + the one-query re-read of the
        // user's state and units (plugins/authenticate.ts); compared with (a), which does one `select 1`.
        {
          name: names.units,
          url: `${server.baseUrl}/api/unidade-negocio/listwithaccess`,
          headers: { authorization: `Bearer ${session.token}` },
        },
      ];
      // Last: it adds loads to the unit (a few thousand in a run), which the other scenarios would read.
      scenarios.push({
        name: names.register,
        url: `${server.baseUrl}/api/carga-mongo/cadastrar`,
        method: 'POST',
        headers,
        body: registerBody(),
      });
      for (const scenario of scenarios) {
        outcomes.push(await measureScenario(scenario, load));
        printOutcome(outcomes[outcomes.length - 1]!);
      }
    }

    // (d) sign-ins per second: each one is a scrypt verification (deliberately expensive).
    outcomes.push(
      await measureScenario(
        {
          name: `(d) POST /api/auth/login (${BENCH_USER.email})`,
          url: `${server.baseUrl}/api/auth/login`,
          method: 'POST',
          body: LOGIN_BODY,
        },
        loginLoad,
      ),
    );
    printOutcome(outcomes[outcomes.length - 1]!);
  } catch (error) {
    console.error(`[bench] ERRO: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`[bench] Log do servidor:\n${serverLogTail(server)}`);
    await stop();
    return 1;
  }
  const refused = outcomes.filter((outcome) => outcome.status === 'refused');
  if (refused.length > 0)
    console.error(`[bench] Log do servidor (últimas linhas):\n${serverLogTail(server, 30)}`);
  await stop();

  if (outcomes.some((outcome) => outcome.status === 'measured')) {
    const section = renderSection({
      startedAt,
      machine,
      dataset: { ...dataset, unidade: unitInfo },
      outcomes,
      notes: notesFor(outcomes, kdf, loadAtStart),
    });
    prependSection(RESULTS_FILE, section);
    console.log(
      `\n[bench] Resultados gravados em ${path.relative(process.cwd(), RESULTS_FILE)}:\n\n${section}`,
    );
  }
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
