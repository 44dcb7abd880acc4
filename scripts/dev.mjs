#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` and the Vite dev server, side by side.
// Ctrl+C (or either of them ending) stops both, each as a whole process group (npm → sh → node).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const processes = [
  { name: 'api', args: ['run', 'dev', '-w', '@embarca/api'] },
  { name: 'web', args: ['run', 'dev', '-w', '@embarca/web'] },
].map(({ name, args }) => {
  // Own process group so the whole npm → tsx/vite tree can be stopped at once.
  // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  return { name, child };
});

let stopping = false;
let exitCode = 0;

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
  // Whatever has not stopped in 5 s is killed.
  setTimeout(() => {
    for (const { child } of processes) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }, 5_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll('SIGTERM'));
}

let running = processes.length;
for (const { name, child } of processes) {
  child.on('error', (error) => {
    console.error(`[dev] ${name}: não foi possível iniciar (${error.message})`);
    exitCode = 1;
    stopAll('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    running -= 1;
    if (!stopping) {
      console.error(`[dev] ${name} terminou (${signal ?? `código ${code}`}); encerrando o outro processo.`);
      exitCode = code === 0 || code === null ? 1 : code;
      stopAll('SIGTERM');
    }
    if (running === 0) process.exit(exitCode);
  });
}

console.log('[dev] API (tsx watch) e web (Vite) iniciados. Ctrl+C encerra os dois.');
