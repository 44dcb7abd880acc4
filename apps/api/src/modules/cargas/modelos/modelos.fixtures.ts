import type { TCadastroCargaInput } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import type { TestApp } from '../../../../test/helpers/test-app';

/** Test helpers of the templates and lots API tests (not a test file). */

export interface Viewer {
  headers: Record<string, string>;
  units: string[];
  ownerId: string;
  userId: string;
}

/** A signed-in demo user with the first accessible unit selected. */
export async function viewer(t: TestApp, email: string): Promise<Viewer> {
  const { headers } = await signIn(t.app, email);
  const units = (await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers }))
    .json<{ id: string }[]>()
    .map((unit) => unit.id);
  const [user] = await sqlRows<{ id: string; owner_id: string }>(
    t.database.db,
    sql`select id, owner_id from usuarios where email = ${email}`,
  );
  return {
    units,
    ownerId: user?.owner_id ?? '',
    userId: user?.id ?? '',
    headers: { ...headers, businessunitid: units[0] ?? '' },
  };
}

/** Two active companies of the owner that are not carriers (route points). */
export async function empresasDaRota(t: TestApp, ownerId: string) {
  const rows = await sqlRows<{ id: string; nome: string }>(
    t.database.db,
    sql`select id, nome from empresas where owner_id = ${ownerId} and ativo and tipo_vinculo <> 2 and tipo <> 1
      order by nome limit 2`,
  );
  if (rows.length < 2) throw new Error('demo data without two companies');
  return rows as [{ id: string; nome: string }, { id: string; nome: string }];
}

/**
 * A register payload: collected at 08:00 (São Paulo) on `dia`, a stop at 14:30, delivered two days later at
 * 17:00; one document with its number, NF and key.
 */
export function payload(
  empresas: readonly { id: string }[],
  dia: string,
  overrides: Partial<TCadastroCargaInput> = {},
): TCadastroCargaInput {
  const dois = new Date(Date.parse(`${dia}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    carga: {
      tipoFrete: 1,
      modalidade: 1,
      pesoBruto: 12500,
      volume: 48.5,
      volumeUnidade: 7,
      acondicionamentoQtd: 24,
      codIdentificador: 'ROTA-SUL-01',
    },
    pagamento: { valorFrete: 3500, valorTotalFrete: 3850.5, impostoSuspenso: true },
    contatos: { contato: 'Marina Costa', telefone: '11987654321', email: 'marina@exemplo.com.br' },
    distancia: 408_150,
    tempo: 375,
    origemDestino: [
      {
        rota: 1,
        empresaId: empresas[0]?.id,
        localidade: 'Doca 3',
        cidade: 'São Paulo',
        uf: 'SP',
        dhInicio: `${dia}T11:00:00.000Z`,
        dhFim: `${dia}T12:30:00.000Z`,
      },
      { rota: 2, cidade: 'Registro', uf: 'SP', dhInicio: `${dia}T17:30:00.000Z` },
      {
        rota: 3,
        empresaId: empresas[1]?.id,
        cidade: 'Curitiba',
        uf: 'PR',
        dhInicio: `${dois}T20:00:00.000Z`,
      },
    ],
    visibilidade: 1,
    documentos: [
      {
        codigo: 'REM-77',
        numero: 'ROM-98765',
        numeroNf: '998877',
        chaveNf: '35240512345678000190550010009988771234567890',
        descricao: 'Peças',
        itens: [{ codigo: 'SKU-1', descricao: 'Parafuso', quantidade: 100 }],
      },
    ],
    ...overrides,
  };
}

export async function count(t: TestApp, table: 'carga_modelos' | 'carga_lotes' | 'cargas', ownerId: string) {
  const [row] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where owner_id = ${ownerId}`,
  );
  return Number(row?.n ?? 0);
}
