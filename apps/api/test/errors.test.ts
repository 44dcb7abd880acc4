import { HTTP_MESSAGES, MESSAGES } from '@embarca/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error';
import { createTestApp, type TestApp } from './helpers/test-app';

const BODY_LIMIT = 2_048;

describe('error responses: one shape, pt-BR texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { bodyLimit: BODY_LIMIT } });
    // Test-only routes.
    const app = t.app.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/teste/validacao',
      {
        schema: {
          body: z.strictObject({
            nome: z.string().min(3),
            email: z.email(),
            peso: z.number().max(1000),
            placa: z.string(),
          }),
        },
      },
      async (request) => ({ ok: request.body.nome }),
    );
    app.get(
      '/api/teste/consulta',
      { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1) }) } },
      async (request) => ({ limit: request.query.limit }),
    );
    app.get('/api/teste/falha', async () => {
      throw new Error('segredo interno: tabela xyz');
    });
    app.get('/api/teste/proibido', async () => {
      throw new AppError('FORBIDDEN');
    });
    app.get('/api/teste/conflito', async () => {
      throw new AppError('CONFLICT', 'O Veículo informado já está cadastrado no sistema.');
    });
    app.post('/api/teste/eco', async (request) => ({ recebido: request.body ?? null }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown path with 404 Requisição não encontrada', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('answers an unknown method on a known path with the same 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('answers malformed JSON with 400 and a pt-BR text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teste/eco',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: HTTP_MESSAGES.malformedJson });
  });

  it('reads an empty JSON body as no body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teste/eco',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recebido: null });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teste/eco',
      headers: { 'content-type': 'application/xml' },
      payload: '<carga/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: HTTP_MESSAGES.unsupportedMediaType });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teste/eco',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ texto: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: HTTP_MESSAGES.payloadTooLarge });
  });

  it('answers an unexpected error with 500 and no stack or internal detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/teste/falha' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.serverError });
    expect(response.body).not.toMatch(/segredo|stack|at .*\.ts/);
  });

  it('lists every validation problem in pt-BR', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teste/validacao',
      payload: { nome: 'ab', email: 'nao-e-email', peso: 5000, extra: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.messages).toEqual(
      expect.arrayContaining([
        'Nome: Tamanho mínimo: 3 caracteres',
        `E-mail: ${MESSAGES.invalidEmail}`,
        'Peso: Valor máximo: 1000',
        'Placa é obrigatório!',
        `${HTTP_MESSAGES.fieldNotAllowed}extra`,
      ]),
    );
    expect(body.messages).toHaveLength(5);
    expect(body.message).toBe(body.messages.join(' '));
  });

  it('says the body is required when a route that needs one receives none', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/teste/validacao' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(['Corpo da requisição é obrigatório!']);
  });

  it('validates the query string the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/teste/consulta?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(['Limite: Valor mínimo: 1']);
    expect(response.json().campos).toEqual({ limit: 'Limite: Valor mínimo: 1' });
  });

  it('maps AppError codes to their status, with the default or the given text', async () => {
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/teste/proibido' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: MESSAGES.forbidden });

    const conflict = await t.app.inject({ method: 'GET', url: '/api/teste/conflito' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: MESSAGES.vehicleAlreadyExists });
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalidFormat });
  });
});
