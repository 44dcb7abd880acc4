import type { Database } from '../../db/client';
import type { Notify } from '../notificacoes/notificacoes.service';
import { type CargaAccess, createCargaAccess, createCargaAccessRepository } from './carga.access';
import { type CargaReadModel, createCargaReadModel } from './carga.read-model';
import { type CargaWriter, createCargaWriter } from './carga.writer';
import type { CargasEvents } from './quadro/tempo-real.service';

/**
 * What every part of the cargas module works with: the gate, the read model and the write path of a load,
 * the live events and the notifications. Parts get it whole and take what they need.
 */
export interface CargasContext {
  db: Database;
  /** Who may see or act on a load (carga.access.ts). */
  access: CargaAccess;
  /** The load's column lists: card, details, documents, route (carga.read-model.ts). */
  readModel: CargaReadModel;
  /** The one write path (carga.writer.ts). */
  writer: CargaWriter;
  events: CargasEvents;
  notify: Notify;
  /** Work that follows a commit (events, notifications) failed: logged, the change stays. */
  onAfterCommitError: (error: unknown) => void;
  /** The clock of the rules that read "now" (tests pin it). */
  now: () => Date;
}

/** A part's route plugin options: the module's context. */
export interface CargasPartOptions {
  ctx: CargasContext;
}

export function createCargasContext(deps: {
  db: Database;
  events: CargasEvents;
  notify: Notify;
  onAfterCommitError?: (error: unknown) => void;
  now?: () => Date;
}): CargasContext {
  const readModel = createCargaReadModel(deps.db);
  const onAfterCommitError = deps.onAfterCommitError ?? (() => undefined);
  return {
    db: deps.db,
    access: createCargaAccess(createCargaAccessRepository(deps.db)),
    readModel,
    writer: createCargaWriter({
      db: deps.db,
      readModel,
      events: deps.events,
      notify: deps.notify,
      onAfterCommitError,
    }),
    events: deps.events,
    notify: deps.notify,
    onAfterCommitError,
    now: deps.now ?? (() => new Date()),
  };
}
