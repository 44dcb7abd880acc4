import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE } from '../src/lib/data-dir-lock';
import { freePort } from './helpers/local-process';
import { createTestDatabaseCopy } from './helpers/test-database';

/**
 * server.ts as operators run it (issue 17): SIGTERM drains (readiness 503, no new connections, the request
 * in flight answered) and exits 0, freeing the data folder; a drain longer than SHUTDOWN_TIMEOUT_MS exits 1
 * with a log line; and every log line is JSON with pid, hostname and role, one line per request with
 * reqId, method, route pattern, status and duration. On PGlite, or on a copy of the test database.
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const started: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<number | null>;
}

/** One data folder (and, on PostgreSQL, one database copy) for the file's servers, one at a time. */
let dataDir: string | undefined;
let databaseUrl: string | undefined;
async function environment(): Promise<Record<string, string | undefined>> {
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-shutdown-'));
    const folder = dataDir;
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  }
  if (onPostgres && !databaseUrl) {
    const copy = await createTestDatabaseCopy();
    databaseUrl = copy.url;
    cleanups.push(() => copy.drop());
  }
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      EMBARCA_ROLE: undefined,
      ...(await environment()),
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, output: () => output, exit };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não ficou pronto: ${output}`);
}

/** The JSON log lines of the output (the start banner's plain lines are left out). */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A POST /api/auth/login whose body is half sent: in flight until `finish()`. */
function slowRequest(port: number) {
  const body = JSON.stringify({ email: 'ninguem@exemplo.com', password: 'x', tipoAutenticacao: 1 });
  let finish: () => void = () => undefined;
  const response = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { response, finish: () => finish() };
}

const inFlight = async (port: number) =>
  Number(
    /^embarca_http_requests_in_flight (\d+)$/m.exec(
      await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text(),
    )?.[1],
  );

describe('server.ts: logs, SIGTERM and SHUTDOWN_TIMEOUT_MS', () => {
  // One server for the log lines and then its SIGTERM (a start costs seconds).
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);

  it('writes JSON lines with pid, hostname and role, and one line per request', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/health`, {
      headers: { 'x-request-id': 'teste-de-log-1' },
    });
    expect(response.status).toBe(200);
    await expect
      .poll(() => jsonLines(server.output()).find((line) => line.reqId === 'teste-de-log-1'), {
        timeout: 5_000,
      })
      .toMatchObject({
        msg: 'requisição concluída',
        method: 'GET',
        route: '/api/health',
        url: '/api/health',
        statusCode: 200,
        durationMs: expect.any(Number),
      });
    const lines = jsonLines(server.output());
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(line).toMatchObject({ pid: server.child.pid, hostname: os.hostname(), role: 'all' });
    }
    // Fastify's own two lines per request are replaced by ours.
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });

  it('on SIGTERM: readiness goes, new connections are refused, the request in flight is answered, exit 0', async () => {
    const slow = slowRequest(server.port);
    await expect.poll(() => inFlight(server.port), { timeout: 10_000 }).toBe(2);

    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('drenando');
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).rejects.toThrow();
    expect(server.child.exitCode).toBe(null);

    slow.finish();
    // Unknown e-mail: 401, answered, and the connection closed after it.
    expect(await slow.response).toEqual({ status: 401, connection: 'close' });
    expect(await server.exit).toBe(0);
    const messages = jsonLines(server.output()).map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['encerrando', 'encerrado']));
    if (!onPostgres) expect(fs.existsSync(path.join(dataDir ?? '', DATA_DIR_LOCK_FILE))).toBe(false);
  }, 60_000);

  it('exits 1 with a log line when the drain outlives SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' });
    slowRequest(server.port).response.catch(() => undefined);
    await expect.poll(() => inFlight(server.port), { timeout: 10_000 }).toBe(2);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_400);
    expect(jsonLines(server.output())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 50,
          msg: 'o encerramento excedeu SHUTDOWN_TIMEOUT_MS; saindo sem esperar o restante',
          timeoutMs: 1500,
          inFlight: 1,
        }),
      ]),
    );
    // The data folder's lock goes with the process (its exit handler).
    if (!onPostgres) expect(fs.existsSync(path.join(dataDir ?? '', DATA_DIR_LOCK_FILE))).toBe(false);
  }, 120_000);
});
