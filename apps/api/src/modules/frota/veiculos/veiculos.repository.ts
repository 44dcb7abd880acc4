import {
  DirecaoOrdenacao,
  PropriedadeVeiculo,
  SITUACOES_EM_ANDAMENTO,
  TipoLookup,
  type TVeiculoSearchRequest,
} from '@embarca/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { cargas, empresas, tipos, veiculoDocumentos, veiculos } from '../../../db/schema';

export type VeiculoRow = typeof veiculos.$inferSelect;
export type NovoVeiculo = Omit<typeof veiculos.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type NovoDocumento = typeof veiculoDocumentos.$inferInsert;

const tracionadores = alias(veiculos, 'tracionadores');

/** The text of a lookup value: the vehicle tenant's own, else the product's. */
const textoDoTipo = (kind: number, column: AnyPgColumn) =>
  sql<string | null>`(select t.texto from ${tipos} t
    where t.tipo = ${kind} and t.valor = ${column}
      and (t.owner_id = ${veiculos.ownerId} or t.owner_id is null)
    order by t.owner_id nulls last limit 1)`;

/**
 * On a load in progress as the vehicle or one of its equipment — the allocation rule's loads
 * (`SITUACOES_EM_ANDAMENTO`, the same ones `createAlocacaoRepository.listUsos` reads), as a filter.
 */
const emUsoSql = sql<boolean>`exists (select 1 from ${cargas} c
  where c.situacao = any(${sql.param([...SITUACOES_EM_ANDAMENTO])}::int[])
    and (c.veiculo_id = ${veiculos.id} or ${veiculos.id} = any(c.equipamento_ids)))`;

const ORDER_COLUMNS = {
  placa: veiculos.placa,
  tipoVeiculo: veiculos.tipoVeiculo,
  ano: veiculos.ano,
  capacidadeKg: veiculos.capacidadeKg,
  createdAt: veiculos.createdAt,
} as const;

const linhaColumns = {
  veiculo: veiculos,
  tipoVeiculoTexto: textoDoTipo(TipoLookup.TipoVeiculo, veiculos.tipoVeiculo),
  tipoCarroceriaTexto: textoDoTipo(TipoLookup.Carroceria, veiculos.tipoCarroceria),
  marcaTexto: textoDoTipo(TipoLookup.Marca, veiculos.marca),
  tipoEquipamentoTexto: textoDoTipo(TipoLookup.Equipamento, veiculos.tipoEquipamento),
  transportadoraNome: empresas.nome,
  tracionadorPlaca: tracionadores.placa,
};

/** Queries of the vehicle screen; over `db` or a transaction (the service opens them). */
export function createVeiculosRepository(db: Database) {
  const linhas = () =>
    db
      .select(linhaColumns)
      .from(veiculos)
      .leftJoin(empresas, eq(empresas.id, veiculos.transportadoraEmpresaId))
      .leftJoin(tracionadores, eq(tracionadores.id, veiculos.tracionadorId));

  return {
    async search(ownerId: string, request: TVeiculoSearchRequest) {
      const filtro = request.filtro?.trim();
      const placa = filtro ? filtro.toUpperCase().replace(/[\s-]/g, '') : '';
      const where = and(
        eq(veiculos.ownerId, ownerId),
        filtro
          ? or(
              placa ? ilike(veiculos.placa, `%${placa.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
              ilike(veiculos.modelo, `%${filtro.replace(/[%_\\]/g, '\\$&')}%`),
              eq(veiculos.renavam, filtro.replace(/\D/g, '').padStart(11, '0')),
            )
          : undefined,
        request.cadastro === 'equipamento' ? isNotNull(veiculos.tipoEquipamento) : undefined,
        request.cadastro === 'veiculo' ? isNull(veiculos.tipoEquipamento) : undefined,
        request.tipoVeiculo ? eq(veiculos.tipoVeiculo, request.tipoVeiculo) : undefined,
        request.tipoCarroceria ? eq(veiculos.tipoCarroceria, request.tipoCarroceria) : undefined,
        request.tipoEquipamento ? eq(veiculos.tipoEquipamento, request.tipoEquipamento) : undefined,
        request.transportadoraEmpresaId
          ? eq(veiculos.transportadoraEmpresaId, request.transportadoraEmpresaId)
          : undefined,
        request.propriedade === PropriedadeVeiculo.FrotaContratada ? eq(veiculos.frota, true) : undefined,
        request.propriedade === PropriedadeVeiculo.Terceiro
          ? isNotNull(veiculos.transportadoraEmpresaId)
          : undefined,
        request.propriedade === PropriedadeVeiculo.Propria
          ? and(eq(veiculos.frota, false), isNull(veiculos.transportadoraEmpresaId))
          : undefined,
        request.emUso == null ? undefined : request.emUso ? emUsoSql : sql`not ${emUsoSql}`,
        request.ativo == null ? undefined : eq(veiculos.ativo, request.ativo),
      );
      const column = ORDER_COLUMNS[request.ordem];
      const direction = request.direcao === DirecaoOrdenacao.Descendente ? desc : asc;
      const items = await linhas()
        .where(where)
        .orderBy(sql`${direction(column)} nulls last`, asc(veiculos.placa), asc(veiculos.id))
        .limit(request.qtdItem)
        .offset((request.page - 1) * request.qtdItem);
      const [totals] = await db.select({ total: count() }).from(veiculos).where(where);
      return { items, total: totals?.total ?? 0 };
    },

    /** Rows with their lookup texts, carrier name and traction vehicle's plate, by id. */
    async linhas(ownerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return linhas().where(and(eq(veiculos.ownerId, ownerId), inArray(veiculos.id, ids)));
    },

    /** The equipment coupled to the traction vehicles, in order. */
    async membros(tracionadorIds: string[]) {
      if (tracionadorIds.length === 0) return [];
      return db
        .select({
          id: veiculos.id,
          placa: veiculos.placa,
          tracionadorId: veiculos.tracionadorId,
          posicao: veiculos.posicaoConjunto,
          tipoEquipamento: veiculos.tipoEquipamento,
          tipoEquipamentoTexto: textoDoTipo(TipoLookup.Equipamento, veiculos.tipoEquipamento),
          capacidadeKg: veiculos.capacidadeKg,
          capacidadeM3: veiculos.capacidadeM3,
          ativo: veiculos.ativo,
        })
        .from(veiculos)
        .where(inArray(veiculos.tracionadorId, tracionadorIds))
        .orderBy(asc(veiculos.posicaoConjunto), asc(veiculos.placa));
    },

    async documentos(veiculoIds: string[]) {
      if (veiculoIds.length === 0) return [];
      return db
        .select()
        .from(veiculoDocumentos)
        .where(inArray(veiculoDocumentos.veiculoId, veiculoIds))
        .orderBy(asc(veiculoDocumentos.tipo), asc(veiculoDocumentos.validade), asc(veiculoDocumentos.id));
    },

    async documento(veiculoId: string, documentoId: string) {
      const [row] = await db
        .select()
        .from(veiculoDocumentos)
        .where(and(eq(veiculoDocumentos.veiculoId, veiculoId), eq(veiculoDocumentos.id, documentoId)))
        .limit(1);
      return row;
    },

    /** True when the plate is already the owner's (another row than `exceptId`). */
    async placaTomada(ownerId: string, placa: string, exceptId?: string) {
      const rows = await db
        .select({ id: veiculos.id })
        .from(veiculos)
        .where(
          and(
            eq(veiculos.ownerId, ownerId),
            eq(veiculos.placa, placa),
            exceptId ? ne(veiculos.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The (kind, value) pairs that exist for the owner (its own or the product's lookup values). */
    async lookupsExistentes(ownerId: string, pares: Array<{ tipo: number; valor: number }>) {
      if (pares.length === 0) return new Set<string>();
      const rows = await db
        .select({ tipo: tipos.tipo, valor: tipos.valor })
        .from(tipos)
        .where(
          and(
            or(isNull(tipos.ownerId), eq(tipos.ownerId, ownerId)),
            or(...pares.map((par) => and(eq(tipos.tipo, par.tipo), eq(tipos.valor, par.valor)))),
          ),
        );
      return new Set(rows.map((row) => `${row.tipo}:${row.valor}`));
    },

    async insert(ownerId: string, values: NovoVeiculo) {
      const [row] = await db
        .insert(veiculos)
        .values({ ...values, ownerId })
        .returning({ id: veiculos.id });
      return row!.id;
    },

    async update(ownerId: string, id: string, values: Partial<NovoVeiculo>) {
      await db
        .update(veiculos)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(veiculos.ownerId, ownerId), eq(veiculos.id, id)));
    },

    /** Locks the rows (in id order: two couplings never wait on each other crosswise) and returns them. */
    async travar(ownerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(veiculos)
        .where(and(eq(veiculos.ownerId, ownerId), inArray(veiculos.id, ids)))
        .orderBy(asc(veiculos.id))
        .for('update');
    },

    /** Locks and returns the traction vehicle's current equipment. */
    async travarMembros(tracionadorId: string) {
      return db
        .select()
        .from(veiculos)
        .where(eq(veiculos.tracionadorId, tracionadorId))
        .orderBy(asc(veiculos.id))
        .for('update');
    },

    /** Uncouples these equipment (or every equipment of the traction vehicle). */
    async desacoplar(filtro: { ids?: string[]; tracionadorId?: string }) {
      const where = filtro.ids
        ? filtro.ids.length > 0
          ? inArray(veiculos.id, filtro.ids)
          : undefined
        : filtro.tracionadorId
          ? eq(veiculos.tracionadorId, filtro.tracionadorId)
          : undefined;
      if (!where) return;
      await db
        .update(veiculos)
        .set({ tracionadorId: null, posicaoConjunto: null, updatedAt: new Date() })
        .where(where);
    },

    async acoplar(equipamentoId: string, tracionadorId: string, posicao: number) {
      await db
        .update(veiculos)
        .set({ tracionadorId, posicaoConjunto: posicao, updatedAt: new Date() })
        .where(eq(veiculos.id, equipamentoId));
    },

    async insertDocumento(values: NovoDocumento) {
      const [row] = await db.insert(veiculoDocumentos).values(values).returning({ id: veiculoDocumentos.id });
      return row!.id;
    },

    async updateDocumento(id: string, values: Partial<NovoDocumento>) {
      await db
        .update(veiculoDocumentos)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(veiculoDocumentos.id, id));
    },

    async deleteDocumento(id: string) {
      await db.delete(veiculoDocumentos).where(eq(veiculoDocumentos.id, id));
    },
  };
}

export type VeiculosRepository = ReturnType<typeof createVeiculosRepository>;
