import { KANBAN_MESSAGES, MESSAGES, requiredMessage } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { signInAs, signInDemo } from '../../../../test/factories/sessoes';
import { colunasDaCarga, negarModulos } from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

interface Etapa {
  id: string;
  tipoQuadro: number;
  descricao: string;
  ordem: number;
  grupoEtapa: string;
  etapaManual: boolean;
  cor: string | null;
}

let t: TestApp;
const http = httpDe(() => t.app);
let admin: Record<string, string>;
let operador: Record<string, string>;
let carrier: Record<string, string>;
let shipperOwnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const s = await signInDemo(t.app, 'admin', 'operador', 'carrier');
  admin = s.admin.bearer;
  shipperOwnerId = s.admin.ownerId;
  operador = s.operador.bearer;
  carrier = s.carrier.bearer;
});
afterAll(async () => t.close());

const base = '/api/kanbanpipecargas';

async function list(headers: Record<string, string> = admin): Promise<Etapa[]> {
  const response = await http.get(`${base}/list?tipo=1`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<Etapa[]>();
}

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
}

const byGroup = (etapas: Etapa[], grupo: string) => etapas.filter((e) => e.grupoEtapa === grupo);

describe('GET /api/kanbanpipecargas', () => {
  it('lists the loads board stages by group then ordem, groups as the domain strings', async () => {
    const etapas = await list();
    expect(etapas.map((e) => e.descricao)).toEqual([
      'Aguardando contratação',
      'Em cotação',
      'Em coleta',
      'Em trânsito',
      'Em entrega',
      'Entregue',
      'Aguardando canhoto',
    ]);
    expect(etapas[0]).toMatchObject({ tipoQuadro: 1, grupoEtapa: 'aguardando-alocacao', cor: '#fab005' });
    expect(etapas.at(-1)?.grupoEtapa).toBe('entregue');
    // Operators read the stages too (the board shows them).
    expect((await list(operador)).map((e) => e.id)).toEqual(etapas.map((e) => e.id));
  });

  it('lists every type with the plain GET and refuses an unknown board type', async () => {
    const all = await http.get(base, admin);
    expect(all.statusCode).toBe(200);
    expect(all.json<Etapa[]>().map((e) => e.id)).toEqual((await list()).map((e) => e.id));
    const bad = await http.get(`${base}/list?tipo=9`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages.join()).toContain(MESSAGES.invalidValue);
  });

  it('never shows another company its stages; needs a session and the Cargas module', async () => {
    const mine = new Set((await list()).map((e) => e.id));
    const theirs = await list(carrier);
    expect(theirs.length).toBeGreaterThan(0);
    for (const etapa of theirs) expect(mine.has(etapa.id)).toBe(false);
    expect((await http.get(`${base}/list`)).statusCode).toBe(401);
  });
});

describe('changing stages', () => {
  it('creates a stage at the end of its group (manual), with a colour', async () => {
    const response = await send('POST', '', admin, {
      descricao: '  Aguardando documentos ',
      grupoEtapa: 'em-andamento',
      cor: '#112233',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Etapa>();
    expect(created).toMatchObject({
      descricao: 'Aguardando documentos',
      grupoEtapa: 'em-andamento',
      tipoQuadro: 1,
      etapaManual: true,
      cor: '#112233',
    });
    const group = byGroup(await list(), 'em-andamento');
    expect(group.at(-1)?.id).toBe(created.id);
  });

  it('keeps names unique per group, without case, accents or spaces (409, one stage from 20 at once)', async () => {
    const before = await list();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', '', admin, { descricao: 'Conferência', grupoEtapa: 'entregue' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json().message).toBe(KANBAN_MESSAGES.duplicateName);
    const variant = await send('POST', '', admin, { descricao: '  CONFERENCIA ', grupoEtapa: 'entregue' });
    expect(variant.statusCode).toBe(409);
    expect((await list()).length).toBe(before.length + 1);

    // The same name in another group, or another company's, is allowed.
    const otherGroup = await send('POST', '', admin, {
      descricao: 'Conferência',
      grupoEtapa: 'em-andamento',
    });
    expect(otherGroup.statusCode).toBe(201);
    const otherCompany = await send('POST', '', carrier, {
      descricao: 'Conferência',
      grupoEtapa: 'entregue',
    });
    expect(otherCompany.statusCode).toBe(201);

    // Renaming onto a taken name is refused too, and changes nothing.
    const stage = byGroup(await list(), 'entregue').find((e) => e.descricao !== 'Conferência')!;
    const rename = await send('PUT', `/${stage.id}`, admin, { descricao: 'conferencia' });
    expect(rename.statusCode).toBe(409);
    expect((await list()).find((e) => e.id === stage.id)?.descricao).toBe(stage.descricao);

    // Leaves the groups as the next tests expect them.
    const created = answers.find((r) => r.statusCode === 201)!.json<Etapa>();
    for (const id of [created.id, otherGroup.json<Etapa>().id]) {
      expect((await send('DELETE', `/${id}`, admin)).statusCode).toBe(200);
    }
    expect(await list()).toEqual(before);
  });

  it('refuses bad input with pt-BR messages, writing nothing', async () => {
    const before = await list();
    const missing = await send('POST', '', admin, { grupoEtapa: 'entregue' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toContain(requiredMessage('Descrição'));
    const colour = await send('POST', '', admin, { descricao: 'X', grupoEtapa: 'entregue', cor: 'azul' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().messages.join()).toContain(MESSAGES.invalidFormat);
    const grupo = await send('POST', '', admin, { descricao: 'X', grupoEtapa: 'outro' });
    expect(grupo.statusCode).toBe(400);
    const badId = await send('PUT', '/nao-e-guid', admin, { descricao: 'X' });
    expect(badId.statusCode).toBe(400);
    const blank = await send('PUT', `/${before[0]!.id}`, admin, { descricao: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messages).toContain(requiredMessage('Descrição'));
    expect(await list()).toEqual(before);
  });

  it('renames and recolours; a colour left out is kept, null clears it', async () => {
    const etapa = (await list())[1]!;
    const renamed = await send('PUT', `/${etapa.id}`, admin, { descricao: 'Cotação aberta' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Etapa>()).toMatchObject({ descricao: 'Cotação aberta', cor: etapa.cor });
    const cleared = await send('PUT', `/${etapa.id}`, admin, { descricao: 'Cotação aberta', cor: null });
    expect(cleared.json<Etapa>().cor).toBeNull();
  });

  it('swaps the ordem of two stages of the same group', async () => {
    const [first, second] = byGroup(await list(), 'em-andamento');
    const response = await send('PUT', `/${first!.id}/posicao`, admin, { etapaDestinoId: second!.id });
    expect(response.statusCode).toBe(200);
    const after = byGroup(response.json<Etapa[]>(), 'em-andamento');
    expect(after[0]?.id).toBe(second!.id);
    expect(after[1]?.id).toBe(first!.id);
    expect(after[0]?.ordem).toBe(first!.ordem);
    expect(after[1]?.ordem).toBe(second!.ordem);
  });

  it('refuses to swap with a stage of another group (400) and leaves both unchanged', async () => {
    const before = await list();
    const [waiting] = byGroup(before, 'aguardando-alocacao');
    const [delivered] = byGroup(before, 'entregue');
    const response = await send('PUT', `/${waiting!.id}/posicao`, admin, { etapaDestinoId: delivered!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(KANBAN_MESSAGES.otherGroup);
    const missing = await send('PUT', `/${waiting!.id}/posicao`, admin, {});
    expect(missing.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it("answers 404 for another company's stage, in the path or in the body", async () => {
    const theirs = (await list(carrier))[0]!;
    const mine = (await list())[0]!;
    expect((await send('PUT', `/${theirs.id}`, admin, { descricao: 'Minha' })).statusCode).toBe(404);
    expect((await send('DELETE', `/${theirs.id}`, admin)).statusCode).toBe(404);
    const swap = await send('PUT', `/${mine.id}/posicao`, admin, { etapaDestinoId: theirs.id });
    expect(swap.statusCode).toBe(404);
    expect((await send('PUT', `/${theirs.id}/posicao`, admin, { etapaDestinoId: mine.id })).statusCode).toBe(
      404,
    );
    const unchanged = (await list(carrier))[0]!;
    expect(unchanged).toEqual(theirs);
  });

  it('lets only an Administrador change stages (operator → 403)', async () => {
    const before = await list();
    const etapa = before[0]!;
    const calls = [
      await send('POST', '', operador, { descricao: 'Nova', grupoEtapa: 'entregue' }),
      await send('PUT', `/${etapa.id}`, operador, { descricao: 'Nova' }),
      await send('PUT', `/${etapa.id}/posicao`, operador, { etapaDestinoId: before[1]!.id }),
      await send('DELETE', `/${etapa.id}`, operador),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    expect(await list()).toEqual(before);
  });

  it('deletes a stage: its loads lose their stage (and move their version)', async () => {
    const [etapa] = byGroup(await list(), 'em-andamento');
    const loads = await demo.cargas(t.database.db, { ownerId: shipperOwnerId, etapaId: etapa!.id });
    expect(loads.length).toBeGreaterThan(0);
    const response = await send('DELETE', `/${etapa!.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Etapa excluído com sucesso!');
    expect((await list()).some((e) => e.id === etapa!.id)).toBe(false);
    const after = await Promise.all(
      loads.map((l) => colunasDaCarga(t.database.db, l.id, ['id', 'etapaId', 'version'])),
    );
    for (const row of after) {
      expect(row.etapaId).toBeNull();
      expect(row.version).toBe(loads.find((l) => l.id === row.id)!.version + 1);
    }
    expect((await send('DELETE', `/${etapa!.id}`, admin)).statusCode).toBe(404);
  });

  it("refuses to delete a group's last stage (400)", async () => {
    const delivered = byGroup(await list(), 'entregue');
    expect(delivered).toHaveLength(2);
    expect((await send('DELETE', `/${delivered[0]!.id}`, admin)).statusCode).toBe(200);
    const last = await send('DELETE', `/${delivered[1]!.id}`, admin);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(KANBAN_MESSAGES.lastStageOfGroup);
    expect(byGroup(await list(), 'entregue').map((e) => e.id)).toEqual([delivered[1]!.id]);
  });

  it('needs the Cargas module', async () => {
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['cargas']);
    const withoutModule = (await signInAs(t.app, 'operador@embarcador.demo')).bearer;
    const response = await http.get(`${base}/list`, withoutModule);
    expect(response.statusCode).toBe(403);
  });
});
