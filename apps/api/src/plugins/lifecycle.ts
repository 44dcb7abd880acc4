import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isWebSocketUpgrade } from '../lib/logger';

/**
 * Where the process is in its life (issue 17): serving, or draining before it stops. Draining starts at
 * SIGTERM/SIGINT (lib/graceful-shutdown.ts): GET /api/health/ready answers 503 at once so the load balancer
 * takes the replica out, and each answer closes its keep-alive connection (`Connection: close`) so clients
 * open their next connection to another replica. The in-flight count is what the drain waits for.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** HTTP requests received and not yet answered (WebSocket upgrades are not counted: hubs close apart). */
  readonly inFlight: number;
  startDraining(): void;
  /** Resolves when no HTTP request is in flight (at once when none is). */
  whenIdle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Register before the routes: hooks reach only the routes added after them. */
export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    let inFlight = 0;
    let idleWaiters: (() => void)[] = [];
    const counted = new WeakSet<FastifyRequest>();

    const done = (request: FastifyRequest) => {
      if (!counted.delete(request)) return;
      inFlight--;
      if (inFlight === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
    };

    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      get inFlight() {
        return inFlight;
      },
      startDraining() {
        draining = true;
      },
      whenIdle() {
        if (inFlight === 0) return Promise.resolve();
        return new Promise((resolve) => idleWaiters.push(resolve));
      },
    };
    app.decorate('lifecycle', lifecycle);

    app.addHook('onRequest', async (request) => {
      if (isWebSocketUpgrade(request)) return;
      counted.add(request);
      inFlight++;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    // Both: an aborted request may never reach onResponse; `done` counts each request once.
    app.addHook('onResponse', async (request) => done(request));
    app.addHook('onRequestAbort', async (request) => done(request));
  },
  { name: 'lifecycle' },
);
