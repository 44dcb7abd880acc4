import { KANBAN_MESSAGES, MESSAGES, requiredMessage, TipoEmpresa } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarOferta } from '../../../../test/factories/cargas';
import * as demo from '../../../../test/factories/demo';
import { criarEmpresa } from '../../../../test/factories/empresas';
import { signInDemo } from '../../../../test/factories/sessoes';
import {
  colunasDaCarga,
  documentosDaCarga,
  historicoDaCarga,
  ofertasDaCarga,
  rotasDaCarga,
} from '../../../../test/helpers/carga-registros';
import { httpDe } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { VINCULO } from '../../../seed/demo-catalog';

interface Etapa {
  id: string;
  descricao: string;
  grupoEtapa: string;
}
interface Historico {
  id: string;
  acao: string;
  descricao: string;
  usuario: string | null;
  criadoEm: string;
}

let t: TestApp;
const http = httpDe(() => t.app);
let admin: Record<string, string>;
let operador: Record<string, string>;
let carrier: Record<string, string>;
let shipperOwnerId: string;
let carrierOwnerId: string;
let units: { id: string; descricao: string }[];
let etapas: Etapa[];
let carrierEtapas: Etapa[];

async function stagesOf(headers: Record<string, string>) {
  return (await http.get('/api/kanbanpipecargas/list?tipo=1', headers)).json<Etapa[]>();
}

beforeAll(async () => {
  t = await createTestApp();
  const sessoes = await signInDemo(t.app, 'admin', 'operador', 'carrier');
  shipperOwnerId = sessoes.admin.ownerId;
  units = sessoes.admin.units;
  // Like the board: a selected unit, and the filter widening the scope to every unit.
  admin = sessoes.admin.headers;
  operador = sessoes.operador.headers;
  carrierOwnerId = sessoes.carrier.ownerId;
  carrier = sessoes.carrier.naUnidade(sessoes.carrier.units[0]!.id);
  etapas = await stagesOf(admin);
  carrierEtapas = await stagesOf(carrier);
});
afterAll(async () => t.close());

const url = (path: string) => `/api/carga-mongo${path}`;
const get = (path: string, headers: Record<string, string>) => http.get(url(path), headers);
const mover = (cargaId: string, etapaId: string, headers: Record<string, string>) =>
  http.put(url(`/${cargaId}/etapa/${etapaId}`), headers);

/** The shipper's first active load (by code) matching the filter. */
const carga = (filtro: Omit<demo.FiltroDeCarga, 'ownerId'>) =>
  demo.carga(t.database.db, { ownerId: shipperOwnerId, ativo: true, ...filtro });

const directedToCarrier = () => ({ situacao: 1, direcionadaA: carrierOwnerId });
const notOffered = () => ({ situacao: 1, semOfertas: true });
const withDocuments = () => ({ situacao: 2, comDocumentos: true });

async function historyCount(cargaId: string) {
  return (await historicoDaCarga(t.database.db, cargaId)).length;
}

describe('GET /api/carga-mongo/{id}', () => {
  it('returns the board card with its documents', async () => {
    const load = await carga(withDocuments());
    const response = await get(`/${load.id}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: string; documentos: { id: string }[]; unidadeNegocioId: string }>();
    expect(body.id).toBe(load.id);
    expect(body.unidadeNegocioId).toBe(load.unidadeNegocioId);
    const docs = await documentosDaCarga(t.database.db, load.id);
    expect(body.documentos.map((d) => d.id).sort()).toEqual(docs.map((d) => d.id).sort());
  });

  it('answers 400 for a malformed id and 404 for an unknown or off-board load', async () => {
    expect((await get('/nao-e-guid', admin)).statusCode).toBe(400);
    expect((await get('/0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e', admin)).statusCode).toBe(404);
    const cancelled = await carga({ situacao: [5, 99] });
    const response = await get(`/${cancelled.id}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
  });

  it('requires BusinessUnitId and keeps to the request unit scope', async () => {
    const load = await carga({ situacao: 1 });
    const { businessunitid: _unit, businessunitfilter: _all, ...bare } = admin;
    const missing = await get(`/${load.id}`, bare);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(requiredMessage('BusinessUnitId'));
    const otherUnit = units.find((u) => u.id !== load.unidadeNegocioId)!;
    expect((await get(`/${load.id}`, { ...bare, businessunitid: otherUnit.id })).statusCode).toBe(404);
    expect((await get(`/${load.id}`, { ...bare, businessunitid: load.unidadeNegocioId })).statusCode).toBe(
      200,
    );
  });

  it("shows a carrier the loads directed to it, never the shipper's others", async () => {
    const directed = await carga(directedToCarrier());
    const response = await get(`/${directed.id}`, carrier);
    expect(response.statusCode).toBe(200);
    expect(response.json().visibilidade).toBe(99);
    const other = await carga(notOffered());
    expect((await get(`/${other.id}`, carrier)).statusCode).toBe(404);
    expect((await get(`/${other.id}/details`, carrier)).statusCode).toBe(404);
    expect((await get(`/${other.id}/historico`, carrier)).statusCode).toBe(404);
  });
});

describe('GET /api/carga-mongo/{id}/details', () => {
  it('returns every route point in order, the offered carriers, the unit and the creator', async () => {
    const load = await carga(directedToCarrier());
    const response = await get(`/${load.id}/details`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      unidadeNegocio: { id: string; nome: string };
      criadoPor: string | null;
      rotas: { ordem: number; rota: number; empresa: { nome: string } | null }[];
      transportadoras: { nome: string; tipo: number }[];
      documentos: unknown[];
    }>();
    const db = t.database.db;
    const expected = {
      unidade: (await demo.unidades(db, shipperOwnerId)).find((u) => u.id === load.unidadeNegocioId)
        ?.descricao,
      criador: load.createdBy ? (await demo.usuarioPorId(db, load.createdBy)).nome : null,
      pontos: (await rotasDaCarga(db, load.id)).length,
      ofertas: (await ofertasDaCarga(db, load.id)).length,
    };
    expect(body.unidadeNegocio).toEqual({ id: load.unidadeNegocioId, nome: expected!.unidade });
    expect(body.criadoPor).toBe(expected!.criador);
    expect(body.rotas).toHaveLength(expected!.pontos);
    expect(body.rotas.map((p) => p.ordem)).toEqual([...body.rotas.map((p) => p.ordem)].sort((a, b) => a - b));
    expect(body.rotas[0]?.rota).toBe(1);
    expect(body.rotas.at(-1)?.rota).toBe(3);
    expect(body.transportadoras).toHaveLength(expected!.ofertas);
    expect(body.transportadoras.some((c) => c.tipo === 2)).toBe(true);
    expect(Array.isArray(body.documentos)).toBe(true);
  });

  it("gives a carrier its own offers only, never the shipper's other carriers", async () => {
    const load = await carga(directedToCarrier());
    const response = await get(`/${load.id}/details`, carrier);
    expect(response.statusCode).toBe(200);
    const proprias = {
      n: (await ofertasDaCarga(t.database.db, load.id)).filter(
        (o) => o.transportadoraOwnerId === carrierOwnerId,
      ).length,
    };
    const transportadoras = response.json<{ transportadoras: { criadoEm: string }[] }>().transportadoras;
    expect(proprias!.n).toBeGreaterThan(0);
    expect(transportadoras).toHaveLength(proprias!.n);
    expect(Number.isNaN(Date.parse(transportadoras[0]!.criadoEm))).toBe(false);
    expect(response.json().rotas.length).toBeGreaterThan(1);
  });

  it('gives a carrier its own offer of a load also offered to another carrier', async () => {
    const load = await carga(directedToCarrier());
    // Another carrier of the shipper's (off the platform) gets an offer of the same load.
    const db = t.database.db;
    const outra = await criarEmpresa(db, {
      ownerId: shipperOwnerId,
      tipo: TipoEmpresa.Transportadora,
      tipoVinculo: VINCULO.Transportadora,
    });
    await criarOferta(db, {
      cargaId: load.id,
      ownerId: shipperOwnerId,
      transportadoraEmpresaId: outra.id,
      tipo: 1,
      situacao: 1,
    });
    const ofertas = await ofertasDaCarga(db, load.id);
    const contagem = {
      todas: ofertas.length,
      proprias: ofertas.filter((o) => o.transportadoraOwnerId === carrierOwnerId).length,
    };
    expect(contagem.todas).toBeGreaterThan(contagem.proprias);
    expect((await get(`/${load.id}/details`, admin)).json().transportadoras).toHaveLength(contagem.todas);
    const response = await get(`/${load.id}/details`, carrier);
    expect(response.statusCode).toBe(200);
    expect(response.json().transportadoras).toHaveLength(contagem.proprias);
  });
});

describe('GET /api/carga-mongo/{id}/historico', () => {
  it("lists the load's history newest first with the user's name", async () => {
    const load = await carga({ situacao: 2 });
    const response = await get(`/${load.id}/historico`, admin);
    expect(response.statusCode).toBe(200);
    const items = response.json<Historico[]>();
    expect(items).toHaveLength(await historyCount(load.id));
    expect(items.length).toBeGreaterThan(0);
    const times = items.map((i) => Date.parse(i.criadoEm));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.some((i) => i.usuario)).toBe(true);
  });

  it('is not readable by a carrier, even for a load directed to it (403)', async () => {
    const load = await carga(directedToCarrier());
    const response = await get(`/${load.id}/historico`, carrier);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('PUT /api/carga-mongo/{id}/etapa/{etapaId}', () => {
  const stage = (descricao: string) => etapas.find((e) => e.descricao === descricao)!;

  it('moves the load within its group, bumps its version and writes a history row', async () => {
    const target = stage('Em cotação');
    const load = await carga({ situacao: 1, foraDaEtapa: target.id });
    const before = await historyCount(load.id);
    const response = await mover(load.id, target.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: load.id, etapa: target.id, documentos: expect.any(Array) });
    const row = await colunasDaCarga(t.database.db, load.id, ['etapaId', 'version']);
    expect(row).toEqual({ etapaId: target.id, version: load.version + 1 });
    expect(await historyCount(load.id)).toBe(before + 1);
    const [latest] = (await get(`/${load.id}/historico`, admin)).json<Historico[]>();
    expect(latest).toMatchObject({
      acao: 'mover-etapa',
      descricao: 'Carga movida para a etapa "Em cotação".',
      usuario: 'Mariana Costa Ribeiro',
    });
  });

  it('changes nothing when the load is already in that stage', async () => {
    const target = stage('Aguardando contratação');
    const load = await carga({ situacao: 1, etapaId: target.id });
    const before = await historyCount(load.id);
    const response = await mover(load.id, target.id, admin);
    expect(response.statusCode).toBe(200);
    expect(await historyCount(load.id)).toBe(before);
  });

  it('refuses a stage of another group (400), changing nothing', async () => {
    const load = await carga({ situacao: 1 });
    const before = await historyCount(load.id);
    const response = await mover(load.id, stage('Em trânsito').id, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(KANBAN_MESSAGES.otherGroup);
    const row = await colunasDaCarga(t.database.db, load.id, ['etapaId', 'version']);
    expect(row).toEqual({ etapaId: load.etapaId, version: load.version });
    expect(await historyCount(load.id)).toBe(before);
  });

  it("answers 404 for another company's stage and 400 for malformed ids", async () => {
    const load = await carga({ situacao: 1 });
    const theirs = carrierEtapas.find((e) => e.grupoEtapa === 'aguardando-alocacao')!;
    expect((await mover(load.id, theirs.id, admin)).statusCode).toBe(404);
    expect((await mover(load.id, 'x', admin)).statusCode).toBe(400);
    expect((await mover('x', theirs.id, admin)).statusCode).toBe(400);
  });

  it('lets an operator move a load of its units', async () => {
    const target = stage('Em entrega');
    const load = await carga({
      situacao: 2,
      unidadeNegocioId: operador.businessunitid as string,
      foraDaEtapa: target.id,
    });
    const response = await mover(load.id, target.id, operador);
    expect(response.statusCode).toBe(200);
    const [latest] = (await get(`/${load.id}/historico`, admin)).json<Historico[]>();
    expect(latest).toMatchObject({ acao: 'mover-etapa', usuario: 'Rafael Almeida Santos' });
  });

  it("does not let a carrier move a shipper's load (403 when directed to it, 404 otherwise)", async () => {
    const directed = await carga(directedToCarrier());
    const theirs = carrierEtapas.find((e) => e.grupoEtapa === 'aguardando-alocacao')!;
    const mine = stage('Em cotação');
    for (const etapaId of [theirs.id, mine.id]) {
      const response = await mover(directed.id, etapaId, carrier);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    const other = await carga(notOffered());
    expect((await mover(other.id, theirs.id, carrier)).statusCode).toBe(404);
    const row = await colunasDaCarga(t.database.db, directed.id, ['etapaId', 'version']);
    expect(row).toEqual({ etapaId: directed.etapaId, version: directed.version });
  });
});
