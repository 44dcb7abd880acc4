import { ACAO_CARGA_SUCCESS_MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * Finishing an occurrence load (02 §4): every occurrence with the load's code becomes situacao 4 with
 * cargaFinalizada, in the finishing's transaction; other loads' occurrences stay as they were.
 */

let t: TestApp;
let admin: Record<string, string>;
let shipperOwnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token, headers } = await signIn(t.app, 'admin@embarcador.demo');
  const units = (
    await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/listwithaccess', headers })
  ).json<{ id: string }[]>();
  admin = { ...headers, businessunitid: units[0]!.id, businessunitfilter: units.map((u) => u.id).join(',') };
  shipperOwnerId = decodeClaims(token).OwnerId as string;
});
afterAll(async () => {
  await t.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  sqlRows<T>(t.database.db, query);

async function ocorrencia(carga: { id: string; codigo: number }, situacao: number, descricao: string) {
  const [row] = await rows<{ id: string }>(
    sql`insert into ocorrencias (owner_id, carga_id, carga_codigo, descricao, situacao)
        values (${shipperOwnerId}, ${carga.id}, ${carga.codigo}, ${descricao}, ${situacao}) returning id`,
  );
  return row!.id;
}

const ocorrenciasDe = (ids: string[]) =>
  rows<{ id: string; situacao: number; carga_finalizada: boolean }>(
    sql`select id, situacao, carga_finalizada from ocorrencias
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by descricao`,
  );

describe('PUT /api/carga-mongo/{id}/finalizar closes the load\u2019s occurrences', () => {
  it('sets both occurrences of the load to situacao 4 with cargaFinalizada; another load\u2019s is untouched', async () => {
    const [load, outra] = await rows<{ id: string; codigo: number }>(
      sql`select id, codigo from cargas where owner_id = ${shipperOwnerId} and situacao = 8
            and coalesce(owner_criador_id, owner_id) = owner_id order by codigo limit 2`,
    );
    await t.database.db.execute(sql`update cargas set qnt_ocorrencias = 2 where id = ${load!.id}`);
    const primeira = await ocorrencia(load!, 1, 'a: avaria na carga');
    const segunda = await ocorrencia(load!, 2, 'b: atraso na entrega');
    const alheia = await ocorrencia(outra!, 1, 'c: outra carga');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/carga-mongo/${load!.id}/finalizar`,
      headers: admin,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACAO_CARGA_SUCCESS_MESSAGES.finalizar);
    expect(await ocorrenciasDe([primeira, segunda, alheia])).toEqual([
      { id: primeira, situacao: 4, carga_finalizada: true },
      { id: segunda, situacao: 4, carga_finalizada: true },
      { id: alheia, situacao: 1, carga_finalizada: false },
    ]);
    // None is open any more: the card's qntOcorrencias follows.
    expect(response.json().carga).toMatchObject({ situacao: 4, qntOcorrencias: 0 });
  });

  it('leaves the occurrences open when finishing is refused', async () => {
    const [load] = await rows<{ id: string; codigo: number }>(
      sql`select id, codigo from cargas where owner_id = ${shipperOwnerId} and situacao = 7 order by codigo limit 1`,
    );
    const aberta = await ocorrencia(load!, 1, 'd: recusada');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/carga-mongo/${load!.id}/finalizar`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(await ocorrenciasDe([aberta])).toEqual([{ id: aberta, situacao: 1, carga_finalizada: false }]);
  });
});
