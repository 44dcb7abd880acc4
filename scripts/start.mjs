#!/usr/bin/env node
// `npm start`: builds the web app and the API when their output is missing or older than the sources,
// then runs the built server (`node apps/api/dist/main.js`) with this process's environment
// (PORT, DATA_DIR, DATABASE_URL, SEED_DEMO, ...). Signals are forwarded; the server's exit code is ours.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps', 'api', 'dist', 'main.js');
const webEntry = path.join(root, 'apps', 'web', 'dist', 'index.html');
const sourceDirs = ['apps/api/src', 'apps/web/src', 'packages/domain/src'].map((dir) => path.join(root, dir));
const sourceFiles = ['apps/web/index.html', 'apps/api/build.mjs', 'apps/web/vite.config.ts'].map((file) =>
  path.join(root, file),
);

/** Newest modification time (ms) under `dir`, skipping tests: editing a test needs no rebuild. */
function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (
      entry.name === '__tests__' ||
      entry.name === 'node_modules' ||
      /\.test\.[cm]?[jt]sx?$/.test(entry.name)
    ) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function mtimeOrZero(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function buildReason() {
  if (!fs.existsSync(serverEntry)) return `${path.relative(root, serverEntry)} não existe`;
  if (!fs.existsSync(webEntry)) return `${path.relative(root, webEntry)} não existe`;
  const builtAt = Math.min(mtimeOrZero(serverEntry), mtimeOrZero(webEntry));
  const sourcesAt = Math.max(...sourceDirs.map(newestMtime), ...sourceFiles.map(mtimeOrZero));
  if (sourcesAt > builtAt) return 'os fontes mudaram desde o último build';
  return undefined;
}

const reason = buildReason();
if (reason) {
  console.log(`[start] Gerando o build: ${reason}…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] O build falhou / build failed.');
    process.exit(build.status ?? 1);
  }
}

// Own process group: a terminal's Ctrl+C reaches only this script, which forwards it once
// (the server would otherwise get it twice: from the terminal and from us). The IPC channel is the
// server's lifeline: when this script dies, even by kill -9, the channel closes and the server shuts
// down (server.ts), so no orphan keeps serving the data folder.
const server = spawn(process.execPath, [serverEntry], {
  cwd: process.cwd(),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
  detached: true,
});
const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];

for (const signal of forwardedSignals) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] Não foi possível iniciar o servidor: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal it did not handle: end the same way, so the caller sees the same status.
  for (const forwarded of forwardedSignals) process.removeAllListeners(forwarded);
  process.kill(process.pid, signal ?? 'SIGTERM');
});
