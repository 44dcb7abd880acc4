import { SITUACOES_COM_RETORNO, TipoAtividadeVeiculo, TipoLookup } from '@embarca/domain';
import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargas, veiculoAtividades, veiculos } from '../../../db/schema';

/** What the agenda reads (agenda.service.ts); a factory over the handle it is given (`db` or `tx`). */
export function createAgendaRepository(db: Database) {
  const filtroVeiculos = (ownerId: string, placa: string | undefined) =>
    and(
      eq(veiculos.ownerId, ownerId),
      placa
        ? sql`${veiculos.placa} like ${`%${placa.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}%`}`
        : undefined,
    );

  return {
    /** A page of the company's vehicles by plate (active ones; equipment included: it is allocated too). */
    async listVeiculos(ownerId: string, filtro: { placa?: string; page: number; pageSize: number }) {
      const where = and(filtroVeiculos(ownerId, filtro.placa), eq(veiculos.ativo, true));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: veiculos.id,
            placa: veiculos.placa,
            frota: veiculos.frota,
            tipoVeiculo: sql<string | null>`(select t.texto from tipos t
              where t.tipo = ${TipoLookup.TipoVeiculo} and t.valor = veiculos.tipo_veiculo
                and (t.owner_id = veiculos.owner_id or t.owner_id is null)
              order by t.owner_id nulls last limit 1)`,
          })
          .from(veiculos)
          .where(where)
          .orderBy(asc(veiculos.placa), asc(veiculos.id))
          .limit(filtro.pageSize)
          .offset((filtro.page - 1) * filtro.pageSize),
        db.select({ total: count() }).from(veiculos).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * Loads carrying the vehicles (as vehicle or equipment) in a situacao with a vehicle on the road or
     * back, whose collection..delivery window meets the period (a missing date is open), with the first
     * origin and last destination cities.
     */
    async listCargas(veiculoIds: string[], periodo: { inicio: Date; fim: Date }) {
      if (veiculoIds.length === 0) return [];
      const ids = sql`${sql.param(veiculoIds)}::uuid[]`;
      return db
        .select({
          id: cargas.id,
          ownerId: cargas.ownerId,
          codigo: cargas.codigo,
          veiculoId: cargas.veiculoId,
          equipamentoIds: cargas.equipamentoIds,
          dhColeta: cargas.dhColeta,
          dhEntrega: cargas.dhEntrega,
          // Qualified by hand: Drizzle writes a lone table's columns unqualified, which inside the subquery
          // would read carga_rotas' own id.
          origem: sql<string | null>`(select nullif(concat_ws('/', r.cidade, r.uf), '') from carga_rotas r
            where r.carga_id = cargas.id order by r.ordem limit 1)`,
          destino: sql<string | null>`(select nullif(concat_ws('/', r.cidade, r.uf), '') from carga_rotas r
            where r.carga_id = cargas.id order by r.ordem desc limit 1)`,
        })
        .from(cargas)
        .where(
          and(
            inArray(cargas.situacao, [...SITUACOES_COM_RETORNO]),
            or(sql`${cargas.veiculoId} = any(${ids})`, sql`${cargas.equipamentoIds} && ${ids}`),
            or(isNull(cargas.dhColeta), lt(cargas.dhColeta, periodo.fim)),
            or(isNull(cargas.dhEntrega), gt(cargas.dhEntrega, periodo.inicio)),
          ),
        )
        .orderBy(asc(cargas.dhColeta), asc(cargas.codigo));
    },

    /** The company's activities of the vehicles (trips' return times, unavailability) meeting the period. */
    async listAtividades(ownerId: string, veiculoIds: string[], periodo: { inicio: Date; fim: Date }) {
      if (veiculoIds.length === 0) return [];
      return db
        .select({
          id: veiculoAtividades.id,
          veiculoId: veiculoAtividades.veiculoId,
          cargaId: veiculoAtividades.cargaId,
          tipo: veiculoAtividades.tipo,
          dhInicio: veiculoAtividades.dhInicio,
          dhRetorno: veiculoAtividades.dhRetorno,
          observacao: veiculoAtividades.observacao,
          cargaCodigo: sql<number | null>`(select c.codigo from cargas c
            where c.id = veiculo_atividades.carga_id and c.owner_id = ${ownerId})`,
        })
        .from(veiculoAtividades)
        .where(
          and(
            eq(veiculoAtividades.ownerId, ownerId),
            inArray(veiculoAtividades.veiculoId, veiculoIds),
            or(isNull(veiculoAtividades.dhInicio), lt(veiculoAtividades.dhInicio, periodo.fim)),
            or(isNull(veiculoAtividades.dhRetorno), gt(veiculoAtividades.dhRetorno, periodo.inicio)),
          ),
        )
        .orderBy(asc(veiculoAtividades.dhInicio));
    },

    /** One unavailability of the company (404 otherwise: a trip's activity is not one). */
    async findIndisponibilidade(ownerId: string, id: string, opcoes: { forUpdate?: boolean } = {}) {
      const query = db
        .select()
        .from(veiculoAtividades)
        .where(
          and(
            eq(veiculoAtividades.id, id),
            eq(veiculoAtividades.ownerId, ownerId),
            ne(veiculoAtividades.tipo, TipoAtividadeVeiculo.Viagem),
          ),
        )
        .limit(1);
      const [row] = opcoes.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async inserirIndisponibilidade(values: {
      ownerId: string;
      veiculoId: string;
      tipo: number;
      dhInicio: Date;
      dhRetorno: Date;
      observacao: string | null;
      createdBy: string | null;
    }) {
      const [row] = await db.insert(veiculoAtividades).values(values).returning();
      if (!row) throw new Error('indisponibilidade não inserida');
      return row;
    },

    async alterarIndisponibilidade(
      id: string,
      values: { veiculoId: string; tipo: number; dhInicio: Date; dhRetorno: Date; observacao: string | null },
    ) {
      const [row] = await db
        .update(veiculoAtividades)
        .set(values)
        .where(eq(veiculoAtividades.id, id))
        .returning();
      if (!row) throw new Error('indisponibilidade não alterada');
      return row;
    },

    async excluirIndisponibilidade(id: string) {
      await db.delete(veiculoAtividades).where(eq(veiculoAtividades.id, id));
    },
  };
}

export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
