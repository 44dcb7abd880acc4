import { MESSAGES } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as demo from '../../../../test/factories/demo';
import { criarLote } from '../../../../test/factories/lotes';
import { sessionOf } from '../../../../test/factories/sessoes';
import { colunasDaCarga, historicoDaCarga } from '../../../../test/helpers/carga-registros';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { RequestSession } from '../../../plugins/authenticate';
import type { NotifyInput } from '../../notificacoes/notificacoes.service';
import type { CargaAccess } from '../carga.access';
import { createCargasContext } from '../cargas.context';
import type { CargaEventInput } from '../quadro/tempo-real.service';
import { cancelarCarga } from './cancelar';
import { desativarCarga } from './desativar';
import { finalizarCarga, reverterFinalizacaoCarga } from './finalizar';

/**
 * The load actions at the service level, on the demo database with the real repositories: a concurrent
 * change between the read and the write (409, nothing written), and what follows the commit (recorded
 * events and notifications; their failure never undoes the change).
 */
let t: TestApp;
let session: RequestSession;
const publicados: { tipo: 'pronta' | 'desativada'; evento: CargaEventInput }[] = [];
const avisos: NotifyInput[] = [];
const erros: unknown[] = [];
let falhar = false;
/** Runs between the service's read of the load and its write (a concurrent request). */
let entreLeituraEEscrita: (() => Promise<void>) | null = null;

function buildService() {
  const ctx = createCargasContext({
    db: t.database.db,
    events: {
      async cargaPronta(evento) {
        if (falhar) throw new Error('hub fora do ar');
        publicados.push({ tipo: 'pronta', evento });
      },
      async cargaDesativada(evento) {
        if (falhar) throw new Error('hub fora do ar');
        publicados.push({ tipo: 'desativada', evento });
      },
      atualizarQuadro: async () => undefined,
    },
    async notify(input) {
      if (falhar) throw new Error('notificações fora do ar');
      avisos.push(input);
      return null;
    },
    onAfterCommitError: (error) => erros.push(error),
  });
  // The gate's read, then a concurrent request (when the test sets one), then the action's write.
  const access: CargaAccess = {
    ...ctx.access,
    async require(...args) {
      const carga = await ctx.access.require(...args);
      await entreLeituraEEscrita?.();
      return carga;
    },
  };
  const acoes = { ...ctx, access };
  return {
    finalizar: (s: RequestSession, id: string) => finalizarCarga(acoes, s, id),
    reverterFinalizacao: (s: RequestSession, id: string) => reverterFinalizacaoCarga(acoes, s, id),
    desativar: (s: RequestSession, id: string, body: Parameters<typeof desativarCarga>[3]) =>
      desativarCarga(acoes, s, id, body),
    cancelar: (
      s: RequestSession,
      id: string,
      contratacaoId: string,
      query: Parameters<typeof cancelarCarga>[4],
    ) => cancelarCarga(acoes, s, id, contratacaoId, query),
  };
}
let service: ReturnType<typeof buildService>;

beforeAll(async () => {
  t = await createTestApp();
  session = await sessionOf(t.app, 'admin@embarcador.demo');
  service = buildService();
});
afterAll(async () => t.close());
beforeEach(() => {
  publicados.length = 0;
  avisos.length = 0;
  erros.length = 0;
  falhar = false;
  entreLeituraEEscrita = null;
});

/** The demo shipper's first load (by code) in this situacao. */
const carga = (situacao: number) => demo.carga(t.database.db, { ownerId: session.ownerId, situacao });

async function estado(id: string) {
  return {
    ...(await colunasDaCarga(t.database.db, id, ['situacao', 'version'])),
    historico: (await historicoDaCarga(t.database.db, id)).length,
  };
}

describe('a concurrent change between the read and the write', () => {
  it('answers 409 and writes nothing of its own', async () => {
    const load = await carga(8);
    const before = await estado(load.id);
    // Another request bumps the version after our read: our write must not apply.
    entreLeituraEEscrita = async () => {
      await t.database.db.execute(sql`update cargas set version = version + 1 where id = ${load.id}`);
    };
    await expect(service.finalizar(session, load.id)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.recordLocked,
    });
    expect(await estado(load.id)).toEqual({ ...before, version: before.version + 1 });
    expect(publicados).toEqual([]);
    expect(avisos).toEqual([]);
  });

  it('a deactivation of a lot writes none of the lot when the main load changed', async () => {
    const loteId = '2e4c6a8b-1d3f-4a5b-9c7d-0e1f2a3b4c5d';
    const principal = await carga(1);
    const outra = await carga(2);
    await criarLote(t.database.db, {
      id: loteId,
      ownerId: session.ownerId,
      unidadeNegocioId: principal.unidadeNegocioId,
      cargaIds: [principal.id, outra.id],
    });
    const outraAntes = await estado(outra.id);
    entreLeituraEEscrita = async () => {
      await t.database.db.execute(sql`update cargas set version = version + 1 where id = ${principal.id}`);
    };
    await expect(
      service.desativar(session, principal.id, {
        motivoId: 1,
        ofertaCargaId: principal.id,
        reverterFormacao: false,
        desativarLote: true,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await estado(outra.id)).toEqual(outraAntes);
  });
});

describe('after the commit', () => {
  it("publishes 'load deactivated' and notifies the unit's users (not the actor) on channel CARGA", async () => {
    const load = await carga(3);
    const result = await service.desativar(session, load.id, {
      motivoId: 2,
      ofertaCargaId: load.id,
      reverterFormacao: false,
      desativarLote: false,
    });
    expect(result.cargaIds).toEqual([load.id]);
    expect(publicados).toEqual([
      {
        tipo: 'desativada',
        evento: expect.objectContaining({ cargaId: load.id, ownerId: session.ownerId }),
      },
    ]);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({
      ownerId: session.ownerId,
      channelType: 'CARGA',
      eventId: load.id,
      channelGroupId: load.id,
      title: `Carga ${load.codigo} desativada`,
      body: 'Carga desativada por Mariana Costa Ribeiro. Motivo: Pedido cancelado pelo cliente',
    });
    expect(avisos[0]?.recipients).not.toContain(session.userId);
  });

  it('escapes the free text of the reason in the notification body', async () => {
    const load = await carga(1);
    await service.cancelar(session, load.id, '00000000-0000-0000-0000-000000000000', {
      motivo: '<b>urgente</b> & já',
      reverterRemessa: false,
    });
    expect(avisos[0]?.body).toBe(
      'Carga cancelada por Mariana Costa Ribeiro. Motivo: &lt;b&gt;urgente&lt;/b&gt; &amp; já',
    );
  });

  it('keeps the change when the hub and the notifications fail, reporting both', async () => {
    const load = await carga(4);
    const before = await estado(load.id);
    falhar = true;
    const result = await service.reverterFinalizacao(session, load.id);
    expect(result.message).toBe('Finalização revertida com sucesso!');
    expect(result.carga?.situacao).toBe(8);
    expect(await estado(load.id)).toEqual({
      situacao: 8,
      version: before.version + 1,
      historico: before.historico + 1,
    });
    expect(erros.map((e) => (e as Error).message).sort()).toEqual([
      'hub fora do ar',
      'notificações fora do ar',
    ]);
  });
});
