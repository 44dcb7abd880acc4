import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: the process role and shutdown time (issue 17)', () => {
  it('defaults to all and 25 s; reads web and worker in any case', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', shutdownTimeoutMs: 25_000 });
    expect(loadConfig({ EMBARCA_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ EMBARCA_ROLE: ' Worker ' }).role).toBe('worker');
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5_000);
  });

  it('refuses any other role or timeout, naming the variable in pt-BR', () => {
    expect(() => loadConfig({ EMBARCA_ROLE: 'api' })).toThrow(
      'EMBARCA_ROLE inválido: api (use all, web ou worker)',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10s' })).toThrow(/^SHUTDOWN_TIMEOUT_MS inválido: "10s"/);
  });

  it('reads TRUST_PROXY as Fastify trustProxy: none by default, true or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });
});
