import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * deploy/ checked without Docker (issue 17): the project's machines have no Docker daemon and no compose
 * plugin, so `docker compose config` cannot run here. This reads compose.yaml, the Dockerfile, haproxy.cfg
 * and pgbouncer.ini and checks what would break a `docker compose up`: a missing image or build, a variable
 * the API never reads, a missing health check, a port published twice, a dependency on nothing, a file
 * that is not there, a balancer or pooler pointing at a service that does not exist.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const deployDir = path.join(root, 'deploy');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: unknown;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | { published?: string | number })[];
  volumes?: (string | { type?: string; source?: string })[];
  restart?: string;
  stop_grace_period?: string;
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** `${NAME}`, `${NAME:-default}`, `${NAME:?message}` as compose expands them, with `secret` for the unset. */
function interpolate(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?-)([^}]*)|(:?\?)[^}]*)?\}/g, (_all, _name, dash, fallback) =>
    dash ? String(fallback) : 'segredo',
  );
}

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => [entry.split('=')[0]!, entry.split('=').slice(1).join('=')]),
    );
  }
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

function buildOf(service: Service): { context: string; dockerfile: string } | undefined {
  if (!service.build) return undefined;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  const context = path.resolve(deployDir, build.context ?? '.');
  return { context, dockerfile: path.resolve(context, build.dockerfile ?? 'Dockerfile') };
}

const API_DOCKERFILE = path.join(deployDir, 'Dockerfile');
const apiServices = Object.entries(services).filter(
  ([, service]) => buildOf(service)?.dockerfile === API_DOCKERFILE,
);
const webServices = apiServices.filter(([, service]) => environmentOf(service).EMBARCA_ROLE === 'web');
const serviceOfHost = (url: string) => new URL(interpolate(url)).hostname;

/** Every file of the API's sources (tests left out). */
function apiSourceFiles(dir = path.join(root, 'apps', 'api', 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiSourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The environment variables the API reads: `env.NAME`, `env['NAME']`, or a name passed as a string. */
const readByApi = new Set(
  apiSourceFiles().flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [
      ...text.matchAll(
        /\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])|'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3]!);
  }),
);

describe('deploy/compose.yaml', () => {
  it('has the primary, its replica, PgBouncer, two web replicas, a worker, the balancer and object storage', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining([
        'postgres',
        'postgres-replica',
        'pgbouncer',
        'api-1',
        'api-2',
        'worker',
        'haproxy',
        'minio',
      ]),
    );
    expect(webServices.map(([name]) => name).sort()).toEqual(['api-1', 'api-2']);
    expect(
      apiServices
        .filter(([, service]) => environmentOf(service).EMBARCA_ROLE === 'worker')
        .map(([name]) => name),
    ).toEqual(['worker']);
  });

  it('gives every service an image with a pinned tag, or a build whose context and Dockerfile exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const build = buildOf(service);
      if (build) {
        expect(fs.existsSync(build.context), `${name}: contexto ${build.context}`).toBe(true);
        expect(fs.existsSync(build.dockerfile), `${name}: ${build.dockerfile}`).toBe(true);
        continue;
      }
      expect(service.image, `${name} sem image nem build`).toMatch(/^[a-z0-9./_-]+:[A-Za-z0-9._-]+$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
  });

  it('passes the API only variables it reads (config.ts and the modules), its secrets from deploy/.env', () => {
    expect(apiServices.length).toBe(3);
    for (const [name, service] of apiServices) {
      expect(service.env_file, `${name}: variáveis explícitas, conferidas aqui`).toBeUndefined();
      const env = environmentOf(service);
      const unknown = Object.keys(env).filter((variable) => !readByApi.has(variable));
      expect(unknown, `${name}: variáveis que a API não lê`).toEqual([]);
      expect(env.CLUSTER_MODE).toBe('true');
      expect(env.STORAGE_DRIVER).toBe('s3');
      for (const secret of ['JWT_SECRET', 'FRETE_API_KEY', 'S3_SECRET_ACCESS_KEY']) {
        expect(env[secret], `${name}: ${secret} vem de deploy/.env, obrigatória`).toMatch(
          /^\$\{[A-Z0-9_]+:\?.+\}$/,
        );
      }
    }
  });

  it('routes the database: pool through PgBouncer, LISTEN straight to the primary, reads on the replica', () => {
    const pgbouncer = readIni(read('deploy/pgbouncer/pgbouncer.ini'));
    const primaryOfPgbouncer = /host=([^\s]+)/.exec(pgbouncer.databases?.embarca ?? '')?.[1];
    expect(services[primaryOfPgbouncer ?? '']?.image, 'o banco do PgBouncer é o primário').toMatch(
      /^postgres:/,
    );
    expect(pgbouncer.pgbouncer?.pool_mode).toBe('transaction');
    for (const [name, service] of apiServices) {
      const env = environmentOf(service);
      const pooled = new URL(interpolate(env.DATABASE_URL ?? ''));
      expect(`${pooled.hostname}:${pooled.port}`, name).toBe(`pgbouncer:${pgbouncer.pgbouncer?.listen_port}`);
      expect(env.DATABASE_POOL_MODE, name).toBe('transaction');
      expect(serviceOfHost(env.DATABASE_LISTEN_URL ?? ''), name).toBe(primaryOfPgbouncer);
      const replicas = (env.DATABASE_REPLICA_URLS ?? '').split(',').map(serviceOfHost);
      expect(replicas, name).toEqual(['postgres-replica']);
      expect(serviceOfHost(env.S3_ENDPOINT ?? ''), name).toBe('minio');
    }
  });

  it('has a health check on every long-running service', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.restart === 'no') continue;
      expect(service.healthcheck?.test, `${name} sem healthcheck`).toBeTruthy();
      expect(service.healthcheck?.disable, name).not.toBe(true);
    }
    for (const [name, service] of apiServices) {
      expect(JSON.stringify(service.healthcheck?.test), name).toContain('/api/health/ready');
    }
  });

  it('depends only on services that exist, and waits on health checks that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const dependencies: Record<string, { condition?: string }> = Array.isArray(service.depends_on)
        ? Object.fromEntries(service.depends_on.map((target) => [target, {}]))
        : (service.depends_on ?? {});
      for (const [target, { condition }] of Object.entries(dependencies)) {
        expect(services[target], `${name} depende de ${target}, que não existe`).toBeDefined();
        if (condition === 'service_healthy')
          expect(services[target]?.healthcheck?.test, `${name} → ${target}`).toBeTruthy();
        if (condition === 'service_completed_successfully')
          expect(services[target]?.restart, `${name} → ${target}`).toBe('no');
      }
    }
    // The web replicas start after the worker applied the migrations; the balancer after both replicas.
    for (const [name, service] of webServices) {
      expect((service.depends_on as Record<string, { condition?: string }>).worker?.condition, name).toBe(
        'service_healthy',
      );
    }
    expect(Object.keys(services.haproxy?.depends_on ?? {}).sort()).toEqual(['api-1', 'api-2']);
  });

  it('publishes each host port once', () => {
    const published = Object.values(services).flatMap((service) =>
      (service.ports ?? []).map((port) => {
        if (typeof port !== 'string') return String(port.published);
        const parts = interpolate(port).split(':');
        return parts.length > 1 ? parts.slice(0, -1).join(':') : parts[0]!;
      }),
    );
    expect(published.length).toBeGreaterThan(0);
    expect(new Set(published).size).toBe(published.length);
  });

  it('mounts files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
        if (!source.startsWith('.')) continue;
        expect(fs.existsSync(path.resolve(deployDir, source)), `${name}: ${source}`).toBe(true);
      }
    }
  });

  it('gives the API containers more time to stop than SHUTDOWN_TIMEOUT_MS', () => {
    for (const [name, service] of apiServices) {
      const grace = /^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1];
      const timeout = Number(environmentOf(service).SHUTDOWN_TIMEOUT_MS ?? 25_000);
      expect(Number(grace) * 1000, name).toBeGreaterThan(timeout);
    }
  });

  it('passes the API only variables listed in README.md’s variables table', () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuração'),
      readme.indexOf('\n## ', readme.indexOf('## Configuração') + 1),
    );
    for (const [, service] of apiServices) {
      for (const variable of Object.keys(environmentOf(service))) {
        expect(table, variable).toMatch(new RegExp(`^\\| [^|]*\`${variable}\``, 'm'));
      }
    }
  });
});

/** `[section]` → `key = value` of an ini file (`;` and `#` comments). */
function readIni(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.replace(/[;#].*$/, '').trim();
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      current = {};
      sections[section[1]!] = current;
      continue;
    }
    const pair = /^([^=]+?)\s*=\s*(.*)$/.exec(line);
    if (pair) current[pair[1]!] = pair[2]!;
  }
  return sections;
}

describe('deploy/haproxy/haproxy.cfg', () => {
  const config = read('deploy/haproxy/haproxy.cfg');

  it('balances the web replicas of compose.yaml on their port, checking readiness, with WebSocket tunnels', () => {
    const servers = [...config.matchAll(/^\s*server\s+(\S+)\s+([^:\s]+):(\d+)/gm)].map(
      (match) => `${match[2]}:${match[3]}`,
    );
    expect(servers.sort()).toEqual(
      webServices.map(([name, service]) => `${name}:${environmentOf(service).PORT}`).sort(),
    );
    expect(config).toMatch(/^\s*option httpchk GET \/api\/health\/ready$/m);
    expect(config).toMatch(/^\s*http-check expect status 200$/m);
    expect(config).toMatch(/^\s*timeout tunnel \S+$/m);
    expect(config).toMatch(/^\s*default-server .*\bcheck\b/m);
    const bind = /^\s*bind :(\d+)$/m.exec(config)?.[1];
    expect(services.haproxy?.ports?.map((port) => interpolate(String(port)).split(':').at(-1))).toContain(
      bind,
    );
  });

  // haproxy -c parses the whole file as the container would (Debian's haproxy, when installed here).
  const haproxy = spawnable('haproxy', ['-v']);
  it.runIf(haproxy)('is a valid HAProxy configuration (haproxy -c)', () => {
    const output = execFileSync('haproxy', ['-c', '-f', path.join(deployDir, 'haproxy', 'haproxy.cfg')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toContain('Configuration file is valid');
  });
});

function spawnable(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
function instructions(text: string): { keyword: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Whether a .dockerignore pattern (the subset this repository uses) leaves `file` out of the context. */
function ignoredBy(patterns: string[], file: string): boolean {
  return patterns.some((pattern) => {
    if (pattern.startsWith('**/')) return file.split('/').includes(pattern.slice(3));
    return file === pattern || file.startsWith(`${pattern}/`);
  });
}

describe('deploy/Dockerfile', () => {
  const steps = instructions(read('deploy/Dockerfile'));
  const ignore = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('builds on node:24-bookworm-slim in every stage', () => {
    const bases = steps.filter((step) => step.keyword === 'FROM').map((step) => step.args.split(' ')[0]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bases)).toEqual(new Set(['node:24-bookworm-slim']));
  });

  it('copies only sources that exist in the context (the repository root) and .dockerignore keeps', () => {
    const copies = steps.filter((step) => step.keyword === 'COPY' && !/--from=/.test(step.args));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const parts = copy.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        expect(fs.existsSync(path.join(root, source)), source).toBe(true);
        if (source !== '.')
          expect(ignoredBy(ignore, source), `${source} excluído por .dockerignore`).toBe(false);
      }
    }
    for (const left of ['.git', '**/node_modules', '**/dist', 'deploy/.env']) expect(ignore).toContain(left);
  });

  it('installs, builds, keeps production dependencies only and runs as a user without privileges', () => {
    const runs = steps.filter((step) => step.keyword === 'RUN').map((step) => step.args);
    expect(runs.some((run) => run.startsWith('npm ci'))).toBe(true);
    expect(runs).toContain('npm run build');
    expect(runs.some((run) => run.includes('npm ci --omit=dev'))).toBe(true);
    const users = steps.filter((step) => step.keyword === 'USER').map((step) => step.args);
    expect(users.at(-1)).toBe('node');
    expect(steps.find((step) => step.keyword === 'EXPOSE')?.args).toBe('3000');
  });

  it('runs the bundle the build produces, and checks readiness', () => {
    const cmd = steps.filter((step) => step.keyword === 'CMD').at(-1);
    expect(JSON.parse(cmd?.args ?? '[]')).toEqual(['node', 'apps/api/dist/main.js']);
    // apps/api/build.mjs writes apps/api/dist/main.js; npm start (scripts/start.mjs) runs the same file.
    const build = read('apps/api/build.mjs');
    expect(build).toContain("const distDir = path.join(apiDir, 'dist');");
    expect(build).toContain("outfile: path.join(distDir, 'main.js'),");
    expect(read('scripts/start.mjs')).toContain("path.join(root, 'apps', 'api', 'dist', 'main.js')");
    expect(read('package.json')).toContain(
      '"build": "npm run build -w @embarca/web && npm run build -w @embarca/api"',
    );
    const copiedFromBuild = steps
      .filter((step) => step.keyword === 'COPY' && step.args.startsWith('--from=build'))
      .map((step) => step.args.split(/\s+/)[1]);
    expect(copiedFromBuild).toEqual(expect.arrayContaining(['/app/apps/api/dist', '/app/apps/web/dist']));
    expect(steps.find((step) => step.keyword === 'HEALTHCHECK')?.args).toContain('/api/health/ready');
  });
});

describe('deploy/pgbouncer', () => {
  it('builds from files that exist', () => {
    const steps = instructions(read('deploy/pgbouncer/Dockerfile'));
    for (const copy of steps.filter((step) => step.keyword === 'COPY')) {
      const source = copy.args.split(/\s+/)[0]!;
      expect(fs.existsSync(path.join(deployDir, 'pgbouncer', source)), source).toBe(true);
    }
    const entrypoint = read('deploy/pgbouncer/entrypoint.sh');
    expect(entrypoint).toContain(readIni(read('deploy/pgbouncer/pgbouncer.ini')).pgbouncer?.auth_file);
    expect(Object.keys(environmentOf(services.pgbouncer ?? {})).sort()).toEqual([
      'DATABASE_PASSWORD',
      'DATABASE_USER',
    ]);
  });
});
