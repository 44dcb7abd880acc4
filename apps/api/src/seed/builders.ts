import { randomUUID } from 'node:crypto';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  Role,
  SituacaoOfertaCarga,
  TipoUsuario,
  type TVisibilidadeMotorista,
} from '@embarca/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  cargaDocumentos,
  cargaHistorico,
  cargaOfertas,
  cargaRotas,
  cargas,
  ownerCounters,
  usuarios,
  usuarioUnidadesNegocio,
} from '../db/schema/index';
import { type CompanySeed, PLACES, placeAddress } from './demo-catalog';

/**
 * The row builders of the demo seed (demo-seed.ts), shared with the API tests' factories
 * (apps/api/test/factories/): one place that knows how a company, a vehicle, a driver and a load with its
 * route, documents, offers and history are written.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type NewCarga = typeof cargas.$inferInsert;
export type NewRota = typeof cargaRotas.$inferInsert;
export type NewDocumento = typeof cargaDocumentos.$inferInsert;
export type NewOferta = typeof cargaOfertas.$inferInsert;
export type NewHistorico = typeof cargaHistorico.$inferInsert;

/** carga_ofertas.situacao, by the short name the seeds use (the domain's SituacaoOfertaCarga). */
export const OFERTA = SituacaoOfertaCarga;

/** A company row of the owner's: `cnpjBase` completed with its check digits, the address of its place. */
export function empresaRow(
  ownerId: string,
  company: CompanySeed,
  tipoVinculo: number,
  linkedOwnerId?: string,
) {
  return {
    id: randomUUID(),
    ownerId,
    nome: company.nome,
    nomeFantasia: company.nomeFantasia,
    cnpj: `${company.cnpjBase}${cnpjCheckDigits(company.cnpjBase)}`,
    tipo: company.tipo,
    tipoVinculo,
    telefone: company.telefone,
    email: company.email,
    linkedOwnerId: linkedOwnerId ?? null,
    ...placeAddress(PLACES[company.place]),
  };
}

/** [placa, tipo_veiculo, tipo_carroceria, frota, ano, kg, m³] — old (ABC1234) and Mercosul (ABC1D23) plates. */
export type VehicleSeed = readonly [string, number, number, boolean, number, number, number];

export function veiculoRow(ownerId: string, seed: VehicleSeed, renavam: string) {
  const [placa, tipoVeiculo, tipoCarroceria, frota, ano, kg, m3] = seed;
  return {
    id: randomUUID(),
    ownerId,
    placa,
    tipoVeiculo,
    tipoCarroceria,
    frota,
    ano,
    renavam,
    capacidadeKg: kg.toFixed(3),
    capacidadeM3: m3.toFixed(3),
  };
}

export interface DriverSeed {
  nome: string;
  /** The CPF's first 9 digits; the check digits are computed. */
  cpfBase: string;
  telefone: string;
  visibilidade: TVisibilidadeMotorista;
}

export function motoristaRow(ownerId: string, seed: DriverSeed) {
  return {
    id: randomUUID(),
    ownerId,
    nome: seed.nome,
    cpf: `${seed.cpfBase}${cpfCheckDigits(seed.cpfBase)}`,
    telefone: seed.telefone,
    visibilidade: seed.visibilidade,
  };
}

/** A load with everything written with it. */
export interface CargaMontada {
  carga: NewCarga & { id: string };
  rotas: NewRota[];
  documentos: NewDocumento[];
  ofertas: NewOferta[];
  historico: NewHistorico[];
}

/**
 * Writes loads of one owner with their route points, documents, offers and history; links each load to its
 * hiring offer (situacao Contratada) and keeps the owner's load-code counter at or above the highest code.
 */
export async function inserirCargas(db: Database | Tx, ownerId: string, montadas: CargaMontada[]) {
  const chunk = <T>(rows: T[], size = 200): T[][] =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
      rows.slice(index * size, (index + 1) * size),
    );
  for (const part of chunk(montadas.map((load) => load.carga))) await db.insert(cargas).values(part);
  for (const part of chunk(montadas.flatMap((load) => load.rotas))) await db.insert(cargaRotas).values(part);
  for (const part of chunk(montadas.flatMap((load) => load.documentos)))
    await db.insert(cargaDocumentos).values(part);
  const ofertas = montadas.flatMap((load) => load.ofertas);
  if (ofertas.length > 0) await db.insert(cargaOfertas).values(ofertas);
  for (const part of chunk(montadas.flatMap((load) => load.historico)))
    await db.insert(cargaHistorico).values(part);
  // The hiring of each hired load is its accepted offer (cargas.contratacao_id → carga_ofertas).
  const ids = montadas.map((load) => load.carga.id);
  await db.execute(sql`
    update ${cargas} set contratacao_id = o.id
    from ${cargaOfertas} o
    where o.carga_id = ${cargas.id} and o.situacao = ${OFERTA.Contratada}
      and ${and(sql`${cargas.ownerId} = ${ownerId}`, inArray(cargas.id, ids))}`);
  const maxCodigo = Math.max(0, ...montadas.map((load) => load.carga.codigo));
  await db
    .insert(ownerCounters)
    .values({ ownerId, nome: 'carga', valor: maxCodigo })
    .onConflictDoUpdate({
      target: [ownerCounters.ownerId, ownerCounters.nome],
      set: { valor: sql`greatest(${ownerCounters.valor}, excluded.valor)` },
    });
}

/** The tenant's `admin@<nome>.demo` Administrador (the demo password), with access to the units. */
export async function criarAdministrador(
  db: Database,
  {
    ownerId,
    nome,
    passwordHash,
    unidadeIds,
  }: { ownerId: string; nome: string; passwordHash: string; unidadeIds: string[] },
): Promise<string> {
  const adminId = randomUUID();
  await db.insert(usuarios).values({
    id: adminId,
    ownerId,
    nome: `Administrador ${nome}`,
    email: `admin@${nome}.demo`,
    passwordHash,
    passwordChangedAt: new Date(),
    role: Role.Administrador,
    tipo: TipoUsuario.Administrador,
    usuarioAdmin: true,
    aceiteTermoUsoAt: new Date(),
  });
  await db
    .insert(usuarioUnidadesNegocio)
    .values(unidadeIds.map((unidadeNegocioId) => ({ ownerId, usuarioId: adminId, unidadeNegocioId })));
  return adminId;
}
