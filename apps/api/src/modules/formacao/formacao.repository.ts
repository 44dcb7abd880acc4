import {
  OrdemPedido,
  SituacaoPedido,
  situacaoDoPedido,
  TipoFiltroDataPedido,
  type TPedido,
  type TPedidoSearch,
  type TPedidoTotais,
  type TSituacaoPedido,
  type TTipoFiltroDataPedido,
} from '@embarca/domain';
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  caracteristicas,
  cargas,
  empresas,
  etiquetaImpressoes,
  minutas,
  pedidos,
  planosRota,
  unidadesNegocio,
  usuarios,
  veiculos,
} from '../../db/schema';
import type { Tx } from '../cargas/carga.writer';
import { eTransportadora } from '../empresas/empresas.repository';
import { capacidadeDoConjuntoSql } from '../frota/capacidade-do-conjunto.sql';

type Handle = Database | Tx;
export type PedidoRow = typeof pedidos.$inferSelect;
export type NovoPedido = typeof pedidos.$inferInsert;
export type MinutaRow = typeof minutas.$inferSelect;

const transportadoraRedespacho = aliasedTable(empresas, 'transportadora_redespacho');

/** The columns an order is answered with (the order and the names it shows). */
const colunasDoPedido = {
  pedido: pedidos,
  unidadeNegocioNome: unidadesNegocio.descricao,
  caracteristicaDescricao: caracteristicas.descricao,
  transportadoraRedespachoNome: transportadoraRedespacho.nome,
  cargaCodigo: cargas.codigo,
};

type PedidoLido = {
  pedido: PedidoRow;
  unidadeNegocioNome: string | null;
  caracteristicaDescricao: string | null;
  transportadoraRedespachoNome: string | null;
  cargaCodigo: number | null;
};

const numero = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A stored order as the contract answers it (ZPedido). */
export function pedidoDoContrato(lido: PedidoLido): TPedido {
  const p = lido.pedido;
  const ponto = (lado: 'origem' | 'destino') => ({
    empresaId: p[`${lado}EmpresaId`],
    nome: p[`${lado}Nome`],
    documentoEmpresa: p[`${lado}Documento`],
    localidade: p[`${lado}Localidade`],
    cidade: p[`${lado}Cidade`],
    uf: p[`${lado}Uf`],
    latitude: p[`${lado}Latitude`],
    longitude: p[`${lado}Longitude`],
    coordenadasAproximadas: lado === 'origem' ? p.origemAproximada : p.destinoAproximada,
    dhPrevista: iso(p[`${lado}DhPrevista`]),
  });
  return {
    id: p.id,
    codigo: p.codigo,
    minutaId: p.minutaId,
    ordenacaoMinuta: p.ordenacaoMinuta,
    tipoFrete: p.tipoFrete,
    tipoLote: p.tipoLote,
    agrupador: p.agrupador,
    pedidoOrigemId: p.pedidoOrigemId,
    dhCriacaoPedido: p.createdAt.toISOString(),
    dhColeta: iso(p.dhColeta),
    dhEntrega: iso(p.dhEntrega),
    dhEmissao: iso(p.dhEmissao),
    cubagemTotal: numero(p.cubagemTotal),
    pesoTotal: numero(p.pesoTotal),
    valorPedido: numero(p.valorPedido),
    quantidadeVolumes: p.quantidadeVolumes,
    numeroNf: p.numeroNf,
    ativo: p.ativo,
    situacao: situacaoDoPedido(p),
    unidadeNegocioId: p.unidadeNegocioId,
    unidadeNegocioNome: lido.unidadeNegocioNome,
    caracteristicaId: p.caracteristicaId,
    caracteristicaDescricao: lido.caracteristicaDescricao,
    possuiRedespacho: p.possuiRedespacho,
    localidadeRedespacho:
      p.redespachoCidade || p.redespachoLatitude !== null
        ? {
            localidade: p.redespachoLocalidade,
            cidade: p.redespachoCidade,
            uf: p.redespachoUf,
            latitude: p.redespachoLatitude,
            longitude: p.redespachoLongitude,
            coordenadasAproximadas: p.redespachoAproximado,
          }
        : null,
    transportadoraRedespachoId: p.transportadoraRedespachoId,
    transportadoraRedespachoNome: lido.transportadoraRedespachoNome,
    observacao: p.observacao,
    cargaId: p.cargaId,
    cargaCodigo: lido.cargaCodigo,
    origem: ponto('origem'),
    destino: ponto('destino'),
  };
}

const colunaDaData: Record<TTipoFiltroDataPedido, SQL.Aliased | typeof pedidos.createdAt> = {
  [TipoFiltroDataPedido.dhCriacaoPedido]: pedidos.createdAt,
  [TipoFiltroDataPedido.dhColeta]: pedidos.dhColeta,
  [TipoFiltroDataPedido.dhEntrega]: pedidos.dhEntrega,
  [TipoFiltroDataPedido.dhEmissao]: pedidos.dhEmissao,
} as never;

/** The day boundaries of a DD/MM/YYYY period (parsed 'yyyy-MM-dd') in São Paulo (UTC−3, no DST since 2019). */
const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00-03:00`);
const fimDoDia = (dia: string) => new Date(inicioDoDia(dia).getTime() + 86_400_000);

/** What narrows a list of orders: terms, period by the chosen date, company, unit scope, codes. */
export interface FiltroDePedidos {
  ownerId: string;
  unidadeIds: readonly string[];
  terms?: string | null;
  dataIni?: string | null;
  dataFim?: string | null;
  tipoFiltroData?: TTipoFiltroDataPedido;
  apenasComEmpresa?: boolean | null | undefined;
  caracteristicaId?: string | null;
  tiposFrete?: readonly number[];
  situacoes?: readonly TSituacaoPedido[];
  loteId?: string | null;
  cargaId?: string | null;
}

const condicaoDaSituacao: Record<TSituacaoPedido, SQL> = {
  [SituacaoPedido.Aberto]: sql`(${pedidos.ativo} and ${pedidos.minutaId} is null and ${pedidos.cargaId} is null)`,
  [SituacaoPedido.EmMinuta]: sql`(${pedidos.ativo} and ${pedidos.minutaId} is not null)`,
  [SituacaoPedido.EmCarga]: sql`(${pedidos.cargaId} is not null)`,
  [SituacaoPedido.Inativo]: sql`(not ${pedidos.ativo} and ${pedidos.cargaId} is null)`,
};

export function filtroDePedidosSql(filtro: FiltroDePedidos): SQL {
  const condicoes: (SQL | undefined)[] = [
    eq(pedidos.ownerId, filtro.ownerId),
    filtro.unidadeIds.length > 0 ? inArray(pedidos.unidadeNegocioId, [...filtro.unidadeIds]) : sql`false`,
  ];
  const termos = filtro.terms?.trim();
  if (termos) {
    const like = `%${termos.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    condicoes.push(
      or(
        ilike(pedidos.codigo, like),
        ilike(pedidos.agrupador, like),
        ilike(pedidos.numeroNf, like),
        ilike(pedidos.origemCidade, like),
        ilike(pedidos.destinoCidade, like),
        ilike(pedidos.origemNome, like),
        ilike(pedidos.destinoNome, like),
      ),
    );
  }
  const coluna = colunaDaData[
    filtro.tipoFiltroData ?? TipoFiltroDataPedido.dhCriacaoPedido
  ] as unknown as typeof pedidos.createdAt;
  if (filtro.dataIni) condicoes.push(gte(coluna, inicioDoDia(filtro.dataIni)));
  if (filtro.dataFim) condicoes.push(lt(coluna, fimDoDia(filtro.dataFim)));
  if (filtro.apenasComEmpresa === true) condicoes.push(isNotNull(pedidos.destinoEmpresaId));
  if (filtro.apenasComEmpresa === false) condicoes.push(isNull(pedidos.destinoEmpresaId));
  if (filtro.caracteristicaId) condicoes.push(eq(pedidos.caracteristicaId, filtro.caracteristicaId));
  if (filtro.tiposFrete?.length) condicoes.push(inArray(pedidos.tipoFrete, [...filtro.tiposFrete]));
  if (filtro.situacoes?.length) condicoes.push(or(...filtro.situacoes.map((s) => condicaoDaSituacao[s])));
  if (filtro.loteId)
    condicoes.push(or(eq(pedidos.id, filtro.loteId), eq(pedidos.pedidoOrigemId, filtro.loteId)));
  if (filtro.cargaId) condicoes.push(eq(pedidos.cargaId, filtro.cargaId));
  return and(...condicoes) as SQL;
}

const ordemDaBusca = {
  [OrdemPedido.codigo]: pedidos.codigo,
  [OrdemPedido.dhCriacaoPedido]: pedidos.createdAt,
  [OrdemPedido.dhColeta]: pedidos.dhColeta,
  [OrdemPedido.dhEntrega]: pedidos.dhEntrega,
  [OrdemPedido.pesoTotal]: pedidos.pesoTotal,
  [OrdemPedido.valorPedido]: pedidos.valorPedido,
  [OrdemPedido.destino]: pedidos.destinoCidade,
} as const;

const zeros: TPedidoTotais = { pedidos: 0, pesoTotal: 0, cubagemTotal: 0, valorTotal: 0, volumes: 0 };

const totaisSql = {
  pedidos: sql<number>`count(*)::int`,
  pesoTotal: sql<string>`coalesce(sum(${pedidos.pesoTotal}), 0)`,
  cubagemTotal: sql<string>`coalesce(sum(${pedidos.cubagemTotal}), 0)`,
  valorTotal: sql<string>`coalesce(sum(${pedidos.valorPedido}), 0)`,
  volumes: sql<number>`coalesce(sum(coalesce(${pedidos.quantidadeVolumes}, 1)), 0)::int`,
};
const totaisDoContrato = (row: {
  pedidos: number;
  pesoTotal: string;
  cubagemTotal: string;
  valorTotal: string;
  volumes: number;
}): TPedidoTotais => ({
  pedidos: Number(row.pedidos),
  pesoTotal: Number(row.pesoTotal),
  cubagemTotal: Number(row.cubagemTotal),
  valorTotal: Number(row.valorTotal),
  volumes: Number(row.volumes),
});

/** Reads and writes of orders, drafts, route plans and label prints, over the handle given (db or tx). */
export function createFormacaoRepository(handle: Handle) {
  const selecionarPedidos = () =>
    handle
      .select(colunasDoPedido)
      .from(pedidos)
      .leftJoin(unidadesNegocio, eq(unidadesNegocio.id, pedidos.unidadeNegocioId))
      .leftJoin(caracteristicas, eq(caracteristicas.id, pedidos.caracteristicaId))
      .leftJoin(transportadoraRedespacho, eq(transportadoraRedespacho.id, pedidos.transportadoraRedespachoId))
      .leftJoin(cargas, eq(cargas.id, pedidos.cargaId));

  return {
    /** One order by id, any company (the gate compares the owner). */
    async pedidoRow(id: string): Promise<PedidoRow | undefined> {
      const [row] = await handle.select().from(pedidos).where(eq(pedidos.id, id)).limit(1);
      return row;
    },

    /** Orders by id with their names, in the ids' order is not kept (callers sort). */
    async pedidosLidos(ownerId: string, ids: readonly string[]): Promise<TPedido[]> {
      if (ids.length === 0) return [];
      const rows = await selecionarPedidos().where(
        and(eq(pedidos.ownerId, ownerId), inArray(pedidos.id, [...ids])),
      );
      return rows.map(pedidoDoContrato);
    },

    async pedidoLido(ownerId: string, id: string): Promise<TPedido | undefined> {
      const [pedido] = await this.pedidosLidos(ownerId, [id]);
      return pedido;
    },

    /** POST /pedido/search: a page and the total. */
    async buscar(
      filtro: FiltroDePedidos,
      busca: Pick<TPedidoSearch, 'page' | 'qtdItem' | 'ordem' | 'direcao'>,
    ) {
      const onde = filtroDePedidosSql(filtro);
      const coluna = ordemDaBusca[busca.ordem];
      const direcao = busca.direcao === 1 ? desc : asc;
      const [rows, [contagem]] = await Promise.all([
        selecionarPedidos()
          .where(onde)
          .orderBy(direcao(coluna), asc(pedidos.id))
          .limit(busca.qtdItem)
          .offset((busca.page - 1) * busca.qtdItem),
        handle.select({ total: sql<number>`count(*)::int` }).from(pedidos).where(onde),
      ]);
      return { items: rows.map(pedidoDoContrato), total: Number(contagem?.total ?? 0) };
    },

    /** The open orders (active, in no draft, in no load) of the filter, newest first, at most `limite`. */
    async abertos(filtro: FiltroDePedidos, limite: number): Promise<{ items: TPedido[]; total: number }> {
      const onde = and(filtroDePedidosSql(filtro), condicaoDaSituacao[SituacaoPedido.Aberto]);
      const [rows, [contagem]] = await Promise.all([
        selecionarPedidos().where(onde).orderBy(desc(pedidos.createdAt), asc(pedidos.id)).limit(limite),
        handle.select({ total: sql<number>`count(*)::int` }).from(pedidos).where(onde),
      ]);
      return { items: rows.map(pedidoDoContrato), total: Number(contagem?.total ?? 0) };
    },

    /** Totals per unit and situation (GET /pedido/totalizador/unidade-negocio). */
    async totaisPorUnidade(filtro: FiltroDePedidos) {
      // Constants as literals: a parameter in SELECT and another in GROUP BY are different expressions.
      const codigo = (valor: number) => sql.raw(String(valor));
      const situacao = sql<number>`case when ${pedidos.cargaId} is not null then ${codigo(SituacaoPedido.EmCarga)}
        when not ${pedidos.ativo} then ${codigo(SituacaoPedido.Inativo)}
        when ${pedidos.minutaId} is not null then ${codigo(SituacaoPedido.EmMinuta)}
        else ${codigo(SituacaoPedido.Aberto)} end`;
      const rows = await handle
        .select({ unidadeNegocioId: pedidos.unidadeNegocioId, situacao, ...totaisSql })
        .from(pedidos)
        .where(filtroDePedidosSql(filtro))
        .groupBy(pedidos.unidadeNegocioId, situacao);
      return rows.map((row) => ({
        unidadeNegocioId: row.unidadeNegocioId,
        situacao: Number(row.situacao) as TSituacaoPedido,
        totais: totaisDoContrato(row),
      }));
    },

    /** A lot's subdivisions, all and in loads. */
    async totaisDoLote(ownerId: string, loteId: string) {
      const [todas] = await handle
        .select(totaisSql)
        .from(pedidos)
        .where(and(eq(pedidos.ownerId, ownerId), eq(pedidos.pedidoOrigemId, loteId)));
      const [emCarga] = await handle
        .select(totaisSql)
        .from(pedidos)
        .where(
          and(eq(pedidos.ownerId, ownerId), eq(pedidos.pedidoOrigemId, loteId), isNotNull(pedidos.cargaId)),
        );
      return {
        subdivisoes: todas ? totaisDoContrato(todas) : zeros,
        emCarga: emCarga ? totaisDoContrato(emCarga) : zeros,
      };
    },

    async codigoEmUso(ownerId: string, codigo: string, excetoId?: string): Promise<boolean> {
      const [row] = await handle
        .select({ id: pedidos.id })
        .from(pedidos)
        .where(and(eq(pedidos.ownerId, ownerId), sql`lower(${pedidos.codigo}) = lower(${codigo})`))
        .limit(1);
      return !!row && row.id !== excetoId;
    },

    async codigosEmUso(ownerId: string, codigos: readonly string[]): Promise<Set<string>> {
      if (codigos.length === 0) return new Set();
      const rows = await handle
        .select({ codigo: sql<string>`lower(${pedidos.codigo})` })
        .from(pedidos)
        .where(
          and(
            eq(pedidos.ownerId, ownerId),
            inArray(
              sql`lower(${pedidos.codigo})`,
              codigos.map((c) => c.toLowerCase()),
            ),
          ),
        );
      return new Set(rows.map((row) => row.codigo));
    },

    async inserirPedidos(rows: NovoPedido[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const ids: string[] = [];
      // In chunks: one INSERT carries every column of each row (PostgreSQL's 65,535 parameters).
      for (let i = 0; i < rows.length; i += 500) {
        const inseridos = await handle
          .insert(pedidos)
          .values(rows.slice(i, i + 500))
          .returning({ id: pedidos.id });
        ids.push(...inseridos.map((row) => row.id));
      }
      return ids;
    },

    async atualizarPedido(id: string, set: Partial<NovoPedido>): Promise<void> {
      await handle.update(pedidos).set(set).where(eq(pedidos.id, id));
    },

    async excluirPedido(id: string): Promise<void> {
      await handle.delete(pedidos).where(eq(pedidos.id, id));
    },

    async temSubdivisoes(id: string): Promise<boolean> {
      const [row] = await handle
        .select({ id: pedidos.id })
        .from(pedidos)
        .where(eq(pedidos.pedidoOrigemId, id))
        .limit(1);
      return !!row;
    },

    // ——— references ———

    async empresasAtivas(ownerId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return handle
        .select({
          id: empresas.id,
          nome: empresas.nome,
          cnpj: empresas.cnpj,
          transportadora: eTransportadora,
        })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.ativo, true), inArray(empresas.id, [...ids])));
    },

    async empresasAtivasPorCnpj(ownerId: string, cnpjs: readonly string[]) {
      if (cnpjs.length === 0) return [];
      return handle
        .select({
          id: empresas.id,
          nome: empresas.nome,
          cnpj: empresas.cnpj,
          transportadora: eTransportadora,
        })
        .from(empresas)
        .where(
          and(eq(empresas.ownerId, ownerId), eq(empresas.ativo, true), inArray(empresas.cnpj, [...cnpjs])),
        );
    },

    async caracteristicasDePedido(ownerId: string, tipo: number) {
      return handle
        .select({ id: caracteristicas.id, descricao: caracteristicas.descricao })
        .from(caracteristicas)
        .where(
          and(
            eq(caracteristicas.ownerId, ownerId),
            eq(caracteristicas.tipo, tipo),
            eq(caracteristicas.desativada, false),
          ),
        );
    },

    async unidadesAtivas(ownerId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return handle
        .select({ id: unidadesNegocio.id, descricao: unidadesNegocio.descricao })
        .from(unidadesNegocio)
        .where(
          and(
            eq(unidadesNegocio.ownerId, ownerId),
            eq(unidadesNegocio.ativo, true),
            inArray(unidadesNegocio.id, [...ids]),
          ),
        );
    },

    // ——— drafts ———

    async minutaRow(id: string): Promise<MinutaRow | undefined> {
      const [row] = await handle.select().from(minutas).where(eq(minutas.id, id)).limit(1);
      return row;
    },

    /** The draft's row locked for this transaction (linking orders to one draft one at a time). */
    async travarMinuta(id: string): Promise<MinutaRow | undefined> {
      const [row] = await handle.select().from(minutas).where(eq(minutas.id, id)).for('update').limit(1);
      return row;
    },

    async minutasAbertas(ownerId: string, unidadeIds: readonly string[]): Promise<MinutaRow[]> {
      if (unidadeIds.length === 0) return [];
      return handle
        .select()
        .from(minutas)
        .where(
          and(
            eq(minutas.ownerId, ownerId),
            inArray(minutas.unidadeNegocioId, [...unidadeIds]),
            isNull(minutas.cargaId),
          ),
        )
        .orderBy(asc(minutas.numero));
    },

    async pedidosDasMinutas(ownerId: string, minutaIds: readonly string[]): Promise<TPedido[]> {
      if (minutaIds.length === 0) return [];
      const rows = await selecionarPedidos()
        .where(and(eq(pedidos.ownerId, ownerId), inArray(pedidos.minutaId, [...minutaIds])))
        .orderBy(asc(pedidos.ordenacaoMinuta));
      return rows.map(pedidoDoContrato);
    },

    /**
     * The company's next draft number, in the caller's transaction: a transaction-scoped advisory lock per
     * company first, so two drafts created at once never take the same number (it is released on commit).
     */
    async proximoNumeroDeMinuta(ownerId: string): Promise<number> {
      await handle.execute(sql`select pg_advisory_xact_lock(hashtext(${`minutas:${ownerId}`}))`);
      const [row] = await handle
        .select({ numero: sql<number>`coalesce(max(${minutas.numero}), 0) + 1` })
        .from(minutas)
        .where(eq(minutas.ownerId, ownerId));
      return Number(row?.numero ?? 1);
    },

    async inserirMinuta(row: typeof minutas.$inferInsert): Promise<MinutaRow> {
      const [inserida] = await handle.insert(minutas).values(row).returning();
      if (!inserida) throw new Error('minuta não inserida');
      return inserida;
    },

    async atualizarMinuta(id: string, set: Partial<typeof minutas.$inferInsert>): Promise<void> {
      await handle.update(minutas).set(set).where(eq(minutas.id, id));
    },

    async excluirMinuta(id: string): Promise<void> {
      await handle.delete(minutas).where(eq(minutas.id, id));
    },

    /** Releases every order of a draft (unlink, clear, remove). */
    async liberarPedidosDaMinuta(minutaId: string): Promise<void> {
      await handle
        .update(pedidos)
        .set({ minutaId: null, ordenacaoMinuta: null })
        .where(eq(pedidos.minutaId, minutaId));
    },

    async ordenarPedidos(minutaId: string, ordem: readonly string[]): Promise<void> {
      for (const [index, id] of ordem.entries()) {
        await handle
          .update(pedidos)
          .set({ ordenacaoMinuta: index + 1 })
          .where(and(eq(pedidos.id, id), eq(pedidos.minutaId, minutaId)));
      }
    },

    /** A vehicle set of the company: the traction vehicle with its capacities summed over its equipment. */
    async veiculoConjunto(ownerId: string, veiculoId: string) {
      const [row] = await handle
        .select({
          id: veiculos.id,
          placa: veiculos.placa,
          tipoVeiculo: veiculos.tipoVeiculo,
          capacidadeKg: capacidadeDoConjuntoSql('capacidade_kg'),
          capacidadeM3: capacidadeDoConjuntoSql('capacidade_m3'),
          eixos: sql<number | null>`(select sum(m.eixos)::int from ${veiculos} m
            where m.id = "veiculos"."id" or (m.tracionador_id = "veiculos"."id" and m.ativo))`,
        })
        .from(veiculos)
        .where(and(eq(veiculos.id, veiculoId), eq(veiculos.ownerId, ownerId), eq(veiculos.ativo, true)))
        .limit(1);
      return row
        ? {
            id: row.id,
            placa: row.placa,
            tipoVeiculo: row.tipoVeiculo,
            eixos: row.eixos === null ? null : Number(row.eixos),
            capacidadeKg: row.capacidadeKg === null ? null : Number(row.capacidadeKg),
            capacidadeM3: row.capacidadeM3 === null ? null : Number(row.capacidadeM3),
          }
        : undefined;
    },

    /** Orders linked to a load (GET /pedido/carga/{id}; reverterFormacao). */
    async pedidosDaCarga(ownerId: string, cargaId: string): Promise<TPedido[]> {
      const rows = await selecionarPedidos()
        .where(and(eq(pedidos.ownerId, ownerId), eq(pedidos.cargaId, cargaId)))
        .orderBy(asc(pedidos.codigo));
      return rows.map(pedidoDoContrato);
    },

    /** reverterFormacao: the load's orders back to the pool (their draft is gone). */
    async devolverPedidosDaCarga(ownerId: string, cargaId: string): Promise<number> {
      const rows = await handle
        .update(pedidos)
        .set({ cargaId: null, minutaId: null, ordenacaoMinuta: null })
        .where(and(eq(pedidos.ownerId, ownerId), eq(pedidos.cargaId, cargaId)))
        .returning({ id: pedidos.id });
      return rows.length;
    },

    // ——— route plans and label prints ———

    async inserirPlano(row: typeof planosRota.$inferInsert) {
      const [inserido] = await handle.insert(planosRota).values(row).returning();
      if (!inserido) throw new Error('plano não inserido');
      return inserido;
    },

    async planos(ownerId: string, unidadeIds: readonly string[], limite: number) {
      if (unidadeIds.length === 0) return [];
      return handle
        .select({ plano: planosRota, usuarioNome: usuarios.nome })
        .from(planosRota)
        .leftJoin(usuarios, eq(usuarios.id, planosRota.criadoPor))
        .where(and(eq(planosRota.ownerId, ownerId), inArray(planosRota.unidadeNegocioId, [...unidadeIds])))
        .orderBy(desc(planosRota.createdAt))
        .limit(limite);
    },

    async plano(id: string) {
      const [row] = await handle
        .select({ plano: planosRota, usuarioNome: usuarios.nome })
        .from(planosRota)
        .leftJoin(usuarios, eq(usuarios.id, planosRota.criadoPor))
        .where(eq(planosRota.id, id))
        .limit(1);
      return row;
    },

    async inserirImpressao(row: typeof etiquetaImpressoes.$inferInsert) {
      const [inserida] = await handle.insert(etiquetaImpressoes).values(row).returning();
      if (!inserida) throw new Error('impressão não inserida');
      return inserida;
    },

    async impressao(id: string) {
      const [row] = await handle
        .select()
        .from(etiquetaImpressoes)
        .where(eq(etiquetaImpressoes.id, id))
        .limit(1);
      return row;
    },

    async impressoes(ownerId: string, page: number, qtdItem: number) {
      const onde = eq(etiquetaImpressoes.ownerId, ownerId);
      const [rows, [contagem]] = await Promise.all([
        handle
          .select({ impressao: etiquetaImpressoes, usuarioNome: usuarios.nome })
          .from(etiquetaImpressoes)
          .leftJoin(usuarios, eq(usuarios.id, etiquetaImpressoes.usuarioId))
          .where(onde)
          .orderBy(desc(etiquetaImpressoes.createdAt))
          .limit(qtdItem)
          .offset((page - 1) * qtdItem),
        handle.select({ total: sql<number>`count(*)::int` }).from(etiquetaImpressoes).where(onde),
      ]);
      return { rows, total: Number(contagem?.total ?? 0) };
    },
  };
}

export type FormacaoRepository = ReturnType<typeof createFormacaoRepository>;
