import { MESSAGES } from '@embarca/domain';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestSession } from '../plugins/authenticate';
import { ZErrorResponse, ZUnauthorizedResponse } from './http-schemas';

/** `/:id` of the administration routes: a GUID, else 400 'Formato inválido.'. */
export const ZIdParams = z.object({ id: z.guid({ error: MESSAGES.invalidFormat }) });

/** `{ message }`: the catalogue's success text of an action. */
export const ZMessageResponse = z.object({ message: z.string() });

/** The error answers of an authenticated call that reads or writes tenant rows. */
export const ERROR_RESPONSES = {
  400: ZErrorResponse,
  401: ZUnauthorizedResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
} as const;

export interface LifecycleRoutesOptions {
  tags: string[];
  /** The guard of the three calls (e.g. Administrador). */
  guard: onRequestHookHandler;
  /** DELETE /:id (omit when the resource cannot be deleted). */
  remove?: { summary: string; run: (session: RequestSession, id: string) => Promise<void>; message: string };
  /** PATCH /:id/ativar and /:id/desativar. */
  setActive: (session: RequestSession, id: string, active: boolean) => Promise<void>;
  messages: { activated: string; deactivated: string };
}

/** DELETE /:id, PATCH /:id/ativar and PATCH /:id/desativar: the same three calls on every admin resource. */
export function registerLifecycleRoutes(app: FastifyInstance, options: LifecycleRoutesOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({
    tags: options.tags,
    summary,
    params: ZIdParams,
    response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
  });
  const { remove } = options;
  if (remove) {
    typed.delete('/:id', { onRequest: options.guard, schema: schema(remove.summary) }, async (request) => {
      await remove.run(request.session, request.params.id);
      return { message: remove.message };
    });
  }
  for (const [action, active, message] of [
    ['ativar', true, options.messages.activated],
    ['desativar', false, options.messages.deactivated],
  ] as const) {
    typed.patch(
      `/:id/${action}`,
      { onRequest: options.guard, schema: schema(active ? 'Reativa' : 'Desativa') },
      async (request) => {
        await options.setActive(request.session, request.params.id, active);
        return { message };
      },
    );
  }
}
