import type { ScenarioMeasure, ScenarioOutcome } from './load-scenario';

/** The scenario's code in the tables: '(b1) GET …' → '(b1)'. */
export function scenarioCode(name: string): string {
  return /^\([^)]+\)/.exec(name)?.[0] ?? name;
}

export function findMeasure(outcomes: ScenarioOutcome[], code: string): ScenarioMeasure | undefined {
  const found = outcomes.find((outcome) => scenarioCode(outcome.scenario.name) === code);
  return found?.status === 'measured' ? found : undefined;
}

/** req/s of `scenario` ÷ req/s of (a) health in the same suite: how much of the bare request's rate is left. */
export function ratioToHealth(outcomes: ScenarioOutcome[], scenario: ScenarioMeasure): number | undefined {
  const health = findMeasure(outcomes, '(a)');
  if (!health || health.requestsPerSecondMean === 0) return undefined;
  return scenario.requestsPerSecondMean / health.requestsPerSecondMean;
}

const ms = (value: number) => value.toFixed(1);
const ratio = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(3));

/**
 * The run at a glance (issue 14): each scenario on PostgreSQL with its ratio to (a) health in the same run,
 * and — when measured — the same scenario on the embedded database (PGlite) with its p95 as a multiple of
 * PostgreSQL's. The bare Fastify hello-world comes first: what one Node process gives before our code.
 */
export function summaryTable(
  postgres: ScenarioOutcome[],
  pglite: ScenarioOutcome[] | undefined,
  baseline: ScenarioOutcome | undefined,
): string {
  const header = pglite
    ? '| cenário | req/s | p50 / p95 / p99 (ms) | ÷ (a) | PGlite req/s | PGlite p50 / p95 (ms) | PGlite ÷ (a) PGlite | p95 PGlite ÷ p95 PG |'
    : '| cenário | req/s | p50 / p95 / p99 (ms) | ÷ (a) |';
  const align = pglite
    ? '| --- | ---: | --- | ---: | ---: | --- | ---: | ---: |'
    : '| --- | ---: | --- | ---: |';
  const rows: string[] = [];
  if (baseline?.status === 'measured') {
    const cells = [
      'Fastify "hello world" puro (`GET /`)',
      baseline.requestsPerSecondMean.toFixed(0),
      `${ms(baseline.latencyP50Ms)} / ${ms(baseline.latencyP95Ms)} / ${ms(baseline.latencyP99Ms)}`,
      '—',
    ];
    rows.push(`| ${[...cells, ...(pglite ? ['—', '—', '—', '—'] : [])].join(' | ')} |`);
  }
  for (const outcome of postgres) {
    const code = scenarioCode(outcome.scenario.name);
    if (outcome.status !== 'measured') {
      rows.push(`| ${code} | não medido | — | — |${pglite ? ' — | — | — | — |' : ''}`);
      continue;
    }
    const cells = [
      outcome.scenario.name.length > 90 ? `${outcome.scenario.name.slice(0, 88)}…` : outcome.scenario.name,
      outcome.requestsPerSecondMean.toFixed(0),
      `${ms(outcome.latencyP50Ms)} / ${ms(outcome.latencyP95Ms)} / ${ms(outcome.latencyP99Ms)}`,
      ratio(ratioToHealth(postgres, outcome)),
    ];
    if (pglite) {
      const embedded = findMeasure(pglite, code);
      cells.push(
        embedded ? embedded.requestsPerSecondMean.toFixed(0) : '—',
        embedded ? `${ms(embedded.latencyP50Ms)} / ${ms(embedded.latencyP95Ms)}` : '—',
        embedded ? ratio(ratioToHealth(pglite, embedded)) : '—',
        embedded && outcome.latencyP95Ms > 0
          ? `${(embedded.latencyP95Ms / outcome.latencyP95Ms).toFixed(2)}×`
          : '—',
      );
    }
    rows.push(`| ${cells.join(' | ')} |`);
  }
  return [header, align, ...rows].join('\n');
}

/** A target of issue 14, checked against one run. */
export interface Target {
  label: string;
  check: (postgres: ScenarioOutcome[], pglite: ScenarioOutcome[] | undefined) => boolean | undefined;
  /** The measured figure(s) the verdict rests on. */
  figure: (postgres: ScenarioOutcome[], pglite: ScenarioOutcome[] | undefined) => string;
}

/** One line per target: met, not met, or not measured — with the figure. */
export function targetLines(
  targets: Target[],
  postgres: ScenarioOutcome[],
  pglite: ScenarioOutcome[] | undefined,
): string[] {
  return targets.map((target) => {
    const verdict = target.check(postgres, pglite);
    const word = verdict === undefined ? 'não medida' : verdict ? 'atingida' : 'NÃO atingida';
    return `Meta: ${target.label} — ${word} (${target.figure(postgres, pglite)}).`;
  });
}
