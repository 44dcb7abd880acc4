import type { TCadastroCargaInput } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../test/factories/sessoes';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * Publishing a load of a trial company queues the lead form (01 §3) in the register's transaction when
 * MARKETING_LEAD_URL is set — its row and the job that sends it; a company with a full licence queues
 * nothing. (The sending is queue leads.envio's, tested in modules/leads.)
 */
let t: TestApp;

beforeAll(async () => {
  // The test app's role is `web`: the job is queued, never sent (and a closed port, should it be).
  t = await createTestApp({ config: { marketingLeadUrl: 'http://127.0.0.1:9/leads' } });
});

afterAll(async () => {
  await t?.close();
});

const carga = (): TCadastroCargaInput => ({
  carga: { tipoFrete: 1, modalidade: 1, pesoBruto: 1000 },
  origemDestino: [
    { rota: 1, cidade: 'Campinas', uf: 'SP', dhInicio: '2030-06-10T11:00:00.000Z' },
    { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2030-06-11T11:00:00.000Z' },
  ],
  visibilidade: 1,
});

async function cadastrar(email: string) {
  const { units, naUnidade } = await signInAs(t.app, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/carga-mongo/cadastrar',
    headers: naUnidade(units[0]!.id),
    payload: carga(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; codigo: number }>();
}

const leadsDa = (cargaId: string) =>
  sqlRows<{ payload: Record<string, unknown>; tarefa: unknown }>(
    t.database.db,
    sql`select l.payload, j.data as tarefa from lead_envios l
      left join pgboss.job j on j.id = l.tarefa_id and j.name = 'leads.envio'
      where l.carga_id = ${cargaId}`,
  );

describe('lead form on register', () => {
  it("queues the trial company's lead with the load's code", async () => {
    const { id, codigo } = await cadastrar('trial@embarcador.demo');
    const leads = await leadsDa(id);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.payload).toMatchObject({ email: 'trial@embarcador.demo', cargoCode: codigo });
    expect(leads[0]?.tarefa).toEqual({ leadEnvioId: expect.any(String) });
  });

  it('queues nothing for a company with a full licence', async () => {
    const { id } = await cadastrar('admin@embarcador.demo');
    expect(await leadsDa(id)).toHaveLength(0);
  });
});
