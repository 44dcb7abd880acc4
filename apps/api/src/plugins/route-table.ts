import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteTableEntry {
  method: HTTPMethods;
  /** The path as registered, with its prefix and parameters (`/api/carga-mongo/:id/details`). */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (HEAD routes Fastify adds on its own left out). */
    routeTable: RouteTableEntry[];
  }
}

/**
 * The app's own route table, filled as the modules register their routes: tests that must cover every
 * route (the loads' access gate) read it, so a route added later without a case fails them.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const routes: RouteTableEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url });
      }
    });
  },
  { name: 'route-table' },
);
