import {
  MESSAGES,
  ROMANEIO_MESSAGES,
  rotuloDoCampo,
  type TRomaneioDetalhes,
  type TRomaneioUnificado,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCarga } from '../../../../test/factories/cargas';
import * as demo from '../../../../test/factories/demo';
import { type SignedIn, signInDemo } from '../../../../test/factories/sessoes';
import { colunasDaCarga, documentosDaCarga, rotasDaCarga } from '../../../../test/helpers/carga-registros';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
let shipper: SignedIn;
let admin: Record<string, string>;
let carrier: Record<string, string>;
let trial: Record<string, string>;
let shipperOwnerId: string;
let carrierOwnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  // The bearer headers with the first unit selected and the filter widened to every unit (as the board).
  const s = await signInDemo(t.app, 'admin', 'carrier', 'trial');
  shipper = s.admin;
  admin = s.admin.headers;
  shipperOwnerId = s.admin.ownerId;
  carrier = s.carrier.headers;
  carrierOwnerId = s.carrier.ownerId;
  trial = s.trial.headers;
});
afterAll(async () => t.close());

const detalhes = (cargaId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/carga-mongo/${cargaId}/romaneio-detalhes`, headers });
const unificado = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/carga-mongo/romaneio-unificado?${query}`, headers });

/** Ids of the shipper's active loads on the board matching the filter, by code. */
async function cargas(filtro: Omit<demo.FiltroDeCarga, 'ownerId'>, limit = 1): Promise<string[]> {
  const rows = (
    await demo.cargas(t.database.db, {
      ownerId: shipperOwnerId,
      ativo: true,
      situacao: [1, 2, 3, 4, 7, 8],
      ...filtro,
    })
  ).slice(0, limit);
  if (rows.length < limit) throw new Error('cargas de teste não encontradas');
  return rows.map((row) => row.id);
}

const hiredByCarrier = () => ({ contratadaPor: carrierOwnerId, comVeiculo: true, comMotorista: true });
const directedNotHired = () => ({ contratadaPor: null, direcionadaA: carrierOwnerId });
const notOffered = () => ({ semOfertas: true });

/**
 * A load of the shipper's with known documents: two documents, the first with two items (written out of
 * order), the second without a quantity (counts as one unit).
 */
async function cargaComDocumentosConhecidos() {
  const carga = await criarCarga(t.database.db, {
    ownerId: shipperOwnerId,
    unidadeNegocioId: shipper.units[0]!.id,
    volumeUnidade: 7,
    rotas: [
      { cidade: 'São Paulo', uf: 'SP' },
      { cidade: 'Curitiba', uf: 'PR' },
    ],
    documentos: [
      {
        ordem: 1,
        codigo: 'CX-01',
        descricao: 'Caixas de papelão',
        numero: 'DOC-1',
        quantidade: 12,
        tipoAcondicionamento: 'Caixa',
        peso: '25.5',
        cubagem: '0.125',
        valor: '1999.90',
        numeroNf: '900001',
        itens: [
          {
            ordem: 2,
            codigo: 'IT-2',
            descricao: 'Fita adesiva',
            quantidade: '2.5',
            peso: '0.3',
            valor: '15.00',
          },
          {
            ordem: 1,
            codigo: 'IT-1',
            descricao: 'Caixa 40x30',
            quantidade: '10',
            peso: '2.125',
            valor: '120.50',
          },
        ],
      },
      {
        ordem: 2,
        codigo: 'PL-02',
        descricao: 'Palete de bobinas',
        numero: 'DOC-2',
        quantidade: null,
        peso: '1200.125',
        cubagem: '1.5',
        valor: '0.10',
        numeroNf: '900002',
      },
    ],
  });
  return carga.id;
}

describe('GET /api/carga-mongo/{id}/romaneio-detalhes', () => {
  it("returns the load's header, route and documents as the database has them", async () => {
    const [id] = await cargas(hiredByCarrier());
    const response = await detalhes(id!, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    const db = t.database.db;
    const carga = await colunasDaCarga(db, id!, [
      'codigo',
      'veiculoId',
      'motoristaId',
      'transportadoraEmpresaId',
    ]);
    const empresa = await demo.empresaPropria(db, shipperOwnerId);
    const row = {
      codigo: carga.codigo,
      empresa: empresa.nome,
      cnpj: empresa.cnpj,
      placa: (await demo.veiculo(db, carga.veiculoId!)).placa,
      motorista: (await demo.motorista(db, carga.motoristaId!)).nome,
      transportadora: (await demo.empresa(db, carga.transportadoraEmpresaId!)).nome,
      rotas: (await rotasDaCarga(db, id!)).length,
      documentos: (await documentosDaCarga(db, id!)).length,
    };
    expect(body).toMatchObject({
      id,
      codigo: row.codigo,
      embarcador: { nome: row.empresa, documento: row.cnpj },
      transportadora: { nome: row.transportadora },
      veiculo: { placa: row.placa },
      motorista: { nome: row.motorista },
    });
    expect(body.rotas).toHaveLength(row.rotas);
    expect(body.rotas.map((ponto) => ponto.ordem)).toEqual(
      [...body.rotas.map((p) => p.ordem)].sort((a, b) => a - b),
    );
    expect(body.documentos).toHaveLength(row.documentos);
    expect(body.unidadeNegocio.nome.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(body.emitidoEm))).toBe(false);
  });

  it('computes the totals exactly and lists each document’s items in order', async () => {
    const id = await cargaComDocumentosConhecidos();
    const response = await detalhes(id!, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    expect(body.totais).toEqual({
      // 12 × 25,5 + 1 × 1200,125
      peso: '1506.125',
      // 12 × 0,125 + 1 × 1,5
      volume: '3.000',
      volumeUnidade: 7,
      valor: '2000.00',
      quantidade: 12,
      documentos: 2,
      itens: 2,
    });
    expect(body.documentos.map((d) => d.numero)).toEqual(['DOC-1', 'DOC-2']);
    expect(body.documentos[0]!.itens).toEqual([
      expect.objectContaining({ ordem: 1, codigo: 'IT-1', descricao: 'Caixa 40x30', quantidade: '10.000' }),
      expect.objectContaining({
        ordem: 2,
        codigo: 'IT-2',
        quantidade: '2.500',
        peso: '0.300',
        valor: '15.00',
      }),
    ]);
    expect(body.documentos[1]!.itens).toEqual([]);
  });

  it("answers 404 for another tenant's load, an unknown id, and 400 for a malformed id", async () => {
    const [id] = await cargas(notOffered());
    expect((await detalhes(id!, trial)).statusCode).toBe(404);
    expect((await detalhes(id!, carrier)).statusCode).toBe(404);
    expect((await detalhes('0b3c0b5e-7a2f-4f7e-9a43-0d1c2b3a4f5e', admin)).statusCode).toBe(404);
    const malformed = await detalhes('abc', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: `${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}`,
      campos: { id: `${rotuloDoCampo('id')}: ${MESSAGES.invalidFormat}` },
    });
  });

  it('answers 401 without a session and 400 without a business unit', async () => {
    const [id] = await cargas(notOffered());
    expect((await detalhes(id!, {})).statusCode).toBe(401);
    const { authorization } = admin;
    expect((await detalhes(id!, { authorization: authorization! })).statusCode).toBe(400);
  });

  it('shows the hired carrier its load with the vehicle and driver', async () => {
    const [id] = await cargas(hiredByCarrier());
    const response = await detalhes(id!, carrier);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    expect(body.veiculo?.placa).toMatch(/^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/);
    expect(body.motorista?.nome.length).toBeGreaterThan(0);
    expect(body.transportadora).not.toBeNull();
  });

  it('shows a carrier a load directed to it, without the hiring', async () => {
    const [id] = await cargas(directedNotHired());
    const response = await detalhes(id!, carrier);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioDetalhes>();
    expect(body.id).toBe(id);
    expect(body.embarcador.nome.length).toBeGreaterThan(0);
    expect(body.veiculo).toBeNull();
    expect(body.motorista).toBeNull();
  });
});

describe('GET /api/carga-mongo/romaneio-unificado', () => {
  it('returns the manifests in the order asked and their grand totals', async () => {
    const ids = await cargas({ comDocumentos: true }, 3);
    const asked = [ids[2]!, ids[0]!, ids[1]!];
    const response = await unificado(`cargaIds=${asked.join(',')}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRomaneioUnificado>();
    expect(body.romaneios.map((r) => r.id)).toEqual(asked);
    const [somas] = await sqlRows<{ peso: string; valor: string; documentos: number }>(
      t.database.db,
      sql`select sum(d.peso * coalesce(d.quantidade, 1))::numeric(14, 3)::text as peso,
            sum(coalesce(d.valor, 0))::numeric(14, 2)::text as valor, count(*)::int as documentos
          from carga_documentos d where d.carga_id in (${sql.join(
            asked.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    expect(body.totais.peso).toBe(somas!.peso);
    expect(body.totais.valor).toBe(somas!.valor);
    expect(body.totais.documentos).toBe(somas!.documentos);
  });

  it('answers 404 when any load is not visible to the caller', async () => {
    const [mine] = await cargas(notOffered());
    const [directed] = await cargas(directedNotHired());
    expect((await unificado(`cargaIds=${directed},${mine}`, carrier)).statusCode).toBe(404);
    expect((await unificado(`cargaIds=${directed}`, carrier)).statusCode).toBe(200);
    expect((await unificado(`cargaIds=${mine}`, trial)).statusCode).toBe(404);
  });

  it('refuses no ids, malformed ids and more than 50 (400), in pt-BR', async () => {
    const none = await unificado('cargaIds=', admin);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(ROMANEIO_MESSAGES.cargaIdsObrigatorio);
    expect((await unificado('cargaIds=abc', admin)).statusCode).toBe(400);
    const many = Array.from(
      { length: 51 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ).join(',');
    const tooMany = await unificado(`cargaIds=${many}`, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(ROMANEIO_MESSAGES.maxCargas(50));
  });
});
