import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DYNAMIC_BROTLI_QUALITY } from '../plugins/compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Codificacao = 'br' | 'gzip';
const CODIFICACOES: Array<Codificacao | 'identity'> = ['br', 'gzip', 'identity'];

interface Entrada {
  json: Buffer;
  /** The compressed variants, made on the first request that accepts each. */
  comprimidas: Map<Codificacao, Promise<Buffer>>;
}

/**
 * A JSON answer kept for a few seconds, per key, in this process: for a large read that many users of one
 * company poll at once and that may be a few seconds old (the monitoring map: 5,000 vehicles are 1.7 MB
 * and ≈ 100 ms of CPU to build; its page polls every 60 s). What the cache keeps:
 * - the serialized JSON (one build per key and period; requests arriving while it is built wait for that
 *   build instead of starting their own) and its brotli/gzip variants (one compression each, at the
 *   compression plugin's dynamic quality), sent with Content-Encoding by Accept-Encoding;
 * - nothing across processes: each API replica builds its own (DESIGN.md §2: no shared memory).
 * A request with `Cache-Control: no-cache` builds the answer again (and keeps it). Bounded by bytes.
 */
export interface ShortJsonCache {
  /** Sends the answer under `key`: kept, or built now by `build` (its value serialized with JSON.stringify). */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply>;
}

export function createShortJsonCache({
  ttlMs,
  maxBytes,
}: {
  ttlMs: number;
  maxBytes: number;
}): ShortJsonCache {
  const entradas =
    ttlMs > 0
      ? new LRUCache<string, Entrada>({
          ttl: ttlMs,
          maxSize: maxBytes,
          // The compressed variants are a fraction of the JSON (≈ 15 % each with gzip/brotli 4).
          sizeCalculation: (entrada, key) => Math.ceil(entrada.json.byteLength * 1.3) + key.length * 2 + 64,
        })
      : undefined;
  const emConstrucao = new Map<string, Promise<Entrada>>();

  async function construir(key: string, build: () => Promise<unknown>): Promise<Entrada> {
    const pendente = emConstrucao.get(key);
    if (pendente) return pendente;
    const promessa = (async () => {
      const entrada: Entrada = { json: Buffer.from(JSON.stringify(await build())), comprimidas: new Map() };
      if (entradas && entrada.json.byteLength < maxBytes) entradas.set(key, entrada);
      return entrada;
    })();
    emConstrucao.set(key, promessa);
    try {
      return await promessa;
    } finally {
      emConstrucao.delete(key);
    }
  }

  function comprimida(entrada: Entrada, codificacao: Codificacao): Promise<Buffer> {
    let variante = entrada.comprimidas.get(codificacao);
    if (!variante) {
      variante =
        codificacao === 'br'
          ? brotli(entrada.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entrada.json.byteLength,
              },
            })
          : gzip(entrada.json);
      entrada.comprimidas.set(codificacao, variante);
    }
    return variante;
  }

  return {
    async send(request, reply, key, build) {
      const semCache = /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');
      const entrada = (!semCache && entradas?.get(key)) || (await construir(key, build));
      const aceita = request.headers['accept-encoding'];
      const codificacao = aceita ? negotiate(aceita, CODIFICACOES) : null;
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (codificacao === 'br' || codificacao === 'gzip') {
        // A Content-Encoding already set: the compression plugin leaves the answer alone.
        return reply.header('content-encoding', codificacao).send(await comprimida(entrada, codificacao));
      }
      return reply.send(entrada.json);
    },
  };
}
