import fs from 'node:fs';
import type { ScenarioOutcome } from './load-scenario';

export interface MachineInfo {
  cpuModel: string;
  cpuCount: number;
  totalMemoryGiB: number;
  nodeVersion: string;
  postgresVersion: string;
  platform: string;
}

export interface DatasetInfo {
  database: string;
  cargas: number;
  /** The benchmark user's unit and its active loads per board group, when known. */
  unidade?: string | undefined;
}

export interface BenchRun {
  startedAt: Date;
  machine: MachineInfo;
  dataset: DatasetInfo;
  outcomes: ScenarioOutcome[];
  /** Extra lines printed under the tables (e.g. the password KDF's parameters). */
  notes?: string[];
  /** Markdown shown before the scenario tables (the run at a glance). */
  summary?: string | undefined;
  /** Markdown shown after the notes (e.g. the same scenarios on another database). */
  extra?: string | undefined;
}

const HEADER = `# Resultados dos benchmarks (bench/RESULTS.md)

Gerado por \`npm run bench\` (autocannon contra o servidor já construído, com os dados de escala de
\`npm run seed:scale\`; veja bench/README.md). Cada execução acrescenta uma seção; a mais recente fica no topo.
Latências em milissegundos, medidas pelo cliente na mesma máquina (loopback).
`;
const MARKER = '<!-- execuções: a mais recente primeiro -->';

const ms = (value: number): string => value.toFixed(1);

/** The markdown table of one scenario's numbers (or why it was not measured). */
export function scenarioTable(outcome: ScenarioOutcome): string {
  if (outcome.status === 'refused') {
    return `**${outcome.scenario.name}**: não medido — ${outcome.reason.replace(/\s+/g, ' ')}`;
  }
  return [
    `**${outcome.scenario.name}** — ${outcome.connections} conexões, ${outcome.durationSeconds} s`,
    '',
    '| req/s (média) | p50 (ms) | p95 (ms) | p99 (ms) | requisições | erros | não-2xx |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${outcome.requestsPerSecondMean.toFixed(0)} | ${ms(outcome.latencyP50Ms)} | ${ms(outcome.latencyP95Ms)} | ${ms(outcome.latencyP99Ms)} | ${outcome.requestsTotal} | ${outcome.errors} | ${outcome.non2xx} |`,
  ].join('\n');
}

/** One dated section: date, machine, dataset, one table per scenario. */
export function renderSection(run: BenchRun): string {
  const { machine, dataset } = run;
  return [
    `## ${run.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    '',
    `- Máquina: ${machine.cpuModel} × ${machine.cpuCount} núcleos, ${machine.totalMemoryGiB.toFixed(1)} GiB de memória, ${machine.platform}`,
    `- Node ${machine.nodeVersion}; ${machine.postgresVersion}`,
    `- Dados: banco \`${dataset.database}\` com ${dataset.cargas.toLocaleString('pt-BR')} cargas`,
    ...(dataset.unidade ? [`- Quadro medido: ${dataset.unidade}`] : []),
    '',
    ...(run.summary ? [run.summary, ''] : []),
    ...run.outcomes.flatMap((outcome) => [scenarioTable(outcome), '']),
    ...(run.notes?.length ? [...run.notes.map((note) => `- ${note}`), ''] : []),
    ...(run.extra ? [run.extra, ''] : []),
  ].join('\n');
}

/** Writes `section` on top of the previous sections of `file` (newest first), keeping them all. */
export function prependSection(file: string, section: string): void {
  let previous = '';
  if (fs.existsSync(file)) {
    const text = fs.readFileSync(file, 'utf8');
    const markerAt = text.indexOf(MARKER);
    if (markerAt >= 0) previous = text.slice(markerAt + MARKER.length).trim();
    else {
      const firstSection = text.indexOf('\n## ');
      previous = firstSection >= 0 ? text.slice(firstSection + 1).trim() : '';
    }
  }
  const body = [HEADER, MARKER, '', section.trim(), ...(previous ? ['', previous] : [])].join('\n');
  fs.writeFileSync(file, `${body}\n`);
}

/** One page measured by Lighthouse (bench/run-lighthouse.ts): the median run of `scores`. */
export interface LighthousePage {
  name: string;
  /** The path after the origin, e.g. `/#/login`. */
  path: string;
  /** Performance score of every run (0–1); the figures below are those of the median run. */
  scores: number[];
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes on the wire (transfer sizes, headers included) and the number of requests. */
  transferBytes: number;
  requests: number;
  /** Opportunities and failed audits with estimated savings, largest first. */
  opportunities: { title: string; savingsMs: number; savingsBytes: number }[];
}

export interface LighthouseRun {
  startedAt: Date;
  lighthouseVersion: string;
  browser: string;
  /** A line about the machine (cores, load average). */
  machine: string;
  pages: LighthousePage[];
  notes?: string[];
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1).replace('.', ',')} KiB`;
const decimal = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',');

/** One dated section for `npm run bench:lighthouse`: a table of metrics per page, then its opportunities. */
export function renderLighthouseSection(run: LighthouseRun): string {
  const lines = [
    `## ${run.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC — Lighthouse (desktop)`,
    '',
    `- Lighthouse ${run.lighthouseVersion}, predefinição desktop (limitação simulada), ${run.browser}`,
    `- ${run.machine}`,
    '',
    '| página | desempenho | FCP | LCP | TBT | CLS | Speed Index | transferido | requisições |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...run.pages.map(
      (page) =>
        `| ${page.name} (\`${page.path}\`) | ${Math.round(page.score * 100)} (${page.scores.map((s) => Math.round(s * 100)).join(', ')}) | ${decimal(page.fcpMs / 1000, 2)} s | ${decimal(page.lcpMs / 1000, 2)} s | ${page.tbtMs.toFixed(0)} ms | ${decimal(page.cls, 3)} | ${decimal(page.speedIndexMs / 1000, 2)} s | ${kib(page.transferBytes)} | ${page.requests} |`,
    ),
    '',
  ];
  for (const page of run.pages) {
    lines.push(`Oportunidades em ${page.name}:`);
    if (page.opportunities.length === 0) lines.push('', '- nenhuma com economia estimada');
    else {
      lines.push('');
      for (const item of page.opportunities) {
        const savings = [
          ...(item.savingsMs > 0 ? [`~${item.savingsMs.toFixed(0)} ms`] : []),
          ...(item.savingsBytes > 0 ? [kib(item.savingsBytes)] : []),
        ];
        lines.push(`- ${item.title}${savings.length ? ` — ${savings.join(', ')}` : ''}`);
      }
    }
    lines.push('');
  }
  if (run.notes?.length) lines.push(...run.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
