import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { measure, timestamps, tz } from './columns';
import { empresas } from './empresas';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * Vehicles and equipment of a tenant (migration 0022). `placa` is stored normalised: upper case, no hyphen,
 * old (ABC1234) or Mercosul (ABC1D23) format. The lookup columns hold `tipos.valor` of their kind:
 * tipo_veiculo 1, tipo_carroceria 2, categoria 3, marca 4, rastreador 5, gerenciadora_risco 6, tracao 14,
 * tipo_equipamento 15 — a row with `tipo_equipamento` is an equipment (semi-trailer, container chassis…),
 * coupled to one traction vehicle at a time by `tracionador_id` (the set, in `posicao_conjunto` order).
 * Ownership (PropriedadeVeiculo, `propriedadeDoVeiculo`) is derived, not stored: `frota` = contracted fleet
 * (the card's veiculoContratadoFrota, 'Add return time' on the board), a carrier company in
 * `transportadora_empresa_id` = third party, neither = own fleet.
 */
export const veiculos = pgTable(
  'veiculos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    placa: varchar('placa', { length: 7 }).notNull(),
    tipoVeiculo: integer('tipo_veiculo'),
    tipoCarroceria: integer('tipo_carroceria'),
    frota: boolean('frota').notNull().default(false),
    renavam: varchar('renavam', { length: 11 }),
    ano: smallint('ano'),
    capacidadeKg: measure('capacidade_kg'),
    capacidadeM3: measure('capacidade_m3'),
    ativo: boolean('ativo').notNull().default(true),
    transportadoraEmpresaId: uuid('transportadora_empresa_id').references(() => empresas.id),
    categoria: integer('categoria'),
    marca: integer('marca'),
    modelo: text('modelo'),
    rastreador: integer('rastreador'),
    rastreadorDispositivo: varchar('rastreador_dispositivo', { length: 60 }),
    gerenciadoraRisco: integer('gerenciadora_risco'),
    tracao: integer('tracao'),
    tipoEquipamento: integer('tipo_equipamento'),
    eixos: smallint('eixos'),
    taraKg: measure('tara_kg'),
    rntrc: varchar('rntrc', { length: 9 }),
    tracionadorId: uuid('tracionador_id').references((): AnyPgColumn => veiculos.id, {
      onDelete: 'set null',
    }),
    posicaoConjunto: smallint('posicao_conjunto'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('veiculos_owner_placa_uq').on(t.ownerId, t.placa),
    check('veiculos_placa_check', sql`${t.placa} ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'`),
    check('veiculos_propriedade_check', sql`not (${t.frota} and ${t.transportadoraEmpresaId} is not null)`),
    check(
      'veiculos_conjunto_check',
      sql`${t.tracionadorId} is null or (${t.tipoEquipamento} is not null and ${t.tracionadorId} <> ${t.id})`,
    ),
    check(
      'veiculos_medidas_check',
      sql`(${t.capacidadeKg} is null or ${t.capacidadeKg} >= 0) and (${t.capacidadeM3} is null or ${t.capacidadeM3} >= 0) and (${t.taraKg} is null or ${t.taraKg} >= 0) and (${t.eixos} is null or ${t.eixos} between 1 and 20)`,
    ),
    index('veiculos_tracionador_idx').on(t.tracionadorId).where(sql`${t.tracionadorId} is not null`),
  ],
);

/** A vehicle's documents (TipoDocumentoVeiculo) with their expiry and one attachment in the storage. */
export const veiculoDocumentos = pgTable(
  'veiculo_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    veiculoId: uuid('veiculo_id')
      .notNull()
      .references(() => veiculos.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    numero: varchar('numero', { length: 60 }),
    descricao: text('descricao'),
    validade: date('validade', { mode: 'string' }),
    arquivoChave: text('arquivo_chave'),
    arquivoNome: text('arquivo_nome'),
    arquivoTipo: text('arquivo_tipo'),
    arquivoTamanho: integer('arquivo_tamanho'),
    ...timestamps,
  },
  (t) => [
    check('veiculo_documentos_tipo_check', sql`${t.tipo} >= 1`),
    index('veiculo_documentos_veiculo_idx').on(t.veiculoId),
    index('veiculo_documentos_owner_validade_idx')
      .on(t.ownerId, t.validade)
      .where(sql`${t.validade} is not null`),
  ],
);

/**
 * Drivers. `visibilidade`: 1 funcionário (employee), 2 terceiro (third party, carrier in
 * `transportadora_empresa_id`), 3 agregado (aggregate). CNH: 11 digits, category (CATEGORIAS_CNH), expiry.
 */
export const motoristas = pgTable(
  'motoristas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    nome: text('nome').notNull(),
    /** 11 digits, no punctuation. */
    cpf: varchar('cpf', { length: 11 }),
    telefone: varchar('telefone', { length: 20 }),
    visibilidade: smallint('visibilidade').notNull().default(1),
    ativo: boolean('ativo').notNull().default(true),
    email: text('email'),
    cnhNumero: varchar('cnh_numero', { length: 11 }),
    cnhCategoria: varchar('cnh_categoria', { length: 2 }),
    cnhValidade: date('cnh_validade', { mode: 'string' }),
    transportadoraEmpresaId: uuid('transportadora_empresa_id').references(() => empresas.id),
    fotoChave: text('foto_chave'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('motoristas_owner_cpf_uq').on(t.ownerId, t.cpf),
    check('motoristas_cpf_check', sql`${t.cpf} is null or ${t.cpf} ~ '^[0-9]{11}$'`),
    check('motoristas_visibilidade_check', sql`${t.visibilidade} between 1 and 3`),
    check(
      'motoristas_cnh_check',
      sql`(${t.cnhNumero} is null or ${t.cnhNumero} ~ '^[0-9]{11}$') and (${t.cnhCategoria} is null or ${t.cnhCategoria} in ('A','B','C','D','E','AB','AC','AD','AE'))`,
    ),
    index('motoristas_owner_cnh_validade_idx')
      .on(t.ownerId, t.cnhValidade)
      .where(sql`${t.cnhValidade} is not null`),
  ],
);

/** Driver sign-in (/motorista): one-time codes (SHA-256 stored, single use), `canal` CanalCodigoMotorista. */
export const motoristaCodigosAcesso = pgTable(
  'motorista_codigos_acesso',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    motoristaId: uuid('motorista_id')
      .notNull()
      .references(() => motoristas.id, { onDelete: 'cascade' }),
    codigoHash: text('codigo_hash').notNull(),
    canal: smallint('canal').notNull(),
    expiraEm: tz('expira_em').notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    usadoEm: tz('usado_em'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('motorista_codigos_acesso_motorista_idx').on(t.motoristaId, t.createdAt)],
);

/** Per-company integration tokens (position ingestion): SHA-256 stored, the token shown once. */
export const integracaoTokens = pgTable(
  'integracao_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    nome: text('nome').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefixo: varchar('prefixo', { length: 12 }).notNull(),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ultimoUsoEm: tz('ultimo_uso_em'),
    revogadoEm: tz('revogado_em'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integracao_tokens_hash_uq').on(t.tokenHash)],
);

/** Positions: the time series, pruned on a schedule; `origem` OrigemPosicao. */
export const veiculoPosicoes = pgTable(
  'veiculo_posicoes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    veiculoId: uuid('veiculo_id')
      .notNull()
      .references(() => veiculos.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    dhPosicao: tz('dh_posicao').notNull(),
    velocidadeKmh: real('velocidade_kmh'),
    origem: smallint('origem').notNull(),
    recebidaEm: tz('recebida_em').notNull().defaultNow(),
  },
  (t) => [
    check(
      'veiculo_posicoes_coordenadas_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    index('veiculo_posicoes_veiculo_dh_idx').on(t.veiculoId, t.dhPosicao),
    index('veiculo_posicoes_dh_idx').on(t.dhPosicao),
  ],
);

/** The latest position of each vehicle (one row per vehicle; only a newer dh_posicao replaces it). */
export const veiculoUltimasPosicoes = pgTable(
  'veiculo_ultimas_posicoes',
  {
    veiculoId: uuid('veiculo_id')
      .primaryKey()
      .references(() => veiculos.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    dhPosicao: tz('dh_posicao').notNull(),
    velocidadeKmh: real('velocidade_kmh'),
    origem: smallint('origem').notNull(),
    motoristaId: uuid('motorista_id').references(() => motoristas.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'veiculo_ultimas_posicoes_coordenadas_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    index('veiculo_ultimas_posicoes_owner_idx').on(t.ownerId),
  ],
);
