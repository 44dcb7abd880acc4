import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compressible answers, as @fastify/compress's default minus `application/octet-stream` (attachments of
 * unknown type are usually archives or media already compressed); other types go by mime-db's
 * `compressible` flag (JavaScript, SVG…). PDF, xlsx, images and fonts are not compressible there.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)/;

/** Brotli quality for answers built per request (issue 14; bench figures in bench/README.md). */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compresses the API's answers of 1 KiB or more (issue 14) by Accept-Encoding: brotli at quality 4, else
 * gzip at zlib's default level. Quality 11 (zlib's default) costs ~95 ms of CPU on a 70 KB board page,
 * quality 4 ~0.25 ms for 7 % of its size (gzip 6: ~0.3 ms, 8 %). Strings and Buffers up to 512 KiB (a
 * board page of 200 cards is ~280 KB) are compressed inline: cheaper than the stream pipeline; larger
 * bodies and streams go through zlib streams.
 *
 * Left alone: answers that already carry a Content-Encoding (the web app's precompressed `.br`/`.gz`
 * files, web-app.ts), WebSocket upgrades (no onSend), 206 ranges, and the request bodies (no request
 * decompression, as before). Only routes added after this
 * plugin get the hook: register it before the routes.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      syncThreshold: 512 * 1024,
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
