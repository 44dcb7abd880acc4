import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase, DatabaseStartupError, migrationsFolder, redactUrl, retryReadsOnce } from './client';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('connectDatabase (start-up fails fast)', () => {
  it('rejects a refused server with a clear pt-BR/English message and the password hidden', async () => {
    const url = `postgres://embarca:senha-secreta@127.0.0.1:${await closedPort()}/embarca`;
    const error = await connectDatabase({ databaseUrl: url, timeoutMs: 2_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartupError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Não foi possível conectar ao banco de dados/);
    expect(message).toContain('ECONNREFUSED');
    expect(message).toContain('Cannot connect to the database');
    expect(message).not.toContain('senha-secreta');
  });

  it('gives up on a server that accepts the connection but never answers, within the timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const error = await connectDatabase({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/embarca`,
        timeoutMs: 500,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseStartupError);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('rejects a malformed DATABASE_URL without echoing it', async () => {
    const error = await connectDatabase({ databaseUrl: 'isto não é uma url' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expect((error as Error).message).toContain('DATABASE_URL inválida');
  });
});

describe('redactUrl', () => {
  it('hides the password only', () => {
    expect(redactUrl('postgres://u:p4ss@db:5432/x')).toBe('postgres://u:***@db:5432/x');
    expect(redactUrl('postgres://u@db/x')).toBe('postgres://u@db/x');
  });
});

describe('migrationsFolder', () => {
  it('points at the folder holding the journal', () => {
    expect(fs.existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
  });
});

describe('retryReadsOnce', () => {
  function fakePool(failures: unknown[]) {
    const calls: unknown[] = [];
    const pool = {
      query: async (statement: unknown) => {
        calls.push(statement);
        const failure = failures.shift();
        if (failure) throw failure;
        return { rows: [{ ok: 1 }] };
      },
    };
    retryReadsOnce(pool as unknown as Pick<pg.Pool, 'query'>);
    return { pool, calls };
  }
  const connectionError = Object.assign(new Error('Connection terminated unexpectedly'), {});

  it('sends a SELECT once more after a connection error', async () => {
    const { pool, calls } = fakePool([connectionError]);
    await expect(pool.query({ text: 'select * from carga' })).resolves.toEqual({ rows: [{ ok: 1 }] });
    expect(calls).toHaveLength(2);
  });

  it('retries only once', async () => {
    const { pool, calls } = fakePool([connectionError, connectionError]);
    await expect(pool.query('SELECT 1')).rejects.toThrow('Connection terminated');
    expect(calls).toHaveLength(2);
  });

  it('never repeats a write, nor a read that failed for another reason', async () => {
    const write = fakePool([connectionError]);
    await expect(write.pool.query({ text: 'insert into carga values (1)' })).rejects.toThrow();
    expect(write.calls).toHaveLength(1);

    const syntax = fakePool([Object.assign(new Error('syntax error'), { code: '42601' })]);
    await expect(syntax.pool.query('select from')).rejects.toThrow('syntax error');
    expect(syntax.calls).toHaveLength(1);
  });
});
