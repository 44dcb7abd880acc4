// Starting and stopping the BUILT server for the browser journeys and the CI smoke (plain Node, no tsx).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'main.js');
export const webEntry = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');

/** True when `file` exists and may be executed. */
export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
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

/**
 * Starts `node apps/api/dist/main.js` in its own process group (so it can be stopped with everything it
 * started), its output going to `logFile`.
 */
export function startServer({ env, logFile }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return child;
}

/** Stops the whole process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopServer(child, graceMs = 10_000) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child.pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Anything the server left behind in its group goes too.
  signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Polls `GET {baseUrl}/api/health` until it answers 200 with `status: 'ok'`; returns its body.
 * Throws on timeout or when `child` exits first.
 */
export async function waitForHealth(baseUrl, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'sem resposta';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `o servidor terminou antes de ficar pronto (${child.signalCode ?? `código ${child.exitCode}`})`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      const text = await response.text();
      if (response.ok) {
        const body = JSON.parse(text);
        if (body.status === 'ok') return body;
      }
      lastProblem = `HTTP ${response.status}: ${text.slice(0, 300)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/api/health não respondeu em ${Math.round(timeoutMs / 1000)} s (último: ${lastProblem})`);
}

/** The last `lines` lines of a text file ('' when it cannot be read). */
export function tail(file, lines = 80) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
