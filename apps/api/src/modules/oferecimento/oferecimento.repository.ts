import {
  OFERTAS_EM_NEGOCIACAO,
  SituacaoCarga,
  SituacaoOfertaCarga,
  type TCargaOfertavel,
  TipoRota,
  type TOfertaCarga,
  type TPropostaOferta,
  vezDaOferta,
} from '@embarca/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  caracteristicas,
  cargaOferecimentos,
  cargaOfertaPropostas,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  gruposTransportadoras,
  owners,
  unidadesNegocio,
  usuarios,
  usuarioUnidadesNegocio,
} from '../../db/schema';
import type { Tx } from '../cargas/carga.writer';
import { eTransportadora } from '../empresas/empresas.repository';

type Handle = Database | Tx;
export type OfertaRow = typeof cargaOfertas.$inferSelect;
export type OferecimentoRow = typeof cargaOferecimentos.$inferSelect;

/** A load of the shipper board with what its column rests on (times in epoch milliseconds, or null). */
export interface LinhaDoQuadro {
  id: string;
  codigo: number;
  contratada: boolean;
  coleta: number | null;
  total: number;
  abertas: number;
  negociando: number;
  contratadas: number;
  prazo: number | null;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The offering module's reads (issue 20): the load as the offering screens show it, a load's offers with
 * their threads, the carriers one may offer to, the users to notify. Built over the handle it is given (db or
 * tx); never opens a transaction.
 */
export function createOferecimentoRepository(db: Handle) {
  /** The loads' summaries (origin, destination, characteristic, unit, shipper), in the order of the ids. */
  async function cargasOfertaveis(cargaIds: readonly string[]): Promise<Map<string, TCargaOfertavel>> {
    if (cargaIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: cargas.id,
        codigo: cargas.codigo,
        situacao: cargas.situacao,
        embarcador: owners.nome,
        unidadeId: unidadesNegocio.id,
        unidadeNome: unidadesNegocio.descricao,
        peso: cargas.peso,
        volume: cargas.volume,
        valorCarga: cargas.valorCarga,
        modalidade: cargas.modalidade,
        caracteristicaId: caracteristicas.id,
        caracteristicaNome: caracteristicas.descricao,
        comportamento: caracteristicas.comportamentoOferecimento,
      })
      .from(cargas)
      .innerJoin(owners, eq(owners.id, cargas.ownerId))
      .leftJoin(unidadesNegocio, eq(unidadesNegocio.id, cargas.unidadeNegocioId))
      .leftJoin(caracteristicas, eq(caracteristicas.id, cargas.caracteristicaId))
      .where(inArray(cargas.id, [...cargaIds]));
    const pontos = await db
      .select({
        cargaId: cargaRotas.cargaId,
        rota: cargaRotas.rota,
        ordem: cargaRotas.ordem,
        cidade: cargaRotas.cidade,
        uf: cargaRotas.uf,
        dhPrevista: cargaRotas.dhPrevista,
      })
      .from(cargaRotas)
      .where(
        and(
          inArray(cargaRotas.cargaId, [...cargaIds]),
          inArray(cargaRotas.rota, [TipoRota.Origem, TipoRota.Destino]),
        ),
      )
      .orderBy(asc(cargaRotas.cargaId), asc(cargaRotas.ordem));
    const ponto = (p: (typeof pontos)[number] | undefined) =>
      p ? { cidade: p.cidade, uf: p.uf, dhPrevista: iso(p.dhPrevista) } : null;
    const resultado = new Map<string, TCargaOfertavel>();
    for (const row of rows) {
      const daCarga = pontos.filter((p) => p.cargaId === row.id);
      resultado.set(row.id, {
        id: row.id,
        codigo: row.codigo,
        situacao: row.situacao,
        embarcador: row.embarcador,
        unidadeNegocio: row.unidadeId ? { id: row.unidadeId, nome: row.unidadeNome ?? '' } : null,
        origem: ponto(daCarga.find((p) => p.rota === TipoRota.Origem)),
        destino: ponto(daCarga.findLast((p) => p.rota === TipoRota.Destino)),
        peso: row.peso,
        volume: row.volume,
        valorCarga: row.valorCarga,
        tipoVeiculo: null,
        modalidade: row.modalidade,
        caracteristica: row.caracteristicaId
          ? {
              id: row.caracteristicaId,
              nome: row.caracteristicaNome ?? '',
              comportamentoOferecimento: row.comportamento,
            }
          : null,
      });
    }
    return resultado;
  }

  /** The threads of the offers, oldest entry first. */
  async function propostas(ofertaIds: readonly string[]): Promise<Map<string, TPropostaOferta[]>> {
    const porOferta = new Map<string, TPropostaOferta[]>();
    if (ofertaIds.length === 0) return porOferta;
    const rows = await db
      .select()
      .from(cargaOfertaPropostas)
      .where(inArray(cargaOfertaPropostas.ofertaId, [...ofertaIds]))
      .orderBy(asc(cargaOfertaPropostas.createdAt), asc(cargaOfertaPropostas.id));
    for (const row of rows) {
      const lista = porOferta.get(row.ofertaId) ?? [];
      lista.push({
        id: row.id,
        autor: row.autor,
        tipo: row.tipo,
        valor: row.valor,
        comentario: row.comentario,
        usuarioNome: row.usuarioNome,
        criadoEm: row.createdAt.toISOString(),
      });
      porOferta.set(row.ofertaId, lista);
    }
    return porOferta;
  }

  /** Offers with their carrier and thread: every offer of the loads, or only the ones of one carrier tenant. */
  async function ofertas(filtro: {
    cargaIds?: readonly string[];
    ofertaIds?: readonly string[];
  }): Promise<TOfertaCarga[]> {
    const condicao = filtro.ofertaIds
      ? inArray(cargaOfertas.id, [...filtro.ofertaIds])
      : inArray(cargaOfertas.cargaId, [...(filtro.cargaIds ?? [])]);
    if ((filtro.ofertaIds ?? filtro.cargaIds ?? []).length === 0) return [];
    const rows = await db
      .select({ oferta: cargaOfertas, nome: empresas.nome, cnpj: empresas.cnpj })
      .from(cargaOfertas)
      .innerJoin(empresas, eq(empresas.id, cargaOfertas.transportadoraEmpresaId))
      .where(condicao)
      .orderBy(asc(cargaOfertas.ofertadaEm), asc(empresas.nome));
    const threads = await propostas(rows.map((row) => row.oferta.id));
    return rows.map(({ oferta, nome, cnpj }) => ({
      id: oferta.id,
      cargaId: oferta.cargaId,
      transportadora: { empresaId: oferta.transportadoraEmpresaId, nome, documento: cnpj },
      tipo: oferta.tipo,
      situacao: oferta.situacao,
      valorAlvo: oferta.valorAlvo,
      valorProposto: oferta.valorProposto,
      prazoResposta: iso(oferta.prazoResposta),
      observacao: oferta.observacao,
      motivoRecusa: oferta.motivoRecusa,
      rodada: oferta.rodada,
      ofertadaEm: oferta.ofertadaEm.toISOString(),
      respondidaEm: iso(oferta.respondidaEm),
      contratadaEm: iso(oferta.contratadaEm),
      vez: vezDaOferta(oferta.situacao),
      propostas: threads.get(oferta.id) ?? [],
    }));
  }

  return {
    cargasOfertaveis,
    ofertas,

    async oferta(id: string, { forUpdate = false } = {}): Promise<OfertaRow | undefined> {
      const query = db.select().from(cargaOfertas).where(eq(cargaOfertas.id, id)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async ofertasDaCarga(cargaId: string): Promise<OfertaRow[]> {
      return db.select().from(cargaOfertas).where(eq(cargaOfertas.cargaId, cargaId));
    },

    /** The load's tender in progress, or else its latest. */
    async oferecimentoDaCarga(cargaId: string): Promise<OferecimentoRow | undefined> {
      const [row] = await db
        .select()
        .from(cargaOferecimentos)
        .where(eq(cargaOferecimentos.cargaId, cargaId))
        .orderBy(sql`${cargaOferecimentos.situacao} = 1 desc`, sql`${cargaOferecimentos.createdAt} desc`)
        .limit(1);
      return row;
    },

    async oferecimento(id: string, { forUpdate = false } = {}): Promise<OferecimentoRow | undefined> {
      const query = db.select().from(cargaOferecimentos).where(eq(cargaOferecimentos.id, id)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** The company's active carriers among `ids` (or all of them), with their tenant on the platform. */
    async transportadoras(ownerId: string, ids?: readonly string[]) {
      if (ids && ids.length === 0) return [];
      return db
        .select({
          id: empresas.id,
          nome: empresas.nome,
          cnpj: empresas.cnpj,
          linkedOwnerId: empresas.linkedOwnerId,
        })
        .from(empresas)
        .where(
          and(
            eq(empresas.ownerId, ownerId),
            eq(empresas.ativo, true),
            eTransportadora,
            ids ? inArray(empresas.id, [...ids]) : undefined,
          ),
        )
        .orderBy(asc(empresas.nome));
    },

    async grupo(ownerId: string, id: string) {
      const [row] = await db
        .select()
        .from(gruposTransportadoras)
        .where(and(eq(gruposTransportadoras.id, id), eq(gruposTransportadoras.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    async grupos(ownerId: string) {
      return db
        .select()
        .from(gruposTransportadoras)
        .where(eq(gruposTransportadoras.ownerId, ownerId))
        .orderBy(asc(gruposTransportadoras.nome));
    },

    async nomesDasEmpresas(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: empresas.id, nome: empresas.nome })
        .from(empresas)
        .where(inArray(empresas.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.nome]));
    },

    /** Active users of a carrier tenant (who hear of the offers it receives). */
    async usuariosDoTenant(ownerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.ownerId, ownerId), eq(usuarios.ativo, true)));
      return rows.map((row) => row.id);
    },

    /** Active users of the shipper with access to the load's unit (who hear of the carriers' answers). */
    async usuariosDaUnidade(ownerId: string, unidadeId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: usuarios.id })
        .from(usuarios)
        .innerJoin(usuarioUnidadesNegocio, eq(usuarioUnidadesNegocio.usuarioId, usuarios.id))
        .where(
          and(
            eq(usuarios.ownerId, ownerId),
            eq(usuarios.ativo, true),
            eq(usuarioUnidadesNegocio.unidadeNegocioId, unidadeId),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * The shipper board in one read: every load awaiting a hiring in the units (and those hired through an
     * offer since `desde`), each with the counts its column rests on and its nearest open deadline — offers
     * aggregated per load through the (carga_id, empresa) index, optionally of one carrier only.
     */
    async resumoDoQuadro(
      ownerId: string,
      unidadeIds: readonly string[],
      desde: Date,
      transportadoraEmpresaId?: string,
    ): Promise<LinhaDoQuadro[]> {
      if (unidadeIds.length === 0) return [];
      const daTransportadora = transportadoraEmpresaId
        ? sql`and x.transportadora_empresa_id = ${transportadoraEmpresaId}`
        : sql``;
      const abertas = sql.raw(OFERTAS_EM_NEGOCIACAO.join(', '));
      const result = (await db.execute(sql`
        select c.id, c.codigo, c.contratacao_id is not null as contratada,
          (extract(epoch from c.dh_coleta) * 1000)::float8 as coleta,
          coalesce(o.total, 0)::int as total, coalesce(o.abertas, 0)::int as abertas,
          coalesce(o.negociando, 0)::int as negociando, coalesce(o.contratadas, 0)::int as contratadas,
          (extract(epoch from o.prazo) * 1000)::float8 as prazo
        from cargas c
        left join lateral (
          select count(*) as total,
            count(*) filter (where x.situacao in (${abertas})) as abertas,
            -- negociando: the domain's emNegociacao (oferecimento.rules.ts), counted here in SQL.
            count(*) filter (where x.situacao = ${SituacaoOfertaCarga.Contraproposta}
              or (x.situacao = ${SituacaoOfertaCarga.Ofertada} and x.respondida_em is not null)) as negociando,
            count(*) filter (where x.situacao = ${SituacaoOfertaCarga.Contratada}) as contratadas,
            min(x.prazo_resposta) filter (where x.situacao in (${abertas})) as prazo
          from carga_ofertas x
          where x.carga_id = c.id ${daTransportadora}
        ) o on true
        where c.owner_id = ${ownerId} and c.ativo
          and c.unidade_negocio_id = any(${sql.param([...unidadeIds])}::uuid[])
          and ((c.situacao = ${SituacaoCarga.AguardandoContratacao} and c.contratacao_id is null)
            or exists (select 1 from carga_ofertas h where h.carga_id = c.id
              and h.situacao = ${SituacaoOfertaCarga.Contratada} and h.contratada_em >= ${desde}))`)) as unknown as {
        rows: LinhaDoQuadro[];
      };
      return result.rows;
    },

    /** The offers of the loads a board answers, with the carrier's name (of one carrier only when given). */
    async ofertasDosCards(ownerId: string, cargaIds: readonly string[], transportadoraEmpresaId?: string) {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          id: cargaOfertas.id,
          cargaId: cargaOfertas.cargaId,
          transportadora: empresas.nome,
          situacao: cargaOfertas.situacao,
          valorAlvo: cargaOfertas.valorAlvo,
          valorProposto: cargaOfertas.valorProposto,
          prazoResposta: cargaOfertas.prazoResposta,
        })
        .from(cargaOfertas)
        .innerJoin(empresas, eq(empresas.id, cargaOfertas.transportadoraEmpresaId))
        .where(
          and(
            eq(cargaOfertas.ownerId, ownerId),
            sql`${cargaOfertas.cargaId} = any(${sql.param([...cargaIds])}::uuid[])`,
            transportadoraEmpresaId
              ? eq(cargaOfertas.transportadoraEmpresaId, transportadoraEmpresaId)
              : undefined,
          ),
        );
    },

    /** The latest tender of each load (behaviour and situacao on the cards). */
    async ultimosOferecimentos(ownerId: string, cargaIds: readonly string[]) {
      if (cargaIds.length === 0) return new Map<string, { comportamento: number; situacao: number }>();
      const rows = await db
        .selectDistinctOn([cargaOferecimentos.cargaId], {
          cargaId: cargaOferecimentos.cargaId,
          comportamento: cargaOferecimentos.comportamento,
          situacao: cargaOferecimentos.situacao,
        })
        .from(cargaOferecimentos)
        .where(
          and(
            eq(cargaOferecimentos.ownerId, ownerId),
            sql`${cargaOferecimentos.cargaId} = any(${sql.param([...cargaIds])}::uuid[])`,
          ),
        )
        .orderBy(cargaOferecimentos.cargaId, sql`${cargaOferecimentos.createdAt} desc`);
      return new Map(rows.map((row) => [row.cargaId, row] as const));
    },

    /** Open offers (1, 2) of a tender. */
    async ofertasAbertasDoOferecimento(oferecimentoId: string): Promise<OfertaRow[]> {
      return db
        .select()
        .from(cargaOfertas)
        .where(
          and(
            eq(cargaOfertas.oferecimentoId, oferecimentoId),
            inArray(cargaOfertas.situacao, [...OFERTAS_EM_NEGOCIACAO]),
          ),
        );
    },
  };
}

export type OferecimentoRepository = ReturnType<typeof createOferecimentoRepository>;
