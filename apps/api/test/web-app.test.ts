import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@embarca/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

describe('the web app at /', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let withWeb: TestApp;
  let withoutWeb: TestApp;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-web-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(distDir, 'version.json'), '{"hash":"abc123","version":"0.1.0"}');
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
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
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
