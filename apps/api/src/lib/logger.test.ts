import os from 'node:os';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildLoggerOptions, processRole, RequestLogController, redactUrlQuery } from './logger';

describe('logging', () => {
  it('masks credentials in logged URLs', () => {
    expect(redactUrlQuery('/hubs/cargashub?token=abc.def&x=1')).toBe('/hubs/cargashub?token=[oculto]&x=1');
    expect(redactUrlQuery('/api/frete/calculo?key=K123')).toBe('/api/frete/calculo?key=[oculto]');
  });

  it('never writes Authorization headers, passwords or query tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(buildLoggerOptions({ level: 'info', pretty: false }), stream);
    const app = Fastify({ loggerInstance: logger });
    app.post('/api/entrar', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'tentativa');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/entrar?token=segredo-na-url',
      headers: { authorization: 'Bearer segredo-do-token' },
      payload: { email: 'a@b.c', password: 'segredo-da-senha', senha: 'segredo-2' },
    });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('tentativa');
    expect(output).toContain('a@b.c');
    expect(output).not.toMatch(/segredo/);
  });

  it('writes one line per request with reqId, method, route pattern, status and duration, and pid/hostname/role on every line', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = pino(buildLoggerOptions({ level: 'info', pretty: false, role: 'worker' }), stream);
    const app = Fastify({ loggerInstance: logger, logController: new RequestLogController() });
    app.get('/api/cargas/:id', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/api/cargas/42?token=segredo',
      headers: { 'x-request-id': 'r-1' },
    });
    await app.inject({ method: 'GET', url: '/api/nada' });
    app.log.info('linha do processo');
    await app.close();

    const completed = lines.filter((line) => line.msg === 'requisição concluída');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({
      reqId: expect.any(String),
      method: 'GET',
      route: '/api/cargas/:id',
      url: '/api/cargas/42?token=[oculto]',
      statusCode: 200,
      durationMs: expect.any(Number),
    });
    expect(completed[1]).toMatchObject({ route: '(sem rota)', statusCode: 404 });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    for (const line of lines)
      expect(line).toMatchObject({ pid: process.pid, hostname: os.hostname(), role: 'worker' });
  });

  it('takes the role from the config, else EMBARCA_ROLE, else all', () => {
    expect(processRole({ role: 'web' }, { EMBARCA_ROLE: 'worker' })).toBe('web');
    expect(processRole({}, { EMBARCA_ROLE: 'worker' })).toBe('worker');
    expect(processRole(undefined, {})).toBe('all');
  });
});
