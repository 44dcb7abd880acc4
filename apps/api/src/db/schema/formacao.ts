import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { caracteristicas } from './caracteristicas';
import { cargas } from './cargas';
import { measure, money, timestamps, tz } from './columns';
import { empresas } from './empresas';
import { veiculos } from './frota';
import { owners } from './owners';
import { unidadesNegocio } from './unidades-negocio';
import { usuarios } from './usuarios';

/**
 * Load formation (issue 21; migration 0027, which also holds the checks). A draft (minuta) groups open
 * orders of one business unit; confirming it writes a load (origemCarga 4) and links the orders to it.
 */
export const minutas = pgTable(
  'minutas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    unidadeNegocioId: uuid('unidade_negocio_id')
      .notNull()
      .references(() => unidadesNegocio.id),
    /** Shown to the user as 'Minuta {numero}' (per owner). */
    numero: integer('numero').notNull(),
    exibindo: boolean('exibindo').notNull().default(true),
    tipoFrete: smallint('tipo_frete'),
    veiculoConjuntoId: uuid('veiculo_conjunto_id').references(() => veiculos.id),
    tabelaFreteId: uuid('tabela_frete_id'),
    tabelaFreteValor: money('tabela_frete_valor'),
    criadaPor: uuid('criada_por').references(() => usuarios.id),
    /** Set when confirmed: the load it became (the draft then leaves the open list). */
    cargaId: uuid('carga_id').references(() => cargas.id),
    confirmadaEm: tz('confirmada_em'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('minutas_owner_numero_uq').on(t.ownerId, t.numero),
    index('minutas_abertas_idx').on(t.ownerId, t.unidadeNegocioId).where(sql`${t.cargaId} is null`),
  ],
);

/** An order (02 §3). Origin, destination and the redispatch locality are flat columns. */
export const pedidos = pgTable(
  'pedidos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    unidadeNegocioId: uuid('unidade_negocio_id')
      .notNull()
      .references(() => unidadesNegocio.id),
    codigo: varchar('codigo', { length: 60 }).notNull(),
    minutaId: uuid('minuta_id').references(() => minutas.id),
    ordenacaoMinuta: integer('ordenacao_minuta'),
    tipoFrete: smallint('tipo_frete').notNull(),
    tipoLote: smallint('tipo_lote'),
    agrupador: varchar('agrupador', { length: 60 }),
    pedidoOrigemId: uuid('pedido_origem_id'),
    dhColeta: tz('dh_coleta'),
    dhEntrega: tz('dh_entrega'),
    dhEmissao: tz('dh_emissao'),
    cubagemTotal: measure('cubagem_total'),
    pesoTotal: measure('peso_total'),
    valorPedido: money('valor_pedido'),
    quantidadeVolumes: integer('quantidade_volumes'),
    numeroNf: varchar('numero_nf', { length: 20 }),
    ativo: boolean('ativo').notNull().default(true),
    caracteristicaId: uuid('caracteristica_id').references(() => caracteristicas.id),
    possuiRedespacho: boolean('possui_redespacho').notNull().default(false),
    redespachoLocalidade: varchar('redespacho_localidade', { length: 200 }),
    redespachoCidade: varchar('redespacho_cidade', { length: 120 }),
    redespachoUf: varchar('redespacho_uf', { length: 2 }),
    redespachoLatitude: doublePrecision('redespacho_latitude'),
    redespachoLongitude: doublePrecision('redespacho_longitude'),
    redespachoAproximado: boolean('redespacho_aproximado').notNull().default(false),
    transportadoraRedespachoId: uuid('transportadora_redespacho_id').references(() => empresas.id),
    observacao: text('observacao'),
    origemEmpresaId: uuid('origem_empresa_id').references(() => empresas.id),
    origemNome: varchar('origem_nome', { length: 200 }),
    origemDocumento: varchar('origem_documento', { length: 20 }),
    origemLocalidade: varchar('origem_localidade', { length: 200 }),
    origemCidade: varchar('origem_cidade', { length: 120 }),
    origemUf: varchar('origem_uf', { length: 2 }),
    origemLatitude: doublePrecision('origem_latitude'),
    origemLongitude: doublePrecision('origem_longitude'),
    origemAproximada: boolean('origem_aproximada').notNull().default(false),
    origemDhPrevista: tz('origem_dh_prevista'),
    destinoEmpresaId: uuid('destino_empresa_id').references(() => empresas.id),
    destinoNome: varchar('destino_nome', { length: 200 }),
    destinoDocumento: varchar('destino_documento', { length: 20 }),
    destinoLocalidade: varchar('destino_localidade', { length: 200 }),
    destinoCidade: varchar('destino_cidade', { length: 120 }),
    destinoUf: varchar('destino_uf', { length: 2 }),
    destinoLatitude: doublePrecision('destino_latitude'),
    destinoLongitude: doublePrecision('destino_longitude'),
    destinoAproximada: boolean('destino_aproximada').notNull().default(false),
    destinoDhPrevista: tz('destino_dh_prevista'),
    /** The load the order went into (confirming its draft); cleared when that load is deactivated with reverterFormacao. */
    cargaId: uuid('carga_id').references(() => cargas.id),
    criadoPor: uuid('criado_por').references(() => usuarios.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pedidos_owner_codigo_uq').on(t.ownerId, t.codigo),
    // The formation screen's pool: active, in no draft and no load, by unit and creation date.
    index('pedidos_abertos_idx')
      .on(t.ownerId, t.unidadeNegocioId, t.createdAt.desc())
      .where(sql`${t.ativo} and ${t.minutaId} is null and ${t.cargaId} is null`),
    index('pedidos_owner_unidade_criacao_idx').on(t.ownerId, t.unidadeNegocioId, t.createdAt.desc()),
    index('pedidos_minuta_idx').on(t.minutaId).where(sql`${t.minutaId} is not null`),
    index('pedidos_carga_idx').on(t.cargaId).where(sql`${t.cargaId} is not null`),
    index('pedidos_origem_idx').on(t.pedidoOrigemId).where(sql`${t.pedidoOrigemId} is not null`),
  ],
);

/** A saved route plan (the route planner's result, issue 21). */
export const planosRota = pgTable(
  'planos_rota',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    unidadeNegocioId: uuid('unidade_negocio_id')
      .notNull()
      .references(() => unidadesNegocio.id),
    nome: varchar('nome', { length: 120 }).notNull(),
    minutaId: uuid('minuta_id').references(() => minutas.id),
    /** The planner's input and result (the domain's contracts), as sent and answered. */
    entrada: jsonb('entrada').notNull(),
    resultado: jsonb('resultado').notNull(),
    distanciaM: integer('distancia_m').notNull(),
    criadoPor: uuid('criado_por').references(() => usuarios.id),
    ...timestamps,
  },
  (t) => [index('planos_rota_owner_idx').on(t.ownerId, t.unidadeNegocioId, t.createdAt.desc())],
);

/** A label print (the print history; a reprint reads its orders again). */
export const etiquetaImpressoes = pgTable(
  'etiqueta_impressoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    formato: varchar('formato', { length: 20 }).notNull(),
    pedidoIds: jsonb('pedido_ids').$type<string[]>().notNull(),
    cargaIds: jsonb('carga_ids').$type<string[]>().notNull(),
    pedidoCodigos: jsonb('pedido_codigos').$type<string[]>().notNull(),
    cargaCodigos: jsonb('carga_codigos').$type<number[]>().notNull(),
    volumes: integer('volumes').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('etiqueta_impressoes_owner_idx').on(t.ownerId, t.createdAt.desc())],
);
