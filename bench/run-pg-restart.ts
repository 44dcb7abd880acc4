/**
 * `npm run bench:pg-restart` (issue 15 item 9): the BUILT server on a private PostgreSQL cluster, ~100
 * authenticated GETs/s and 10 registrations/s for `--before` seconds, `pg_ctl restart -m fast`, `--after`
 * seconds more; prints the failed share of reads, the failed writes and whether every acknowledged write is
 * in the database, and puts a section at the top of RESULTS.md. `--server <main.js>` measures another build
 * (e.g. a `git worktree` of an older commit). See bench/README.md §6.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findPostgresBinaries, startPrivatePostgres } from '../apps/api/test/helpers/private-postgres';
import {
  describeRestartLoad,
  registerOne,
  restartLoadBody,
  restartLoadReadPaths,
  runRestartLoad,
  signInOverHttp,
} from '../apps/api/test/helpers/restart-load';
import {
  type BenchServer,
  freePort,
  serverEntry,
  serverLogTail,
  stopBenchServer,
  waitForHealth,
} from './support/bench-server';
import { prependSection } from './support/results-file';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: serverEntry },
    label: { type: 'string', default: 'depois (esta árvore)' },
    before: { type: 'string', default: '30' },
    after: { type: 'string', default: '30' },
    rate: { type: 'string', default: '100' },
    'write-rate': { type: 'string', default: '10' },
    'sem-resultados': { type: 'boolean', default: false },
  },
});

async function startServer(entry: string, env: NodeJS.ProcessEnv, logFile: string): Promise<BenchServer> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: path.resolve(path.dirname(entry), '..', '..', '..'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return { baseUrl: `http://127.0.0.1:${port}`, logFile, child };
}

async function main(): Promise<number> {
  const binaries = findPostgresBinaries();
  if ('missing' in binaries) {
    console.error(`bench:pg-restart precisa dos binários do PostgreSQL: ${binaries.missing}`);
    return 1;
  }
  const entry = path.resolve(values.server);
  if (!fs.existsSync(entry)) {
    console.error(`${entry} não existe: rode npm run build (ou o build da outra árvore)`);
    return 1;
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg().map((v) => v.toFixed(2));
  const cluster = await startPrivatePostgres(binaries.binDir);
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-restart-'));
  let server: BenchServer | undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database embarca');
    const { rows } = await admin.query<{ v: string }>("select current_setting('server_version') as v");
    await admin.end();
    server = await startServer(
      entry,
      {
        ...process.env,
        DATABASE_URL: cluster.url('embarca'),
        DATA_DIR: path.join(tempDir, 'data'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        JWT_SECRET: 'segredo-do-bench-de-restart-com-mais-de-32-caracteres',
      },
      path.join(tempDir, 'server.log'),
    );
    await waitForHealth(server);
    const baseUrl = server.baseUrl;
    const headers = await signInOverHttp(baseUrl, 'admin@embarcador.demo', 'demo1234');
    const cargaId = await registerOne(baseUrl, headers);
    let sequence = 0;
    const result = await runRestartLoad({
      baseUrl,
      headers,
      readPaths: restartLoadReadPaths(cargaId),
      readsPerSecond: Number(values.rate),
      writesPerSecond: Number(values['write-rate']),
      writeBody: () => restartLoadBody(++sequence),
      beforeMs: Number(values.before) * 1000,
      afterMs: Number(values.after) * 1000,
      restart: () => cluster.restart(),
    });
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const health = alive ? (await fetch(`${baseUrl}/api/health`)).status : 0;
    const check = new pg.Client({ connectionString: cluster.url('embarca') });
    await check.connect();
    const found = await check.query<{ n: number }>(
      'select count(*)::int as n from cargas where id = any($1::uuid[])',
      [result.acknowledgedIds],
    );
    await check.end();
    const lost = result.acknowledgedIds.length - (found.rows[0]?.n ?? 0);
    const lines = [
      ...describeRestartLoad(result),
      `processo vivo: ${alive ? 'sim' : 'NÃO'}; /api/health depois: ${health}; escritas confirmadas (2xx) ausentes do banco: ${lost}`,
    ];
    console.log(`\n${values.label}:\n  ${lines.join('\n  ')}`);
    if (!values['sem-resultados']) {
      const section = [
        `## ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC — PostgreSQL reiniciado sob carga (${values.label})`,
        '',
        `- \`npm run bench:pg-restart\`: servidor construído \`${entry}\` num cluster PostgreSQL ${rows[0]?.v ?? '?'} privado (\`pg_ctl restart -m fast\`), dados de demonstração; ${values.rate} GET/s autenticados (pesquisa rápida, cartão, detalhes, em rodízio) e ${values['write-rate']} cadastros/s, ${values.before} s antes do restart e ${values.after} s depois`,
        `- Máquina: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length} núcleos; carga média (1, 5, 15 min) no início ${loadAtStart.join(', ')}, no fim ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(', ')}`,
        ...lines.map((line) => `- ${line}`),
        '',
      ].join('\n');
      prependSection(path.join(import.meta.dirname, 'RESULTS.md'), section);
    }
    return alive && health === 200 && lost === 0 ? 0 : 1;
  } catch (error) {
    console.error(error);
    if (server) console.error(serverLogTail(server));
    return 1;
  } finally {
    if (server) await stopBenchServer(server);
    cluster.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
