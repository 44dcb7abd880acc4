import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createLeadsWorker } from './leads.worker';

/**
 * The lead form of trial companies' loads: the outbox's sender runs with the server when
 * MARKETING_LEAD_URL is set (nothing is queued otherwise).
 */
export function registerLeadsModule(
  app: FastifyInstance,
  { db, url }: { db: Database; url: string | undefined },
) {
  if (!url) return;
  const leads = createLeadsWorker({ db, url, log: app.log });
  app.addHook('onReady', async () => leads.start());
  app.addHook('onClose', async () => leads.stop());
}
