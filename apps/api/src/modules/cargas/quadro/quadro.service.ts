import {
  boardGroupOfSituacao,
  GrupoQuadro,
  MESSAGES,
  normalizePlate,
  situacoesDoGrupo,
  type TGrupoQuadro,
  TipoQuadro,
  type TQuadroCargaFiltros,
  type TQuadroCargaQuery,
  type TTotalizadoresResponse,
  VisibilidadeCarga,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { escopoDaSessao } from '../carga.access';
import {
  type CardRow,
  createQuadroRepository,
  type QuadroFiltros,
  type QuadroRepository,
} from './quadro.repository';
import type { QuadroPageCache } from './quadro-page-cache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The opaque keyset cursor: the last card's collection date and id, base64url JSON. */
function encodeCursor(row: CardRow): string {
  return Buffer.from(JSON.stringify([row.dhColeta, row.id])).toString('base64url');
}

/** An instant as the cursor carries it (UTC, up to microseconds). */
const CURSOR_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function decodeCursor(cursor: string): { dhColeta: string | null; id: string } {
  try {
    const [dh, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const instant =
      dh === null || (typeof dh === 'string' && CURSOR_INSTANT.test(dh) && !Number.isNaN(Date.parse(dh)));
    if (typeof id !== 'string' || !UUID.test(id) || !instant) throw new Error('cursor');
    return { dhColeta: dh, id };
  } catch {
    throw new AppError('VALIDATION', `cursor: ${MESSAGES.invalidFormat}`);
  }
}

const date = (value: string | undefined) => (value ? new Date(value) : undefined);

/** The validated query filters as the repository applies them. */
function toRepositoryFilters(f: TQuadroCargaFiltros): QuadroFiltros {
  const visibilidades = f.visibilidades;
  // A driver filter made only of digits and punctuation is a CPF (or part of one), otherwise a name.
  const driverDigits = f.motorista?.replace(/\D/g, '') ?? '';
  const driverIsDocument =
    f.motorista !== undefined && /^[\d.\-/\s]+$/.test(f.motorista) && driverDigits !== '';
  const placa = normalizePlate(f.placa);
  return {
    codigo: f.codigo,
    origem: f.origem,
    destino: f.destino,
    dhColetaIni: date(f.dhColetaIni),
    dhColetaFim: date(f.dhColetaFim),
    dhEntregaIni: date(f.dhEntregaIni),
    dhEntregaFim: date(f.dhEntregaFim),
    visibilidadesProprias: visibilidades?.filter((v) => v !== VisibilidadeCarga.DirecionadaParaMim),
    incluirDirecionadasParaMim:
      visibilidades === undefined || visibilidades.includes(VisibilidadeCarga.DirecionadaParaMim),
    tiposFrete: f.tiposFrete,
    query: f.query,
    transportadoraEmpresaId: f.transportadora,
    motoristaNome: driverIsDocument ? undefined : f.motorista,
    motoristaDocumento: driverIsDocument ? driverDigits : undefined,
    numerosNF: f.numerosNF,
    placa: placa === '' ? undefined : placa,
    comOcorrencia: f.comOcorrencia,
    ultimaEntregaRealizada: f.ultimaEntregaRealizada,
    possuiRedespacho: f.possuiRedespacho,
  };
}

/**
 * A board page as the JSON text the route sends: the cards are PostgreSQL's JSON text (see CARD_COLUMNS
 * in the repository), wrapped in the page envelope here without being parsed or re-encoded.
 */
export interface QuadroPageJson {
  /** The page as UTF-8 JSON bytes (a Buffer goes to the socket as it is). */
  body: Buffer;
}

export function createQuadroService({
  db,
  repository = createQuadroRepository(db),
  pageCache,
}: {
  db: Database;
  /** The board's queries (tests wrap them); by default over `db`. */
  repository?: QuadroRepository;
  /** Shippers' pages kept while their owner's board version is unchanged (see quadro-page-cache.ts). */
  pageCache?: QuadroPageCache | undefined;
}) {
  /** Builds one page (one statement; see the repository). */
  async function buildPage(session: RequestSession, grupo: TGrupoQuadro, query: TQuadroCargaQuery) {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const doGrupo = situacoesDoGrupo(grupo);
    // A situacao outside the group narrows the page to nothing (not an error: the filter is shared).
    const situacoes = query.situacao ? doGrupo.filter((s) => query.situacao?.includes(s)) : doGrupo;
    const rows = await repository.listPage({
      ...toRepositoryFilters(query),
      dhCriacaoIni: date(query.dhCriacaoIni),
      scope: escopoDaSessao(session),
      situacoes,
      limit: query.limit,
      after,
    });
    const page = rows.length > query.limit ? rows.slice(0, query.limit) : rows;
    const last = page.at(-1);
    const nextCursor = rows.length > query.limit && last ? encodeCursor(last) : null;
    return Buffer.from(
      `{"grupo":${JSON.stringify(grupo)},"items":[${page.map((row) => row.card).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`,
    );
  }

  return {
    /**
     * One page of a "Minhas cargas" group in the caller's business-unit scope (TQuadroCargaResponse),
     * as JSON text: one query builds the cards, Node only adds the envelope.
     */
    async listGroup(
      session: RequestSession,
      grupo: TGrupoQuadro,
      query: TQuadroCargaQuery,
    ): Promise<QuadroPageJson> {
      const scope = escopoDaSessao(session);
      // A carrier's board spans other owners' loads (one version each): it is always built.
      if (!pageCache || scope.transportadora) return { body: await buildPage(session, grupo, query) };
      // The version is read BEFORE the page: a write committing in between makes the stored page look
      // older than it is (rebuilt next time), never newer.
      const versao = await repository.versao(scope.ownerId);
      // The page depends only on the owner (the viewer of own loads), the unit scope, the group and
      // the validated query (zod writes its keys in the schema's order).
      const key = `${scope.ownerId}|${scope.unidadeIds.join(',')}|${grupo}|${JSON.stringify(query)}`;
      const cached = pageCache.get(key, versao);
      if (cached) return { body: cached };
      const body = await buildPage(session, grupo, query);
      pageCache.set(key, versao, body);
      return { body };
    },

    /**
     * Load counts of the caller's scope, per situacao and per board group (02 §7 totalizadores). A count
     * over the unit's loads costs ≈ 6 ms of PostgreSQL per call at 7,000 loads: for a shipper it is kept
     * with the page cache under the same owner board version (any write a card reads bumps it), so the
     * counts the board shows are recomputed only after something moved.
     */
    async totalizadores(session: RequestSession, tipoQuadro: number): Promise<TTotalizadoresResponse> {
      if (tipoQuadro !== TipoQuadro.Cargas) throw new AppError('NOT_FOUND');
      const scope = escopoDaSessao(session);
      if (!pageCache || scope.transportadora) return countTotals(scope);
      const versao = await repository.versao(scope.ownerId);
      const key = `totalizadores|${scope.ownerId}|${scope.unidadeIds.join(',')}`;
      const cached = pageCache.get(key, versao);
      if (cached) return JSON.parse(cached.toString('utf8')) as TTotalizadoresResponse;
      const totals = await countTotals(scope);
      pageCache.set(key, versao, Buffer.from(JSON.stringify(totals)));
      return totals;
    },
  };

  async function countTotals(scope: ReturnType<typeof escopoDaSessao>): Promise<TTotalizadoresResponse> {
    const rows = await repository.countBySituacao(scope);
    const porGrupo = new Map<TGrupoQuadro, number>(Object.values(GrupoQuadro).map((g) => [g, 0]));
    for (const row of rows) {
      const grupo = boardGroupOfSituacao(row.situacao);
      if (grupo) porGrupo.set(grupo, (porGrupo.get(grupo) ?? 0) + row.quantidade);
    }
    return {
      total: rows.reduce((sum, row) => sum + row.quantidade, 0),
      porSituacao: rows,
      porGrupo: [...porGrupo].map(([grupo, quantidade]) => ({ grupo, quantidade })),
    };
  }
}

export type QuadroService = ReturnType<typeof createQuadroService>;
