import { ACAO_CARGA_SUCCESS_MESSAGES } from '@embarca/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarOcorrencia } from '../../../../test/factories/cargas';
import * as demo from '../../../../test/factories/demo';
import { signInAs } from '../../../../test/factories/sessoes';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ocorrencias } from '../../../db/schema/index';

/**
 * Finishing an occurrence load (02 §4): every occurrence with the load's code becomes situacao 4 with
 * cargaFinalizada, in the finishing's transaction; other loads' occurrences stay as they were.
 */

let t: TestApp;
let admin: Record<string, string>;
let shipperOwnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers: admin, ownerId: shipperOwnerId } = await signInAs(t.app, 'admin@embarcador.demo'));
});
afterAll(async () => {
  await t.close();
});

async function ocorrencia(carga: { id: string; codigo: number }, situacao: number, descricao: string) {
  return (await criarOcorrencia(t.database.db, { ownerId: shipperOwnerId, carga, situacao, descricao })).id;
}

const ocorrenciasDe = (ids: string[]) =>
  t.database.db
    .select({
      id: ocorrencias.id,
      situacao: ocorrencias.situacao,
      carga_finalizada: ocorrencias.cargaFinalizada,
    })
    .from(ocorrencias)
    .where(inArray(ocorrencias.id, ids))
    .orderBy(asc(ocorrencias.descricao));

describe('PUT /api/carga-mongo/{id}/finalizar closes the load\u2019s occurrences', () => {
  it('sets both occurrences of the load to situacao 4 with cargaFinalizada; another load\u2019s is untouched', async () => {
    const [load, outra] = await demo.cargas(t.database.db, {
      ownerId: shipperOwnerId,
      situacao: 8,
      criadaPeloOwner: true,
    });
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
    const load = await demo.carga(t.database.db, { ownerId: shipperOwnerId, situacao: 7 });
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
