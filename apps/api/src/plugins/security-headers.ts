import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersPluginOptions {
  /** The built web app: its `csp-sources.json` (apps/web/vite.config.ts) adds the build's external hosts. */
  distDir: string;
  /** PUBLIC_URL: an https address means the product is served over HTTPS (behind a proxy), so HSTS is sent. */
  publicUrl: string;
}

/** Hosts the web build talks to, by CSP directive (written at build time from the VITE_ settings). */
export type CspSources = Partial<Record<'img-src' | 'connect-src', string[]>>;

/** One year; no includeSubDomains: the product does not know what else runs under its parent domain. */
export const HSTS = 'max-age=31536000';

/** A CSP source is a scheme + host (+ port), optionally `*.` in front; nothing that could end the directive. */
const SOURCE = /^(?:https?|wss?):\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?$/i;

export function readCspSources(distDir: string): CspSources {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(distDir, 'csp-sources.json'), 'utf8')) as CspSources;
    const clean = (list: unknown) =>
      Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && SOURCE.test(s)) : [];
    return { 'img-src': clean(raw['img-src']), 'connect-src': clean(raw['connect-src']) };
  } catch {
    return {};
  }
}

/**
 * The Content-Security-Policy of every answer (issue 15). The web app, the API's JSON and /api/docs
 * (swagger-ui: its own files, React inline styles, data: images) all fit in one policy:
 * - scripts only from our origin, no inline script, no eval (index.html has none: apps/web/src/page-loader.*);
 * - styles from our origin plus 'unsafe-inline': Mantine writes `<style>` elements at run time (its CSS
 *   variables, responsive style props) and swagger-ui style attributes; a nonce would make index.html a
 *   per-request template (no precompressed file) for little gain — an injected style cannot run script, and
 *   the CSS exfiltration channels (url() to another host) are closed by img-src/font-src/connect-src;
 * - images from our origin, data: (icons), blob: (attachment previews), the map tiles' host and any https
 *   address: the what's-new covers are https URLs typed by the support team;
 * - connect-src 'self' covers the API and the /hubs WebSockets (CSP Level 3 matches ws/wss of our host);
 * - no plugins, no framing (`frame-ancestors 'none'`, X-Frame-Options DENY), base and forms to our origin.
 */
export function contentSecurityPolicy(sources: CspSources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(sources['img-src'] ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(sources['connect-src'] ?? [])],
    'object-src': ["'none'"],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer — web app, static files, API JSON, /api/docs, errors (@fastify/helmet,
 * global): the CSP above, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `Cross-Origin-Opener-Policy:
 * same-origin-allow-popups` (the support chat pop-up keeps its opener handle). HSTS only when the product
 * is reached over HTTPS: the request came over TLS, or PUBLIC_URL is https (behind a TLS proxy); over
 * plain http a browser ignores it anyway, and sending it from a development server would pin localhost.
 */
export const securityHeadersPlugin = fp<SecurityHeadersPluginOptions>(
  async (app, options) => {
    const behindHttps = options.publicUrl.startsWith('https://');
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(readCspSources(options.distDir)),
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (behindHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
