import { MESSAGES, successMessage } from '@embarca/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
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
  /** The guard of the two calls (e.g. Administrador). */
  guard: onRequestHookHandler;
  /** PATCH /:id/ativar and /:id/desativar. */
  setActive: (session: RequestSession, id: string, active: boolean) => Promise<void>;
  messages: { activated: string; deactivated: string };
}

/** PATCH /:id/ativar and PATCH /:id/desativar: the same two calls on every admin resource. */
export function registerLifecycleRoutes(app: FastifyInstance, options: LifecycleRoutesOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [action, active, message] of [
    ['ativar', true, options.messages.activated],
    ['desativar', false, options.messages.deactivated],
  ] as const) {
    typed.patch(
      `/:id/${action}`,
      {
        onRequest: options.guard,
        schema: {
          tags: options.tags,
          summary: active ? 'Reativa' : 'Desativa',
          params: ZIdParams,
          response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        await options.setActive(request.session, request.params.id, active);
        return { message };
      },
    );
  }
}

/** One call of a record: its summary, schemas and use case. */
interface RecordCall<TBody extends z.ZodType | undefined, TResponse extends z.ZodType, TRun> {
  summary: string;
  /** This call's own guard (default: the writes' `guard`; none for GET). */
  guard?: onRequestHookHandler;
  body?: TBody;
  response: TResponse;
  run: TRun;
}

type Session = RequestSession;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RecordRoutesOptions<
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TGet extends z.ZodType,
  TCreated extends z.ZodType,
  TUpdated extends z.ZodType,
> {
  tags: string[];
  /** The guard of the writes (the reads follow the plugin's own hooks). */
  guard?: onRequestHookHandler;
  /** GET /:id */
  get?: RecordCall<undefined, TGet, (session: Session, id: string) => Promise<z.input<TGet>>>;
  /** POST / → 201 */
  create?: RecordCall<
    TCreate,
    TCreated,
    (session: Session, body: Output<TCreate>) => Promise<z.input<TCreated>>
  >;
  /** DELETE /:id → `{ message }` */
  remove?: {
    summary: string;
    message: string;
    /** Default: the writes' `guard`. */
    guard?: onRequestHookHandler;
    run: (session: Session, id: string) => Promise<void>;
  };
  /** PUT /:id */
  update?: RecordCall<
    TUpdate,
    TUpdated,
    (session: Session, id: string, body: Output<TUpdate>) => Promise<z.input<TUpdated>>
  >;
}

/** GET /:id, POST / (201), PUT /:id and DELETE /:id of an administration record: the same calls on every resource. */
export function registerRecordRoutes<
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TGet extends z.ZodType,
  TCreated extends z.ZodType,
  TUpdated extends z.ZodType,
>(app: FastifyInstance, options: RecordRoutesOptions<TCreate, TUpdate, TGet, TCreated, TUpdated>): void {
  const { tags, guard, get, create, update, remove } = options;
  // The schemas validate the params and the body before the handler (the app's zod validator compiler).
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const route = (
    call: RecordCall<z.ZodType | undefined, z.ZodType, unknown>,
    status: 200 | 201,
    url: string,
  ) => ({
    url,
    ...(call.guard || (guard && call !== get) ? { onRequest: call.guard ?? guard } : {}),
    schema: {
      tags,
      summary: call.summary,
      ...(url === '/:id' ? { params: ZIdParams } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { [status]: call.response, ...ERROR_RESPONSES },
    },
  });
  if (get) {
    app.route({
      method: 'GET',
      ...route(get, 200, '/:id'),
      handler: (request) => get.run(request.session, idOf(request)),
    });
  }
  if (create) {
    app.route({
      method: 'POST',
      ...route(create, 201, '/'),
      handler: async (request, reply) =>
        reply.code(201).send(await create.run(request.session, request.body as Output<TCreate>)),
    });
  }
  if (update) {
    app.route({
      method: 'PUT',
      ...route(update, 200, '/:id'),
      handler: (request) => update.run(request.session, idOf(request), request.body as Output<TUpdate>),
    });
  }
  if (remove) {
    app.route({
      method: 'DELETE',
      ...route(
        { summary: remove.summary, guard: remove.guard, response: ZMessageResponse, run: remove.run },
        200,
        '/:id',
      ),
      handler: async (request) => {
        await remove.run(request.session, idOf(request));
        return { message: remove.message };
      },
    });
  }
}

/** The use cases of an administration record edited through one form (one body for create and update). */
export interface AdminRecordService<TBody extends z.ZodType, TResponse extends z.ZodType> {
  get(session: Session, id: string): Promise<z.input<TResponse>>;
  create(session: Session, body: Output<TBody>): Promise<z.input<TResponse>>;
  update(session: Session, id: string, body: Output<TBody>): Promise<z.input<TResponse>>;
  remove(session: Session, id: string): Promise<void>;
  setActive(session: Session, id: string, active: boolean): Promise<void>;
}

export interface AdminRecordRoutesOptions<TBody extends z.ZodType, TResponse extends z.ZodType> {
  tags: string[];
  /** The record's noun in the catalogue's success texts ('Empresa' → 'Empresa excluída com sucesso.'). */
  nome: string;
  body: TBody;
  response: TResponse;
  /** write: POST and PUT; read: GET /:id (default: the plugin's own hooks); lifecycle: DELETE, ativar, desativar
   * (default: write). */
  guards: { write: onRequestHookHandler; read?: onRequestHookHandler; lifecycle?: onRequestHookHandler };
  summaries: { get: string; create: string; update: string; remove: string };
  service: AdminRecordService<TBody, TResponse>;
}

/**
 * The six calls of an administration record (units, users, companies, characteristics): GET /:id, POST /,
 * PUT /:id, DELETE /:id, PATCH /:id/ativar and /:id/desativar, with the catalogue's success texts for the noun.
 */
export function registerAdminRecordRoutes<TBody extends z.ZodType, TResponse extends z.ZodType>(
  app: FastifyInstance,
  options: AdminRecordRoutesOptions<TBody, TResponse>,
): void {
  const { tags, nome, body, response, guards, summaries, service } = options;
  const lifecycle = guards.lifecycle ?? guards.write;
  registerRecordRoutes(app, {
    tags,
    guard: guards.write,
    get: {
      summary: summaries.get,
      guard: guards.read,
      response,
      run: (session, id) => service.get(session, id),
    },
    create: {
      summary: summaries.create,
      body,
      response,
      run: (session, input) => service.create(session, input),
    },
    update: {
      summary: summaries.update,
      body,
      response,
      run: (session, id, input) => service.update(session, id, input),
    },
    remove: {
      summary: summaries.remove,
      guard: lifecycle,
      message: successMessage('deleted', nome),
      run: (session, id) => service.remove(session, id),
    },
  });
  registerLifecycleRoutes(app, {
    tags,
    guard: lifecycle,
    setActive: (session, id, active) => service.setActive(session, id, active),
    messages: {
      activated: successMessage('reactivated', nome),
      deactivated: successMessage('deactivated', nome),
    },
  });
}
