import {
  DirecaoOrdenacao,
  type TMotoristaRequest,
  type TMotoristaSearchRequest,
  type TOrdemMotorista,
} from '@embarca/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { empresas, motoristas } from '../../../db/schema';
import { foldedContains } from '../../../lib/sql-text';
import type { Tx } from '../../cargas/carga.writer';
import { eTransportadora } from '../../empresas/empresas.repository';

type Handle = Database | Tx;

/** The columns of a driver as the management screens read them (ZMotorista). */
const colunas = {
  id: motoristas.id,
  nome: motoristas.nome,
  cpf: motoristas.cpf,
  telefone: motoristas.telefone,
  email: motoristas.email,
  cnhNumero: motoristas.cnhNumero,
  cnhCategoria: motoristas.cnhCategoria,
  cnhValidade: motoristas.cnhValidade,
  visibilidade: motoristas.visibilidade,
  transportadoraEmpresaId: motoristas.transportadoraEmpresaId,
  transportadoraNome: sql<string | null>`coalesce(${empresas.nomeFantasia}, ${empresas.nome})`,
  possuiFoto: sql<boolean>`(${motoristas.fotoChave} is not null)`,
  ativo: motoristas.ativo,
};

const ORDEM: Record<TOrdemMotorista, SQL | typeof motoristas.nome> = {
  nome: motoristas.nome,
  cpf: sql`${motoristas.cpf}`,
  cnhCategoria: sql`${motoristas.cnhCategoria}`,
  cnhValidade: sql`${motoristas.cnhValidade}`,
  visibilidade: sql`${motoristas.visibilidade}`,
  transportadora: sql`coalesce(${empresas.nomeFantasia}, ${empresas.nome})`,
};

/**
 * The search's conditions (SearchRequest), with `hoje` the São Paulo day and `diasAviso` the company's notice
 * window for the CNH filters.
 */
function condicoes(
  ownerId: string,
  query: TMotoristaSearchRequest,
  hoje: string,
  diasAviso: number,
): SQL | undefined {
  const digits = query.filtro?.replace(/\D/g, '') ?? '';
  const vencida = sql`${motoristas.cnhValidade} < ${hoje}::date`;
  const aVencer = sql`${motoristas.cnhValidade} between ${hoje}::date and (${hoje}::date + ${diasAviso}::int)`;
  return and(
    eq(motoristas.ownerId, ownerId),
    query.filtro
      ? or(
          foldedContains(motoristas.nome, query.filtro),
          digits.length >= 3 ? sql`${motoristas.cpf} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
    query.cnhCategoria ? eq(motoristas.cnhCategoria, query.cnhCategoria) : undefined,
    query.visibilidade ? eq(motoristas.visibilidade, query.visibilidade) : undefined,
    query.transportadoraEmpresaId
      ? eq(motoristas.transportadoraEmpresaId, query.transportadoraEmpresaId)
      : undefined,
    query.ativo === null || query.ativo === undefined ? undefined : eq(motoristas.ativo, query.ativo),
    query.cnh === 'vencida' ? vencida : query.cnh === 'a-vencer' ? aVencer : undefined,
  );
}

/** The values a create or an edit writes (the CPF as digits; the photo is written by its own call). */
function valores(values: TMotoristaRequest) {
  return {
    nome: values.nome,
    cpf: values.cpf,
    cnhNumero: values.cnhNumero,
    cnhCategoria: values.cnhCategoria,
    cnhValidade: values.cnhValidade,
    telefone: values.telefone,
    email: values.email,
    visibilidade: values.visibilidade,
    transportadoraEmpresaId: values.transportadoraEmpresaId,
  };
}

/** Queries of the drivers' management (motoristas.service.ts); a factory over the handle it is given. */
export function createMotoristasRepository(db: Handle) {
  return {
    async search(ownerId: string, query: TMotoristaSearchRequest, hoje: string, diasAviso: number) {
      const where = condicoes(ownerId, query, hoje, diasAviso);
      const direcao = query.direcao === DirecaoOrdenacao.Descendente ? desc : asc;
      const [items, [total]] = await Promise.all([
        db
          .select(colunas)
          .from(motoristas)
          .leftJoin(empresas, eq(empresas.id, motoristas.transportadoraEmpresaId))
          .where(where)
          .orderBy(sql`${direcao(ORDEM[query.ordem])} nulls last`, asc(motoristas.nome), asc(motoristas.id))
          .limit(query.qtdItem)
          .offset((query.page - 1) * query.qtdItem),
        db.select({ total: count() }).from(motoristas).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    async get(ownerId: string, id: string) {
      const [row] = await db
        .select(colunas)
        .from(motoristas)
        .leftJoin(empresas, eq(empresas.id, motoristas.transportadoraEmpresaId))
        .where(and(eq(motoristas.ownerId, ownerId), eq(motoristas.id, id)))
        .limit(1);
      return row;
    },

    /** Another driver of the owner with this CPF (the friendly 409 before the unique index's). */
    async cpfEmUso(ownerId: string, cpf: string, exceptId?: string) {
      const [row] = await db
        .select({ id: motoristas.id })
        .from(motoristas)
        .where(
          and(
            eq(motoristas.ownerId, ownerId),
            eq(motoristas.cpf, cpf),
            exceptId ? sql`${motoristas.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** One of the owner's companies that is an active carrier. */
    async transportadoraAtiva(ownerId: string, empresaId: string) {
      const [row] = await db
        .select({ id: empresas.id })
        .from(empresas)
        .where(
          and(
            eq(empresas.id, empresaId),
            eq(empresas.ownerId, ownerId),
            eq(empresas.ativo, true),
            eTransportadora,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insert(ownerId: string, values: TMotoristaRequest) {
      const [row] = await db
        .insert(motoristas)
        .values({ ownerId, ...valores(values) })
        .returning({ id: motoristas.id });
      return row!.id;
    },

    async update(ownerId: string, id: string, values: TMotoristaRequest) {
      await db
        .update(motoristas)
        .set({ ...valores(values), updatedAt: new Date() })
        .where(and(eq(motoristas.ownerId, ownerId), eq(motoristas.id, id)));
    },

    async setAtivo(ownerId: string, id: string, ativo: boolean) {
      await db
        .update(motoristas)
        .set({ ativo, updatedAt: new Date() })
        .where(and(eq(motoristas.ownerId, ownerId), eq(motoristas.id, id)));
    },

    async setFoto(ownerId: string, id: string, fotoChave: string | null) {
      await db
        .update(motoristas)
        .set({ fotoChave, updatedAt: new Date() })
        .where(and(eq(motoristas.ownerId, ownerId), eq(motoristas.id, id)));
    },
  };
}

export type MotoristasRepository = ReturnType<typeof createMotoristasRepository>;
