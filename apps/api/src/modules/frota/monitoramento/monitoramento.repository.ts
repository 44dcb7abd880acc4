import { TipoLookup } from '@embarca/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cargaRotas,
  cargas,
  integracaoTokens,
  motoristas,
  tipos,
  unidadesNegocio,
  usuarios,
  veiculoPosicoes,
  veiculos,
  veiculoUltimasPosicoes,
} from '../../../db/schema';

/** One row of `veiculo_posicoes` to write. */
export interface PosicaoParaGravar {
  ownerId: string;
  veiculoId: string;
  latitude: number;
  longitude: number;
  dhPosicao: Date;
  velocidadeKmh: number | null;
  origem: number;
  motoristaId: string | null;
}

/** The batch's columns as array parameters, for `unnest` (one parameter per column, not per value). */
function colunas(posicoes: PosicaoParaGravar[]) {
  return {
    ownerIds: sql.param(posicoes.map((p) => p.ownerId)),
    veiculoIds: sql.param(posicoes.map((p) => p.veiculoId)),
    latitudes: sql.param(posicoes.map((p) => p.latitude)),
    longitudes: sql.param(posicoes.map((p) => p.longitude)),
    dhPosicoes: sql.param(posicoes.map((p) => p.dhPosicao.toISOString())),
    velocidades: sql.param(posicoes.map((p) => p.velocidadeKmh)),
    origens: sql.param(posicoes.map((p) => p.origem)),
    motoristaIds: sql.param(posicoes.map((p) => p.motoristaId)),
  };
}

/** Queries of the monitoring map, the position writes and the integration tokens. Over `db` or a tx. */
export function createMonitoramentoRepository(db: Database) {
  return {
    /**
     * The company's vehicles (traction units: equipment rides with its tractor; active ones) with their
     * latest position and the driver who sent it. Filters by type value and part of the plate.
     */
    async listVeiculosNoMapa(ownerId: string, filtro: { tipoVeiculo?: number; placa?: string }) {
      return db
        .select({
          id: veiculos.id,
          placa: veiculos.placa,
          tipoVeiculoValor: veiculos.tipoVeiculo,
          tipoCarroceriaValor: veiculos.tipoCarroceria,
          latitude: veiculoUltimasPosicoes.latitude,
          longitude: veiculoUltimasPosicoes.longitude,
          dhPosicao: veiculoUltimasPosicoes.dhPosicao,
          velocidadeKmh: veiculoUltimasPosicoes.velocidadeKmh,
          origem: veiculoUltimasPosicoes.origem,
          motoristaPosicao: motoristas.nome,
        })
        .from(veiculos)
        .leftJoin(veiculoUltimasPosicoes, eq(veiculoUltimasPosicoes.veiculoId, veiculos.id))
        .leftJoin(motoristas, eq(motoristas.id, veiculoUltimasPosicoes.motoristaId))
        .where(
          and(
            eq(veiculos.ownerId, ownerId),
            eq(veiculos.ativo, true),
            isNull(veiculos.tipoEquipamento),
            filtro.tipoVeiculo === undefined ? undefined : eq(veiculos.tipoVeiculo, filtro.tipoVeiculo),
            filtro.placa ? ilike(veiculos.placa, `%${filtro.placa}%`) : undefined,
          ),
        )
        .orderBy(asc(veiculos.placa));
    },

    /**
     * The texts of the vehicle types and bodies for the company: its own value, else the product's (one small
     * read instead of a lookup per vehicle row: 5,000 correlated subqueries cost more than the map's join).
     */
    async textosDeTipos(ownerId: string) {
      const rows = await db
        .select({
          tipo: tipos.tipo,
          valor: tipos.valor,
          texto: tipos.texto,
          proprio: sql<boolean>`${tipos.ownerId} is not null`,
        })
        .from(tipos)
        .where(
          and(
            inArray(tipos.tipo, [TipoLookup.TipoVeiculo, TipoLookup.Carroceria]),
            or(eq(tipos.ownerId, ownerId), isNull(tipos.ownerId)),
          ),
        );
      const textos = { veiculo: new Map<number, string>(), carroceria: new Map<number, string>() };
      // The product's first, so the company's own text overwrites it.
      for (const row of [...rows].sort((a, b) => Number(a.proprio) - Number(b.proprio))) {
        (row.tipo === TipoLookup.TipoVeiculo ? textos.veiculo : textos.carroceria).set(row.valor, row.texto);
      }
      return textos;
    },

    /** The vehicle type values in the company's fleet, for the map's filter (their texts: `textosDeTipos`). */
    async listTiposDaFrota(ownerId: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ valor: veiculos.tipoVeiculo })
        .from(veiculos)
        .where(
          and(eq(veiculos.ownerId, ownerId), eq(veiculos.ativo, true), isNull(veiculos.tipoEquipamento)),
        );
      return rows.flatMap((row) => (row.valor === null ? [] : [row.valor]));
    },

    /** The caller's loads among `cargaIds` in the business units, with their unit and driver names. */
    async detalharCargas(ownerId: string, cargaIds: string[], unidadeIds: readonly string[]) {
      if (cargaIds.length === 0 || unidadeIds.length === 0) return [];
      return db
        .select({
          id: cargas.id,
          codigo: cargas.codigo,
          unidadeNegocioId: cargas.unidadeNegocioId,
          unidadeNegocio: unidadesNegocio.descricao,
          motorista: motoristas.nome,
        })
        .from(cargas)
        .leftJoin(unidadesNegocio, eq(unidadesNegocio.id, cargas.unidadeNegocioId))
        .leftJoin(motoristas, eq(motoristas.id, cargas.motoristaId))
        .where(
          and(
            eq(cargas.ownerId, ownerId),
            inArray(cargas.id, cargaIds),
            inArray(cargas.unidadeNegocioId, [...unidadeIds]),
          ),
        );
    },

    /** The drivers' names of other tenants' loads (the truck's driver, whoever hired it). */
    async nomesMotoristas(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: motoristas.id, nome: motoristas.nome })
        .from(motoristas)
        .where(inArray(motoristas.id, ids));
      return new Map(rows.map((row) => [row.id, row.nome]));
    },

    // ---- Position writes ----

    /** The company's vehicles named by plate, id or tracker device (one query for a whole batch). */
    async resolverVeiculos(
      ownerId: string,
      chaves: { placas: string[]; ids: string[]; dispositivos: string[] },
    ) {
      const { placas, ids, dispositivos } = chaves;
      return db
        .select({ id: veiculos.id, placa: veiculos.placa, dispositivo: veiculos.rastreadorDispositivo })
        .from(veiculos)
        .where(
          and(
            eq(veiculos.ownerId, ownerId),
            or(
              placas.length > 0 ? sql`${veiculos.placa} = any(${sql.param(placas)}::text[])` : undefined,
              ids.length > 0 ? sql`${veiculos.id} = any(${sql.param(ids)}::uuid[])` : undefined,
              dispositivos.length > 0 ? inArray(veiculos.rastreadorDispositivo, dispositivos) : undefined,
            ),
          ),
        );
    },

    /**
     * The time series: one insert of the whole batch from arrays (`unnest`), seven parameters whatever the
     * batch's size (a multi-row insert of 500 positions took drizzle ≈ 30 ms of CPU to build: 3,500 params).
     */
    async inserirPosicoes(posicoes: PosicaoParaGravar[]) {
      if (posicoes.length === 0) return;
      const c = colunas(posicoes);
      await db.execute(sql`
        insert into ${veiculoPosicoes} (owner_id, veiculo_id, latitude, longitude, dh_posicao, velocidade_kmh, origem)
        select * from unnest(${c.ownerIds}::uuid[], ${c.veiculoIds}::uuid[], ${c.latitudes}::float8[],
          ${c.longitudes}::float8[], ${c.dhPosicoes}::timestamptz[], ${c.velocidades}::real[], ${c.origens}::smallint[])`);
    },

    /** The latest position per vehicle (one row each): inserted, or replaced only by a newer `dh_posicao`. */
    async atualizarUltimas(posicoes: PosicaoParaGravar[]) {
      if (posicoes.length === 0) return;
      const c = colunas(posicoes);
      await db.execute(sql`
        insert into ${veiculoUltimasPosicoes} as u
          (owner_id, veiculo_id, latitude, longitude, dh_posicao, velocidade_kmh, origem, motorista_id)
        select * from unnest(${c.ownerIds}::uuid[], ${c.veiculoIds}::uuid[], ${c.latitudes}::float8[],
          ${c.longitudes}::float8[], ${c.dhPosicoes}::timestamptz[], ${c.velocidades}::real[], ${c.origens}::smallint[],
          ${c.motoristaIds}::uuid[])
        on conflict (veiculo_id) do update set
          latitude = excluded.latitude, longitude = excluded.longitude, dh_posicao = excluded.dh_posicao,
          velocidade_kmh = excluded.velocidade_kmh, origem = excluded.origem, motorista_id = excluded.motorista_id
        where excluded.dh_posicao > u.dh_posicao`);
    },

    /** Deletes up to `limite` positions older than `antesDe`; returns how many went. */
    async podarPosicoes(antesDe: Date, limite: number): Promise<number> {
      const apagadas = await db
        .delete(veiculoPosicoes)
        .where(
          inArray(
            veiculoPosicoes.id,
            db
              .select({ id: veiculoPosicoes.id })
              .from(veiculoPosicoes)
              .where(lt(veiculoPosicoes.dhPosicao, antesDe))
              .limit(limite),
          ),
        )
        .returning({ id: veiculoPosicoes.id });
      return apagadas.length;
    },

    // ---- Integration tokens ----

    async inserirToken(valores: {
      ownerId: string;
      nome: string;
      tokenHash: string;
      prefixo: string;
      criadoPor: string;
    }) {
      const [row] = await db.insert(integracaoTokens).values(valores).returning({ id: integracaoTokens.id });
      return row!.id;
    },

    async listTokens(ownerId: string, id?: string) {
      return db
        .select({
          id: integracaoTokens.id,
          nome: integracaoTokens.nome,
          prefixo: integracaoTokens.prefixo,
          criadoPor: usuarios.nome,
          createdAt: integracaoTokens.createdAt,
          ultimoUsoEm: integracaoTokens.ultimoUsoEm,
          revogadoEm: integracaoTokens.revogadoEm,
        })
        .from(integracaoTokens)
        .leftJoin(usuarios, eq(usuarios.id, integracaoTokens.criadoPor))
        .where(and(eq(integracaoTokens.ownerId, ownerId), id ? eq(integracaoTokens.id, id) : undefined))
        .orderBy(sql`${integracaoTokens.revogadoEm} is not null`, desc(integracaoTokens.createdAt));
    },

    /** Revokes the company's token (already revoked: kept as it was); false when it is not the company's. */
    async revogarToken(ownerId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: integracaoTokens.id })
        .from(integracaoTokens)
        .where(and(eq(integracaoTokens.ownerId, ownerId), eq(integracaoTokens.id, id)))
        .limit(1);
      if (!row) return false;
      await db
        .update(integracaoTokens)
        .set({ revogadoEm: sql`now()` })
        .where(and(eq(integracaoTokens.id, id), isNull(integracaoTokens.revogadoEm)));
      return true;
    },

    /** The active token with this hash (its company). */
    async tokenAtivo(tokenHash: string) {
      const [row] = await db
        .select({ id: integracaoTokens.id, ownerId: integracaoTokens.ownerId })
        .from(integracaoTokens)
        .where(and(eq(integracaoTokens.tokenHash, tokenHash), isNull(integracaoTokens.revogadoEm)))
        .limit(1);
      return row;
    },

    /** Records the token's use, at most once a minute (a busy gateway posts many times a minute). */
    async marcarUso(id: string) {
      await db
        .update(integracaoTokens)
        .set({ ultimoUsoEm: sql`now()` })
        .where(
          and(
            eq(integracaoTokens.id, id),
            or(
              isNull(integracaoTokens.ultimoUsoEm),
              lt(integracaoTokens.ultimoUsoEm, sql`now() - interval '1 minute'`),
            ),
          ),
        );
    },
  };
}

export type MonitoramentoRepository = ReturnType<typeof createMonitoramentoRepository>;

/** What the demo simulator reads: the in-progress loads carried by the given tenants' vehicles, and routes. */
export function createSimuladorRepository(db: Database) {
  return {
    async ownersDosEmails(emails: readonly string[]) {
      const rows = await db
        .selectDistinct({ ownerId: usuarios.ownerId })
        .from(usuarios)
        .where(inArray(usuarios.email, [...emails]));
      return rows.map((row) => row.ownerId);
    },

    async cargasEmAndamento(ownerIds: string[], situacoes: readonly number[]) {
      if (ownerIds.length === 0) return [];
      return db
        .select({
          cargaId: cargas.id,
          veiculoId: veiculos.id,
          veiculoOwnerId: veiculos.ownerId,
          motoristaId: cargas.motoristaId,
        })
        .from(cargas)
        .innerJoin(veiculos, eq(veiculos.id, cargas.veiculoId))
        .where(and(inArray(cargas.situacao, [...situacoes]), inArray(veiculos.ownerId, ownerIds)))
        .orderBy(asc(cargas.codigo));
    },

    async pontosDasRotas(cargaIds: string[]) {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          cargaId: cargaRotas.cargaId,
          latitude: cargaRotas.latitude,
          longitude: cargaRotas.longitude,
        })
        .from(cargaRotas)
        .where(
          and(
            inArray(cargaRotas.cargaId, cargaIds),
            sql`${cargaRotas.latitude} is not null and ${cargaRotas.longitude} is not null`,
          ),
        )
        .orderBy(asc(cargaRotas.cargaId), asc(cargaRotas.ordem));
    },
  };
}
