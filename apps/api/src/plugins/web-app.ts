import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppPluginOptions {
  /** The built web app (apps/web/dist): index.html, version.json, assets/. */
  distDir: string;
}

/** Hashed file names: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and version.json must be revalidated, or clients keep an old build. */
const NO_CACHE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Embarca</title></head>
<body><h1>Embarca</h1>
<p>A interface web ainda não foi gerada. Rode <code>npm run build</code> e reinicie o servidor.</p>
<p>A API está no ar: <a href="/api/health">/api/health</a> · documentação em <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** The build's precompressed siblings (`x.js.br`, `x.js.gz`, apps/web/vite.config.ts). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** The cache rule of a served file; a precompressed sibling gets the rule of the file it encodes. */
export function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep).join('/').replace(PRECOMPRESSED, '');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative === 'index.html' || relative === 'version.json' || relative.endsWith('.html')) return NO_CACHE;
  return 'public, max-age=3600';
}

/**
 * Serves the built web app at `/` (DESIGN.md §3: one process, one port). `wildcard: false` registers
 * one route per file, so unknown paths reach the not-found handler, which answers client-side routes
 * with index.html (`reply.sendWebIndex`). Without a build the API still runs and `/` says how to build.
 *
 * `preCompressed` (issue 14): a file, index.html included (also through `sendWebIndex`), is sent as its
 * `.br` or `.gz` sibling when the request's Accept-Encoding allows it and the build wrote one, with
 * `Content-Encoding` and `Vary: Accept-Encoding`; otherwise the file itself (which the compression
 * plugin may still compress on the fly). The siblings get no routes of their own.
 */
export const webAppPlugin = fp<WebAppPluginOptions>(
  async (app, options) => {
    const distDir = path.resolve(options.distDir);
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'interface web não encontrada: servindo apenas a API (rode npm run build)');
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE),
      );
      return;
    }

    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      // An array: with preCompressed, @fastify/static looks for the index file of `/` only in an array.
      index: ['index.html'],
      cacheControl: false,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(distDir, filePath));
      },
    });

    app.decorateReply('sendWebIndex', function sendWebIndex(this: FastifyReply) {
      return this.code(200).header('cache-control', NO_CACHE).sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
