import { MESSAGES, MONITORAMENTO_MESSAGES } from '@embarca/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_API_KEY_MESSAGE } from '../src/plugins/api-key';
import { operationIdOf } from '../src/plugins/openapi';
import { testConfig, usarTestApp } from './helpers/test-app';

/**
 * The OpenAPI document is a contract a partner generates a client from: `redocly lint` with its recommended
 * rules finds no error; every operation has an operationId, a security requirement and its error answers;
 * and the security each operation declares is what the API enforces (a call without credentials).
 */

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

const t = usarTestApp();
let body = '';
let document: Document;
const operations: { method: string; path: string; operation: Operation }[] = [];

beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  body = response.body;
  document = response.json();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method, path, operation });
  }
});

describe('the OpenAPI document (GET /api/docs/json)', () => {
  it('passes redocly lint with the recommended rules: no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: body, absoluteRef: '/api/docs/json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    const byRule = (list: typeof problems) => {
      const counts = new Map<string, number>();
      for (const problem of list) counts.set(problem.ruleId, (counts.get(problem.ruleId) ?? 0) + 1);
      return [...counts].map(([rule, count]) => `${rule} ×${count}`);
    };
    console.info(
      `redocly lint (recommended): ${errors.length} erros, ${warnings.length} avisos`,
      byRule(warnings).join(', '),
    );
    expect(
      errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`),
    ).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('derives operationIds from the method and the path', () => {
    expect(operationIdOf('GET', '/api/carga-mongo/:id/details')).toBe('getCargaMongoByIdDetails');
    expect(operationIdOf('POST', '/api/cargashub/subscribe_refresh')).toBe('postCargashubSubscribeRefresh');
    expect(document.paths['/api/user/{id}']?.get?.operationId).toBe('getUserById');
  });

  it('gives every operation a security requirement, public ones `security: []`', () => {
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    expect(schemes).toEqual(new Set(['bearerAuth', 'motoristaAuth', 'freteApiKey', 'integracaoToken']));
    for (const { method, path, operation } of operations) {
      expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
      for (const requirement of operation.security ?? []) {
        for (const name of Object.keys(requirement)) expect(schemes.has(name), name).toBe(true);
      }
    }
    const publicOperations = operations.filter(({ operation }) => operation.security?.length === 0);
    expect(publicOperations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/ready',
        // Open unless METRICS_TOKEN is set (then a bearer token of its own, not a session): see its description.
        'GET /api/metrics',
        'POST /api/auth/login',
        'POST /api/auth/new-password',
        'POST /api/auth/recovery',
        'POST /api/auth/token',
        'POST /api/auth/{id}/sendTwoFactorCode/{type}',
        'POST /api/motorista/acesso/codigo',
        'POST /api/motorista/acesso/entrar',
      ].sort(),
    );
    const freight = operations.filter(
      ({ path }) => path.startsWith('/api/frete/') && path !== '/api/frete/chave',
    );
    expect(freight.length).toBeGreaterThan(0);
    for (const { operation } of freight) {
      expect(operation.security).toEqual([{ freteApiKey: [], bearerAuth: [] }]);
      // The key is the security scheme, not a parameter of its own.
      expect(operation.parameters?.some((parameter) => parameter.name === 'key')).toBeFalsy();
    }
  });

  it('documents the error answers with the API error body', () => {
    const errorBodies = new Set([
      '#/components/schemas/ErrorResponse',
      '#/components/schemas/UnauthorizedResponse',
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorResponse', 'UnauthorizedResponse']),
    );
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      const secured = (operation.security?.length ?? 0) > 0;
      const hasInput = Boolean(operation.parameters?.length || operation.requestBody);
      // Only the health check can answer no 4xx (no input, no credentials).
      if (secured || hasInput)
        expect(
          statuses.some((status) => status.startsWith('4')),
          where,
        ).toBe(true);
      if (secured) expect(statuses, where).toEqual(expect.arrayContaining(['401']));
      if (operation.security?.some((requirement) => 'bearerAuth' in requirement)) {
        expect(statuses, where).toEqual(expect.arrayContaining(['400', '403']));
      }
      if (path.includes('{')) expect(statuses, where).toContain('404');
      for (const status of ['400', '401', '403', '404', '409']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        if (operation.responses[status])
          expect(errorBodies.has(schema?.$ref ?? ''), `${where} ${status}`).toBe(true);
      }
    }
  });

  it('declares the security the API enforces: a call without credentials', async () => {
    const guid = '00000000-0000-4000-8000-000000000000';
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const url = path.replace(/\{[^}]+\}/g, guid);
      const call = (query = '') =>
        t.app.inject({ method: method.toUpperCase() as 'GET', url: `${url}${query}` });
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const response = await call();
      if (schemes.length === 0) {
        expect(response.statusCode, where).not.toBe(401);
        continue;
      }
      expect(response.statusCode, where).toBe(401);
      if (schemes.includes('freteApiKey')) {
        expect(response.json().message, where).toBe(INVALID_API_KEY_MESSAGE);
        const withKey = await call(`?key=${testConfig().freteApiKey}`);
        expect(withKey.statusCode, where).toBe(401);
        expect(withKey.json().message, where).toBe(MESSAGES.invalidToken);
      } else if (schemes.includes('integracaoToken')) {
        expect(response.json().message, where).toBe(MONITORAMENTO_MESSAGES.tokenInvalido);
      } else {
        expect(response.json().message, where).toBe(MESSAGES.invalidToken);
      }
    }
  });
});
