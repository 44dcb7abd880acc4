import { CARGAS_HUB, CARGAS_HUB_PATH, HubStatus, type THubStatus } from '@embarca/domain';
import ReconnectingWebSocket from 'partysocket/ws';
import { useEffect, useRef, useState } from 'react';
import { currentHubToken, hubUrl } from '../../../../lib/hub-url';
import { useSession } from '../../../../lib/use-session';
import { CargaProntaQueue } from './cargas-hub-queue';

export interface UseCargasHubOptions {
  /** 'load ready' (after the 10 ms batching, once per load): re-fetch it; 404 → remove the card. */
  onCargaPronta: (cargaId: string) => void;
  /** 'load deactivated': remove the card. */
  onCargaDesativada: (cargaId: string) => void;
  /** Re-read the whole board: the server's AtualizarQuadro, or more 'load ready' than the queue keeps. */
  onAtualizarQuadro: () => void;
  /**
   * After every join (first connection and each reconnect). A new connection follows all the user's
   * units and no AtualizarQuadro: re-send the board's subscriptions here (POST /api/cargashub/...).
   */
  onJoined?: () => void;
}

/** `ws(s)://<this host>/hubs/cargashub?access_token=<JWT>` (02 §7). */
export function cargasHubUrl(token: string, location?: Pick<Location, 'protocol' | 'host'>): string {
  return hubUrl(CARGAS_HUB_PATH, token, location);
}

/**
 * Wait before the n-th reconnection in a row (1-based, 02 §4/§9): 0, 2, 10, 30 and 60 s, then every 3 s
 * (the "on close retry every 3 s" that follows the automatic reconnection).
 */
export function cargasHubReconnectDelay(attempt: number): number {
  return CARGAS_HUB.reconnectDelaysMs[attempt - 1] ?? CARGAS_HUB.retryIntervalMs;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The frames the board acts on (server messages follow ZCargasHubMessage; zod stays out of the chunk). */
function readMessage(data: unknown): { type?: unknown; cargaId?: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    return message !== null && typeof message === 'object' ? (message as { type?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * The loads board's real-time connection (02 §4 "Real-time board"). Connects while a session exists,
 * sends `join` with the company id on every open, and reports the status: connecting until joined,
 * online once joined, offline while the socket is down (reconnecting with `cargasHubReconnectDelay`,
 * a fresh token each time). 'load ready' ids go through `CargaProntaQueue`; a deactivated load leaves
 * the queue and is reported at once. Callbacks may change between renders without reconnecting.
 */
export function useCargasHub(options: UseCargasHubOptions): { status: THubStatus } {
  const ownerId = useSession()?.claims.ownerId ?? null;
  const [status, setStatus] = useState<THubStatus>(HubStatus.Connecting);
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });

  useEffect(() => {
    if (!ownerId) {
      setStatus(HubStatus.Offline);
      return;
    }
    setStatus(HubStatus.Connecting);
    let disposed = false;
    let joined = false;
    let connects = 0;
    /** Reconnections in a row since the last successful join. */
    let reconnects = 0;

    const queue = new CargaProntaQueue(({ ids, overflowed }) => {
      if (overflowed) handlers.current.onAtualizarQuadro();
      else for (const id of ids) handlers.current.onCargaPronta(id);
    });

    const socket = new ReconnectingWebSocket(
      async () => {
        // partysocket's own backoff is exponential: it is turned off (delay 0) and the spec's waits happen here.
        if (connects > 0) {
          reconnects += 1;
          const delay = cargasHubReconnectDelay(reconnects);
          if (delay > 0) await sleep(delay);
        }
        connects += 1;
        if (disposed) throw new Error('hub de cargas encerrado');
        return cargasHubUrl(await currentHubToken());
      },
      undefined,
      {
        minReconnectionDelay: 0,
        maxReconnectionDelay: 0,
        // `join` is sent on each open; nothing is queued while disconnected.
        maxEnqueuedMessages: 0,
      },
    );

    socket.addEventListener('open', () => {
      setStatus(HubStatus.Connecting);
      socket.send(JSON.stringify({ type: 'join', empresaId: ownerId }));
    });
    socket.addEventListener('close', () => {
      joined = false;
      if (!disposed) setStatus(HubStatus.Offline);
    });
    socket.addEventListener('message', (event) => {
      const message = readMessage(event.data);
      if (!message) return;
      const cargaId = typeof message.cargaId === 'string' ? message.cargaId : null;
      if (message.type === 'joined') {
        joined = true;
        reconnects = 0;
        setStatus(HubStatus.Online);
        handlers.current.onJoined?.();
      } else if (message.type === 'CargaPronta' && cargaId) {
        queue.push(cargaId);
      } else if (message.type === 'CargaDesativada' && cargaId) {
        queue.remove(cargaId);
        handlers.current.onCargaDesativada(cargaId);
      } else if (message.type === 'AtualizarQuadro') {
        handlers.current.onAtualizarQuadro();
      } else if (message.type === 'error' && !joined) {
        // The join was refused: no events will come on this connection.
        setStatus(HubStatus.Offline);
      }
    });

    return () => {
      disposed = true;
      queue.dispose();
      socket.close(1000, 'fim');
    };
  }, [ownerId]);

  return { status };
}
