import fs from 'node:fs';
import {
  Modalidade,
  TABELA_FRETE_COLUNAS,
  type TCotacaoFreteEntrada,
  type TCotacaoFreteResponse,
  TIPO_LOCAL_FRETE_LABELS,
  TipoTarifa,
  type TTabelaFrete,
  type TTabelaFreteRequest,
  type TTipoLocalFrete,
} from '@embarca/domain';
import writeXlsxFile from 'write-excel-file/node';
import type { Scenario, ScenarioRefusal } from './load-scenario';

/**
 * Issue 19's benchmark scenarios: (q) the freight quote against the scale tenant's active tables (made by
 * `seed:scale --tabelas-frete`, apps/api/src/seed/scale-tabelas-frete.ts) and (q1) the import of a
 * 20,000-row spreadsheet into a draft table, timed, with the API process's peak memory.
 */

/** The quote of (q): São Paulo/SP → Curitiba/PR, 12 t, 5 axles, general cargo — every scale table prices it. */
export const QUOTE_BODY: TCotacaoFreteEntrada = {
  origemIbge: '3550308',
  destinoIbge: '4106902',
  pesoKg: '12000',
  eixos: 5,
  tipoCargaAntt: 5,
};

/** Rows of the (q1) spreadsheet (issue 19: a 20,000-line table, the import's maximum). */
export const IMPORT_ROWS = 20_000;

/** The weight bands (kg) of each lane of the (q1) spreadsheet; the last one charges the excess per kg. */
const IMPORT_BANDS: readonly (readonly [number, number])[] = [
  [0, 1000],
  [1000.001, 5000],
  [5000.001, 10000],
  [10000.001, 20000],
  [20000.001, 32000],
];

/** The lanes (distinct) a spreadsheet needs for IMPORT_ROWS rows. */
export const IMPORT_LANES = Math.ceil(IMPORT_ROWS / IMPORT_BANDS.length);

/**
 * A lane end as a spreadsheet writes it: a UF ('SP'), a municipality by its IBGE code, a region by its name
 * (the import resolves each one as a person would type it).
 */
export interface FreightLane {
  origemTipo: TTipoLocalFrete;
  origem: string;
  destinoTipo: TTipoLocalFrete;
  destino: string;
}

/** What the scenarios know of the benchmark company's freight tables, read before the server starts. */
export interface FreightData {
  tabelasAtivas: number;
  linhasAtivas: number;
  /** Lanes of those tables for the (q1) spreadsheet (up to IMPORT_LANES). */
  lanes: FreightLane[];
}

/** The SQL that reads FreightData for the company of the user `$1` (PostgreSQL and PGlite alike). */
export const FREIGHT_DATA_SQL = {
  counts: `select count(distinct t.id)::int as tabelas, count(l.id)::int as linhas
             from tabelas_frete t
             join usuarios u on u.owner_id = t.owner_id and u.email = $1
             left join tabela_frete_linhas l on l.tabela_id = t.id
            where t.status = 2`,
  // Distinct lanes of the active tables, spread over all of them (ordered by a hash, not by table), regions
  // by name; CEP ranges left out (a spreadsheet writes them as text the scale tables never have).
  lanes: `select l.origem_tipo, coalesce(ro.nome, l.origem_valor) as origem,
                 l.destino_tipo, coalesce(rd.nome, l.destino_valor) as destino
            from (select distinct origem_tipo, origem_valor, destino_tipo, destino_valor
                    from tabela_frete_linhas l
                    join tabelas_frete t on t.id = l.tabela_id
                    join usuarios u on u.owner_id = t.owner_id and u.email = $1
                   where t.status = 2 and l.origem_tipo <> 4 and l.destino_tipo <> 4) l
            left join regioes_frete ro on l.origem_tipo = 1 and ro.id::text = l.origem_valor
            left join regioes_frete rd on l.destino_tipo = 1 and rd.id::text = l.destino_valor
           order by md5(l.origem_tipo || l.origem_valor || '>' || l.destino_tipo || l.destino_valor)
           limit ${IMPORT_LANES}`,
} as const;

export function freightLaneFromRow(row: {
  origem_tipo: number;
  origem: string;
  destino_tipo: number;
  destino: string;
}): FreightLane {
  return {
    origemTipo: row.origem_tipo as TTipoLocalFrete,
    origem: row.origem,
    destinoTipo: row.destino_tipo as TTipoLocalFrete,
    destino: row.destino,
  };
}

const brl = (value: string | undefined) =>
  value === undefined ? '—' : `R$ ${Number(value).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;

/**
 * (q): one quote first — an error answer or a quote with no price refuses the scenario (a benchmark of an
 * empty answer measures nothing) — then the scenario for the load run. A note tells the prices per quote.
 */
export async function freightQuoteScenario(
  baseUrl: string,
  name: string,
  token: string,
  data: FreightData | undefined,
  notes: string[],
): Promise<Scenario | ScenarioRefusal> {
  const scenario: Scenario = {
    name,
    url: `${baseUrl}/api/tabela-frete/cotacao`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: QUOTE_BODY,
  };
  const response = await fetch(scenario.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(QUOTE_BODY),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) {
    return { status: 'refused', scenario, reason: `HTTP ${response.status} na primeira requisição: ${text}` };
  }
  const cotacao = JSON.parse(text) as TCotacaoFreteResponse;
  const tabelas = data
    ? `${data.tabelasAtivas.toLocaleString('pt-BR')} tabelas ativas, ${data.linhasAtivas.toLocaleString('pt-BR')} linhas`
    : 'tabelas não lidas';
  if (cotacao.precos.length === 0) {
    return {
      status: 'refused',
      scenario,
      reason: `a cotação não devolveu nenhum preço (${tabelas} na empresa do benchmark): rode 'npm run seed:scale' com --tabelas-frete (bench/README.md)`,
    };
  }
  const totais = cotacao.precos.map((preco) => preco.total);
  notes.push(
    `Cotação (q): ${cotacao.precos.length} preços por cotação (${tabelas} em ${cotacao.origem.nome}/${cotacao.origem.uf} → ` +
      `${cotacao.destino.nome}/${cotacao.destino.uf}, ${Number(QUOTE_BODY.pesoKg).toLocaleString('pt-BR')} kg, ` +
      `${QUOTE_BODY.eixos} eixos, ${cotacao.distanciaKm} km${cotacao.distanciaEstimada ? ' estimados' : ''}); ` +
      `do menor ao maior total: ${brl(totais[0])} a ${brl(totais[totais.length - 1])}; ` +
      `resposta de ${Math.round(Buffer.byteLength(text) / 1024)} KiB.`,
  );
  return scenario;
}

/**
 * The (q1) spreadsheet: sheet 'Dados', the import's header and `IMPORT_ROWS` rows — each lane with
 * IMPORT_BANDS weight bands, prices growing with the band, the last band with an excess per kg, a delivery
 * time per lane — built in memory.
 */
export async function freightSpreadsheet(lanes: readonly FreightLane[]): Promise<Buffer> {
  if (lanes.length * IMPORT_BANDS.length < IMPORT_ROWS) {
    throw new Error(
      `a empresa do benchmark tem ${lanes.length} rotas distintas nas tabelas ativas; a planilha de ` +
        `${IMPORT_ROWS} linhas precisa de ${IMPORT_LANES}: rode 'npm run seed:scale' com --tabelas-frete`,
    );
  }
  const rows = lanes.flatMap((lane, index) => {
    // A price level per lane (deterministic): R$ 350 … R$ 1,150 for the first band.
    const base = 350 + ((index * 7919) % 800);
    const prazo = 1 + (index % 6);
    return IMPORT_BANDS.map(([inicio, fim], band) => [
      TIPO_LOCAL_FRETE_LABELS[lane.origemTipo],
      lane.origem,
      TIPO_LOCAL_FRETE_LABELS[lane.destinoTipo],
      lane.destino,
      null,
      inicio,
      fim,
      Math.round(base * (1 + band * 0.85) * 100) / 100,
      band === IMPORT_BANDS.length - 1 ? Math.round((base / 2500) * 10000) / 10000 : null,
      prazo,
    ]);
  });
  return writeXlsxFile([[...TABELA_FRETE_COLUNAS], ...rows.slice(0, IMPORT_ROWS)], {
    sheet: 'Dados',
  }).toBuffer();
}

/** The draft table the spreadsheet goes into (a company's own fleet, per-trip prices by band). */
function draftTable(): TTabelaFreteRequest {
  return {
    nome: `Benchmark importação ${new Date().toISOString()}`,
    transportadoraEmpresaId: null,
    modalidade: Modalidade.Compartilhada,
    tipoTarifa: TipoTarifa.Fixo,
    naoOfertarAbaixoDoPiso: false,
    tabelaAntt: 'A',
    tipoCargaAntt: 5,
    vigenciaInicio: new Date().toISOString().slice(0, 10),
    observacoes: 'npm run bench (q1): excluída depois da medida',
  };
}

/** The resident memory of a process (Linux `/proc/<pid>/status`), sampled while an operation runs. */
export interface MemorySample {
  /** VmRSS when the sampling started and when it stopped (MiB). */
  beforeMiB: number;
  afterMiB: number;
  /** The highest resident size seen: VmHWM after resetting it at the start, or the highest sample. */
  peakMiB: number;
  /** How the peak was read. */
  method: string;
}

function readStatusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples the process's VmRSS every `intervalMs` until `stop()`. The peak is the kernel's VmHWM (the
 * high-water mark), reset first through `/proc/<pid>/clear_refs` (5) so it covers only this operation; when
 * the reset is refused, the highest sample.
 */
export function sampleMemory(pid: number, intervalMs = 20): { stop(): MemorySample } {
  const before = readStatusKiB(pid, 'VmRSS') ?? 0;
  let hwmReset = false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    hwmReset = false;
  }
  let highest = before;
  const timer = setInterval(() => {
    highest = Math.max(highest, readStatusKiB(pid, 'VmRSS') ?? 0);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const after = readStatusKiB(pid, 'VmRSS') ?? 0;
      highest = Math.max(highest, after);
      const hwm = hwmReset ? readStatusKiB(pid, 'VmHWM') : undefined;
      const mib = (kib: number) => kib / 1024;
      return {
        beforeMiB: mib(before),
        afterMiB: mib(after),
        peakMiB: mib(Math.max(highest, hwm ?? 0)),
        method:
          hwm === undefined
            ? `maior VmRSS amostrado a cada ${intervalMs} ms`
            : `VmHWM de /proc/<pid>/status, zerado (clear_refs) antes da importação`,
      };
    },
  };
}

/** (q1) measured: the import's time and the server's memory. */
export interface ImportMeasure {
  status: 'measured';
  name: string;
  rows: number;
  fileBytes: number;
  buildSeconds: number;
  seconds: number;
  memory: MemorySample;
}

async function apiJson<T>(
  url: string,
  init: RequestInit & { what: string },
): Promise<{ ok: true; body: T } | { ok: false; reason: string }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(600_000) });
  const text = await response.text();
  if (!response.ok) return { ok: false, reason: `${init.what} → HTTP ${response.status}: ${text}` };
  return { ok: true, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * (q1): builds the spreadsheet, creates a draft table, posts the file to its import (multipart field
 * `file`) timing the answer while sampling the server's memory (`serverPid`), checks the draft has every
 * row, and deletes the draft (the dataset stays as it was). Any error answer refuses the scenario with the
 * body as the API sent it.
 */
export async function measureFreightImport(
  baseUrl: string,
  name: string,
  token: string,
  serverPid: number | undefined,
  data: FreightData | undefined,
): Promise<ImportMeasure | ScenarioRefusal> {
  const scenario: Scenario = {
    name,
    url: `${baseUrl}/api/tabela-frete/tabelas/{id}/importacao`,
    method: 'POST',
  };
  const refuse = (reason: string): ScenarioRefusal => ({ status: 'refused', scenario, reason });
  if (serverPid === undefined) return refuse('o processo do servidor não tem pid');
  const headers = { authorization: `Bearer ${token}` };
  const buildStarted = performance.now();
  let file: Buffer;
  try {
    file = await freightSpreadsheet(data?.lanes ?? []);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  const buildSeconds = (performance.now() - buildStarted) / 1000;

  const draft = await apiJson<TTabelaFrete>(`${baseUrl}/api/tabela-frete/tabelas`, {
    what: 'POST /api/tabela-frete/tabelas',
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(draftTable()),
  });
  if (!draft.ok) return refuse(draft.reason);
  const tabelaUrl = `${baseUrl}/api/tabela-frete/tabelas/${draft.body.id}`;
  try {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(file)], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      'tabela-frete-20000.xlsx',
    );
    const memory = sampleMemory(serverPid);
    const started = performance.now();
    const imported = await apiJson<{ message: string; tabela: TTabelaFrete }>(`${tabelaUrl}/importacao`, {
      what: `POST /api/tabela-frete/tabelas/{id}/importacao (${IMPORT_ROWS} linhas)`,
      method: 'POST',
      headers,
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    const sample = memory.stop();
    if (!imported.ok) return refuse(imported.reason);
    if (imported.body.tabela.qtdLinhas !== IMPORT_ROWS) {
      return refuse(
        `a importação respondeu 2xx, mas o rascunho ficou com ${imported.body.tabela.qtdLinhas} linhas (esperadas ${IMPORT_ROWS})`,
      );
    }
    return {
      status: 'measured',
      name,
      rows: IMPORT_ROWS,
      fileBytes: file.length,
      buildSeconds,
      seconds,
      memory: sample,
    };
  } finally {
    await fetch(tabelaUrl, { method: 'DELETE', headers }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
  }
}

const mib = (value: number) => `${Math.round(value).toLocaleString('pt-BR')} MiB`;
const seconds = (value: number) => `${value.toFixed(1).replace('.', ',')} s`;

/** One line of the summary's (q1) table: the time and the server's memory. */
export function importFigures(measure: ImportMeasure): string {
  return `${seconds(measure.seconds)}; pico de RSS ${mib(measure.memory.peakMiB)} (antes ${mib(measure.memory.beforeMiB)}, depois ${mib(measure.memory.afterMiB)})`;
}

/** The note under the tables: what was imported and how the memory was read. */
export function importNote(database: string, measure: ImportMeasure): string {
  return (
    `Importação (q1) no ${database}: ${measure.rows.toLocaleString('pt-BR')} linhas (${IMPORT_LANES.toLocaleString('pt-BR')} rotas × ` +
    `${IMPORT_BANDS.length} faixas de peso; municípios pelo código IBGE, regiões pelo nome), arquivo de ` +
    `${Math.round(measure.fileBytes / 1024).toLocaleString('pt-BR')} KiB montado em ${seconds(measure.buildSeconds)} ` +
    `(write-excel-file, fora da medida): ${importFigures(measure)} — memória do processo da API: ${measure.memory.method}; ` +
    'o rascunho é excluído depois.'
  );
}

/** The summary's table of (q1): one row, PostgreSQL and (when measured) PGlite. */
export function importTable(postgres: ImportMeasure | undefined, pglite: ImportMeasure | undefined): string {
  const name = postgres?.name ?? pglite?.name ?? '(q1)';
  return [
    '| operação | PostgreSQL | PGlite |',
    '| --- | --- | --- |',
    `| ${name} | ${postgres ? importFigures(postgres) : '—'} | ${pglite ? importFigures(pglite) : '—'} |`,
  ].join('\n');
}
