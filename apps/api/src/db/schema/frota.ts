import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { measure, timestamps } from './columns';
import { owners } from './owners';

/**
 * Vehicles of a tenant. `placa` is stored normalised: upper case, no hyphen, old (ABC1234) or
 * Mercosul (ABC1D23) format. `tipo_veiculo` / `tipo_carroceria` hold `tipos.valor` of kinds 1 / 2.
 * `frota` = contracted fleet vehicle (offers 'Add return time' on the board).
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('veiculos_owner_placa_uq').on(t.ownerId, t.placa),
    check('veiculos_placa_check', sql`${t.placa} ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'`),
  ],
);

/** Drivers. `visibilidade`: 1 funcionário (employee), 2 terceiro (third party), 3 agregado (aggregate). */
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('motoristas_owner_cpf_uq').on(t.ownerId, t.cpf),
    check('motoristas_cpf_check', sql`${t.cpf} is null or ${t.cpf} ~ '^[0-9]{11}$'`),
    check('motoristas_visibilidade_check', sql`${t.visibilidade} between 1 and 3`),
  ],
);
