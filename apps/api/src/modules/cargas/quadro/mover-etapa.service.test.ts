import { KANBAN_MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { sessionOf } from '../../../../test/factories/sessoes';
import { colunasDaCarga } from '../../../../test/helpers/carga-registros';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { RequestSession } from '../../../plugins/authenticate';
import { createCargasContext } from '../cargas.context';
import { createEtapasService } from './etapas.service';
import type { CargaEventInput } from './tempo-real.service';

/**
 * The stage move's real-time event, at the service level: the real repositories, board and stages on the
 * demo database, and a recording publisher in place of the cargas hub.
 */
let t: TestApp;
let session: RequestSession;
let carrierOwnerId: string;
const published: CargaEventInput[] = [];
const eventErrors: unknown[] = [];
let failPublishing = false;

function buildService() {
  const ctx = createCargasContext({
    db: t.database.db,
    events: {
      async cargaPronta(input) {
        if (failPublishing) throw new Error('hub fora do ar');
        published.push(input);
      },
      cargaDesativada: async () => undefined,
      atualizarQuadro: async () => undefined,
    },
    notify: async () => null,
    onAfterCommitError: (error) => eventErrors.push(error),
  });
  const etapas = createEtapasService(ctx);
  return { moverEtapa: etapas.moverCarga };
}
let service: ReturnType<typeof buildService>;

beforeAll(async () => {
  t = await createTestApp();
  session = await sessionOf(t.app, 'admin@embarcador.demo');
  carrierOwnerId = (await sessionOf(t.app, 'admin@transportadora.demo')).ownerId;
  service = buildService();
});
afterAll(async () => t.close());
beforeEach(() => {
  published.length = 0;
  eventErrors.length = 0;
  failPublishing = false;
});

async function stage(descricao: string) {
  return (await demo.etapa(t.database.db, session.ownerId, descricao)).id;
}

/** The demo shipper's first active load (by code) matching the filter. */
const carga = (filtro: Omit<demo.FiltroDeCarga, 'ownerId'>) =>
  demo.carga(t.database.db, { ownerId: session.ownerId, ativo: true, ...filtro });

describe('EtapasService.moverCarga events', () => {
  it('announces the moved load to its company and the carriers it is directed to', async () => {
    const etapaId = await stage('Em cotação');
    const load = await carga({ situacao: 1, foraDaEtapa: etapaId, direcionadaA: carrierOwnerId });
    const moved = await service.moverEtapa(session, load.id, etapaId);
    expect(moved.etapa).toBe(etapaId);
    expect(published).toEqual([
      {
        cargaId: load.id,
        ownerId: session.ownerId,
        unidadeNegocioId: load.unidadeNegocioId,
        contratacaoOwnerId: null,
        contratacaoUnidadeNegocioId: null,
        transportadoraOwnerIds: [carrierOwnerId],
      },
    ]);
  });

  it('names the hired carrier and its unit for a hired load', async () => {
    const etapaId = await stage('Em entrega');
    const load = await carga({ situacao: 2, contratadaPor: carrierOwnerId, foraDaEtapa: etapaId });
    await service.moverEtapa(session, load.id, etapaId);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      cargaId: load.id,
      contratacaoOwnerId: carrierOwnerId,
      contratacaoUnidadeNegocioId: load.contratacaoUnidadeNegocioId,
    });
    expect(load.contratacaoUnidadeNegocioId).not.toBeNull();
  });

  it('announces nothing when the move is refused or changes nothing', async () => {
    const load = await carga({ situacao: 1 });
    await expect(service.moverEtapa(session, load.id, await stage('Entregue'))).rejects.toMatchObject({
      statusCode: 400,
      message: KANBAN_MESSAGES.otherGroup,
    });
    const etapaId = await stage('Aguardando contratação');
    await service.moverEtapa(session, load.id, etapaId);
    published.length = 0;
    await service.moverEtapa(session, load.id, etapaId);
    expect(published).toEqual([]);
  });

  it('keeps a committed move when publishing fails, reporting the error', async () => {
    const etapaId = await stage('Aguardando canhoto');
    const load = await carga({ situacao: 3, foraDaEtapa: etapaId });
    failPublishing = true;
    const moved = await service.moverEtapa(session, load.id, etapaId);
    expect(moved.etapa).toBe(etapaId);
    expect(eventErrors).toHaveLength(1);
    const row = await colunasDaCarga(t.database.db, load.id, ['etapaId']);
    expect(row.etapaId).toBe(etapaId);
  });
});
