import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * The credentials of the API, as the OpenAPI document declares them (`components.securitySchemes`).
 * A route's requirement is recorded by the same calls that add the hooks enforcing it (`protectRoutes`, the
 * freight key), never kept in a list of its own: plugins/openapi.ts reads it with `routeCredentials`.
 */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Token de sessão (POST /api/auth/login ou /api/auth/token): `Authorization: Bearer <token>`. ' +
      'O cabeçalho BusinessUnitId (ou BusinessUnitFilter) escolhe as unidades de negócio da chamada.',
  },
  motoristaAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Token da área do motorista (POST /api/motorista/acesso/entrar, audiência `embarca-motorista`): ' +
      '`Authorization: Bearer <token>`. Não vale na API dos usuários, nem o token de usuário aqui.',
  },
  freteApiKey: {
    type: 'apiKey',
    in: 'query',
    name: 'key',
    description: 'Chave do serviço de frete (/api/frete): parâmetro `?key=`, além do token de sessão.',
  },
  integracaoToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'emb_pos_…',
    description:
      'Token de integração da empresa (POST /api/frota/posicoes): `Authorization: Bearer emb_pos_…`, ' +
      'criado por um administrador em Monitoramento operacional › Integrações. Não é um token de sessão.',
  },
} as const;

export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The credentials the route's plugin hooks check (set by `requireCredentials`; absent: none). */
    credentials?: SecuritySchemeName[];
  }
}

const hookSchemes = new WeakMap<object, SecuritySchemeName>();

/** Tags an onRequest hook with the credentials it checks (it answers 401 without them). Returns the hook. */
export function checksCredentials<T extends object>(scheme: SecuritySchemeName, hook: T): T {
  hookSchemes.set(hook, scheme);
  return hook;
}

/**
 * Adds a credential hook (tagged by `checksCredentials`) to every route of the plugin, and records on each
 * route the credentials it checks. Call it before the plugin's routes, as every guard is.
 */
export function requireCredentials(app: FastifyInstance, hook: onRequestHookHandler): void {
  const scheme = hookSchemes.get(hook);
  if (!scheme) throw new Error('requireCredentials: o hook não declara as credenciais que verifica');
  app.addHook('onRequest', hook);
  app.addHook('onRoute', (route) => {
    const recorded = route.config?.credentials ?? [];
    if (!recorded.includes(scheme)) route.config = { ...route.config, credentials: [...recorded, scheme] };
  });
}

/** The credentials a route demands: those its plugin's hooks record, then its own tagged onRequest hooks. */
export function routeCredentials(route: Pick<RouteOptions, 'config' | 'onRequest'>): SecuritySchemeName[] {
  const schemes = new Set<SecuritySchemeName>(route.config?.credentials ?? []);
  for (const hook of [route.onRequest ?? []].flat()) {
    const scheme = hookSchemes.get(hook);
    if (scheme) schemes.add(scheme);
  }
  return [...schemes];
}
