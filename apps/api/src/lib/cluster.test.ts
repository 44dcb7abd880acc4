import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  assertClusterConfig,
  ClusterConfigError,
  checkClusterConfig,
  clusterWarnings,
  describeDeployment,
  readClusterMode,
  replicaName,
} from './cluster';
import { readRole } from './jobs/roles';

/** A cluster that may start: a server, secrets from the environment, a bucket. */
const PROPER: NodeJS.ProcessEnv = {
  CLUSTER_MODE: 'true',
  DATABASE_URL: 'postgres://embarca:segredo@db.interno:5432/embarca',
  JWT_SECRET: 'um-segredo-compartilhado-com-mais-de-32-caracteres',
  FRETE_API_KEY: 'chave-do-frete',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'embarca-anexos',
};

const problemsOf = (env: NodeJS.ProcessEnv) => checkClusterConfig(loadConfig(env));

describe('cluster mode', () => {
  it('is off by default, on with CLUSTER_MODE=true, and implied by a role or by replicas', () => {
    expect(readClusterMode({})).toBe(false);
    expect(readClusterMode({ CLUSTER_MODE: 'false' })).toBe(false);
    expect(readClusterMode({ CLUSTER_MODE: 'true' })).toBe(true);
    expect(readClusterMode({ EMBARCA_ROLE: 'web' })).toBe(true);
    expect(readClusterMode({ EMBARCA_ROLE: 'worker' })).toBe(true);
    expect(readClusterMode({ EMBARCA_ROLE: 'all' })).toBe(false);
    expect(readClusterMode({ DATABASE_REPLICA_URLS: 'postgres://r1/embarca' })).toBe(true);
    expect(readClusterMode({ DATABASE_REPLICA_URLS: ' , ' })).toBe(false);
    expect(() => readClusterMode({ CLUSTER_MODE: 'sim' })).toThrow('CLUSTER_MODE inválido: sim');
    expect(() => readRole({ EMBARCA_ROLE: 'api' })).toThrow(
      'EMBARCA_ROLE inválido: api (use all, web ou worker)',
    );
  });

  it('lets a proper cluster configuration start', () => {
    expect(problemsOf(PROPER)).toEqual([]);
    expect(() => assertClusterConfig(loadConfig(PROPER))).not.toThrow();
    // A shared local volume is accepted when the operator says so.
    expect(problemsOf({ ...PROPER, STORAGE_DRIVER: 'local', STORAGE_LOCAL_SHARED: 'true' })).toEqual([]);
    // With PgBouncer in transaction mode and a direct URL for LISTEN, and with replicas.
    expect(
      problemsOf({
        ...PROPER,
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_LISTEN_URL: 'postgres://embarca:segredo@db.interno:5432/embarca',
        DATABASE_REPLICA_URLS:
          'postgres://embarca:segredo@r1:5432/embarca,postgres://embarca:segredo@r2/embarca',
      }),
    ).toEqual([]);
    // One process (the default) needs none of it.
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses the embedded database, naming DATABASE_URL', () => {
    const problems = problemsOf({ ...PROPER, DATABASE_URL: undefined });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Modo cluster: defina DATABASE_URL\. O banco embutido \(PGlite em .+\) serve a um único processo/,
    );
  });

  it('refuses a JWT secret generated into DATA_DIR, naming JWT_SECRET', () => {
    expect(problemsOf({ ...PROPER, JWT_SECRET: undefined })).toEqual([
      expect.stringMatching(
        /^Modo cluster: defina JWT_SECRET \(o mesmo em todos os processos.*DATA_DIR\/secrets\.json/,
      ),
    ]);
  });

  it('refuses a freight key generated into DATA_DIR, naming FRETE_API_KEY', () => {
    expect(problemsOf({ ...PROPER, FRETE_API_KEY: '' })).toEqual([
      expect.stringMatching(/^Modo cluster: defina FRETE_API_KEY \(a mesma em todos os processos\)/),
    ]);
  });

  it('refuses local storage unless STORAGE_LOCAL_SHARED=true, naming both ways out', () => {
    const problems = problemsOf({ ...PROPER, STORAGE_DRIVER: 'local' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Modo cluster: STORAGE_DRIVER=local guarda os anexos em DATA_DIR/storage');
    expect(problems[0]).toContain('STORAGE_DRIVER=s3');
    expect(problems[0]).toContain('STORAGE_LOCAL_SHARED=true');
  });

  it('refuses a transaction-mode pool without a direct URL for LISTEN, in any mode', () => {
    expect(
      problemsOf({ DATABASE_URL: 'postgres://pgbouncer:6432/embarca', DATABASE_POOL_MODE: 'transaction' }),
    ).toEqual([
      expect.stringMatching(/^DATABASE_POOL_MODE=transaction exige DATABASE_LISTEN_URL: um endereço DIRETO/),
    ]);
    expect(
      problemsOf({ DATABASE_POOL_MODE: 'transaction', DATABASE_LISTEN_URL: 'postgres://db/embarca' }),
    ).toEqual([
      expect.stringContaining('DATABASE_POOL_MODE=transaction exige DATABASE_URL'),
      expect.stringContaining('DATABASE_LISTEN_URL exige DATABASE_URL'),
    ]);
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'statement' })).toThrow(
      'DATABASE_POOL_MODE inválido: statement (use session ou transaction)',
    );
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        assertClusterConfig(loadConfig({ CLUSTER_MODE: 'true' }));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ClusterConfigError);
    expect((error as ClusterConfigError).problems).toHaveLength(4);
    expect((error as Error).message).toMatch(/^Configuração recusada:\n- Modo cluster: defina DATABASE_URL/);
  });

  it('describes the deployment for the start-up log without passwords', () => {
    const config = loadConfig({
      ...PROPER,
      DATABASE_REPLICA_URLS: 'postgres://leitor:outro-segredo@r1:5433/embarca',
    });
    const description = describeDeployment(config, 'web');
    expect(description).toMatchObject({
      modo: 'cluster',
      papel: 'web',
      armazenamento: 's3 (bucket embarca-anexos)',
      banco: 'postgres://embarca:***@db.interno:5432/embarca',
      modoDoPool: 'session',
      replicas: ['r1:5433/embarca'],
    });
    expect(JSON.stringify(description)).not.toContain('segredo');
    expect(describeDeployment(loadConfig({}), 'all')).toMatchObject({ modo: 'processo único' });
    expect(replicaName('postgres://u:p@[::1]/x')).toBe('[::1]:5432/x');
  });

  it('warns, without refusing, when mail would stay in each server’s outbox', () => {
    expect(clusterWarnings(loadConfig(PROPER))).toEqual([
      expect.stringContaining('Modo cluster sem SMTP_URL'),
    ]);
    expect(clusterWarnings(loadConfig({ ...PROPER, SMTP_URL: 'smtp://mail:587' }))).toEqual([]);
    expect(clusterWarnings(loadConfig({}))).toEqual([]);
  });
});
