import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargaDocumentos, cargas } from '../../db/schema';
import { createPreparedRunner } from '../../lib/prepared-statements';
import { cargasDoTransportador } from '../quadro/quadro.repository';

const runPrepared = createPreparedRunner('pesquisa_rapida');

/** Whose loads a search may find: the board's visibility (quadro.repository.ts `QuadroScope`). */
export interface EscopoCargas {
  ownerId: string;
  unidadeIds: string[];
  /** A carrier also finds other owners' loads directed to it or hired from it. */
  transportadora: boolean;
}

export interface PesquisaTermos {
  /** The term as typed (trimmed): identifier code and document number. */
  texto: string;
  /** The NF number / key form: the digits alone when the term is digits and separators. */
  nf: string;
  /** The load code, when the term is a number (exact match). */
  codigo?: number | undefined;
  /**
   * The term is a number (digits and separators): document numbers, NF numbers and keys are then matched
   * by prefix, and document and NF numbers also by suffix, through btree indexes (migration 0013). Trigrams of digit strings are few and common, so a
   * `%123456%` look-up reads most of the trigram index (≈ 6 ms per column on the scale data).
   */
  numerico: boolean;
}

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const uuidList = (ids: string[]) => sql`any(${sql.param(ids)}::uuid[])`;

/**
 * The loads of `c` (an alias of `cargas`) the viewer sees on the board, as one condition per branch:
 * its own loads in the unit scope; for a carrier also other owners' loads directed to it (an active
 * offer of tipo 2) or hired from it, when the hiring unit is unset or in scope. This is the board's rule
 * (quadro.repository.ts `ownLoads`/`directedLoads`, whose carrier sub-select it shares); the board's
 * `getCards` checks every result again.
 * Branches, not one OR: each can then be read through its own index.
 */
export function cargasVisiveis(escopo: EscopoCargas): SQL[] {
  if (escopo.unidadeIds.length === 0) return [];
  const units = uuidList(escopo.unidadeIds);
  const branches = [sql`c.owner_id = ${escopo.ownerId} and c.unidade_negocio_id = ${units}`];
  if (escopo.transportadora) {
    branches.push(sql`c.owner_id <> ${escopo.ownerId}
      and (c.contratacao_unidade_negocio_id is null or c.contratacao_unidade_negocio_id = ${units})
      and c.id in (${cargasDoTransportador(escopo.ownerId)})`);
  }
  return branches;
}

/** Loads of `c` with a document (document number, NF number or NF key) matching. */
function documentoCom(condition: SQL): SQL {
  return sql`c.id in (select d.carga_id from ${cargaDocumentos} d where ${condition})`;
}

export function createPesquisaRapidaRepository(db: Database) {
  return {
    /**
     * The ids of the visible loads (board situacoes, active) whose code equals the term (when numeric),
     * or whose identifier code, document number, NF number or NF key contains it (any case). Exact
     * matches first, then the most recently changed loads; at most `limit`.
     *
     * Every (visibility branch × match) arm reads at most `limit` rows in `updated_at` order, so the
     * planner can pick per arm: a pg_trgm index (migration 0006) when the term is selective, or the
     * owner's (owner_id, updated_at) index walked backwards when the term matches most loads ('ESC-'),
     * which stops after `limit` hits. Never a whole tenant's matches sorted.
     */
    async findCargaIds(
      escopo: EscopoCargas,
      termos: PesquisaTermos,
      situacoes: number[],
      limit: number,
    ): Promise<string[]> {
      const branches = cargasVisiveis(escopo);
      if (branches.length === 0 || situacoes.length === 0) return [];
      const texto = escapeLike(termos.texto);
      const nf = escapeLike(termos.nf);
      const contains = (text: string) => `%${text}%`;

      // Equalities through btree indexes: the identifier through (owner_id, codigo_identificador), as typed
      // or upper-cased (codes are usually upper case); the NF number through (owner_id, numero_nf) — the
      // document's owner is the load's, which gives the planner the owner. (A trigram `=` reads the
      // posting lists of the padding trigrams, which hold nearly every row.) Document numbers and NF keys
      // are found by the contains arms.
      const exatos: SQL[] = [
        sql`c.codigo_identificador in (${termos.texto}, ${termos.texto.toUpperCase()})`,
        sql`exists (select 1 from ${cargaDocumentos} d where d.carga_id = c.id and d.owner_id = c.owner_id
          and d.numero_nf = ${termos.nf})`,
      ];
      if (termos.codigo !== undefined) exatos.push(sql`c.codigo = ${termos.codigo}`);
      /**
       * The documents arm of a branch: a number by prefix (the viewer's own documents through the
       * (owner_id, … text_pattern_ops) indexes; a carrier's directed loads are few, read by load), a text
       * by contains (pg_trgm).
       */
      const documentos = (proprio: boolean): SQL => {
        if (!termos.numerico) {
          return documentoCom(
            sql`d.numero ilike ${contains(texto)} or d.numero_nf ilike ${contains(nf)} or d.chave_nf ilike ${contains(nf)}`,
          );
        }
        // `like '123%'` as the byte range it means (['123', '124') in text_pattern_ops order): unlike a
        // `like $1`, a range of parameters can use the index in a generic (prepared) plan. Numbers also
        // match by their end (`reverse(…)` indexes): an NF stored as '000123456' is found by '123456'.
        const faixa = (coluna: string, digitos: string) => {
          const ate = `${digitos.slice(0, -1)}${String.fromCharCode(digitos.charCodeAt(digitos.length - 1) + 1)}`;
          return sql`(${sql.raw(coluna)} ~>=~ ${digitos} and ${sql.raw(coluna)} ~<~ ${ate})`;
        };
        const invertido = [...termos.nf].reverse().join('');
        const porPrefixo = sql`(${sql.join(
          [
            faixa('d.numero', termos.nf),
            faixa('d.numero_nf', termos.nf),
            faixa('d.chave_nf', termos.nf),
            faixa('reverse(d.numero)', invertido),
            faixa('reverse(d.numero_nf)', invertido),
          ],
          sql` or `,
        )})`;
        return proprio
          ? sql`c.id in (select d.carga_id from ${cargaDocumentos} d where d.owner_id = ${escopo.ownerId} and ${porPrefixo})`
          : sql`exists (select 1 from ${cargaDocumentos} d where d.carga_id = c.id and ${porPrefixo})`;
      };

      const onBoard = sql`c.ativo and c.situacao in (${sql.join(situacoes, sql`, `)})`;
      const arms = branches.flatMap((branch, index) => [
        ...exatos.map(
          (match) => sql`(select c.id, c.updated_at, true as exato from ${cargas} c
            where ${branch} and ${onBoard} and (${match}) order by c.updated_at desc limit ${limit})`,
        ),
        // cargasVisiveis gives the viewer's own loads first.
        ...[sql`c.codigo_identificador ilike ${contains(texto)}`, documentos(index === 0)].map(
          (match) => sql`(select c.id, c.updated_at, false as exato from ${cargas} c
            where ${branch} and ${onBoard} and (${match}) order by c.updated_at desc limit ${limit})`,
        ),
      ]);

      const query = sql`
        select m.id from (${sql.join(arms, sql` union all `)}) m
        group by m.id
        order by bool_or(m.exato) desc, max(m.updated_at) desc, m.id
        limit ${limit}`;
      // A number (most searches: NF, code) has one plan whatever its digits: prepared, it skips planning
      // (≈ 1.5 ms of the ≈ 4 ms). A text keeps per-term plans: the planner picks, per arm, a trigram index
      // for a selective term or the owner's recent loads for a common one.
      const rows = termos.numerico
        ? await runPrepared(db, query)
        : ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => String(row.id));
    },
  };
}

export type PesquisaRapidaRepository = ReturnType<typeof createPesquisaRapidaRepository>;
