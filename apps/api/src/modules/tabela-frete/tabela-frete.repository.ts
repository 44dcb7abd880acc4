import { StatusTabelaFrete, TipoLocalFrete } from '@embarca/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  aliquotasIcms,
  anttCoeficientes,
  cotacoesFrete,
  empresas,
  ownerCounters,
  regioesFrete,
  regrasCalculoFrete,
  tabelaFreteLinhas,
  tabelasFrete,
} from '../../db/schema';
import type { Tx } from '../cargas/carga.writer';

type Handle = Database | Tx;

export type TabelaRow = typeof tabelasFrete.$inferSelect;
export type LinhaRow = typeof tabelaFreteLinhas.$inferSelect;
export type NovaLinha = Omit<typeof tabelaFreteLinhas.$inferInsert, 'id' | 'tabelaId' | 'ownerId'>;
export type RegiaoRow = typeof regioesFrete.$inferSelect;
export type RegraRow = typeof regrasCalculoFrete.$inferSelect;

/** `%term%` for ILIKE with the wildcards escaped. */
const contendo = (texto: string) => `%${texto.replace(/[%_\\]/g, '\\$&')}%`;

/** Lines written per INSERT (20,000 lines × 18 columns stays under PostgreSQL's 65,535 parameters per call). */
const LINHAS_POR_INSERT = 2_000;

/**
 * The freight tables' reads and writes (issue 19), over the handle it is given (`db` or a transaction's
 * `tx`); it never opens a transaction. Tenant checks are the gate's (`tabela-frete.access.ts`); the list
 * queries filter by `owner_id` themselves.
 */
export function createTabelaFreteRepository(handle: Handle) {
  return {
    // ——— regions ———
    async searchRegioes(ownerId: string, filtro: string | null, page: number, qtdItem: number) {
      const where = and(
        eq(regioesFrete.ownerId, ownerId),
        filtro ? ilike(regioesFrete.nome, contendo(filtro)) : undefined,
      );
      const [items, [total]] = await Promise.all([
        handle
          .select()
          .from(regioesFrete)
          .where(where)
          .orderBy(asc(regioesFrete.nome), asc(regioesFrete.id))
          .limit(qtdItem)
          .offset((page - 1) * qtdItem),
        handle.select({ total: count() }).from(regioesFrete).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    /** The company's active regions (a quote matches the places against them). */
    async regioesAtivas(ownerId: string) {
      return handle
        .select({ id: regioesFrete.id, nome: regioesFrete.nome, itens: regioesFrete.itens })
        .from(regioesFrete)
        .where(and(eq(regioesFrete.ownerId, ownerId), eq(regioesFrete.ativo, true)));
    },
    async regioesPorId(ownerId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return handle
        .select({ id: regioesFrete.id, nome: regioesFrete.nome })
        .from(regioesFrete)
        .where(and(eq(regioesFrete.ownerId, ownerId), inArray(regioesFrete.id, [...ids])));
    },
    async regiaoPorNome(ownerId: string) {
      const rows = await handle
        .select({ id: regioesFrete.id, nome: regioesFrete.nome })
        .from(regioesFrete)
        .where(eq(regioesFrete.ownerId, ownerId));
      return rows;
    },
    async insertRegiao(values: typeof regioesFrete.$inferInsert) {
      const [row] = await handle.insert(regioesFrete).values(values).returning();
      return row!;
    },
    async updateRegiao(id: string, values: Partial<typeof regioesFrete.$inferInsert>) {
      const [row] = await handle.update(regioesFrete).set(values).where(eq(regioesFrete.id, id)).returning();
      return row!;
    },
    async deleteRegiao(id: string) {
      await handle.delete(regioesFrete).where(eq(regioesFrete.id, id));
    },
    /** Whether a table line (origin or destination) or a rule's component names the region. */
    async regiaoEmUso(ownerId: string, id: string): Promise<boolean> {
      const [linha] = await handle
        .select({ id: tabelaFreteLinhas.id })
        .from(tabelaFreteLinhas)
        .innerJoin(tabelasFrete, eq(tabelasFrete.id, tabelaFreteLinhas.tabelaId))
        .where(
          and(
            eq(tabelasFrete.ownerId, ownerId),
            or(
              and(
                eq(tabelaFreteLinhas.origemTipo, TipoLocalFrete.Regiao),
                eq(tabelaFreteLinhas.origemValor, id),
              ),
              and(
                eq(tabelaFreteLinhas.destinoTipo, TipoLocalFrete.Regiao),
                eq(tabelaFreteLinhas.destinoValor, id),
              ),
            ),
          ),
        )
        .limit(1);
      if (linha) return true;
      const [regra] = await handle
        .select({ id: regrasCalculoFrete.id })
        .from(regrasCalculoFrete)
        .where(
          and(
            eq(regrasCalculoFrete.ownerId, ownerId),
            sql`jsonb_path_exists(${regrasCalculoFrete.componentes}, '$[*].regiaoDestinoIds[*] ? (@ == $id)', jsonb_build_object('id', ${id}::text))`,
          ),
        )
        .limit(1);
      return !!regra;
    },

    // ——— calculation rules ———
    async searchRegras(ownerId: string, filtro: string | null, page: number, qtdItem: number) {
      const where = and(
        eq(regrasCalculoFrete.ownerId, ownerId),
        filtro ? ilike(regrasCalculoFrete.nome, contendo(filtro)) : undefined,
      );
      const [items, [total]] = await Promise.all([
        handle
          .select()
          .from(regrasCalculoFrete)
          .where(where)
          .orderBy(asc(regrasCalculoFrete.nome), asc(regrasCalculoFrete.id))
          .limit(qtdItem)
          .offset((page - 1) * qtdItem),
        handle.select({ total: count() }).from(regrasCalculoFrete).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    async regrasPorId(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return handle
        .select()
        .from(regrasCalculoFrete)
        .where(inArray(regrasCalculoFrete.id, [...ids]));
    },
    async insertRegra(values: typeof regrasCalculoFrete.$inferInsert) {
      const [row] = await handle.insert(regrasCalculoFrete).values(values).returning();
      return row!;
    },
    async updateRegra(id: string, values: Partial<typeof regrasCalculoFrete.$inferInsert>) {
      const [row] = await handle
        .update(regrasCalculoFrete)
        .set(values)
        .where(eq(regrasCalculoFrete.id, id))
        .returning();
      return row!;
    },
    async deleteRegra(id: string) {
      await handle.delete(regrasCalculoFrete).where(eq(regrasCalculoFrete.id, id));
    },
    async regraEmUso(id: string): Promise<boolean> {
      const [row] = await handle
        .select({ id: tabelasFrete.id })
        .from(tabelasFrete)
        .where(eq(tabelasFrete.regraId, id))
        .limit(1);
      return !!row;
    },

    // ——— tables ———
    async searchTabelas(
      ownerId: string,
      filtros: {
        filtro: string | null;
        status: number | null;
        transportadoraEmpresaId: string | null;
        modalidade: number | null;
        todasVersoes: boolean;
      },
      page: number,
      qtdItem: number,
    ) {
      const where = and(
        eq(tabelasFrete.ownerId, ownerId),
        filtros.filtro ? ilike(tabelasFrete.nome, contendo(filtros.filtro)) : undefined,
        filtros.status ? eq(tabelasFrete.status, filtros.status) : undefined,
        filtros.transportadoraEmpresaId
          ? eq(tabelasFrete.transportadoraEmpresaId, filtros.transportadoraEmpresaId)
          : undefined,
        filtros.modalidade ? eq(tabelasFrete.modalidade, filtros.modalidade) : undefined,
        filtros.todasVersoes
          ? undefined
          : sql`${tabelasFrete.versao} = (select max(v.versao) from tabelas_frete v where v.familia_id = ${tabelasFrete.familiaId})`,
      );
      const [items, [total]] = await Promise.all([
        handle
          .select({
            tabela: tabelasFrete,
            transportadoraNome: empresas.nome,
            regraNome: regrasCalculoFrete.nome,
          })
          .from(tabelasFrete)
          .leftJoin(empresas, eq(empresas.id, tabelasFrete.transportadoraEmpresaId))
          .leftJoin(regrasCalculoFrete, eq(regrasCalculoFrete.id, tabelasFrete.regraId))
          .where(where)
          .orderBy(asc(tabelasFrete.nome), desc(tabelasFrete.versao), asc(tabelasFrete.id))
          .limit(qtdItem)
          .offset((page - 1) * qtdItem),
        handle.select({ total: count() }).from(tabelasFrete).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    async nomesDaTabela(tabela: TabelaRow) {
      const [row] = await handle
        .select({ transportadoraNome: empresas.nome, regraNome: regrasCalculoFrete.nome })
        .from(tabelasFrete)
        .leftJoin(empresas, eq(empresas.id, tabelasFrete.transportadoraEmpresaId))
        .leftJoin(regrasCalculoFrete, eq(regrasCalculoFrete.id, tabelasFrete.regraId))
        .where(eq(tabelasFrete.id, tabela.id));
      return { transportadoraNome: row?.transportadoraNome ?? null, regraNome: row?.regraNome ?? null };
    },
    async versoes(familiaId: string) {
      return handle
        .select({
          id: tabelasFrete.id,
          versao: tabelasFrete.versao,
          status: tabelasFrete.status,
          vigenciaInicio: tabelasFrete.vigenciaInicio,
          vigenciaFim: tabelasFrete.vigenciaFim,
        })
        .from(tabelasFrete)
        .where(eq(tabelasFrete.familiaId, familiaId))
        .orderBy(desc(tabelasFrete.versao));
    },
    async ultimaVersao(familiaId: string): Promise<number> {
      const [row] = await handle
        .select({ versao: sql<number>`max(${tabelasFrete.versao})` })
        .from(tabelasFrete)
        .where(eq(tabelasFrete.familiaId, familiaId));
      return Number(row?.versao ?? 0);
    },
    async insertTabela(values: typeof tabelasFrete.$inferInsert) {
      const [row] = await handle.insert(tabelasFrete).values(values).returning();
      return row!;
    },
    async updateTabela(id: string, values: Partial<typeof tabelasFrete.$inferInsert>) {
      const [row] = await handle.update(tabelasFrete).set(values).where(eq(tabelasFrete.id, id)).returning();
      return row!;
    },
    async deleteTabela(id: string) {
      await handle.delete(tabelasFrete).where(eq(tabelasFrete.id, id));
    },
    /** The family's active versions other than `id` (activating `id` expires them). */
    async outrasAtivas(familiaId: string, id: string) {
      return handle
        .select()
        .from(tabelasFrete)
        .where(
          and(
            eq(tabelasFrete.familiaId, familiaId),
            eq(tabelasFrete.status, StatusTabelaFrete.Ativa),
            sql`${tabelasFrete.id} <> ${id}`,
          ),
        );
    },
    /** Active tables past their validity become Expirada (the list and the quote then agree). */
    async expirarVencidas(ownerId: string, hoje: string) {
      await handle
        .update(tabelasFrete)
        .set({ status: StatusTabelaFrete.Expirada })
        .where(
          and(
            eq(tabelasFrete.ownerId, ownerId),
            eq(tabelasFrete.status, StatusTabelaFrete.Ativa),
            sql`${tabelasFrete.vigenciaFim} < ${hoje}::date`,
          ),
        );
    },

    // ——— lines ———
    async linhas(tabelaId: string, page: number, qtdItem: number) {
      const [items, [total]] = await Promise.all([
        handle
          .select()
          .from(tabelaFreteLinhas)
          .where(eq(tabelaFreteLinhas.tabelaId, tabelaId))
          .orderBy(asc(tabelaFreteLinhas.ordem))
          .limit(qtdItem)
          .offset((page - 1) * qtdItem),
        handle
          .select({ total: count() })
          .from(tabelaFreteLinhas)
          .where(eq(tabelaFreteLinhas.tabelaId, tabelaId)),
      ]);
      return { items, total: total?.total ?? 0 };
    },
    async todasAsLinhas(tabelaId: string) {
      return handle
        .select()
        .from(tabelaFreteLinhas)
        .where(eq(tabelaFreteLinhas.tabelaId, tabelaId))
        .orderBy(asc(tabelaFreteLinhas.ordem));
    },
    /** Replaces a draft's lines (delete then batched inserts) and keeps `qtd_linhas`. */
    async substituirLinhas(tabela: Pick<TabelaRow, 'id' | 'ownerId'>, linhas: readonly NovaLinha[]) {
      const tabelaId = tabela.id;
      await handle.delete(tabelaFreteLinhas).where(eq(tabelaFreteLinhas.tabelaId, tabelaId));
      for (let inicio = 0; inicio < linhas.length; inicio += LINHAS_POR_INSERT) {
        await handle
          .insert(tabelaFreteLinhas)
          .values(
            linhas
              .slice(inicio, inicio + LINHAS_POR_INSERT)
              .map((linha) => ({ ...linha, tabelaId, ownerId: tabela.ownerId })),
          );
      }
      await handle
        .update(tabelasFrete)
        .set({ qtdLinhas: linhas.length })
        .where(eq(tabelasFrete.id, tabelaId));
    },
    /** Copies every line of one version to another (a new version starts as the old one's copy). */
    async copiarLinhas(deTabelaId: string, paraTabelaId: string) {
      await handle.execute(sql`
        insert into tabela_frete_linhas (tabela_id, owner_id, ordem, origem_tipo, origem_valor, destino_tipo, destino_valor,
          origem_cep_inicio, origem_cep_fim, destino_cep_inicio, destino_cep_fim, tipo_veiculo, peso_inicial,
          peso_final, valor, excedente_por_kg, prazo_dias)
        select ${paraTabelaId}::uuid, owner_id, ordem, origem_tipo, origem_valor, destino_tipo, destino_valor,
          origem_cep_inicio, origem_cep_fim, destino_cep_inicio, destino_cep_fim, tipo_veiculo, peso_inicial,
          peso_final, valor, excedente_por_kg, prazo_dias
        from tabela_frete_linhas where tabela_id = ${deTabelaId}::uuid`);
    },

    /**
     * The lines of the company's tables in force on `data` whose origin and destination match the places
     * (by UF, municipality, one of the regions that contain them, or a CEP range), with their table.
     * First the tables (a company has tens), then the lines by exact lane — every (origin, destination)
     * pair of the places' keys joined to the lane index `tabela_frete_linhas_rota_idx` — and, only when a
     * CEP is given, the CEP-range lines through their partial index. A filter of the lines by OR over the
     * lane columns read every line of a busy origin (85,000 of 250,000 for São Paulo in the benchmark).
     */
    async linhasAplicaveis(
      ownerId: string,
      data: string,
      origem: LocalDaCotacao,
      destino: LocalDaCotacao,
      filtro: {
        modalidade?: number | null;
        transportadoraEmpresaId?: string | null;
        tabelaId?: string | null;
      } = {},
      /**
       * Leaves out in SQL the lines that cannot price the load: another vehicle type's, and bands the
       * table's taxable weight is not in (a band below it without excess per kg, a band above it) — the
       * domain's `escolherLinha` then chooses among the rest exactly as among all.
       */
      carga?: { pesoTaxado: (tabela: TabelaRow) => string; tipoVeiculoId: number | null },
    ): Promise<{ linha: LinhaRow; tabela: TabelaRow; transportadoraNome: string | null }[]> {
      const tabelas = await handle
        .select({ tabela: tabelasFrete, transportadoraNome: empresas.nome })
        .from(tabelasFrete)
        .leftJoin(empresas, eq(empresas.id, tabelasFrete.transportadoraEmpresaId))
        .where(
          and(
            eq(tabelasFrete.ownerId, ownerId),
            filtro.tabelaId
              ? eq(tabelasFrete.id, filtro.tabelaId)
              : and(
                  eq(tabelasFrete.status, StatusTabelaFrete.Ativa),
                  sql`${tabelasFrete.vigenciaInicio} <= ${data}::date`,
                  or(isNull(tabelasFrete.vigenciaFim), sql`${tabelasFrete.vigenciaFim} >= ${data}::date`),
                ),
            filtro.modalidade ? eq(tabelasFrete.modalidade, filtro.modalidade) : undefined,
            filtro.transportadoraEmpresaId === undefined
              ? undefined
              : filtro.transportadoraEmpresaId === null
                ? isNull(tabelasFrete.transportadoraEmpresaId)
                : eq(tabelasFrete.transportadoraEmpresaId, filtro.transportadoraEmpresaId),
          ),
        );
      if (tabelas.length === 0) return [];
      const porId = new Map(tabelas.map((row) => [row.tabela.id, row]));
      const ids = sql.param([...porId.keys()]);
      // The taxable weight of each table by its position in `ids` (an array lookup in C: a join with the
      // unnested pairs made PostgreSQL re-scan them for every line, 8 ms for 600 lines).
      const taxados = sql.param(tabelas.map((row) => (carga ? carga.pesoTaxado(row.tabela) : null)));
      const taxado = sql`(${taxados}::numeric[])[array_position(${ids}::uuid[], l.tabela_id)]`;
      const cortes = sql`where l.tabela_id = any(${ids}::uuid[])
          and (${carga === undefined} or ((l.tipo_veiculo is null or l.tipo_veiculo = ${carga?.tipoVeiculoId ?? null}::integer)
            and (l.peso_inicial is null or l.peso_inicial <= ${taxado})
            and (l.peso_final is null or l.peso_final >= ${taxado} or l.excedente_por_kg is not null)))`;

      const chaves = (local: LocalDaCotacao): [number, string][] => [
        [TipoLocalFrete.Uf, local.uf],
        [TipoLocalFrete.Municipio, local.ibge],
        ...local.regiaoIds.map((id): [number, string] => [TipoLocalFrete.Regiao, id]),
      ];
      const pares = chaves(origem).flatMap((o) => chaves(destino).map((d) => [o, d] as const));
      const exatas = await handle.execute(sql`
        select ${sql.raw(COLUNAS_DA_LINHA)}
        from unnest(${sql.param(pares.map(([o]) => o[0]))}::smallint[], ${sql.param(pares.map(([o]) => o[1]))}::varchar[],
          ${sql.param(pares.map(([, d]) => d[0]))}::smallint[], ${sql.param(pares.map(([, d]) => d[1]))}::varchar[])
          as k(origem_tipo, origem_valor, destino_tipo, destino_valor)
        join tabela_frete_linhas l on l.origem_tipo = k.origem_tipo and l.origem_valor = k.origem_valor
          and l.destino_tipo = k.destino_tipo and l.destino_valor = k.destino_valor
        ${cortes}`);
      const linhas = [...rowsOf(exatas)];
      if (origem.cep !== null || destino.cep !== null) {
        const lado = (prefixo: 'origem' | 'destino', local: LocalDaCotacao) => {
          const [tipos, valores] = [
            chaves(local).map(([tipo]) => tipo),
            chaves(local).map(([, valor]) => valor),
          ];
          const porChave = sql`(l.${sql.raw(prefixo)}_tipo, l.${sql.raw(prefixo)}_valor) in (select * from unnest(${sql.param(tipos)}::smallint[], ${sql.param(valores)}::varchar[]))`;
          return local.cep === null
            ? porChave
            : sql`(${porChave} or (l.${sql.raw(prefixo)}_tipo = ${TipoLocalFrete.FaixaCep} and ${local.cep} between l.${sql.raw(prefixo)}_cep_inicio and l.${sql.raw(prefixo)}_cep_fim))`;
        };
        const porCep = await handle.execute(sql`
          select ${sql.raw(COLUNAS_DA_LINHA)} from tabela_frete_linhas l
          ${cortes} and (l.origem_tipo = ${TipoLocalFrete.FaixaCep} or l.destino_tipo = ${TipoLocalFrete.FaixaCep})
            and ${lado('origem', origem)} and ${lado('destino', destino)}`);
        linhas.push(...rowsOf(porCep));
      }
      return linhas.map((row) => {
        const { tabela, transportadoraNome } = porId.get(row.tabela_id)!;
        return { linha: linhaDoSql(row), tabela, transportadoraNome };
      });
    },

    // ——— reference tables ———
    async aliquotaIcms(ufOrigem: string, ufDestino: string): Promise<string> {
      const [row] = await handle
        .select({ aliquota: aliquotasIcms.aliquota })
        .from(aliquotasIcms)
        .where(and(eq(aliquotasIcms.ufOrigem, ufOrigem), eq(aliquotasIcms.ufDestino, ufDestino)));
      return row?.aliquota ?? '0';
    },
    async aliquotas() {
      return handle
        .select({
          ufOrigem: aliquotasIcms.ufOrigem,
          ufDestino: aliquotasIcms.ufDestino,
          aliquota: aliquotasIcms.aliquota,
        })
        .from(aliquotasIcms)
        .orderBy(asc(aliquotasIcms.ufOrigem), asc(aliquotasIcms.ufDestino));
    },
    async atualizarAliquota(ufOrigem: string, ufDestino: string, aliquota: string) {
      await handle
        .insert(aliquotasIcms)
        .values({ ufOrigem, ufDestino, aliquota })
        .onConflictDoUpdate({
          target: [aliquotasIcms.ufOrigem, aliquotasIcms.ufDestino],
          set: { aliquota, updatedAt: new Date() },
        });
    },
    /** The coefficient sets in force on `data` (every table and cargo type; only `eixos` axles when given). */
    async coeficientesVigentes(data: string, eixos?: number) {
      return handle
        .select()
        .from(anttCoeficientes)
        .where(
          and(
            eixos === undefined ? undefined : eq(anttCoeficientes.eixos, eixos),
            sql`${anttCoeficientes.vigenciaInicio} <= ${data}::date`,
            or(isNull(anttCoeficientes.vigenciaFim), sql`${anttCoeficientes.vigenciaFim} >= ${data}::date`),
          ),
        )
        .orderBy(asc(anttCoeficientes.tabela), asc(anttCoeficientes.tipoCarga), asc(anttCoeficientes.eixos));
    },
    /** A new set from `vigenciaInicio`: the open sets that started before it end the day before. */
    async registrarCoeficientes(
      vigenciaInicio: string,
      fonte: string,
      coeficientes: readonly { tabela: string; tipoCarga: number; eixos: number; ccd: string; cc: string }[],
    ) {
      await handle
        .update(anttCoeficientes)
        .set({ vigenciaFim: sql`${vigenciaInicio}::date - 1` })
        .where(
          and(
            isNull(anttCoeficientes.vigenciaFim),
            sql`${anttCoeficientes.vigenciaInicio} < ${vigenciaInicio}::date`,
            or(
              ...coeficientes.map((c) =>
                and(
                  eq(anttCoeficientes.tabela, c.tabela),
                  eq(anttCoeficientes.tipoCarga, c.tipoCarga),
                  eq(anttCoeficientes.eixos, c.eixos),
                ),
              ),
            ),
          ),
        );
      await handle
        .insert(anttCoeficientes)
        .values(coeficientes.map((c) => ({ ...c, vigenciaInicio, fonte })))
        .onConflictDoUpdate({
          target: [
            anttCoeficientes.tabela,
            anttCoeficientes.tipoCarga,
            anttCoeficientes.eixos,
            anttCoeficientes.vigenciaInicio,
          ],
          set: { ccd: sql`excluded.ccd`, cc: sql`excluded.cc`, fonte },
        });
    },

    // ——— saved quotes ———
    /** The company's next quote number (owner_counters 'cotacao_frete', as the load codes: the row lock queues). */
    async proximoNumeroCotacao(ownerId: string): Promise<number> {
      const rows = await handle
        .insert(ownerCounters)
        .values({
          ownerId,
          nome: 'cotacao_frete',
          valor: sql`(select coalesce(max(${cotacoesFrete.numero}), 0) + 1 from ${cotacoesFrete} where ${cotacoesFrete.ownerId} = ${ownerId})`,
        })
        .onConflictDoUpdate({
          target: [ownerCounters.ownerId, ownerCounters.nome],
          set: { valor: sql`greatest(${ownerCounters.valor} + 1, excluded.valor)` },
        })
        .returning({ valor: ownerCounters.valor });
      return Number(rows[0]!.valor);
    },
    async insertCotacao(values: typeof cotacoesFrete.$inferInsert) {
      const [row] = await handle.insert(cotacoesFrete).values(values).returning();
      return row!;
    },
    async searchCotacoes(ownerId: string, filtro: string | null, page: number, qtdItem: number) {
      const where = and(
        eq(cotacoesFrete.ownerId, ownerId),
        filtro
          ? or(ilike(cotacoesFrete.origem, contendo(filtro)), ilike(cotacoesFrete.destino, contendo(filtro)))
          : undefined,
      );
      const [items, [total]] = await Promise.all([
        handle
          .select()
          .from(cotacoesFrete)
          .where(where)
          .orderBy(desc(cotacoesFrete.numero))
          .limit(qtdItem)
          .offset((page - 1) * qtdItem),
        handle.select({ total: count() }).from(cotacoesFrete).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
  };
}

/** A line's columns as the lane lookups read them (numerics as text: never a float). */
const COLUNAS_DA_LINHA = `l.id, l.tabela_id, l.owner_id, l.ordem, l.origem_tipo, l.origem_valor, l.destino_tipo, l.destino_valor,
  l.origem_cep_inicio, l.origem_cep_fim, l.destino_cep_inicio, l.destino_cep_fim, l.tipo_veiculo,
  l.peso_inicial::text as peso_inicial, l.peso_final::text as peso_final, l.valor::text as valor,
  l.excedente_por_kg::text as excedente_por_kg, l.prazo_dias`;

interface LinhaSql extends Record<string, unknown> {
  id: string;
  tabela_id: string;
  owner_id: string;
  ordem: number;
  origem_tipo: number;
  origem_valor: string;
  destino_tipo: number;
  destino_valor: string;
  origem_cep_inicio: number | null;
  origem_cep_fim: number | null;
  destino_cep_inicio: number | null;
  destino_cep_fim: number | null;
  tipo_veiculo: number | null;
  peso_inicial: string | null;
  peso_final: string | null;
  valor: string;
  excedente_por_kg: string | null;
  prazo_dias: number | null;
}

/** The rows of `execute` (both drivers answer `{ rows }`). */
function rowsOf(result: unknown): LinhaSql[] {
  return (result as { rows: LinhaSql[] }).rows;
}

function linhaDoSql(row: LinhaSql): LinhaRow {
  return {
    id: row.id,
    tabelaId: row.tabela_id,
    ownerId: row.owner_id,
    ordem: Number(row.ordem),
    origemTipo: Number(row.origem_tipo),
    origemValor: row.origem_valor,
    destinoTipo: Number(row.destino_tipo),
    destinoValor: row.destino_valor,
    origemCepInicio: row.origem_cep_inicio,
    origemCepFim: row.origem_cep_fim,
    destinoCepInicio: row.destino_cep_inicio,
    destinoCepFim: row.destino_cep_fim,
    tipoVeiculo: row.tipo_veiculo,
    pesoInicial: row.peso_inicial,
    pesoFinal: row.peso_final,
    valor: row.valor,
    excedentePorKg: row.excedente_por_kg,
    prazoDias: row.prazo_dias,
  };
}

/** A quote's place: its municipality, UF, the company's regions containing it and the CEP when given. */
export interface LocalDaCotacao {
  ibge: string;
  uf: string;
  cep: number | null;
  regiaoIds: readonly string[];
}

export type TabelaFreteRepository = ReturnType<typeof createTabelaFreteRepository>;
