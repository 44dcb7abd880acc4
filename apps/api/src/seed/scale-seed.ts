import { randomUUID } from 'node:crypto';
import {
  CODIGO_GRUPO_QUADRO,
  cnpjCheckDigits,
  FATOR_DESVIO_RODOVIARIO,
  GrupoQuadro,
  Licenca,
  Modalidade,
  OrigemCarga,
  SituacaoCarga,
  situacoesDoGrupo,
  type TGrupoQuadro,
  TipoEmpresa,
  TipoFrete,
  TipoLookup,
  TipoQuadro,
  TipoRota,
  TipoTarifa,
  type TSituacaoCarga,
  UnidadeMedida,
  VisibilidadeCarga,
} from '@embarca/domain';
import { eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  caracteristicas,
  cargaDocumentos,
  cargaFreteEsperado,
  cargaHistorico,
  cargaOferecimentos,
  cargaOfertaPropostas,
  cargaOfertas,
  cargaRotas,
  cargas,
  cotacoesFrete,
  empresas,
  etiquetaImpressoes,
  integracaoTokens,
  kanbanEtapas,
  minutas,
  motoristas,
  ownerCounters,
  ownerPreferences,
  owners,
  pedidos,
  planosRota,
  regioesFrete,
  regrasCalculoFrete,
  tabelasFrete,
  unidadesNegocio,
  userPreferences,
  usuarios,
  usuarioUnidadesNegocio,
  veiculoPosicoes,
  veiculos,
  veiculoUltimasPosicoes,
} from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { criarAdministrador } from './builders';
import { DEMO_PASSWORD } from './demo-accounts';
import { LOOKUPS, MODULOS_DEMO, PLACES, type Place, PRODUCTS, placeAddress, VINCULO } from './demo-catalog';
import { insertScaleFleet } from './scale-fleet';
import { insertScalePedidos } from './scale-formacao';
import { insertScaleOferecimento } from './scale-oferecimento';
import { insertScaleTabelasFrete } from './scale-tabelas-frete';

/**
 * Scale data for benchmarks: tenants `escala-NN` (admin@escala-NN.demo / demo1234), their units,
 * partner companies, board stages, and loads with two route points and one document each, written by
 * set-based `INSERT … SELECT generate_series` statements (one statement inserts a chunk of loads with
 * their route points and documents through data-modifying CTEs).
 */
export interface ScaleOptions {
  owners: number;
  unitsPerOwner: number;
  loads: number;
  /** Loads per statement. */
  chunkSize?: number;
  /** Vehicles (with positions) of the first tenant, the one the benchmark signs in as (0: none). */
  veiculos?: number;
  /** Active freight tables of the first tenant (0: none), with `linhasPorTabela` lines each (issue 19). */
  tabelasFrete?: number;
  linhasPorTabela?: number;
  /**
   * Offers in the first unit of the first tenant (0: none), with the carrier tenants on the platform linked to
   * every tenant (issue 20; scale-oferecimento.ts).
   */
  ofertasPorUnidade?: number;
  /**
   * Open orders in each unit of the first tenant (0: none), all drafting together (issue 21;
   * scale-formacao.ts).
   */
  pedidosPorUnidade?: number;
}

export type ScaleProgress = (message: string) => void;

const OWNER_PREFIX = 'escala-';
const HOUR_SQL = sql.raw(`interval '1 hour'`);

/** Situations weighted like a real board: mostly finished, a good share awaiting or in progress. */
const SITUACAO_WEIGHTS: readonly TSituacaoCarga[] = (
  [
    [SituacaoCarga.AguardandoContratacao, 5],
    [SituacaoCarga.EmAndamento, 3],
    [SituacaoCarga.Entregue, 1],
    [SituacaoCarga.Finalizada, 6],
    [SituacaoCarga.Cancelada, 1],
    [SituacaoCarga.Ocorrencia, 1],
    [SituacaoCarga.EntregueNaoFinalizada, 1],
    [SituacaoCarga.Desativada, 2],
  ] as const
).flatMap(([situacao, weight]) => Array<TSituacaoCarga>(weight).fill(situacao));

const AWAITING = situacoesDoGrupo(GrupoQuadro.AguardandoAlocacao);
const IN_PROGRESS = situacoesDoGrupo(GrupoQuadro.EmAndamento);
const DELIVERED = situacoesDoGrupo(GrupoQuadro.Entregue);
const MOTIVOS_DESATIVACAO = LOOKUPS[TipoLookup.DesativacaoCarga].map(([valor]) => valor);

/** Codes (numbers of the domain's enumerations, never user input) as an SQL list: `1, 2, 7`. */
function codes(values: readonly number[]): SQL {
  return sql.raw(values.join(', '));
}

/** One of `values`, chosen by a hash column (`s.h1`), as a smallint. */
function pickCode(values: readonly number[], hash: string): SQL {
  return sql.raw(`(array[${values.join(', ')}]::smallint[])[1 + (${hash} % ${values.length})::int]`);
}

function ownerName(index: number): string {
  return `${OWNER_PREFIX}${String(index).padStart(2, '0')}`;
}

/** The ids of the scale tenants already in the database. */
export async function findScaleOwners(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: owners.id })
    .from(owners)
    .where(like(owners.nome, `${OWNER_PREFIX}%`));
  return rows.map((row) => row.id);
}

/** Deletes every scale tenant and everything it owns. */
export async function resetScaleData(db: Database, progress: ScaleProgress = () => {}): Promise<number> {
  const ids = await findScaleOwners(db);
  if (ids.length === 0) return 0;
  progress(`Removendo ${ids.length} empresas de escala...`);
  const byOwner = [
    // Load formation (issue 21) first: orders and drafts point at loads, vehicles and characteristics.
    etiquetaImpressoes,
    planosRota,
    pedidos,
    minutas,
    // Freight tables first: the expected freight points at loads and tables, tables at carriers (empresas).
    cargaFreteEsperado,
    cotacoesFrete,
    tabelasFrete,
    regrasCalculoFrete,
    regioesFrete,
    cargaHistorico,
    // Issue 20: the threads and tenders before the offers (the carriers' tenants are scale tenants too).
    cargaOfertaPropostas,
    cargaOferecimentos,
    cargaOfertas,
    cargaDocumentos,
    cargaRotas,
    cargas,
    ownerCounters,
    ownerPreferences,
    userPreferences,
    kanbanEtapas,
    caracteristicas,
    veiculoPosicoes,
    veiculoUltimasPosicoes,
    integracaoTokens,
    veiculos,
    motoristas,
  ] as const;
  for (const table of byOwner) await db.delete(table).where(inArray(table.ownerId, ids));
  const users = db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.ownerId, ids));
  await db.delete(usuarioUnidadesNegocio).where(inArray(usuarioUnidadesNegocio.usuarioId, users));
  await db.delete(usuarios).where(inArray(usuarios.ownerId, ids));
  await db.delete(unidadesNegocio).where(inArray(unidadesNegocio.ownerId, ids));
  await db.update(owners).set({ empresaId: null }).where(inArray(owners.id, ids));
  await db.delete(empresas).where(inArray(empresas.ownerId, ids));
  await db.delete(owners).where(inArray(owners.id, ids));
  return ids.length;
}

interface ScaleTenant {
  index: number;
  ownerId: string;
  adminId: string;
  unitIds: string[];
  /** Partner company per city, in CITIES order. */
  cityEmpresaIds: string[];
  stagesByGroup: [string[], string[], string[]];
}

/** One site per distinct city, so a load never goes from a city to itself. */
const CITIES: Place[] = [
  ...new Map(Object.values(PLACES).map((place: Place) => [place.cidade, place])).values(),
];

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`uuid inválido: ${id}`);
  return sql.raw(`array[${ids.map(literal).join(',')}]::uuid[]`);
}

async function createTenant(db: Database, index: number, unitsPerOwner: number, passwordHash: string) {
  const nome = ownerName(index);
  const ownerId = randomUUID();
  await db.insert(owners).values({
    id: ownerId,
    nome,
    tipo: TipoEmpresa.Embarcador,
    licenseType: Licenca.Cliente,
    modules: [...MODULOS_DEMO],
  });
  const own = CITIES[index % CITIES.length] as Place;
  const companyRow = (place: Place, serial: number, tipoVinculo: number, nomeEmpresa: string) => {
    // 12-character base: 7 + owner (3 digits) + serial (4 digits) + branch 0001.
    const cnpjBase = `7${String(index).padStart(3, '0')}${String(serial).padStart(4, '0')}0001`;
    return {
      id: randomUUID(),
      ownerId,
      nome: nomeEmpresa,
      nomeFantasia: nomeEmpresa,
      cnpj: `${cnpjBase}${cnpjCheckDigits(cnpjBase)}`,
      tipo: tipoVinculo === VINCULO.Propria ? TipoEmpresa.Embarcador : TipoEmpresa.Cliente,
      tipoVinculo,
      ...placeAddress(place),
    };
  };
  const ownCompany = companyRow(own, 0, VINCULO.Propria, `Embarcadora Escala ${index} Ltda`);
  const partners = CITIES.map((place, serial) =>
    companyRow(place, serial + 1, VINCULO.Cliente, `Cliente ${place.cidade} ${index} Ltda`),
  );
  await db.insert(empresas).values([ownCompany, ...partners]);
  await db.update(owners).set({ empresaId: ownCompany.id }).where(eq(owners.id, ownerId));

  const units = Array.from({ length: unitsPerOwner }, (_, unit) => ({
    id: randomUUID(),
    ownerId,
    descricao: `Unidade ${String(unit + 1).padStart(2, '0')}`,
    codigo: String(unit + 1).padStart(3, '0'),
  }));
  await db.insert(unidadesNegocio).values(units);

  const adminId = await criarAdministrador(db, {
    ownerId,
    nome,
    passwordHash,
    unidadeIds: units.map((unit) => unit.id),
  });

  const stages = (
    [
      ['Aguardando contratação', GrupoQuadro.AguardandoAlocacao],
      ['Em cotação', GrupoQuadro.AguardandoAlocacao],
      ['Em coleta', GrupoQuadro.EmAndamento],
      ['Em trânsito', GrupoQuadro.EmAndamento],
      ['Entregue', GrupoQuadro.Entregue],
    ] as const
  ).map(([descricao, grupo], ordem) => ({
    id: randomUUID(),
    ownerId,
    tipoQuadro: TipoQuadro.Cargas,
    descricao,
    grupoEtapa: CODIGO_GRUPO_QUADRO[grupo],
    ordem: ordem + 1,
  }));
  await db.insert(kanbanEtapas).values(stages);
  const group = (grupo: TGrupoQuadro) =>
    stages.filter((stage) => stage.grupoEtapa === CODIGO_GRUPO_QUADRO[grupo]).map((stage) => stage.id);

  return {
    index,
    ownerId,
    adminId,
    unitIds: units.map((unit) => unit.id),
    cityEmpresaIds: partners.map((partner) => partner.id),
    stagesByGroup: [
      group(GrupoQuadro.AguardandoAlocacao),
      group(GrupoQuadro.EmAndamento),
      group(GrupoQuadro.Entregue),
    ],
  } satisfies ScaleTenant;
}

/**
 * Inserts loads `fromCodigo..toCodigo` of one tenant, with an origin and a destination route point and
 * one document each, in a single statement. Pseudo-random but deterministic: every choice comes from
 * hashint8 of the load code and the tenant index.
 */
async function insertLoadChunk(
  db: Database,
  tenant: ScaleTenant,
  fromCodigo: number,
  toCodigo: number,
  now: Date,
) {
  const cities = CITIES.map(
    (place, idx) =>
      `(${idx}, ${literal(place.cidade)}, ${literal(place.uf)}, ${place.latitude}, ${place.longitude}, ${literal(
        `${place.logradouro}, ${place.numero} - ${place.bairro}`,
      )}, ${literal(tenant.cityEmpresaIds[idx] as string)}::uuid)`,
  ).join(',\n');
  const products = PRODUCTS.map(
    ([descricao, codigo, acondicionamento, kg, m3, valor], idx) =>
      `(${idx}, ${literal(descricao)}, ${literal(codigo)}, ${literal(acondicionamento)}, ${kg}::numeric, ${m3}::numeric, ${valor}::numeric)`,
  ).join(',\n');
  const nCities = CITIES.length;
  const nProducts = PRODUCTS.length;
  const salt = tenant.index * 1_000_003;
  const nowLiteral = sql.raw(literal(now.toISOString()));

  await db.execute(sql`
    with cities (idx, cidade, uf, lat, lon, localidade, empresa_id) as (values ${sql.raw(cities)}),
    products (idx, descricao, codigo, acondicionamento, kg, m3, valor) as (values ${sql.raw(products)}),
    hashes as (
      select g as codigo,
        hashint8(g::bigint * 31 + ${sql.raw(String(salt))})::bigint + 2147483648 as h1,
        hashint8(g::bigint * 131 + ${sql.raw(String(salt + 7))})::bigint + 2147483648 as h2,
        hashint8(g::bigint * 521 + ${sql.raw(String(salt + 13))})::bigint + 2147483648 as h3
      from generate_series(${sql.raw(String(fromCodigo))}::int, ${sql.raw(String(toCodigo))}::int) g
    ),
    choices as (
      select codigo, h1, h2, h3,
        ${pickCode(SITUACAO_WEIGHTS, 'h1')} as situacao,
        (h2 % ${sql.raw(String(nCities))})::int as origem_idx,
        ((h2 % ${sql.raw(String(nCities))}) + 1 + (h3 % ${sql.raw(String(nCities - 1))})) % ${sql.raw(String(nCities))} as destino_idx,
        (h3 % ${sql.raw(String(nProducts))})::int as produto_idx
      from hashes
    ),
    src as (
      select c.*, gen_random_uuid() as id,
        o.cidade as o_cidade, o.uf as o_uf, o.lat as o_lat, o.lon as o_lon, o.localidade as o_localidade, o.empresa_id as o_empresa,
        d.cidade as d_cidade, d.uf as d_uf, d.lat as d_lat, d.lon as d_lon, d.localidade as d_localidade, d.empresa_id as d_empresa,
        p.descricao as p_descricao, p.codigo as p_codigo, p.acondicionamento as p_acondicionamento, p.kg as p_kg, p.m3 as p_m3, p.valor as p_valor,
        greatest(1, round((1500 + c.h1 % 20000) / p.kg))::int as qtd,
        round(2 * 6371000 * asin(sqrt(
          power(sin(radians(d.lat - o.lat) / 2), 2) +
          cos(radians(o.lat)) * cos(radians(d.lat)) * power(sin(radians(d.lon - o.lon) / 2), 2)
        )) * ${sql.raw(String(FATOR_DESVIO_RODOVIARIO))})::int as distancia,
        ${nowLiteral}::timestamptz + (case
          when c.situacao in (${codes([SituacaoCarga.AguardandoContratacao])}) then 12 + c.h2 % (14 * 24)
          when c.situacao in (${codes([SituacaoCarga.EmAndamento, SituacaoCarga.Ocorrencia])}) then -(6 + c.h2 % 60)
          when c.situacao in (${codes([SituacaoCarga.Entregue, SituacaoCarga.EntregueNaoFinalizada])}) then -(72 + c.h2 % 120)
          when c.situacao in (${codes([SituacaoCarga.Finalizada])}) then -(120 + c.h2 % (360 * 24))
          else -(c.h2 % (90 * 24))
        end) * ${HOUR_SQL} as dh_coleta
      from choices c
      join cities o on o.idx = c.origem_idx
      join cities d on d.idx = c.destino_idx
      join products p on p.idx = c.produto_idx
    ),
    ins as (
      insert into cargas (
        id, owner_id, unidade_negocio_id, codigo, codigo_identificador, situacao, etapa_id, visibilidade,
        origem_carga, tipo_frete, modalidade, valor_carga, valor_frete, valor_total_frete, imposto_suspenso,
        tipo_tarifa, peso, volume, volume_unidade, quantidade, acondicionamento, distancia, tempo,
        dh_publicacao, dh_coleta, dh_entrega, dh_pre_finalizacao, dh_finalizacao, owner_criador_id,
        alertas_em_aberto, qnt_ocorrencias, motivo_desativacao, created_by, ativo, created_at, updated_at
      )
      select
        s.id, ${tenant.ownerId}::uuid,
        (${uuidArray(tenant.unitIds)})[1 + (s.h3 % ${sql.raw(String(tenant.unitIds.length))})::int],
        s.codigo, 'ESC-' || s.codigo,
        s.situacao,
        case
          when s.situacao in (${codes(AWAITING)}) then (${uuidArray(tenant.stagesByGroup[0])})[1 + (s.h1 % 2)::int]
          when s.situacao in (${codes(IN_PROGRESS)}) then (${uuidArray(tenant.stagesByGroup[1])})[1 + (s.h2 % 2)::int]
          when s.situacao in (${codes(DELIVERED)}) then (${uuidArray(tenant.stagesByGroup[2])})[1]
        end,
        ${codes([VisibilidadeCarga.Restrita])}, ${codes([OrigemCarga.CadastroManual])},
        ${pickCode(Object.values(TipoFrete), 's.h1')}, ${pickCode(Object.values(Modalidade), 's.h2')},
        round(s.qtd * s.p_valor, 2),
        round(greatest(850, s.distancia / 1000.0 * (4 + (s.h3 % 400) / 100.0)), 2),
        round(greatest(850, s.distancia / 1000.0 * (4 + (s.h3 % 400) / 100.0)) * 1.1, 2),
        s.h1 % 5 = 0,
        ${pickCode(Object.values(TipoTarifa), 's.h3')},
        round(s.qtd * s.p_kg, 3), round(s.qtd * s.p_m3, 3), ${codes([UnidadeMedida.MetroCubico])}, s.qtd, s.p_acondicionamento,
        s.distancia, (s.distancia / 1000)::int,
        s.dh_coleta - interval '2 days',
        s.dh_coleta,
        s.dh_coleta + (24 + s.h1 % 72) * ${HOUR_SQL},
        case when s.situacao in (${codes([SituacaoCarga.EntregueNaoFinalizada])}) then s.dh_coleta + (24 + s.h1 % 72) * ${HOUR_SQL} end,
        case when s.situacao in (${codes([SituacaoCarga.Finalizada])}) then s.dh_coleta + (48 + s.h1 % 72) * ${HOUR_SQL} end,
        ${tenant.ownerId}::uuid,
        case when s.situacao in (${codes([SituacaoCarga.Ocorrencia])}) then 1 else 0 end,
        case when s.situacao in (${codes([SituacaoCarga.Ocorrencia])}) then 1 else 0 end,
        case when s.situacao in (${codes([SituacaoCarga.Desativada])}) then ${pickCode(MOTIVOS_DESATIVACAO, 's.h2')} end,
        ${tenant.adminId}::uuid,
        s.situacao not in (${codes([SituacaoCarga.Desativada])}),
        s.dh_coleta - interval '2 days',
        s.dh_coleta - interval '2 days'
      from src s
      returning id
    ),
    rotas as (
      insert into carga_rotas (carga_id, owner_id, ordem, rota, empresa_id, localidade, cidade, uf, latitude, longitude, dh_prevista, dh_realizada)
      select s.id, ${tenant.ownerId}::uuid, 1, ${codes([TipoRota.Origem])}, s.o_empresa, s.o_localidade, s.o_cidade, s.o_uf, s.o_lat, s.o_lon, s.dh_coleta,
        case when s.situacao in (${codes([...IN_PROGRESS, ...DELIVERED])}) then s.dh_coleta end
      from src s join ins on ins.id = s.id
      union all
      select s.id, ${tenant.ownerId}::uuid, 2, ${codes([TipoRota.Destino])}, s.d_empresa, s.d_localidade, s.d_cidade, s.d_uf, s.d_lat, s.d_lon,
        s.dh_coleta + (24 + s.h1 % 72) * ${HOUR_SQL},
        case when s.situacao in (${codes(DELIVERED)}) then s.dh_coleta + (24 + s.h1 % 72) * ${HOUR_SQL} end
      from src s join ins on ins.id = s.id
      returning 1
    ),
    documentos as (
      insert into carga_documentos (carga_id, owner_id, codigo, descricao, numero, quantidade, tipo_acondicionamento, peso, cubagem, valor, numero_nf)
      select s.id, ${tenant.ownerId}::uuid, s.p_codigo, s.p_descricao, 'PED-' || lpad((s.codigo * 10 + 1)::text, 6, '0'), s.qtd, s.p_acondicionamento,
        s.p_kg, s.p_m3, round(s.qtd * s.p_valor, 2), (100000 + s.codigo)::text
      from src s join ins on ins.id = s.id
      returning 1
    )
    select (select count(*) from ins) as cargas, (select count(*) from rotas) as rotas, (select count(*) from documentos) as documentos
  `);
}

export interface ScaleResult {
  owners: number;
  loads: number;
  veiculos: number;
  tabelasFrete: number;
  seconds: number;
}

/** Creates the scale data. Throws when scale tenants already exist (reset first). */
export async function seedScaleData(
  db: Database,
  options: ScaleOptions,
  progress: ScaleProgress = () => {},
): Promise<ScaleResult> {
  const started = Date.now();
  if ((await findScaleOwners(db)).length > 0) {
    throw new Error('Já existem dados de escala neste banco. Rode novamente com --reset para recriá-los.');
  }
  const chunkSize = options.chunkSize ?? 10_000;
  // Every scale admin has the demo password: hash it once and reuse the string.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenants: ScaleTenant[] = [];
  for (let index = 1; index <= options.owners; index += 1) {
    tenants.push(await createTenant(db, index, options.unitsPerOwner, passwordHash));
  }
  progress(
    `${tenants.length} empresas criadas (admin@${ownerName(1)}.demo ... admin@${ownerName(tenants.length)}.demo).`,
  );

  const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const base = Math.floor(options.loads / tenants.length);
  const extra = options.loads % tenants.length;
  let done = 0;
  for (const [position, tenant] of tenants.entries()) {
    const count = base + (position < extra ? 1 : 0);
    for (let from = 1; from <= count; from += chunkSize) {
      const to = Math.min(count, from + chunkSize - 1);
      await insertLoadChunk(db, tenant, from, to, now);
      done += to - from + 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      progress(
        `cargas: ${done}/${options.loads} (${Math.round((done / options.loads) * 100)}%) em ${seconds} s`,
      );
    }
    if (count > 0)
      await db.insert(ownerCounters).values({ ownerId: tenant.ownerId, nome: 'carga', valor: count });
  }
  if (tenants[0] && (options.veiculos ?? 0) > 0) {
    await insertScaleFleet(db, tenants[0].ownerId, options.veiculos ?? 0);
    progress(`frota: ${options.veiculos} veículos com posições em ${ownerName(1)}.`);
  }
  if (tenants[0] && (options.tabelasFrete ?? 0) > 0) {
    const linhasPorTabela = options.linhasPorTabela ?? 5_000;
    await insertScaleTabelasFrete(
      db,
      tenants[0].ownerId,
      { tabelas: options.tabelasFrete ?? 0, linhasPorTabela },
      progress,
    );
    progress(
      `tabelas de frete: ${options.tabelasFrete} ativas × ${linhasPorTabela} linhas em ${ownerName(1)}.`,
    );
  }
  if (tenants[0] && (options.ofertasPorUnidade ?? 0) > 0) {
    await insertScaleOferecimento(db, { ofertas: options.ofertasPorUnidade ?? 0, passwordHash }, progress);
  }
  if (tenants[0] && (options.pedidosPorUnidade ?? 0) > 0) {
    await insertScalePedidos(db, { pedidosPorUnidade: options.pedidosPorUnidade ?? 0 }, progress);
  }
  await db.execute(sql`analyze cargas`);
  await db.execute(sql`analyze carga_rotas`);
  await db.execute(sql`analyze carga_documentos`);
  return {
    owners: tenants.length,
    loads: done,
    veiculos: options.veiculos ?? 0,
    tabelasFrete: options.tabelasFrete ?? 0,
    seconds: (Date.now() - started) / 1000,
  };
}
