import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_TARGET = 'http://localhost:3000';

function readGitHash(): string | undefined {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/** Writes `dist/version.json` ({ hash, version, builtAt }), polled by the version-update prompt (01 §7). */
function versionFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'embarca-version-file',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const rootPackage = JSON.parse(
        readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'),
      ) as {
        version: string;
      };
      const indexHtml = readFileSync(resolve(outDir, 'index.html'));
      const hash = readGitHash() ?? createHash('sha256').update(indexHtml).digest('hex');
      const body = { hash, version: rootPackage.version, builtAt: new Date().toISOString() };
      writeFileSync(resolve(outDir, 'version.json'), `${JSON.stringify(body, null, 2)}\n`);
    },
  };
}

/** The map tiles' default template; the same as src/lib/map/map-config.ts (DEFAULT_TILE_URL). */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The CSP source (scheme://host[:port]) of a tile template; `{s}` subdomains become `*.`. */
function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/i.exec(template.trim());
  if (!match) return undefined;
  const host = (match[2] ?? '').replace(/^\{s\}\./, '*.');
  return /^(?:\*\.)?[a-z0-9.-]+(?::\d+)?$/i.test(host) ? `${match[1]?.toLowerCase()}://${host}` : undefined;
}

/**
 * Writes `dist/csp-sources.json`: the external hosts this build talks to, by CSP directive, so that the
 * server's Content-Security-Policy (apps/api/src/plugins/security-headers.ts) follows the build's VITE_
 * settings (issue 15). Only the map tiles load from another host; the support chat (VITE_SUPPORT_CHAT_URL)
 * opens in a pop-up, which no CSP directive governs.
 */
function cspSources(): Plugin {
  let outDir = 'dist';
  let tileUrl = DEFAULT_TILE_URL;
  return {
    name: 'embarca-csp-sources',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      tileUrl = config.env.VITE_MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
    },
    writeBundle() {
      const tiles = tileSource(tileUrl);
      const body = { 'img-src': tiles ? [tiles] : [], 'connect-src': [] };
      writeFileSync(resolve(outDir, 'csp-sources.json'), `${JSON.stringify(body, null, 2)}\n`);
    },
  };
}

/**
 * @embarca/domain is pure (DESIGN.md §1) but its package.json does not say so, and its barrel re-exports
 * every zod schema: without this, importing MESSAGES puts zod and all schemas in the entry chunk.
 */
function pureDomainPackage(): Plugin {
  const domainSource = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
  return {
    name: 'embarca-pure-domain',
    apply: 'build',
    transform(code, id) {
      return domainSource.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * Precompressed siblings of the text assets (issue 14): `x.js.br` (brotli, quality 11) and `x.js.gz` (gzip
 * level 9), written only when smaller than the file; the API serves them by Accept-Encoding (web-app.ts,
 * @fastify/static `preCompressed`). Vite's manifest and fonts/images (already compressed) are left alone.
 */
function precompressedAssets(): Plugin {
  return compression({
    include: /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
    exclude: /(?:^|[\\/])\.vite[\\/]/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
}

export default defineConfig({
  plugins: [react(), versionFile(), cspSources(), pureDomainPackage(), precompressedAssets()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/hubs': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // The domain builds its zod schemas and enum codecs at module level; these calls are pure, so a
      // schema the web app does not use (and zod itself, until a page validates) stays out of the bundle.
      treeshake: { manualPureFunctions: ['z', 'zEnumCode'] },
    },
  },
});
