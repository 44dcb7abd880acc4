import {
  boardGroupOfSituacao,
  GrupoQuadro,
  MESSAGES,
  situacoesDoGrupo,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  TipoQuadro,
  type TQuadroCargaQuery,
  type TQuadroCargaResponse,
  type TTotalizadoresResponse,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { QuadroRepository, QuadroRow, RotaPonto } from './quadro.repository';

/** The opaque keyset cursor: the last card's collection date and id, base64url JSON. */
function encodeCursor(row: QuadroRow): string {
  return Buffer.from(JSON.stringify([row.dhColeta?.toISOString() ?? null, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { dhColeta: Date | null; id: string } {
  try {
    const [dh, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const date = typeof dh === 'string' ? new Date(dh) : null;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id) || (date && Number.isNaN(date.getTime()))) {
      throw new Error('cursor');
    }
    return { dhColeta: date, id };
  } catch {
    throw new AppError('VALIDATION', `cursor: ${MESSAGES.invalidFormat}`);
  }
}

function toLocal(point: RotaPonto | undefined) {
  if (!point) return null;
  return {
    localidade: point.localidade,
    cidade: point.cidade,
    uf: point.uf,
    empresa: point.empresa,
    dhPrevista: point.dhPrevista?.toISOString() ?? null,
  };
}

function toCard(
  row: QuadroRow,
  origem: RotaPonto | undefined,
  destino: RotaPonto | undefined,
): TCargaQuadroCard {
  return {
    id: row.id,
    codigo: row.codigo,
    codigoIdentificador: row.codigoIdentificador,
    situacao: row.situacao,
    etapa: row.etapaId,
    visibilidade: row.visibilidade,
    origemCarga: row.origemCarga,
    tipoFrete: row.tipoFrete,
    lote: row.loteId != null,
    unidadeNegocioId: row.unidadeNegocioId,
    dhPublicacao: row.dhPublicacao?.toISOString() ?? null,
    dhColeta: row.dhColeta?.toISOString() ?? null,
    dhEntrega: row.dhEntrega?.toISOString() ?? null,
    dhModificacao: row.updatedAt.toISOString(),
    origem: toLocal(origem),
    destino: toLocal(destino),
    valorCarga: row.valorCarga,
    valor: row.valorFrete,
    peso: row.peso,
    volume: row.volume,
    volumeUnidade: row.volumeUnidade,
    quantidade: row.quantidade,
    caracteristica: row.caracteristica ? { descricao: row.caracteristica } : null,
    alertasEmAberto: row.alertasEmAberto,
    qntOcorrencias: row.qntOcorrencias,
    possuiRedespacho: row.possuiRedespacho,
  };
}

export function createQuadroService({ repository }: { repository: QuadroRepository }) {
  return {
    /** One page of a "Minhas cargas" group in the caller's business-unit scope. */
    async listGroup(
      session: RequestSession,
      grupo: TGrupoQuadro,
      query: TQuadroCargaQuery,
    ): Promise<TQuadroCargaResponse> {
      if (session.escopoUnidadeIds.length === 0) return { grupo, items: [], nextCursor: null };
      const rows = await repository.listPage({
        ownerId: session.ownerId,
        unidadeIds: session.escopoUnidadeIds,
        situacoes: situacoesDoGrupo(grupo),
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        query: query.query,
        dhCriacaoIni: query.dhCriacaoIni ? new Date(query.dhCriacaoIni) : undefined,
      });
      const page = rows.slice(0, query.limit);
      const points = await repository.listRouteEnds(
        session.ownerId,
        page.map((row) => row.id),
      );
      const origins = new Map<string, RotaPonto>();
      const destinations = new Map<string, RotaPonto>();
      for (const point of points) {
        if (point.rota === 1) {
          const current = origins.get(point.cargaId);
          if (!current || point.ordem < current.ordem) origins.set(point.cargaId, point);
        } else {
          const current = destinations.get(point.cargaId);
          if (!current || point.ordem > current.ordem) destinations.set(point.cargaId, point);
        }
      }
      const last = page.at(-1);
      return {
        grupo,
        items: page.map((row) => toCard(row, origins.get(row.id), destinations.get(row.id))),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    /** Load counts of the caller's scope, per situacao and per board group (02 §7 totalizadores). */
    async totalizadores(session: RequestSession, tipoQuadro: number): Promise<TTotalizadoresResponse> {
      if (tipoQuadro !== TipoQuadro.Cargas) throw new AppError('NOT_FOUND');
      const rows =
        session.escopoUnidadeIds.length === 0
          ? []
          : await repository.countBySituacao(session.ownerId, session.escopoUnidadeIds);
      const porGrupo = new Map<TGrupoQuadro, number>(Object.values(GrupoQuadro).map((g) => [g, 0]));
      for (const row of rows) {
        const grupo = boardGroupOfSituacao(row.situacao);
        if (grupo) porGrupo.set(grupo, (porGrupo.get(grupo) ?? 0) + row.quantidade);
      }
      return {
        total: rows.reduce((sum, row) => sum + row.quantidade, 0),
        porSituacao: rows.map((row) => ({ situacao: row.situacao, quantidade: row.quantidade })),
        porGrupo: [...porGrupo].map(([grupo, quantidade]) => ({ grupo, quantidade })),
      };
    },
  };
}

export type QuadroService = ReturnType<typeof createQuadroService>;
