import { VisibilidadeMotorista } from '@embarca/domain';
import type { Database } from '../../src/db/client';
import { motoristas, veiculos } from '../../src/db/schema/index';
import { motoristaRow, veiculoRow } from '../../src/seed/builders';
import { sequencia } from './sequencia';

type NovoVeiculo = typeof veiculos.$inferInsert;
type NovoMotorista = typeof motoristas.$inferInsert;

/**
 * A vehicle of the owner, built as the demo seed builds its fleet (seed/builders.ts veiculoRow): a truck
 * (type 1, body 1) of 14 t / 48 m³ with a unique plate; `overrides` set any column.
 */
export async function criarVeiculo(
  db: Database,
  { ownerId, ...overrides }: Partial<NovoVeiculo> & { ownerId: string },
) {
  const n = sequencia();
  const placa = `TST${String(n).padStart(4, '0')}`;
  const row = veiculoRow(ownerId, [placa, 1, 1, false, 2020, 14_000, 48], String(10_000_000_000 + n));
  const [veiculo] = await db
    .insert(veiculos)
    .values({ ...row, ...overrides })
    .returning();
  return veiculo!;
}

/** A driver of the owner (seed/builders.ts motoristaRow) with a valid, unique CPF; `overrides` set any column. */
export async function criarMotorista(
  db: Database,
  { ownerId, ...overrides }: Partial<NovoMotorista> & { ownerId: string },
) {
  const n = sequencia();
  const row = motoristaRow(ownerId, {
    nome: `Motorista de Teste ${n}`,
    cpfBase: String(100_000_000 + n),
    telefone: `1190000${String(n).padStart(4, '0')}`,
    visibilidade: VisibilidadeMotorista.Funcionario,
  });
  const [motorista] = await db
    .insert(motoristas)
    .values({ ...row, ...overrides })
    .returning();
  return motorista!;
}
