import autocannon from 'autocannon';

export interface Scenario {
  /** Short label used in the tables, e.g. '(a) GET /api/health'. */
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Default GET. */
  method?: 'GET' | 'POST';
  /** JSON body of a POST (sent with content-type application/json). */
  body?: unknown;
  /**
   * A fresh path (with query) for each request, instead of `url`'s: e.g. to defeat a server cache and
   * measure the work behind it.
   */
  pathPerRequest?: () => string;
  /** Concurrent connections of this scenario, instead of the run's (e.g. 1 to time one request alone). */
  connections?: number;
}

function requestHeaders(scenario: Scenario): Record<string, string> | undefined {
  if (scenario.body === undefined) return scenario.headers;
  return { 'content-type': 'application/json', ...scenario.headers };
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of unmeasured load before the measured run (JIT, connection pool, caches). */
  warmupSeconds: number;
}

export interface ScenarioMeasure {
  status: 'measured';
  scenario: Scenario;
  connections: number;
  durationSeconds: number;
  requestsTotal: number;
  requestsPerSecondMean: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

export interface ScenarioRefusal {
  status: 'refused';
  scenario: Scenario;
  reason: string;
}

export type ScenarioOutcome = ScenarioMeasure | ScenarioRefusal;

/** One request as a client would make it: used before the load (to refuse a broken scenario) and after. */
export async function probe(scenario: Scenario): Promise<{ ok: boolean; status: number; body: string }> {
  const response = await fetch(scenario.url, {
    method: scenario.method ?? 'GET',
    headers: requestHeaders(scenario),
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  return { ok: response.ok, status: response.status, body: (await response.text()).slice(0, 500) };
}

interface RawRun {
  result: autocannon.Result;
  latenciesMs: number[];
}

function fire(scenario: Scenario, connections: number, durationSeconds: number): Promise<RawRun> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const instance = autocannon(
      {
        url: scenario.url,
        method: scenario.method ?? 'GET',
        headers: requestHeaders(scenario),
        ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
        ...(scenario.pathPerRequest === undefined
          ? {}
          : {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    path: scenario.pathPerRequest?.(),
                  }),
                },
              ],
            }),
        connections,
        duration: durationSeconds,
        timeout: 10,
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ result, latenciesMs });
      },
    );
    // autocannon's own percentiles skip p95: keep every response time and compute them here.
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
    });
  });
}

/** Nearest-rank percentile of already sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Measures one scenario: one probe request (a non-2xx answer refuses the scenario, printing its body),
 * a short warm-up, then `durationSeconds` of load with `connections` concurrent connections. A run with
 * any error or non-2xx answer is refused too: its numbers would describe failures, not the endpoint.
 */
export async function measureScenario(scenario: Scenario, options: LoadOptions): Promise<ScenarioOutcome> {
  const connections = scenario.connections ?? options.connections;
  const first = await probe(scenario);
  if (!first.ok) {
    return {
      status: 'refused',
      scenario,
      reason: `HTTP ${first.status} na primeira requisição: ${first.body}`,
    };
  }
  if (options.warmupSeconds > 0) await fire(scenario, Math.min(connections, 4), options.warmupSeconds);

  const { result, latenciesMs } = await fire(scenario, connections, options.durationSeconds);
  const errors = result.errors + result.timeouts;
  if (errors > 0 || result.non2xx > 0) {
    const sample = await probe(scenario).catch((error: unknown) => ({
      ok: false,
      status: 0,
      body: error instanceof Error ? error.message : String(error),
    }));
    return {
      status: 'refused',
      scenario,
      reason: `${result.non2xx} respostas não-2xx e ${errors} erros/timeouts em ${result.requests.total}; exemplo: HTTP ${sample.status} ${sample.body}`,
    };
  }
  const sorted = latenciesMs.sort((a, b) => a - b);
  return {
    status: 'measured',
    scenario,
    connections,
    durationSeconds: options.durationSeconds,
    requestsTotal: result.requests.total,
    requestsPerSecondMean: result.requests.average,
    latencyP50Ms: percentile(sorted, 50),
    latencyP95Ms: percentile(sorted, 95),
    latencyP99Ms: percentile(sorted, 99),
    errors,
    non2xx: result.non2xx,
  };
}
