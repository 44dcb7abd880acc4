import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processRole } from '../src/lib/logger';
import { GAUGE_SOURCE_TIMEOUT_MS, registerGaugeSource } from '../src/lib/metrics';
import { INVALID_METRICS_TOKEN_MESSAGE } from '../src/plugins/metrics';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** One sample of the Prometheus text format: `name{label="value",…} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the text format 0.0.4 (what Prometheus parses): every line is a `# HELP`, a `# TYPE`
 * or a sample; each sample's family has a TYPE; label values are quoted with \\, \" and \n escapes.
 */
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  // Values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes `Nan`).
  const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([+-]?(?:[0-9.]+(?:e[+-]?[0-9]+)?|inf|nan))$/i;
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`linha fora do formato do Prometheus: ${line}`);
    const labels: Record<string, string> = {};
    const body = match[2] ?? '';
    label.lastIndex = 0;
    while (label.lastIndex < body.length) {
      const pair = label.exec(body);
      if (!pair) throw new Error(`rótulos fora do formato: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    }
    const name = match[1]!;
    const family = name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(name) && !types.has(family)) throw new Error(`amostra sem # TYPE: ${line}`);
    const text = match[3]!.toLowerCase();
    const value =
      text === 'nan'
        ? Number.NaN
        : /inf$/.test(text)
          ? (text.startsWith('-') ? -1 : 1) * Infinity
          : Number(text);
    samples.push({ name, labels, value });
  }
  return { samples, types };
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return { text: response.body, ...parsePrometheus(response.body) };
  };

  it('answers the Prometheus text format, with the process metrics and the build', async () => {
    const { samples, types } = await scrape();
    expect(types.get('process_cpu_seconds_total')).toBe('counter');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(types.get('embarca_http_request_duration_seconds')).toBe('histogram');
    const [info] = find(samples, 'embarca_build_info');
    expect(info?.value).toBe(1);
    expect(info?.labels).toMatchObject({ commit: 'test', role: processRole(t.app.config) });
    expect(find(samples, 'embarca_draining')[0]?.value).toBe(0);
  });

  it('counts requests by route pattern, method and status class — never by raw URL', async () => {
    const before = await scrape();
    const pattern = { method: 'GET', route: '/api/carga-mongo/:id', status_class: '4xx' };
    const count = (samples: Sample[]) => find(samples, 'embarca_http_requests_total', pattern)[0]?.value ?? 0;

    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: 'GET', url: `/api/carga-mongo/${GUID}?x=${i}` });
      expect(response.statusCode).toBe(401);
    }
    await t.app.inject({ method: 'GET', url: '/api/nao-existe/123' });
    const after = await scrape();

    expect(count(after.samples) - count(before.samples)).toBe(3);
    const buckets = find(after.samples, 'embarca_http_request_duration_seconds_bucket', pattern);
    expect(buckets.map((bucket) => bucket.labels.le)).toContain('+Inf');
    expect(find(after.samples, 'embarca_http_request_duration_seconds_count', pattern)[0]?.value).toBe(
      count(after.samples),
    );
    expect(
      find(after.samples, 'embarca_http_requests_total', { route: '(sem rota)', status_class: '4xx' }).length,
    ).toBe(1);
    expect(after.text).not.toContain(GUID);
    expect(after.text).not.toContain('nao-existe');
    // The scrape itself is counted under its own route.
    expect(
      find(after.samples, 'embarca_http_requests_total', { route: '/api/metrics' })[0]?.value,
    ).toBeGreaterThan(0);
  });

  it('shows the request in flight while it is served', async () => {
    const { samples } = await scrape();
    // The scrape is the one request in flight when the gauge is read.
    expect(find(samples, 'embarca_http_requests_in_flight')[0]?.value).toBe(1);
  });

  it('shows the database pools on PostgreSQL (none on PGlite)', async () => {
    // A query, so the main pool has opened a connection (the health check's `select 1`).
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const { samples } = await scrape();
    const pools = find(samples, 'embarca_db_pool_connections').map((sample) => sample.labels.pool);
    if (!onPostgres) {
      expect(pools).toEqual([]);
      return;
    }
    expect(pools.sort()).toEqual(['leituras-quentes', 'principal']);
    const main = { pool: 'principal' };
    expect(find(samples, 'embarca_db_pool_max', main)[0]?.value).toBe(4);
    expect(find(samples, 'embarca_db_pool_connections', main)[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'embarca_db_pool_idle', main)[0]?.value).toBeGreaterThanOrEqual(0);
    expect(find(samples, 'embarca_db_pool_waiting', main)[0]?.value).toBe(0);
  });

  it('shows the depth of every declared job queue, by state', async () => {
    await t.app.ready();
    const { samples } = await scrape();
    const depths = find(samples, 'embarca_jobs_queue_depth');
    const declared = t.app.jobs.queues().map((queue) => queue.name);
    expect(declared.length).toBeGreaterThan(0);
    for (const queue of declared) {
      const states = depths.filter((sample) => sample.labels.queue === queue).map((s) => s.labels.state);
      expect(states.sort(), queue).toEqual(['active', 'created', 'failed', 'retry']);
    }
  });

  it('counts the hubs’ WebSocket clients', async () => {
    const hubCount = async (hub: string) =>
      find((await scrape()).samples, 'embarca_hub_connections', { hub })[0]?.value;
    expect(await hubCount('notificacoes')).toBe(0);
    expect(await hubCount('cargas')).toBe(0);

    const { token } = await signIn(t.app, 'admin@embarcador.demo');
    const notifications = await t.app.injectWS(`/hubs/usernotificationhub?access_token=${token}`);
    const board = await t.app.injectWS(`/hubs/cargashub?access_token=${token}`);
    await expect.poll(() => hubCount('notificacoes')).toBe(1);
    await expect.poll(() => hubCount('cargas')).toBe(1);

    const closed = new Promise((resolve) => board.once('close', resolve));
    board.terminate();
    await closed;
    await expect.poll(() => hubCount('cargas')).toBe(0);
    expect(await hubCount('notificacoes')).toBe(1);
    notifications.terminate();
  });

  it('takes gauges from the sources other parts register (the job queues), skipping a failing one', async () => {
    const removeDepths = registerGaugeSource('embarca_teste_fila', 'Fila de teste', ['queue'], async () => [
      { labels: { queue: 'leads' }, value: 7 },
      { labels: { queue: 'e-mails' }, value: 0 },
    ]);
    const removeBroken = registerGaugeSource('embarca_teste_quebrada', 'Fonte que falha', [], () => {
      throw new Error('banco fora do ar');
    });
    try {
      const { samples } = await scrape();
      expect(find(samples, 'embarca_teste_fila', { queue: 'leads' })[0]?.value).toBe(7);
      expect(find(samples, 'embarca_teste_fila', { queue: 'e-mails' })[0]?.value).toBe(0);
      expect(find(samples, 'embarca_teste_quebrada')).toEqual([]);
      // Counted while that scrape was written: seen from the next one on.
      const next = (await scrape()).samples;
      expect(
        find(next, 'embarca_metrics_collect_errors_total', { metric: 'embarca_teste_quebrada' })[0]?.value,
      ).toBe(1);
    } finally {
      removeDepths();
      removeBroken();
    }
    const { types } = await scrape();
    expect(types.has('embarca_teste_fila')).toBe(false);
    expect(() => registerGaugeSource('embarca_http_requests_total', 'x', [], () => [])).toThrow();
  });

  it(
    'answers without waiting for a source that hangs',
    async () => {
      const remove = registerGaugeSource(
        'embarca_teste_lenta',
        'Fonte que não responde',
        [],
        () => new Promise(() => {}),
      );
      try {
        const started = Date.now();
        const { samples } = await scrape();
        expect(Date.now() - started).toBeLessThan(GAUGE_SOURCE_TIMEOUT_MS + 1_500);
        expect(find(samples, 'embarca_teste_lenta')).toEqual([]);
      } finally {
        remove();
      }
    },
    GAUGE_SOURCE_TIMEOUT_MS + 10_000,
  );

  it('is described in the OpenAPI document, with the readiness check', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { tags?: string[]; responses: Record<string, { content?: object }> } }>;
    }>();
    const metrics = document.paths['/api/metrics']?.get;
    expect(metrics?.tags).toEqual(['health']);
    expect(Object.keys(metrics?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(Object.keys(metrics?.responses ?? {})).toContain('401');
    expect(Object.keys(document.paths['/api/health/ready']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: 'token-das-metricas' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a missing or wrong token (401, pt-BR) and answers the right one', async () => {
    for (const authorization of [
      undefined,
      'Bearer errado',
      'token-das-metricas',
      'Basic token-das-metricas',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_METRICS_TOKEN_MESSAGE });
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer token-das-metricas' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('embarca_http_requests_total');
  });

  it('leaves the health checks open (the load balancer has no token)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
