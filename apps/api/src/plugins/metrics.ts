import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { BuildInfo } from '../lib/build-info';
import { ZErrorResponse } from '../lib/http-schemas';
import { isWebSocketUpgrade, routeOf } from '../lib/logger';
import {
  collectProcessMetrics,
  counter,
  gauge,
  histogram,
  METRICS_CONTENT_TYPE,
  metrics,
  registerGaugeSource,
} from '../lib/metrics';

/** 401 text of GET /api/metrics without the token METRICS_TOKEN asks for. */
export const INVALID_METRICS_TOKEN_MESSAGE = 'Token de acesso às métricas ausente ou inválido.';

/**
 * Request latency buckets, in seconds: most API answers take milliseconds; the board's first page and the
 * imports take up to seconds; 5 s is the longest a request waits for a restarting database.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One database pool's counts (db/client.ts `DatabasePoolStats`; plugins do not import the database). */
export interface PoolFigures {
  name: string;
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricsPluginOptions {
  /** The database handle's pools at this instant (`DatabaseHandle.poolStats`; empty on PGlite). */
  poolStats: () => readonly PoolFigures[];
  buildInfo: BuildInfo;
  /** EMBARCA_ROLE of this process (all, web, worker). */
  role: string;
}

/**
 * GET /api/metrics in the Prometheus text format (issue 17) and the figures only this plugin can take:
 * every HTTP request by method, route pattern (never the raw URL: ids would make a series each) and status
 * class; requests in flight; the database pools; the hubs' sockets; the build; and prom-client's process
 * metrics. Other parts add theirs through lib/metrics.ts. Register it before the routes (its hooks reach
 * only the routes added after it) and after the lifecycle plugin.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, options) => {
    collectProcessMetrics();
    const requests = counter('embarca_http_requests_total', 'Requisições HTTP atendidas', [
      'method',
      'route',
      'status_class',
    ]);
    const duration = histogram(
      'embarca_http_request_duration_seconds',
      'Duração das requisições HTTP, da chegada ao fim da resposta, em segundos',
      ['method', 'route', 'status_class'],
      LATENCY_BUCKETS,
    );
    gauge('embarca_build_info', 'Versão, commit e papel deste processo (valor sempre 1)', [
      'version',
      'commit',
      'role',
    ]).set({ version: options.buildInfo.version, commit: options.buildInfo.commit, role: options.role }, 1);

    const sources = [
      registerGaugeSource('embarca_http_requests_in_flight', 'Requisições HTTP em andamento', [], () => [
        { value: app.lifecycle.inFlight },
      ]),
      registerGaugeSource(
        'embarca_draining',
        '1 enquanto o processo encerra (prontidão 503), 0 em operação',
        [],
        () => [{ value: app.lifecycle.draining ? 1 : 0 }],
      ),
      registerGaugeSource('embarca_hub_connections', 'Conexões WebSocket abertas, por hub', ['hub'], () =>
        Object.entries(app.hubSockets.counts()).map(([hub, value]) => ({ labels: { hub }, value })),
      ),
      ...poolGauges(options.poolStats),
    ];
    app.addHook('onClose', async () => {
      for (const remove of sources) remove();
    });

    app.addHook('onResponse', async (request, reply) => {
      if (isWebSocketUpgrade(request)) return;
      const labels = {
        method: request.method,
        route: routeOf(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['lifecycle'] },
);

export interface MetricsRouteOptions {
  /** METRICS_TOKEN: when set, GET /api/metrics needs `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/**
 * GET /api/metrics. Apart from the hooks: the route is added after the OpenAPI plugin (which documents the
 * routes added after it), the hooks before every route.
 */
export const metricsRoute = fp<MetricsRouteOptions>(
  async (app, options) => {
    const checkToken = options.token ? bearerCheck(options.token) : undefined;
    app.get(
      '/api/metrics',
      {
        schema: {
          tags: ['health'],
          summary: 'Métricas do processo no formato de texto do Prometheus',
          description:
            'Requisições por rota, latência, requisições em andamento, pools do banco, conexões dos hubs, ' +
            'filas de tarefas e métricas do processo Node.js. Com a variável METRICS_TOKEN definida, exige ' +
            '`Authorization: Bearer <METRICS_TOKEN>` (401 sem ele); sem ela, é aberta (proteja-a na rede).',
          response: {
            200: {
              description: 'As métricas (text/plain; version=0.0.4)',
              content: { 'text/plain': { schema: z.string() } },
            },
            401: ZErrorResponse,
          },
        },
        ...(checkToken ? { onRequest: checkToken } : {}),
      },
      async (_request, reply) => {
        const body = await metrics.metrics();
        return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(body);
      },
    );
  },
  { name: 'metrics-route', dependencies: ['metrics'] },
);

/** Gauges of the database pools, read at each scrape (none on PGlite). */
function poolGauges(poolStats: () => readonly PoolFigures[]): (() => void)[] {
  const figures = [
    ['embarca_db_pool_connections', 'Conexões abertas do pool (ociosas + em uso)', 'total'],
    ['embarca_db_pool_idle', 'Conexões ociosas do pool', 'idle'],
    ['embarca_db_pool_waiting', 'Pedidos esperando uma conexão do pool (pool no máximo)', 'waiting'],
    ['embarca_db_pool_max', 'Tamanho máximo do pool', 'max'],
  ] as const;
  return figures.map(([name, help, field]) =>
    registerGaugeSource(name, help, ['pool'], () =>
      poolStats().map((pool) => ({ labels: { pool: pool.name }, value: pool[field] })),
    ),
  );
}

/** onRequest hook: `Authorization: Bearer <token>`, compared in constant time. */
function bearerCheck(token: string) {
  const expected = crypto.createHash('sha256').update(token).digest();
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    const digest = crypto.createHash('sha256').update(given).digest();
    if (!given || !crypto.timingSafeEqual(digest, expected)) {
      throw new AppError('UNAUTHORIZED', INVALID_METRICS_TOKEN_MESSAGE);
    }
  };
}
