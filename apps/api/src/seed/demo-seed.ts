import { randomUUID } from 'node:crypto';
import {
  boardGroupOfSituacao,
  CODIGO_GRUPO_QUADRO,
  calcularRota,
  GrupoQuadro,
  impedimentoDoMotorista,
  impedimentoDoVeiculo,
  Licenca,
  Modalidade,
  Modulo,
  modeloDeCadastro,
  OrigemCarga,
  Role,
  SituacaoCarga,
  situacoesDoGrupo,
  type TCargaAAlocar,
  type TGrupoQuadro,
  TipoCaracteristica,
  TipoFrete,
  TipoLookup,
  TipoQuadro,
  TipoRota,
  TipoTarifa,
  TipoUsuario,
  type TLicenca,
  type TModulo,
  type TRole,
  type TSituacaoCarga,
  type TTipoUsuario,
  type TUsoDaFrota,
  type TVisibilidadeCarga,
  UnidadeMedida,
  VisibilidadeCarga,
  VisibilidadeMotorista,
  ZCadastroCarga,
} from '@embarca/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  caracteristicas,
  cargaModelos,
  empresas,
  kanbanEtapas,
  motoristas,
  owners,
  tipos,
  unidadesNegocio,
  usuarios,
  usuarioUnidadesNegocio,
  veiculos,
} from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { seedAnuncios } from './anuncios-seed';
import { nfeAccessKey } from './brazilian-documents';
import {
  type CargaMontada,
  empresaRow,
  inserirCargas,
  motoristaRow,
  type NewDocumento,
  type NewHistorico,
  type NewOferta,
  type NewRota,
  OFERTA,
  type Tx,
  type VehicleSeed,
  veiculoRow,
} from './builders';
import { seedConsultas } from './consulta-seed';
import { DEMO_PASSWORD } from './demo-accounts';
import {
  CHARACTERISTICS,
  type CompanySeed,
  LOOKUPS,
  MODULOS_DEMO,
  NOMES_MOTORISTAS,
  PLACES,
  type Place,
  type PlaceKey,
  PRODUCTS,
  SHIPPER_PARTNERS,
  TENANT_COMPANIES,
  VINCULO,
} from './demo-catalog';
import { seedFormacao } from './formacao-seed';
import { seedFrotaAgenda } from './frota-agenda-seed';
import { seedFrotaMonitoramento } from './frota-monitoramento-seed';
import { seedFrotaMotoristas } from './frota-motoristas-seed';
import { seedFrotaVeiculos } from './frota-veiculos-seed';
import { seedMensagens } from './mensagens-seed';
import { seedNotificacoes } from './notificacoes-seed';
import { seedOferecimento } from './oferecimento-seed';
import { createPrng, type Prng } from './prng';
import { seedTabelasFrete } from './tabela-frete-seed';

/** The e-mail whose presence means the demo data is loaded. */
const MARKER_EMAIL = 'admin@embarcador.demo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How many loads of each situation Embarcadora Demo gets (48 in all). Consecutive loads rotate over the
 * three units, and every block is at least 3 long, so every unit has every situation.
 */
export const DEMO_SITUACOES: ReadonlyArray<readonly [TSituacaoCarga, number]> = [
  [SituacaoCarga.AguardandoContratacao, 12],
  [SituacaoCarga.EmAndamento, 10],
  [SituacaoCarga.Entregue, 5],
  [SituacaoCarga.Finalizada, 8],
  [SituacaoCarga.Cancelada, 3],
  [SituacaoCarga.Ocorrencia, 4],
  [SituacaoCarga.EntregueNaoFinalizada, 3],
  [SituacaoCarga.Desativada, 3],
];

/** Embarcadora Demo's business units, in the order loads rotate over them. */
export const DEMO_UNIDADES = ['Matriz São Paulo', 'Filial Campinas', 'CD Curitiba'] as const;

/**
 * Loads the fixed demo data of DESIGN.md §6 into the database, in one transaction.
 * Idempotent: when the demo data is already there it does nothing and answers `created: false`.
 * Deterministic apart from ids and dates (relative to now): a seeded PRNG, never Math.random.
 */
export async function seedDemoData(db: Database): Promise<{ created: boolean }> {
  if (await demoDataExists(db)) return { created: false };
  // Every demo user has the same password: hash it ONCE (~0.7 s with scrypt N=2^17) and reuse the string.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('embarca:demo-seed'))`);
    if (await demoDataExists(tx)) return { created: false };
    await insertDemoData(tx, passwordHash, new Date());
    return { created: true };
  });
}

async function demoDataExists(db: Database | Tx): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, MARKER_EMAIL))
    .limit(1);
  return rows.length > 0;
}

interface TenantSeed {
  company: CompanySeed;
  licenseType: TLicenca;
  modules: readonly TModulo[];
  trialStartedAt?: Date;
  trialDays?: number;
  acessoBloqueado?: boolean;
  passwordExpiryDays?: number;
  brand?: string;
}

interface Tenant {
  ownerId: string;
  empresaId: string;
  cnpj: string;
}

/** Creates the owner, its own company row, and links the two. */
async function createTenant(tx: Tx, seed: TenantSeed): Promise<Tenant> {
  const ownerId = randomUUID();
  await tx.insert(owners).values({
    id: ownerId,
    nome: seed.company.nomeFantasia,
    tipo: seed.company.tipo,
    licenseType: seed.licenseType,
    trialStartedAt: seed.trialStartedAt ?? null,
    trialDays: seed.trialDays ?? null,
    acessoBloqueado: seed.acessoBloqueado ?? false,
    modules: [...seed.modules],
    passwordExpiryDays: seed.passwordExpiryDays ?? null,
    brand: seed.brand ?? null,
  });
  const empresa = empresaRow(ownerId, seed.company, VINCULO.Propria);
  await tx.insert(empresas).values(empresa);
  await tx.update(owners).set({ empresaId: empresa.id }).where(eq(owners.id, ownerId));
  return { ownerId, empresaId: empresa.id, cnpj: empresa.cnpj };
}

async function createUnits(tx: Tx, ownerId: string, names: readonly string[], empresaIds: (string | null)[]) {
  const rows = names.map((descricao, index) => ({
    id: randomUUID(),
    ownerId,
    descricao,
    codigo: String(index + 1).padStart(3, '0'),
    empresaId: empresaIds[index] ?? null,
  }));
  await tx.insert(unidadesNegocio).values(rows);
  return rows.map((row) => row.id);
}

interface UserSeed {
  ownerId: string;
  nome: string;
  email: string;
  role: TRole;
  unidades: string[];
  tipo?: TTipoUsuario;
  modulosNaoAutorizados?: TModulo[];
  bloqueado?: boolean;
  doisFatores?: boolean;
  telefone?: string;
  passwordChangedAt?: Date;
  trocaSenhaObrigatoria?: boolean;
}

async function createUsers(tx: Tx, seeds: UserSeed[], passwordHash: string, now: Date) {
  const rows = seeds.map((seed) => ({
    id: randomUUID(),
    ownerId: seed.ownerId,
    nome: seed.nome,
    email: seed.email,
    passwordHash,
    passwordChangedAt: seed.passwordChangedAt ?? now,
    trocaSenhaObrigatoria: seed.trocaSenhaObrigatoria ?? false,
    role: seed.role,
    tipo: seed.tipo ?? (seed.role === Role.Administrador ? TipoUsuario.Administrador : TipoUsuario.Usuario),
    usuarioAdmin: seed.role === Role.Administrador,
    bloqueado: seed.bloqueado ?? false,
    doisFatores: seed.doisFatores ?? false,
    telefone: seed.telefone ?? null,
    modulosNaoAutorizados: seed.modulosNaoAutorizados ?? [],
    aceiteTermoUsoAt: now,
  }));
  await tx.insert(usuarios).values(rows);
  const links = rows.flatMap((row, index) =>
    (seeds[index]?.unidades ?? []).map((unidadeNegocioId) => ({
      ownerId: row.ownerId,
      usuarioId: row.id,
      unidadeNegocioId,
    })),
  );
  if (links.length > 0) await tx.insert(usuarioUnidadesNegocio).values(links);
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function insertLookups(tx: Tx) {
  const rows = Object.entries(LOOKUPS).flatMap(([tipo, items]) =>
    items.map(([valor, texto, codigo]) => ({
      ownerId: null,
      tipo: Number(tipo),
      valor,
      texto,
      codigo: codigo ?? null,
    })),
  );
  await tx.insert(tipos).values(rows);
}

async function insertCharacteristics(tx: Tx, ownerId: string) {
  const rows = CHARACTERISTICS.map(([descricao, tipo, comportamentoOferecimento, icone]) => ({
    id: randomUUID(),
    ownerId,
    descricao,
    tipo,
    comportamentoOferecimento,
    icone,
  }));
  await tx.insert(caracteristicas).values(rows);
  return rows;
}

/** [descricao, grupo, manual, cor] */
const STAGES: ReadonlyArray<readonly [string, TGrupoQuadro, boolean, string]> = [
  ['Aguardando contratação', GrupoQuadro.AguardandoAlocacao, false, '#fab005'],
  ['Em cotação', GrupoQuadro.AguardandoAlocacao, true, '#fd7e14'],
  ['Em coleta', GrupoQuadro.EmAndamento, false, '#228be6'],
  ['Em trânsito', GrupoQuadro.EmAndamento, false, '#15aabf'],
  ['Em entrega', GrupoQuadro.EmAndamento, true, '#7950f2'],
  ['Entregue', GrupoQuadro.Entregue, false, '#40c057'],
  ['Aguardando canhoto', GrupoQuadro.Entregue, true, '#82c91e'],
];

async function insertStages(tx: Tx, ownerId: string) {
  const rows = STAGES.map(([descricao, grupo, etapaManual, cor], index) => ({
    id: randomUUID(),
    ownerId,
    tipoQuadro: TipoQuadro.Cargas,
    descricao,
    ordem: index + 1,
    grupoEtapa: CODIGO_GRUPO_QUADRO[grupo],
    etapaManual,
    cor,
  }));
  await tx.insert(kanbanEtapas).values(rows);
  return rows;
}

const CARRIER_VEHICLES: readonly VehicleSeed[] = [
  ['RTA1B23', 3, 2, false, 2021, 27000, 90],
  ['QWE4F56', 4, 3, false, 2020, 37000, 110],
  ['FZK8231', 1, 1, true, 2016, 14000, 48],
  ['GHJ5762', 2, 1, false, 2014, 6000, 30],
  ['RVD3C45', 5, 3, false, 2022, 57000, 150],
  ['SBT7H89', 3, 4, true, 2023, 25000, 80],
];

/**
 * Transportadora Demo's later additions (issue 16): with them its fleet covers the loads it has on the road
 * at once without a vehicle or driver on two of them, and the bulkiest load. Inserted with their own random
 * sequence, so the rest of the demo keeps its values.
 */
const CARRIER_VEHICLES_EXTRA: readonly VehicleSeed[] = [
  ['KMN3H41', 5, 3, false, 2023, 60000, 200],
  ['TRK6B12', 3, 2, false, 2020, 27000, 90],
];
const CARRIER_DRIVERS_EXTRA = ['Raimundo Nonato Alves', 'Luiz Fernando Rocha', 'Cícero Batista Gomes'];
/** Embarcadora Demo's later additions to its own (contracted) fleet, for the same reason. */
const SHIPPER_VEHICLES_EXTRA: readonly VehicleSeed[] = [
  ['HBC4E21', 1, 1, true, 2022, 14000, 48],
  ['JKL7M34', 3, 2, true, 2021, 27000, 90],
];
const SHIPPER_DRIVERS_EXTRA = [
  'Wellington Souza Prado',
  'Gilberto Nascimento Reis',
  'Adriano Ferreira Lopes',
];

const SHIPPER_VEHICLES: readonly VehicleSeed[] = [
  ['EMB1D23', 6, 1, true, 2022, 3000, 18],
  ['EMB4G56', 1, 1, true, 2021, 12000, 45],
  ['DMO5021', 7, 1, true, 2018, 4000, 22],
  ['FPX2931', 3, 2, false, 2019, 27000, 90],
];

async function insertVehicles(tx: Tx, ownerId: string, seeds: readonly VehicleSeed[], prng: Prng) {
  const rows = seeds.map((seed) =>
    veiculoRow(ownerId, seed, String(prng.int(10_000_000_000, 99_999_999_999))),
  );
  await tx.insert(veiculos).values(rows);
  return rows;
}

async function insertDrivers(tx: Tx, ownerId: string, names: readonly string[], prng: Prng) {
  const visibilidades = Object.values(VisibilidadeMotorista);
  const rows = names.map((nome, index) => {
    const cpfBase = String(prng.int(100_000_000, 999_999_999));
    return motoristaRow(ownerId, {
      nome,
      cpfBase,
      telefone: `119${String(prng.int(10_000_000, 99_999_999))}`,
      visibilidade: visibilidades[index % visibilidades.length] as (typeof visibilidades)[number],
    });
  });
  await tx.insert(motoristas).values(rows);
  return rows;
}

const PLACES_BY_CITY = new Map(Object.values(PLACES).map((place: Place) => [place.cidade, place.cUf]));

function localidade(place: Place): string {
  return `${place.logradouro}, ${place.numero} - ${place.bairro}`;
}

/** A route: partner keys ('own' = Embarcadora Demo's head office) from origin through stops to destination. */
const ROUTES_BY_UNIT: ReadonlyArray<ReadonlyArray<readonly string[]>> = [
  [
    ['own', 'atacadaoRio'],
    ['own', 'horizonteBh'],
    ['own', 'planaltoDf'],
    ['goiasAgro', 'planaltoDf'],
    ['nordesteRecife', 'bahiaSalvador'],
    ['own', 'horizonteBh', 'bahiaSalvador'],
  ],
  [
    ['filialCampinas', 'horizonteBh'],
    ['filialCampinas', 'atacadaoRio'],
    ['filialCampinas', 'goiasAgro'],
    ['filialCampinas', 'own', 'atacadaoRio'],
  ],
  [
    ['cdCuritiba', 'gauchaPoa'],
    ['joinvilleComercial', 'ilhaFloripa'],
    ['cdCuritiba', 'joinvilleComercial', 'ilhaFloripa'],
    ['cdCuritiba', 'own'],
  ],
];

interface Stop {
  empresaId: string;
  place: Place;
}

interface LoadContext {
  prng: Prng;
  now: number;
  ownerId: string;
  ownerCnpj: string;
  createdBy: string;
  userName: string;
}

interface LoadPlan {
  codigo: number;
  unidadeNegocioId: string;
  situacao: TSituacaoCarga;
  stops: Stop[];
  caracteristicaId: string | null;
  etapaId: string | null;
  visibilidade: TVisibilidadeCarga;
  hiring?: {
    transportadoraEmpresaId: string;
    transportadoraNome: string;
    contratacaoOwnerId: string | null;
    contratacaoUnidadeNegocioId: string | null;
    veiculoId: string | null;
    motoristaId: string | null;
  };
  offers: Array<{ transportadoraEmpresaId: string; transportadoraOwnerId: string | null; situacao: number }>;
  motivoDesativacao?: number;
}

/** Delivered: the situacoes of the board's delivered group; hired: those and the in-progress ones. */
const DELIVERED = new Set<number>(situacoesDoGrupo(GrupoQuadro.Entregue));
const HIRED = new Set<number>([...situacoesDoGrupo(GrupoQuadro.EmAndamento), ...DELIVERED]);

/** Collection and delivery dates that fit the situation, relative to now. */
function loadDates(situacao: number, prng: Prng, now: number): { coleta: number; entrega: number } {
  const hourOf = (days: number) => Math.floor((now + days * DAY) / HOUR) * HOUR + prng.int(7, 17) * HOUR;
  let coleta: number;
  if (situacao === SituacaoCarga.AguardandoContratacao) coleta = hourOf(prng.int(1, 7));
  else if (situacao === SituacaoCarga.EmAndamento || situacao === SituacaoCarga.Ocorrencia)
    coleta = hourOf(-prng.int(1, 2));
  else if (situacao === SituacaoCarga.Entregue || situacao === SituacaoCarga.EntregueNaoFinalizada)
    coleta = hourOf(-prng.int(4, 6));
  else if (situacao === SituacaoCarga.Finalizada) coleta = hourOf(-prng.int(8, 40));
  else coleta = hourOf(prng.int(-10, 5));
  return { coleta, entrega: coleta + prng.int(1, 3) * DAY + prng.int(0, 6) * HOUR };
}

/**
 * A demo document's own number: the sales order it ships ('PED-010031' for load 1003's first document).
 * The NF has its number in `numeroNf`; the drawer, the manifest and the quick search show both.
 */
export function numeroDoPedido(codigoCarga: number, indice: number): string {
  return `PED-${String(codigoCarga * 10 + indice + 1).padStart(6, '0')}`;
}

function buildLoad(plan: LoadPlan, ctx: LoadContext): CargaMontada {
  const { prng, now } = ctx;
  const id = randomUUID();
  const { coleta, entrega } = loadDates(plan.situacao, prng, now);
  const publicacao = coleta - prng.int(2, 4) * DAY;
  const origem = plan.stops[0] as Stop;
  // The route map's own estimate (domain calcularRota over the points' coordinates): the stored distance and
  // time are the figures the Rotograma computes for the same points (issue 16).
  const rota = calcularRota(plan.stops.map((stop) => stop.place));
  if (!rota.ok) throw new Error(`Rota sem coordenadas na carga ${plan.codigo}`);
  const { distancia } = rota;

  const rotas: NewRota[] = plan.stops.map((stop, index) => {
    const last = index === plan.stops.length - 1;
    const dhPrevista = new Date(coleta + ((entrega - coleta) * index) / (plan.stops.length - 1));
    const realizada =
      (index === 0 && HIRED.has(plan.situacao)) || (index > 0 && DELIVERED.has(plan.situacao));
    return {
      cargaId: id,
      ownerId: ctx.ownerId,
      ordem: index + 1,
      rota: index === 0 ? TipoRota.Origem : last ? TipoRota.Destino : TipoRota.Parada,
      empresaId: stop.empresaId,
      localidade: localidade(stop.place),
      cidade: stop.place.cidade,
      uf: stop.place.uf,
      latitude: stop.place.latitude,
      longitude: stop.place.longitude,
      dhPrevista,
      dhRealizada: realizada ? dhPrevista : null,
    };
  });

  const documentos: NewDocumento[] = [];
  let peso = 0;
  let volume = 0;
  let valorCarga = 0;
  let quantidade = 0;
  const docCount = prng.int(1, 3);
  for (let index = 0; index < docCount; index += 1) {
    const [descricao, codigo, acondicionamento, unitKg, unitM3, unitValue] = prng.pick(PRODUCTS);
    const qtd = Math.max(1, Math.round(prng.int(1500, 9000) / unitKg));
    const numeroNf = String(45_000 + plan.codigo * 3 + index);
    documentos.push({
      cargaId: id,
      ownerId: ctx.ownerId,
      codigo,
      descricao,
      // The document's own number (a sales order's, 'PED-…'), never a copy of the NF's (issue 16).
      numero: numeroDoPedido(plan.codigo, index),
      quantidade: qtd,
      tipoAcondicionamento: acondicionamento,
      peso: unitKg.toFixed(3),
      cubagem: unitM3.toFixed(3),
      // The document's whole value (weight and volume are per unit, 02 §3; the register form agrees).
      valor: (qtd * unitValue).toFixed(2),
      comprimento: (Math.cbrt(unitM3) * 1.2).toFixed(3),
      largura: Math.cbrt(unitM3).toFixed(3),
      altura: (Math.cbrt(unitM3) / 1.2).toFixed(3),
      numeroNf,
      chaveNf: nfeAccessKey({
        cUf: PLACES_BY_CITY.get(origem.place.cidade) ?? '35',
        issuedAt: new Date(publicacao),
        cnpj: ctx.ownerCnpj,
        serie: 1,
        numero: Number(numeroNf),
        codigoNumerico: prng.int(10_000_000, 99_999_999),
      }),
    });
    peso += qtd * unitKg;
    volume += qtd * unitM3;
    valorCarga += qtd * unitValue;
    quantidade += qtd;
  }

  const km = distancia / 1000;
  const valorFrete = Math.max(850, km * prng.decimal(4.2, 7.8, 2));
  const valorTotalFrete = valorFrete * prng.decimal(1.05, 1.18, 2);
  const hiring = plan.hiring;
  const historico: NewHistorico[] = [
    {
      cargaId: id,
      ownerId: ctx.ownerId,
      usuarioId: ctx.createdBy,
      acao: 'cadastrar',
      descricao: `Carga ${plan.codigo} cadastrada por ${ctx.userName}`,
      createdAt: new Date(publicacao),
    },
  ];
  if (hiring) {
    historico.push({
      cargaId: id,
      ownerId: ctx.ownerId,
      usuarioId: ctx.createdBy,
      acao: 'contratar',
      descricao: `Contratação realizada com ${hiring.transportadoraNome}`,
      dados: { valorFrete: valorFrete.toFixed(2) },
      createdAt: new Date(coleta - DAY),
    });
  }
  if (plan.situacao === SituacaoCarga.Finalizada) {
    historico.push({
      cargaId: id,
      ownerId: ctx.ownerId,
      usuarioId: ctx.createdBy,
      acao: 'finalizar',
      descricao: 'Contratação finalizada',
      createdAt: new Date(entrega + DAY),
    });
  }
  if (plan.situacao === SituacaoCarga.Desativada) {
    const motivo =
      LOOKUPS[TipoLookup.DesativacaoCarga].find(([valor]) => valor === plan.motivoDesativacao)?.[1] ?? '';
    historico.push({
      cargaId: id,
      ownerId: ctx.ownerId,
      usuarioId: ctx.createdBy,
      acao: 'desativar',
      descricao: `Carga desativada: ${motivo}`,
      dados: { motivoId: plan.motivoDesativacao },
      createdAt: new Date(publicacao + HOUR),
    });
  }

  const carga: CargaMontada['carga'] = {
    id,
    ownerId: ctx.ownerId,
    unidadeNegocioId: plan.unidadeNegocioId,
    codigo: plan.codigo,
    codigoIdentificador: `PV-${700_000 + plan.codigo * 7}`,
    situacao: plan.situacao,
    etapaId: plan.etapaId,
    visibilidade: plan.visibilidade,
    origemCarga: prng.pick([
      OrigemCarga.CadastroManual,
      OrigemCarga.CadastroManual,
      OrigemCarga.CadastroManual,
      OrigemCarga.ImportacaoExcel,
      OrigemCarga.Integracao,
      OrigemCarga.FormadorCargas,
    ]),
    tipoFrete: prng.pick([TipoFrete.CIF, TipoFrete.CIF, TipoFrete.FOB, TipoFrete.FOBDirigido]),
    modalidade: prng.pick([
      Modalidade.Lotacao,
      Modalidade.Lotacao,
      Modalidade.Compartilhada,
      Modalidade.Fracionada,
    ]),
    caracteristicaId: plan.caracteristicaId,
    valorCarga: valorCarga.toFixed(2),
    valorFrete: valorFrete.toFixed(2),
    valorTotalFrete: valorTotalFrete.toFixed(2),
    impostoSuspenso: prng.chance(0.2),
    tipoTarifa: prng.pick([
      TipoTarifa.ValorPorKm,
      TipoTarifa.ACombinar,
      TipoTarifa.PorTonelada,
      TipoTarifa.Fixo,
      TipoTarifa.TabelaFrete,
    ]),
    peso: peso.toFixed(3),
    volume: volume.toFixed(3),
    volumeUnidade: UnidadeMedida.MetroCubico,
    quantidade,
    acondicionamento: documentos[0]?.tipoAcondicionamento ?? null,
    distancia,
    tempo: rota.tempo,
    dhPublicacao: new Date(publicacao),
    dhColeta: new Date(coleta),
    dhEntrega: new Date(entrega),
    dhPreFinalizacao: plan.situacao === SituacaoCarga.EntregueNaoFinalizada ? new Date(entrega) : null,
    dhFinalizacao: plan.situacao === SituacaoCarga.Finalizada ? new Date(entrega + DAY) : null,
    veiculoId: hiring?.veiculoId ?? null,
    motoristaId: hiring?.motoristaId ?? null,
    transportadoraEmpresaId: hiring?.transportadoraEmpresaId ?? null,
    contratacaoOwnerId: hiring?.contratacaoOwnerId ?? null,
    contratacaoUnidadeNegocioId: hiring?.contratacaoUnidadeNegocioId ?? null,
    ownerCriadorId: ctx.ownerId,
    possuiRedespacho: plan.codigo % 11 === 0,
    alertasEmAberto: plan.situacao === SituacaoCarga.Ocorrencia ? 1 : 0,
    qntOcorrencias: plan.situacao === SituacaoCarga.Ocorrencia ? prng.int(1, 2) : 0,
    motivoDesativacao: plan.motivoDesativacao ?? null,
    createdBy: ctx.createdBy,
    ativo: plan.situacao !== SituacaoCarga.Desativada,
    createdAt: new Date(publicacao),
  };

  const ofertas: NewOferta[] = plan.offers.map((offer) => ({
    cargaId: id,
    ownerId: ctx.ownerId,
    transportadoraOwnerId: offer.transportadoraOwnerId,
    transportadoraEmpresaId: offer.transportadoraEmpresaId,
    tipo: plan.visibilidade,
    situacao: offer.situacao,
    valorProposto: offer.situacao === OFERTA.Contratada ? valorFrete.toFixed(2) : null,
    createdAt: new Date(publicacao),
  }));

  return { carga, rotas, documentos, ofertas, historico };
}

/**
 * Two templates of routes Embarcadora Demo ships every week, stored as the template API stores them
 * (`modeloDeCadastro` of a valid register payload: no document numbers), with the route estimate the
 * register form computes (`calcularRota`). Their dates are tomorrow's: opening a template moves them anyway.
 */
async function insertCargoTemplates(
  tx: Tx,
  ownerId: string,
  createdBy: string,
  partners: ReadonlyMap<string, { empresaId: string; place: Place; nome: string }>,
): Promise<void> {
  const partner = (key: string) => {
    const found = partners.get(key);
    if (!found) throw new Error(`Parceiro desconhecido: ${key}`);
    return found;
  };
  const tomorrow = new Date(Date.now() + DAY);
  const at = (days: number, hourUtc: number) =>
    new Date(
      Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate() + days, hourUtc),
    ).toISOString();
  const ponto = (key: string, rota: number, dhInicio: string) => {
    const { empresaId, place } = partner(key);
    const { cidade, uf, latitude, longitude } = place;
    return { rota, empresaId, localidade: localidade(place), cidade, uf, latitude, longitude, dhInicio };
  };
  const templates = [
    {
      descricao: 'Transferência semanal São Paulo → Rio de Janeiro (carreta paletizada)',
      pontos: [ponto('own', TipoRota.Origem, at(0, 11)), ponto('atacadaoRio', TipoRota.Destino, at(1, 12))],
      carga: {
        tipoFrete: TipoFrete.CIF,
        modalidade: Modalidade.Lotacao,
        pesoBruto: 24_000,
        volume: 82,
        volumeUnidade: UnidadeMedida.MetroCubico,
        acondicionamentoQtd: 26,
        acondicionamento: 'Paletes PBR',
        codIdentificador: 'PV-SP-RJ',
        valorCarga: 186_500,
      },
      pagamento: {
        valorFrete: 6_200,
        valorTotalFrete: 6_944,
        impostoSuspenso: false,
        tipoTarifa: TipoTarifa.Fixo,
      },
      contatos: { contato: 'Expedição Matriz', telefone: '1133224455', email: 'expedicao@embarcador.demo' },
      documento: {
        descricao: 'Alimentos não perecíveis',
        quantidade: 26,
        tipoAcondicionamento: 'Palete',
        peso: 923,
        valor: 7_173,
      },
    },
    {
      descricao: 'Distribuição Campinas → Belo Horizonte com parada em São Paulo',
      pontos: [
        ponto('filialCampinas', TipoRota.Origem, at(0, 10)),
        ponto('own', TipoRota.Parada, at(0, 14)),
        ponto('horizonteBh', TipoRota.Destino, at(1, 13)),
      ],
      carga: {
        tipoFrete: TipoFrete.FOB,
        modalidade: Modalidade.Fracionada,
        pesoBruto: 8_750,
        volume: 36.5,
        volumeUnidade: UnidadeMedida.MetroCubico,
        acondicionamentoQtd: 120,
        acondicionamento: 'Caixas',
        valorCarga: 64_300,
      },
      pagamento: {
        valorFrete: 3_150,
        valorTotalFrete: 3_528,
        impostoSuspenso: false,
        tipoTarifa: TipoTarifa.PorTonelada,
      },
      contatos: { contato: 'Logística Campinas', telefone: '1932311800', email: 'campinas@embarcador.demo' },
      documento: {
        descricao: 'Produtos de higiene e limpeza',
        quantidade: 120,
        tipoAcondicionamento: 'Caixa',
        peso: 72.9,
        valor: 535.83,
      },
    },
  ];
  await tx.insert(cargaModelos).values(
    templates.map((template) => {
      const rota = calcularRota(template.pontos);
      const cadastro = ZCadastroCarga.parse({
        carga: template.carga,
        pagamento: template.pagamento,
        contatos: template.contatos,
        ...(rota.ok ? { distancia: rota.distancia, tempo: rota.tempo } : {}),
        origemDestino: template.pontos,
        visibilidade: VisibilidadeCarga.Restrita,
        documentos: [{ numero: 'MODELO', ...template.documento }],
      });
      return { ownerId, descricao: template.descricao, model: modeloDeCadastro(cadastro), createdBy };
    }),
  );
}

/** A tenant's vehicles and drivers, as the seed inserted them. */
interface FrotaDoDemo {
  veiculos: readonly {
    id: string;
    placa: string;
    frota: boolean;
    capacidadeKg: string;
    capacidadeM3: string;
  }[];
  motoristas: readonly { id: string; nome: string }[];
}

/**
 * The demo obeys the allocation rule (domain alocacao.rules.ts, issue 16): no vehicle over its capacity,
 * no vehicle or driver on two loads in overlapping periods (whatever their situacao). Each load keeps the
 * vehicle and driver drawn for it when they fit; else the first of the same fleet that does; a load none
 * fits keeps its hiring without a vehicle (as the demo's other carriers' loads).
 */
function obedecerRegraDeAlocacao(cargas: CargaMontada[], frotas: readonly FrotaDoDemo[]): void {
  const usos: TUsoDaFrota[] = [];
  for (const { carga } of cargas) {
    if (!carga.veiculoId) continue;
    const frota = frotas.find((item) => item.veiculos.some((veiculo) => veiculo.id === carga.veiculoId));
    if (!frota) continue;
    const alvo: TCargaAAlocar = {
      id: carga.id,
      janela: { inicio: carga.dhColeta ?? null, fim: carga.dhEntrega ?? null },
      necessidade: { pesoKg: Number(carga.peso), volumeM3: Number(carga.volume) },
    };
    // The one drawn first, then (vehicles) those of the same kind — contracted fleet or not —, then the rest.
    const primeiroQueServe = <T extends { id: string; frota?: boolean }>(
      itens: readonly T[],
      escolhido: string | null | undefined,
      serve: (item: T) => boolean,
    ) => {
      const sorteado = itens.find((item) => item.id === escolhido);
      const peso = (item: T) =>
        item.id === escolhido ? 0 : sorteado && item.frota === sorteado.frota ? 1 : 2;
      return [...itens].sort((a, b) => peso(a) - peso(b)).find(serve);
    };
    const veiculo = primeiroQueServe(
      frota.veiculos,
      carga.veiculoId,
      (item) =>
        impedimentoDoVeiculo(
          { ...item, capacidadeKg: Number(item.capacidadeKg), capacidadeM3: Number(item.capacidadeM3) },
          alvo,
          usos,
        ) === null,
    );
    const motorista = primeiroQueServe(
      frota.motoristas,
      carga.motoristaId,
      (item) => impedimentoDoMotorista(item, alvo, usos) === null,
    );
    carga.veiculoId = veiculo && motorista ? veiculo.id : null;
    carga.motoristaId = veiculo && motorista ? motorista.id : null;
    if (veiculo && motorista) {
      usos.push({
        cargaId: carga.id,
        cargaCodigo: carga.codigo ?? null,
        veiculoIds: [veiculo.id],
        motoristaId: motorista.id,
        janela: alvo.janela,
      });
    }
  }
}

async function insertDemoData(tx: Tx, passwordHash: string, nowDate: Date): Promise<void> {
  const now = nowDate.getTime();
  const prng = createPrng(20_240_601);
  // 0. The local CEP/CNPJ look-up tables (the default provider of /api/cep and /api/consulta/cnpj).
  await seedConsultas(tx);

  // 1. Tenants and their own companies.
  const embarca = await createTenant(tx, {
    company: TENANT_COMPANIES.embarca,
    licenseType: Licenca.Cliente,
    modules: MODULOS_DEMO,
  });
  const shipper = await createTenant(tx, {
    company: TENANT_COMPANIES.embarcadorDemo,
    licenseType: Licenca.Cliente,
    modules: MODULOS_DEMO,
    // The company expires passwords after a year: senha-expirada@ changed its password long before that.
    passwordExpiryDays: 365,
  });
  const carrier = await createTenant(tx, {
    company: TENANT_COMPANIES.transportadoraDemo,
    licenseType: Licenca.Cliente,
    modules: [
      Modulo.Cargas,
      Modulo.Frota,
      Modulo.Oferecimento,
      Modulo.Relatorios,
      Modulo.Dashboards,
      Modulo.Formularios,
      Modulo.Indicadores,
    ],
  });
  const carrierSul = await createTenant(tx, {
    company: TENANT_COMPANIES.transportadoraSul,
    licenseType: Licenca.Cliente,
    modules: [Modulo.Cargas, Modulo.Frota, Modulo.Oferecimento, Modulo.Relatorios, Modulo.Dashboards],
  });
  const trial = await createTenant(tx, {
    company: TENANT_COMPANIES.embarcadorTrial,
    licenseType: Licenca.Trial,
    modules: MODULOS_DEMO,
    // Started 2 days ago with 7 days: 5 days left.
    trialStartedAt: new Date(now - 2 * DAY),
    trialDays: 7,
  });
  const free = await createTenant(tx, {
    company: TENANT_COMPANIES.embarcadorFree,
    licenseType: Licenca.Free,
    modules: [Modulo.Cargas, Modulo.Frota, Modulo.Oferecimento],
  });
  const expirada = await createTenant(tx, {
    company: TENANT_COMPANIES.embarcadorExpirada,
    licenseType: Licenca.Trial,
    modules: MODULOS_DEMO,
    // Started 10 days ago with 7 days: ended 3 days ago.
    trialStartedAt: new Date(now - 10 * DAY),
    trialDays: 7,
  });
  const bloqueada = await createTenant(tx, {
    company: TENANT_COMPANIES.embarcadorBloqueada,
    licenseType: Licenca.Cliente,
    modules: MODULOS_DEMO,
    acessoBloqueado: true,
  });

  // 2. Embarcadora Demo's partners; the demo carrier as its carrier (linked to the carrier tenant),
  //    and Embarcadora Demo as the carrier's client (linked back).
  const partnerRows = SHIPPER_PARTNERS.map((partner) => ({
    key: partner.key,
    row: empresaRow(shipper.ownerId, partner, partner.tipoVinculo),
  }));
  const carrierAtShipper = empresaRow(
    shipper.ownerId,
    TENANT_COMPANIES.transportadoraDemo,
    VINCULO.Transportadora,
    carrier.ownerId,
  );
  const shipperAtCarrier = empresaRow(
    carrier.ownerId,
    TENANT_COMPANIES.embarcadorDemo,
    VINCULO.Cliente,
    shipper.ownerId,
  );
  const carrierSulAtShipper = empresaRow(
    shipper.ownerId,
    TENANT_COMPANIES.transportadoraSul,
    VINCULO.Transportadora,
    carrierSul.ownerId,
  );
  const shipperAtCarrierSul = empresaRow(
    carrierSul.ownerId,
    TENANT_COMPANIES.embarcadorDemo,
    VINCULO.Cliente,
    shipper.ownerId,
  );
  await tx
    .insert(empresas)
    .values([
      ...partnerRows.map((p) => p.row),
      carrierAtShipper,
      shipperAtCarrier,
      carrierSulAtShipper,
      shipperAtCarrierSul,
    ]);
  const partnerId = new Map<string, { empresaId: string; place: Place; nome: string }>(
    partnerRows.map(({ key, row }) => [
      key,
      {
        empresaId: row.id,
        place: PLACES[SHIPPER_PARTNERS.find((p) => p.key === key)?.place as PlaceKey],
        nome: row.nome,
      },
    ]),
  );
  partnerId.set('own', {
    empresaId: shipper.empresaId,
    place: PLACES[TENANT_COMPANIES.embarcadorDemo.place],
    nome: TENANT_COMPANIES.embarcadorDemo.nome,
  });

  // 3. Business units.
  const [matrizId, campinasId, curitibaId] = (await createUnits(tx, shipper.ownerId, DEMO_UNIDADES, [
    shipper.empresaId,
    partnerId.get('filialCampinas')?.empresaId ?? null,
    partnerId.get('cdCuritiba')?.empresaId ?? null,
  ])) as [string, string, string];
  const [carrierUnitId] = (await createUnits(
    tx,
    carrier.ownerId,
    ['Matriz Campinas'],
    [carrier.empresaId],
  )) as [string];
  const [carrierSulUnitId] = (await createUnits(
    tx,
    carrierSul.ownerId,
    ['Matriz Curitiba'],
    [carrierSul.empresaId],
  )) as [string];
  const [trialUnitId] = (await createUnits(tx, trial.ownerId, ['Matriz Curitiba'], [trial.empresaId])) as [
    string,
  ];
  const [freeUnitId] = (await createUnits(tx, free.ownerId, ['Matriz Joinville'], [free.empresaId])) as [
    string,
  ];
  const [expiradaUnitId] = (await createUnits(
    tx,
    expirada.ownerId,
    ['Matriz Porto Alegre'],
    [expirada.empresaId],
  )) as [string];
  const [bloqueadaUnitId] = (await createUnits(
    tx,
    bloqueada.ownerId,
    ['Matriz Recife'],
    [bloqueada.empresaId],
  )) as [string];
  const [embarcaUnitId] = (await createUnits(
    tx,
    embarca.ownerId,
    ['Sede São Paulo'],
    [embarca.empresaId],
  )) as [string];
  const allShipperUnits = [matrizId, campinasId, curitibaId];

  // 4. Users (DESIGN.md §6), all with the one demo password hash.
  const userIds = await createUsers(
    tx,
    [
      {
        ownerId: shipper.ownerId,
        nome: 'Mariana Costa Ribeiro',
        email: 'admin@embarcador.demo',
        role: 'Administrador',
        unidades: allShipperUnits,
        telefone: '11991234567',
      },
      {
        ownerId: shipper.ownerId,
        nome: 'Rafael Almeida Santos',
        email: 'operador@embarcador.demo',
        role: 'Operador',
        unidades: [matrizId, campinasId],
        modulosNaoAutorizados: [
          Modulo.Auditoria,
          Modulo.PortalAgendamento,
          Modulo.CrossDocking,
          Modulo.AutomacaoAlertas,
          Modulo.HubIntegracao,
        ],
        telefone: '11992345678',
      },
      {
        ownerId: carrier.ownerId,
        nome: 'Carlos Eduardo Pereira',
        email: 'admin@transportadora.demo',
        role: 'Administrador',
        unidades: [carrierUnitId],
        telefone: '19993456789',
      },
      {
        ownerId: carrierSul.ownerId,
        nome: 'Gustavo Henrique Borges',
        email: 'admin@expressosul.demo',
        role: 'Administrador',
        unidades: [carrierSulUnitId],
        telefone: '41993456780',
      },
      {
        ownerId: trial.ownerId,
        nome: 'Juliana Martins Ferreira',
        email: 'trial@embarcador.demo',
        role: 'Administrador',
        unidades: [trialUnitId],
      },
      {
        ownerId: free.ownerId,
        nome: 'Fernando Oliveira Souza',
        email: 'free@embarcador.demo',
        role: 'Administrador',
        unidades: [freeUnitId],
      },
      {
        ownerId: expirada.ownerId,
        nome: 'Patrícia Gomes Azevedo',
        email: 'expirado@embarcador.demo',
        role: 'Administrador',
        unidades: [expiradaUnitId],
      },
      {
        ownerId: bloqueada.ownerId,
        nome: 'Roberto Lima Cavalcanti',
        email: 'inadimplente@embarcador.demo',
        role: 'Administrador',
        unidades: [bloqueadaUnitId],
      },
      {
        ownerId: shipper.ownerId,
        nome: 'Lucas Fernandes Dias',
        email: 'bloqueado@embarcador.demo',
        role: 'Operador',
        unidades: [matrizId],
        bloqueado: true,
      },
      {
        ownerId: shipper.ownerId,
        nome: 'Camila Rocha Mendes',
        email: 'senha-expirada@embarcador.demo',
        role: 'Operador',
        unidades: allShipperUnits,
        // Both rules say "expired": the flag, and a change 400 days ago against the company's 365 days.
        passwordChangedAt: new Date(now - 400 * DAY),
        trocaSenhaObrigatoria: true,
      },
      {
        ownerId: shipper.ownerId,
        nome: 'Bruno Carvalho Nogueira',
        email: '2fa@embarcador.demo',
        role: 'Operador',
        unidades: allShipperUnits,
        doisFatores: true,
        telefone: '11987654321',
      },
      {
        ownerId: embarca.ownerId,
        nome: 'Ana Paula Souza',
        email: 'suporte@embarca.demo',
        role: 'Administrador',
        tipo: TipoUsuario.Suporte,
        unidades: [embarcaUnitId],
      },
    ],
    passwordHash,
    nowDate,
  );

  // 5. Lookups (product-wide), characteristics, stages, vehicles and drivers.
  await insertLookups(tx);
  const shipperCharacteristics = await insertCharacteristics(tx, shipper.ownerId);
  await insertCharacteristics(tx, carrier.ownerId);
  await insertCharacteristics(tx, trial.ownerId);
  await insertCharacteristics(tx, free.ownerId);
  const shipperStages = await insertStages(tx, shipper.ownerId);
  await insertStages(tx, carrier.ownerId);
  const carrierVehicles = await insertVehicles(tx, carrier.ownerId, CARRIER_VEHICLES, prng);
  const shipperVehicles = await insertVehicles(tx, shipper.ownerId, SHIPPER_VEHICLES, prng);
  const carrierDrivers = await insertDrivers(tx, carrier.ownerId, NOMES_MOTORISTAS.slice(0, 5), prng);
  const extras = createPrng(20_241_116);
  const carrierFleetExtra = {
    veiculos: await insertVehicles(tx, carrier.ownerId, CARRIER_VEHICLES_EXTRA, extras),
    motoristas: await insertDrivers(tx, carrier.ownerId, CARRIER_DRIVERS_EXTRA, extras),
  };
  const shipperFleetExtra = {
    veiculos: await insertVehicles(tx, shipper.ownerId, SHIPPER_VEHICLES_EXTRA, extras),
    motoristas: await insertDrivers(tx, shipper.ownerId, SHIPPER_DRIVERS_EXTRA, extras),
  };
  const shipperDrivers = await insertDrivers(tx, shipper.ownerId, NOMES_MOTORISTAS.slice(5), prng);

  // 6. Embarcadora Demo's loads.
  const cargoCharacteristics = shipperCharacteristics.filter((c) => c.tipo === TipoCaracteristica.Carga);
  const stageOf = (grupo: TGrupoQuadro) =>
    shipperStages.filter((stage) => stage.grupoEtapa === CODIGO_GRUPO_QUADRO[grupo]);
  const otherCarriers = ['rodoviarioSul', 'expressoNordeste'].map((key) => ({
    empresaId: partnerId.get(key)?.empresaId as string,
    nome: partnerId.get(key)?.nome as string,
  }));
  const adminId = userIds.get('admin@embarcador.demo') as string;
  const operadorId = userIds.get('operador@embarcador.demo') as string;
  const situacoes = DEMO_SITUACOES.flatMap(([situacao, count]) =>
    Array<TSituacaoCarga>(count).fill(situacao),
  );
  const built: CargaMontada[] = [];
  let awaitingIndex = 0;
  let hiredIndex = 0;
  situacoes.forEach((situacao, index) => {
    const unitIndex = index % 3;
    const unidadeNegocioId = allShipperUnits[unitIndex] as string;
    const route = prng.pick(ROUTES_BY_UNIT[unitIndex] ?? []);
    const stops = route.map((key) => {
      const partner = partnerId.get(key);
      if (!partner) throw new Error(`Parceiro desconhecido: ${key}`);
      return { empresaId: partner.empresaId, place: partner.place };
    });
    const grupo = boardGroupOfSituacao(situacao);
    const plan: LoadPlan = {
      codigo: 1001 + index,
      unidadeNegocioId,
      situacao,
      stops,
      caracteristicaId: prng.pick(cargoCharacteristics).id,
      etapaId: grupo ? prng.pick(stageOf(grupo)).id : null,
      visibilidade: VisibilidadeCarga.Restrita,
      offers: [],
    };
    if (situacao === SituacaoCarga.AguardandoContratacao) {
      // A third directed to Transportadora Demo, a third offered (restricted) to it and another carrier,
      // a third not offered yet.
      const mode = awaitingIndex % 3;
      awaitingIndex += 1;
      if (mode === 0) {
        plan.visibilidade = VisibilidadeCarga.Direcionada;
        plan.offers.push({
          transportadoraEmpresaId: carrierAtShipper.id,
          transportadoraOwnerId: carrier.ownerId,
          situacao: OFERTA.Ofertada,
        });
      } else if (mode === 1) {
        plan.offers.push(
          {
            transportadoraEmpresaId: carrierAtShipper.id,
            transportadoraOwnerId: carrier.ownerId,
            situacao: OFERTA.Ofertada,
          },
          {
            transportadoraEmpresaId: otherCarriers[0]?.empresaId as string,
            transportadoraOwnerId: null,
            situacao: OFERTA.Ofertada,
          },
        );
      }
    } else if (HIRED.has(situacao)) {
      // Half hired from Transportadora Demo (directed), a quarter from other carriers, a quarter own fleet.
      const mode = hiredIndex % 4;
      hiredIndex += 1;
      if (mode === 0 || mode === 2) {
        plan.visibilidade = VisibilidadeCarga.Direcionada;
        plan.hiring = {
          transportadoraEmpresaId: carrierAtShipper.id,
          transportadoraNome: carrierAtShipper.nome,
          contratacaoOwnerId: carrier.ownerId,
          contratacaoUnidadeNegocioId: carrierUnitId,
          veiculoId: prng.pick(carrierVehicles).id,
          motoristaId: prng.pick(carrierDrivers).id,
        };
        plan.offers.push({
          transportadoraEmpresaId: carrierAtShipper.id,
          transportadoraOwnerId: carrier.ownerId,
          situacao: OFERTA.Contratada,
        });
      } else if (mode === 1) {
        const other = prng.pick(otherCarriers);
        plan.hiring = {
          transportadoraEmpresaId: other.empresaId,
          transportadoraNome: other.nome,
          contratacaoOwnerId: null,
          contratacaoUnidadeNegocioId: null,
          veiculoId: null,
          motoristaId: null,
        };
        plan.offers.push({
          transportadoraEmpresaId: other.empresaId,
          transportadoraOwnerId: null,
          situacao: OFERTA.Contratada,
        });
      } else {
        plan.hiring = {
          transportadoraEmpresaId: shipper.empresaId,
          transportadoraNome: 'frota própria',
          contratacaoOwnerId: null,
          contratacaoUnidadeNegocioId: null,
          veiculoId: prng.pick(shipperVehicles.filter((v) => v.frota)).id,
          motoristaId: prng.pick(shipperDrivers).id,
        };
      }
    } else if (situacao === SituacaoCarga.Desativada) {
      plan.motivoDesativacao = prng.pick(LOOKUPS[TipoLookup.DesativacaoCarga])[0];
    }
    const byOperator = unitIndex < 2 && index % 4 === 1;
    built.push(
      buildLoad(plan, {
        prng,
        now,
        ownerId: shipper.ownerId,
        ownerCnpj: shipper.cnpj,
        createdBy: byOperator ? operadorId : adminId,
        userName: byOperator ? 'Rafael Almeida Santos' : 'Mariana Costa Ribeiro',
      }),
    );
  });
  obedecerRegraDeAlocacao(built, [
    {
      veiculos: [...carrierVehicles, ...carrierFleetExtra.veiculos],
      motoristas: [...carrierDrivers, ...carrierFleetExtra.motoristas],
    },
    {
      veiculos: [...shipperVehicles, ...shipperFleetExtra.veiculos],
      motoristas: [...shipperDrivers, ...shipperFleetExtra.motoristas],
    },
  ]);
  await inserirCargas(tx, shipper.ownerId, built);

  // 7. A few loads for the Trial and Free shippers (no partners: origin at their own company).
  const smallTenants = [
    {
      tenant: trial,
      unidadeNegocioId: trialUnitId,
      company: TENANT_COMPANIES.embarcadorTrial,
      user: 'trial@embarcador.demo',
      userName: 'Juliana Martins Ferreira',
      destinos: ['joinvilleXV', 'portoAlegreBorges', 'florianopolisBeiraMar'] as PlaceKey[],
      situacoes: [
        SituacaoCarga.AguardandoContratacao,
        SituacaoCarga.EmAndamento,
        SituacaoCarga.Finalizada,
      ] as TSituacaoCarga[],
    },
    {
      tenant: free,
      unidadeNegocioId: freeUnitId,
      company: TENANT_COMPANIES.embarcadorFree,
      user: 'free@embarcador.demo',
      userName: 'Fernando Oliveira Souza',
      destinos: ['florianopolisBeiraMar', 'curitibaXV'] as PlaceKey[],
      situacoes: [SituacaoCarga.AguardandoContratacao, SituacaoCarga.EmAndamento] as TSituacaoCarga[],
    },
  ];
  for (const small of smallTenants) {
    const loads = small.situacoes.map((situacao, index) => {
      const destino = PLACES[small.destinos[index] as PlaceKey];
      return buildLoad(
        {
          codigo: 1 + index,
          unidadeNegocioId: small.unidadeNegocioId,
          situacao,
          stops: [
            { empresaId: small.tenant.empresaId, place: PLACES[small.company.place] },
            { empresaId: small.tenant.empresaId, place: destino },
          ],
          caracteristicaId: null,
          etapaId: null,
          visibilidade: VisibilidadeCarga.Restrita,
          offers: [],
        },
        {
          prng,
          now,
          ownerId: small.tenant.ownerId,
          ownerCnpj: small.tenant.cnpj,
          createdBy: userIds.get(small.user) as string,
          userName: small.userName,
        },
      );
    });
    // The destination is a place, not a partner: keep the route point's company empty.
    for (const load of loads)
      for (const rota of load.rotas) if (rota.rota === TipoRota.Destino) rota.empresaId = null;
    await inserirCargas(tx, small.tenant.ownerId, loads);
  }

  // 8. Embarcadora Demo's cargo templates (the quick-create catalogue lists them, Alt+/).
  await insertCargoTemplates(tx, shipper.ownerId, adminId, partnerId);

  // The demo drivers' CNH, e-mail and carrier; the /motorista demo driver (frota-motoristas-seed.ts).
  await seedFrotaMotoristas(tx, {
    shipperOwnerId: shipper.ownerId,
    ownerIds: [shipper.ownerId, carrier.ownerId],
    now: nowDate,
  });
  // The fleet agenda (issue 18), after the drivers' CNH: unavailability, return times, a CNH about to expire (frota-agenda-seed.ts).
  await seedFrotaAgenda(tx, {
    ownerId: shipper.ownerId,
    veiculos: [...shipperVehicles, ...shipperFleetExtra.veiculos],
    cargas: built,
    now: nowDate,
  });

  // Announcements and release posts of the support panel (anuncios-seed.ts).
  await seedAnuncios(tx, nowDate);

  // Vehicles and equipment: new fields, a tractor + two semi-trailers set, documents (frota-veiculos-seed.ts).
  await seedFrotaVeiculos(tx, {
    shipperOwnerId: shipper.ownerId,
    carrierOwnerId: carrier.ownerId,
    carrierAtShipperEmpresaId: carrierAtShipper.id,
    now: nowDate,
  });

  // Notification preferences of every company and the demo loads' history as notifications (issue 16).
  await seedNotificacoes(tx, {
    ownerIds: [embarca, shipper, carrier, trial, free, expirada, bloqueada].map((t) => t.ownerId),
    cargas: [{ ownerId: shipper.ownerId, montadas: built }],
    now: nowDate,
  });

  // The monitoring map's positions: the demo shipper's and carrier's vehicles (issue 18).
  await seedFrotaMonitoramento(tx, { ownerIds: [shipper.ownerId, carrier.ownerId], now: nowDate });

  // The chat with the /motorista demo driver: four messages, one unread for the admin (issue 20, mensagens-seed.ts).
  await seedMensagens(tx, { shipperOwnerId: shipper.ownerId, now: nowDate });

  // Freight tables, rules and regions of the demo shipper (issue 19, tabela-frete-seed.ts).
  await seedTabelasFrete(tx, {
    shipperOwnerId: shipper.ownerId,
    carrierAtShipperEmpresaId: carrierAtShipper.id,
    expressoSulEmpresaId: carrierSulAtShipper.id,
    outrasTransportadoras: otherCarriers,
    now: nowDate,
  });

  // The offering boards and the ranking's history (issue 20, oferecimento-seed.ts).
  await seedOferecimento(tx, {
    shipperOwnerId: shipper.ownerId,
    demo: { empresaId: carrierAtShipper.id, ownerId: carrier.ownerId },
    sul: { empresaId: carrierSulAtShipper.id, ownerId: carrierSul.ownerId },
    now: nowDate,
  });

  // Orders, a draft, a route plan and a label print of the demo shipper (issue 21, formacao-seed.ts).
  await seedFormacao(tx, { shipperOwnerId: shipper.ownerId, now: nowDate });
}
