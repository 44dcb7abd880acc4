import type { TCargasHubMessage } from '@embarca/domain';
import type { CargasHubBusMessage } from './tempo-real.bus';

/** One joined hub connection of this process and what it subscribed to (kept in memory only). */
export interface HubConnection {
  userId: string;
  ownerId: string;
  /** Business units whose loads it follows (lower-case ids); all the user's units right after join. */
  unidadeIds: Set<string>;
  /** Whether it receives AtualizarQuadro (POST /cargashub/subscribe_refresh). */
  refresh: boolean;
  send(message: TCargasHubMessage): void;
}

export interface CargasHubRegistry {
  add(connection: HubConnection): void;
  remove(connection: HubConnection): void;
  /** Applies a subscription change to every connection of the user held here. */
  setUnit(userId: string, unidadeId: string, subscribed: boolean): void;
  setRefresh(userId: string, subscribed: boolean): void;
  /** Pushes a load/board event to the connections it concerns (subscription messages are ignored). */
  deliver(message: CargasHubBusMessage): void;
}

function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key) ?? new Set<V>();
  set.add(value);
  index.set(key, set);
}

function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key);
  set?.delete(value);
  if (set?.size === 0) index.delete(key);
}

/**
 * The joined connections of one API process, indexed by user (subscription calls) and by company
 * (events). Routing of a load event:
 * - the shipper's connections (owner = the load's owner) subscribed to the load's business unit;
 * - the hired carrier's connections, filtered by its unit when the event names one;
 * - the connections of every other carrier the load is directed to, whatever their units.
 * A connection gets an event at most once even when several rules match.
 */
export function createCargasHubRegistry(): CargasHubRegistry {
  const byUser = new Map<string, Set<HubConnection>>();
  const byOwner = new Map<string, Set<HubConnection>>();

  const ofOwner = (ownerId: string | null) => (ownerId ? [...(byOwner.get(ownerId) ?? [])] : []);

  const targetsOf = (message: Extract<CargasHubBusMessage, { kind: 'carga' }>): Set<HubConnection> => {
    const targets = new Set<HubConnection>();
    for (const connection of ofOwner(message.ownerId)) {
      if (message.unidadeNegocioId && connection.unidadeIds.has(message.unidadeNegocioId)) {
        targets.add(connection);
      }
    }
    const hiredUnit = message.contratacaoUnidadeNegocioId;
    for (const connection of ofOwner(message.contratacaoOwnerId)) {
      if (!hiredUnit || connection.unidadeIds.has(hiredUnit)) targets.add(connection);
    }
    for (const ownerId of message.transportadoraOwnerIds) {
      for (const connection of ofOwner(ownerId)) targets.add(connection);
    }
    return targets;
  };

  return {
    add(connection) {
      addTo(byUser, connection.userId, connection);
      addTo(byOwner, connection.ownerId, connection);
    },
    remove(connection) {
      removeFrom(byUser, connection.userId, connection);
      removeFrom(byOwner, connection.ownerId, connection);
    },
    setUnit(userId, unidadeId, subscribed) {
      for (const connection of byUser.get(userId) ?? []) {
        if (subscribed) connection.unidadeIds.add(unidadeId);
        else connection.unidadeIds.delete(unidadeId);
      }
    },
    setRefresh(userId, subscribed) {
      for (const connection of byUser.get(userId) ?? []) connection.refresh = subscribed;
    },
    deliver(message) {
      if (message.kind === 'quadro') {
        for (const connection of ofOwner(message.ownerId)) {
          if (connection.refresh) connection.send({ type: 'AtualizarQuadro' });
        }
        return;
      }
      if (message.kind !== 'carga') return;
      for (const connection of targetsOf(message)) {
        connection.send({ type: message.type, cargaId: message.cargaId });
      }
    },
  };
}
