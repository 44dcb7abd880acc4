import { documentAlreadyExistsMessage, MESSAGES } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { usarBearers } from '../../../test/factories/sessoes';
import { httpDe } from '../../../test/helpers/http';
import { usarTestApp } from '../../../test/helpers/test-app';

const t = usarTestApp();
const http = httpDe(() => t.app);
const { admin, operador, carrier } = usarBearers(t, 'admin', 'operador', 'carrier');

type Unit = { id: string; descricao: string; ativo: boolean; empresaId: string | null };
const ids = (units: Unit[]) => units.map((u) => u.id);

describe('/api/unidade-negocio administration', () => {
  it('lists every unit to the administrator and only the assigned ones to the operator', async () => {
    const all = (await http.get('/api/unidade-negocio/list', admin)).json<Unit[]>();
    const mine = (await http.get('/api/unidade-negocio/list', operador)).json<Unit[]>();
    expect(all).toHaveLength(3);
    expect(mine).toHaveLength(2);
    const carrierUnits = (await http.get('/api/unidade-negocio/list', carrier)).json<Unit[]>();
    for (const id of ids(carrierUnits)) expect(ids(all)).not.toContain(id);
  });

  it('creates a unit (the creator gets access), refuses a duplicate name, and needs Administrador', async () => {
    const created = await http.post('/api/unidade-negocio', admin, {
      descricao: 'CD Rio de Janeiro',
      codigo: '004',
    });
    expect(created.statusCode).toBe(201);
    const unit = created.json<Unit>();
    const withAccess = (await http.get('/api/unidade-negocio/listwithaccess', admin)).json<Unit[]>();
    expect(ids(withAccess)).toContain(unit.id);

    const duplicate = await http.post('/api/unidade-negocio', admin, { descricao: 'cd rio de janeiro' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('nome'));

    const byOperador = await http.post('/api/unidade-negocio', operador, { descricao: 'X' });
    expect(byOperador.statusCode).toBe(403);
    const invalid = await http.post('/api/unidade-negocio', admin, { descricao: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages).toContain('Descrição é obrigatório!');
  });

  it('a deactivated unit leaves the selectors and the unit scope but keeps its loads', async () => {
    const all = (await http.get('/api/unidade-negocio/list', admin)).json<Unit[]>();
    const campinas = all.find((u) => u.descricao === 'Filial Campinas');
    expect(campinas).toBeDefined();
    const off = await http.patch(`/api/unidade-negocio/${campinas?.id}/desativar`, admin);
    expect(off.statusCode).toBe(200);

    const selector = (await http.get('/api/unidade-negocio/list?ativos=true', admin)).json<Unit[]>();
    expect(ids(selector)).not.toContain(campinas?.id);
    const withAccess = (await http.get('/api/unidade-negocio/listwithaccess', admin)).json<Unit[]>();
    expect(ids(withAccess)).not.toContain(campinas?.id);
    const history = (await http.get('/api/unidade-negocio/list', admin)).json<Unit[]>();
    expect(history.find((u) => u.id === campinas?.id)?.ativo).toBe(false);

    // Its loads still exist, so it cannot be deleted.
    const remove = await http.delete(`/api/unidade-negocio/${campinas?.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(MESSAGES.recordLocked);

    const on = await http.patch(`/api/unidade-negocio/${campinas?.id}/ativar`, admin);
    expect(on.json().message).toBe('Unidade de negócio reativada com sucesso!');
  });

  it('filtrarEmpresaVinculada keeps only units linked to a company', async () => {
    const linked = (
      await http.get('/api/unidade-negocio/list?ativos=true&filtrarEmpresaVinculada=true', admin)
    ).json<Unit[]>();
    expect(linked.length).toBeGreaterThan(0);
    for (const unit of linked) expect(unit.empresaId).not.toBeNull();
    expect(linked.map((u) => u.descricao)).not.toContain('CD Rio de Janeiro');
  });

  it('answers 404 for another tenant’s unit and for another tenant’s company in the body', async () => {
    const carrierUnits = (await http.get('/api/unidade-negocio/list', carrier)).json<Unit[]>();
    const foreign = carrierUnits[0]?.id;
    for (const [method, url] of [
      ['GET', `/api/unidade-negocio/${foreign}`],
      ['PUT', `/api/unidade-negocio/${foreign}`],
      ['DELETE', `/api/unidade-negocio/${foreign}`],
      ['PATCH', `/api/unidade-negocio/${foreign}/desativar`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: admin,
        ...(method === 'PUT' ? { payload: { descricao: 'X' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const carrierCompany = (await http.get('/api/empresa/getByOwnerId', carrier)).json<{ id: string }>();
    const withForeignCompany = await http.post('/api/unidade-negocio', admin, {
      descricao: 'Unidade Estranha',
      empresaId: carrierCompany.id,
    });
    expect(withForeignCompany.statusCode).toBe(404);
  });

  it('deletes an unused unit', async () => {
    const created = (
      await http.post('/api/unidade-negocio', admin, { descricao: 'Temporária' })
    ).json<Unit>();
    const removed = await http.delete(`/api/unidade-negocio/${created.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await http.get(`/api/unidade-negocio/${created.id}`, admin)).statusCode).toBe(404);
  });
});
