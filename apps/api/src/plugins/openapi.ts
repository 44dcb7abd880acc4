import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZUnauthorizedResponse } from '../lib/http-schemas';
import { routeCredentials, SECURITY_SCHEMES } from './route-security';

export interface OpenApiPluginOptions {
  version: string;
}

/** What each error status of the API means (the response's description in the document). */
const ERROR_DESCRIPTIONS: Readonly<Record<string, string>> = {
  400: 'Requisição inválida: parâmetros, corpo ou cabeçalhos fora do contrato (`messages` lista os problemas)',
  401: 'Credenciais ausentes ou inválidas (token de sessão, ou a chave `?key=` do serviço de frete)',
  402: 'Licença sem acesso ao recurso',
  403: 'Sem permissão: perfil, módulo, licença, tipo de empresa ou unidade de negócio',
  404: 'Registro não encontrado (ou fora do alcance do usuário)',
  409: 'Conflito: o registro mudou ou está em um estado que não permite a operação',
  412: 'Pré-condição não atendida',
  413: 'Conteúdo grande demais',
  423: 'Usuário ou conta bloqueados',
  424: 'Falha em um serviço externo necessário à operação',
  426: 'Atualização necessária',
  429: 'Muitas requisições: tente novamente mais tarde',
  503: 'Serviço indisponível no momento',
};

type RouteSchema = Parameters<SwaggerTransform>[0]['schema'] & {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
  operationId?: string;
  hide?: boolean;
};

/**
 * `operationId` from the method and the path, stable and readable: `GET /api/carga-mongo/:id/details` →
 * `getCargaMongoByIdDetails` (a route may set its own in `schema.operationId`).
 */
export function operationIdOf(method: string, url: string): string {
  const pascal = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('');
  const words = url
    .split('/')
    .filter((segment, index) => segment && !(index === 1 && segment === 'api'))
    .map((segment) => {
      if (segment === '*') return 'Wildcard';
      if (segment.startsWith(':')) return `By${pascal(segment.slice(1).replace(/\(.*$/, ''))}`;
      return pascal(segment);
    });
  return method.toLowerCase() + words.join('');
}

/** A zod error schema as a documented response: the status's description, the body as JSON. */
function errorResponse(status: string, schema: unknown) {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Erro',
    content: { 'application/json': { schema } },
  };
}

/**
 * Per route: `operationId`, `security` (what the route's hooks enforce: route-security.ts), and the error
 * answers the route can give (those it declares keep their schema): 400 when it validates input or needs a
 * session (the `BusinessUnitId` header), 401 with credentials, 403 with a session (module, role, unit), 404
 * with path ids. Then the zod schemas become JSON schemas (fastify-type-provider-zod).
 */
const transform: SwaggerTransform = (input) => {
  const schema = (input.schema ?? {}) as RouteSchema;
  if (schema.hide) return jsonSchemaTransform(input);
  const route = input.route as RouteOptions;
  const credentials = routeCredentials(route);
  const session = credentials.includes('bearerAuth');
  const method = [route.method].flat()[0] ?? 'GET';
  const response: Record<string, unknown> = { ...schema.response };
  const inferred: Record<string, unknown> = {
    ...(schema.body || schema.querystring || schema.params || schema.headers || session
      ? { 400: ZErrorResponse }
      : {}),
    ...(credentials.length > 0 ? { 401: session ? ZUnauthorizedResponse : ZErrorResponse } : {}),
    ...(session ? { 403: ZErrorResponse } : {}),
    ...(/[:*]/.test(input.url) ? { 404: ZErrorResponse } : {}),
  };
  for (const [status, errorSchema] of Object.entries(inferred)) response[status] ??= errorSchema;
  for (const [status, declared] of Object.entries(response)) {
    const bare = !(declared && typeof declared === 'object' && 'content' in declared);
    if (Number(status) >= 400 && bare) response[status] = errorResponse(status, declared);
  }
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, input.url),
      security: credentials.length > 0 ? [Object.fromEntries(credentials.map((name) => [name, []]))] : [],
      response,
    } as RouteSchema,
  });
};

/**
 * The document: the components of the named zod schemas (`JsonValue`, `ErrorResponse`…), those no operation
 * references dropped; the compositions zod emits with one member (`anyOf: [{ type: 'string' }]` for a
 * string-or-Date field, a tuple's repeated item) written as the member itself; a 200 for the routes that
 * send files without a response schema.
 */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown> };
  };
  simplifyCompositions(document);
  addUndeclaredSuccess(document);
  const schemas = document.components?.schemas;
  if (schemas) {
    for (let removed = true; removed; ) {
      removed = false;
      const text = JSON.stringify(document);
      for (const name of Object.keys(schemas)) {
        if (!text.includes(`"#/components/schemas/${name}"`)) {
          delete schemas[name];
          removed = true;
        }
      }
    }
  }
  return document as ReturnType<SwaggerTransformObject>;
};

/** The null member of a composition (OpenAPI 3.0 has no `null` type). */
const NULL_SCHEMA = { type: 'object', nullable: true, enum: [null] };

/**
 * `anyOf`/`oneOf` with repeated members deduplicated; with one member left, that member in its place; a
 * nullable composition (zod's JSON value) with `null` as a member, since 3.0's `nullable` needs a `type`.
 */
function simplifyCompositions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) simplifyCompositions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const value of Object.values(record)) simplifyCompositions(value);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const members = record[keyword];
    if (!Array.isArray(members)) continue;
    const unique = [...new Map(members.map((member) => [JSON.stringify(member), member])).values()];
    const only = unique.length === 1 ? (unique[0] as Record<string, unknown>) : undefined;
    const mergeable =
      only && !('$ref' in only) && Object.keys(only).every((key) => !(key in record) || key === keyword);
    if (mergeable) {
      delete record[keyword];
      Object.assign(record, only);
    } else {
      record[keyword] = unique;
      if (record.nullable === true && !('type' in record)) {
        delete record.nullable;
        unique.push(NULL_SCHEMA);
      }
    }
  }
}

/** A route that declares no success answer sends a body without a JSON schema (a file, an image). */
const UNDECLARED_SUCCESS = {
  description: 'Sucesso: o corpo não tem esquema JSON (o arquivo ou a imagem pedidos, no seu tipo)',
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
};

function addUndeclaredSuccess(document: { paths?: Record<string, Record<string, unknown>> }): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const responses = (operation as { responses?: Record<string, unknown> }).responses;
      if (responses && !Object.keys(responses).some((status) => status.startsWith('2'))) {
        responses[200] = UNDECLARED_SUCCESS;
      }
    }
  }
}

/**
 * OpenAPI 3 generated from the routes' zod schemas (DESIGN.md §3). Registered before the modules so
 * every route is collected. UI at /api/docs, document at /api/docs/json; `redocly lint` (recommended rules)
 * finds no error in it (test/openapi-contract.test.ts).
 */
export const openApiPlugin = fp<OpenApiPluginOptions>(
  async (app, options) => {
    // The error bodies are one named component each, referenced by every operation.
    z.globalRegistry.add(ZErrorResponse, { ...z.globalRegistry.get(ZErrorResponse), id: 'ErrorResponse' });
    z.globalRegistry.add(ZUnauthorizedResponse, {
      ...z.globalRegistry.get(ZUnauthorizedResponse),
      id: 'UnauthorizedResponse',
    });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Embarca API',
          description: 'API da plataforma Embarca: embarcadores e transportadoras. Textos em pt-BR.',
          version: options.version,
          license: { name: 'Proprietária: todos os direitos reservados' },
        },
        servers: [{ url: '/', description: 'Este servidor (o endereço que serve este documento)' }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform,
      transformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
