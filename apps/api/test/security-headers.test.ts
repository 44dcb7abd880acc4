import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { HSTS } from '../src/plugins/security-headers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

/** The CSP header as a map of directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy ausente').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers (issue 15)', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let overHttp: TestApp;
  let behindHttps: TestApp;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-web-csp-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    // What apps/web/vite.config.ts writes; the second entry would end the directive and is dropped.
    fs.writeFileSync(
      path.join(distDir, 'csp-sources.json'),
      JSON.stringify({
        'img-src': ['https://*.tiles.exemplo.com.br', "https://x; script-src 'unsafe-inline'"],
      }),
    );
    database = await openTestDatabase();
    overHttp = await createTestApp({ database, config: { webDistDir: distDir } });
    behindHttps = await createTestApp({
      database,
      config: { webDistDir: distDir, publicUrl: 'https://embarca.exemplo.com.br' },
    });
  });
  afterAll(async () => {
    await overHttp.app.close();
    await behindHttps.app.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };
  const answers = [
    { what: 'the web app at /', url: '/', headers: html },
    { what: 'a deep client-side route', url: '/cargas/minhas-cargas?x=1', headers: html },
    { what: 'a static asset', url: '/assets/index-abc123.js', headers: {} },
    { what: 'an API answer (JSON)', url: '/api/health', headers: { accept: 'application/json' } },
    { what: 'an API error (JSON)', url: '/api/nao-existe', headers: { accept: 'application/json' } },
    { what: 'the OpenAPI page', url: '/api/docs', headers: html },
  ];

  it.each(answers)(
    '$what carries the CSP, nosniff, the frame and referrer rules',
    async ({ url, headers }) => {
      const response = await overHttp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toContain("'self'");
      // Plain http: no HSTS (a browser ignores it there, and it would pin a development host).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('serves the web app itself under the policy: index.html and its asset', async () => {
    const index = await overHttp.app.inject({ method: 'GET', url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(INDEX_HTML);
    const deep = await overHttp.app.inject({ method: 'GET', url: '/cargas/minhas-cargas', headers: html });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(INDEX_HTML);
    const asset = await overHttp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it("adds the build's tile host to img-src and drops a source that is not a plain origin", async () => {
    const response = await overHttp.app.inject({ method: 'GET', url: '/', headers: html });
    const header = String(response.headers['content-security-policy']);
    const csp = directives(header);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://*.tiles.exemplo.com.br',
    ]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    // Styles: 'unsafe-inline' for Mantine's run-time <style> elements (see security-headers.ts).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('sends HSTS when PUBLIC_URL is https (a TLS proxy in front), on pages and on API answers', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await behindHttps.app.inject({ method: 'GET', url, headers: html });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    }
  });

  it('does not trust X-Forwarded-Proto from an unknown client for HSTS (no trustProxy)', async () => {
    const response = await overHttp.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
