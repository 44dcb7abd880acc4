import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');

describe('server.ts start-up', () => {
  it('exits with code 1 and a clear log line when DATABASE_URL cannot be reached', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres:senha@127.0.0.1:${port}/embarca`,
        DATA_DIR: path.join(os.tmpdir(), 'embarca-server-start-test'),
        PORT: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain('Não foi possível conectar ao banco de dados');
    expect(output).toContain('ECONNREFUSED');
    expect(output).not.toContain('senha@');
  });

  it('refuses to start in cluster mode with what only one process may own, naming each variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        CLUSTER_MODE: 'true',
        DATABASE_URL: '',
        JWT_SECRET: '',
        FRETE_API_KEY: '',
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_SHARED: '',
        DATA_DIR: path.join(os.tmpdir(), 'embarca-server-start-cluster-test'),
        PORT: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    for (const variable of ['DATABASE_URL', 'JWT_SECRET', 'FRETE_API_KEY', 'STORAGE_LOCAL_SHARED=true']) {
      expect(output).toContain(variable);
    }
    expect(output).toContain('Configuração recusada');
  });
});
