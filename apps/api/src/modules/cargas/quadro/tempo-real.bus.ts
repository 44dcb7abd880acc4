import type { DatabaseHandle } from '../../../db/client';
import {
  createTypedChannelBus,
  type PgChannelBusOptions,
  type TypedChannelBus,
} from '../../../lib/pg-channel-bus';

/** The PostgreSQL channel every API process listens on for the loads board. */
export const CARGAS_HUB_CHANNEL = 'embarca_cargas_hub';

/**
 * What travels between API processes (ids only, DESIGN.md §7): load events, and the subscription
 * changes of POST /api/cargashub/* so they reach the user's sockets held by any process.
 */
export type CargasHubBusMessage =
  | {
      kind: 'carga';
      type: 'CargaPronta' | 'CargaDesativada';
      cargaId: string;
      /** The shipper (load owner) and its unit; null on the follow-up chunks of a long carrier list. */
      ownerId: string | null;
      unidadeNegocioId: string | null;
      /** The hired carrier and, when known, its unit handling the load; first chunk only. */
      contratacaoOwnerId: string | null;
      contratacaoUnidadeNegocioId: string | null;
      /** Other carriers the load is directed to (offers), delivered whatever their units. */
      transportadoraOwnerIds: string[];
    }
  | { kind: 'quadro'; ownerId: string }
  | { kind: 'unidade'; origin: string; userId: string; unidadeId: string; subscribed: boolean }
  | { kind: 'refresh'; origin: string; userId: string; subscribed: boolean };

export type CargasHubBus = TypedChannelBus<CargasHubBusMessage>;

/** Carrier ids per NOTIFY: 150 × (36 + 3) bytes plus the envelope stays far below 8,000 bytes. */
const CARRIERS_PER_MESSAGE = 150;

/** One message per NOTIFY payload: a load directed to many carriers is split by carrier. */
export function toPayloads(message: CargasHubBusMessage): string[] {
  if (message.kind !== 'carga') return [JSON.stringify(message)];
  const { transportadoraOwnerIds, ...first } = message;
  const payloads = [JSON.stringify({ ...first, transportadoraOwnerIds: [] })];
  for (let start = 0; start < transportadoraOwnerIds.length; start += CARRIERS_PER_MESSAGE) {
    const chunk = transportadoraOwnerIds.slice(start, start + CARRIERS_PER_MESSAGE);
    if (start === 0) {
      payloads[0] = JSON.stringify({ ...first, transportadoraOwnerIds: chunk });
      continue;
    }
    payloads.push(
      JSON.stringify({
        ...first,
        ownerId: null,
        unidadeNegocioId: null,
        contratacaoOwnerId: null,
        contratacaoUnidadeNegocioId: null,
        transportadoraOwnerIds: chunk,
      }),
    );
  }
  return payloads;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** A payload read back; anything malformed is ignored (null). */
export function parsePayload(payload: string): CargasHubBusMessage | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  switch (value.kind) {
    case 'carga':
      if (
        (value.type !== 'CargaPronta' && value.type !== 'CargaDesativada') ||
        !isText(value.cargaId) ||
        !isTextOrNull(value.ownerId) ||
        !isTextOrNull(value.unidadeNegocioId) ||
        !isTextOrNull(value.contratacaoOwnerId) ||
        !isTextOrNull(value.contratacaoUnidadeNegocioId) ||
        !Array.isArray(value.transportadoraOwnerIds)
      ) {
        return null;
      }
      return {
        kind: 'carga',
        type: value.type,
        cargaId: value.cargaId,
        ownerId: value.ownerId,
        unidadeNegocioId: value.unidadeNegocioId,
        contratacaoOwnerId: value.contratacaoOwnerId,
        contratacaoUnidadeNegocioId: value.contratacaoUnidadeNegocioId,
        transportadoraOwnerIds: value.transportadoraOwnerIds.filter(isText),
      };
    case 'quadro':
      return isText(value.ownerId) ? { kind: 'quadro', ownerId: value.ownerId } : null;
    case 'unidade':
      return isText(value.origin) &&
        isText(value.userId) &&
        isText(value.unidadeId) &&
        typeof value.subscribed === 'boolean'
        ? {
            kind: 'unidade',
            origin: value.origin,
            userId: value.userId,
            unidadeId: value.unidadeId,
            subscribed: value.subscribed,
          }
        : null;
    case 'refresh':
      return isText(value.origin) && isText(value.userId) && typeof value.subscribed === 'boolean'
        ? { kind: 'refresh', origin: value.origin, userId: value.userId, subscribed: value.subscribed }
        : null;
    default:
      return null;
  }
}

/** The loads board's messages over the shared PostgreSQL channel bus (`lib/pg-channel-bus.ts`). */
export function createCargasHubBus(
  database: DatabaseHandle,
  options: Omit<PgChannelBusOptions, 'channel'> = {},
): CargasHubBus {
  return createTypedChannelBus(
    database,
    { toPayloads, parsePayload },
    { channel: CARGAS_HUB_CHANNEL, ...options },
  );
}
