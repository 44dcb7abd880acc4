import crypto from 'node:crypto';
import { MESSAGES } from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { lowerId } from '../../../lib/ids';
import type { RequestSession } from '../../../plugins/authenticate';
import type { CargasHubBus, CargasHubBusMessage } from './tempo-real.bus';
import { createCargasHubRegistry, type HubConnection } from './tempo-real.registry';

/** A load that changed: who may see it (02 §4 "Real-time board"). Ids only. */
export interface CargaEventInput {
  cargaId: string;
  /** The load's owner (the shipper) and business unit. */
  ownerId: string;
  unidadeNegocioId: string;
  /** The hired carrier tenant, when there is one. */
  contratacaoOwnerId?: string | null;
  /** The hired carrier's business unit handling the load: when given, its connections are filtered by it. */
  contratacaoUnidadeNegocioId?: string | null;
  /** Carrier tenants the load is offered/directed to. */
  transportadoraOwnerIds?: string[];
}

/**
 * The publisher other modules depend on. Call it after the change is committed (NOTIFY goes out on its
 * own connection at once). It never rejects: a failed publication is reported to `onPublishError` and
 * the boards catch up when they re-read (reconnect, AtualizarQuadro, refresh).
 */
export interface CargasEvents {
  /** 'load ready': the board re-fetches the load (and removes it when the fetch finds nothing). */
  cargaPronta(input: CargaEventInput): Promise<void>;
  /** 'load deactivated': the board removes the card. */
  cargaDesativada(input: CargaEventInput): Promise<void>;
  /** Many loads of the company changed at once: boards that asked for it re-read everything. */
  atualizarQuadro(input: { ownerId: string }): Promise<void>;
}

/** The bus message of a load event: ids lower-cased, carriers de-duplicated, the hired one kept apart. */
export function toCargaMessage(
  type: 'CargaPronta' | 'CargaDesativada',
  input: CargaEventInput,
): CargasHubBusMessage {
  const ownerId = lowerId(input.ownerId);
  const contratacaoOwnerId = input.contratacaoOwnerId ? lowerId(input.contratacaoOwnerId) : null;
  // The shipper and the hired carrier have their own (unit-filtered) rules; listing them again here
  // would bypass their unit filter.
  const transportadoraOwnerIds = [...new Set((input.transportadoraOwnerIds ?? []).map(lowerId))].filter(
    (id) => id !== ownerId && id !== contratacaoOwnerId,
  );
  return {
    kind: 'carga',
    type,
    cargaId: lowerId(input.cargaId),
    ownerId,
    unidadeNegocioId: lowerId(input.unidadeNegocioId),
    contratacaoOwnerId,
    contratacaoUnidadeNegocioId:
      contratacaoOwnerId && input.contratacaoUnidadeNegocioId
        ? lowerId(input.contratacaoUnidadeNegocioId)
        : null,
    transportadoraOwnerIds,
  };
}

export function createCargasEvents({
  bus,
  onPublishError = () => undefined,
}: {
  bus: Pick<CargasHubBus, 'publish'>;
  onPublishError?: (error: unknown) => void;
}): CargasEvents {
  const publish = async (message: CargasHubBusMessage) => {
    try {
      await bus.publish(message);
    } catch (error) {
      onPublishError(error);
    }
  };
  return {
    cargaPronta: (input) => publish(toCargaMessage('CargaPronta', input)),
    cargaDesativada: (input) => publish(toCargaMessage('CargaDesativada', input)),
    atualizarQuadro: ({ ownerId }) => publish({ kind: 'quadro', ownerId: lowerId(ownerId) }),
  };
}

export interface CargasHubServiceDeps {
  bus: Pick<CargasHubBus, 'publish' | 'subscribe'>;
  /** This process's id on the bus (its own subscription messages are applied locally, not twice). */
  origin?: string;
}

/**
 * The hub's state in this process: joined connections and their subscriptions (memory only), fed by
 * the bus. A subscription call is applied at once to the user's connections held here and published so
 * every other process applies it to the user's connections it holds.
 */
export function createCargasHubService({ bus, origin = crypto.randomUUID() }: CargasHubServiceDeps) {
  const registry = createCargasHubRegistry();

  const apply = (message: CargasHubBusMessage) => {
    if (message.kind === 'unidade') {
      if (message.origin !== origin) registry.setUnit(message.userId, message.unidadeId, message.subscribed);
    } else if (message.kind === 'refresh') {
      if (message.origin !== origin) registry.setRefresh(message.userId, message.subscribed);
    } else {
      registry.deliver(message);
    }
  };

  return {
    /** Starts delivering bus messages; returns the function that stops it. */
    listen: () => bus.subscribe(apply),

    /** A joined connection: subscribed to every unit of the user's scope, no AtualizarQuadro yet. */
    join(session: RequestSession, send: HubConnection['send']): HubConnection {
      const connection: HubConnection = {
        userId: session.userId,
        ownerId: lowerId(session.ownerId),
        unidadeIds: new Set(session.escopoUnidadeIds.map(lowerId)),
        refresh: false,
        send,
      };
      registry.add(connection);
      return connection;
    },
    leave: (connection: HubConnection) => registry.remove(connection),

    /** POST /cargashub/subscribe|unsubscribe/{id}: a unit the user may not access → 403. */
    async setUnit(session: RequestSession, unidadeId: string, subscribed: boolean): Promise<void> {
      const id = lowerId(unidadeId);
      if (!session.unidadeIds.some((allowed) => lowerId(allowed) === id)) {
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }
      registry.setUnit(session.userId, id, subscribed);
      await bus.publish({ kind: 'unidade', origin, userId: session.userId, unidadeId: id, subscribed });
    },

    /** POST /cargashub/subscribe_refresh|unsubscribe_refresh. */
    async setRefresh(session: RequestSession, subscribed: boolean): Promise<void> {
      registry.setRefresh(session.userId, subscribed);
      await bus.publish({ kind: 'refresh', origin, userId: session.userId, subscribed });
    },
  };
}

export type CargasHubService = ReturnType<typeof createCargasHubService>;
