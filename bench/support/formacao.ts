// Issue 21's scenarios (bench/README.md): load formation on the orders of `seed:scale --pedidos-por-unidade`
// (apps/api/src/seed/scale-formacao.ts) — (f0) the formation screen's first page under load, (f1) linking an
// order to a draft, (f2) importing a 5,000-row sheet (seconds and the API's peak memory), (f3) the route
// planner with 200 stops and 5 vehicles. PostgreSQL only: the PGlite dataset has no orders.
import { TipoFrete } from '@embarca/domain';
import { planilhaDePedidosDemo } from '../../apps/api/src/seed/gerar-planilha-pedidos-demo';
import { PREFIXO_PEDIDOS_BENCH } from '../../apps/api/src/seed/scale-formacao';
import {
  type LoadOptions,
  percentile,
  type Scenario,
  type ScenarioMeasure,
  type ScenarioOutcome,
  type ScenarioRefusal,
} from './load-scenario';
import { benchRoteirizador, instanciaRoteirizador } from './roteirizador-bench';
import { type MemorySample, sampleMemory } from './tabelas-frete';

/** The scenarios' names; the code in parentheses is what `--only` takes. */
export const FORMATION_NAMES = {
  page: '(f0) GET /api/formacao/pedido/listar (formar cargas, 1ª página: os pedidos abertos mais novos da unidade e o total)',
  link: '(f1) POST /api/formacao/minuta/{id}/pedido/{pedidoId} (vincular um pedido aberto diferente a cada requisição a uma minuta)',
  import:
    '(f2) POST /api/formacao/pedido/xlsx?confirmar=true (planilha .xlsx de 5.000 pedidos, tudo ou nada: segundos e pico de RSS da API)',
  planner:
    '(f3) roteirizador: 200 paradas, 5 veículos (planejarRotas no processo do benchmark; POST /api/formacao/roteirizador/planejar uma vez)',
} as const;

/** (f1): drafts linked at the same time (one client each, sequential requests) and orders per draft. */
const LINK_DRAFTS = 5;
const LINKS_PER_DRAFT = 100;
/** (f1): how many of the first and of the last links of each draft the notes compare. */
const GROWTH_WINDOW = 20;
/** (f1): links made (and undone) before the measure, in a draft of their own. */
const LINK_WARMUP = 20;
/** (f2): rows of the sheet. */
export const ORDERS_IMPORT_ROWS = 5_000;
/** (f2): the server's memory, sampled this often while the import runs. */
const MEMORY_SAMPLE_MS = 100;
/** Issue 21: the planner with 200 stops and 5 vehicles under 1 s. */
export const PLANNER_TARGET_MS = 1_000;
/** POST /pedido/delete-many takes at most this many ids (PEDIDO_LIMITES.excluirEmLoteMaximo). */
const DELETE_CHUNK = 500;

interface OpenOrder {
  id: string;
  codigo: string;
  tipoFrete: number;
  dhColeta: string | null;
  origem: { latitude: number | null; longitude: number | null } | null;
  destino: { latitude: number | null; longitude: number | null } | null;
}
interface OpenOrdersPage {
  items: OpenOrder[];
  total: number;
}

type Call<T> = { ok: true; body: T; text: string } | { ok: false; reason: string };

async function call<T>(
  url: string,
  init: RequestInit & { what: string },
  timeoutMs = 600_000,
): Promise<Call<T>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (!response.ok)
      return { ok: false, reason: `${init.what} → HTTP ${response.status}: ${text.slice(0, 500)}` };
    return { ok: true, body: (text ? JSON.parse(text) : undefined) as T, text };
  } catch (error) {
    return { ok: false, reason: `${init.what}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('pt-BR')} KiB`;
const seconds = (value: number) => `${value.toFixed(1).replace('.', ',')} s`;
const mib = (value: number) => `${Math.round(value).toLocaleString('pt-BR')} MiB`;
const msText = (value: number) => `${Math.round(value).toLocaleString('pt-BR')} ms`;

function openOrders(baseUrl: string, headers: Record<string, string>) {
  return call<OpenOrdersPage>(`${baseUrl}/api/formacao/pedido/listar`, {
    what: 'GET /api/formacao/pedido/listar',
    headers,
  });
}

// ------------------------------------------------------------------------------------------------ (f0)

/**
 * (f0): one request first — a unit without open orders is not measured (`seed:scale -- --pedidos-por-unidade
 * 10000`); its total, page size and bytes go to the notes.
 */
export async function formationPageScenario(
  baseUrl: string,
  headers: Record<string, string>,
  notes: string[],
): Promise<Scenario | ScenarioRefusal> {
  const scenario: Scenario = {
    name: FORMATION_NAMES.page,
    url: `${baseUrl}/api/formacao/pedido/listar`,
    headers,
  };
  const first = await openOrders(baseUrl, headers);
  if (!first.ok) return { status: 'refused', scenario, reason: first.reason };
  if (first.body.total === 0) {
    return {
      status: 'refused',
      scenario,
      reason:
        'a unidade do benchmark não tem pedidos abertos: rode `npm run seed:scale -- --pedidos-por-unidade 10000` (bench/README.md)',
    };
  }
  const compressed = await fetch(scenario.url, { headers: { ...headers, 'accept-encoding': 'gzip, br' } });
  const wire = Number(compressed.headers.get('content-length') ?? 0);
  await compressed.arrayBuffer();
  notes.push(
    `Formar cargas (f0): ${first.body.total.toLocaleString('pt-BR')} pedidos abertos na unidade; a página traz ` +
      `${first.body.items.length} (os mais novos) e o total; resposta de ${kib(Buffer.byteLength(first.text))}` +
      (wire > 0 ? ` (${kib(wire)} com ${compressed.headers.get('content-encoding') ?? 'compressão'})` : '') +
      ' — o autocannon não envia accept-encoding: (f0) mede a resposta sem compressão.',
  );
  return scenario;
}

// ------------------------------------------------------------------------------------------------ (f1)

/** An order the drafting rules accept beside the others of the page: coordinates, a pickup date, not FOB. */
function draftable(order: OpenOrder, origin: OpenOrder['origem']): boolean {
  const has = (point: OpenOrder['origem']) =>
    typeof point?.latitude === 'number' && typeof point.longitude === 'number';
  return (
    order.tipoFrete !== TipoFrete.FOB &&
    !!order.dhColeta &&
    has(order.origem) &&
    has(order.destino) &&
    order.origem?.latitude === origin?.latitude &&
    order.origem?.longitude === origin?.longitude
  );
}

/**
 * (f1): `LINK_DRAFTS` empty drafts (POST /minuta, one after the other), then `LINK_DRAFTS` clients at once, each linking
 * `LINKS_PER_DRAFT` different open orders (the newest 500 of the orders search: same origin, CIF) to its own draft, one
 * request after the other, each timed (a sequential loop per client, not autocannon: every request needs an
 * order nobody linked yet). The drafts grow from 0 to `LINKS_PER_DRAFT` orders during the run, and each answer
 * is the whole draft (its orders, totals and available freight tables). Before the measure, `LINK_WARMUP`
 * links in a draft of their own, removed. At the end (also on error) every draft is removed (DELETE
 * /minuta/{id}): the orders go back to the pool, and the next run sees the same open orders.
 */
export async function measureDraftLinking(
  baseUrl: string,
  headers: Record<string, string>,
  notes: string[],
): Promise<ScenarioOutcome> {
  const scenario: Scenario = {
    name: FORMATION_NAMES.link,
    url: `${baseUrl}/api/formacao/minuta/{id}/pedido/{pedidoId}`,
    method: 'POST',
    headers,
  };
  const refuse = (reason: string): ScenarioRefusal => ({ status: 'refused', scenario, reason });
  // The open orders to link, newest first, through the orders search (the formation page holds fewer).
  const wanted = LINK_DRAFTS * LINKS_PER_DRAFT;
  const items: OpenOrdersPage['items'] = [];
  for (let pagina = 1; items.length < wanted; pagina++) {
    const page = await call<OpenOrdersPage>(`${baseUrl}/api/formacao/pedido/search`, {
      what: 'POST /api/formacao/pedido/search',
      method: 'POST',
      headers: json(headers),
      body: JSON.stringify({
        situacoes: [1],
        qtdItem: 100,
        page: pagina,
        ordem: 'dhCriacaoPedido',
        direcao: 1,
      }),
    });
    if (!page.ok) return refuse(page.reason);
    items.push(...page.body.items);
    if (page.body.items.length < 100) break;
  }
  const antes = await openOrders(baseUrl, headers);
  if (!antes.ok) return refuse(antes.reason);
  const origin = items[0]?.origem ?? null;
  const ids = items.filter((order) => draftable(order, origin)).map((order) => order.id);
  if (ids.length < wanted) {
    return refuse(
      `a unidade tem ${ids.length} pedidos abertos que entram juntos numa minuta (precisa de ${wanted}): ` +
        'rode `npm run seed:scale -- --pedidos-por-unidade 10000` (bench/README.md)',
    );
  }
  const drafts: string[] = [];
  const createDraft = async () => {
    const created = await call<{ id: string }>(`${baseUrl}/api/formacao/minuta`, {
      what: 'POST /api/formacao/minuta',
      method: 'POST',
      headers,
    });
    if (!created.ok) throw new Error(created.reason);
    drafts.push(created.body.id);
    return created.body.id;
  };
  const removeDraft = async (id: string) => {
    const removed = await call(`${baseUrl}/api/formacao/minuta/${id}`, {
      what: `DELETE /api/formacao/minuta/${id}`,
      method: 'DELETE',
      headers,
    });
    if (removed.ok) drafts.splice(drafts.indexOf(id), 1);
    return removed;
  };
  const link = (draft: string, order: string) =>
    call(`${baseUrl}/api/formacao/minuta/${draft}/pedido/${order}`, {
      what: `POST /api/formacao/minuta/{id}/pedido/{pedidoId}`,
      method: 'POST',
      headers,
    });

  const latencies: number[] = [];
  // The drafts grow during the run: the times of the first and of the last links of each draft, apart.
  const early: number[] = [];
  const late: number[] = [];
  let elapsedMs = 0;
  let failure: string | undefined;
  try {
    const warm = await createDraft();
    for (const id of ids.slice(0, LINK_WARMUP)) {
      const linked = await link(warm, id);
      if (!linked.ok) return refuse(`aquecimento: ${linked.reason}`);
    }
    const unlinked = await removeDraft(warm);
    if (!unlinked.ok) return refuse(unlinked.reason);

    // One after the other: POST /minuta numbers a draft max(numero) + 1 with no lock, and two at once collide
    // on minutas_owner_numero_uq (HTTP 500).
    const mine: string[] = [];
    for (let draft = 0; draft < LINK_DRAFTS; draft += 1) mine.push(await createDraft());
    const started = performance.now();
    await Promise.all(
      mine.map(async (draft, client) => {
        const own = ids.slice(client * LINKS_PER_DRAFT, (client + 1) * LINKS_PER_DRAFT);
        for (const [position, id] of own.entries()) {
          if (failure) return;
          const sent = performance.now();
          const linked = await link(draft, id);
          if (!linked.ok) {
            failure ??= linked.reason;
            return;
          }
          const ms = performance.now() - sent;
          latencies.push(ms);
          if (position < GROWTH_WINDOW) early.push(ms);
          if (position >= own.length - GROWTH_WINDOW) late.push(ms);
        }
      }),
    );
    elapsedMs = performance.now() - started;
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  } finally {
    for (const draft of [...drafts]) {
      const removed = await removeDraft(draft);
      if (!removed.ok) failure ??= `limpeza: ${removed.reason}`;
    }
  }
  if (failure) return refuse(failure);
  const after = await openOrders(baseUrl, headers);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    ).toFixed(1);
  notes.push(
    `Vincular pedidos (f1): ${LINK_DRAFTS} minutas vazias criadas antes (POST /minuta), ${LINK_DRAFTS} clientes ao mesmo tempo, ` +
      `cada um vinculando ${LINKS_PER_DRAFT} pedidos abertos diferentes à sua minuta, uma requisição depois da outra ` +
      `(as ${latencies.length} medidas; a minuta cresce de 0 a ${LINKS_PER_DRAFT} pedidos e cada resposta é a minuta inteira: ` +
      `p50 dos ${GROWTH_WINDOW} primeiros vínculos de cada minuta ${median(early)} ms, dos ${GROWTH_WINDOW} últimos ${median(late)} ms); ` +
      `antes, ${LINK_WARMUP} vínculos de aquecimento numa minuta à parte. As minutas são removidas no fim ` +
      `(DELETE /minuta/{id}: os pedidos voltam à lista) — pedidos abertos na unidade antes ${antes.body.total.toLocaleString('pt-BR')}, ` +
      `depois ${after.ok ? after.body.total.toLocaleString('pt-BR') : `não lido (${after.reason})`}.`,
  );
  const sorted = latencies.sort((a, b) => a - b);
  const measure: ScenarioMeasure = {
    status: 'measured',
    scenario: { ...scenario, connections: LINK_DRAFTS },
    connections: LINK_DRAFTS,
    durationSeconds: Math.round(elapsedMs / 100) / 10,
    requestsTotal: sorted.length,
    requestsPerSecondMean: sorted.length / (elapsedMs / 1000),
    latencyP50Ms: percentile(sorted, 50),
    latencyP95Ms: percentile(sorted, 95),
    latencyP99Ms: percentile(sorted, 99),
    errors: 0,
    non2xx: 0,
  };
  return measure;
}

// ------------------------------------------------------------------------------------------------ (f2)

export interface OrdersImportMeasure {
  status: 'measured';
  name: string;
  rows: number;
  fileBytes: number;
  buildSeconds: number;
  seconds: number;
  memory: MemorySample;
  cleanupSeconds: number;
}

/** The ids of the orders whose code starts with `prefix` (POST /pedido/search, pages of 100), up to `max`. */
async function ordersCoded(
  baseUrl: string,
  headers: Record<string, string>,
  prefix: string,
  max: number,
): Promise<Call<string[]>> {
  const ids: string[] = [];
  for (let page = 1; ids.length < max; page += 1) {
    const found = await call<{ items: { id: string; codigo: string }[] }>(
      `${baseUrl}/api/formacao/pedido/search`,
      {
        what: 'POST /api/formacao/pedido/search',
        method: 'POST',
        headers: json(headers),
        body: JSON.stringify({ query: prefix, qtdItem: 100, page, ordem: 'codigo', direcao: 0 }),
      },
    );
    if (!found.ok) return found;
    ids.push(...found.body.items.filter((item) => item.codigo.startsWith(prefix)).map((item) => item.id));
    if (found.body.items.length < 100) break;
  }
  return { ok: true, body: ids.slice(0, max), text: '' };
}

/** Deletes the orders coded `prefix…` in chunks of 500 (POST /pedido/delete-many); how many were deleted. */
async function deleteOrdersCoded(
  baseUrl: string,
  headers: Record<string, string>,
  prefix: string,
): Promise<Call<number>> {
  let deleted = 0;
  for (;;) {
    const ids = await ordersCoded(baseUrl, headers, prefix, DELETE_CHUNK);
    if (!ids.ok) return ids;
    if (ids.body.length === 0) return { ok: true, body: deleted, text: '' };
    const removed = await call<{ excluidos: string[]; falhas: { message: string }[] }>(
      `${baseUrl}/api/formacao/pedido/delete-many`,
      {
        what: 'POST /api/formacao/pedido/delete-many',
        method: 'POST',
        headers: json(headers),
        body: JSON.stringify({ ids: ids.body }),
      },
    );
    if (!removed.ok) return removed;
    if (removed.body.excluidos.length === 0) {
      return {
        ok: false,
        reason: `delete-many não excluiu nenhum pedido: ${removed.body.falhas[0]?.message ?? '?'}`,
      };
    }
    deleted += removed.body.excluidos.length;
  }
}

/**
 * (f2): builds a 5,000-row sheet in memory (the demo sheet's writer, codes `BENCH-IMP-<run>-…`, unique per
 * run), posts it to POST /pedido/xlsx?confirmar=true (multipart field `file`) timing the answer while
 * sampling the server's memory (`serverPid`; VmHWM reset first, else VmRSS every 100 ms), checks the count,
 * then deletes the imported orders (POST /pedido/delete-many, chunks of 500): the data stays as it was.
 */
export async function measureOrdersImport(
  baseUrl: string,
  headers: Record<string, string>,
  serverPid: number | undefined,
): Promise<OrdersImportMeasure | ScenarioRefusal> {
  const scenario: Scenario = {
    name: FORMATION_NAMES.import,
    url: `${baseUrl}/api/formacao/pedido/xlsx?confirmar=true`,
    method: 'POST',
  };
  const refuse = (reason: string): ScenarioRefusal => ({ status: 'refused', scenario, reason });
  if (serverPid === undefined) return refuse('o processo do servidor não tem pid');
  const prefix = `${PREFIXO_PEDIDOS_BENCH}-${Date.now().toString(36).toUpperCase()}`;
  const buildStarted = performance.now();
  const file = await planilhaDePedidosDemo({
    n: ORDERS_IMPORT_ROWS,
    prefixo: prefix,
    inicio: new Date(Date.now() + 86_400_000),
    semente: 2_121,
  });
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(file)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `pedidos-${ORDERS_IMPORT_ROWS}.xlsx`,
  );
  let measured: OrdersImportMeasure | ScenarioRefusal;
  const memory = sampleMemory(serverPid, MEMORY_SAMPLE_MS);
  const started = performance.now();
  const imported = await call<{ importados: number; message: string }>(scenario.url, {
    what: `POST /api/formacao/pedido/xlsx?confirmar=true (${ORDERS_IMPORT_ROWS} linhas)`,
    method: 'POST',
    headers,
    body: form,
  });
  const elapsed = (performance.now() - started) / 1000;
  const sample = memory.stop();
  if (!imported.ok) measured = refuse(imported.reason);
  else if (imported.body.importados !== ORDERS_IMPORT_ROWS) {
    measured = refuse(
      `a importação respondeu 2xx com ${imported.body.importados} pedidos (esperados ${ORDERS_IMPORT_ROWS}): ${imported.body.message}`,
    );
  } else {
    measured = {
      status: 'measured',
      name: FORMATION_NAMES.import,
      rows: ORDERS_IMPORT_ROWS,
      fileBytes: file.length,
      buildSeconds,
      seconds: elapsed,
      memory: sample,
      cleanupSeconds: 0,
    };
  }
  // All or nothing: after a refusal there is normally nothing to delete, but a partial write would show here.
  const cleanupStarted = performance.now();
  const deleted = await deleteOrdersCoded(baseUrl, headers, prefix);
  if (!deleted.ok) return refuse(`limpeza dos pedidos importados: ${deleted.reason}`);
  if (measured.status === 'measured') {
    if (deleted.body !== ORDERS_IMPORT_ROWS) {
      return refuse(`a limpeza excluiu ${deleted.body} pedidos importados (esperados ${ORDERS_IMPORT_ROWS})`);
    }
    measured.cleanupSeconds = (performance.now() - cleanupStarted) / 1000;
  }
  return measured;
}

// ------------------------------------------------------------------------------------------------ (f3)

export interface PlannerMeasure {
  paradas: number;
  atendidas: number;
  veiculos: number;
  /** Average of 5 runs after a warm-up, in the benchmark's process. */
  ms: number;
  distanciaKm: number;
  /** The same instance through the API: the first (cold) and the second request, client-side. */
  http?: { firstMs: number; secondMs: number; distanciaKm: number; bytes: number };
}

/**
 * (f3): `benchRoteirizador()` (bench/support/roteirizador-bench.ts: the seeded 200-stop, 5-vehicle instance,
 * planned by the domain's `planejarRotas` in this process — a warm-up, then the average of 5 runs), then the
 * same instance posted twice to POST /api/formacao/roteirizador/planejar (the first request cold).
 */
export async function measurePlanner(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ measure: PlannerMeasure; refusal?: ScenarioRefusal }> {
  const local = await benchRoteirizador();
  const entrada = instanciaRoteirizador();
  const measure: PlannerMeasure = {
    paradas: entrada.paradas.length,
    atendidas: local.paradas,
    veiculos: local.veiculos,
    ms: local.ms,
    distanciaKm: local.distanciaKm,
  };
  const url = `${baseUrl}/api/formacao/roteirizador/planejar`;
  const times: number[] = [];
  let answer: Call<{ distanciaTotalM: number }> | undefined;
  for (let request = 0; request < 2; request += 1) {
    const sent = performance.now();
    answer = await call<{ distanciaTotalM: number }>(url, {
      what: 'POST /api/formacao/roteirizador/planejar',
      method: 'POST',
      headers: json(headers),
      body: JSON.stringify(entrada),
    });
    times.push(performance.now() - sent);
    if (!answer.ok) {
      return {
        measure,
        refusal: {
          status: 'refused',
          scenario: { name: FORMATION_NAMES.planner, url, method: 'POST' },
          reason: answer.reason,
        },
      };
    }
  }
  if (answer?.ok) {
    measure.http = {
      firstMs: times[0] ?? 0,
      secondMs: times[1] ?? 0,
      distanciaKm: Math.round(answer.body.distanciaTotalM / 100) / 10,
      bytes: Buffer.byteLength(answer.text),
    };
  }
  return { measure };
}

// ----------------------------------------------------------------------------------------- the summary

/** What (f2) and (f3) measured (they are not load runs: a table of their own in the summary). */
export interface FormationExtras {
  ordersImport?: OrdersImportMeasure | undefined;
  planner?: PlannerMeasure | undefined;
}

function importFigures(measure: OrdersImportMeasure): string {
  return (
    `${seconds(measure.seconds)}; pico de RSS ${mib(measure.memory.peakMiB)} ` +
    `(antes ${mib(measure.memory.beforeMiB)}, depois ${mib(measure.memory.afterMiB)})`
  );
}

function plannerFigures(measure: PlannerMeasure): string {
  const http = measure.http
    ? `; HTTP: 1ª ${msText(measure.http.firstMs)}, 2ª ${msText(measure.http.secondMs)}`
    : '';
  return (
    `${msText(measure.ms)} (média de 5, no processo); ${measure.atendidas}/${measure.paradas} paradas em ` +
    `${measure.veiculos} rotas, ${measure.distanciaKm.toLocaleString('pt-BR')} km${http}`
  );
}

/** The summary's lines for (f2) and (f3): their table and the planner's target. */
export function formationSummary(extras: FormationExtras | undefined): string[] {
  if (!extras?.ordersImport && !extras?.planner) return [];
  const rows = [
    ...(extras.ordersImport
      ? [`| ${extras.ordersImport.name} | ${importFigures(extras.ordersImport)} |`]
      : []),
    ...(extras.planner ? [`| ${FORMATION_NAMES.planner} | ${plannerFigures(extras.planner)} |`] : []),
  ];
  return [
    '| operação (formação de cargas, PostgreSQL) | medida |',
    '| --- | --- |',
    ...rows,
    '',
    ...(extras.planner ? [`- ${plannerTargetLine(extras.planner)}`, ''] : []),
  ];
}

/** Issue 21's target for the planner (the only one it gives for load formation). */
export function plannerTargetLine(measure: PlannerMeasure): string {
  const met = measure.ms < PLANNER_TARGET_MS;
  return (
    `Meta: (f3) roteirizador com ${measure.paradas} paradas e 5 veículos < ${PLANNER_TARGET_MS.toLocaleString('pt-BR')} ms (issue 21) — ` +
    `${met ? 'atingida' : 'NÃO atingida'} (${msText(measure.ms)}).`
  );
}

function importNote(measure: OrdersImportMeasure): string {
  return (
    `Importação de pedidos (f2): ${measure.rows.toLocaleString('pt-BR')} linhas (o gerador da planilha de demonstração: ` +
    `13 destinos em SP, PR, MG e RJ geocodificados pela cidade, CIF/FOB/FOB dirigido, códigos únicos por execução), ` +
    `arquivo de ${kib(measure.fileBytes)} montado em ${seconds(measure.buildSeconds)} (fora da medida): ${importFigures(measure)} — ` +
    `memória do processo da API: ${measure.memory.method}; ` +
    `os pedidos importados são excluídos depois (POST /pedido/delete-many, lotes de ${DELETE_CHUNK}: ${seconds(measure.cleanupSeconds)}).`
  );
}

function plannerNote(measure: PlannerMeasure): string {
  return (
    `Roteirizador (f3): a instância de bench/support/roteirizador-bench.ts (200 paradas no interior de SP por um gerador ` +
    `com semente, 5 veículos de 15 a 25 t, depósito na capital), ${plannerFigures(measure)}` +
    (measure.http
      ? `; pela API a mesma instância dá ${measure.http.distanciaKm.toLocaleString('pt-BR')} km, resposta de ${kib(measure.http.bytes)}`
      : '') +
    '.'
  );
}

/** The run's hooks into the suite (run-bench.ts): which codes run, the load runner, and where outcomes go. */
export interface FormationContext {
  baseUrl: string;
  headers: Record<string, string>;
  serverPid: number | undefined;
  selected: (name: string) => boolean;
  measure: (scenario: Scenario, options?: LoadOptions) => Promise<void>;
  record: (outcome: ScenarioOutcome) => void;
  notes: string[];
}

/** (f0)–(f3) in order; (f1) and (f2) leave the orders as they found them. */
export async function runFormation(context: FormationContext): Promise<FormationExtras> {
  const { baseUrl, headers, notes } = context;
  const extras: FormationExtras = {};
  const log = (note: string | undefined) => note && console.log(`\n${note}`);
  if (context.selected(FORMATION_NAMES.page)) {
    const page = await formationPageScenario(baseUrl, headers, notes);
    if ('status' in page) context.record(page);
    else await context.measure(page);
  }
  if (context.selected(FORMATION_NAMES.link)) {
    const linked = await measureDraftLinking(baseUrl, headers, notes);
    context.record(linked);
    if (linked.status === 'measured') log(notes[notes.length - 1]);
  }
  if (context.selected(FORMATION_NAMES.import)) {
    const imported = await measureOrdersImport(baseUrl, headers, context.serverPid);
    if (imported.status === 'refused') context.record(imported);
    else {
      extras.ordersImport = imported;
      notes.push(importNote(imported));
      log(notes[notes.length - 1]);
    }
  }
  if (context.selected(FORMATION_NAMES.planner)) {
    const { measure, refusal } = await measurePlanner(baseUrl, headers);
    extras.planner = measure;
    if (refusal) context.record(refusal);
    notes.push(plannerNote(measure));
    log(notes[notes.length - 1]);
  }
  return extras;
}
