import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
/** A built chunk with its precompressed siblings, as apps/web/vite.config.ts writes them. */
const CHUNK = `export const linhas = [${Array.from({ length: 400 }, (_, i) => `"linha ${i}"`).join(',')}];`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Writes `file` and its `.br` (brotli) and `.gz` (gzip) siblings. */
function writePrecompressed(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

describe('the web app at /', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let withWeb: TestApp;
  let withoutWeb: TestApp;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-web-dist-'));
    writePrecompressed(path.join(distDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(distDir, 'version.json'), '{"hash":"abc123","version":"0.1.0"}');
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    writePrecompressed(path.join(distDir, 'assets', 'chunk-def456.js'), CHUNK);
    database = await openTestDatabase();
    withWeb = await createTestApp({ database, config: { webDistDir: distDir } });
    withoutWeb = await createTestApp({ database, config: { webDistDir: path.join(distDir, 'nao-existe') } });
  });
  afterAll(async () => {
    await withWeb.app.close();
    await withoutWeb.app.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers a client-side route with index.html when the browser asks for HTML', async () => {
    const response = await withWeb.app.inject({
      method: 'GET',
      url: '/qualquer/caminho?x=1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('keeps the 404 error shape under /api and /hubs, and for requests that do not want HTML', async () => {
    for (const url of ['/api/nao-existe', '/hubs/nao-existe']) {
      const response = await withWeb.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
    const json = await withWeb.app.inject({
      method: 'GET',
      url: '/qualquer',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const post = await withWeb.app.inject({
      method: 'POST',
      url: '/qualquer',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('serves version.json without caching and hashed assets with long immutable caching', async () => {
    const version = await withWeb.app.inject({ method: 'GET', url: '/version.json?t=1' });
    expect(version.statusCode).toBe(200);
    expect(version.json()).toEqual({ hash: 'abc123', version: '0.1.0' });
    expect(version.headers['cache-control']).toBe('no-cache');

    const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  describe('precompressed files (issue 14)', () => {
    const get = (url: string, acceptEncoding?: string, accept?: string) =>
      withWeb.app.inject({
        method: 'GET',
        url,
        headers: {
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          ...(accept ? { accept } : {}),
        },
      });

    it('sends the .br sibling of an asset to a browser that takes brotli, with Vary and the same caching', async () => {
      const response = await get('/assets/chunk-def456.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.length).toBeLessThan(CHUNK.length / 2);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(CHUNK);
    });

    it('sends the .gz sibling to a client that only takes gzip', async () => {
      const response = await get('/assets/chunk-def456.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(zlib.gunzipSync(response.rawPayload).toString('utf8')).toBe(CHUNK);
    });

    it('sends the file itself without Accept-Encoding, still varying on it', async () => {
      const response = await get('/assets/chunk-def456.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(CHUNK);
    });

    it('sends index.html compressed and uncached, at / and for client-side routes', async () => {
      for (const [url, accept] of [
        ['/', undefined],
        ['/index.html', undefined],
        ['/cargas/minhas-cargas', 'text/html,application/xhtml+xml'],
      ] as const) {
        const response = await get(url, 'gzip, deflate, br', accept);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8'), url).toBe(INDEX_HTML);
      }
    });

    it('does not compress twice, and gives the siblings no routes of their own', async () => {
      const response = await get('/assets/chunk-def456.js', 'br');
      expect(
        response.rawPayload.equals(fs.readFileSync(path.join(distDir, 'assets', 'chunk-def456.js.br'))),
      ).toBe(true);
      const sibling = await get('/assets/chunk-def456.js.br', 'br', 'application/javascript');
      expect(sibling.statusCode).toBe(404);
    });
  });

  it('still runs the API without a web build, and / says how to build it', async () => {
    const home = await withoutWeb.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('npm run build');
    const health = await withoutWeb.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const route = await withoutWeb.app.inject({
      method: 'GET',
      url: '/qualquer',
      headers: { accept: 'text/html' },
    });
    expect(route.statusCode).toBe(404);
  });
});
