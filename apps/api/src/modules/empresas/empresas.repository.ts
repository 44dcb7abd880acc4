import {
  DirecaoOrdenacao,
  SEARCH_ATIVAS_LIMIT,
  type TEmpresa,
  type TEmpresaRequest,
  type TEmpresaResumo,
  type TEmpresaSearchAtivasRequest,
  type TEmpresaSearchRequest,
  TipoEmpresa,
  TipoVinculo,
} from '@embarca/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { empresas, owners, unidadesNegocio } from '../../db/schema';
import { foldedContains } from '../../lib/sql-text';

const empresaColumns = {
  id: empresas.id,
  nome: empresas.nome,
  nomeFantasia: empresas.nomeFantasia,
  cnpj: empresas.cnpj,
  tipo: empresas.tipo,
  tipoVinculo: empresas.tipoVinculo,
  ativo: empresas.ativo,
  telefone: empresas.telefone,
  email: empresas.email,
  cep: empresas.cep,
  logradouro: empresas.logradouro,
  numero: empresas.numero,
  complemento: empresas.complemento,
  bairro: empresas.bairro,
  cidade: empresas.cidade,
  uf: empresas.uf,
  codigoIbge: empresas.codigoIbge,
  vinculadaPlataforma: sql<boolean>`${empresas.linkedOwnerId} is not null`,
};

const { id, nome, nomeFantasia, cnpj, tipo, tipoVinculo, ativo, cidade, uf } = empresaColumns;
const resumoColumns = { id, nome, nomeFantasia, cnpj, tipo, tipoVinculo, ativo, cidade, uf };

const ORDER_COLUMNS = {
  nome: empresas.nome,
  nomeFantasia: empresas.nomeFantasia,
  cnpj: empresas.cnpj,
  cidade: empresas.cidade,
  tipo: empresas.tipo,
  tipoVinculo: empresas.tipoVinculo,
} as const;

/** A carrier among a tenant's companies: linked as carrier, or a company of carrier type. */
export const eTransportadora = sql<boolean>`(${empresas.tipoVinculo} = ${TipoVinculo.Transportadora} or ${empresas.tipo} = ${TipoEmpresa.Transportadora})`;

/** Name, trade name, CNPJ (digits) or city contains the text, case- and accent-insensitively. */
function filtroCondition(filtro: string | null | undefined): SQL | undefined {
  if (!filtro) return undefined;
  const digits = filtro.replace(/[^0-9A-Za-z]/g, '');
  return or(
    foldedContains(empresas.nome, filtro),
    foldedContains(empresas.nomeFantasia, filtro),
    foldedContains(empresas.cidade, filtro),
    digits.length >= 3 ? foldedContains(empresas.cnpj, digits) : undefined,
  );
}

export type EmpresaValues = TEmpresaRequest;

export function createEmpresasRepository(db: Database) {
  /** The owner's companies as summaries, by name, under the extra conditions. */
  const resumosDoOwner = (ownerId: string, ...condicoes: (SQL | undefined)[]) =>
    db
      .select(resumoColumns)
      .from(empresas)
      .where(and(eq(empresas.ownerId, ownerId), ...condicoes))
      .orderBy(asc(empresas.nome));

  return {
    async list(ownerId: string): Promise<TEmpresa[]> {
      return db
        .select(empresaColumns)
        .from(empresas)
        .where(eq(empresas.ownerId, ownerId))
        .orderBy(asc(empresas.nome));
    },

    async findById(ownerId: string, id: string): Promise<TEmpresa | undefined> {
      const rows = await db
        .select(empresaColumns)
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.id, id)))
        .limit(1);
      return rows[0];
    },

    /** The owner's own company (owners.empresa_id). */
    async findOwnCompany(ownerId: string): Promise<TEmpresa | undefined> {
      const rows = await db
        .select(empresaColumns)
        .from(empresas)
        .innerJoin(owners, eq(owners.empresaId, empresas.id))
        .where(and(eq(owners.id, ownerId), eq(empresas.ownerId, ownerId)))
        .limit(1);
      return rows[0];
    },

    async cnpjTaken(ownerId: string, cnpj: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: empresas.id })
        .from(empresas)
        .where(
          and(
            eq(empresas.ownerId, ownerId),
            eq(empresas.cnpj, cnpj),
            exceptId ? ne(empresas.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The CNPJs of `cnpjs` the owner already has. */
    async existingCnpjs(ownerId: string, cnpjs: string[]): Promise<Set<string>> {
      if (cnpjs.length === 0) return new Set();
      const rows = await db
        .select({ cnpj: empresas.cnpj })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), inArray(empresas.cnpj, cnpjs)));
      return new Set(rows.map((row) => row.cnpj ?? ''));
    },

    async insert(ownerId: string, values: EmpresaValues): Promise<TEmpresa> {
      const [row] = await db
        .insert(empresas)
        .values({ ...values, ownerId })
        .returning({ id: empresas.id });
      const created = row ? await this.findById(ownerId, row.id) : undefined;
      if (!created) throw new Error('empresa não gravada');
      return created;
    },

    /** Inserts every row in one transaction (the import's commit). */
    async insertMany(ownerId: string, rows: EmpresaValues[]): Promise<number> {
      if (rows.length === 0) return 0;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(empresas)
          .values(rows.map((values) => ({ ...values, ownerId })))
          .returning({ id: empresas.id });
        return inserted.length;
      });
    },

    async update(ownerId: string, id: string, values: EmpresaValues): Promise<boolean> {
      const rows = await db
        .update(empresas)
        .set(values)
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.id, id)))
        .returning({ id: empresas.id });
      return rows.length > 0;
    },

    async setAtivo(ownerId: string, id: string, ativo: boolean): Promise<boolean> {
      const rows = await db
        .update(empresas)
        .set({ ativo })
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.id, id)))
        .returning({ id: empresas.id });
      return rows.length > 0;
    },

    /** True when the company is the owner's own company or a business unit operates from it. */
    async isAnchored(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ anchored: sql<boolean>`true` })
        .from(empresas)
        .where(
          and(
            eq(empresas.id, id),
            or(
              sql`exists (select 1 from ${owners} where ${owners.id} = ${ownerId} and ${owners.empresaId} = ${empresas.id})`,
              sql`exists (select 1 from ${unidadesNegocio} where ${unidadesNegocio.empresaId} = ${empresas.id})`,
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Deletes the company (a foreign-key violation means loads or offers still use it). */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(empresas)
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.id, id)))
        .returning({ id: empresas.id });
      return rows.length > 0;
    },

    async search(
      ownerId: string,
      request: TEmpresaSearchRequest,
    ): Promise<{ items: TEmpresa[]; total: number }> {
      const where = and(
        eq(empresas.ownerId, ownerId),
        filtroCondition(request.filtro),
        request.ativo == null ? undefined : eq(empresas.ativo, request.ativo),
        request.tipos?.length ? inArray(empresas.tipo, request.tipos) : undefined,
        request.tiposVinculo?.length ? inArray(empresas.tipoVinculo, request.tiposVinculo) : undefined,
      );
      const column = ORDER_COLUMNS[request.ordem];
      const direction = request.direcao === DirecaoOrdenacao.Descendente ? desc : asc;
      const [items, totals] = await Promise.all([
        db
          .select(empresaColumns)
          .from(empresas)
          .where(where)
          .orderBy(direction(column), asc(empresas.id))
          .limit(request.qtdItem)
          .offset((request.page - 1) * request.qtdItem),
        db.select({ total: count() }).from(empresas).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },

    async listResumo(
      ownerId: string,
      filter: { ativos?: boolean; tipos?: number[] },
    ): Promise<TEmpresaResumo[]> {
      return resumosDoOwner(
        ownerId,
        filter.ativos === undefined ? undefined : eq(empresas.ativo, filter.ativos),
        filter.tipos?.length ? inArray(empresas.tipo, filter.tipos) : undefined,
      );
    },

    async searchAtivas(ownerId: string, request: TEmpresaSearchAtivasRequest): Promise<TEmpresaResumo[]> {
      const vinculos: number[] =
        request.tipoVinculo === TipoVinculo.Parceiro
          ? [TipoVinculo.Cliente, TipoVinculo.Transportadora, TipoVinculo.Parceiro, TipoVinculo.Propria]
          : [request.tipoVinculo];
      if (request.incluirVendedores) vinculos.push(TipoVinculo.Vendedor);
      return resumosDoOwner(
        ownerId,
        eq(empresas.ativo, true),
        inArray(empresas.tipoVinculo, vinculos),
        request.tipo ? eq(empresas.tipo, request.tipo) : undefined,
        filtroCondition(request.filtro),
      ).limit(SEARCH_ATIVAS_LIMIT);
    },

    /** Active companies that book dock slots at the owner: carriers and suppliers. */
    async listPortalAgendamento(ownerId: string): Promise<TEmpresaResumo[]> {
      return resumosDoOwner(
        ownerId,
        eq(empresas.ativo, true),
        inArray(empresas.tipo, [TipoEmpresa.Transportadora, TipoEmpresa.Fornecedor]),
      );
    },

    /** The owner's own companies (link 'própria': its sites), optionally one of them. */
    async listProprias(ownerId: string, empresaId?: string): Promise<TEmpresaResumo[]> {
      return resumosDoOwner(
        ownerId,
        eq(empresas.tipoVinculo, TipoVinculo.Propria),
        empresaId ? eq(empresas.id, empresaId) : undefined,
      );
    },

    async listByVinculo(ownerId: string, tipoVinculo: number): Promise<TEmpresaResumo[]> {
      return resumosDoOwner(ownerId, eq(empresas.tipoVinculo, tipoVinculo), eq(empresas.ativo, true));
    },

    async listRestricoes(ownerId: string, ids?: string[]) {
      if (ids && ids.length === 0) return [];
      return db
        .select({
          empresaId: empresas.id,
          nome: empresas.nome,
          restrita: sql<boolean>`not ${empresas.ativo}`,
        })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), ids ? inArray(empresas.id, ids) : undefined))
        .orderBy(asc(empresas.nome));
    },

    // Partners: other tenants linked to the owner through one of its company rows.

    async listParceiros(
      ownerId: string,
      options: { query?: string; incluirMeuOwner: boolean; apenasVinculados: boolean; ids?: string[] },
    ): Promise<{ id: string; name: string }[]> {
      const linked = db
        .select({ id: empresas.linkedOwnerId })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), isNotNull(empresas.linkedOwnerId)));
      const scope = options.apenasVinculados
        ? inArray(owners.id, linked)
        : // Not only the linked ones: also the carriers on the platform (a shipper looks for a carrier to link).
          or(inArray(owners.id, linked), eq(owners.tipo, TipoEmpresa.Transportadora));
      const rows = await db
        .select({ id: owners.id, name: owners.nome })
        .from(owners)
        .where(
          and(
            eq(owners.ativo, true),
            options.incluirMeuOwner ? or(scope, eq(owners.id, ownerId)) : and(scope, ne(owners.id, ownerId)),
            options.query ? foldedContains(owners.nome, options.query) : undefined,
            options.ids ? inArray(owners.id, options.ids) : undefined,
          ),
        )
        .orderBy(asc(owners.nome))
        .limit(100);
      return rows;
    },
  };
}

export type EmpresasRepository = ReturnType<typeof createEmpresasRepository>;
