import { cnpjCheckDigits, TipoEmpresa } from '@embarca/domain';
import type { Database } from '../db/client';
import { consultaCeps, consultaCnpjs } from '../db/schema/index';
import {
  type CompanySeed,
  PLACES,
  type PlaceKey,
  placeAddress,
  SHIPPER_PARTNERS,
  TENANT_COMPANIES,
} from './demo-catalog';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Companies known only to the local CNPJ registry (not registered by any demo tenant), so a person can
 * try "create a company by CNPJ with the address filled from its CEP".
 */
export const REGISTRY_ONLY_COMPANIES: readonly CompanySeed[] = [
  {
    key: 'mercadoPaulistano',
    nome: 'Mercado Central Paulistano Comércio de Alimentos Ltda',
    nomeFantasia: 'Mercado Paulistano',
    cnpjBase: '313233340001',
    tipo: TipoEmpresa.Cliente,
    place: 'saoPauloNacoesUnidas',
    telefone: '1132145566',
    email: 'recebimento@mercadopaulistano.com.br',
  },
  {
    key: 'campineiraEmbalagens',
    nome: 'Campineira Embalagens Industriais Ltda',
    nomeFantasia: 'Campineira Embalagens',
    cnpjBase: '353637380001',
    tipo: TipoEmpresa.Fornecedor,
    place: 'campinasGlicerio',
    telefone: '1932457788',
    email: 'vendas@campineiraembalagens.com.br',
  },
  {
    key: 'transCerrado',
    nome: 'Trans Cerrado Transportes Rodoviários Ltda',
    nomeFantasia: 'Trans Cerrado',
    cnpjBase: '394041420001',
    tipo: TipoEmpresa.Transportadora,
    place: 'goianiaGoias',
    telefone: '6232418899',
    email: 'comercial@transcerrado.com.br',
  },
];

/**
 * Fills the local CEP and CNPJ look-up tables with the demo addresses and companies (idempotent:
 * existing rows are kept).
 */
export async function seedConsultas(tx: Database | Tx): Promise<void> {
  const ceps = Object.values(PLACES).map((place) => {
    const { numero: _numero, ...address } = placeAddress(place);
    return address;
  });
  await tx.insert(consultaCeps).values(ceps).onConflictDoNothing();

  const companies: CompanySeed[] = [
    ...Object.values(TENANT_COMPANIES),
    ...SHIPPER_PARTNERS,
    ...REGISTRY_ONLY_COMPANIES,
  ];
  const rows = companies.map((company) => {
    const place = PLACES[company.place as PlaceKey];
    return {
      cnpj: `${company.cnpjBase}${cnpjCheckDigits(company.cnpjBase)}`,
      nome: company.nome,
      nomeFantasia: company.nomeFantasia,
      telefone: company.telefone,
      email: company.email,
      ...placeAddress(place),
    };
  });
  await tx.insert(consultaCnpjs).values(rows).onConflictDoNothing();
}
