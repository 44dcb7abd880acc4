#!/usr/bin/env node
// Lists the JS files the browser needs to show /login: the entry chunk, the login page chunk and every
// chunk they import statically (read from Vite's dist/.vite/manifest.json). Used by .size-limit.cjs.
// Usage: node scripts/login-chunks.mjs [--json]
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webRoot, 'dist');
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

export function loginChunks() {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(
      `Manifesto não encontrado em ${manifestPath}: rode "npm run build -w @embarca/web" antes.`,
    );
  }
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Esperado um ponto de entrada no manifesto, encontrados ${entries.length}.`);
  if (!manifest[LOGIN_PAGE])
    throw new Error(`O manifesto não tem o chunk da página de login (${LOGIN_PAGE}).`);

  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  visit(LOGIN_PAGE);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => join(distDir, file));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = loginChunks();
  if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(files));
  else for (const file of files) console.log(relative(webRoot, file));
}
