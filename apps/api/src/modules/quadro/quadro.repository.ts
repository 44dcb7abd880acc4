import { and, count, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  caracteristicas,
  cargaDocumentos,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  motoristas,
  owners,
  veiculos,
} from '../../db/schema';

/**
 * Who sees which loads on the board (and in `getCard`):
 * - own loads: `owner_id` = the viewer's owner, in the viewer's unit scope;
 * - a carrier (`transportadora`) also sees other owners' loads hired by it (`contratacao_owner_id`) or
 *   directed to it (an active `carga_ofertas` row of tipo 2 with its `transportadora_owner_id`), when the
 *   hiring unit (`contratacao_unidade_negocio_id`) is unset or in its scope.
 */
export interface QuadroScope {
  ownerId: string;
  unidadeIds: string[];
  transportadora: boolean;
}

/** The board filters as the repository applies them (already validated and normalised by the service). */
export interface QuadroFiltros {
  cargaId?: string | undefined;
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
  scope: QuadroScope;
  situacoes: number[];
  limit: number;
  after?: { dhColeta: Date | null; id: string } | undefined;
}

/** A row of `listCardDetails`: kind 1 route point, 2 documents of one invoice number, 3 offer. */
export interface CardDetailRow {
  kind: number;
  cargaId: string;
  /** 1: rota; 2: document count; 3: offer tipo. */
  n1: number;
  /** 1: ordem; 3: offer situacao. */
  n2: number;
  /** 1: localidade; 2: numero_nf. */
  t1: string | null;
  /** 1: cidade. */
  t2: string | null;
  /** 1: uf. */
  t3: string | null;
  /** 1: the point's company; 3: the carrier's name. */
  t4: string | null;
  /** 1: dh_prevista. */
  dh: Date | null;
  /** 1: reached (dh_realizada set). */
  flag: boolean;
}

/** carga_ofertas.situacao 4 recusada and 5 cancelada: the offer no longer directs the load. */
const OFERTA_ENCERRADA = [4, 5];
/** carga_ofertas.tipo 2: directed. */
const OFERTA_DIRECIONADA = 2;

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function contains(text: string): string {
  return `%${escapeLike(text)}%`;
}

const TRANSPORTADORA_CONTRATADA = 'transportadora_contratada';
const transportadoraContratada = alias(empresas, TRANSPORTADORA_CONTRATADA);

/** A route end of the load (rota 1 origem / 3 destino final) whose city, place or company matches. */
function routeEndMatches(rota: 1 | 3, text: string): SQL {
  const pattern = contains(text);
  return sql`exists (select 1 from ${cargaRotas} r left join ${empresas} e on e.id = r.empresa_id
    where r.carga_id = ${cargas.id} and r.rota = ${rota}
      and (r.cidade ilike ${pattern} or r.localidade ilike ${pattern} or e.nome ilike ${pattern}
        or e.nome_fantasia ilike ${pattern}))`;
}

/** Every filter of the board, as conditions on `cargas` (correlated sub-queries use their own aliases). */
function filterConditions(f: QuadroFiltros): SQL[] {
  const conditions: SQL[] = [];
  if (f.cargaId) conditions.push(eq(cargas.id, f.cargaId));
  if (f.codigo !== undefined) conditions.push(eq(cargas.codigo, f.codigo));
  if (f.origem) conditions.push(routeEndMatches(1, f.origem));
  if (f.destino) conditions.push(routeEndMatches(3, f.destino));
  if (f.dhColetaIni) conditions.push(gte(cargas.dhColeta, f.dhColetaIni));
  if (f.dhColetaFim) conditions.push(lte(cargas.dhColeta, f.dhColetaFim));
  if (f.dhEntregaIni) conditions.push(gte(cargas.dhEntrega, f.dhEntregaIni));
  if (f.dhEntregaFim) conditions.push(lte(cargas.dhEntrega, f.dhEntregaFim));
  if (f.tiposFrete) conditions.push(inArray(cargas.tipoFrete, f.tiposFrete));
  if (f.dhCriacaoIni) conditions.push(gte(cargas.createdAt, f.dhCriacaoIni));
  if (f.query) {
    const pattern = contains(f.query);
    const byText: SQL[] = [
      ilike(cargas.codigoIdentificador, pattern),
      sql`exists (select 1 from ${cargaRotas} r where r.carga_id = ${cargas.id} and r.cidade ilike ${pattern})`,
    ];
    if (/^\d{1,9}$/.test(f.query)) byText.push(eq(cargas.codigo, Number(f.query)));
    conditions.push(or(...byText) as SQL);
  }
  if (f.transportadoraEmpresaId) {
    conditions.push(
      or(
        eq(cargas.transportadoraEmpresaId, f.transportadoraEmpresaId),
        sql`exists (select 1 from ${cargaOfertas} o where o.carga_id = ${cargas.id}
          and o.transportadora_empresa_id = ${f.transportadoraEmpresaId} and o.tipo = ${OFERTA_DIRECIONADA}
          and o.situacao not in (${sql.join(OFERTA_ENCERRADA, sql`, `)}))`,
      ) as SQL,
    );
  }
  if (f.motoristaNome || f.motoristaDocumento) {
    const byDriver: SQL[] = [];
    if (f.motoristaNome) byDriver.push(sql`m.nome ilike ${contains(f.motoristaNome)}`);
    if (f.motoristaDocumento) byDriver.push(sql`m.cpf like ${contains(f.motoristaDocumento)}`);
    conditions.push(
      sql`exists (select 1 from ${motoristas} m where m.id = ${cargas.motoristaId}
        and (${sql.join(byDriver, sql` or `)}))`,
    );
  }
  if (f.numerosNF && f.numerosNF.length > 0) {
    // `d.owner_id = cargas.owner_id` lets the planner use (owner_id, numero_nf) for the viewer's own loads.
    conditions.push(
      sql`exists (select 1 from ${cargaDocumentos} d where d.carga_id = ${cargas.id}
        and d.owner_id = ${cargas.ownerId} and d.numero_nf in (${sql.join(
          f.numerosNF.map((nf) => sql`${nf}`),
          sql`, `,
        )}))`,
    );
  }
  if (f.placa) {
    conditions.push(
      sql`exists (select 1 from ${veiculos} v where v.id = ${cargas.veiculoId} and v.placa like ${contains(f.placa)})`,
    );
  }
  if (f.comOcorrencia !== undefined) {
    conditions.push(f.comOcorrencia ? sql`${cargas.qntOcorrencias} > 0` : eq(cargas.qntOcorrencias, 0));
  }
  if (f.ultimaEntregaRealizada !== undefined) {
    const reached = sql`exists (select 1 from ${cargaRotas} r where r.carga_id = ${cargas.id} and r.rota = 3
      and r.dh_realizada is not null)`;
    conditions.push(f.ultimaEntregaRealizada ? reached : sql`not ${reached}`);
  }
  if (f.possuiRedespacho !== undefined) conditions.push(eq(cargas.possuiRedespacho, f.possuiRedespacho));
  return conditions;
}

/** The viewer's own loads (the caller adds the unit scope: one unit per branch, or the whole list). */
function ownLoads(scope: QuadroScope, f: QuadroFiltros): SQL | undefined {
  if (f.visibilidadesProprias?.length === 0) return undefined;
  return and(
    eq(cargas.ownerId, scope.ownerId),
    f.visibilidadesProprias ? inArray(cargas.visibilidade, f.visibilidadesProprias) : undefined,
  );
}

/**
 * Other owners' loads hired by or directed to a carrier viewer. The candidate ids come from the two
 * small per-carrier indexes (carga_ofertas_transportadora_idx, cargas_contratacao_owner_idx), so this
 * never scans the shippers' boards.
 */
function directedLoads(scope: QuadroScope, f: QuadroFiltros): SQL | undefined {
  if (!scope.transportadora || !f.incluirDirecionadasParaMim) return undefined;
  return and(
    ne(cargas.ownerId, scope.ownerId),
    sql`${cargas.id} in (
      select o.carga_id from ${cargaOfertas} o
        where o.transportadora_owner_id = ${scope.ownerId} and o.tipo = ${OFERTA_DIRECIONADA}
          and o.situacao not in (${sql.join(OFERTA_ENCERRADA, sql`, `)})
      union
      select c2.id from ${cargas} c2 where c2.contratacao_owner_id = ${scope.ownerId})`,
    or(
      isNull(cargas.contratacaoUnidadeNegocioId),
      inArray(cargas.contratacaoUnidadeNegocioId, scope.unidadeIds),
    ),
  );
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
    ? sql`(${cargas.dhColeta}, ${cargas.id}) > (${after.dhColeta}, ${after.id})`
    : and(isNull(cargas.dhColeta), sql`${cargas.id} > ${after.id}`);
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
      !q.cargaId && q.scope.unidadeIds.length * q.situacoes.length <= MAX_ORDERED_BRANCHES
        ? q.scope.unidadeIds.flatMap((unidade) =>
            q.situacoes.map((situacao) =>
              and(eq(cargas.unidadeNegocioId, unidade), eq(cargas.situacao, situacao)),
            ),
          )
        : [and(inArray(cargas.unidadeNegocioId, q.scope.unidadeIds), inArray(cargas.situacao, q.situacoes))];
    for (const pair of pairs) branches.push(and(own, pair, keyset) as SQL);
    if (q.after?.dhColeta) {
      branches.push(
        and(
          own,
          inArray(cargas.unidadeNegocioId, q.scope.unidadeIds),
          inArray(cargas.situacao, q.situacoes),
          isNull(cargas.dhColeta),
        ) as SQL,
      );
    }
  }
  const directed = directedLoads(q.scope, q);
  if (directed) {
    const keyset = q.after?.dhColeta
      ? or(keysetAfter(q.after), isNull(cargas.dhColeta))
      : keysetAfter(q.after);
    branches.push(and(directed, inArray(cargas.situacao, q.situacoes), keyset) as SQL);
  }
  return branches;
}

/**
 * The page queries run on every board refresh by every user, so their fixed parts (column lists, joins,
 * order) are rendered to SQL text once, here, from the schema's columns: Drizzle's builder re-renders
 * and re-maps ~75 column references per call, which cost more CPU (~1.5 ms a page) than PostgreSQL
 * spends answering. Only the conditions are built per call (with Drizzle's `sql`, parameters bound).
 */
const dialect = new PgDialect();
const render = (query: SQL) => sql.raw(dialect.sqlToQuery(query).sql);
const selectList = (columns: Record<string, SQL | AnyPgColumn>) =>
  render(
    sql.join(
      Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`, `,
    ),
  );

/** The load columns of a page branch, named as QuadroRow's fields. */
const BRANCH_FIELDS = {
  id: cargas.id,
  ownerId: cargas.ownerId,
  codigo: cargas.codigo,
  codigoIdentificador: cargas.codigoIdentificador,
  situacao: cargas.situacao,
  etapaId: cargas.etapaId,
  visibilidade: cargas.visibilidade,
  origemCarga: cargas.origemCarga,
  tipoFrete: cargas.tipoFrete,
  loteId: cargas.loteId,
  unidadeNegocioId: cargas.unidadeNegocioId,
  contratacaoId: cargas.contratacaoId,
  contratacaoUnidadeNegocioId: cargas.contratacaoUnidadeNegocioId,
  contratacaoOwnerId: cargas.contratacaoOwnerId,
  ownerCriadorId: cargas.ownerCriadorId,
  dhPublicacao: cargas.dhPublicacao,
  dhColeta: cargas.dhColeta,
  dhEntrega: cargas.dhEntrega,
  dhPreFinalizacao: cargas.dhPreFinalizacao,
  updatedAt: cargas.updatedAt,
  valorCarga: cargas.valorCarga,
  valorFrete: cargas.valorFrete,
  peso: cargas.peso,
  volume: cargas.volume,
  volumeUnidade: cargas.volumeUnidade,
  quantidade: cargas.quantidade,
  caracteristicaId: cargas.caracteristicaId,
  transportadoraEmpresaId: cargas.transportadoraEmpresaId,
  veiculoId: cargas.veiculoId,
  motoristaId: cargas.motoristaId,
  alertasEmAberto: cargas.alertasEmAberto,
  qntOcorrencias: cargas.qntOcorrencias,
  possuiRedespacho: cargas.possuiRedespacho,
};
const BRANCH_COLUMNS = selectList(BRANCH_FIELDS);
const BRANCH_ORDER = render(sql`${cargas.dhColeta} asc nulls last, ${cargas.id} asc`);
/** A branch's (or the merged branches') rows are the sub-query `c`; its columns keep their field names. */
const col = (name: keyof typeof BRANCH_FIELDS) => sql`c.${sql.identifier(name)}`;
/** Join keys only: not sent back. */
const JOIN_KEYS = new Set(['caracteristicaId', 'transportadoraEmpresaId', 'motoristaId']);
const PAGE_COLUMNS = selectList({
  ...Object.fromEntries(
    Object.keys(BRANCH_FIELDS)
      .filter((name) => !JOIN_KEYS.has(name))
      .map((name) => [name, col(name as keyof typeof BRANCH_FIELDS)]),
  ),
  caracteristica: caracteristicas.descricao,
  nomeOwner: owners.nome,
  transportadoraContratada: transportadoraContratada.nome,
  veiculoPlaca: veiculos.placa,
  veiculoFrota: veiculos.frota,
  motoristaNome: motoristas.nome,
  motoristaCpf: motoristas.cpf,
  motoristaTelefone: motoristas.telefone,
});
/** The page's names, joined to its rows only (never to every row a branch reads). */
const PAGE_JOINS = render(sql`inner join ${owners} on ${owners.id} = ${col('ownerId')}
  left join ${caracteristicas} on ${caracteristicas.id} = ${col('caracteristicaId')}
  left join ${empresas} as ${sql.identifier(TRANSPORTADORA_CONTRATADA)} on ${transportadoraContratada.id} = ${col('transportadoraEmpresaId')}
  left join ${veiculos} on ${veiculos.id} = ${col('veiculoId')}
  left join ${motoristas} on ${motoristas.id} = ${col('motoristaId')}
  order by ${col('dhColeta')} asc nulls last, ${col('id')} asc`);
const MERGED_ORDER = render(sql`${sql.identifier('dhColeta')} asc nulls last, ${sql.identifier('id')} asc`);

/** One row of a page: the load and the names of its owner, characteristic, hired carrier, vehicle, driver. */
export interface QuadroRow {
  id: string;
  ownerId: string;
  codigo: number;
  codigoIdentificador: string | null;
  situacao: number;
  etapaId: string | null;
  visibilidade: number;
  origemCarga: number;
  tipoFrete: number;
  loteId: string | null;
  unidadeNegocioId: string;
  contratacaoId: string | null;
  contratacaoUnidadeNegocioId: string | null;
  contratacaoOwnerId: string | null;
  ownerCriadorId: string | null;
  dhPublicacao: Date | null;
  dhColeta: Date | null;
  dhEntrega: Date | null;
  dhPreFinalizacao: Date | null;
  updatedAt: Date;
  valorCarga: string | null;
  valorFrete: string | null;
  peso: string | null;
  volume: string | null;
  volumeUnidade: number;
  quantidade: number | null;
  alertasEmAberto: number;
  qntOcorrencias: number;
  possuiRedespacho: boolean;
  caracteristica: string | null;
  nomeOwner: string;
  transportadoraContratada: string | null;
  veiculoId: string | null;
  veiculoPlaca: string | null;
  veiculoFrota: boolean | null;
  motoristaNome: string | null;
  motoristaCpf: string | null;
  motoristaTelefone: string | null;
}

/** Both drivers hand timestamps over as PostgreSQL's text (Drizzle's parsers); PGlite and pg alike. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

/** Integers arrive as numbers; `count(*)` and other bigints as strings on node-postgres. */
const toInt = (value: unknown): number => Number(value);

function toQuadroRow(r: Record<string, unknown>): QuadroRow {
  return {
    ...(r as unknown as QuadroRow),
    dhPublicacao: toDate(r.dhPublicacao),
    dhColeta: toDate(r.dhColeta),
    dhEntrega: toDate(r.dhEntrega),
    dhPreFinalizacao: toDate(r.dhPreFinalizacao),
    updatedAt: toDate(r.updatedAt) as Date,
    // The vehicle is known by its join (a load may point at a vehicle row that no longer exists).
    veiculoId: r.veiculoPlaca === null ? null : (r.veiculoId as string | null),
  };
}

async function rowsOf(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export function createQuadroRepository(db: Database) {
  return {
    /**
     * One page of a board group, ordered by collection date (loads without one last) then id, with
     * keyset paging: never an OFFSET, never a whole tenant. Fetches `limit + 1` rows to know if more
     * follow. The branches (see `pageBranches`) are merged and cut to the page in SQL, then the page's
     * names (owner, characteristic, hired carrier, vehicle, driver) are joined to those rows only.
     */
    async listPage(q: QuadroPageQuery): Promise<QuadroRow[]> {
      if (q.situacoes.length === 0 || q.scope.unidadeIds.length === 0) return [];
      const filters = filterConditions(q);
      const limit = q.limit + 1;
      const branches = pageBranches(q).map(
        (branch) =>
          sql`(select ${BRANCH_COLUMNS} from ${cargas} where ${and(branch, eq(cargas.ativo, true), ...filters)}
            order by ${BRANCH_ORDER} limit ${limit})`,
      );
      if (branches.length === 0) return [];
      const merged =
        branches.length === 1
          ? branches[0]
          : sql`${sql.join(branches, sql` union all `)} order by ${MERGED_ORDER} limit ${limit}`;
      const rows = await rowsOf(db, sql`select ${PAGE_COLUMNS} from (${merged}) c ${PAGE_JOINS}`);
      return rows.map(toQuadroRow);
    },

    /**
     * What a page's cards need beyond the load row, for all its loads in ONE query (each extra round
     * trip costs more than these three index scans): a union of
     * - kind 1, every route point (rota, ordem, place, city, UF, company, planned time, reached);
     * - kind 2, the documents per invoice number (count, numero_nf);
     * - kind 3, the offers the viewer may know of: all offers of its own loads, only its own offers on
     *   other owners' loads (a carrier never learns of the shipper's other carriers).
     */
    async listCardDetails(viewerOwnerId: string, cargaIds: string[]): Promise<CardDetailRow[]> {
      if (cargaIds.length === 0) return [];
      // One array parameter, not one per id.
      const ids = sql`any(${sql.param(cargaIds)}::uuid[])`;
      const rows = await rowsOf(
        db,
        sql`select 1 as kind, r.carga_id as "cargaId", r.rota::int as n1, r.ordem::int as n2, r.localidade as t1,
            r.cidade as t2, r.uf::text as t3, e.nome as t4, r.dh_prevista as dh, r.dh_realizada is not null as flag
          from ${cargaRotas} r left join ${empresas} e on e.id = r.empresa_id
          where r.carga_id = ${ids}
          union all
          select 2, d.carga_id, count(*)::int, 0, d.numero_nf::text, null, null, null, null, false
          from ${cargaDocumentos} d where d.carga_id = ${ids}
          group by d.carga_id, d.numero_nf
          union all
          select 3, o.carga_id, o.tipo::int, o.situacao::int, null, null, null, e.nome, null, false
          from ${cargaOfertas} o join ${empresas} e on e.id = o.transportadora_empresa_id
          where o.carga_id = ${ids} and (o.owner_id = ${viewerOwnerId} or o.transportadora_owner_id = ${viewerOwnerId})`,
      );
      return rows.map((r) => ({
        kind: toInt(r.kind),
        cargaId: r.cargaId as string,
        n1: toInt(r.n1),
        n2: toInt(r.n2),
        t1: r.t1 as string | null,
        t2: r.t2 as string | null,
        t3: r.t3 as string | null,
        t4: r.t4 as string | null,
        dh: toDate(r.dh),
        flag: r.flag === true,
      }));
    },

    /** Load counts per situacao in the viewer's scope (the board's visibility, every situacao). */
    async countBySituacao(scope: QuadroScope) {
      if (scope.unidadeIds.length === 0) return [];
      const everything: QuadroFiltros = { incluirDirecionadasParaMim: true };
      const branches = [
        and(ownLoads(scope, everything), inArray(cargas.unidadeNegocioId, scope.unidadeIds)),
        directedLoads(scope, everything),
      ].filter((branch): branch is SQL => branch !== undefined);
      const counts = await Promise.all(
        branches.map((branch) =>
          db
            .select({ situacao: cargas.situacao, quantidade: count() })
            .from(cargas)
            .where(branch)
            .groupBy(cargas.situacao),
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
