import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../../test/factories/sessoes';
import { boardRequest, QUADRO_TEST_KEY } from '../../test/helpers/quadro';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { compressionPlugin } from './compression';

/** Compression of the API's answers (issue 14): by Accept-Encoding, 1 KiB and up, JSON and text only. */

const BOARD = '/quadro/carga/aguardando-alocacao?limit=200';

describe('compression of the API answers', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ config: { freteApiKey: QUADRO_TEST_KEY } });
    admin = await signInAs(t.app, 'admin@embarcador.demo');
  });
  afterAll(async () => t.close());

  it('sends a board page (a Buffer of JSON) gzip-encoded when asked, decoding to the same JSON', async () => {
    const plain = await boardRequest(t, BOARD, admin.headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await boardRequest(t, BOARD, { ...admin.headers, 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['content-type']).toMatch(/application\/json/);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the client takes both (as browsers do)', async () => {
    const plain = await boardRequest(t, BOARD, admin.headers);
    for (const acceptEncoding of ['br', 'gzip, deflate, br, zstd', 'gzip, br']) {
      const br = await boardRequest(t, BOARD, { ...admin.headers, 'accept-encoding': acceptEncoding });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('sends the answer as it is without Accept-Encoding, or with identity', async () => {
    for (const headers of [admin.headers, { ...admin.headers, 'accept-encoding': 'identity' }]) {
      const response = await boardRequest(t, BOARD, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toHaveProperty('items');
    }
  });

  it('leaves answers under 1 KiB uncompressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the OpenAPI document', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const document = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(document).toHaveProperty('paths');
  });

  it('still upgrades WebSocket connections whose request carries Accept-Encoding', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: `/hubs/cargashub?access_token=${admin.token}`,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': crypto.randomBytes(16).toString('base64'),
          'accept-encoding': 'gzip, deflate, br',
        },
      });
      request.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(101);
  });
});

describe('what the compression plugin leaves alone', () => {
  const big = Buffer.from('x'.repeat(8 * 1024));
  const text = crypto.randomBytes(2048).toString('hex');
  const app = Fastify();

  beforeAll(async () => {
    await app.register(compressionPlugin);
    const send = (type: string) => async (_request: unknown, reply: FastifyReply) =>
      reply.type(type).send(big);
    app.get('/pdf', send('application/pdf'));
    app.get('/xlsx', send('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    app.get('/binario', send('application/octet-stream'));
    app.get('/png', send('image/png'));
    app.get('/eventos', send('text/event-stream'));
    app.get('/texto', send('text/plain; charset=utf-8'));
    app.get('/ja-comprimido', async (_request, reply) =>
      reply.type('text/plain').header('content-encoding', 'gzip').send(zlib.gzipSync(text)),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

  it('does not compress files of types that are already compressed, nor event streams', async () => {
    for (const url of ['/pdf', '/xlsx', '/binario', '/png', '/eventos']) {
      const response = await get(url);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.rawPayload.equals(big), url).toBe(true);
    }
  });

  it('compresses text', async () => {
    const response = await get('/texto');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(big)).toBe(true);
  });

  it('does not compress an answer that already has a Content-Encoding', async () => {
    const response = await get('/ja-comprimido');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(text);
  });
});
