import { SituacaoCarga, SituacaoOfertaCarga, TipoRota } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cargaFreteEsperado,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  ocorrencias,
} from '../../../db/schema';
import { eTransportadora } from '../../empresas/empresas.repository';

/** The period and scope of a ranking: São Paulo days (both included) and the business units read. */
export interface EscopoDoRanking {
  ownerId: string;
  inicio: string;
  fim: string;
  /** The units whose loads count; null = every unit of the company (the waterfall's order). */
  unidadeIds: readonly string[] | null;
}

export interface TransportadoraDoRanking {
  id: string;
  nome: string;
  cnpj: string | null;
  naPlataforma: boolean;
  ativa: boolean;
}

export interface OfertaLida {
  transportadoraEmpresaId: string;
  situacao: number;
  ofertadaEm: Date | string;
  respondidaEm: Date | string | null;
}

export interface CargaLida {
  transportadoraEmpresaId: string;
  valorAcordado: string | null;
  precoTabela: string | null;
  pisoAntt: string | null;
  coletaPrevista: Date | string | null;
  coletaFimPrevista: Date | string | null;
  coletaRealizada: Date | string | null;
  entregaPrevista: Date | string | null;
  entregaFimPrevista: Date | string | null;
  entregaRealizada: Date | string | null;
  ocorrencias: number;
}

type Rows<T> = { rows: T[] };

/** The first instant of a São Paulo day, and of the day after the last (the period is [inicio, fim + 1)). */
const inicioDoDia = (dia: string) => sql`(${dia}::date)::timestamp at time zone 'America/Sao_Paulo'`;
const fimDoDia = (dia: string) => sql`(${dia}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;

/**
 * What the ranking reads (issue 20), always of one shipper (`owner_id` on every table: tenant isolation)
 * and, for a request, of the loads of its business-unit scope. Three reads: the shipper's carriers, the
 * offers made in the period, and the loads hired with collection in the period (with the agreed value, the
 * expected freight frozen at award, the origin and final destination points and the occurrences).
 */
export function createRankingRepository(db: Database) {
  const escopoDaCarga = (escopo: EscopoDoRanking) =>
    escopo.unidadeIds === null
      ? sql`true`
      : sql`c.unidade_negocio_id = any(${sql.param([...escopo.unidadeIds])}::uuid[])`;

  return {
    /** The shipper's carrier companies (carrier link or carrier type), active or not. */
    async transportadoras(ownerId: string): Promise<TransportadoraDoRanking[]> {
      const result = (await db.execute(sql`
        select ${empresas.id} as id, ${empresas.nome} as nome, ${empresas.cnpj} as cnpj,
          (${empresas.linkedOwnerId} is not null) as "naPlataforma", ${empresas.ativo} as ativa
        from ${empresas}
        where ${empresas.ownerId} = ${ownerId} and ${eTransportadora}
      `)) as unknown as Rows<TransportadoraDoRanking>;
      return result.rows;
    },

    /** The offers of the shipper's loads made (ofertada_em) in the period. */
    async ofertas(escopo: EscopoDoRanking): Promise<OfertaLida[]> {
      const result = (await db.execute(sql`
        select o.transportadora_empresa_id as "transportadoraEmpresaId", o.situacao,
          o.ofertada_em as "ofertadaEm", o.respondida_em as "respondidaEm"
        from ${cargaOfertas} o
        join ${cargas} c on c.id = o.carga_id and c.owner_id = o.owner_id
        where o.owner_id = ${escopo.ownerId}
          and ${escopoDaCarga(escopo)}
          and o.ofertada_em >= ${inicioDoDia(escopo.inicio)} and o.ofertada_em < ${fimDoDia(escopo.fim)}
      `)) as unknown as Rows<OfertaLida>;
      return result.rows.map((row) => ({ ...row, situacao: Number(row.situacao) }));
    },

    /**
     * The loads hired from a company (cargas.transportadora_empresa_id), neither cancelled nor deactivated,
     * whose collection (dh_coleta, else the origin's planned time, else creation) falls in the period.
     * Agreed value: the Contratada offer's valor_proposto, else the load's valor_frete. Origin = the first
     * origin point, destination = the last final-destination point.
     */
    async cargas(escopo: EscopoDoRanking): Promise<CargaLida[]> {
      const result = (await db.execute(sql`
        select c.transportadora_empresa_id as "transportadoraEmpresaId",
          coalesce(oc.valor_proposto, c.valor_frete)::text as "valorAcordado",
          fe.total::text as "precoTabela",
          fe.preco -> 'piso' ->> 'valor' as "pisoAntt",
          coalesce(orig.dh_prevista, c.dh_coleta) as "coletaPrevista",
          orig.dh_fim_prevista as "coletaFimPrevista",
          orig.dh_realizada as "coletaRealizada",
          coalesce(dest.dh_prevista, c.dh_entrega) as "entregaPrevista",
          dest.dh_fim_prevista as "entregaFimPrevista",
          dest.dh_realizada as "entregaRealizada",
          (select count(*)::int from ${ocorrencias} x
            where x.carga_id = c.id and x.owner_id = c.owner_id and x.situacao <> 99) as ocorrencias
        from ${cargas} c
        left join ${cargaOfertas} oc on oc.id = c.contratacao_id and oc.owner_id = c.owner_id
          and oc.situacao = ${SituacaoOfertaCarga.Contratada}
        left join ${cargaFreteEsperado} fe on fe.carga_id = c.id and fe.owner_id = c.owner_id
        left join lateral (
          select r.dh_prevista, r.dh_fim_prevista, r.dh_realizada from ${cargaRotas} r
          where r.carga_id = c.id and r.rota = ${TipoRota.Origem} order by r.ordem limit 1
        ) orig on true
        left join lateral (
          select r.dh_prevista, r.dh_fim_prevista, r.dh_realizada from ${cargaRotas} r
          where r.carga_id = c.id and r.rota = ${TipoRota.Destino} order by r.ordem desc limit 1
        ) dest on true
        where c.owner_id = ${escopo.ownerId}
          and c.transportadora_empresa_id is not null
          and c.situacao not in (${SituacaoCarga.Cancelada}, ${SituacaoCarga.Desativada})
          and ${escopoDaCarga(escopo)}
          and coalesce(c.dh_coleta, orig.dh_prevista, c.created_at) >= ${inicioDoDia(escopo.inicio)}
          and coalesce(c.dh_coleta, orig.dh_prevista, c.created_at) < ${fimDoDia(escopo.fim)}
      `)) as unknown as Rows<CargaLida>;
      return result.rows.map((row) => ({ ...row, ocorrencias: Number(row.ocorrencias) }));
    },
  };
}

export type RankingRepository = ReturnType<typeof createRankingRepository>;
