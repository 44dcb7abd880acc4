import { and, count, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  cargaDocumentos,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  motoristas,
  veiculos,
} from '../../../db/schema/index';
import { createPreparedRunner } from '../../../lib/prepared-statements';
import { DIRECIONADA_ATIVA, type EscopoCargas, visibilidade } from '../carga.access';
import { CARD_COLUMNS, CARD_JOINS, CURSOR_DH_COLETA } from '../carga.read-model';

/** The board filters as the repository applies them (already validated and normalised by the service). */
export interface QuadroFiltros {
  codigo?: number | undefined;
  origem?: string | undefined;
  destino?: string | undefined;
  dhColetaIni?: Date | undefined;
  dhColetaFim?: Date | undefined;
  dhEntregaIni?: Date | undefined;
  dhEntregaFim?: Date | undefined;
  /** The stored visibilities (1, 2) of own loads; undefined = all. */
  visibilidadesProprias?: number[] | undefined;
  /** false: other owners' loads (visibilidade 99 for the viewer) are filtered out. */
  incluirDirecionadasParaMim: boolean;
  tiposFrete?: number[] | undefined;
  query?: string | undefined;
  transportadoraEmpresaId?: string | undefined;
  motoristaNome?: string | undefined;
  /** Digits of a CPF (whole or part), when the driver filter looks like a document. */
  motoristaDocumento?: string | undefined;
  numerosNF?: string[] | undefined;
  /** Normalised plate (upper case, no hyphen). */
  placa?: string | undefined;
  comOcorrencia?: boolean | undefined;
  ultimaEntregaRealizada?: boolean | undefined;
  possuiRedespacho?: boolean | undefined;
  dhCriacaoIni?: Date | undefined;
}

export interface QuadroPageQuery extends QuadroFiltros {
  scope: EscopoCargas;
  situacoes: number[];
  limit: number;
  /** The keyset of the previous page's last card: its collection instant (ISO, microseconds) and id. */
  after?: { dhColeta: string | null; id: string } | undefined;
}

/** The load rows of a page: `cargas` aliased `c`, as the shared visibility (carga.access.ts) reads them. */
const c = alias(cargas, 'c');

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function contains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A route end of the load (rota 1 origem / 3 destino final) whose city, place or company matches. */
function routeEndMatches(rota: 1 | 3, text: string): SQL {
  const pattern = contains(text);
  return sql`exists (select 1 from ${cargaRotas} r left join ${empresas} e on e.id = r.empresa_id
    where r.carga_id = ${c.id} and r.rota = ${rota}
      and (r.cidade ilike ${pattern} or r.localidade ilike ${pattern} or e.nome ilike ${pattern}
        or e.nome_fantasia ilike ${pattern}))`;
}

/** Every filter of the board, as conditions on `c` (correlated sub-queries use their own aliases). */
function filterConditions(f: QuadroFiltros): SQL[] {
  const conditions: SQL[] = [];
  if (f.codigo !== undefined) conditions.push(eq(c.codigo, f.codigo));
  if (f.origem) conditions.push(routeEndMatches(1, f.origem));
  if (f.destino) conditions.push(routeEndMatches(3, f.destino));
  if (f.dhColetaIni) conditions.push(gte(c.dhColeta, f.dhColetaIni));
  if (f.dhColetaFim) conditions.push(lte(c.dhColeta, f.dhColetaFim));
  if (f.dhEntregaIni) conditions.push(gte(c.dhEntrega, f.dhEntregaIni));
  if (f.dhEntregaFim) conditions.push(lte(c.dhEntrega, f.dhEntregaFim));
  if (f.tiposFrete) conditions.push(inArray(c.tipoFrete, f.tiposFrete));
  if (f.dhCriacaoIni) conditions.push(gte(c.createdAt, f.dhCriacaoIni));
  if (f.query) {
    const pattern = contains(f.query);
    const byText: SQL[] = [
      ilike(c.codigoIdentificador, pattern),
      sql`exists (select 1 from ${cargaRotas} r where r.carga_id = ${c.id} and r.cidade ilike ${pattern})`,
    ];
    if (/^\d{1,9}$/.test(f.query)) byText.push(eq(c.codigo, Number(f.query)));
    conditions.push(or(...byText) as SQL);
  }
  if (f.transportadoraEmpresaId) {
    conditions.push(
      or(
        eq(c.transportadoraEmpresaId, f.transportadoraEmpresaId),
        sql`exists (select 1 from ${cargaOfertas} o where o.carga_id = ${c.id}
          and o.transportadora_empresa_id = ${f.transportadoraEmpresaId} and ${sql.raw(DIRECIONADA_ATIVA)})`,
      ) as SQL,
    );
  }
  if (f.motoristaNome || f.motoristaDocumento) {
    const byDriver: SQL[] = [];
    if (f.motoristaNome) byDriver.push(sql`m.nome ilike ${contains(f.motoristaNome)}`);
    if (f.motoristaDocumento) byDriver.push(sql`m.cpf like ${contains(f.motoristaDocumento)}`);
    conditions.push(
      sql`exists (select 1 from ${motoristas} m where m.id = ${c.motoristaId}
        and (${sql.join(byDriver, sql` or `)}))`,
    );
  }
  if (f.numerosNF && f.numerosNF.length > 0) {
    // `d.owner_id = c.owner_id` lets the planner use (owner_id, numero_nf) for the viewer's own loads.
    conditions.push(
      sql`exists (select 1 from ${cargaDocumentos} d where d.carga_id = ${c.id}
        and d.owner_id = ${c.ownerId} and d.numero_nf in (${sql.join(
          f.numerosNF.map((nf) => sql`${nf}`),
          sql`, `,
        )}))`,
    );
  }
  if (f.placa) {
    conditions.push(
      sql`exists (select 1 from ${veiculos} v where v.id = ${c.veiculoId} and v.placa like ${contains(f.placa)})`,
    );
  }
  if (f.comOcorrencia !== undefined) {
    conditions.push(f.comOcorrencia ? sql`${c.qntOcorrencias} > 0` : eq(c.qntOcorrencias, 0));
  }
  if (f.ultimaEntregaRealizada !== undefined) {
    const reached = sql`exists (select 1 from ${cargaRotas} r where r.carga_id = ${c.id} and r.rota = 3
      and r.dh_realizada is not null)`;
    conditions.push(f.ultimaEntregaRealizada ? reached : sql`not ${reached}`);
  }
  if (f.possuiRedespacho !== undefined) conditions.push(eq(c.possuiRedespacho, f.possuiRedespacho));
  return conditions;
}

/**
 * The viewer's own loads (of one unit, or of the whole scope) with the board's visibility filter; undefined
 * when the filter leaves none.
 */
function ownLoads(scope: EscopoCargas, f: QuadroFiltros, unidadeId?: string): SQL | undefined {
  if (f.visibilidadesProprias?.length === 0) return undefined;
  return and(
    unidadeId ? visibilidade.propriasDaUnidade(scope, unidadeId) : visibilidade.propriasNoEscopo(scope),
    f.visibilidadesProprias ? inArray(c.visibilidade, f.visibilidadesProprias) : undefined,
  );
}

/** Other owners' loads hired by or directed to a carrier viewer, unless filtered out. */
function directedLoads(scope: EscopoCargas, f: QuadroFiltros): SQL | undefined {
  if (!f.incluirDirecionadasParaMim) return undefined;
  return visibilidade.direcionadas(scope);
}

/** Own-load branches split per (unit, situacao) up to this many; beyond, one branch per situacao. */
const MAX_ORDERED_BRANCHES = 12;

/**
 * The keyset of a page inside one branch, as a row comparison the board index can seek to: with the
 * equality prefix (owner, unit, situacao) every branch reads at most `limit + 1` index entries.
 * Loads without a collection date sort last: past a dated cursor they come from one extra branch.
 */
function keysetAfter(after: QuadroPageQuery['after']): SQL | undefined {
  if (!after) return undefined;
  return after.dhColeta
    ? sql`(${c.dhColeta}, ${c.id}) > (${after.dhColeta}::timestamptz, ${after.id})`
    : and(isNull(c.dhColeta), sql`${c.id} > ${after.id}`);
}

/**
 * The page's branches, each one index range in the board order. PostgreSQL cannot return
 * `situacao in (3, 8, 4)` (or several units) in (dh_coleta, id) order from one index scan, so it would
 * read and sort every load of the group (finished loads pile up for years); one branch per
 * (unit, situacao) pair is read in index order and only `limit + 1` entries deep, then merged.
 */
function pageBranches(q: QuadroPageQuery): SQL[] {
  const branches: SQL[] = [];
  const own = ownLoads(q.scope, q);
  if (own) {
    const keyset = keysetAfter(q.after);
    const pairs =
      q.scope.unidadeIds.length * q.situacoes.length <= MAX_ORDERED_BRANCHES
        ? q.scope.unidadeIds.flatMap((unidade) =>
            q.situacoes.map((situacao) => and(ownLoads(q.scope, q, unidade), eq(c.situacao, situacao))),
          )
        : [and(own, inArray(c.situacao, q.situacoes))];
    for (const pair of pairs) branches.push(and(pair, keyset) as SQL);
    if (q.after?.dhColeta)
      branches.push(and(own, inArray(c.situacao, q.situacoes), isNull(c.dhColeta)) as SQL);
  }
  const directed = directedLoads(q.scope, q);
  if (directed) {
    const keyset = q.after?.dhColeta ? or(keysetAfter(q.after), isNull(c.dhColeta)) : keysetAfter(q.after);
    branches.push(and(directed, inArray(c.situacao, q.situacoes), keyset) as SQL);
  }
  return branches;
}

/**
 * The page statement runs on every board refresh by every user, so its fixed parts (the order, the
 * card's joins and columns below) are SQL text made once: Drizzle's builder re-renders every chunk per
 * call. Only the conditions are built per call (with Drizzle's `sql`, parameters bound).
 */
const dialect = new PgDialect();
function render(query: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new Error('quadro: fixed SQL must not carry parameters');
  return sql.raw(text);
}
const BRANCH_ORDER = render(sql`${c.dhColeta} asc nulls last, ${c.id} asc`);

/** A page row: the card's JSON text and the keyset of the page's last card (for the next cursor). */
export interface CardRow {
  id: string;
  /** The collection instant for the next cursor (ISO, UTC, microseconds); null sorts last. */
  dhColeta: string | null;
  /** ZCargaQuadroCard as JSON text. */
  card: string;
}

/** The page statements run prepared: a board refresh skips parsing and planning. */
const runPrepared = createPreparedRunner('quadro');

export function createQuadroRepository(db: Database) {
  return {
    /**
     * One page of a board group, ordered by collection date (loads without one last) then id, with
     * keyset paging: never an OFFSET, never a whole tenant. Fetches `limit + 1` rows to know if more
     * follow. The branches (see `pageBranches`) are merged and cut to the page in SQL, then each page
     * row's card is built (CARD_JOINS, CARD_COLUMNS): one statement, one round trip.
     */
    async listPage(q: QuadroPageQuery): Promise<CardRow[]> {
      if (q.situacoes.length === 0 || q.scope.unidadeIds.length === 0) return [];
      const filters = filterConditions(q);
      const limit = q.limit + 1;
      // Branches read whole load rows: the page's loads then need no second look-up by id.
      const branches = pageBranches(q).map(
        (branch) =>
          sql`(select * from cargas c where ${and(branch, eq(c.ativo, true), ...filters)}
            order by ${BRANCH_ORDER} limit ${limit})`,
      );
      if (branches.length === 0) return [];
      const merged =
        branches.length === 1
          ? branches[0]
          : sql`${sql.join(branches, sql` union all `)} order by dh_coleta asc nulls last, id asc limit ${limit}`;
      const rows = await runPrepared(
        db,
        sql`select c.id, ${CURSOR_DH_COLETA} as "dhColeta", row_to_json(card)::text as card
          from (${merged}) c
          cross join (select ${q.scope.ownerId}::uuid as viewer) w
          ${CARD_JOINS}
          cross join lateral (select ${CARD_COLUMNS}) card
          order by c.dh_coleta asc nulls last, c.id asc`,
      );
      return rows as unknown as CardRow[];
    },

    /**
     * The owner's board version (`quadro_versoes`, bumped by triggers on every write a card reads; 0 before
     * the owner's first write): the page cache's guard.
     */
    async versao(ownerId: string): Promise<number> {
      const rows = await runPrepared(
        db,
        sql`select versao from "quadro_versoes" where owner_id = ${ownerId}::uuid`,
      );
      return Number(rows[0]?.versao ?? 0);
    },

    /** Load counts per situacao in the viewer's scope (the board's visibility, every situacao). */
    async countBySituacao(scope: EscopoCargas) {
      const counts = await Promise.all(
        visibilidade
          .ramos(scope)
          .map((ramo) =>
            db.select({ situacao: c.situacao, quantidade: count() }).from(c).where(ramo).groupBy(c.situacao),
          ),
      );
      const total = new Map<number, number>();
      for (const row of counts.flat())
        total.set(row.situacao, (total.get(row.situacao) ?? 0) + row.quantidade);
      return [...total].sort(([a], [b]) => a - b).map(([situacao, quantidade]) => ({ situacao, quantidade }));
    },
  };
}

export type QuadroRepository = ReturnType<typeof createQuadroRepository>;
