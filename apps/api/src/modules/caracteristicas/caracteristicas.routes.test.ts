import { documentAlreadyExistsMessage, MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
let operador: Record<string, string>;
let carrier: Record<string, string>;
let free: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@embarcador.demo')).headers;
  operador = (await signIn(t.app, 'operador@embarcador.demo')).headers;
  carrier = (await signIn(t.app, 'admin@transportadora.demo')).headers;
  free = (await signIn(t.app, 'free@embarcador.demo')).headers;
});
afterAll(async () => t.close());

type Caracteristica = {
  id: string;
  descricao: string;
  tipo: number;
  desativada: boolean;
  ownerId: string;
  comportamentoOferecimento: number | null;
};

async function byOwner(headers: Record<string, string>, query = '') {
  return (await t.app.inject({ method: 'GET', url: `/api/caracteristica/getByOwner${query}`, headers })).json<
    Caracteristica[]
  >();
}

describe('/api/caracteristica', () => {
  it('creates a cargo characteristic with its offering behaviour (operators may) and lists it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica',
      headers: operador,
      payload: { descricao: 'Carga viva', tipo: 1, icone: 'paw', comportamentoOferecimento: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      descricao: 'Carga viva',
      tipo: 1,
      comportamentoOferecimento: 2,
      desativada: false,
    });
    expect((await byOwner(admin, '?tipo=1')).map((c) => c.descricao)).toContain('Carga viva');

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica',
      headers: admin,
      payload: { descricao: 'Pedido frágil', tipo: 2, comportamentoOferecimento: 3 },
    });
    expect(order.json().comportamentoOferecimento).toBeNull();
  });

  it('validates (behaviour required for cargo, kind 1..4) and refuses duplicates and the Free licence', async () => {
    const noBehaviour = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica',
      headers: admin,
      payload: { descricao: 'Sem comportamento', tipo: 1 },
    });
    expect(noBehaviour.statusCode).toBe(400);
    expect(noBehaviour.json().messages).toContain('Comportamento de oferecimento é obrigatório!');
    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica',
      headers: admin,
      payload: { descricao: 'X', tipo: 9 },
    });
    expect(badKind.statusCode).toBe(400);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica',
      headers: admin,
      payload: { descricao: 'carga seca', tipo: 1, comportamentoOferecimento: 1 },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('nome'));
    const byFree = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica',
      headers: free,
      payload: { descricao: 'Y', tipo: 2 },
    });
    expect(byFree.statusCode).toBe(403);
  });

  it('a used characteristic is reported as used, cannot be deleted, only deactivated', async () => {
    const cargas = (await byOwner(admin, '?tipo=1')).filter((c) => c.descricao !== 'Carga viva');
    let used: Caracteristica | undefined;
    for (const c of cargas) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/caracteristica/${c.id}/utilizado`,
        headers: admin,
      });
      if (response.json() === true) {
        used = c;
        break;
      }
    }
    expect(used).toBeDefined();
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/caracteristica/${used?.id}`,
      headers: admin,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(MESSAGES.recordLocked);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/caracteristica/${used?.id}/desativar`,
      headers: admin,
    });
    expect(off.statusCode).toBe(200);
    expect((await byOwner(admin, '?tipo=1&filtrarDesativadas=true')).map((c) => c.id)).not.toContain(
      used?.id,
    );
    expect((await byOwner(admin, '?tipo=1')).find((c) => c.id === used?.id)?.desativada).toBe(true);
  });

  it('deletes an unused one; searches with paging', async () => {
    const viva = (await byOwner(admin)).find((c) => c.descricao === 'Carga viva');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/caracteristica/${viva?.id}/utilizado`,
          headers: admin,
        })
      ).json(),
    ).toBe(false);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/caracteristica/search',
      headers: admin,
      payload: { page: 1, qtdItem: 2, ordem: 'descricao', direcao: 0, tipo: [1] },
    });
    expect(search.json().items).toHaveLength(2);
    expect(search.json().total).toBeGreaterThan(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/caracteristica/${viva?.id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
  });

  it('another tenant’s ids answer 404; a hired carrier reads the shipper’s characteristic', async () => {
    const shipperOne = (await byOwner(admin))[0];
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/caracteristica/${shipperOne?.id}`, headers: carrier }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/caracteristica/${shipperOne?.id}`,
          headers: carrier,
        })
      ).statusCode,
    ).toBe(404);
    const viaShipper = await t.app.inject({
      method: 'GET',
      url: `/api/caracteristica/embarcador/${shipperOne?.ownerId}/${shipperOne?.id}`,
      headers: carrier,
    });
    expect(viaShipper.statusCode).toBe(200);
    const carrierOwn = (await byOwner(carrier))[0];
    const reverse = await t.app.inject({
      method: 'GET',
      url: `/api/caracteristica/embarcador/${carrierOwn?.ownerId}/${carrierOwn?.id}`,
      headers: admin,
    });
    expect(reverse.statusCode).toBe(404);
    const byTransportador = (
      await t.app.inject({ method: 'GET', url: '/api/caracteristica/getByTransportador', headers: carrier })
    ).json<Caracteristica[]>();
    expect(byTransportador.every((c) => c.ownerId === shipperOne?.ownerId)).toBe(true);
  });
});
