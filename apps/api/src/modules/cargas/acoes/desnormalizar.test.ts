import { MESSAGES } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargaAcessada } from '../carga.access';
import { createCargaWriter } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import {
  type ColunasDesnormalizadas,
  camposDivergentes,
  colunasDerivadas,
  desnormalizarCarga,
} from './desnormalizar';

/** The derivation as pure functions, and the write's refusal when the load changed after it was read. */

const COLETA = new Date('2030-06-10T11:00:00.000Z');
const PARADA = new Date('2030-06-11T08:00:00.000Z');
const ENTREGA = new Date('2030-06-12T20:00:00.000Z');
const EMPRESA = '0b7c2f7e-1111-4c2d-8e3f-9a0b1c2d3e4f';
const TENANT = '1c8d3a8f-2222-4d3e-9f4a-0b1c2d3e4f5a';
const OUTRO_TENANT = '2d9e4b90-3333-4e4f-8a5b-1c2d3e4f5a6b';
const UNIDADE = '3eaf5ca1-4444-4f50-9b6c-2d3e4f5a6b7c';

const atuais = (over: Partial<ColunasDesnormalizadas> = {}): ColunasDesnormalizadas => ({
  dhColeta: COLETA,
  dhEntrega: ENTREGA,
  transportadoraEmpresaId: EMPRESA,
  contratacaoOwnerId: TENANT,
  contratacaoUnidadeNegocioId: UNIDADE,
  ...over,
});
const rotas = [{ dhPrevista: COLETA }, { dhPrevista: PARADA }, { dhPrevista: ENTREGA }];
const contratacao = { transportadoraEmpresaId: EMPRESA, transportadoraOwnerId: TENANT };

describe('colunasDerivadas / camposDivergentes', () => {
  it('an intact load: every derived column equals the stored one (instants by time, ids in any case)', () => {
    const stored = atuais({
      dhColeta: new Date(COLETA.getTime()),
      transportadoraEmpresaId: EMPRESA.toUpperCase(),
    });
    expect(camposDivergentes(stored, colunasDerivadas(stored, { rotas, contratacao }))).toEqual([]);
  });

  it('dates from the first and last route points; the hiring from its offer', () => {
    const stored = atuais({ dhColeta: PARADA, dhEntrega: null, transportadoraEmpresaId: null });
    const derivadas = colunasDerivadas(stored, { rotas, contratacao });
    expect(derivadas).toEqual({
      dhColeta: COLETA,
      dhEntrega: ENTREGA,
      transportadoraEmpresaId: EMPRESA,
      contratacaoOwnerId: TENANT,
    });
    expect(camposDivergentes(stored, derivadas)).toEqual([
      'dhColeta',
      'dhEntrega',
      'transportadoraEmpresaId',
    ]);
  });

  it('another hired tenant: corrected, and its unit cleared', () => {
    const stored = atuais({ contratacaoOwnerId: OUTRO_TENANT });
    const derivadas = colunasDerivadas(stored, { rotas, contratacao });
    expect(derivadas).toMatchObject({ contratacaoOwnerId: TENANT, contratacaoUnidadeNegocioId: null });
    expect(camposDivergentes(stored, derivadas)).toEqual([
      'contratacaoOwnerId',
      'contratacaoUnidadeNegocioId',
    ]);
  });

  it('without a source a column is kept: no route points, no hiring', () => {
    const stored = atuais({ dhColeta: null, transportadoraEmpresaId: null, contratacaoOwnerId: null });
    const derivadas = colunasDerivadas(stored, { rotas: [], contratacao: null });
    expect(derivadas).toEqual({});
    expect(camposDivergentes(stored, derivadas)).toEqual([]);
  });
});

describe('desnormalizarCarga', () => {
  it('a change of the load between the read and the write: 409, no event', async () => {
    const eventos: unknown[] = [];
    const carga = {
      id: OUTRO_TENANT,
      ownerId: TENANT,
      unidadeNegocioId: UNIDADE,
      codigo: 7,
      version: 3,
      contratacaoId: null,
      ...atuais({ dhColeta: null }),
    } as unknown as CargaAcessada;
    // The database's answer to the write: no row at the version read (another change got there first).
    const db = {
      transaction: async (write: (tx: unknown) => Promise<unknown>) =>
        write({ update: () => ({ set: () => ({ where: () => ({ returning: async () => [] }) }) }) }),
    } as unknown as Database;
    const events = {
      cargaPronta: async (evento: unknown) => {
        eventos.push(evento);
      },
      cargaDesativada: async () => undefined,
      atualizarQuadro: async () => undefined,
    };
    const readModel = {
      rotas: async () => rotas.map((ponto, index) => ({ ordem: index + 1, ...ponto })),
      transportadoraOwnerIds: async () => [],
    };
    const ctx = {
      db,
      access: { require: async () => carga },
      readModel,
      writer: createCargaWriter({ db, readModel, events, notify: async () => null }),
      events,
    } as unknown as CargasContext;
    const session = {
      ownerId: TENANT,
      userId: EMPRESA,
      escopoUnidadeIds: [UNIDADE],
      claims: { nome: 'Ana' },
    } as unknown as RequestSession;
    await expect(desnormalizarCarga(ctx, session, OUTRO_TENANT)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.recordLocked,
    });
    expect(eventos).toEqual([]);
  });
});
