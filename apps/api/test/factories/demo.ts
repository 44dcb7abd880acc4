import { TipoCaracteristica, TipoEmpresa } from '@embarca/domain';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  not,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { OFERTA } from '../../src/seed/builders';
import { VINCULO } from '../../src/seed/demo-catalog';

/**
 * Named finders over the demo data (seed/demo-seed.ts, DESIGN.md §6): a suite says what it needs — the
 * carrier company the shipper registered, the active fleet, a load awaiting hiring directed to the carrier —
 * instead of writing SQL. Read-only; each finder throws when the demo data has nothing to give.
 */

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (row === undefined) throw new Error(`dados de demonstração sem ${what}`);
  return row;
};
const list = <T>(value: T | readonly T[]): T[] => (Array.isArray(value) ? [...value] : [value as T]);

export type Veiculo = typeof schema.veiculos.$inferSelect;
export type Motorista = typeof schema.motoristas.$inferSelect;
export type Empresa = typeof schema.empresas.$inferSelect;

/** The user with this e-mail. */
export async function usuario(db: Database, email: string) {
  return one(
    await db.select().from(schema.usuarios).where(eq(schema.usuarios.email, email)),
    `o usuário ${email}`,
  );
}

/** The user with this id. */
export async function usuarioPorId(db: Database, id: string) {
  return one(await db.select().from(schema.usuarios).where(eq(schema.usuarios.id, id)), `o usuário ${id}`);
}

/** The tenant (owner) row. */
export async function owner(db: Database, ownerId: string) {
  return one(
    await db.select().from(schema.owners).where(eq(schema.owners.id, ownerId)),
    `o owner ${ownerId}`,
  );
}

/** The owner's own company (schema.owners.empresa_id: tipo_vinculo Própria). */
export async function empresaPropria(db: Database, ownerId: string) {
  const { empresaId } = await owner(db, ownerId);
  return one(
    await db
      .select()
      .from(schema.empresas)
      .where(eq(schema.empresas.id, empresaId ?? '')),
    'a empresa própria',
  );
}

/** The company through which `ownerId` registered the carrier tenant `transportadoraOwnerId` (linked). */
export async function empresaDaTransportadora(db: Database, ownerId: string, transportadoraOwnerId: string) {
  return one(
    await db
      .select()
      .from(schema.empresas)
      .where(
        and(eq(schema.empresas.ownerId, ownerId), eq(schema.empresas.linkedOwnerId, transportadoraOwnerId)),
      ),
    'a transportadora vinculada',
  );
}

export interface FiltroDeEmpresa {
  /** schema.empresas.tipo_vinculo (demo-catalog.ts VINCULO). */
  vinculo?: number;
  /** Any link but this one. */
  excetoVinculo?: number;
  /** Only companies that are not carriers by type (tipo ≠ Transportadora). */
  naoTransportadora?: boolean;
  /** true: a tenant on the platform (linked_owner_id); false: not on it. */
  naPlataforma?: boolean;
  /** With a CNPJ / with coordinates. */
  comCnpj?: boolean;
  comCoordenadas?: boolean;
  /** The inactive ones too (by default only the active ones). */
  inclusiveInativas?: boolean;
}

/** The owner's companies by name. */
export async function empresas(db: Database, ownerId: string, filtro: FiltroDeEmpresa = {}) {
  const conds: (SQL | undefined)[] = [eq(schema.empresas.ownerId, ownerId)];
  if (!filtro.inclusiveInativas) conds.push(eq(schema.empresas.ativo, true));
  if (filtro.vinculo !== undefined) conds.push(eq(schema.empresas.tipoVinculo, filtro.vinculo));
  if (filtro.excetoVinculo !== undefined) conds.push(ne(schema.empresas.tipoVinculo, filtro.excetoVinculo));
  if (filtro.naoTransportadora) conds.push(ne(schema.empresas.tipo, TipoEmpresa.Transportadora));
  if (filtro.naPlataforma !== undefined)
    conds.push(
      filtro.naPlataforma ? isNotNull(schema.empresas.linkedOwnerId) : isNull(schema.empresas.linkedOwnerId),
    );
  if (filtro.comCnpj) conds.push(isNotNull(schema.empresas.cnpj));
  if (filtro.comCoordenadas) conds.push(isNotNull(schema.empresas.latitude));
  return db
    .select()
    .from(schema.empresas)
    .where(and(...conds))
    .orderBy(asc(schema.empresas.nome), asc(schema.empresas.id));
}

/** The owner's active clients (tipo_vinculo Cliente), by name: route points of the loads. */
export const clientes = (db: Database, ownerId: string) =>
  empresas(db, ownerId, { vinculo: VINCULO.Cliente });

/** The owner's active carriers that are not on the platform, by name. */
export const transportadorasForaDaPlataforma = (db: Database, ownerId: string) =>
  empresas(db, ownerId, { vinculo: VINCULO.Transportadora, naPlataforma: false });

/** Two active companies of the owner that may be route points (neither carrier link nor carrier type). */
export async function empresasDaRota(db: Database, ownerId: string) {
  const rows = await empresas(db, ownerId, {
    excetoVinculo: VINCULO.Transportadora,
    naoTransportadora: true,
  });
  if (rows.length < 2) throw new Error('dados de demonstração sem duas empresas de rota');
  return [rows[0]!, rows[1]!] as const;
}

/** The owner's companies that are points of some load's route (not its own company), by name. */
export async function empresasEmRotas(db: Database, ownerId: string) {
  return db
    .select()
    .from(schema.empresas)
    .where(
      and(
        eq(schema.empresas.ownerId, ownerId),
        ne(schema.empresas.tipoVinculo, VINCULO.Propria),
        exists(
          db
            .select({ um: sql`1` })
            .from(schema.cargaRotas)
            .where(eq(schema.cargaRotas.empresaId, schema.empresas.id)),
        ),
      ),
    )
    .orderBy(asc(schema.empresas.nome), asc(schema.empresas.id));
}

/** A company kept by another tenant (any of them, by name). */
export async function empresasDeOutraConta(db: Database, ownerId: string) {
  return db
    .select()
    .from(schema.empresas)
    .where(ne(schema.empresas.ownerId, ownerId))
    .orderBy(asc(schema.empresas.nome), asc(schema.empresas.id));
}

/** The owner's vehicles by plate (the active ones unless told). */
export async function veiculos(
  db: Database,
  ownerId: string,
  filtro: { frota?: boolean; inclusiveInativos?: boolean } = {},
) {
  return db
    .select()
    .from(schema.veiculos)
    .where(
      and(
        eq(schema.veiculos.ownerId, ownerId),
        filtro.inclusiveInativos ? undefined : eq(schema.veiculos.ativo, true),
        filtro.frota === undefined ? undefined : eq(schema.veiculos.frota, filtro.frota),
      ),
    )
    .orderBy(asc(schema.veiculos.placa));
}

/** The owner's active vehicles by plate. */
export const veiculosAtivos = (db: Database, ownerId: string, filtro: { frota?: boolean } = {}) =>
  veiculos(db, ownerId, filtro);

/** The owner's drivers by name (the active ones unless told). */
export async function motoristas(
  db: Database,
  ownerId: string,
  filtro: { inclusiveInativos?: boolean } = {},
) {
  return db
    .select()
    .from(schema.motoristas)
    .where(
      and(
        eq(schema.motoristas.ownerId, ownerId),
        filtro.inclusiveInativos ? undefined : eq(schema.motoristas.ativo, true),
      ),
    )
    .orderBy(asc(schema.motoristas.nome));
}

/** The owner's active drivers by name. */
export const motoristasAtivos = (db: Database, ownerId: string) => motoristas(db, ownerId);

/** A vehicle by id. */
export async function veiculo(db: Database, id: string) {
  return one(await db.select().from(schema.veiculos).where(eq(schema.veiculos.id, id)), `o veículo ${id}`);
}

/** A driver by id. */
export async function motorista(db: Database, id: string) {
  return one(
    await db.select().from(schema.motoristas).where(eq(schema.motoristas.id, id)),
    `o motorista ${id}`,
  );
}

/** A company by id. */
export async function empresa(db: Database, id: string) {
  return one(await db.select().from(schema.empresas).where(eq(schema.empresas.id, id)), `a empresa ${id}`);
}

/** The owner's active cargo characteristics (tipo Carga), by description. */
export async function caracteristicasDeCarga(db: Database, ownerId: string) {
  return db
    .select()
    .from(schema.caracteristicas)
    .where(
      and(
        eq(schema.caracteristicas.ownerId, ownerId),
        eq(schema.caracteristicas.tipo, TipoCaracteristica.Carga),
        eq(schema.caracteristicas.desativada, false),
      ),
    )
    .orderBy(asc(schema.caracteristicas.descricao));
}

/** The owner's board stage with this name. */
export async function etapa(db: Database, ownerId: string, descricao: string) {
  return one(
    await db
      .select()
      .from(schema.kanbanEtapas)
      .where(and(eq(schema.kanbanEtapas.ownerId, ownerId), eq(schema.kanbanEtapas.descricao, descricao))),
    `a etapa ${descricao}`,
  );
}

/** The owner's board stages, in board order. */
export async function etapas(db: Database, ownerId: string) {
  return db
    .select()
    .from(schema.kanbanEtapas)
    .where(eq(schema.kanbanEtapas.ownerId, ownerId))
    .orderBy(asc(schema.kanbanEtapas.tipoQuadro), asc(schema.kanbanEtapas.ordem));
}

/** The owner's business units, by name. */
export async function unidades(db: Database, ownerId: string) {
  return db
    .select()
    .from(schema.unidadesNegocio)
    .where(eq(schema.unidadesNegocio.ownerId, ownerId))
    .orderBy(asc(schema.unidadesNegocio.descricao));
}

/** Offer situacoes still in force (offered, counter-proposed, hired). */
const OFERTAS_EM_VIGOR = [OFERTA.Ofertada, OFERTA.Contraproposta, OFERTA.Contratada];

export interface FiltroDeCarga {
  ownerId: string;
  /** This load only. */
  id?: string;
  situacao?: number | readonly number[];
  unidadeNegocioId?: string | readonly string[];
  /** Not in any of these units. */
  foraDasUnidades?: readonly string[];
  ativo?: boolean;
  /** A directed offer (tipo 2) in force to this carrier tenant. */
  direcionadaA?: string;
  /** Offered restrictedly (tipo 1, in force) to this carrier tenant. */
  ofertadaRestritaA?: string;
  /** Without any offer. */
  semOfertas?: boolean;
  /** Without any offer to this carrier tenant. */
  semOfertasA?: string;
  /** Hired from this tenant (contratacao_owner_id); null: not hired from a tenant on the platform. */
  contratadaPor?: string | null;
  /** Hired from a carrier off the platform (a hiring offer without a tenant). */
  contratadaForaDaPlataforma?: boolean;
  /** With its hiring offer (contratacao_id). */
  comContratacao?: boolean;
  comVeiculo?: boolean;
  semVeiculo?: boolean;
  comMotorista?: boolean;
  visibilidade?: number;
  /** The allocated vehicle is (not) a contracted fleet vehicle, of this owner. */
  veiculo?: { frota?: boolean; ownerId?: string };
  /** With collection and delivery dates. */
  comDatas?: boolean;
  comDocumentos?: boolean;
  /** At least this many route points. */
  minimoDePontos?: number;
  /** Some route point already done (dh_realizada). */
  comPontoRealizado?: boolean;
  /** In this stage / not in it (loads without a stage count as not in it). */
  etapaId?: string;
  foraDaEtapa?: string;
  /** Deactivated without a recorded previous situacao. */
  semSituacaoAnterior?: boolean;
  /** Created by its owner (owner_criador_id unset or the owner). */
  criadaPeloOwner?: boolean;
  /** Order by code (default ascending). */
  ordem?: 'codigo' | 'codigo desc';
}

/** The owner's loads matching the filter, by code. */
export async function cargas(db: Database, filtro: FiltroDeCarga) {
  const ofertaDa = (...conds: SQL[]) =>
    exists(
      db
        .select({ um: sql`1` })
        .from(schema.cargaOfertas)
        .where(and(eq(schema.cargaOfertas.cargaId, schema.cargas.id), ...conds)),
    );
  const conds: (SQL | undefined)[] = [eq(schema.cargas.ownerId, filtro.ownerId)];
  if (filtro.id !== undefined) conds.push(eq(schema.cargas.id, filtro.id));
  if (filtro.situacao !== undefined) conds.push(inArray(schema.cargas.situacao, list(filtro.situacao)));
  if (filtro.unidadeNegocioId !== undefined)
    conds.push(inArray(schema.cargas.unidadeNegocioId, list(filtro.unidadeNegocioId)));
  if (filtro.foraDasUnidades)
    conds.push(notInArray(schema.cargas.unidadeNegocioId, [...filtro.foraDasUnidades]));
  if (filtro.ativo !== undefined) conds.push(eq(schema.cargas.ativo, filtro.ativo));
  if (filtro.direcionadaA)
    conds.push(
      ofertaDa(
        eq(schema.cargaOfertas.tipo, 2),
        inArray(schema.cargaOfertas.situacao, OFERTAS_EM_VIGOR),
        eq(schema.cargaOfertas.transportadoraOwnerId, filtro.direcionadaA),
      ),
    );
  if (filtro.ofertadaRestritaA)
    conds.push(
      ofertaDa(
        eq(schema.cargaOfertas.tipo, 1),
        inArray(schema.cargaOfertas.situacao, OFERTAS_EM_VIGOR),
        eq(schema.cargaOfertas.transportadoraOwnerId, filtro.ofertadaRestritaA),
      ),
    );
  if (filtro.semOfertas) conds.push(not(ofertaDa()));
  if (filtro.semOfertasA)
    conds.push(not(ofertaDa(eq(schema.cargaOfertas.transportadoraOwnerId, filtro.semOfertasA))));
  if (filtro.contratadaPor !== undefined)
    conds.push(
      filtro.contratadaPor === null
        ? isNull(schema.cargas.contratacaoOwnerId)
        : eq(schema.cargas.contratacaoOwnerId, filtro.contratadaPor),
    );
  if (filtro.contratadaForaDaPlataforma)
    conds.push(
      ofertaDa(
        eq(schema.cargaOfertas.situacao, OFERTA.Contratada),
        isNull(schema.cargaOfertas.transportadoraOwnerId),
      ),
    );
  if (filtro.comContratacao) conds.push(isNotNull(schema.cargas.contratacaoId));
  if (filtro.comVeiculo) conds.push(isNotNull(schema.cargas.veiculoId));
  if (filtro.semVeiculo) conds.push(isNull(schema.cargas.veiculoId));
  if (filtro.visibilidade !== undefined) conds.push(eq(schema.cargas.visibilidade, filtro.visibilidade));
  if (filtro.comMotorista) conds.push(isNotNull(schema.cargas.motoristaId));
  if (filtro.veiculo)
    conds.push(
      exists(
        db
          .select({ um: sql`1` })
          .from(schema.veiculos)
          .where(
            and(
              eq(schema.veiculos.id, schema.cargas.veiculoId),
              filtro.veiculo.frota === undefined
                ? undefined
                : eq(schema.veiculos.frota, filtro.veiculo.frota),
              filtro.veiculo.ownerId === undefined
                ? undefined
                : eq(schema.veiculos.ownerId, filtro.veiculo.ownerId),
            ),
          ),
      ),
    );
  if (filtro.comDatas) conds.push(isNotNull(schema.cargas.dhColeta), isNotNull(schema.cargas.dhEntrega));
  if (filtro.comDocumentos)
    conds.push(
      exists(
        db
          .select({ um: sql`1` })
          .from(schema.cargaDocumentos)
          .where(eq(schema.cargaDocumentos.cargaId, schema.cargas.id)),
      ),
    );
  if (filtro.minimoDePontos !== undefined)
    conds.push(
      sql`(select count(*) from ${schema.cargaRotas} where ${schema.cargaRotas.cargaId} = ${schema.cargas.id}) >= ${filtro.minimoDePontos}`,
    );
  if (filtro.comPontoRealizado)
    conds.push(
      exists(
        db
          .select({ um: sql`1` })
          .from(schema.cargaRotas)
          .where(
            and(eq(schema.cargaRotas.cargaId, schema.cargas.id), isNotNull(schema.cargaRotas.dhRealizada)),
          ),
      ),
    );
  if (filtro.etapaId) conds.push(eq(schema.cargas.etapaId, filtro.etapaId));
  if (filtro.foraDaEtapa) conds.push(sql`${schema.cargas.etapaId} is distinct from ${filtro.foraDaEtapa}`);
  if (filtro.semSituacaoAnterior) conds.push(isNull(schema.cargas.situacaoAnterior));
  if (filtro.criadaPeloOwner)
    conds.push(
      sql`coalesce(${schema.cargas.ownerCriadorId}, ${schema.cargas.ownerId}) = ${schema.cargas.ownerId}`,
    );
  return db
    .select()
    .from(schema.cargas)
    .where(and(...conds))
    .orderBy(filtro.ordem === 'codigo desc' ? desc(schema.cargas.codigo) : asc(schema.cargas.codigo));
}

export type CargaDemo = Awaited<ReturnType<typeof cargas>>[number];

/** The first of the owner's loads matching the filter (by code), or the `pular`-th after it. */
export async function carga(db: Database, filtro: FiltroDeCarga, pular = 0): Promise<CargaDemo> {
  const rows = await cargas(db, filtro);
  const row = rows[pular];
  if (!row) throw new Error(`dados de demonstração sem carga: ${JSON.stringify(filtro)}`);
  return row;
}

/**
 * Hands out the owner's loads, each at most once in the file: a test that changes a load never meets one an
 * earlier test changed. `qualquer` gives the first match, used or not (for tests that change nothing).
 */
export function cargasDeTeste(db: Database, base: FiltroDeCarga) {
  const usadas = new Set<string>();
  return {
    async nova(filtro: Omit<FiltroDeCarga, 'ownerId'> = {}): Promise<CargaDemo> {
      const row = (await cargas(db, { ...base, ...filtro })).find((carga) => !usadas.has(carga.id));
      if (!row) throw new Error(`carga de teste não encontrada: ${JSON.stringify(filtro)}`);
      usadas.add(row.id);
      return row;
    },
    async qualquer(filtro: Omit<FiltroDeCarga, 'ownerId'> = {}): Promise<CargaDemo> {
      return carga(db, { ...base, ...filtro });
    },
  };
}
