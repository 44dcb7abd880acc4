import type { TPesquisaRapidaResponse, TQuadroCargaResponse } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPreparedRunner } from '../src/lib/prepared-statements';
import { cadastroDeCarga } from './factories/cadastro';
import { type SignedIn, signInAs } from './factories/sessoes';
import { documentosDaCarga } from './helpers/carga-registros';
import { httpDe } from './helpers/http';
import { boardRequest, QUADRO_TEST_KEY } from './helpers/quadro';
import { usarTestApp } from './helpers/test-app';
import { countStatements } from './query-counter';

/**
 * The query budget of the hot routes (issue 14): how many statements one request sends to the database,
 * counted by test/query-counter.ts on the file's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * Each route is called once first (named statements get prepared, caches fill), then one identical request
 * is counted and must stay within its budget — a change that adds a query to a hot route fails here.
 *
 * The session state comes from the session-state cache (modules/auth/session-state.cache.ts): authenticated
 * requests count no statement for it once warm, except a write (a POST clears the cache, so `cadastrar`
 * reads it). The budgets are today's counts, the same on both drivers. A route that now needs fewer statements only
 * prints a notice: lower its budget in the same change. `BEGIN`/`COMMIT` count (the database sees them).
 * To see every route's statements: `QUERY_BUDGET_PRINT=1 npx vitest run apps/api/test/query-budget.test.ts`.
 */
const BUDGET = {
  /** `select 1` (the health check's ping). */
  health: 1,
  /** Nothing: the session state (user, owner, units with their names) comes from the session-state cache. */
  unidadesComAcesso: 0,
  /** Board page from the page cache: the owner's board version (quadro_versoes). */
  quadroEmCache: 1,
  /** Board page built (a `dhCriacaoIni` never asked before): board version, the page. */
  quadroSemCache: 2,
  /** Totals, kept under the owner's board version: the version. */
  totalizadores: 1,
  /** Card + documents: the load for the access check, the card with its documents (read model). */
  cartao: 2,
  /** The card's two, then the detail (unit, values), the route points with companies, the offers. */
  detalhes: 5,
  /** Quick search by NF number: the matching ids, their cards. */
  pesquisaRapida: 2,
  /**
   * Register a load (three route points, one document with one item): session state; BEGIN, the unit, the
   * next code (owner_counters), the first stage, inserts of the load, route points, document, item and
   * history, COMMIT; the board event (the load's carriers, pg_notify); the notification (the units' other
   * users, the owner's preference, the recipients; BEGIN, notificacoes, destinatarios, COMMIT; pg_notify).
   */
  cadastrar: 21,
} satisfies Record<string, number>;

type Rota = keyof typeof BUDGET;

const t = usarTestApp({ config: { freteApiKey: QUADRO_TEST_KEY } });
const http = httpDe(() => t.app);
let admin: SignedIn;
/** The selected unit (BusinessUnitId) alone: the register's unit. */
let naMatriz: Record<string, string>;
/** A load on the admin's board ("aguardando alocação") with an NF number. */
let carga: { id: string; nf: string };

beforeAll(async () => {
  admin = await signInAs(t.app, 'admin@embarcador.demo');
  naMatriz = admin.naUnidade(admin.unidade('Matriz São Paulo'));
  const page = await boardRequest(t, '/quadro/carga/aguardando-alocacao?limit=50', admin.headers);
  expect(page.statusCode, page.body).toBe(200);
  for (const card of page.json<TQuadroCargaResponse>().items) {
    const nf = (await documentosDaCarga(t.database.db, card.id)).find((doc) => doc.numeroNf)?.numeroNf;
    if (nf) {
      carga = { id: card.id, nf };
      break;
    }
  }
  if (!carga) throw new Error('nenhuma carga do quadro com número de NF nos dados de demonstração');
});

/**
 * Calls the route once to warm it, then counts one more call (the same request, or the next of a series)
 * and checks it against the route's budget; returns the counted call's response and statements.
 */
async function dentroDoOrcamento(rota: Rota, request: () => Promise<LightMyRequestResponse>, status = 200) {
  const warm = await request();
  expect(warm.statusCode, warm.body).toBe(status);
  const { count, statements, result } = await countStatements(t.database, request);
  expect(result.statusCode, result.body).toBe(status);
  const listed = statements.map((text, index) => `  ${index + 1}. ${text.slice(0, 240)}`).join('\n');
  const budget = BUDGET[rota];
  if (process.env.QUERY_BUDGET_PRINT) {
    console.info(`[query budget] ${rota} (${t.database.driver}): ${count} statements\n${listed}`);
  }
  if (count < budget) {
    console.warn(`[query budget] ${rota}: ${count} statements, budget ${budget} — lower BUDGET.${rota}`);
  }
  expect(count, `${rota}: ${count} statements, budget ${budget}:\n${listed}`).toBeLessThanOrEqual(budget);
  return { count, statements, response: result };
}

describe('the statement counter', () => {
  it('counts a plain read, a prepared statement and a transaction with its BEGIN and COMMIT', async () => {
    const db = t.database.db;
    const plain = await countStatements(t.database, () => db.execute(sql`select 1 as um`));
    expect(plain.count).toBe(1);
    expect(plain.statements[0]).toMatch(/select 1 as um/);

    const runPrepared = createPreparedRunner('query_budget_test');
    const prepared = await countStatements(t.database, async () => {
      await runPrepared(db, sql`select 2 as dois`);
      await runPrepared(db, sql`select 2 as dois`);
    });
    expect(prepared.count).toBe(2);

    const transaction = await countStatements(t.database, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 3 as tres`);
      }),
    );
    expect(transaction.statements.map((text) => text.toLowerCase())).toEqual([
      'begin',
      'select 3 as tres',
      'commit',
    ]);

    // Work the callback started and did not wait for (fire-and-forget) is waited for and counted.
    const detached = await countStatements(t.database, async () => {
      // (Drizzle's queries are lazy: `then` starts one.)
      void db.execute(sql`select 4 as quatro`).then(() => undefined);
    });
    expect(detached.statements).toEqual(['select 4 as quatro']);
  });

  it('counts the health check’s ping (the budget test cannot pass by counting nothing)', async () => {
    const { count, statements } = await dentroDoOrcamento('health', () => http.get('/api/health'));
    expect(count).toBeGreaterThanOrEqual(1);
    // On PostgreSQL the ping is a named statement ('[ping] select 1').
    expect(statements.some((statement) => statement.endsWith('select 1'))).toBe(true);
  });
});

describe('query budget of the hot routes', () => {
  it('GET /api/unidade-negocio/listwithaccess (authenticated, no business query)', async () => {
    await dentroDoOrcamento('unidadesComAcesso', () =>
      http.get('/api/unidade-negocio/listwithaccess', admin.bearer),
    );
  });

  it('GET /api/frete/quadro/carga/aguardando-alocacao?limit=50 from the page cache', async () => {
    await dentroDoOrcamento('quadroEmCache', () =>
      boardRequest(t, '/quadro/carga/aguardando-alocacao?limit=50', admin.headers),
    );
  });

  it('GET /api/frete/quadro/carga/aguardando-alocacao?limit=50 built (a page never asked before)', async () => {
    let n = 0;
    // A distinct, always-true creation filter per request: the page cache never answers (bench (b1)).
    const uncached = () => {
      n += 1;
      const instant = new Date(Date.UTC(2000, 0, 1) + n).toISOString();
      return boardRequest(
        t,
        `/quadro/carga/aguardando-alocacao?limit=50&dhCriacaoIni=${encodeURIComponent(instant)}`,
        admin.headers,
      );
    };
    const { response } = await dentroDoOrcamento('quadroSemCache', uncached);
    expect(response.json<TQuadroCargaResponse>().items.length).toBeGreaterThan(0);
  });

  it('GET /api/frete/carga/totalizadores/1', async () => {
    await dentroDoOrcamento('totalizadores', () => boardRequest(t, '/carga/totalizadores/1', admin.headers));
  });

  it('GET /api/carga-mongo/{id} (card and documents)', async () => {
    await dentroDoOrcamento('cartao', () => http.get(`/api/carga-mongo/${carga.id}`, admin.headers));
  });

  it('GET /api/carga-mongo/{id}/details', async () => {
    await dentroDoOrcamento('detalhes', () =>
      http.get(`/api/carga-mongo/${carga.id}/details`, admin.headers),
    );
  });

  it('GET /api/carga-mongo/pesquisa-rapida?termo={NF number}', async () => {
    const { response } = await dentroDoOrcamento('pesquisaRapida', () =>
      http.get(`/api/carga-mongo/pesquisa-rapida?termo=${encodeURIComponent(carga.nf)}`, admin.headers),
    );
    // Found: the budget includes reading the cards of what the search matched.
    expect(response.json<TPesquisaRapidaResponse>().items.map((card) => card.id)).toContain(carga.id);
  });

  it('POST /api/carga-mongo/cadastrar (three route points, one document)', async () => {
    await dentroDoOrcamento(
      'cadastrar',
      () => http.post('/api/carga-mongo/cadastrar', naMatriz, cadastroDeCarga()),
      201,
    );
  });
});
