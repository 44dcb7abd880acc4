import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const rootVersion: string = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'),
).version;

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers ok with the driver in use, the version and the commit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      // Test apps run as web processes (helpers/test-app.ts); `all` is the product's default.
      role: 'web',
      version: rootVersion,
      commit: 'test',
    });
  });

  it('sends a generated x-request-id, or honours the one it received', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );

    const honoured = await t.app.inject({
      method: 'GET',
      url: '/api/nao-existe',
      headers: { 'x-request-id': 'balanceador-123' },
    });
    expect(honoured.statusCode).toBe(404);
    expect(honoured.headers['x-request-id']).toBe('balanceador-123');

    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<c>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('a b<c>');
  });

  it('is described in the OpenAPI document served at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('makes app.jwt available, signed with the configured secret', async () => {
    const token = t.app.jwt.sign({ sub: '42' });
    expect(t.app.jwt.verify<{ sub: string }>(token).sub).toBe('42');
  });
});
