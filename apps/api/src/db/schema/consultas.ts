import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The local CEP and CNPJ look-up tables (GET /api/cep/{cep}, GET /api/consulta/cnpj): the default
 * provider when no HTTP provider is configured (CEP_PROVIDER_URL / CNPJ_PROVIDER_URL). Product-wide
 * reference data, not tenant data: no owner_id.
 */
export const consultaCeps = pgTable(
  'consulta_ceps',
  {
    cep: varchar('cep', { length: 8 }).primaryKey(),
    logradouro: text('logradouro'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade').notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    codigoIbge: varchar('codigo_ibge', { length: 7 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps,
  },
  (t) => [check('consulta_ceps_cep_check', sql`${t.cep} ~ '^[0-9]{8}$'`)],
);

/** Registry data of companies by CNPJ (14 characters, no punctuation). */
export const consultaCnpjs = pgTable(
  'consulta_cnpjs',
  {
    cnpj: varchar('cnpj', { length: 14 }).primaryKey(),
    nome: text('nome').notNull(),
    nomeFantasia: text('nome_fantasia'),
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
    ...timestamps,
  },
  (t) => [check('consulta_cnpjs_cnpj_check', sql`${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`)],
);
