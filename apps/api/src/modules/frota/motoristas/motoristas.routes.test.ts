import {
  cpfCheckDigits,
  MESSAGES,
  MOTORISTA_MESSAGES,
  rotuloDoCampo,
  type TMotorista,
  type TMotoristaSearchResponse,
  VisibilidadeMotorista,
  ZMotorista,
  ZMotoristaSearchResponse,
} from '@embarca/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { criarMotorista } from '../../../../test/factories/frota';
import { sequencia } from '../../../../test/factories/sequencia';
import { signInAs } from '../../../../test/factories/sessoes';
import { negarModulos } from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../../test/helpers/test-app';
import { motoristas } from '../../../db/schema';

type Headers = Record<string, string>;

const t = usarTestApp();
const http = httpDe(() => t.app);
let shipper: Headers;
let carrier: Headers;
let shipperOwnerId: string;
let carrierOwnerId: string;
let transportadoraId: string;

/** A valid CPF not used yet (a 9-digit base from the test sequence). */
function novoCpf(): string {
  const base = String(700_000_000 + sequencia());
  return `${base}${cpfCheckDigits(base)}`;
}
const mascarar = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

function corpo(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Joaquim Teste',
    cpf: mascarar(novoCpf()),
    cnhNumero: '12345678900',
    cnhCategoria: 'E',
    cnhValidade: '2031-05-20',
    telefone: '(11) 98888-7777',
    email: 'joaquim@teste.com.br',
    visibilidade: VisibilidadeMotorista.Funcionario,
    transportadoraEmpresaId: null,
    ...overrides,
  };
}

const contar = async (ownerId: string) =>
  (await t.database.db.select({ id: motoristas.id }).from(motoristas).where(eq(motoristas.ownerId, ownerId)))
    .length;

async function pesquisar(body: Record<string, unknown>, headers = shipper) {
  const response = await http.post('/api/frota/motoristas/search', headers, body);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<TMotoristaSearchResponse>();
  expect(ZMotoristaSearchResponse.safeParse(page).success).toBe(true);
  return page;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  const s = await signInAs(t.app, 'admin@embarcador.demo');
  shipper = s.headers;
  shipperOwnerId = s.ownerId;
  const c = await signInAs(t.app, 'admin@transportadora.demo');
  carrier = c.headers;
  carrierOwnerId = c.ownerId;
  transportadoraId = (await demo.empresaDaTransportadora(t.database.db, shipperOwnerId, carrierOwnerId)).id;
});

describe('drivers: create, read, edit, activate', () => {
  it('registers a driver with a masked CPF and phone, reads it back and finds it by CPF either way', async () => {
    const body = corpo({ nome: 'Severino Cadastro' });
    const created = await http.post('/api/frota/motoristas', shipper, body);
    expect(created.statusCode, created.body).toBe(201);
    const motorista = created.json<TMotorista>();
    expect(ZMotorista.safeParse(motorista).success).toBe(true);
    const cpf = (body.cpf as string).replace(/\D/g, '');
    expect(motorista).toMatchObject({
      nome: 'Severino Cadastro',
      cpf,
      telefone: '11988887777',
      cnhNumero: '12345678900',
      cnhCategoria: 'E',
      cnhValidade: '2031-05-20',
      ativo: true,
      possuiFoto: false,
    });
    const got = await http.get(`/api/frota/motoristas/${motorista.id}`, shipper);
    expect(got.json()).toEqual(motorista);

    for (const filtro of [cpf, mascarar(cpf), 'severino cad']) {
      const page = await pesquisar({ filtro, ativo: null });
      expect(
        page.items.map((m) => m.id),
        filtro,
      ).toEqual([motorista.id]);
    }
    // The selector list keeps its contract and shows the new driver.
    const selector = await http.get('/api/frota/motoristas?ativos=true', shipper);
    expect(selector.json<{ id: string }[]>().some((m) => m.id === motorista.id)).toBe(true);
  });

  it('edits, deactivates and reactivates; the active filter follows', async () => {
    const motorista = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const edited = await http.put(
      `/api/frota/motoristas/${motorista.id}`,
      shipper,
      corpo({ nome: 'Nome Editado', cpf: motorista.cpf, cnhCategoria: 'AD' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ nome: 'Nome Editado', cnhCategoria: 'AD' });

    const off = await http.patch(`/api/frota/motoristas/${motorista.id}/desativar`, shipper);
    expect(off.json()).toMatchObject({ ativo: false });
    expect((await pesquisar({ filtro: motorista.cpf, ativo: true })).total).toBe(0);
    expect((await pesquisar({ filtro: motorista.cpf, ativo: false })).total).toBe(1);
    const on = await http.patch(`/api/frota/motoristas/${motorista.id}/ativar`, shipper);
    expect(on.json()).toMatchObject({ ativo: true });
  });

  it('registers a third party with one of the company’s carriers and filters by it', async () => {
    const created = await http.post(
      '/api/frota/motoristas',
      shipper,
      corpo({ visibilidade: VisibilidadeMotorista.Terceiro, transportadoraEmpresaId: transportadoraId }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const motorista = created.json<TMotorista>();
    expect(motorista.transportadoraEmpresaId).toBe(transportadoraId);
    expect(motorista.transportadoraNome).toBeTruthy();
    const page = await pesquisar({
      transportadoraEmpresaId: transportadoraId,
      visibilidade: 2,
      qtdItem: 100,
    });
    expect(page.items.some((m) => m.id === motorista.id)).toBe(true);
    expect(page.items.every((m) => m.transportadoraEmpresaId === transportadoraId)).toBe(true);
  });

  it('filters by CNH category and by expired / expiring CNH, and sorts', async () => {
    const hoje = new Date();
    const dia = (dias: number) => new Date(hoje.getTime() + dias * 86_400_000).toISOString().slice(0, 10);
    const vencida = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cnhValidade: dia(-10),
      cnhCategoria: 'D',
    });
    const aVencer = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cnhValidade: dia(5),
      cnhCategoria: 'D',
    });
    const valida = await criarMotorista(t.database.db, {
      ownerId: shipperOwnerId,
      cnhValidade: dia(200),
      cnhCategoria: 'D',
    });
    const ids = (page: TMotoristaSearchResponse) => page.items.map((m) => m.id);
    const vencidas = ids(await pesquisar({ cnh: 'vencida', qtdItem: 100 }));
    expect(vencidas).toContain(vencida.id);
    expect(vencidas).not.toContain(aVencer.id);
    const aVencerIds = ids(await pesquisar({ cnh: 'a-vencer', qtdItem: 100 }));
    expect(aVencerIds).toContain(aVencer.id);
    expect(aVencerIds).not.toContain(vencida.id);
    expect(aVencerIds).not.toContain(valida.id);
    const categoriaD = await pesquisar({ cnhCategoria: 'D', qtdItem: 100, ordem: 'cnhValidade', direcao: 1 });
    expect(ids(categoriaD).filter((id) => [vencida.id, aVencer.id, valida.id].includes(id))).toEqual([
      valida.id,
      aVencer.id,
      vencida.id,
    ]);
    // Paging: page 2 of size 1 is the second row.
    const segunda = await pesquisar({
      cnhCategoria: 'D',
      qtdItem: 1,
      page: 2,
      ordem: 'cnhValidade',
      direcao: 1,
    });
    expect(segunda.total).toBe(categoriaD.total);
    expect(segunda.items.map((m) => m.id)).toEqual([categoriaD.items[1]!.id]);
  });

  it('uploads a photo (checked by its bytes), serves it and removes it', async () => {
    const motorista = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const url = `/api/frota/motoristas/${motorista.id}/foto`;
    expect((await http.get(url, shipper)).statusCode).toBe(404);
    const sent = await http.put(url, shipper, { foto: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ possuiFoto: true });
    const served = await http.get(url, shipper);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Not an image (a PDF declared as PNG): 400 naming the field, the photo stays.
    const pdf = Buffer.from('%PDF-1.4 fake').toString('base64');
    const refused = await http.put(url, shipper, { foto: `data:image/png;base64,${pdf}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Foto: ${MOTORISTA_MESSAGES.fotoTipo}`);
    expect((await http.get(url, shipper)).rawPayload.equals(PNG)).toBe(true);
    // Over 2 MB: 413.
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expect((await http.put(url, shipper, { foto: `data:image/png;base64,${big}` })).statusCode).toBe(413);
    const removed = await http.delete(url, shipper);
    expect(removed.json()).toMatchObject({ possuiFoto: false });
    expect((await http.get(url, shipper)).statusCode).toBe(404);
  });
});

describe('drivers: refusals', () => {
  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const antes = await contar(shipperOwnerId);
    const casos: [Record<string, unknown>, string][] = [
      [{ cpf: '123.456.789-01' }, 'CPF inválido'],
      [{ cpf: '' }, 'CPF'],
      [{ nome: '  ' }, 'Nome'],
      [{ cnhNumero: '12345678901' }, 'CNH inválida'],
      [{ cnhCategoria: 'F' }, 'Categoria da CNH'],
      [{ cnhValidade: '31/12/2030' }, 'Validade da CNH'],
      [{ telefone: '123' }, 'Telefone'],
      [{ email: 'nao-e-email' }, 'E-mail'],
      [{ visibilidade: 9 }, 'Visibilidade'],
      [{ visibilidade: 2, transportadoraEmpresaId: null }, MOTORISTA_MESSAGES.transportadoraObrigatoria],
    ];
    for (const [override, esperado] of casos) {
      const response = await http.post('/api/frota/motoristas', shipper, corpo(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message, JSON.stringify(override)).toContain(esperado);
    }
    // A company of the shipper that is not a carrier, and another tenant's company.
    const [cliente] = await demo.empresas(t.database.db, shipperOwnerId, {
      vinculo: 1,
      naoTransportadora: true,
    });
    const [alheia] = await demo.empresas(t.database.db, carrierOwnerId, { inclusiveInativas: true });
    for (const empresa of [cliente!, alheia!]) {
      const response = await http.post(
        '/api/frota/motoristas',
        shipper,
        corpo({ visibilidade: 2, transportadoraEmpresaId: empresa.id }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MOTORISTA_MESSAGES.transportadoraInvalida);
    }
    expect(await contar(shipperOwnerId)).toBe(antes);
    // An edit with bad input changes nothing either.
    const motorista = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const bad = await http.put(
      `/api/frota/motoristas/${motorista.id}`,
      shipper,
      corpo({ cpf: motorista.cpf, cnhNumero: '1' }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await demo.motorista(t.database.db, motorista.id))?.nome).toBe(motorista.nome);
    // Bad search input.
    for (const body of [{ ordem: 'senha' }, { cnh: 'talvez' }, { qtdItem: 0 }, { cnhCategoria: 'Z' }]) {
      expect((await http.post('/api/frota/motoristas/search', shipper, body)).statusCode).toBe(400);
    }
    expect((await http.get('/api/frota/motoristas/nao-e-id', shipper)).statusCode).toBe(400);
  });

  it("answers 409 for a CPF already registered in the company (also under a race), not for another company's", async () => {
    const existente = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const duplicado = await http.post(
      '/api/frota/motoristas',
      shipper,
      corpo({ cpf: mascarar(existente.cpf!) }),
    );
    expect(duplicado.statusCode).toBe(409);
    expect(duplicado.json().message).toBe('O CPF informado já está cadastrado no sistema!');
    // Editing another driver to that CPF: 409 too, nothing changed.
    const outro = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const edit = await http.put(`/api/frota/motoristas/${outro.id}`, shipper, corpo({ cpf: existente.cpf }));
    expect(edit.statusCode).toBe(409);
    expect((await demo.motorista(t.database.db, outro.id))?.cpf).toBe(outro.cpf);
    // Two requests at once with one new CPF: one 201, one 409, one row.
    const cpf = novoCpf();
    const respostas = await Promise.all([
      http.post('/api/frota/motoristas', shipper, corpo({ cpf })),
      http.post('/api/frota/motoristas', shipper, corpo({ cpf })),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await sqlRows(
      t.database.db,
      sql`select id from motoristas where owner_id = ${shipperOwnerId} and cpf = ${cpf}`,
    );
    expect(rows).toHaveLength(1);
    // The same CPF in another company is fine.
    const noCarrier = await http.post('/api/frota/motoristas', carrier, corpo({ cpf }));
    expect(noCarrier.statusCode, noCarrier.body).toBe(201);
  });

  it("answers 404 for another company's driver on every route taking an id", async () => {
    const alheio = await criarMotorista(t.database.db, { ownerId: carrierOwnerId });
    const url = `/api/frota/motoristas/${alheio.id}`;
    const calls = [
      http.get(url, shipper),
      http.put(url, shipper, corpo()),
      http.patch(`${url}/ativar`, shipper),
      http.patch(`${url}/desativar`, shipper),
      http.put(`${url}/foto`, shipper, { foto: PNG.toString('base64') }),
      http.get(`${url}/foto`, shipper),
      http.delete(`${url}/foto`, shipper),
      http.get('/api/frota/motoristas/00000000-0000-4000-8000-000000000000', shipper),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await demo.motorista(t.database.db, alheio.id))?.ativo).toBe(true);
    // And the carrier's search never lists the shipper's drivers.
    const page = await pesquisar({ qtdItem: 100, ativo: null }, carrier);
    expect(page.items.every((m) => m.id !== undefined)).toBe(true);
    const meus = await demo.motoristas(t.database.db, shipperOwnerId, { inclusiveInativos: true });
    expect(page.items.some((m) => meus.some((x) => x.id === m.id))).toBe(false);
  });

  it('needs a session (401) and the Frota module (403)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/frota/motoristas/search', payload: {} })).statusCode,
    ).toBe(401);
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['frota']);
    const semFrota = await signInAs(t.app, 'operador@embarcador.demo');
    const motorista = await criarMotorista(t.database.db, { ownerId: shipperOwnerId });
    const antes = await contar(shipperOwnerId);
    const url = `/api/frota/motoristas/${motorista.id}`;
    for (const response of [
      await http.post('/api/frota/motoristas/search', semFrota.headers, {}),
      await http.get(url, semFrota.headers),
      await http.post('/api/frota/motoristas', semFrota.headers, corpo()),
      await http.put(url, semFrota.headers, corpo()),
      await http.patch(`${url}/desativar`, semFrota.headers),
      await http.put(`${url}/foto`, semFrota.headers, { foto: PNG.toString('base64') }),
      await http.get(`${url}/foto`, semFrota.headers),
      await http.delete(`${url}/foto`, semFrota.headers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    expect(await contar(shipperOwnerId)).toBe(antes);
    expect((await demo.motorista(t.database.db, motorista.id))?.ativo).toBe(true);
    await negarModulos(t.database.db, 'operador@embarcador.demo', []);
  });
});

describe('drivers: audit (issue 18)', () => {
  it('answers 400 naming the id for a malformed one on every route taking one, writing nothing', async () => {
    const antes = await contar(shipperOwnerId);
    const url = '/api/frota/motoristas/nao-e-id';
    for (const response of [
      await http.get(url, shipper),
      await http.put(url, shipper, corpo()),
      await http.patch(`${url}/ativar`, shipper),
      await http.patch(`${url}/desativar`, shipper),
      await http.put(`${url}/foto`, shipper, { foto: `data:image/png;base64,${PNG.toString('base64')}` }),
      await http.get(`${url}/foto`, shipper),
      await http.delete(`${url}/foto`, shipper),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`);
    }
    expect(await contar(shipperOwnerId)).toBe(antes);
  });

  it('refuses reactivating without the Frota module (403), and the driver stays inactive', async () => {
    const motorista = await criarMotorista(t.database.db, { ownerId: shipperOwnerId, ativo: false });
    await negarModulos(t.database.db, 'operador@embarcador.demo', ['frota']);
    try {
      const semFrota = await signInAs(t.app, 'operador@embarcador.demo');
      const response = await http.patch(`/api/frota/motoristas/${motorista.id}/ativar`, semFrota.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    } finally {
      await negarModulos(t.database.db, 'operador@embarcador.demo', []);
    }
    expect((await demo.motorista(t.database.db, motorista.id))?.ativo).toBe(false);
  });
});
