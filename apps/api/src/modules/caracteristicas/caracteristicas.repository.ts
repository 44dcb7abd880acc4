import {
  DirecaoOrdenacao,
  type TCaracteristica,
  type TCaracteristicaRequest,
  type TCaracteristicaSearchRequest,
  TipoVinculo,
} from '@embarca/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caracteristicas, cargas, empresas } from '../../db/schema';
import { foldedContains } from '../../lib/sql-text';

const columns = {
  id: caracteristicas.id,
  descricao: caracteristicas.descricao,
  tipo: caracteristicas.tipo,
  icone: caracteristicas.icone,
  desativada: caracteristicas.desativada,
  comportamentoOferecimento: caracteristicas.comportamentoOferecimento,
  ownerId: caracteristicas.ownerId,
};

const ORDER = {
  descricao: caracteristicas.descricao,
  tipo: caracteristicas.tipo,
  desativada: caracteristicas.desativada,
} as const;

export function createCaracteristicasRepository(db: Database) {
  /** Shippers that registered `carrierOwnerId` as their carrier (a company row linked to that tenant). */
  const shippersOf = (carrierOwnerId: string) =>
    db
      .select({ ownerId: empresas.ownerId })
      .from(empresas)
      .where(
        and(eq(empresas.linkedOwnerId, carrierOwnerId), eq(empresas.tipoVinculo, TipoVinculo.Transportadora)),
      );

  return {
    async findById(ownerId: string, id: string): Promise<TCaracteristica | undefined> {
      const rows = await db
        .select(columns)
        .from(caracteristicas)
        .where(and(eq(caracteristicas.ownerId, ownerId), eq(caracteristicas.id, id)))
        .limit(1);
      return rows[0];
    },

    /** A shipper's characteristic as a carrier working for it may read it. */
    async findForCarrier(carrierOwnerId: string, shipperOwnerId: string, id: string) {
      const rows = await db
        .select(columns)
        .from(caracteristicas)
        .where(
          and(
            eq(caracteristicas.ownerId, shipperOwnerId),
            eq(caracteristicas.id, id),
            inArray(caracteristicas.ownerId, shippersOf(carrierOwnerId)),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async listByOwner(
      ownerId: string,
      filter: { tipo?: number; ativas?: boolean },
    ): Promise<TCaracteristica[]> {
      return db
        .select(columns)
        .from(caracteristicas)
        .where(
          and(
            eq(caracteristicas.ownerId, ownerId),
            filter.tipo ? eq(caracteristicas.tipo, filter.tipo) : undefined,
            filter.ativas ? eq(caracteristicas.desativada, false) : undefined,
          ),
        )
        .orderBy(asc(caracteristicas.descricao));
    },

    async listForCarrier(carrierOwnerId: string, tipo?: number): Promise<TCaracteristica[]> {
      return db
        .select(columns)
        .from(caracteristicas)
        .where(
          and(
            inArray(caracteristicas.ownerId, shippersOf(carrierOwnerId)),
            eq(caracteristicas.desativada, false),
            tipo ? eq(caracteristicas.tipo, tipo) : undefined,
          ),
        )
        .orderBy(asc(caracteristicas.descricao));
    },

    async search(ownerId: string, request: TCaracteristicaSearchRequest) {
      const where = and(
        eq(caracteristicas.ownerId, ownerId),
        request.descricao ? foldedContains(caracteristicas.descricao, request.descricao) : undefined,
        request.tipo?.length ? inArray(caracteristicas.tipo, request.tipo) : undefined,
        request.ativo == null ? undefined : eq(caracteristicas.desativada, !request.ativo),
      );
      const direction = request.direcao === DirecaoOrdenacao.Descendente ? desc : asc;
      const [items, totals] = await Promise.all([
        db
          .select(columns)
          .from(caracteristicas)
          .where(where)
          .orderBy(direction(ORDER[request.ordem]), asc(caracteristicas.id))
          .limit(request.qtdItem)
          .offset((request.page - 1) * request.qtdItem),
        db.select({ total: count() }).from(caracteristicas).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },

    async descricaoTaken(
      ownerId: string,
      tipo: number,
      descricao: string,
      exceptId?: string,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: caracteristicas.id })
        .from(caracteristicas)
        .where(
          and(
            eq(caracteristicas.ownerId, ownerId),
            eq(caracteristicas.tipo, tipo),
            sql`lower(${caracteristicas.descricao}) = lower(${descricao})`,
            exceptId ? sql`${caracteristicas.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(ownerId: string, values: TCaracteristicaRequest): Promise<string> {
      const [row] = await db
        .insert(caracteristicas)
        .values({ ...values, ownerId })
        .returning({ id: caracteristicas.id });
      if (!row) throw new Error('característica não gravada');
      return row.id;
    },

    async update(ownerId: string, id: string, values: TCaracteristicaRequest): Promise<void> {
      await db
        .update(caracteristicas)
        .set(values)
        .where(and(eq(caracteristicas.ownerId, ownerId), eq(caracteristicas.id, id)));
    },

    async setDesativada(ownerId: string, id: string, desativada: boolean): Promise<void> {
      await db
        .update(caracteristicas)
        .set({ desativada })
        .where(and(eq(caracteristicas.ownerId, ownerId), eq(caracteristicas.id, id)));
    },

    /** True when any load uses the characteristic (orders and bookings join here when they exist). */
    async isUsed(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: cargas.id })
        .from(cargas)
        .where(eq(cargas.caracteristicaId, id))
        .limit(1);
      return rows.length > 0;
    },

    async delete(ownerId: string, id: string): Promise<void> {
      await db
        .delete(caracteristicas)
        .where(and(eq(caracteristicas.ownerId, ownerId), eq(caracteristicas.id, id)));
    },
  };
}

export type CaracteristicasRepository = ReturnType<typeof createCaracteristicasRepository>;
