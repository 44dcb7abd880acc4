/**
 * The moving parts of `npm run test:cluster` (issue 17) besides PostgreSQL itself
 * (apps/api/test/helpers/private-postgres.ts): PgBouncer and HAProxy from Debian's packages, each with a
 * generated configuration in a temporary folder, and the built server started as one role of the cluster.
 * Everything listens on 127.0.0.1 on ports the OS handed out; every `stop` may be called more than once.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPrivatePgBouncer } from '../../apps/api/test/helpers/private-pgbouncer';
import { type BenchServer, freePort, repoRoot, serverEntry, stopBenchServer } from './bench-server';

export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';
export const HAPROXY_BIN = '/usr/sbin/haproxy';

/** What is missing to run the cluster test (the Debian packages to install), or nothing. */
export function missingClusterTools(): string[] {
  const missing: string[] = [];
  if (!fs.existsSync(PGBOUNCER_BIN)) missing.push('pgbouncer');
  if (!fs.existsSync(HAPROXY_BIN)) missing.push('haproxy');
  return missing;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to a child; false when it is already gone. */
function signal(child: ChildProcess, name: NodeJS.Signals): boolean {
  if (child.exitCode !== null || child.signalCode !== null) return false;
  try {
    return child.kill(name);
  } catch {
    return false;
  }
}

/** SIGTERM, SIGKILL after `graceMs`; resolves once it exited. */
async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signal(child, 'SIGTERM');
  const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ------------------------------------------------------------------------------------------- PgBouncer

export interface PgBouncer {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` through the pooler. */
  url: string;
  logFile: string;
  /** Figures of `SHOW POOLS` on the admin console (pool of `database`). */
  pools(): Promise<Array<Record<string, string>>>;
  stop(): Promise<void>;
}

/**
 * PgBouncer 1.18 in transaction mode in front of `database` on the primary — the API tests' private
 * PgBouncer (apps/api/test/helpers/private-pgbouncer.ts) with the cluster's sizes: `server_login_retry = 1`
 * so that after a primary restart it retries within a second instead of the default 15; pool of 20 server
 * connections, 1,000 clients.
 */
export async function startPgBouncer(options: {
  primaryPort: number;
  database: string;
  folder: string;
}): Promise<PgBouncer> {
  const started = await startPrivatePgBouncer(PGBOUNCER_BIN, {
    serverPort: options.primaryPort,
    database: options.database,
    poolSize: 20,
    folder: path.join(options.folder, 'pgbouncer'),
    settings: { max_client_conn: 1000, reserve_pool_size: 5, server_login_retry: 1, query_wait_timeout: 30 },
  });
  const { port, logFile } = started;
  const url = `postgres://postgres@127.0.0.1:${port}/${options.database}`;
  const bouncer: PgBouncer = {
    port,
    url,
    logFile,
    async pools() {
      const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/pgbouncer` });
      await admin.connect();
      try {
        // The admin console speaks only the simple query protocol (a query without values is sent so).
        const result = await admin.query('SHOW POOLS');
        return (result.rows as Array<Record<string, string>>).filter(
          (row) => row.database === options.database,
        );
      } finally {
        await admin.end();
      }
    },
    stop: () => started.stop(),
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return bouncer;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        await bouncer.stop();
        throw new Error(`o PgBouncer não atendeu em 15 s (${String(error)}):\n${tail(logFile)}`);
      }
      await sleep(200);
    }
  }
}

// --------------------------------------------------------------------------------------------- HAProxy

/** The response header naming the API process that answered (HAProxy's server name), WebSocket upgrades too. */
export const SERVER_HEADER = 'x-embarca-servidor';

export interface HaproxyServerState {
  name: string;
  /** UP, DOWN, MAINT… (`show stat` column `status`). */
  status: string;
  /** Sessions open now (WebSockets included). */
  current: number;
  /** Sessions since HAProxy started. */
  total: number;
}

export interface Haproxy {
  port: number;
  baseUrl: string;
  servers(): Promise<HaproxyServerState[]>;
  /** Resolves once every named server has `status` (e.g. all UP after a restart). */
  waitFor(status: 'UP' | 'DOWN', names: string[], timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * HAProxy 2.6 in HTTP mode in front of the API processes: round robin, health checks on `readyPath` every
 * 500 ms (down after 2 failures, up after 2 successes), WebSocket upgrades kept open by `timeout tunnel`, and
 * a failed connection retried on another server (`option redispatch 1`) so a client reconnecting right after
 * a process died is not sent to it again. Every response (101 upgrades too) names its server in
 * `X-Embarca-Servidor`: that is how the test knows which process holds each WebSocket.
 */
export async function startHaproxy(options: {
  folder: string;
  servers: Array<{ name: string; port: number }>;
  readyPath: string;
}): Promise<Haproxy> {
  const folder = path.join(options.folder, 'haproxy');
  fs.mkdirSync(folder, { recursive: true });
  const port = await freePort();
  const socketPath = path.join(folder, 'haproxy.sock');
  const logFile = path.join(folder, 'haproxy.log');
  const cfg = [
    'global',
    '  maxconn 8000',
    `  stats socket ${socketPath} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 500ms',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '  retries 3',
    '  option redispatch 1',
    // The client's address for the API (rate limits, logs): the processes trust this proxy (TRUST_PROXY).
    '  option forwardfor',
    '',
    'frontend embarca',
    `  bind 127.0.0.1:${port}`,
    '  maxconn 6000',
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    `  option httpchk GET ${options.readyPath}`,
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    `  http-response set-header X-Embarca-Servidor %[srv_name]`,
    ...options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
  const cfgFile = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(cfgFile, cfg);
  const check = spawnSync(HAPROXY_BIN, ['-c', '-q', '-f', cfgFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`configuração do HAProxy inválida: ${check.stderr}${check.stdout}`);
  const log = fs.openSync(logFile, 'a');
  // -db: in the foreground, its own process (stopped by its pid).
  const child = spawn(HAPROXY_BIN, ['-db', '-f', cfgFile], { cwd: folder, stdio: ['ignore', log, log] });
  fs.closeSync(log);

  const command = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.createConnection(socketPath);
      let out = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        out += chunk;
      });
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
      socket.write(`${text}\n`);
    });

  const servers = async (): Promise<HaproxyServerState[]> => {
    const csv = await command('show stat');
    const [header, ...rows] = csv.split('\n').filter((line) => line.trim().length > 0);
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return rows
      .map((line) => line.split(','))
      .filter(
        (cells) =>
          cells[at('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''),
      )
      .map((cells) => ({
        name: cells[at('svname')] ?? '?',
        status: cells[at('status')] ?? '?',
        current: Number(cells[at('scur')] ?? 0),
        total: Number(cells[at('stot')] ?? 0),
      }));
  };

  const haproxy: Haproxy = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    servers,
    async waitFor(status, names, timeoutMs = 30_000) {
      const started = performance.now();
      const deadline = Date.now() + timeoutMs;
      let last: HaproxyServerState[] = [];
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`o HAProxy terminou:\n${tail(logFile)}`);
        try {
          last = await servers();
          if (names.every((name) => last.find((s) => s.name === name)?.status === status)) {
            return performance.now() - started;
          }
        } catch {
          // The stats socket is not there yet.
        }
        await sleep(100);
      }
      throw new Error(
        `HAProxy: ${names.join(', ')} não ficaram ${status} em ${timeoutMs / 1000} s (${last
          .map((s) => `${s.name} ${s.status}`)
          .join(', ')})`,
      );
    },
    stop: () => stopChild(child),
  };
  return haproxy;
}

// ------------------------------------------------------------------------------------ the API processes

export type ClusterRole = 'web' | 'worker' | 'all';

export interface ClusterProcess extends BenchServer {
  name: string;
  role: ClusterRole;
  port: number;
  alive(): boolean;
}

/**
 * The built server (`apps/api/dist/main.js`) as one process of the cluster, on a fixed port (a restarted
 * process comes back where HAProxy expects it), in its own process group, with an IPC channel: the server
 * stops by itself when this test process dies, even by SIGKILL (server.ts), so no orphan keeps a port.
 */
export function startClusterProcess(options: {
  name: string;
  role: ClusterRole;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): ClusterProcess {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...options.env, EMBARCA_ROLE: options.role, PORT: String(options.port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', log, log, 'ipc'],
  });
  fs.closeSync(log);
  // Only the channel's end matters (server.ts); an unanswered message must not keep this process alive.
  child.channel?.unref();
  child.unref();
  return {
    name: options.name,
    role: options.role,
    port: options.port,
    baseUrl: `http://127.0.0.1:${options.port}`,
    logFile: options.logFile,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** SIGKILL to the process group (the failure the test is about: no graceful shutdown); resolves once it exited. */
export async function killClusterProcess(process_: ClusterProcess): Promise<void> {
  if (!process_.alive() || process_.child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => process_.child.once('exit', () => resolve()));
  try {
    process.kill(-process_.child.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
  await exited;
}

export async function stopClusterProcess(process_: ClusterProcess): Promise<void> {
  await stopBenchServer(process_, 10_000);
}

/** Polls `path` until it answers 200; throws on timeout or when the process exits first. */
export async function waitReady(
  process_: ClusterProcess,
  readyPath: string,
  timeoutMs = 90_000,
): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'sem resposta';
  while (Date.now() < deadline) {
    if (!process_.alive()) {
      // Its last lines may still be on their way to the log file (pino flushes on exit).
      await sleep(300);
      throw new Error(
        `${process_.name} terminou antes de ficar pronto (código ${process_.child.exitCode}):\n${tail(process_.logFile)}`,
      );
    }
    try {
      const response = await fetch(`${process_.baseUrl}${readyPath}`, { signal: AbortSignal.timeout(5_000) });
      const text = await response.text();
      if (response.status === 200) return performance.now() - started;
      lastProblem = `HTTP ${response.status}: ${text.slice(0, 200)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `${process_.name}: ${readyPath} não respondeu 200 em ${Math.round(timeoutMs / 1000)} s (último: ${lastProblem})\n${tail(process_.logFile)}`,
  );
}

export function logTail(file: string, lines = 40): string {
  return tail(file, lines);
}

/** A temporary folder for one run (configurations, logs, the shared DATA_DIR). */
export function makeRunFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-cluster-'));
  // PgBouncer runs as `postgres` when this runs as root: it must be able to go through to its own folder.
  fs.chmodSync(folder, 0o711);
  return folder;
}
