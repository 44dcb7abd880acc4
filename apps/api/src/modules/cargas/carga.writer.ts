import { ChannelType, EMPTY_GUID, MESSAGES, type TTipoNotificacao } from '@embarca/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargaHistorico, cargas, usuarios, usuarioUnidadesNegocio } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lowerId, uniqueIds } from '../../lib/ids';
import { escapeHtml } from '../../lib/mailer';
import { isNumericOutOfRange } from '../../lib/pg-constraint-errors';
import { createPreparedRunner } from '../../lib/prepared-statements';
import type { RequestSession } from '../../plugins/authenticate';
import type { Notify } from '../notificacoes/notificacoes.service';
import type { CargaReadModel } from './carga.read-model';
import type { CargaEventInput, CargasEvents } from './quadro/tempo-real.service';

/** The after-commit reads (who hears of a change) run prepared: planned once per connection. */
const runPrepared = createPreparedRunner('carga_writer');
/**
 * The one write path of a load. A use case changes a load with `writer.change`: in ONE transaction the
 * load is updated while it is still the company's, at the version read and in the expected situacoes
 * (bumping its version), its history row is written and the use case's other writes run (`also`, on the
 * same transaction); then, after the commit, the board's live event goes out to every viewer before and
 * after the change, and — when the change has an `aviso` — the company's other users of the load's units
 * are notified. A concurrent change makes it 409 with nothing written. Writes that are not a change of
 * the load row (a new load, an attachment) run in `writer.transaction` and publish with `publicar`.
 * Repositories never open transactions: they are built over the handle they are given (db or tx).
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type NovaCarga = typeof cargas.$inferInsert;

/**
 * Who writes: the company, the user and the user's name (history and notification texts). `userId` is null
 * when no user acted (a driver accepting an offer for its carrier, issue 20): the history keeps the name.
 */
export interface Autor {
  ownerId: string;
  userId: string | null;
  nome: string;
}

/** An author who is a user of the platform (a session): registering a load always is. */
export type AutorUsuario = Autor & { userId: string };

export function autorDaSessao(session: RequestSession): AutorUsuario {
  return { ownerId: session.ownerId, userId: session.userId, nome: session.claims.nome };
}

/** The facts of a load the write path needs (the gate's row has them all). */
export type CargaEscrita = Pick<
  NovaCarga,
  'id' | 'ownerId' | 'unidadeNegocioId' | 'contratacaoOwnerId' | 'contratacaoUnidadeNegocioId'
> & { id: string; codigo: number; version: number };

export interface Historico {
  acao: string;
  descricao: string;
  dados?: unknown;
}

/** A notification to the company's other users of the load's units (channel CARGA); the body is the history text. */
export interface Aviso {
  titulo: string;
  tipo: TTipoNotificacao;
  /** Another body than the history text. */
  descricao?: string;
}

export interface CargaChange<T = undefined> {
  carga: CargaEscrita;
  /** The load's new values (`version` is bumped here, `updated_at` by the column). */
  set: Partial<NovaCarga>;
  historico: Historico;
  /** The version the change applies at: the one read (default), another (an edit's form), or none. */
  version?: number | null;
  /** The situacoes the load must still be in. */
  situacoes?: readonly number[];
  /** More writes in the same transaction, after the load's row (offers, a route point, the lot's loads). */
  also?: (tx: Tx) => Promise<T>;
  /** The 409 text when a concurrent change got there first (default 'O registro não pode ser alterado'). */
  conflito?: string;
  /** After the commit: the notification (none when absent), from the result when it depends on it. */
  aviso?: Aviso | ((result: T) => Aviso);
  /** After the commit: 'load ready' (default) or 'load deactivated'. */
  evento?: 'cargaPronta' | 'cargaDesativada';
  /** After the commit: other loads the change wrote in `also` (a lot's loads), their events too. */
  outras?: (result: T) => CargaEscrita[];
}

/** A history row of a load (the load's company reads it). */
export async function registrarHistorico(
  tx: Pick<Database, 'insert'>,
  entrada: Historico & { cargaId: string; ownerId: string; usuarioId: string | null },
): Promise<void> {
  await tx.insert(cargaHistorico).values(entrada);
}

/** A number beyond its column (a weight over numeric(14,3), a distance over integer) is the input's fault. */
export async function semEstouro<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNumericOutOfRange(error)) throw new AppError('VALIDATION', MESSAGES.invalidValue);
    throw error;
  }
}

/** The event's fields of a load after a change that may set its unit or hiring. */
function depoisDe(carga: CargaEscrita, set: Partial<NovaCarga>): CargaEscrita {
  return {
    ...carga,
    ...(set.unidadeNegocioId !== undefined ? { unidadeNegocioId: set.unidadeNegocioId } : {}),
    ...(set.contratacaoOwnerId !== undefined ? { contratacaoOwnerId: set.contratacaoOwnerId } : {}),
    ...(set.contratacaoUnidadeNegocioId !== undefined
      ? { contratacaoUnidadeNegocioId: set.contratacaoUnidadeNegocioId }
      : {}),
  };
}

export interface CargaWriterDeps {
  db: Database;
  readModel: Pick<CargaReadModel, 'transportadoraOwnerIds'>;
  events: CargasEvents;
  notify: Notify;
  /** What follows the commit may fail (hub, notifications): it is logged, the change stays. */
  onAfterCommitError?: (error: unknown) => void;
}

export function createCargaWriter({
  db,
  readModel,
  events,
  notify,
  onAfterCommitError = () => undefined,
}: CargaWriterDeps) {
  /** The company's active users with access to one of the units, but the one who acted. */
  async function usuariosDasUnidades(ownerId: string, unidadeIds: string[], exceptUserId: string) {
    if (unidadeIds.length === 0) return [];
    const rows = await runPrepared.select(
      db,
      'usuarios_das_unidades',
      (d) =>
        d
          .selectDistinct({ id: usuarios.id })
          .from(usuarios)
          .innerJoin(usuarioUnidadesNegocio, eq(usuarioUnidadesNegocio.usuarioId, usuarios.id))
          .where(
            and(
              eq(usuarios.ownerId, sql.placeholder('ownerId')),
              eq(usuarios.ativo, true),
              ne(usuarios.id, sql.placeholder('exceptUserId')),
              sql`${usuarioUnidadesNegocio.unidadeNegocioId} = any(${sql.placeholder('unidadeIds')}::uuid[])`,
            ),
          ),
      { ownerId, exceptUserId, unidadeIds },
    );
    return rows.map((row) => row.id);
  }

  /** The change's writes in one transaction; 409 when the load is no longer as read. */
  async function apply<T>(autor: Autor, change: CargaChange<T>): Promise<T> {
    const version = change.version === undefined ? change.carga.version : change.version;
    const result = await semEstouro(() =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(cargas)
          .set({ ...change.set, version: sql`${cargas.version} + 1` })
          .where(
            and(
              eq(cargas.id, change.carga.id),
              eq(cargas.ownerId, autor.ownerId),
              version === null ? undefined : eq(cargas.version, version),
              change.situacoes ? inArray(cargas.situacao, [...change.situacoes]) : undefined,
            ),
          )
          .returning({ id: cargas.id });
        if (updated.length === 0) return { applied: false as const };
        await registrarHistorico(tx, {
          cargaId: change.carga.id,
          ownerId: autor.ownerId,
          usuarioId: autor.userId,
          ...change.historico,
        });
        const value = change.also ? await change.also(tx) : (undefined as T);
        return { applied: true as const, value };
      }),
    );
    // Someone changed the load between our read and our write: the caller's view is stale.
    if (!result.applied) throw new AppError('CONFLICT', change.conflito ?? MESSAGES.recordLocked);
    return result.value;
  }

  /**
   * 'Load ready' (or 'load deactivated') for the load's viewers: the company's unit, the hired carrier and
   * the carriers it is offered to — now and, given in `antes`, before the change (so a carrier that no
   * longer sees it drops the card). A load that changed unit is announced to its former unit too.
   */
  async function publicar(
    carga: CargaEscrita,
    opcoes: {
      tipo?: 'cargaPronta' | 'cargaDesativada';
      antes?: CargaEscrita;
      transportadorasAntes?: string[];
    } = {},
  ): Promise<void> {
    try {
      const evento: CargaEventInput = {
        cargaId: carga.id,
        ownerId: carga.ownerId,
        unidadeNegocioId: carga.unidadeNegocioId,
        contratacaoOwnerId: carga.contratacaoOwnerId ?? null,
        contratacaoUnidadeNegocioId: carga.contratacaoUnidadeNegocioId ?? null,
        transportadoraOwnerIds: uniqueIds([
          ...(opcoes.transportadorasAntes ?? []),
          ...(await readModel.transportadoraOwnerIds(carga.id)),
        ]),
      };
      const publish = events[opcoes.tipo ?? 'cargaPronta'];
      await publish(evento);
      const unidadeAnterior = opcoes.antes?.unidadeNegocioId;
      if (unidadeAnterior && lowerId(unidadeAnterior) !== lowerId(carga.unidadeNegocioId)) {
        await publish({ ...evento, unidadeNegocioId: unidadeAnterior });
      }
    } catch (error) {
      onAfterCommitError(error);
    }
  }

  /** The notification to the company's other users of the units (the one who acted excluded). */
  async function notificar(
    autor: Autor,
    unidadeIds: readonly string[],
    aviso: Aviso & { descricao: string; eventId: string },
  ): Promise<void> {
    try {
      const destinatarios = await usuariosDasUnidades(
        autor.ownerId,
        uniqueIds(unidadeIds),
        autor.userId ?? EMPTY_GUID,
      );
      if (destinatarios.length === 0) return;
      await notify({
        ownerId: autor.ownerId,
        channelType: ChannelType.Carga,
        channelGroupId: aviso.eventId,
        eventId: aviso.eventId,
        title: aviso.titulo,
        body: escapeHtml(aviso.descricao),
        tipo: aviso.tipo,
        recipients: destinatarios,
      });
    } catch (error) {
      onAfterCommitError(error);
    }
  }

  return {
    publicar,
    notificar,

    /** Writes that are not a change of the load row (a new load, an attachment): one transaction. */
    transaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
      return semEstouro(() => db.transaction(write));
    },

    /** One change of a load (see the module's comment): the transaction, then the event and the notification. */
    async change<T = undefined>(session: RequestSession | Autor, change: CargaChange<T>): Promise<T> {
      const autor = 'claims' in session ? autorDaSessao(session) : session;
      const { carga } = change;
      // The carriers that saw the load before the change hear of it too (their board drops it).
      let transportadorasAntes: string[] = [];
      try {
        transportadorasAntes = uniqueIds([
          carga.contratacaoOwnerId,
          ...(await readModel.transportadoraOwnerIds(carga.id)),
        ]);
      } catch (error) {
        onAfterCommitError(error);
      }
      const result = await apply(autor, change);
      const depois = depoisDe(carga, change.set);
      const outras = change.outras?.(result) ?? [];
      const aviso = typeof change.aviso === 'function' ? change.aviso(result) : change.aviso;
      if (aviso) {
        await notificar(
          autor,
          [carga.unidadeNegocioId, depois.unidadeNegocioId, ...outras.map((o) => o.unidadeNegocioId)],
          {
            ...aviso,
            descricao: aviso.descricao ?? change.historico.descricao,
            eventId: carga.id,
          },
        );
      }
      const tipo = change.evento ?? 'cargaPronta';
      await publicar(depois, { tipo, antes: carga, transportadorasAntes });
      for (const outra of outras) await publicar(outra, { tipo });
      return result;
    },
  };
}

export type CargaWriter = ReturnType<typeof createCargaWriter>;
