/**
 * Many clients of the loads board's hub (`/hubs/cargashub`, protocol in the domain's tempo-real.schemas.ts)
 * for `npm run test:cluster`, each behaving as the web app's board does (apps/web/src/features/cargas/quadro):
 * `join` with the company id on every open; on an unexpected close, reconnect after the spec's delays
 * (`CARGAS_HUB.reconnectDelaysMs`: at once, then 2 s, 10 s…); after every join that follows a disconnection,
 * catch up by re-reading the board (the hub replays nothing: "events sent while offline were missed:
 * re-read the board", use-quadro-live-updates.ts). What a client knows of a load is therefore the union of
 * the events it received and the loads its catch-up reads returned.
 */
import { CARGAS_HUB, CARGAS_HUB_PATH } from '@embarca/domain';
import WebSocket from 'ws';
import { SERVER_HEADER } from './cluster-services';

export interface HubClient {
  index: number;
  socket: WebSocket | null;
  /** HAProxy's name of the API process holding the current connection (from the 101 answer). */
  servidor: string | null;
  /** Every server this client was connected to, in order. */
  servidores: string[];
  joined: boolean;
  joins: number;
  /** First receipt (performance.now()) of a CargaPronta per load id. */
  eventos: Map<string, number>;
  /** Load ids returned by the catch-up reads. */
  lidasNaRecuperacao: Set<string>;
  /** When the last unexpected close happened and when the following join came (performance.now()). */
  caiuEm: number | null;
  voltouEm: number | null;
  /** ms from the unexpected close to the end of the catch-up read, per recovery. */
  recuperacoesMs: number[];
  /** The catch-up read in progress (awaited by the test before counting). */
  recuperando: Promise<void> | null;
  errosDeRecuperacao: string[];
  erros: string[];
}

export interface HubFleetOptions {
  /** e.g. `ws://127.0.0.1:<haproxy>` */
  wsBase: string;
  token: string;
  empresaId: string;
  /** The board re-read after a reconnection: the load ids it shows. */
  catchUp: (client: HubClient) => Promise<string[]>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface HubFleet {
  clients: HubClient[];
  /** Opens `count` more clients, `concurrency` upgrades at a time; resolves when each has joined (or failed). */
  connect(count: number, concurrency: number, timeoutMs: number): Promise<void>;
  /** Clients per server (current connections). */
  porServidor(): Record<string, number>;
  joinedCount(): number;
  /** Closes the given clients on purpose (code 1000) and opens them again (a normal reconnection, no catch-up). */
  reopen(clients: HubClient[], timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createHubFleet(options: HubFleetOptions): HubFleet {
  const clients: HubClient[] = [];
  let closing = false;
  const url = `${options.wsBase}${CARGAS_HUB_PATH}?access_token=${encodeURIComponent(options.token)}`;

  /** One connection attempt; resolves when joined, rejects when it closes or fails first. */
  const open = (client: HubClient): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url, { handshakeTimeout: 10_000 });
      client.socket = socket;
      client.joined = false;
      let settled = false;
      socket.on('upgrade', (response) => {
        const servidor = response.headers[SERVER_HEADER];
        client.servidor = typeof servidor === 'string' ? servidor : '?';
        client.servidores.push(client.servidor);
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'join', empresaId: options.empresaId })));
      socket.on('message', (data) => {
        const received = performance.now();
        let message: { type?: unknown; cargaId?: unknown; message?: unknown };
        try {
          message = JSON.parse(String(data)) as typeof message;
        } catch {
          client.erros.push(`quadro inválido: ${String(data).slice(0, 80)}`);
          return;
        }
        if (message.type === 'joined') {
          client.joined = true;
          client.joins += 1;
          if (!settled) {
            settled = true;
            resolve();
          }
        } else if (message.type === 'CargaPronta' && typeof message.cargaId === 'string') {
          if (!client.eventos.has(message.cargaId)) client.eventos.set(message.cargaId, received);
        } else if (message.type === 'error') {
          client.erros.push(`erro do hub: ${String(message.message)}`);
        }
      });
      socket.on('error', (error) => {
        if (!settled) {
          settled = true;
          reject(error);
        }
      });
      socket.on('close', (code) => {
        const wasJoined = client.joined;
        client.joined = false;
        if (client.socket === socket) client.socket = null;
        if (!settled) {
          settled = true;
          reject(new Error(`fechado antes do join (código ${code})`));
          return;
        }
        // A close we did not ask for: the process went away. Reconnect as the board does.
        if (wasJoined && !closing && code !== 1000) void reconnect(client);
      });
    });

  const reconnect = async (client: HubClient): Promise<void> => {
    client.caiuEm = performance.now();
    client.voltouEm = null;
    let done!: () => void;
    client.recuperando = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      for (let attempt = 1; !closing; attempt += 1) {
        const delay = CARGAS_HUB.reconnectDelaysMs[attempt - 1] ?? CARGAS_HUB.retryIntervalMs;
        if (delay > 0) await sleep(delay);
        if (closing) return;
        try {
          await open(client);
          break;
        } catch (error) {
          client.erros.push(
            `reconexão ${attempt}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      if (closing) return;
      client.voltouEm = performance.now();
      // After the join, as the board does: whatever was sent while it was away is read back.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        try {
          const ids = await options.catchUp(client);
          for (const id of ids) client.lidasNaRecuperacao.add(id);
          client.recuperacoesMs.push(performance.now() - (client.caiuEm ?? performance.now()));
          return;
        } catch (error) {
          client.errosDeRecuperacao.push(error instanceof Error ? error.message : String(error));
          await sleep(500);
        }
      }
    } finally {
      done();
    }
  };

  const newClient = (): HubClient => ({
    index: clients.length,
    socket: null,
    servidor: null,
    servidores: [],
    joined: false,
    joins: 0,
    eventos: new Map(),
    lidasNaRecuperacao: new Set(),
    caiuEm: null,
    voltouEm: null,
    recuperacoesMs: [],
    recuperando: null,
    errosDeRecuperacao: [],
    erros: [],
  });

  const openAll = async (targets: HubClient[], concurrency: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let next = 0;
    const lane = async () => {
      while (next < targets.length && Date.now() < deadline) {
        const client = targets[next++];
        if (!client) break;
        try {
          await open(client);
        } catch (error) {
          client.erros.push(`conexão: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
  };

  return {
    clients,
    async connect(count, concurrency, timeoutMs) {
      const added = Array.from({ length: count }, () => {
        const client = newClient();
        clients.push(client);
        return client;
      });
      await openAll(added, concurrency, timeoutMs);
    },
    porServidor() {
      const counts: Record<string, number> = {};
      for (const client of clients) {
        if (client.joined && client.servidor) counts[client.servidor] = (counts[client.servidor] ?? 0) + 1;
      }
      return counts;
    },
    joinedCount: () => clients.filter((client) => client.joined).length,
    async reopen(targets, timeoutMs) {
      await Promise.all(
        targets.map(
          (client) =>
            new Promise<void>((resolve) => {
              const socket = client.socket;
              if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.close(1000, 'reequilíbrio');
            }),
        ),
      );
      await openAll(targets, 20, timeoutMs);
    },
    async close() {
      closing = true;
      await Promise.all(
        clients.map(
          (client) =>
            new Promise<void>((resolve) => {
              const socket = client.socket;
              if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
              const timer = setTimeout(() => {
                socket.terminate();
                resolve();
              }, 2_000);
              socket.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              socket.close(1000, 'fim');
            }),
        ),
      );
    },
  };
}
