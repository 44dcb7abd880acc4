import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiPluginOptions {
  version: string;
}

/**
 * OpenAPI 3 generated from the routes' zod schemas (DESIGN.md §3). Registered before the modules so
 * every route is collected. UI at /api/docs, document at /api/docs/json.
 */
export const openApiPlugin = fp<OpenApiPluginOptions>(
  async (app, options) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Embarca API',
          description: 'API da plataforma Embarca: embarcadores e transportadoras. Textos em pt-BR.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
