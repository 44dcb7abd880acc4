import client, { type Counter, type Gauge, type Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry (issue 17), served by GET /api/metrics (plugins/metrics.ts). One per
 * process, like the process it describes: the helpers below are get-or-create, so a second app in the same
 * process (tests) reuses the metrics instead of failing on a duplicate name. Other parts of the API add their
 * figures through these helpers and never import prom-client themselves:
 *
 * - `counter`, `gauge`, `histogram`: a metric they update as things happen;
 * - `registerGaugeSource`: a gauge read when Prometheus scrapes (queue depths, pool sizes), from a callback
 *   that may query; it returns the function that removes the source (call it when the owner stops).
 */
export const metrics = new Registry();

/** The answer's Content-Type (Prometheus text format 0.0.4). */
export const METRICS_CONTENT_TYPE = metrics.contentType;

let processMetricsOn = false;

/** prom-client's process and Node.js metrics (CPU, memory, event loop lag, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  client.collectDefaultMetrics({ register: metrics });
}

/** A counter by name, created on first use. */
export function counter<L extends string = string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Counter<L> {
  const existing = metrics.getSingleMetric(name);
  if (existing) return expectKind(existing, client.Counter, name) as Counter<L>;
  return new client.Counter<L>({ name, help, labelNames, registers: [metrics] });
}

/** A gauge by name (set/inc/dec as things happen), created on first use. */
export function gauge<L extends string = string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Gauge<L> {
  const existing = metrics.getSingleMetric(name);
  if (existing) return expectKind(existing, client.Gauge, name) as Gauge<L>;
  return new client.Gauge<L>({ name, help, labelNames, registers: [metrics] });
}

/** A histogram by name, created on first use (`buckets` in the metric's unit; default prom-client's). */
export function histogram<L extends string = string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets?: number[],
): Histogram<L> {
  const existing = metrics.getSingleMetric(name);
  if (existing) return expectKind(existing, client.Histogram, name) as Histogram<L>;
  return new client.Histogram<L>({
    name,
    help,
    labelNames,
    registers: [metrics],
    ...(buckets ? { buckets } : {}),
  });
}

function expectKind(
  metric: unknown,
  kind: abstract new (...args: never[]) => unknown,
  name: string,
): unknown {
  if (!(metric instanceof kind)) throw new Error(`a métrica ${name} já existe com outro tipo`);
  return metric;
}

/** One value of a gauge source: its labels (each of the source's label names) and the value. */
export interface GaugeSample<L extends string = string> {
  labels?: Partial<Record<L, string | number>>;
  value: number;
}

export type GaugeCollect<L extends string = string> = () =>
  | readonly GaugeSample<L>[]
  | Promise<readonly GaugeSample<L>[]>;

/**
 * How long one source may take at a scrape: a source that queries a database that went away must not
 * hold GET /api/metrics (Prometheus gives up at its own scrape timeout, 10 s by default).
 */
export const GAUGE_SOURCE_TIMEOUT_MS = 2_000;

/**
 * Failed or late gauge sources, by metric: their figures are missing from that scrape (the count itself
 * shows from the next scrape on: the metrics of one scrape are read concurrently).
 */
const collectErrors = counter(
  'embarca_metrics_collect_errors_total',
  'Coletas de métricas que falharam ou excederam o tempo (a métrica ficou sem valores naquela leitura)',
  ['metric'],
);

interface SourcedGauge {
  help: string;
  labelNames: readonly string[];
  sources: Set<GaugeCollect>;
}
const sourcedGauges = new Map<string, SourcedGauge>();

/**
 * A gauge whose values are read at each scrape from `collect` (e.g. the job layer's queue depths:
 * `registerGaugeSource('embarca_jobs_queue_depth', '…', ['queue', 'state'], async () => …)`). Several
 * sources may feed one name (two apps in one test process); the same labels from two sources keep the last.
 * A source that throws or takes more than GAUGE_SOURCE_TIMEOUT_MS is skipped for that scrape and counted in
 * `embarca_metrics_collect_errors_total`. Returns the function that removes this source; the gauge leaves
 * the registry with its last source.
 */
export function registerGaugeSource<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  collect: GaugeCollect<L>,
): () => void {
  let entry = sourcedGauges.get(name);
  if (!entry) {
    if (metrics.getSingleMetric(name)) throw new Error(`a métrica ${name} já existe fora de uma fonte`);
    const created: SourcedGauge = { help, labelNames, sources: new Set() };
    entry = created;
    sourcedGauges.set(name, created);
    // Not a prom-client Gauge: one without labels always shows a value (0 after a reset), and a source that
    // failed must leave its figure out rather than report 0. The registry only calls `get()` (and `reset()`).
    const metric = {
      name,
      help,
      type: 'gauge',
      aggregator: 'sum',
      reset() {},
      async get() {
        const results = await Promise.all([...created.sources].map((source) => runSource(name, source)));
        const values = results.flat().map((sample) => ({ labels: sample.labels ?? {}, value: sample.value }));
        return { name, help, type: 'gauge', aggregator: 'sum', values };
      },
    };
    metrics.registerMetric(metric as unknown as Gauge);
  } else if (entry.labelNames.join(',') !== labelNames.join(',')) {
    throw new Error(`a métrica ${name} já existe com outros rótulos (${entry.labelNames.join(', ')})`);
  }
  const source = collect as GaugeCollect;
  entry.sources.add(source);
  const current = entry;
  return () => {
    current.sources.delete(source);
    if (current.sources.size === 0 && sourcedGauges.get(name) === current) {
      sourcedGauges.delete(name);
      metrics.removeSingleMetric(name);
    }
  };
}

async function runSource(name: string, source: GaugeCollect): Promise<readonly GaugeSample[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(source),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('tempo esgotado')), GAUGE_SOURCE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    collectErrors.inc({ metric: name });
    return [];
  } finally {
    clearTimeout(timer);
  }
}
