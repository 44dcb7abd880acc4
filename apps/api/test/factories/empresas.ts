import { TipoEmpresa } from '@embarca/domain';
import type { Database } from '../../src/db/client';
import { empresas } from '../../src/db/schema/index';
import { empresaRow } from '../../src/seed/builders';
import { type PlaceKey, VINCULO } from '../../src/seed/demo-catalog';
import { sequencia } from './sequencia';

type NovaEmpresa = typeof empresas.$inferInsert;

export interface OpcoesDaEmpresa extends Partial<NovaEmpresa> {
  ownerId: string;
  /** Where it is (the demo catalogue's places): its address and coordinates. Default São Paulo, Paulista. */
  lugar?: PlaceKey;
}

/**
 * A company of the owner, built as the demo seed builds its partners (seed/builders.ts empresaRow): a client
 * (tipo_vinculo 1, tipo Cliente) with a valid, unique CNPJ at a real address; `overrides` set any column
 * (e.g. `tipoVinculo: VINCULO.Transportadora, linkedOwnerId` for a carrier on the platform).
 */
export async function criarEmpresa(db: Database, { ownerId, lugar, ...overrides }: OpcoesDaEmpresa) {
  const n = sequencia();
  const row = empresaRow(
    ownerId,
    {
      key: `teste-${n}`,
      nome: `Empresa de Teste ${n} Ltda`,
      nomeFantasia: `Empresa de Teste ${n}`,
      cnpjBase: `77${String(n).padStart(6, '0')}0001`,
      tipo: TipoEmpresa.Cliente,
      place: lugar ?? 'saoPauloPaulista',
      telefone: '1130000000',
      email: `empresa${n}@teste.demo`,
    },
    overrides.tipoVinculo ?? VINCULO.Cliente,
    overrides.linkedOwnerId ?? undefined,
  );
  const [empresa] = await db
    .insert(empresas)
    .values({ ...row, ...overrides })
    .returning();
  return empresa!;
}
