import { hojeEmSaoPaulo, isValidCnh, isValidCpf, SituacaoCarga, situacaoCnh } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../test/helpers/sql-rows';
import { openTestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { DEMO_CNH_A_VENCER_DIAS, DEMO_MOTORISTA_CPF, DEMO_MOTORISTA_TELEFONE } from './frota-motoristas-seed';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

interface Motorista extends Record<string, unknown> {
  id: string;
  nome: string;
  cpf: string | null;
  telefone: string | null;
  email: string | null;
  cnh_numero: string | null;
  cnh_categoria: string | null;
  cnh_validade: string | null;
  visibilidade: number;
  transportadora_empresa_id: string | null;
  owner: string;
}

const motoristasDemo = () =>
  sqlRows<Motorista>(
    handle.db,
    sql`select m.id, m.nome, m.cpf, m.telefone, m.email, m.cnh_numero, m.cnh_categoria,
      to_char(m.cnh_validade, 'YYYY-MM-DD') as cnh_validade, m.visibilidade, m.transportadora_empresa_id,
      o.nome as owner
      from motoristas m join owners o on o.id = m.owner_id
      where m.owner_id in (select owner_id from usuarios where email in ('admin@embarcador.demo', 'admin@transportadora.demo'))`,
  );

describe('demo drivers (frota-motoristas-seed.ts)', () => {
  it('gives every demo driver a valid CNH, category, expiry and e-mail; a third party has a carrier', async () => {
    const rows = await motoristasDemo();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(isValidCnh(row.cnh_numero), row.nome).toBe(true);
      expect(row.cnh_categoria, row.nome).toMatch(/^(A|B|C|D|E|AB|AC|AD|AE)$/);
      expect(row.cnh_validade, row.nome).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.email, row.nome).toMatch(/@motoristas\.demo$/);
      expect(isValidCpf(row.cpf), row.nome).toBe(true);
      if (row.visibilidade === 2) expect(row.transportadora_empresa_id, row.nome).toBeTruthy();
    }
  });

  it('allocates the /motorista demo driver (known CPF and phone) to an in-progress load', async () => {
    const [driver] = await sqlRows<{ id: string; telefone: string; cargas: number }>(
      handle.db,
      sql`select m.id, m.telefone, (select count(*)::int from cargas c where c.motorista_id = m.id
          and c.situacao = ${SituacaoCarga.EmAndamento}) as cargas
        from motoristas m where m.cpf = ${DEMO_MOTORISTA_CPF} and m.ativo`,
    );
    expect(driver?.telefone).toBe(DEMO_MOTORISTA_TELEFONE);
    expect(driver?.cargas).toBeGreaterThan(0);
  });

  it('has one driver whose CNH expires in 5 days and one whose CNH has expired', async () => {
    const hoje = hojeEmSaoPaulo();
    const rows = await motoristasDemo();
    const dias = rows.map((row) =>
      Math.round(
        (Date.parse(`${row.cnh_validade}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / 86_400_000,
      ),
    );
    // The test database may have been seeded a day or so before this run: allow for it.
    expect(dias.some((d) => d <= DEMO_CNH_A_VENCER_DIAS && d >= DEMO_CNH_A_VENCER_DIAS - 2)).toBe(true);
    expect(rows.some((row) => situacaoCnh(row.cnh_validade, hoje) === 'vencida')).toBe(true);
  });
});
