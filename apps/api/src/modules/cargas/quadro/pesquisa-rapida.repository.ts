import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaDocumentos, cargas } from '../../../db/schema/index';
import { createPreparedRunner } from '../../../lib/prepared-statements';
import { type EscopoCargas, escopoModelo, visibilidade } from '../carga.access';

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
 * The byte range of the values starting with `valor` ('ABC' → ['ABC', 'ABD') in text_pattern_ops order).
 * Unlike `like $1 || '%'`, a range of parameters uses the btree index in a generic (prepared) plan, and `%`
 * or `_` typed by the user are plain characters.
 */
function faixa(valor: string): [string, string] {
  return [valor, `${valor.slice(0, -1)}${String.fromCharCode(valor.charCodeAt(valor.length - 1) + 1)}`];
}

/** `expressao` within the range of placeholders `de<i>`/`ate<i>` (see `faixa`). */
function comecaCom(expressao: string, indice: number): SQL {
  return sql`(${sql.raw(expressao)} ~>=~ ${sql.placeholder(`de${indice}`)} and ${sql.raw(expressao)} ~<~ ${sql.placeholder(`ate${indice}`)})`;
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
      if (visibilidade.ramos(escopo).length === 0) return [];
      const campos = camposDaPesquisa(termos);
      const comCodigo = termos.codigo !== undefined;
      const { modelo, forma, valores } = escopoModelo(escopo);
      const faixas = Object.fromEntries(
        campos.flatMap((campo, indice) => {
          const [de, ate] = faixa(campo.valor);
          return [
            [`de${indice}`, de],
            [`ate${indice}`, ate],
          ];
        }),
      );
      const rows = await runPrepared.compiled(
        db,
        `${forma}_${campos.length}${comCodigo ? '_codigo' : ''}`,
        () => consultaDaPesquisa(modelo, campos, comCodigo),
        {
          ...valores,
          ...faixas,
          texto: termos.texto.toUpperCase(),
          nfUpper: termos.nf.toUpperCase(),
          nf: termos.nf,
          codigo: termos.codigo ?? null,
          limit,
        },
      );
      return rows.map((row) => String(row.id));
    },
  };
}

/**
 * The search's one statement for a shape of scope (`modelo`, with placeholders) and of term (its fields,
 * whether it is also a load code); the term's values are the placeholders `de<i>`/`ate<i>` (each field's
 * range), `texto`, `nfUpper`, `nf`, `codigo` and `limit`.
 */
function consultaDaPesquisa(modelo: EscopoCargas, campos: Campo[], comCodigo: boolean): SQL {
  const [proprio, ...direcionadas] = visibilidade.ramos(modelo);
  if (!proprio) return sql`select null::uuid as id where false`;
  const onBoard = visibilidade.noQuadro;
  const codigo = sql`${sql.placeholder('codigo')}::int`;
  // The viewer's own visible matches, one capped index read per field.
  const candidatos = campos.map((campo, indice) =>
    campo.tabela === 'carga'
      ? sql`(select c.id from ${cargas} c where ${proprio} and ${onBoard} and ${comecaCom(campo.expressao, indice)}
          limit ${sql.raw(String(CANDIDATOS_POR_CAMPO))})`
      : sql`(select d.carga_id from ${cargaDocumentos} d join ${cargas} c on c.id = d.carga_id
          where d.owner_id = ${modelo.ownerId} and ${comecaCom(campo.expressao, indice)} and ${proprio} and ${onBoard}
          limit ${sql.raw(String(CANDIDATOS_POR_CAMPO))})`,
  );
  if (comCodigo) {
    candidatos.push(
      sql`(select c.id from ${cargas} c where ${proprio} and ${onBoard} and c.codigo = ${codigo})`,
    );
  }
  const proprias = sql`c.id = any(array(${sql.join(candidatos, sql` union all `)}))`;

  // A load of `c` matching, compared field by field (for a carrier's few directed loads).
  const naCarga = campos.flatMap((campo, indice) =>
    campo.tabela === 'carga' ? [comecaCom(campo.expressao, indice)] : [],
  );
  const noDocumento = campos.flatMap((campo, indice) =>
    campo.tabela === 'documento' ? [comecaCom(campo.expressao, indice)] : [],
  );
  if (comCodigo) naCarga.push(sql`c.codigo = ${codigo}`);
  const combina = sql`(${sql.join(naCarga, sql` or `)} or exists (select 1 from ${cargaDocumentos} d
    where d.carga_id = c.id and (${sql.join(noDocumento, sql` or `)})))`;

  // Exact matches first: the code, the identifier, or a document's number, NF number or key.
  const exatos = [
    sql`upper(c.codigo_identificador) = ${sql.placeholder('texto')}`,
    sql`exists (select 1 from ${cargaDocumentos} d where d.carga_id = c.id
      and (upper(d.numero) = ${sql.placeholder('nfUpper')} or upper(d.numero_nf) = ${sql.placeholder('nfUpper')}
        or d.chave_nf = ${sql.placeholder('nf')}))`,
  ];
  if (comCodigo) exatos.unshift(sql`c.codigo = ${codigo}`);
  const exato = sql`(${sql.join(exatos, sql` or `)})`;

  // Own loads first (found through the candidates), then a carrier's directed loads, compared by load.
  const arms = [
    sql`(select c.id, c.updated_at, ${exato} as exato from ${cargas} c where ${proprias})`,
    ...direcionadas.map(
      (branch) => sql`(select c.id, c.updated_at, ${exato} as exato from ${cargas} c
        where ${branch} and ${onBoard} and ${combina})`,
    ),
  ];
  return sql`
    select m.id from (${sql.join(arms, sql` union all `)}) m
    order by m.exato desc, m.updated_at desc, m.id
    limit ${sql.placeholder('limit')}`;
}

export type PesquisaRapidaRepository = ReturnType<typeof createPesquisaRapidaRepository>;
