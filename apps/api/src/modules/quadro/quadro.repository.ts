import { and, asc, count, eq, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caracteristicas, cargaRotas, cargas, empresas } from '../../db/schema';

export interface QuadroPageQuery {
  ownerId: string;
  unidadeIds: string[];
  situacoes: number[];
  limit: number;
  after?: { dhColeta: Date | null; id: string } | undefined;
  query?: string | undefined;
  dhCriacaoIni?: Date | undefined;
}

export interface RotaPonto {
  cargaId: string;
  rota: number;
  ordem: number;
  localidade: string | null;
  cidade: string | null;
  uf: string | null;
  empresa: string | null;
  dhPrevista: Date | null;
}

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createQuadroRepository(db: Database) {
  return {
    /**
     * One page of a board group, ordered by collection date (loads without one last) then id, with
     * keyset paging: never an OFFSET, never a whole tenant. Fetches `limit + 1` rows to know if more follow.
     */
    async listPage(q: QuadroPageQuery) {
      const conditions: SQL[] = [
        eq(cargas.ownerId, q.ownerId),
        inArray(cargas.unidadeNegocioId, q.unidadeIds),
        inArray(cargas.situacao, q.situacoes),
        eq(cargas.ativo, true),
      ];
      if (q.dhCriacaoIni) conditions.push(gte(cargas.createdAt, q.dhCriacaoIni));
      if (q.query) {
        const pattern = `%${escapeLike(q.query)}%`;
        const byText: SQL[] = [
          ilike(cargas.codigoIdentificador, pattern),
          sql`exists (select 1 from ${cargaRotas} r where r.carga_id = ${cargas.id} and r.cidade ilike ${pattern})`,
        ];
        if (/^\d{1,9}$/.test(q.query)) byText.push(eq(cargas.codigo, Number(q.query)));
        conditions.push(or(...byText) as SQL);
      }
      if (q.after) {
        const { dhColeta, id } = q.after;
        conditions.push(
          (dhColeta
            ? or(
                sql`${cargas.dhColeta} > ${dhColeta}`,
                and(eq(cargas.dhColeta, dhColeta), sql`${cargas.id} > ${id}`),
                isNull(cargas.dhColeta),
              )
            : and(isNull(cargas.dhColeta), sql`${cargas.id} > ${id}`)) as SQL,
        );
      }
      return db
        .select({
          id: cargas.id,
          codigo: cargas.codigo,
          codigoIdentificador: cargas.codigoIdentificador,
          situacao: cargas.situacao,
          etapaId: cargas.etapaId,
          visibilidade: cargas.visibilidade,
          origemCarga: cargas.origemCarga,
          tipoFrete: cargas.tipoFrete,
          loteId: cargas.loteId,
          unidadeNegocioId: cargas.unidadeNegocioId,
          dhPublicacao: cargas.dhPublicacao,
          dhColeta: cargas.dhColeta,
          dhEntrega: cargas.dhEntrega,
          updatedAt: cargas.updatedAt,
          valorCarga: cargas.valorCarga,
          valorFrete: cargas.valorFrete,
          peso: cargas.peso,
          volume: cargas.volume,
          volumeUnidade: cargas.volumeUnidade,
          quantidade: cargas.quantidade,
          caracteristica: caracteristicas.descricao,
          alertasEmAberto: cargas.alertasEmAberto,
          qntOcorrencias: cargas.qntOcorrencias,
          possuiRedespacho: cargas.possuiRedespacho,
        })
        .from(cargas)
        .leftJoin(caracteristicas, eq(caracteristicas.id, cargas.caracteristicaId))
        .where(and(...conditions))
        .orderBy(sql`${cargas.dhColeta} asc nulls last`, asc(cargas.id))
        .limit(q.limit + 1);
    },

    /** Origin and final-destination points of the given loads (one query for a whole page). */
    async listRouteEnds(ownerId: string, cargaIds: string[]): Promise<RotaPonto[]> {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          cargaId: cargaRotas.cargaId,
          rota: cargaRotas.rota,
          ordem: cargaRotas.ordem,
          localidade: cargaRotas.localidade,
          cidade: cargaRotas.cidade,
          uf: cargaRotas.uf,
          empresa: empresas.nome,
          dhPrevista: cargaRotas.dhPrevista,
        })
        .from(cargaRotas)
        .leftJoin(empresas, eq(empresas.id, cargaRotas.empresaId))
        .where(
          and(
            eq(cargaRotas.ownerId, ownerId),
            inArray(cargaRotas.cargaId, cargaIds),
            inArray(cargaRotas.rota, [1, 3]),
          ),
        );
    },

    /** Load counts per situacao in the caller's units. */
    async countBySituacao(ownerId: string, unidadeIds: string[]) {
      return db
        .select({ situacao: cargas.situacao, quantidade: count() })
        .from(cargas)
        .where(and(eq(cargas.ownerId, ownerId), inArray(cargas.unidadeNegocioId, unidadeIds)))
        .groupBy(cargas.situacao)
        .orderBy(asc(cargas.situacao));
    },
  };
}

export type QuadroRepository = ReturnType<typeof createQuadroRepository>;
export type QuadroRow = Awaited<ReturnType<QuadroRepository['listPage']>>[number];
