import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../test/factories/sessoes';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { escopoDaSessao } from './carga.access';
import { createCargaReadModel } from './carga.read-model';

/**
 * A load read in one statement (`cardComDocumentos`: the card and its documents built by PostgreSQL) must
 * answer exactly what the card and the documents read apart give.
 */
describe('read model: a card with its documents in one statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the same card and the same documents (order, decimals as text, nulls) as the two reads', async () => {
    const session = await sessionOf(t.app, 'admin@embarcador.demo');
    const escopo = escopoDaSessao(session);
    const readModel = createCargaReadModel(t.database.db);
    const ids = (
      await sqlRows<{ id: string }>(
        t.database.db,
        sql`select c.id from cargas c where c.owner_id = ${session.ownerId}
          and exists (select 1 from carga_documentos d where d.carga_id = c.id) order by c.codigo`,
      )
    ).map((row) => row.id);
    const cards = await readModel.cards(escopo, ids);
    expect(cards.length).toBeGreaterThan(5);
    const documentos = await readModel.documentos(cards.map((card) => card.id));
    let comDecimais = 0;
    for (const card of cards) {
      const junto = await readModel.cardComDocumentos(escopo, card.id);
      expect(junto).toEqual({ ...card, documentos: documentos.get(card.id) ?? [] });
      if (junto?.documentos.some((doc) => doc.peso !== null)) comDecimais += 1;
    }
    expect(comDecimais).toBeGreaterThan(0);
  });

  it('answers nothing for a load the viewer does not see', async () => {
    const carrier = await sessionOf(t.app, 'admin@transportadora.demo');
    const [outra] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select c.id from cargas c join owners o on o.id = c.owner_id
        where c.owner_id <> ${carrier.ownerId} and c.contratacao_owner_id is null
          and not exists (select 1 from carga_ofertas f where f.carga_id = c.id) limit 1`,
    );
    expect(
      await createCargaReadModel(t.database.db).cardComDocumentos(escopoDaSessao(carrier), outra!.id),
    ).toBe(undefined);
  });
});
