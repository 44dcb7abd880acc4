/**
 * zod compiles a fast parser for object schemas with `new Function`, after probing whether eval is
 * allowed; under the Content-Security-Policy (no 'unsafe-eval', issue 15) that probe is itself reported as
 * a violation. The web app's forms validate a handful of fields, so zod's interpreted path is enough:
 * `jitless` skips both the probe and the compilation. zod keeps its global configuration on
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js, shared by every copy of zod) and keeps an object
 * already there, so setting it first — main.tsx imports this before anything else — needs no zod in the
 * entry chunk (the /login size budget). If zod renamed it, the all-screens journey would report the probe.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
