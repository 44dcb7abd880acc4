import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'main.js');

export interface BenchServer {
  baseUrl: string;
  logFile: string;
  child: ChildProcess;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the BUILT server in its own process group, its output going to `logFile`. */
export async function startBenchServer(env: NodeJS.ProcessEnv, logFile: string): Promise<BenchServer> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return { baseUrl: `http://127.0.0.1:${port}`, logFile, child };
}

/** Stops the server's whole process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopBenchServer(server: BenchServer, graceMs = 10_000): Promise<void> {
  const { child } = server;
  if (child.pid === undefined) return;
  const pid = child.pid;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Polls `/api/health` until it answers 200 with `status: 'ok'`; throws on timeout or early exit. */
export async function waitForHealth(server: BenchServer, timeoutMs = 90_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'sem resposta';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`o servidor terminou antes de ficar pronto (código ${server.child.exitCode})`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      const text = await response.text();
      if (response.ok) {
        const body: unknown = JSON.parse(text);
        if (typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok')
          return body;
      }
      lastProblem = `HTTP ${response.status}: ${text.slice(0, 300)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/api/health não respondeu em ${Math.round(timeoutMs / 1000)} s (último: ${lastProblem})`);
}

/** The last `lines` lines of the server's log. */
export function serverLogTail(server: BenchServer, lines = 60): string {
  try {
    return fs.readFileSync(server.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
