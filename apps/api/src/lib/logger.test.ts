import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildLoggerOptions, redactUrlQuery } from './logger';

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
});
