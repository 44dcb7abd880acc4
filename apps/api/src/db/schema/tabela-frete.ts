import {
  boolean,
  char,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cargaOfertas, cargas } from './cargas';
import { measure, money, timestamps, tz } from './columns';
import { empresas } from './empresas';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * Freight tables, calculation rules, regions, quotes and the ANTT floor (issue 19; migration 0024, which
 * also holds the checks and indexes). Enumerations in packages/domain/src/tabela-frete/tabela-frete.enums.ts.
 */

/** A named group of UFs, municipalities and CEP ranges (`itens`: [{ tipo, valor }]). */
export const regioesFrete = pgTable('regioes_frete', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  nome: varchar('nome', { length: 100 }).notNull(),
  itens: jsonb('itens').$type<{ tipo: number; valor: string }[]>().notNull().default([]),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

/** A calculation rule: components over the frete-peso and the ICMS mode (`componentes`: ComponenteDaRegra[]). */
export const regrasCalculoFrete = pgTable('regras_calculo_frete', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  nome: varchar('nome', { length: 100 }).notNull(),
  modoIcms: smallint('modo_icms').notNull().default(1),
  componentes: jsonb('componentes').$type<unknown[]>().notNull().default([]),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

/** One version of a freight table (`familia_id` = the first version's id). */
export const tabelasFrete = pgTable('tabelas_frete', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  familiaId: uuid('familia_id').notNull(),
  versao: integer('versao').notNull().default(1),
  nome: varchar('nome', { length: 100 }).notNull(),
  transportadoraEmpresaId: uuid('transportadora_empresa_id').references(() => empresas.id),
  modalidade: smallint('modalidade').notNull(),
  tipoTarifa: smallint('tipo_tarifa').notNull(),
  regraId: uuid('regra_id').references(() => regrasCalculoFrete.id),
  fatorCubagem: numeric('fator_cubagem', { precision: 10, scale: 3 }),
  freteMinimo: money('frete_minimo'),
  naoOfertarAbaixoPiso: boolean('nao_ofertar_abaixo_piso').notNull().default(false),
  tabelaAntt: char('tabela_antt', { length: 1 }).notNull().default('A'),
  tipoCargaAntt: smallint('tipo_carga_antt').notNull().default(5),
  status: smallint('status').notNull().default(1),
  vigenciaInicio: date('vigencia_inicio').notNull(),
  vigenciaFim: date('vigencia_fim'),
  observacoes: varchar('observacoes', { length: 500 }),
  qtdLinhas: integer('qtd_linhas').notNull().default(0),
  ...timestamps,
});

/** A table line: lane × vehicle type × weight band; CEP ranges also as integers for the quote. */
export const tabelaFreteLinhas = pgTable('tabela_frete_linhas', {
  id: uuid('id').primaryKey().defaultRandom(),
  tabelaId: uuid('tabela_id')
    .notNull()
    .references(() => tabelasFrete.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  ordem: integer('ordem').notNull(),
  origemTipo: smallint('origem_tipo').notNull(),
  origemValor: varchar('origem_valor', { length: 40 }).notNull(),
  destinoTipo: smallint('destino_tipo').notNull(),
  destinoValor: varchar('destino_valor', { length: 40 }).notNull(),
  origemCepInicio: integer('origem_cep_inicio'),
  origemCepFim: integer('origem_cep_fim'),
  destinoCepInicio: integer('destino_cep_inicio'),
  destinoCepFim: integer('destino_cep_fim'),
  tipoVeiculo: integer('tipo_veiculo'),
  pesoInicial: measure('peso_inicial'),
  pesoFinal: measure('peso_final'),
  valor: numeric('valor', { precision: 18, scale: 4 }).notNull(),
  excedentePorKg: numeric('excedente_por_kg', { precision: 18, scale: 4 }),
  prazoDias: integer('prazo_dias'),
});

/** ICMS rate by origin and destination UF (support edits). */
export const aliquotasIcms = pgTable(
  'aliquotas_icms',
  {
    ufOrigem: char('uf_origem', { length: 2 }).notNull(),
    ufDestino: char('uf_destino', { length: 2 }).notNull(),
    aliquota: numeric('aliquota', { precision: 5, scale: 2 }).notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ufOrigem, t.ufDestino] })],
);

/** ANTT floor coefficients by table, cargo type and axles, with their validity. */
export const anttCoeficientes = pgTable('antt_coeficientes', {
  id: uuid('id').primaryKey().defaultRandom(),
  tabela: char('tabela', { length: 1 }).notNull(),
  tipoCarga: smallint('tipo_carga').notNull(),
  eixos: smallint('eixos').notNull(),
  ccd: numeric('ccd', { precision: 10, scale: 4 }).notNull(),
  cc: numeric('cc', { precision: 10, scale: 2 }).notNull(),
  vigenciaInicio: date('vigencia_inicio').notNull(),
  vigenciaFim: date('vigencia_fim'),
  fonte: varchar('fonte', { length: 200 }),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** A saved quote: its input and result as priced then. */
export const cotacoesFrete = pgTable('cotacoes_frete', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  numero: integer('numero').notNull(),
  entrada: jsonb('entrada').notNull(),
  resultado: jsonb('resultado').notNull(),
  origem: varchar('origem', { length: 120 }).notNull(),
  destino: varchar('destino', { length: 120 }).notNull(),
  melhorTotal: money('melhor_total'),
  observacao: varchar('observacao', { length: 500 }),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The expected freight frozen on a load at allocation or hiring (`preco`: PrecoDaTabela). */
export const cargaFreteEsperado = pgTable('carga_frete_esperado', {
  cargaId: uuid('carga_id')
    .primaryKey()
    .references(() => cargas.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => owners.id),
  contratacaoId: uuid('contratacao_id').references(() => cargaOfertas.id, { onDelete: 'set null' }),
  tabelaId: uuid('tabela_id')
    .notNull()
    .references(() => tabelasFrete.id),
  total: money('total').notNull(),
  preco: jsonb('preco').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
