import { KANBAN_MESSAGES, type TTokenClaims } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeClaims, signIn } from '../../../../test/helpers/sign-in';
import { sqlRows } from '../../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { RequestSession } from '../../../plugins/authenticate';
import { createCargasContext } from '../cargas.module';
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
  const { token } = await signIn(t.app, 'admin@embarcador.demo');
  const claims = decodeClaims(token) as unknown as TTokenClaims;
  const unidades = await sqlRows<{ id: string }>(
    t.database.db,
    sql`select unidade_negocio_id as id from usuario_unidades_negocio where usuario_id = ${claims.sub}`,
  );
  const unidadeIds = unidades.map((u) => u.id);
  session = {
    claims,
    userId: claims.sub,
    ownerId: claims.OwnerId,
    role: claims.role,
    unidadeIds,
    escopoUnidadeIds: unidadeIds,
  };
  carrierOwnerId = decodeClaims((await signIn(t.app, 'admin@transportadora.demo')).token).OwnerId as string;
  service = buildService();
});
afterAll(async () => t.close());
beforeEach(() => {
  published.length = 0;
  eventErrors.length = 0;
  failPublishing = false;
});

async function stage(descricao: string) {
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`select id from kanban_etapas where owner_id = ${session.ownerId} and descricao = ${descricao}`,
  );
  return row!.id;
}

async function carga(where: ReturnType<typeof sql>) {
  const [row] = await sqlRows<{
    id: string;
    unidade_negocio_id: string;
    contratacao_unidade_negocio_id: string | null;
  }>(
    t.database.db,
    sql`select c.id, c.unidade_negocio_id, c.contratacao_unidade_negocio_id from cargas c
        where c.owner_id = ${session.ownerId} and c.ativo and ${where} order by c.codigo limit 1`,
  );
  return row!;
}

describe('EtapasService.moverCarga events', () => {
  it('announces the moved load to its company and the carriers it is directed to', async () => {
    const etapaId = await stage('Em cotação');
    const load = await carga(
      sql`c.situacao = 1 and c.etapa_id is distinct from ${etapaId} and exists (select 1 from carga_ofertas o
          where o.carga_id = c.id and o.tipo = 2 and o.transportadora_owner_id = ${carrierOwnerId})`,
    );
    const moved = await service.moverEtapa(session, load.id, etapaId);
    expect(moved.etapa).toBe(etapaId);
    expect(published).toEqual([
      {
        cargaId: load.id,
        ownerId: session.ownerId,
        unidadeNegocioId: load.unidade_negocio_id,
        contratacaoOwnerId: null,
        contratacaoUnidadeNegocioId: null,
        transportadoraOwnerIds: [carrierOwnerId],
      },
    ]);
  });

  it('names the hired carrier and its unit for a hired load', async () => {
    const etapaId = await stage('Em entrega');
    const load = await carga(
      sql`c.situacao = 2 and c.contratacao_owner_id = ${carrierOwnerId} and c.etapa_id is distinct from ${etapaId}`,
    );
    await service.moverEtapa(session, load.id, etapaId);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      cargaId: load.id,
      contratacaoOwnerId: carrierOwnerId,
      contratacaoUnidadeNegocioId: load.contratacao_unidade_negocio_id,
    });
    expect(load.contratacao_unidade_negocio_id).not.toBeNull();
  });

  it('announces nothing when the move is refused or changes nothing', async () => {
    const load = await carga(sql`c.situacao = 1`);
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
    const load = await carga(sql`c.situacao = 3 and c.etapa_id is distinct from ${etapaId}`);
    failPublishing = true;
    const moved = await service.moverEtapa(session, load.id, etapaId);
    expect(moved.etapa).toBe(etapaId);
    expect(eventErrors).toHaveLength(1);
    const [row] = await sqlRows<{ etapa_id: string }>(
      t.database.db,
      sql`select etapa_id from cargas where id = ${load.id}`,
    );
    expect(row?.etapa_id).toBe(etapaId);
  });
});
