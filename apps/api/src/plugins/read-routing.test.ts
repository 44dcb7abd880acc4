import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentReadContext, formatLsn, type ReplicationInfo } from '../lib/read-context';
import { readRoutingPlugin } from './read-routing';

async function appWith(replication: ReplicationInfo | undefined) {
  const app = Fastify();
  await app.register(readRoutingPlugin, { replication });
  app.get('/api/lista', { config: { leituraEmReplica: true } }, async () => {
    const context = currentReadContext();
    return {
      replicaAllowed: context?.replicaAllowed ?? null,
      minLsn: context?.minLsn === undefined ? null : formatLsn(context.minLsn),
    };
  });
  app.get('/api/outra', async () => ({ replicaAllowed: currentReadContext()?.replicaAllowed ?? null }));
  app.post('/api/escreve', async () => {
    const context = currentReadContext();
    if (context) context.state.wrote = true;
    return { ok: true };
  });
  await app.ready();
  return app;
}

const replication = (currentLsn: () => Promise<string | undefined>): ReplicationInfo => ({
  status: () => [],
  currentLsn,
  tokenSeconds: 3,
  observedCommit: () => undefined,
});

describe('readRoutingPlugin', () => {
  it('opens a read context per handler: opted-in routes may use a replica, with the caller’s token', async () => {
    const app = await appWith(replication(async () => '0/10'));
    expect((await app.inject({ method: 'GET', url: '/api/lista' })).json()).toEqual({
      replicaAllowed: true,
      minLsn: null,
    });
    const withToken = await app.inject({
      method: 'GET',
      url: '/api/lista',
      headers: { cookie: 'embarca_lsn=1/A0', 'x-embarca-lsn': '0/FF' },
    });
    expect(withToken.json()).toEqual({ replicaAllowed: true, minLsn: '1/A0' });
    expect((await app.inject({ method: 'GET', url: '/api/outra' })).json()).toEqual({
      replicaAllowed: false,
    });
    await app.close();
  });

  it('answers a request that wrote with the primary’s position, as cookie and header', async () => {
    const app = await appWith(replication(async () => '2/B0'));
    const response = await app.inject({ method: 'POST', url: '/api/escreve' });
    expect(response.headers['x-embarca-lsn']).toBe('2/B0');
    expect(response.headers['set-cookie']).toBe(
      'embarca_lsn=2/B0; Max-Age=3; Path=/api; HttpOnly; SameSite=Strict',
    );
    // A reading request gets none.
    expect((await app.inject({ method: 'GET', url: '/api/lista' })).headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it('without the position, hands out a token no replica reaches (the caller reads the primary meanwhile)', async () => {
    const app = await appWith(
      replication(async () => {
        throw new Error('primário indisponível');
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/api/escreve' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-embarca-lsn']).toBe('FFFFFFFF/FFFFFFFF');
    await app.close();
  });

  it('does nothing without replicas', async () => {
    const app = await appWith(undefined);
    expect((await app.inject({ method: 'GET', url: '/api/lista' })).json()).toEqual({
      replicaAllowed: null,
      minLsn: null,
    });
    expect((await app.inject({ method: 'POST', url: '/api/escreve' })).headers['set-cookie']).toBeUndefined();
    await app.close();
  });
});
