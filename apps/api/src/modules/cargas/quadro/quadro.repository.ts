import { VisibilidadeCarga } from '@embarca/domain';
import { and, count, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
  /** Only these loads (getCards): the page is then read as one branch, `limit` = the ids' count. */
  cargaIds?: string[] | undefined;
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
  /** The keyset of the previous page's last card: its collection instant (ISO, microseconds) and id. */
  after?: { dhColeta: string | null; id: string } | undefined;
}

/** carga_ofertas.situacao 4 recusada and 5 cancelada: the offer no longer directs the load. */
const OFERTA_ENCERRADA = [4, 5];
/** carga_ofertas.tipo 2: directed. */
const OFERTA_DIRECIONADA = 2;
/** carga_ofertas.situacao 1 ofertada and 2 aceita: a negotiation still in progress. */
const OFERTA_EM_NEGOCIACAO = [1, 2];
/** A directed offer still directing the load (the card names its carrier when it is the only one). */
const DIRECIONADA_ATIVA = `o.tipo = ${OFERTA_DIRECIONADA} and o.situacao not in (${OFERTA_ENCERRADA.join(', ')})`;

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
    where r.carga_id = ${cargas.id} and r.rota = ${rota}
      and (r.cidade ilike ${pattern} or r.localidade ilike ${pattern} or e.nome ilike ${pattern}
        or e.nome_fantasia ilike ${pattern}))`;
}

/** Every filter of the board, as conditions on `cargas` (correlated sub-queries use their own aliases). */
function filterConditions(f: QuadroFiltros): SQL[] {
  const conditions: SQL[] = [];
  if (f.cargaIds) conditions.push(sql`${cargas.id} = any(${sql.param(f.cargaIds)}::uuid[])`);
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
 * The ids of the loads directed to carrier tenant `ownerId` (an active offer of tipo 2) or hired from it,
 * as a sub-select: the carrier side of the board's visibility, shared with the quick search.
 */
export function cargasDoTransportador(ownerId: string): SQL {
  return sql`select o.carga_id from ${cargaOfertas} o
      where o.transportadora_owner_id = ${ownerId} and o.tipo = ${OFERTA_DIRECIONADA}
        and o.situacao not in (${sql.join(OFERTA_ENCERRADA, sql`, `)})
    union
    select c2.id from ${cargas} c2 where c2.contratacao_owner_id = ${ownerId}`;
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
    sql`${cargas.id} in (${cargasDoTransportador(scope.ownerId)})`,
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
    ? sql`(${cargas.dhColeta}, ${cargas.id}) > (${after.dhColeta}::timestamptz, ${after.id})`
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
      !q.cargaIds && q.scope.unidadeIds.length * q.situacoes.length <= MAX_ORDERED_BRANCHES
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
const BRANCH_ORDER = render(sql`${cargas.dhColeta} asc nulls last, ${cargas.id} asc`);

/**
 * A timestamptz as `Date.prototype.toISOString()` writes it (UTC, milliseconds, `Z`): both truncate the
 * microseconds, so the card is the same whichever side formats it.
 */
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The cursor's instant keeps PostgreSQL's microseconds: truncated, the page's last card would sort after it. */
const CURSOR_DH_COLETA = sql.raw(`to_char(c.dh_coleta at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * The board card (ZCargaQuadroCard), written by PostgreSQL as JSON text: the one mapping of a load to its
 * card, for the board pages and `getCards`. Node passes the text through (building 50 cards of 45 fields
 * in TypeScript from ~300 parsed rows, then JSON.stringify, cost ~3 ms of CPU per page).
 * CARD_JOINS reads what the card needs beside the load `c`, for the viewer `w.viewer`: one pass over the
 * route points, one over the documents, one over the offers (lateral aggregates), then the names.
 * Contract details kept from the former TypeScript mapping:
 * - dates as ISO strings in UTC with milliseconds (`ISO`); money (scale 2) and measures (scale 3) as
 *   decimal strings (`::text` keeps the column's scale); nulls where a value is missing;
 * - another owner's load (a carrier's view) is 'directed to me' (99), carries no kanban stage of the
 *   shipper's, and shows the hired carrier, vehicle and driver only when the viewer is the one hired
 *   (`h.hired`: the owner, or the carrier tenant hired);
 * - route ends: the first point of rota 1 and the last point of rota 3 in route order;
 * - offers: the viewer sees all offers of its own loads, only its own offers on other owners' loads; 1
 *   ofertada and 2 aceita are negotiations in progress; a directed (tipo 2) offer not refused or
 *   cancelled (4, 5) names the directed carrier when it is the only one;
 * - invoice numbers distinct and sorted by code point (`collate "C"`, as JavaScript's sort);
 * - plates with the old format's hyphen (ABC-1234; Mercosul unchanged, as formatPlate), CPF masked.
 * Objects are `row_to_json` of a one-row sub-select (json_build_object would write `"a" : 1`).
 * Route companies are scalar sub-selects: joined inside the aggregate, the planner hashed the whole
 * companies table once per card.
 */
const CARD_JOINS = sql.raw(`
  cross join lateral (select c.owner_id = w.viewer as own,
    c.owner_id = w.viewer or c.contratacao_owner_id is not distinct from w.viewer as hired) h
  cross join lateral (
    select count(*)::int as eventos, count(r.dh_realizada)::int as realizados,
      (array_agg(row_to_json(x) order by r.ordem) filter (where r.rota = 1))[1] as origem,
      (array_agg(row_to_json(x) order by r.ordem desc) filter (where r.rota = 3))[1] as destino
    from "carga_rotas" r
    cross join lateral (select r.localidade, r.cidade, r.uf,
      (select e.nome from "empresas" e where e.id = r.empresa_id) as empresa,
      ${ISO('r.dh_prevista')} as "dhPrevista") x
    where r.carga_id = c.id) rs
  cross join lateral (
    select count(*)::int as quantidade,
      coalesce(array_to_json(array_agg(distinct d.numero_nf collate "C") filter (where d.numero_nf is not null)),
        '[]') as numeros
    from "carga_documentos" d where d.carga_id = c.id) docs
  cross join lateral (
    select count(*) filter (where o.situacao in (${OFERTA_EM_NEGOCIACAO.join(', ')}))::int as negociacoes,
      case when count(*) filter (where ${DIRECIONADA_ATIVA}) = 1
        then min(e.nome) filter (where ${DIRECIONADA_ATIVA}) end as direcionada
    from "carga_ofertas" o join "empresas" e on e.id = o.transportadora_empresa_id
    where o.carga_id = c.id and (o.owner_id = w.viewer or o.transportadora_owner_id = w.viewer)) ofs
  join "owners" ow on ow.id = c.owner_id
  left join "caracteristicas" ca on ca.id = c.caracteristica_id and ca.descricao <> ''
  left join "empresas" tc on tc.id = c.transportadora_empresa_id and h.hired
  left join "veiculos" v on v.id = c.veiculo_id and h.hired
  left join "motoristas" m on m.id = c.motorista_id and h.hired and m.nome <> ''`);

/** A stored plate as shown: the old format with its hyphen (ABC-1234), Mercosul as it is (ABC1D23). */
const PLACA_FORMATADA = (coluna: string) =>
  `case when ${coluna} ~ '^[A-Z]{3}[0-9]{4}$' then substr(${coluna}, 1, 3) || '-' || substr(${coluna}, 4)
      else ${coluna} end`;

/** The card's fields, in the contract's order (see CARD_JOINS). */
const CARD_COLUMNS = sql.raw(`
  c.id,
  c.codigo,
  c.codigo_identificador as "codigoIdentificador",
  c.situacao,
  case when h.own then c.etapa_id end as etapa,
  case when h.own then c.visibilidade else ${VisibilidadeCarga.DirecionadaParaMim} end as visibilidade,
  c.origem_carga as "origemCarga",
  c.tipo_frete as "tipoFrete",
  c.lote_id is not null as lote,
  c.unidade_negocio_id as "unidadeNegocioId",
  c.contratacao_id as "contratacaoId",
  c.contratacao_unidade_negocio_id as "contratacaoUnidadeNegocioId",
  c.contratacao_owner_id as "contratacaoOwnerId",
  ${ISO('c.dh_publicacao')} as "dhPublicacao",
  ${ISO('c.dh_coleta')} as "dhColeta",
  ${ISO('c.dh_entrega')} as "dhEntrega",
  ${ISO('c.updated_at')} as "dhModificacao",
  ${ISO('c.dh_pre_finalizacao')} as "dhPreFinalizacao",
  rs.origem,
  rs.destino,
  ow.nome as "nomeDirecionador",
  coalesce(tc.nome, ofs.direcionada) as "nomeDirecionado",
  docs.numeros as "numerosNF",
  c.valor_carga::text as "valorCarga",
  c.valor_frete::text as valor,
  c.peso::text as peso,
  c.volume::text as volume,
  c.volume_unidade as "volumeUnidade",
  c.quantidade,
  case when ca.id is not null then (select row_to_json(x) from (select ca.descricao) x) end as caracteristica,
  -- No fleet number is stored yet. Equipment: the plates of the vehicles allocated with the main one
  -- (cargas.equipamento_ids, in the order chosen).
  case when v.id is not null then (select row_to_json(x) from (select v.id, ${PLACA_FORMATADA('v.placa')} as placa,
    null::text as frota,
    coalesce((select json_agg(${PLACA_FORMATADA('ve.placa')} order by eq.ordem)
      from unnest(c.equipamento_ids) with ordinality eq(id, ordem)
      join "veiculos" ve on ve.id = eq.id), '[]'::json) as equipamentos) x) end as veiculo,
  coalesce(v.frota, false) as "veiculoContratadoFrota",
  case when m.id is not null then (select row_to_json(x) from (select m.nome,
    case when m.cpf = '' then null
      when m.cpf ~ '^[0-9]{11}$' then substr(m.cpf, 1, 3) || '.' || substr(m.cpf, 4, 3) || '.'
        || substr(m.cpf, 7, 3) || '-' || substr(m.cpf, 10, 2)
      else regexp_replace(m.cpf, '[^0-9]', '', 'g') end as documento,
    m.telefone) x) end as motorista,
  ofs.negociacoes as "qntNegociacoesEmAndamento",
  c.qnt_ocorrencias as "qntOcorrencias",
  rs.eventos as "qntEventos",
  rs.realizados as "qntEventosRealizados",
  rs.eventos - rs.realizados as "qntEventosPlanejados",
  docs.quantidade as "qntDocumentos",
  c.alertas_em_aberto as "alertasEmAberto",
  -- Occurrences have no table yet: the card's alert icon is a plain icon with a tooltip.
  null::uuid as "ocorrenciaId",
  c.possui_redespacho as "possuiRedespacho",
  coalesce(c.owner_criador_id, c.owner_id) = w.viewer as "ownerCriadorDaCarga"`);

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
      if (q.situacoes.length === 0 || q.scope.unidadeIds.length === 0 || q.cargaIds?.length === 0) return [];
      const filters = filterConditions(q);
      const limit = q.limit + 1;
      // Branches read whole load rows: the page's loads then need no second look-up by id.
      const branches = pageBranches(q).map(
        (branch) =>
          sql`(select * from ${cargas} where ${and(branch, eq(cargas.ativo, true), ...filters)}
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
