import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { owners } from './owners';

/**
 * Companies a tenant keeps: its own company, clients/recipients, carriers, sellers, partners.
 * A row belongs to exactly one tenant (`owner_id`) and is never shared across tenants; when the company
 * is itself a tenant on the platform, `linked_owner_id` points at that tenant (e.g. the demo carrier
 * as registered by the demo shipper).
 *
 * `tipo` (company type, packages/domain TipoEmpresa): 1 transportadora, 2 fornecedor, 3 embarcador,
 * 4 cliente, 5 vendedor, 6 agente de carga, 7 terminal; 100 the product's own company.
 * `tipo_vinculo` (how the company relates to the owner): 1 cliente (client / recipient),
 * 2 transportadora (carrier), 3 parceiro (generic partner, the spec's default link), 4 vendedor (seller),
 * 5 própria (the owner's own company).
 */
export const empresas = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    /** Razão social. */
    nome: text('nome').notNull(),
    nomeFantasia: text('nome_fantasia'),
    /** 14 characters, no punctuation; the alphanumeric CNPJ (letters in the first 12) is accepted. */
    cnpj: varchar('cnpj', { length: 14 }),
    tipo: smallint('tipo').notNull().default(3),
    tipoVinculo: smallint('tipo_vinculo').notNull().default(3),
    ativo: boolean('ativo').notNull().default(true),
    telefone: varchar('telefone', { length: 20 }),
    email: text('email'),
    cep: varchar('cep', { length: 8 }),
    logradouro: text('logradouro'),
    numero: varchar('numero', { length: 20 }),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: varchar('uf', { length: 2 }),
    codigoIbge: varchar('codigo_ibge', { length: 7 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    linkedOwnerId: uuid('linked_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('empresas_owner_cnpj_uq').on(t.ownerId, t.cnpj),
    index('empresas_owner_vinculo_idx').on(t.ownerId, t.tipoVinculo),
    index('empresas_linked_owner_idx').on(t.linkedOwnerId),
    check('empresas_cnpj_check', sql`${t.cnpj} is null or ${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    check('empresas_tipo_vinculo_check', sql`${t.tipoVinculo} between 1 and 5`),
    check('empresas_uf_check', sql`${t.uf} is null or ${t.uf} ~ '^[A-Z]{2}$'`),
  ],
);
