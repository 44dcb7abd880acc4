import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaDocumentos, cargas } from '../../../db/schema/index';
import { createPreparedRunner } from '../../../lib/prepared-statements';
import { type EscopoCargas, visibilidade } from '../carga.access';

const runPrepared = createPreparedRunner('pesquisa_rapida');

export interface PesquisaTermos {
  /** The term as typed (trimmed): the identifier code is compared with it. */
  texto: string;
  /** The documents' form: the digits alone when the term is digits and separators, else the term. */
  nf: string;
  /** The load code, when the term is a number (exact match). */
  codigo?: number | undefined;
  /** Digits and separators only: NF keys (44 digits, nothing else) can match only then. */
  numerico: boolean;
}

/**
 * How many matches of one field the search looks at before the board's visibility and order are applied:
 * a term matching more than this many loads (a common prefix) shows 10 of the first matches, not the 10
 * most recent — the user types more. Bounds the work of every search whatever the term.
 */
const CANDIDATOS_POR_CAMPO = 200;

/**
 * `expressao` starts with `valor`, as the byte range it means ('ABC' → ['ABC', 'ABD') in text_pattern_ops
 * order). Unlike `like $1 || '%'`, a range of parameters uses the btree index in a generic (prepared) plan,
 * and `%` or `_` typed by the user are plain characters.
 */
function comecaCom(expressao: string, valor: string): SQL {
  const ate = `${valor.slice(0, -1)}${String.fromCharCode(valor.charCodeAt(valor.length - 1) + 1)}`;
  return sql`(${sql.raw(expressao)} ~>=~ ${valor} and ${sql.raw(expressao)} ~<~ ${ate})`;
}

/** One field the search compares, over the alias `c` (cargas) or `d` (carga_documentos). */
interface Campo {
  tabela: 'carga' | 'documento';
  /** The compared expression: the same as its index's (migration 0015). */
  expressao: string;
  /** The term in the field's form (upper case; reversed for an "ends with" field). */
  valor: string;
}

const reversed = (text: string) => [...text].reverse().join('');

/**
 * The fields of 01 §2's quick search, each matched by its start or its end, in any case: the identifier
 * code, and the document number and NF number (by their end too: an NF stored as '000123456' is found by
 * '123456'); the NF key (digits only) by its start. Load codes match exactly (see `findCargaIds`).
 */
function camposDaPesquisa(termos: PesquisaTermos): Campo[] {
  const identificador = termos.texto.toUpperCase();
  const documento = termos.nf.toUpperCase();
  const campos: Campo[] = [
    {
      tabela: 'carga',
      expressao: 'upper(c.codigo_identificador)',
      valor: identificador,
    },
    {
      tabela: 'carga',
      expressao: 'reverse(upper(c.codigo_identificador))',
      valor: reversed(identificador),
    },
    { tabela: 'documento', expressao: 'upper(d.numero)', valor: documento },
    {
      tabela: 'documento',
      expressao: 'reverse(upper(d.numero))',
      valor: reversed(documento),
    },
    { tabela: 'documento', expressao: 'upper(d.numero_nf)', valor: documento },
    {
      tabela: 'documento',
      expressao: 'reverse(upper(d.numero_nf))',
      valor: reversed(documento),
    },
  ];
  if (termos.numerico) {
    campos.push({ tabela: 'documento', expressao: 'd.chave_nf', valor: termos.nf });
  }
  return campos;
}

export function createPesquisaRapidaRepository(db: Database) {
  return {
    /**
     * The ids of the visible loads (board situacoes, active) whose code equals the term (when numeric),
     * or whose identifier code, document number, NF number or NF key starts or ends with it (any case).
     * Exact matches first, then the most recently changed loads; at most `limit`.
     *
     * The viewer's own loads are found field by field through btree indexes on (owner_id, expression)
     * (migration 0015), each read for at most CANDIDATOS_POR_CAMPO matches; the board's rules (unit scope,
     * situacao, active) and the order then apply to those few loads, by primary key. A carrier's directed
     * loads are few: they are read by load and each compared field by field. One statement text per kind
     * of term, run prepared: no term makes the planner walk a tenant's loads.
     */
    async findCargaIds(escopo: EscopoCargas, termos: PesquisaTermos, limit: number): Promise<string[]> {
      const branches = visibilidade.ramos(escopo);
      if (branches.length === 0) return [];
      const campos = camposDaPesquisa(termos);
      const doCampo = (campo: Campo) => comecaCom(campo.expressao, campo.valor);

      const onBoard = visibilidade.noQuadro;
      const [proprio, ...direcionadas] = branches;
      if (!proprio) return [];
      // The viewer's own visible matches, one capped index read per field.
      const candidatos = campos.map((campo) =>
        campo.tabela === 'carga'
          ? sql`(select c.id from ${cargas} c where ${proprio} and ${onBoard} and ${doCampo(campo)}
              limit ${CANDIDATOS_POR_CAMPO})`
          : sql`(select d.carga_id from ${cargaDocumentos} d join ${cargas} c on c.id = d.carga_id
              where d.owner_id = ${escopo.ownerId} and ${doCampo(campo)} and ${proprio} and ${onBoard}
              limit ${CANDIDATOS_POR_CAMPO})`,
      );
      if (termos.codigo !== undefined) {
        candidatos.push(
          sql`(select c.id from ${cargas} c where ${proprio} and ${onBoard} and c.codigo = ${termos.codigo})`,
        );
      }
      const proprias = sql`c.id = any(array(${sql.join(candidatos, sql` union all `)}))`;

      // A load of `c` matching, compared field by field (for a carrier's few directed loads).
      const naCarga = campos.filter((campo) => campo.tabela === 'carga').map(doCampo);
      const noDocumento = campos.filter((campo) => campo.tabela === 'documento').map(doCampo);
      if (termos.codigo !== undefined) naCarga.push(sql`c.codigo = ${termos.codigo}`);
      const combina = sql`(${sql.join(naCarga, sql` or `)} or exists (select 1 from ${cargaDocumentos} d
        where d.carga_id = c.id and (${sql.join(noDocumento, sql` or `)})))`;

      // Exact matches first: the code, the identifier, or a document's number, NF number or key.
      const exatos = [
        sql`upper(c.codigo_identificador) = ${termos.texto.toUpperCase()}`,
        sql`exists (select 1 from ${cargaDocumentos} d where d.carga_id = c.id
          and (upper(d.numero) = ${termos.nf.toUpperCase()} or upper(d.numero_nf) = ${termos.nf.toUpperCase()}
            or d.chave_nf = ${termos.nf}))`,
      ];
      if (termos.codigo !== undefined) exatos.unshift(sql`c.codigo = ${termos.codigo}`);
      const exato = sql`(${sql.join(exatos, sql` or `)})`;

      // Own loads first (found through the candidates), then a carrier's directed loads, compared by load.
      const arms = [
        sql`(select c.id, c.updated_at, ${exato} as exato from ${cargas} c where ${proprias})`,
        ...direcionadas.map(
          (branch) => sql`(select c.id, c.updated_at, ${exato} as exato from ${cargas} c
            where ${branch} and ${onBoard} and ${combina})`,
        ),
      ];
      const query = sql`
        select m.id from (${sql.join(arms, sql` union all `)}) m
        order by m.exato desc, m.updated_at desc, m.id
        limit ${limit}`;
      const rows = await runPrepared(db, query);
      return rows.map((row) => String(row.id));
    },
  };
}

export type PesquisaRapidaRepository = ReturnType<typeof createPesquisaRapidaRepository>;
