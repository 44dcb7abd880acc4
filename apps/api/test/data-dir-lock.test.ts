import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DATA_DIR_LOCK_FILE, DataDirLockedError } from '../src/lib/data-dir-lock';
import { freePort } from './helpers/local-process';
import { createTestDatabaseCopy } from './helpers/test-database';

// Issue 15, item 1: one server per embedded-database folder; no orphan server when `npm start` dies.
const apiDir = path.resolve(import.meta.dirname, '..');
const tsxImport = ['--import', 'tsx'];
const started: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-lock-'));
  folders.push(dir);
  return dir;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function run(args: string[], env: Record<string, string | undefined>, ipc = false): Started {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: undefined, NODE_ENV: 'production', SEED_DEMO: 'false', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
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
  return { child, output: () => output, exit };
}

/** `node server.ts` on `dataDir`, resolved once it answers /api/health. */
async function startServer(dataDir: string, env: Record<string, string | undefined> = {}): Promise<Started> {
  const port = await freePort();
  const server = run([...tsxImport, 'src/server.ts'], { DATA_DIR: dataDir, PORT: String(port), ...env });
  await waitForHealth(port, server);
  return server;
}

async function waitForHealth(port: number, server: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`o servidor terminou: ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não respondeu: ${server.output()}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the data-folder lock (lib/data-dir-lock.ts)', () => {
  it('refuses a folder held by another live process, naming the folder and the pid', async () => {
    const dataDir = tempDataDir();
    const holder = run(
      [
        ...tsxImport,
        '-e',
        `import('./src/lib/data-dir-lock.ts').then((m) => { m.acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      {},
    );
    await expect.poll(holder.output, { timeout: 20_000 }).toContain('locked');

    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${holder.child.pid}.`,
    );
    holder.child.kill('SIGKILL');
    await holder.exit;

    // Its holder died without releasing it (kill -9): the lock is stale and is taken over.
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another program (start time differs)', () => {
    const dataDir = tempDataDir();
    // pid 1 is alive, but did not write this lock: its start time is not the recorded one.
    fs.writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify({ pid: 1, inicio: '-1' }));
    const lock = acquireDataDirLock(dataDir);
    lock.release();
  });

  it('is a DataDirLockedError when the recorded owner is alive', () => {
    const dataDir = tempDataDir();
    const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
    fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, inicio: null }));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.ppid);
  });
});

describe('server.ts on the embedded database', () => {
  it('a second server on the same DATA_DIR exits at once with the folder and the owner pid', async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);

    const second = run([...tsxImport, 'src/server.ts'], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `A pasta de dados ${path.resolve(dataDir)} já está em uso pelo processo ${first.child.pid}.`,
    );
    expect(second.output()).not.toContain('DATABASE_URL');
    expect(isRunning(first.child.pid ?? 0)).toBe(true);
  }, 120_000);

  it('stops when the process that started it dies (kill -9), releasing the folder', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    // A stand-in for scripts/start.mjs: starts the server with the IPC lifeline, prints its pid.
    const parent = run(
      [
        '-e',
        `const s = require('node:child_process').spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true }); console.log('server-pid=' + s.pid); setInterval(() => {}, 1000);`,
      ],
      { DATA_DIR: dataDir, PORT: String(port) },
    );
    await expect.poll(parent.output, { timeout: 20_000 }).toMatch(/server-pid=\d+/);
    const serverPid = Number(/server-pid=(\d+)/.exec(parent.output())?.[1]);
    await waitForHealth(port, parent);

    parent.child.kill('SIGKILL');
    await expect.poll(() => isRunning(serverPid), { timeout: 20_000, interval: 200 }).toBe(false);
    expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 120_000);

  it('says the real reason when the folder cannot be opened', async () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(path.join(dataDir, 'pglite'), 'não é uma pasta');
    const server = run([...tsxImport, 'src/server.ts'], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('não é uma pasta');
    expect(server.output()).not.toContain('[object Object]');
    expect(server.output()).not.toContain('DATABASE_URL');
    expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 60_000);
});

// With a PostgreSQL server the folder only holds secrets and the outbox: replicas may share it.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('server.ts on a PostgreSQL server', () => {
  it('takes no data-folder lock: two replicas share one DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const database = await createTestDatabaseCopy();
    try {
      const first = await startServer(dataDir, { DATABASE_URL: database.url });
      const second = await startServer(dataDir, { DATABASE_URL: database.url });
      expect(isRunning(first.child.pid ?? 0)).toBe(true);
      expect(isRunning(second.child.pid ?? 0)).toBe(true);
      expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      await Promise.all([first.exit, second.exit]);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
