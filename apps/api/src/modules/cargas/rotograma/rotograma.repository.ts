import { SITUACOES_COM_VIAGEM, TipoLookup } from '@embarca/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cargaRotas,
  cargas,
  consultaCeps,
  empresas,
  motoristas,
  veiculos,
  veiculoUltimasPosicoes,
} from '../../../db/schema/index';
import { capacidadeDoConjuntoSql } from '../../frota/capacidade-do-conjunto.sql';

/**
 * A city name compared without accents, case or repeated spaces, as `normalizarCidade` (domain) does.
 * Constants only (no bind parameters), so the same expression can be selected and grouped by.
 */
const ACENTOS = 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
const SEM_ACENTOS = 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn';
function cidadeNormalizada(column: SQL | typeof consultaCeps.cidade): SQL<string> {
  return sql<string>`lower(translate(regexp_replace(trim(${column}), '\\s+', ' ', 'g'), ${sql.raw(
    `'${ACENTOS}'`,
  )}, ${sql.raw(`'${SEM_ACENTOS}'`)}))`;
}

/** The lookup text of a vehicle's type/body: the vehicle tenant's own value, else the product's. */
function textoDoTipo(
  tipo: number,
  valor: typeof veiculos.tipoVeiculo | typeof veiculos.tipoCarroceria,
): SQL<string | null> {
  return sql<string | null>`(select t.texto from tipos t
    where t.tipo = ${tipo} and t.valor = ${valor}
      and (t.owner_id = ${veiculos.ownerId} or t.owner_id is null)
    order by t.owner_id nulls last limit 1)`;
}

const VEICULO_RESUMO = {
  id: veiculos.id,
  placa: veiculos.placa,
  tipoVeiculo: textoDoTipo(TipoLookup.TipoVeiculo, veiculos.tipoVeiculo),
  tipoCarroceria: textoDoTipo(TipoLookup.Carroceria, veiculos.tipoCarroceria),
  frota: veiculos.frota,
  // With its coupled set: a tractor hauls its semi-trailers' capacity.
  capacidadeKg: capacidadeDoConjuntoSql('capacidade_kg'),
  capacidadeM3: capacidadeDoConjuntoSql('capacidade_m3'),
};

/** Queries of the route and vehicle calls (rotograma.service.ts). The gate decides visibility first. */
export function createRotogramaRepository(db: Database) {
  return {
    /** The owner's companies among `ids`, with their coordinates. */
    async listEmpresas(ownerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: empresas.id,
          nome: empresas.nome,
          latitude: empresas.latitude,
          longitude: empresas.longitude,
        })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), inArray(empresas.id, ids)));
    },

    /**
     * A reference point per city: the mean of the coordinates of the CEP table's addresses in that city
     * and UF (cities as `normalizarCidade` writes them). Cities without located addresses are absent.
     */
    async listCidades(pares: { cidade: string; uf: string }[]) {
      if (pares.length === 0) return [];
      const cidade = cidadeNormalizada(consultaCeps.cidade);
      return db
        .select({
          uf: consultaCeps.uf,
          cidade,
          latitude: sql<number>`avg(${consultaCeps.latitude})::float8`.mapWith(Number),
          longitude: sql<number>`avg(${consultaCeps.longitude})::float8`.mapWith(Number),
        })
        .from(consultaCeps)
        .where(
          and(
            inArray(consultaCeps.uf, [...new Set(pares.map((par) => par.uf))]),
            sql`${cidade} = any(${sql.param([...new Set(pares.map((par) => par.cidade))])}::text[])`,
            isNotNull(consultaCeps.latitude),
            isNotNull(consultaCeps.longitude),
          ),
        )
        .groupBy(consultaCeps.uf, cidade);
    },

    /** A vehicle with its type and body texts. */
    async findVeiculo(id: string) {
      const rows = await db.select(VEICULO_RESUMO).from(veiculos).where(eq(veiculos.id, id)).limit(1);
      return rows[0];
    },

    async findMotorista(id: string) {
      const rows = await db
        .select({ id: motoristas.id, nome: motoristas.nome, telefone: motoristas.telefone })
        .from(motoristas)
        .where(eq(motoristas.id, id))
        .limit(1);
      return rows[0];
    },

    /** The vehicles' latest reported positions (issue 18: trackers, the driver's phone, the simulator). */
    async listUltimasPosicoes(veiculoIds: string[]) {
      if (veiculoIds.length === 0) return [];
      return db
        .select({
          veiculoId: veiculoUltimasPosicoes.veiculoId,
          latitude: veiculoUltimasPosicoes.latitude,
          longitude: veiculoUltimasPosicoes.longitude,
          dhPosicao: veiculoUltimasPosicoes.dhPosicao,
        })
        .from(veiculoUltimasPosicoes)
        .where(inArray(veiculoUltimasPosicoes.veiculoId, veiculoIds));
    },

    /**
     * The owner's active vehicles that can carry a load themselves: equipment (semi-trailers, trailers —
     * `tipo_equipamento` set) is coupled to one of them, never suggested on its own.
     */
    async listVeiculosAtivos(ownerId: string) {
      return db
        .select(VEICULO_RESUMO)
        .from(veiculos)
        .where(and(eq(veiculos.ownerId, ownerId), eq(veiculos.ativo, true), isNull(veiculos.tipoEquipamento)))
        .orderBy(veiculos.placa);
    },

    /**
     * Per vehicle, its latest trip as the main vehicle (not `exceptCargaId`) delivered by `ate` (any, when
     * null): where it ends (the final point's coordinates, else its company's) and who drove (when the
     * driver is still active).
     */
    async listUltimasViagens(veiculoIds: string[], ate: Date | null, exceptCargaId: string) {
      if (veiculoIds.length === 0) return [];
      const ultimoPonto = sql`(select max(r2.ordem) from carga_rotas r2 where r2.carga_id = ${cargas.id})`;
      return db
        .selectDistinctOn([cargas.veiculoId], {
          veiculoId: cargas.veiculoId,
          cargaCodigo: cargas.codigo,
          dhEntrega: cargas.dhEntrega,
          cidade: cargaRotas.cidade,
          uf: cargaRotas.uf,
          latitude: cargaRotas.latitude,
          longitude: cargaRotas.longitude,
          empresaLatitude: empresas.latitude,
          empresaLongitude: empresas.longitude,
          motoristaId: motoristas.id,
          motoristaNome: motoristas.nome,
        })
        .from(cargas)
        .innerJoin(cargaRotas, and(eq(cargaRotas.cargaId, cargas.id), eq(cargaRotas.ordem, ultimoPonto)))
        .leftJoin(empresas, eq(empresas.id, cargaRotas.empresaId))
        .leftJoin(motoristas, and(eq(motoristas.id, cargas.motoristaId), eq(motoristas.ativo, true)))
        .where(
          and(
            inArray(cargas.veiculoId, veiculoIds),
            inArray(cargas.situacao, [...SITUACOES_COM_VIAGEM]),
            ne(cargas.id, exceptCargaId),
            ate ? lte(cargas.dhEntrega, ate) : undefined,
          ),
        )
        .orderBy(cargas.veiculoId, sql`${cargas.dhEntrega} desc nulls last`, desc(cargas.codigo));
    },
  };
}

export type RotogramaRepository = ReturnType<typeof createRotogramaRepository>;
