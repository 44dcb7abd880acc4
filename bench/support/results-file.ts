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
    ...run.outcomes.flatMap((outcome) => [scenarioTable(outcome), '']),
    ...(run.notes?.length ? [...run.notes.map((note) => `- ${note}`), ''] : []),
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
