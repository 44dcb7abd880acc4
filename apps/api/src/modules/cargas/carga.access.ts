import {
  BUSINESS_UNIT_HEADER,
  Licenca,
  MESSAGES,
  Modulo,
  OFERTAS_ENCERRADAS,
  Role,
  SITUACOES_DO_QUADRO,
  TipoEmpresa,
  TipoOferta,
} from '@embarca/domain';
import { getTableColumns, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { cargas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createPreparedRunner } from '../../lib/prepared-statements';
import { type AccessRequirement, protectRoutes, requireAccess } from '../../plugins/access-guard';
import type { RequestSession } from '../../plugins/authenticate';

/**
 * Who may see and act on a load — the one place that answers it (the gate of the cargas module).
 *
 * Visibility ("the caller's board"): its company's loads in the request's business-unit scope, and, for a
 * carrier, other companies' loads directed to it (an active directed offer) or hired from it, when the
 * hiring unit is unset or in its scope. Only active loads in a board situacao are on a board.
 *
 * Every route that touches a load by id calls `requireCargaAccess` at one of these levels:
 * | level        | who passes                                                          | otherwise          |
 * | ------------ | ------------------------------------------------------------------- | ------------------ |
 * | `ver`        | the load is on the caller's board                                   | 404                |
 * | `empresa`    | on the caller's board, and the caller is the load's company         | carrier 403, 404   |
 * | `editar`     | the load's company, the load in the unit scope (any situacao)       | carrier that sees it 403, else 404 |
 * | `contratado` | as `editar`, or the carrier hired for it that sees it               | as `editar`        |
 * "Carrier 403": a carrier that sees the load learns it may not do this; anyone else learns nothing (404).
 * Lists (board pages, quick search, home figures) use the same visibility as SQL (`visibilidade`).
 */
export const NivelAcesso = {
  Ver: 'ver',
  Empresa: 'empresa',
  Editar: 'editar',
  Contratado: 'contratado',
} as const;
export type TNivelAcesso = (typeof NivelAcesso)[keyof typeof NivelAcesso];

/** Whose loads a request reaches: the caller's company, the request's units, and whether it is a carrier. */
export interface EscopoCargas {
  ownerId: string;
  unidadeIds: string[];
  transportadora: boolean;
}

export function escopoDaSessao(session: RequestSession): EscopoCargas {
  return {
    ownerId: session.ownerId,
    unidadeIds: session.escopoUnidadeIds,
    transportadora: session.claims.TipoEmpresa === TipoEmpresa.Transportadora,
  };
}

/** A list of ids as `any(uuid[])`: one parameter whatever the count (or a placeholder, see `escopoModelo`). */
const emLista = (ids: readonly string[]) =>
  ids instanceof Placeholder ? sql`any(${ids}::uuid[])` : sql`any(${sql.param([...ids])}::uuid[])`;

/**
 * A statement's scope with placeholders (`ownerId`, `unidadeIds`) in place of the caller's values, for
 * statements compiled once per shape (`runPrepared.compiled`): `forma` names the shape and `valores` fills it.
 */
export function escopoModelo(escopo: EscopoCargas): {
  modelo: EscopoCargas;
  forma: string;
  valores: { ownerId: string; unidadeIds: string[] };
} {
  const semUnidades = escopo.unidadeIds.length === 0;
  const modelo = {
    ownerId: sql.placeholder('ownerId'),
    // An empty scope keeps its real (empty) list: `ramos` turns it into no branch at all.
    unidadeIds: semUnidades ? [] : sql.placeholder('unidadeIds'),
    transportadora: escopo.transportadora,
  } as unknown as EscopoCargas;
  return {
    modelo,
    forma: `${escopo.transportadora ? 't' : 'e'}${semUnidades ? '0' : ''}`,
    valores: { ownerId: escopo.ownerId, unidadeIds: [...escopo.unidadeIds] },
  };
}

/** An offer (alias `o`) that directs its load to its carrier: directed (tipo 2), not refused nor cancelled. */
export const DIRECIONADA_ATIVA = `(o.tipo = ${TipoOferta.Direcionada} and o.situacao not in (${OFERTAS_ENCERRADAS.join(', ')}))`;

/**
 * The ids of the loads directed to carrier tenant `ownerId` (an offer of tipo 2 not refused nor cancelled)
 * or hired from it, as a sub-select read through two small per-carrier indexes
 * (carga_ofertas_transportadora_idx, cargas_contratacao_owner_idx): it never scans the shippers' loads.
 */
function cargasDoTransportador(ownerId: string): SQL {
  return sql`select o.carga_id from carga_ofertas o
      where o.transportadora_owner_id = ${ownerId} and ${sql.raw(DIRECIONADA_ATIVA)}
    union
    select c2.id from cargas c2 where c2.contratacao_owner_id = ${ownerId}`;
}

/**
 * The visibility as SQL conditions over a `cargas` row aliased `c`. Kept as separate branches (an OR of
 * them would hide each branch's index from the planner): callers union or OR them as they need.
 */
export const visibilidade = {
  /** The viewer's own loads of one unit: the board reads each unit's loads in its index order. */
  propriasDaUnidade(escopo: EscopoCargas, unidadeId: string): SQL {
    return sql`c.owner_id = ${escopo.ownerId} and c.unidade_negocio_id = ${unidadeId}`;
  },

  /** The viewer's own loads in the request's unit scope. */
  propriasNoEscopo(escopo: EscopoCargas): SQL {
    return sql`c.owner_id = ${escopo.ownerId} and c.unidade_negocio_id = ${emLista(escopo.unidadeIds)}`;
  },

  /** A carrier's view of other companies' loads directed to it or hired from it; undefined for others. */
  direcionadas(escopo: EscopoCargas): SQL | undefined {
    if (!escopo.transportadora) return undefined;
    return sql`c.owner_id <> ${escopo.ownerId}
      and (c.contratacao_unidade_negocio_id is null or c.contratacao_unidade_negocio_id = ${emLista(escopo.unidadeIds)})
      and c.id in (${cargasDoTransportador(escopo.ownerId)})`;
  },

  /** Every branch of the viewer's visibility (none without a unit in scope). */
  ramos(escopo: EscopoCargas): SQL[] {
    if (escopo.unidadeIds.length === 0) return [];
    const direcionadas = visibilidade.direcionadas(escopo);
    return direcionadas
      ? [visibilidade.propriasNoEscopo(escopo), direcionadas]
      : [visibilidade.propriasNoEscopo(escopo)];
  },

  /** The load is on a board: active, in a board situacao (5 cancelada and 99 desativada are not). */
  noQuadro: sql.raw(`c.ativo and c.situacao in (${SITUACOES_DO_QUADRO.join(', ')})`),
};

/**
 * The viewer sees who is hired — carrier, vehicle, driver — on a load it sees: the load's company, or the
 * carrier hired for it (a carrier the load is merely directed to sees the load, not who else was hired).
 */
export function veContratacao(viewer: SQL): SQL {
  return sql`(c.owner_id = ${viewer} or c.contratacao_owner_id is not distinct from ${viewer})`;
}

/** The visible loads among `c` rows: one condition (for a handful of rows read by id). */
export function visivelPara(escopo: EscopoCargas): SQL {
  const ramos = visibilidade.ramos(escopo);
  if (ramos.length === 0) return sql`false`;
  return sql`(${sql.join(
    ramos.map((ramo) => sql`(${ramo})`),
    sql` or `,
  )}) and ${visibilidade.noQuadro}`;
}

/** A load as the gate read it: every column, and the caller's relation to it. */
export type CargaRow = typeof cargas.$inferSelect;
export interface CargaAcessada extends CargaRow {
  /** The caller's company's load, in the request's unit scope. */
  propria: boolean;
  /** The caller is the carrier hired for it. */
  contratada: boolean;
  /** The caller sees who is hired (see `veContratacao`). */
  veContratacao: boolean;
}

interface Fatos {
  propria: boolean;
  contratada: boolean;
  visivel: boolean;
}

/** The level's answer for one load: null when allowed, else the error code (see the table above). */
export function recusa(nivel: TNivelAcesso, fatos: Fatos): 'NOT_FOUND' | 'FORBIDDEN' | null {
  switch (nivel) {
    case NivelAcesso.Ver:
      return fatos.visivel ? null : 'NOT_FOUND';
    case NivelAcesso.Empresa:
      if (!fatos.visivel) return 'NOT_FOUND';
      return fatos.propria ? null : 'FORBIDDEN';
    case NivelAcesso.Editar:
      if (fatos.propria) return null;
      return fatos.visivel ? 'FORBIDDEN' : 'NOT_FOUND';
    case NivelAcesso.Contratado:
      if (fatos.propria || (fatos.contratada && fatos.visivel)) return null;
      return fatos.visivel ? 'FORBIDDEN' : 'NOT_FOUND';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Load ids as the database answers them: well-formed, lower-cased, each once, in their first position. */
export function idsDeCargas(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
}

/**
 * The load's columns as Drizzle maps them (name in the row → property, the column's own decoding), so the
 * gate can read `c.*` with plain SQL: building Drizzle's select of ~80 aliased columns cost more CPU per
 * request than everything else of a load read (≈ 0.5 ms; issue 14's profile).
 */
const COLUNAS_DA_CARGA = Object.entries(getTableColumns(cargas)).map(([chave, coluna]) => ({
  chave,
  nome: coluna.name,
  coluna,
}));

function linhaDaCarga(row: Record<string, unknown>): CargaRow {
  const carga: Record<string, unknown> = {};
  for (const { chave, nome, coluna } of COLUNAS_DA_CARGA) {
    const valor = row[nome];
    carga[chave] = valor === null || valor === undefined ? null : coluna.mapFromDriverValue(valor);
  }
  return carga as CargaRow;
}

/** The gate's read runs prepared: one text per kind of viewer (shipper, carrier), planned once. */
const runPrepared = createPreparedRunner('carga_acesso');

/** The gate's one query: the loads by id with the caller's relation to each, in one round trip. */
export function createCargaAccessRepository(db: Database) {
  return {
    async read(escopo: EscopoCargas, ids: readonly string[]) {
      const { modelo, forma, valores } = escopoModelo(escopo);
      const rows = await runPrepared.compiled(
        db,
        forma,
        () => {
          const propria =
            visibilidade.ramos(modelo).length > 0 ? visibilidade.propriasNoEscopo(modelo) : sql`false`;
          return sql`select c.*, (${propria}) as "__propria",
            (c.contratacao_owner_id is not distinct from ${modelo.ownerId}::uuid) as "__contratada",
            ${veContratacao(sql`${modelo.ownerId}::uuid`)} as "__ve_contratacao",
            (${visivelPara(modelo)}) as "__visivel"
          from cargas c where c.id = any(${sql.placeholder('ids')}::uuid[])`;
        },
        { ...valores, ids: [...ids] },
      );
      return rows.map((row) => ({
        carga: linhaDaCarga(row),
        propria: row.__propria === true,
        contratada: row.__contratada === true,
        veContratacao: row.__ve_contratacao === true,
        visivel: row.__visivel === true,
      }));
    },
  };
}

export type CargaAccessRepository = ReturnType<typeof createCargaAccessRepository>;

/**
 * The gate (`requireCargaAccess`): `require` answers the load the caller may reach at `nivel` or throws
 * 404/403; `requireAll` the same for several loads (all or the error); `filter` keeps the ones it may.
 */
export function createCargaAccess(repository: CargaAccessRepository) {
  async function avaliar(session: RequestSession, nivel: TNivelAcesso, cargaIds: readonly string[]) {
    const ids = idsDeCargas(cargaIds);
    const rows = ids.length === 0 ? [] : await repository.read(escopoDaSessao(session), ids);
    const porId = new Map(rows.map((row) => [row.carga.id, row]));
    return ids.map((id) => {
      const row = porId.get(id);
      if (!row) return { erro: 'NOT_FOUND' as const, carga: undefined };
      const { carga: colunas, visivel: _visivel, ...relacao } = row;
      const carga: CargaAcessada = { ...colunas, ...relacao };
      return { erro: recusa(nivel, row), carga };
    });
  }

  async function requireAll(
    session: RequestSession,
    nivel: TNivelAcesso,
    cargaIds: readonly string[],
  ): Promise<CargaAcessada[]> {
    const avaliadas = await avaliar(session, nivel, cargaIds);
    // A load not found wins: a forbidden one next to it must not confirm that the others exist.
    if (avaliadas.length === 0 || avaliadas.some((a) => a.erro === 'NOT_FOUND')) {
      throw new AppError('NOT_FOUND');
    }
    if (avaliadas.some((a) => a.erro === 'FORBIDDEN')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return avaliadas.flatMap((a) => (a.carga ? [a.carga] : []));
  }

  return {
    requireAll,

    async require(session: RequestSession, nivel: TNivelAcesso, cargaId: string): Promise<CargaAcessada> {
      const [carga] = await requireAll(session, nivel, [cargaId]);
      if (!carga) throw new AppError('NOT_FOUND');
      return carga;
    },

    async filter(
      session: RequestSession,
      nivel: TNivelAcesso,
      cargaIds: readonly string[],
    ): Promise<CargaAcessada[]> {
      const avaliadas = await avaliar(session, nivel, cargaIds);
      return avaliadas.flatMap((a) => (a.erro === null && a.carga ? [a.carga] : []));
    },
  };
}

export type CargaAccess = ReturnType<typeof createCargaAccess>;

/**
 * The route-level half of the gate, on every load route plugin: a session, the Cargas module and a selected
 * business unit (BusinessUnitId, which `authenticate` has checked is one of the user's), plus what the
 * plugin's calls add (a role, shippers only, the Free licence refused).
 */
export function guardCargaRoutes(app: FastifyInstance, extra: AccessRequirement = {}): void {
  protectRoutes(app, requireAccess({ modules: [Modulo.Cargas], businessUnit: 'required', ...extra }));
}

/**
 * Registering loads, templates and lots is a shipper's (a carrier company → 403), Operador or
 * Administrador, and the Free licence is refused as on the register's drawer route.
 */
export const CADASTRO_DE_CARGAS: AccessRequirement = {
  role: Role.Operador,
  ownerTypes: [TipoEmpresa.Embarcador],
  deniedLicences: [Licenca.Free],
};

/** The request's selected unit (BusinessUnitId; the guard has made sure it is there): where new loads go. */
export function unidadeSelecionada(request: FastifyRequest): string {
  const raw = request.headers[BUSINESS_UNIT_HEADER];
  return ((Array.isArray(raw) ? raw[0] : raw) ?? '').trim().toLowerCase();
}

/** New loads go to a unit the user may access (else 403): the selected one, checked again by the use case. */
export function exigirUnidadeDoUsuario(session: RequestSession, unidadeId: string): string {
  if (!session.unidadeIds.includes(unidadeId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return unidadeId;
}
