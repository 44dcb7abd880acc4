import { documentAlreadyExistsMessage, MESSAGES } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { usarTestApp } from '../../../test/helpers/test-app';

const t = usarTestApp();
const http = httpDe(() => t.app);
const { admin, operador, carrier, free } = usarBearers(t, 'admin', 'operador', 'carrier', 'free');

type Caracteristica = {
  id: string;
  descricao: string;
  tipo: number;
  desativada: boolean;
  ownerId: string;
  comportamentoOferecimento: number | null;
};

async function byOwner(headers: Record<string, string>, query = '') {
  return (await http.get(`/api/caracteristica/getByOwner${query}`, headers)).json<Caracteristica[]>();
}

describe('/api/caracteristica', () => {
  it('creates a cargo characteristic with its offering behaviour (operators may) and lists it', async () => {
    const created = await http.post('/api/caracteristica', operador, {
      descricao: 'Carga viva',
      tipo: 1,
      icone: 'paw',
      comportamentoOferecimento: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      descricao: 'Carga viva',
      tipo: 1,
      comportamentoOferecimento: 2,
      desativada: false,
    });
    expect((await byOwner(admin, '?tipo=1')).map((c) => c.descricao)).toContain('Carga viva');

    const order = await http.post('/api/caracteristica', admin, {
      descricao: 'Pedido frágil',
      tipo: 2,
      comportamentoOferecimento: 3,
    });
    expect(order.json().comportamentoOferecimento).toBeNull();
  });

  it('validates (behaviour required for cargo, kind 1..4) and refuses duplicates and the Free licence', async () => {
    const noBehaviour = await http.post('/api/caracteristica', admin, {
      descricao: 'Sem comportamento',
      tipo: 1,
    });
    expect(noBehaviour.statusCode).toBe(400);
    expect(noBehaviour.json().messages).toContain('Comportamento de oferecimento é obrigatório!');
    const badKind = await http.post('/api/caracteristica', admin, { descricao: 'X', tipo: 9 });
    expect(badKind.statusCode).toBe(400);
    const duplicate = await http.post('/api/caracteristica', admin, {
      descricao: 'carga seca',
      tipo: 1,
      comportamentoOferecimento: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('nome'));
    const byFree = await http.post('/api/caracteristica', free, { descricao: 'Y', tipo: 2 });
    expect(byFree.statusCode).toBe(403);
  });

  it('a used characteristic is reported as used, cannot be deleted, only deactivated', async () => {
    const cargas = (await byOwner(admin, '?tipo=1')).filter((c) => c.descricao !== 'Carga viva');
    let used: Caracteristica | undefined;
    for (const c of cargas) {
      const response = await http.get(`/api/caracteristica/${c.id}/utilizado`, admin);
      if (response.json() === true) {
        used = c;
        break;
      }
    }
    expect(used).toBeDefined();
    const remove = await http.delete(`/api/caracteristica/${used?.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(MESSAGES.recordLocked);
    const off = await http.patch(`/api/caracteristica/${used?.id}/desativar`, admin);
    expect(off.statusCode).toBe(200);
    expect((await byOwner(admin, '?tipo=1&filtrarDesativadas=true')).map((c) => c.id)).not.toContain(
      used?.id,
    );
    expect((await byOwner(admin, '?tipo=1')).find((c) => c.id === used?.id)?.desativada).toBe(true);
  });

  it('deletes an unused one; searches with paging', async () => {
    const viva = (await byOwner(admin)).find((c) => c.descricao === 'Carga viva');
    expect((await http.get(`/api/caracteristica/${viva?.id}/utilizado`, admin)).json()).toBe(false);
    const search = await http.post('/api/caracteristica/search', admin, {
      page: 1,
      qtdItem: 2,
      ordem: 'descricao',
      direcao: 0,
      tipo: [1],
    });
    expect(search.json().items).toHaveLength(2);
    expect(search.json().total).toBeGreaterThan(2);
    expect((await http.delete(`/api/caracteristica/${viva?.id}`, admin)).statusCode).toBe(200);
  });

  it('another tenant’s ids answer 404; a hired carrier reads the shipper’s characteristic', async () => {
    const shipperOne = (await byOwner(admin))[0];
    expect((await http.get(`/api/caracteristica/${shipperOne?.id}`, carrier)).statusCode).toBe(404);
    expect((await http.delete(`/api/caracteristica/${shipperOne?.id}`, carrier)).statusCode).toBe(404);
    const viaShipper = await http.get(
      `/api/caracteristica/embarcador/${shipperOne?.ownerId}/${shipperOne?.id}`,
      carrier,
    );
    expect(viaShipper.statusCode).toBe(200);
    const carrierOwn = (await byOwner(carrier))[0];
    const reverse = await http.get(
      `/api/caracteristica/embarcador/${carrierOwn?.ownerId}/${carrierOwn?.id}`,
      admin,
    );
    expect(reverse.statusCode).toBe(404);
    const byTransportador = (await http.get('/api/caracteristica/getByTransportador', carrier)).json<
      Caracteristica[]
    >();
    expect(byTransportador.every((c) => c.ownerId === shipperOne?.ownerId)).toBe(true);
  });
});
