/**
 * The "PostgreSQL restarts under load" scenario (issue 15), shared by `test/pg-restart.fault.test.ts` and
 * `npm run bench:pg-restart`: against an API listening on `baseUrl`, authenticated GETs at a constant
 * arrival rate (open loop: a slow answer does not slow the load) plus a stream of load registrations whose
 * 2xx answers are recorded; after `beforeMs` the database is restarted, and the load goes on for `afterMs`
 * after the restart finished.
 */
export interface RestartLoadOptions {
  baseUrl: string;
  /** Bearer token and BusinessUnitId. */
  headers: Record<string, string>;
  /** The GET paths, taken in turn. */
  readPaths: string[];
  readsPerSecond: number;
  writesPerSecond: number;
  /** The body of `POST /api/carga-mongo/cadastrar`. */
  writeBody: () => unknown;
  beforeMs: number;
  afterMs: number;
  /** Restarts the database; resolves with its duration in ms. */
  restart: () => Promise<number>;
  /**
   * At most this many requests in flight (a bounded load): a request due while the cap is reached is not
   * sent (counted in `notSent`), so a machine busy with other work sees the restart, not its own queue.
   * Unset: open loop (the benchmark).
   */
  maxInFlight?: number;
}

export interface RequestTally {
  total: number;
  ok: number;
  failed: number;
  /** status (or `erro de rede`) → count, failures only */
  failures: Record<string, number>;
  /** slowest answer, ms */
  maxMs: number;
  /** answers slower than 1 s */
  overOneSecond: number;
  /** [sent at, ms from the start of the load; took, ms] of the slowest answers */
  slowest: Array<[number, number]>;
}

export interface RestartLoadResult {
  reads: RequestTally;
  writes: RequestTally;
  /** ids of the loads whose registration answered 2xx */
  acknowledgedIds: string[];
  restartMs: number;
  /** when the restart began, ms from the start of the load */
  restartStartedMs: number;
  durationMs: number;
  /** failed reads ÷ reads, in % */
  failedReadShare: number;
  /** requests not sent because `maxInFlight` was reached */
  notSent: number;
}

/** `/api/carga-mongo/<uuid>/details?x` → `/api/carga-mongo/{id}/details` */
function routeOf(url: string): string {
  return (url.split('?')[0] ?? url).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '{id}');
}

function tally(): RequestTally {
  return { total: 0, ok: 0, failed: 0, failures: {}, maxMs: 0, overOneSecond: 0, slowest: [] };
}

export async function runRestartLoad(options: RestartLoadOptions): Promise<RestartLoadResult> {
  const reads = tally();
  const writes = tally();
  const acknowledgedIds: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const loadStartedAt = performance.now();
  let restartStartedAt = loadStartedAt;

  const readPathOf = (index: number) => options.readPaths[index % options.readPaths.length] ?? '/';
  const send = (kind: 'read' | 'write', index: number) => {
    const into = kind === 'read' ? reads : writes;
    into.total += 1;
    const started = performance.now();
    const request =
      kind === 'read'
        ? fetch(`${options.baseUrl}${readPathOf(index)}`, {
            headers: options.headers,
            signal: AbortSignal.timeout(30_000),
          })
        : fetch(`${options.baseUrl}/api/carga-mongo/cadastrar`, {
            method: 'POST',
            headers: { ...options.headers, 'content-type': 'application/json' },
            body: JSON.stringify(options.writeBody()),
            signal: AbortSignal.timeout(30_000),
          });
    const done = request
      .then(async (response) => {
        const text = await response.text();
        if (response.ok) {
          into.ok += 1;
          if (kind === 'write') acknowledgedIds.push((JSON.parse(text) as { id: string }).id);
        } else {
          into.failed += 1;
          const key =
            kind === 'read'
              ? `HTTP ${response.status} em ${routeOf(readPathOf(index))}`
              : `HTTP ${response.status}`;
          into.failures[key] = (into.failures[key] ?? 0) + 1;
        }
      })
      .catch(() => {
        into.failed += 1;
        into.failures['erro de rede'] = (into.failures['erro de rede'] ?? 0) + 1;
      })
      .finally(() => {
        const took = performance.now() - started;
        into.maxMs = Math.max(into.maxMs, took);
        if (took > 1_000) into.overOneSecond += 1;
        into.slowest.push([started - loadStartedAt, took]);
        into.slowest.sort((a, b) => b[1] - a[1]);
        into.slowest.length = Math.min(into.slowest.length, 5);
        inFlight.delete(done);
      });
    inFlight.add(done);
  };

  const started = performance.now();
  let readsSent = 0;
  let writesSent = 0;
  let stopAt = Number.POSITIVE_INFINITY;
  let notSent = 0;
  const capped = () => options.maxInFlight !== undefined && inFlight.size >= options.maxInFlight;
  const tick = () => {
    const elapsed = (performance.now() - started) / 1000;
    while (writesSent < Math.floor(elapsed * options.writesPerSecond)) {
      if (capped()) notSent += 1;
      else send('write', writesSent);
      writesSent += 1;
    }
    while (readsSent < Math.floor(elapsed * options.readsPerSecond)) {
      if (capped()) notSent += 1;
      else send('read', readsSent);
      readsSent += 1;
    }
  };
  const timer = setInterval(tick, 5);
  const finished = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (performance.now() >= stopAt) {
        clearInterval(check);
        resolve();
      }
    }, 5);
  });

  let restartMs = 0;
  try {
    await new Promise((resolve) => setTimeout(resolve, options.beforeMs));
    restartStartedAt = performance.now();
    restartMs = await options.restart();
    stopAt = performance.now() + options.afterMs;
    await finished;
  } finally {
    clearInterval(timer);
  }
  const durationMs = performance.now() - started;
  await Promise.all([...inFlight]);
  return {
    reads,
    writes,
    acknowledgedIds,
    restartMs,
    restartStartedMs: restartStartedAt - loadStartedAt,
    durationMs,
    failedReadShare: reads.total === 0 ? 0 : (100 * reads.failed) / reads.total,
    notSent,
  };
}

function sentRelative(ms: number): string {
  const seconds = (Math.abs(ms) / 1000).toFixed(1);
  return ms < 0 ? `${seconds} s antes do restart` : `${seconds} s após o início do restart`;
}

/** One line per figure, for the test's output and the bench's summary. */
export function describeRestartLoad(result: RestartLoadResult): string[] {
  const failures = (t: RequestTally) =>
    Object.entries(t.failures)
      .map(([key, count]) => `${key} × ${count}`)
      .join(', ') || 'nenhuma';
  const slow = (t: RequestTally) =>
    `${t.overOneSecond} acima de 1 s, a mais lenta ${Math.round(t.maxMs)} ms` +
    ` (enviada ${sentRelative((t.slowest[0]?.[0] ?? 0) - result.restartStartedMs)})`;
  return [
    `duração ${(result.durationMs / 1000).toFixed(1)} s; pg_ctl restart -m fast levou ${Math.round(result.restartMs)} ms`,
    `leituras (GET): ${result.reads.total}, falharam ${result.reads.failed} (${result.failedReadShare.toFixed(2)} %: ${failures(result.reads)}); ${slow(result.reads)}`,
    `escritas (POST cadastrar): ${result.writes.total}, 2xx ${result.writes.ok}, falharam ${result.writes.failed} (${failures(result.writes)}); ${slow(result.writes)}`,
    ...(result.notSent > 0 ? [`não enviadas (limite de requisições em andamento): ${result.notSent}`] : []),
  ];
}

/** A load as the register form sends it: two route points, one document. */
export function restartLoadBody(sequence: number): unknown {
  const day = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(Date.now() + days * day).toISOString();
  return {
    carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000, volume: 2, volumeUnidade: 7, valorCarga: 5000 },
    origemDestino: [
      { rota: 1, cidade: 'Campinas', uf: 'SP', dhInicio: at(1) },
      { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: at(2) },
    ],
    visibilidade: 1,
    documentos: [
      {
        numero: `RESTART-${sequence}`,
        numeroNf: `RESTART-${sequence}`,
        quantidade: 1,
        peso: 1000,
        valor: 5000,
        itens: [{ descricao: 'Caixa', quantidade: 1, peso: 1000, valor: 5000 }],
      },
    ],
  };
}

/** Signs in over HTTP and picks the first unit: the headers of the scenario's requests. */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: null }),
  });
  const loginText = await login.text();
  if (!login.ok) throw new Error(`POST /api/auth/login → ${login.status}: ${loginText.slice(0, 300)}`);
  const { token } = JSON.parse(loginText) as { token: string };
  const units = await fetch(`${baseUrl}/api/unidade-negocio/listwithaccess`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await units.json()) as Array<{ id: string | number }>;
  const unit = list[0];
  if (!units.ok || !unit) throw new Error(`${email}: nenhuma unidade de negócio (${units.status})`);
  return { authorization: `Bearer ${token}`, BusinessUnitId: String(unit.id) };
}

/** Registers one load before the load starts (its card is one of the GETs). */
export async function registerOne(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${baseUrl}/api/carga-mongo/cadastrar`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(restartLoadBody(0)),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`POST /api/carga-mongo/cadastrar → ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { id: string }).id;
}

/** The authenticated GETs of the scenario, in turn: the quick search, the card, the details. */
export function restartLoadReadPaths(cargaId: string): string[] {
  return [
    '/api/carga-mongo/pesquisa-rapida?termo=RESTART-0',
    `/api/carga-mongo/${cargaId}`,
    `/api/carga-mongo/${cargaId}/details`,
  ];
}
