import {
  ANEXO_MESSAGES,
  formatPlate,
  INTEGRACAO_VEICULOS,
  MESSAGES,
  PropriedadeVeiculo,
  renavamComDigito,
  rotuloDoCampo,
  SITUACOES_EM_ANDAMENTO,
  TipoDocumentoVeiculo,
  TipoLookup,
  type TVeiculo,
  type TVeiculoSearchResponse,
  VEICULO_MESSAGES,
  ZVeiculo,
  ZVeiculoSearchResponse,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { criarVeiculo } from '../../../../test/factories/frota';
import { DEMO, type Headers, signInAs } from '../../../../test/factories/sessoes';
import { criarTipo } from '../../../../test/factories/tipos';
import { negarModulos } from '../../../../test/helpers/carga-registros';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../../test/helpers/test-app';
import { veiculoDocumentos } from '../../../db/schema';

/**
 * /api/frota/veiculos (issue 18): search, record, activation, sets and documents — the caller's company's
 * rows only (another company's ids are 404), module Frota (403 without it), bad input 400 naming the field
 * with nothing written, duplicate plate / equipment in another set / integration on 409.
 */
const t = usarTestApp();
let admin: Headers;
let operador: Headers;
let carrier: Headers;
let ownerId: string;
let carrierOwnerId: string;
let carrierEmpresaId: string;
/** A semi-trailer kind (lookup 15) of the shipper's. */
let semirreboque: number;

const BASE = '/api/frota/veiculos';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let placaSeq = 0;
/** A fresh Mercosul plate per call ('QAA1A23', …). */
const novaPlaca = () => {
  placaSeq += 1;
  const letra = String.fromCharCode(65 + (placaSeq % 26));
  return `QV${letra}${placaSeq % 10}${letra}${String(placaSeq).padStart(2, '0').slice(-2)}`;
};

async function criar(body: Record<string, unknown>, headers = admin): Promise<TVeiculo> {
  const response = await call('POST', BASE, headers, { placa: novaPlaca(), ...body });
  expect(response.statusCode, response.body).toBe(201);
  const veiculo = response.json<TVeiculo>();
  expect(ZVeiculo.safeParse(veiculo).success).toBe(true);
  return veiculo;
}

async function contar(): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from veiculos where owner_id = ${ownerId}`,
  );
  return row!.n;
}

beforeAll(async () => {
  const a = await signInAs(t.app, DEMO.admin);
  admin = a.bearer;
  ownerId = a.ownerId;
  operador = (await signInAs(t.app, DEMO.operador)).bearer;
  const c = await signInAs(t.app, DEMO.carrier);
  carrier = c.bearer;
  carrierOwnerId = c.ownerId;
  carrierEmpresaId = (await demo.empresaDaTransportadora(t.database.db, ownerId, carrierOwnerId)).id;
  semirreboque = (
    await criarTipo(t.database.db, {
      ownerId,
      tipo: TipoLookup.Equipamento,
      valor: 901,
      texto: 'Semirreboque teste',
    })
  ).valor;
});

describe('create, get, edit', () => {
  it('registers a vehicle with a Mercosul plate (stored normalised) and every field, and reads it back', async () => {
    const veiculo = await criar({
      placa: 'bra-2e19',
      renavam: renavamComDigito('6395130680'),
      tipoVeiculo: 1,
      tipoCarroceria: 1,
      categoria: 1,
      marca: 1,
      modelo: 'FH 540',
      ano: 2022,
      rastreador: 1,
      rastreadorDispositivo: 'DEV-123',
      gerenciadoraRisco: 1,
      tracao: 3,
      eixos: 3,
      capacidadeKg: 14000.5,
      capacidadeM3: 48,
      taraKg: 9000,
      propriedade: PropriedadeVeiculo.Terceiro,
      transportadoraEmpresaId: carrierEmpresaId,
      rntrc: '12345678',
    });
    expect(veiculo).toMatchObject({
      placa: 'BRA2E19',
      cadastro: 'veiculo',
      propriedade: PropriedadeVeiculo.Terceiro,
      transportadoraEmpresaId: carrierEmpresaId,
      capacidadeKg: 14000.5,
      emUso: false,
      ativo: true,
      conjunto: [],
      capacidadeConjunto: { capacidadeKg: 14000.5, capacidadeM3: 48 },
    });
    expect(veiculo.tipoVeiculoTexto).toBeTruthy();
    const lido = await call('GET', `${BASE}/${veiculo.id}`, operador);
    expect(lido.statusCode).toBe(200);
    expect(lido.json<TVeiculo>().placa).toBe('BRA2E19');

    const editado = await call('PUT', `${BASE}/${veiculo.id}`, operador, {
      placa: 'BRA-2E19',
      propriedade: PropriedadeVeiculo.FrotaContratada,
      transportadoraEmpresaId: carrierEmpresaId,
      capacidadeKg: 20000,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json<TVeiculo>()).toMatchObject({
      propriedade: PropriedadeVeiculo.FrotaContratada,
      transportadoraEmpresaId: null,
      capacidadeKg: 20000,
      modelo: null,
    });
  });

  it('keeps the selector GET /api/frota/veiculos working', async () => {
    const response = await call('GET', `${BASE}?ativos=true`, admin);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it.each([
    [{ placa: 'AB-123' }, 'Placa: Informe uma placa válida.'],
    [{ placa: 'ABC1234', renavam: '12345678901' }, 'RENAVAM inválido'],
    [{ placa: 'ABC1234', capacidadeKg: -5 }, 'Capacidade (kg): Valor mínimo: 0'],
    [{ placa: 'ABC1234', taraKg: 999999 }, 'Tara (kg)'],
    [{ placa: 'ABC1234', ano: 1800 }, 'Ano: Valor mínimo: 1950'],
    [{ placa: 'ABC1234', propriedade: 3 }, 'Transportadora'],
    [{ placa: 'ABC1234', tipoVeiculo: 987654 }, 'Tipo de veículo: Informe um valor válido.'],
    [{ placa: 'ABC1234', tipoEquipamento: 987654 }, 'Tipo de equipamento'],
  ])('refuses %j with 400 naming the field and writes nothing', async (body, texto) => {
    const antes = await contar();
    const response = await call('POST', BASE, admin, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(texto);
    expect(await contar()).toBe(antes);
  });

  it("refuses a carrier that is not one of the caller's companies", async () => {
    const antes = await contar();
    const [outra] = await demo.empresas(t.database.db, carrierOwnerId);
    const response = await call('POST', BASE, admin, {
      placa: novaPlaca(),
      propriedade: 3,
      transportadoraEmpresaId: outra!.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Transportadora');
    expect(await contar()).toBe(antes);
  });

  it("answers 409 with the spec's text for a duplicate plate (hyphen ignored), also on edit and at once", async () => {
    const a = await criar({ placa: 'DUP1A11' });
    const dup = await call('POST', BASE, admin, { placa: 'dup-1a11' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MESSAGES.vehicleAlreadyExists);
    const b = await criar({});
    const edit = await call('PUT', `${BASE}/${b.id}`, admin, { placa: a.placa });
    expect(edit.statusCode).toBe(409);
    const juntos = await Promise.all([
      call('POST', BASE, admin, { placa: 'RAC2B22' }),
      call('POST', BASE, admin, { placa: 'RAC-2B22' }),
    ]);
    expect(juntos.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("another company's vehicle is 404 on every route", async () => {
    const alheio = await criarVeiculo(t.database.db, { ownerId: carrierOwnerId });
    for (const [method, url, body] of [
      ['GET', `${BASE}/${alheio.id}`, undefined],
      ['PUT', `${BASE}/${alheio.id}`, { placa: novaPlaca() }],
      ['PATCH', `${BASE}/${alheio.id}/desativar`, undefined],
      ['PUT', `${BASE}/${alheio.id}/conjunto`, { equipamentoIds: [] }],
      ['POST', `${BASE}/${alheio.id}/documentos`, { tipo: 1 }],
    ] as const) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await sqlRows<{ ativo: boolean }>(
      t.database.db,
      sql`select ativo from veiculos where id = ${alheio.id}`,
    );
    expect(row!.ativo).toBe(true);
  });

  it('403 without module Frota; 403 for an Operador activating/deactivating', async () => {
    const veiculo = await criar({});
    const operadorDesativa = await call('PATCH', `${BASE}/${veiculo.id}/desativar`, operador);
    expect(operadorDesativa.statusCode).toBe(403);
    await negarModulos(t.database.db, DEMO.operador, ['frota']);
    try {
      const semModulo = (await signInAs(t.app, DEMO.operador)).bearer;
      expect((await call('POST', `${BASE}/search`, semModulo, {})).statusCode).toBe(403);
      expect((await call('POST', BASE, semModulo, { placa: novaPlaca() })).statusCode).toBe(403);
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
  });

  it("manual create/edit answer 409 'Rotina desabilitada…' while the integration preference is on", async () => {
    const veiculo = await criar({});
    const pref = await call('POST', '/api/owner-preferences', admin, {
      nome: INTEGRACAO_VEICULOS,
      valor: true,
    });
    expect(pref.statusCode, pref.body).toBeLessThan(300);
    try {
      const antes = await contar();
      const novo = await call('POST', BASE, admin, { placa: novaPlaca() });
      expect(novo.statusCode).toBe(409);
      expect(novo.json().message).toBe(MESSAGES.vehicleIntegrationEnabled);
      const edit = await call('PUT', `${BASE}/${veiculo.id}`, admin, { placa: veiculo.placa, modelo: 'X' });
      expect(edit.statusCode).toBe(409);
      expect(await contar()).toBe(antes);
    } finally {
      await call('POST', '/api/owner-preferences', admin, { nome: INTEGRACAO_VEICULOS, valor: false });
    }
  });
});

describe('search', () => {
  it('finds by plate ignoring the hyphen, filters and pages', async () => {
    const antiga = await criar({ placa: 'SRC-4321', tipoVeiculo: 2 });
    const busca = await call('POST', `${BASE}/search`, admin, { filtro: 'src-43', qtdItem: 10 });
    expect(busca.statusCode, busca.body).toBe(200);
    const page = busca.json<TVeiculoSearchResponse>();
    expect(ZVeiculoSearchResponse.safeParse(page).success).toBe(true);
    expect(page.items.map((item) => item.id)).toEqual([antiga.id]);

    const porTipo = await call('POST', `${BASE}/search`, admin, { tipoVeiculo: 2, qtdItem: 100 });
    expect(porTipo.json<TVeiculoSearchResponse>().items.every((item) => item.tipoVeiculo === 2)).toBe(true);

    const pagina1 = (
      await call('POST', `${BASE}/search`, admin, { qtdItem: 2, page: 1 })
    ).json<TVeiculoSearchResponse>();
    const pagina2 = (
      await call('POST', `${BASE}/search`, admin, { qtdItem: 2, page: 2 })
    ).json<TVeiculoSearchResponse>();
    expect(pagina1.items).toHaveLength(2);
    expect(pagina1.total).toBeGreaterThan(2);
    expect(pagina2.items[0]!.placa > pagina1.items[1]!.placa).toBe(true);

    const desc = (
      await call('POST', `${BASE}/search`, admin, { qtdItem: 5, direcao: 1 })
    ).json<TVeiculoSearchResponse>();
    expect(desc.items[0]!.placa >= desc.items[1]!.placa).toBe(true);

    const ruim = await call('POST', `${BASE}/search`, admin, { ordem: 'x' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toContain('Ordem');
  });

  it("'in use' is a vehicle or equipment on a load in progress; 'free' the others", async () => {
    const [carga] = await sqlRows<{ veiculo_id: string }>(
      t.database.db,
      sql`select veiculo_id from cargas where owner_id = ${ownerId} and veiculo_id is not null
          and situacao = any(${sql.param([...SITUACOES_EM_ANDAMENTO])}::int[]) limit 1`,
    );
    const emUso = (
      await call('POST', `${BASE}/search`, admin, { emUso: true, qtdItem: 100 })
    ).json<TVeiculoSearchResponse>();
    const livres = (
      await call('POST', `${BASE}/search`, admin, { emUso: false, qtdItem: 100 })
    ).json<TVeiculoSearchResponse>();
    expect(emUso.items.every((item) => item.emUso)).toBe(true);
    expect(livres.items.every((item) => !item.emUso)).toBe(true);
    if (carga) expect(emUso.items.map((item) => item.id)).toContain(carga.veiculo_id);
  });

  it("only the caller's company's rows", async () => {
    const alheio = await criarVeiculo(t.database.db, { ownerId: carrierOwnerId });
    const page = (
      await call('POST', `${BASE}/search`, admin, { filtro: alheio.placa })
    ).json<TVeiculoSearchResponse>();
    expect(page.items).toEqual([]);
  });
});

describe('sets', () => {
  it('couples equipment in order, sums the capacity, refuses one in another set (409 naming both plates)', async () => {
    const cavalo = await criar({ tipoVeiculo: 1, capacidadeKg: 0, capacidadeM3: 0 });
    const s1 = await criar({ tipoEquipamento: semirreboque, capacidadeKg: 30000, capacidadeM3: 90 });
    const s2 = await criar({ tipoEquipamento: semirreboque, capacidadeKg: 25000, capacidadeM3: 80 });
    const ok = await call('PUT', `${BASE}/${cavalo.id}/conjunto`, admin, { equipamentoIds: [s2.id, s1.id] });
    expect(ok.statusCode, ok.body).toBe(200);
    const conjunto = ok.json<TVeiculo>();
    expect(conjunto.conjunto.map((m) => [m.id, m.posicao])).toEqual([
      [s2.id, 1],
      [s1.id, 2],
    ]);
    expect(conjunto.capacidadeConjunto).toEqual({ capacidadeKg: 55000, capacidadeM3: 170 });
    expect((await call('GET', `${BASE}/${s1.id}`, admin)).json<TVeiculo>().tracionador).toEqual({
      id: cavalo.id,
      placa: cavalo.placa,
    });

    const outro = await criar({ tipoVeiculo: 1 });
    const conflito = await call('PUT', `${BASE}/${outro.id}/conjunto`, admin, { equipamentoIds: [s1.id] });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json().message).toContain(s1.placa);
    expect(conflito.json().message).toContain(cavalo.placa);

    // An equipment cannot pull a set; a vehicle is not an equipment.
    expect(
      (await call('PUT', `${BASE}/${s1.id}/conjunto`, admin, { equipamentoIds: [s2.id] })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `${BASE}/${outro.id}/conjunto`, admin, { equipamentoIds: [cavalo.id] })).statusCode,
    ).toBe(409);
    // Repeated ids: 400 naming the field.
    const repetido = await call('PUT', `${BASE}/${outro.id}/conjunto`, admin, {
      equipamentoIds: [s1.id, s1.id],
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().message).toContain('Equipamentos');
    // Another company's equipment: 404.
    const alheio = await criarVeiculo(t.database.db, { ownerId: carrierOwnerId, tipoEquipamento: 1 });
    expect(
      (await call('PUT', `${BASE}/${outro.id}/conjunto`, admin, { equipamentoIds: [alheio.id] })).statusCode,
    ).toBe(404);

    // Uncoupling s1 from the first set lets the other take it.
    expect(
      (await call('PUT', `${BASE}/${cavalo.id}/conjunto`, admin, { equipamentoIds: [s2.id] })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `${BASE}/${outro.id}/conjunto`, admin, { equipamentoIds: [s1.id] })).statusCode,
    ).toBe(200);

    // Two sets asking for the same free equipment at once: one wins.
    const s3 = await criar({ tipoEquipamento: semirreboque });
    const corrida = await Promise.all([
      call('PUT', `${BASE}/${cavalo.id}/conjunto`, admin, { equipamentoIds: [s2.id, s3.id] }),
      call('PUT', `${BASE}/${outro.id}/conjunto`, admin, { equipamentoIds: [s1.id, s3.id] }),
    ]);
    expect(corrida.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('deactivating uncouples; an equipment in a set cannot become a vehicle', async () => {
    const cavalo = await criar({ tipoVeiculo: 1 });
    const s1 = await criar({ tipoEquipamento: semirreboque });
    await call('PUT', `${BASE}/${cavalo.id}/conjunto`, admin, { equipamentoIds: [s1.id] });
    const vira = await call('PUT', `${BASE}/${s1.id}`, admin, { placa: s1.placa });
    expect(vira.statusCode).toBe(409);
    const vira2 = await call('PUT', `${BASE}/${cavalo.id}`, admin, {
      placa: cavalo.placa,
      tipoEquipamento: semirreboque,
    });
    expect(vira2.statusCode).toBe(409);
    const desativa = await call('PATCH', `${BASE}/${s1.id}/desativar`, admin);
    expect(desativa.statusCode).toBe(200);
    const lido = (await call('GET', `${BASE}/${cavalo.id}`, admin)).json<TVeiculo>();
    expect(lido.conjunto).toEqual([]);
    const inativo = await call('PUT', `${BASE}/${cavalo.id}/conjunto`, admin, { equipamentoIds: [s1.id] });
    expect(inativo.statusCode).toBe(409);
    expect((await call('PATCH', `${BASE}/${s1.id}/ativar`, admin)).statusCode).toBe(200);
  });
});

describe('documents', () => {
  it('adds a CRLV with expiry and attachment, downloads it, replaces and deletes it', async () => {
    const veiculo = await criar({});
    const validade = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const criado = await call('POST', `${BASE}/${veiculo.id}/documentos`, operador, {
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: '123',
      validade,
      arquivo: { nome: 'crlv.png', conteudo: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const [documento] = criado.json<{ veiculo: TVeiculo }>().veiculo.documentos;
    expect(documento).toMatchObject({
      tipo: 1,
      validade,
      situacao: 'a-vencer',
      arquivo: { nome: 'crlv.png', tipo: 'image/png' },
    });

    const arquivo = await call('GET', `${BASE}/${veiculo.id}/documentos/${documento!.id}/arquivo`, operador);
    expect(arquivo.statusCode).toBe(200);
    expect(Buffer.compare(arquivo.rawPayload, PNG)).toBe(0);

    const vencido = await call('PUT', `${BASE}/${veiculo.id}/documentos/${documento!.id}`, operador, {
      tipo: 1,
      validade: '2020-01-01',
    });
    expect(vencido.statusCode, vencido.body).toBe(200);
    expect(vencido.json<{ veiculo: TVeiculo }>().veiculo.documentos[0]).toMatchObject({
      situacao: 'vencido',
      arquivo: { nome: 'crlv.png' },
    });

    const ruim = await call('POST', `${BASE}/${veiculo.id}/documentos`, operador, {
      tipo: 1,
      validade: '2020-02-31',
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toContain('Validade');
    const ruimArquivo = await call('POST', `${BASE}/${veiculo.id}/documentos`, operador, {
      tipo: 1,
      arquivo: { nome: 'x.png', conteudo: 'data:image/png;base64,AAAA' },
    });
    expect(ruimArquivo.statusCode).toBe(400);
    expect(ruimArquivo.json().message).toContain('Arquivo');

    // Another company's document id (under one of our vehicles) → 404.
    const outro = await criar({});
    expect(
      (await call('DELETE', `${BASE}/${outro.id}/documentos/${documento!.id}`, operador)).statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `${BASE}/${veiculo.id}/documentos/${documento!.id}`, operador)).statusCode,
    ).toBe(200);
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from veiculo_documentos where veiculo_id = ${veiculo.id}`,
    );
    expect(row!.n).toBe(0);
    expect(carrier).toBeDefined();
  });
});

describe('audit (issue 18): access, malformed ids, edits, set transitions and documents', () => {
  const ID_INVALIDO = `${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`;
  const DOCUMENTO_INVALIDO = `${rotuloDoCampo('documentoId')}: ${MESSAGES.invalidFormat}`;

  const documentosDe = (veiculoId: string) =>
    sqlRows<{
      id: string;
      tipo: number;
      numero: string | null;
      validade: string | null;
      arquivo_chave: string | null;
    }>(
      t.database.db,
      sql`select id, tipo, numero, validade::text as validade, arquivo_chave from veiculo_documentos
          where veiculo_id = ${veiculoId} order by id`,
    );

  async function novoDocumento(veiculoId: string, body: Record<string, unknown> = {}) {
    const response = await call('POST', `${BASE}/${veiculoId}/documentos`, admin, {
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: 'AUD-1',
      validade: '2031-01-31',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ veiculo: TVeiculo }>().veiculo.documentos.at(-1)!;
  }

  it('needs a session (401) and module Frota (403) on every route, and changes nothing', async () => {
    const veiculo = await criar({ modelo: 'Auditoria' });
    const equipamento = await criar({ tipoEquipamento: semirreboque });
    const documento = await novoDocumento(veiculo.id, {
      arquivo: { nome: 'crlv.png', conteudo: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    for (const [method, url] of [
      ['POST', `${BASE}/search`],
      ['GET', `${BASE}/${veiculo.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const lidoAntes = (await call('GET', `${BASE}/${veiculo.id}`, admin)).json<TVeiculo>();
    const documentosAntes = await documentosDe(veiculo.id);
    const antes = await contar();
    await negarModulos(t.database.db, DEMO.operador, ['frota']);
    try {
      const semModulo = (await signInAs(t.app, DEMO.operador)).bearer;
      const doc = `${BASE}/${veiculo.id}/documentos/${documento.id}`;
      for (const [method, url, body] of [
        ['GET', `${BASE}/${veiculo.id}`, undefined],
        ['PUT', `${BASE}/${veiculo.id}`, { placa: veiculo.placa, modelo: 'Trocado' }],
        ['PATCH', `${BASE}/${veiculo.id}/ativar`, undefined],
        ['PATCH', `${BASE}/${veiculo.id}/desativar`, undefined],
        ['PUT', `${BASE}/${veiculo.id}/conjunto`, { equipamentoIds: [equipamento.id] }],
        ['POST', `${BASE}/${veiculo.id}/documentos`, { tipo: TipoDocumentoVeiculo.Crlv }],
        ['PUT', doc, { tipo: TipoDocumentoVeiculo.Crlv, numero: 'Trocado' }],
        ['DELETE', doc, undefined],
        ['GET', `${doc}/arquivo`, undefined],
      ] as const) {
        const response = await call(method, url, semModulo, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(MESSAGES.forbidden);
      }
    } finally {
      await negarModulos(t.database.db, DEMO.operador, []);
    }
    expect(await contar()).toBe(antes);
    expect((await call('GET', `${BASE}/${veiculo.id}`, admin)).json<TVeiculo>()).toEqual(lidoAntes);
    expect(await documentosDe(veiculo.id)).toEqual(documentosAntes);
  });

  it("reactivating is the Administrador's (403 for an Operador) and 404 for another company's vehicle", async () => {
    const veiculo = await criar({});
    expect((await call('PATCH', `${BASE}/${veiculo.id}/desativar`, admin)).statusCode).toBe(200);
    const operadorAtiva = await call('PATCH', `${BASE}/${veiculo.id}/ativar`, operador);
    expect(operadorAtiva.statusCode).toBe(403);
    expect(operadorAtiva.json().message).toBe(MESSAGES.forbidden);
    expect((await call('GET', `${BASE}/${veiculo.id}`, admin)).json<TVeiculo>().ativo).toBe(false);

    const alheio = await criarVeiculo(t.database.db, { ownerId: carrierOwnerId, ativo: false });
    expect((await call('PATCH', `${BASE}/${alheio.id}/ativar`, admin)).statusCode).toBe(404);
    const [row] = await sqlRows<{ ativo: boolean }>(
      t.database.db,
      sql`select ativo from veiculos where id = ${alheio.id}`,
    );
    expect(row!.ativo).toBe(false);
    expect((await call('PATCH', `${BASE}/${veiculo.id}/ativar`, admin)).statusCode).toBe(200);
  });

  it('answers 400 naming the id for a malformed one on every route taking one, writing nothing', async () => {
    const veiculo = await criar({});
    const antes = await contar();
    for (const [method, url, body] of [
      ['GET', `${BASE}/nao-e-id`, undefined],
      ['PUT', `${BASE}/nao-e-id`, { placa: novaPlaca() }],
      ['PATCH', `${BASE}/nao-e-id/ativar`, undefined],
      ['PATCH', `${BASE}/nao-e-id/desativar`, undefined],
      ['PUT', `${BASE}/nao-e-id/conjunto`, { equipamentoIds: [] }],
      ['POST', `${BASE}/nao-e-id/documentos`, { tipo: TipoDocumentoVeiculo.Crlv }],
    ] as const) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message, `${method} ${url}`).toContain(ID_INVALIDO);
    }
    const doc = `${BASE}/${veiculo.id}/documentos/nao-e-id`;
    for (const [method, url, body] of [
      ['PUT', doc, { tipo: TipoDocumentoVeiculo.Crlv }],
      ['DELETE', doc, undefined],
      ['GET', `${doc}/arquivo`, undefined],
    ] as const) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message, `${method} ${url}`).toContain(DOCUMENTO_INVALIDO);
    }
    expect(await contar()).toBe(antes);
    expect(await documentosDe(veiculo.id)).toEqual([]);
  });

  it.each([
    [{ placa: 'AB-123' }, `${rotuloDoCampo('placa')}: ${MESSAGES.invalidPlate}`],
    [{ capacidadeKg: -5 }, `${rotuloDoCampo('capacidadeKg')}: ${MESSAGES.minValue}0`],
    [{ tipoVeiculo: 987654 }, `${rotuloDoCampo('tipoVeiculo')}: ${MESSAGES.invalidValue}`],
    [{ propriedade: PropriedadeVeiculo.Terceiro }, VEICULO_MESSAGES.transportadoraObrigatoria],
  ])('refuses the edit %j with 400 naming the field and changes nothing', async (override, texto) => {
    const veiculo = await criar({ modelo: 'Original', capacidadeKg: 1000 });
    const response = await call('PUT', `${BASE}/${veiculo.id}`, admin, { placa: veiculo.placa, ...override });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(texto);
    expect((await call('GET', `${BASE}/${veiculo.id}`, admin)).json<TVeiculo>()).toEqual(veiculo);
  });

  it('refuses every set transition with its 409 message and leaves the sets as they were', async () => {
    const cavalo = await criar({ tipoVeiculo: 1 });
    const outro = await criar({ tipoVeiculo: 1 });
    const desligado = await criar({ tipoVeiculo: 1 });
    const s1 = await criar({ tipoEquipamento: semirreboque });
    const livre = await criar({ tipoEquipamento: semirreboque });
    const inativo = await criar({ tipoEquipamento: semirreboque });
    expect((await call('PATCH', `${BASE}/${inativo.id}/desativar`, admin)).statusCode).toBe(200);
    expect((await call('PATCH', `${BASE}/${desligado.id}/desativar`, admin)).statusCode).toBe(200);
    expect(
      (await call('PUT', `${BASE}/${cavalo.id}/conjunto`, admin, { equipamentoIds: [s1.id] })).statusCode,
    ).toBe(200);
    const conjuntos = () =>
      sqlRows<{ id: string; tracionador_id: string | null; posicao_conjunto: number | null }>(
        t.database.db,
        sql`select id, tracionador_id, posicao_conjunto from veiculos
            where id in (${s1.id}, ${livre.id}, ${inativo.id}, ${cavalo.id}, ${outro.id}) order by id`,
      );
    const antes = await conjuntos();

    const casos: [string, string[], string][] = [
      [desligado.id, [livre.id], VEICULO_MESSAGES.tracionadorInativo],
      [s1.id, [livre.id], VEICULO_MESSAGES.equipamentoNaoTraciona],
      [outro.id, [outro.id], VEICULO_MESSAGES.equipamentoNaoTraciona],
      [outro.id, [cavalo.id], VEICULO_MESSAGES.naoEquipamento(formatPlate(cavalo.placa))],
      [outro.id, [inativo.id], VEICULO_MESSAGES.equipamentoInativo(formatPlate(inativo.placa))],
      [
        outro.id,
        [livre.id, s1.id],
        VEICULO_MESSAGES.equipamentoEmOutroConjunto(formatPlate(s1.placa), formatPlate(cavalo.placa)),
      ],
    ];
    for (const [tracionadorId, equipamentoIds, mensagem] of casos) {
      const response = await call('PUT', `${BASE}/${tracionadorId}/conjunto`, admin, { equipamentoIds });
      expect(response.statusCode, mensagem).toBe(409);
      expect(response.json().message).toBe(mensagem);
    }
    // Bad input on the set: 400 naming the field.
    for (const [equipamentoIds, mensagem] of [
      [[livre.id, livre.id], VEICULO_MESSAGES.equipamentoRepetido],
      [['nao-e-id'], `${rotuloDoCampo('equipamentoIds')}: ${MESSAGES.invalidFormat}`],
    ] as const) {
      const response = await call('PUT', `${BASE}/${outro.id}/conjunto`, admin, { equipamentoIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(mensagem);
    }
    // Turning a coupled equipment into a vehicle, or a set's tractor into an equipment: 409.
    const vira = await call('PUT', `${BASE}/${s1.id}`, admin, { placa: s1.placa });
    expect(vira.statusCode).toBe(409);
    expect(vira.json().message).toBe(VEICULO_MESSAGES.equipamentoAcoplado(formatPlate(cavalo.placa)));
    const vira2 = await call('PUT', `${BASE}/${cavalo.id}`, admin, {
      placa: cavalo.placa,
      tipoEquipamento: semirreboque,
    });
    expect(vira2.statusCode).toBe(409);
    expect(vira2.json().message).toBe(VEICULO_MESSAGES.conjuntoNaoVazio);

    expect(await conjuntos()).toEqual(antes);
    expect((await call('GET', `${BASE}/${s1.id}`, admin)).json<TVeiculo>().tipoEquipamento).toBe(
      semirreboque,
    );
    expect((await call('GET', `${BASE}/${cavalo.id}`, admin)).json<TVeiculo>().tipoEquipamento).toBeNull();
  });

  it('refuses a bad document with 400 naming the field and writes nothing, on create and edit', async () => {
    const veiculo = await criar({});
    const documento = await novoDocumento(veiculo.id);
    const antes = await documentosDe(veiculo.id);
    const casos: [Record<string, unknown>, string][] = [
      [
        { tipo: TipoDocumentoVeiculo.Crlv, validade: '2020-02-31' },
        `${rotuloDoCampo('validade')}: ${MESSAGES.invalidDate}`,
      ],
      [{ tipo: 999 }, `${rotuloDoCampo('tipo')}: ${MESSAGES.invalidValue}`],
      [
        { tipo: TipoDocumentoVeiculo.Crlv, arquivo: { nome: 'x.png', conteudo: 'nao-e-data-url' } },
        `Arquivo: ${MESSAGES.invalidFormat}`,
      ],
      [
        {
          tipo: TipoDocumentoVeiculo.Crlv,
          arquivo: { nome: 'x.png', conteudo: 'data:image/png;base64,AAAA' },
        },
        `Arquivo: ${ANEXO_MESSAGES.imagemInvalida}`,
      ],
    ];
    for (const [body, texto] of casos) {
      for (const [method, url] of [
        ['POST', `${BASE}/${veiculo.id}/documentos`],
        ['PUT', `${BASE}/${veiculo.id}/documentos/${documento.id}`],
      ] as const) {
        const response = await call(method, url, operador, body);
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().message, `${method} ${JSON.stringify(body)}`).toContain(texto);
      }
    }
    expect(await documentosDe(veiculo.id)).toEqual(antes);
  });

  it("another company's document is 404 on edit, delete and download, and stays as it was", async () => {
    const alheio = await criarVeiculo(t.database.db, { ownerId: carrierOwnerId });
    const [documento] = await t.database.db
      .insert(veiculoDocumentos)
      .values({
        ownerId: carrierOwnerId,
        veiculoId: alheio.id,
        tipo: TipoDocumentoVeiculo.Crlv,
        numero: 'ALHEIO',
        validade: '2031-01-31',
      })
      .returning();
    const antes = await documentosDe(alheio.id);
    const meu = await criar({});
    for (const veiculoId of [alheio.id, meu.id]) {
      const url = `${BASE}/${veiculoId}/documentos/${documento!.id}`;
      for (const [method, rota, body] of [
        ['PUT', url, { tipo: TipoDocumentoVeiculo.Crlv, numero: 'MEU' }],
        ['DELETE', url, undefined],
        ['GET', `${url}/arquivo`, undefined],
      ] as const) {
        const response = await call(method, rota, admin, body);
        expect(response.statusCode, `${method} ${rota}`).toBe(404);
      }
    }
    expect(await documentosDe(alheio.id)).toEqual(antes);
    expect(await documentosDe(meu.id)).toEqual([]);
  });

  it('answers 404 with its message for the file of a document without one', async () => {
    const veiculo = await criar({});
    const documento = await novoDocumento(veiculo.id);
    const response = await call('GET', `${BASE}/${veiculo.id}/documentos/${documento.id}/arquivo`, operador);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(VEICULO_MESSAGES.documentoSemArquivo);
  });
});
