import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isRoot } from './local-process';

/**
 * A throw-away PostgreSQL cluster of this process (the fault test and `npm run bench:pg-restart`): it may be
 * restarted at will, unlike the shared server others' tests run on. Debian's binaries
 * (`/usr/lib/postgresql/<v>/bin`, or `PG_BIN`); initdb refuses root, so as root they run as the `postgres`
 * OS user (`runuser`) in a temporary folder owned by it.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database?: string): string;
  port: number;
  /** `pg_ctl restart -m fast` (the way an operator restarts it); resolves with its duration in ms. */
  restart(): Promise<number>;
  stop(): void;
}

/** The folder holding initdb/pg_ctl, or why there is none (the caller skips with that notice). */
export function findPostgresBinaries(): { binDir: string } | { missing: string } {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  const binDir = candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => isFile(dir, b)));
  if (!binDir)
    return { missing: `PostgreSQL binaries (initdb, pg_ctl) not found in ${root}/*/bin nor PG_BIN` };
  if (isRoot() && !fs.existsSync('/usr/sbin/runuser') && !fs.existsSync('/sbin/runuser')) {
    return { missing: 'running as root without runuser (initdb refuses root)' };
  }
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { missing: "running as root and there is no 'postgres' OS user to run initdb as" };
  }
  return { binDir };
}

function isFile(dir: string, name: string): boolean {
  return fs.existsSync(path.join(dir, name));
}

export interface StartPrivatePostgresOptions {
  /**
   * A streaming replica of this cluster instead of a new one (issue 17's replica tests): `pg_basebackup -R`
   * from it (the primary's initdb allows replication connections from 127.0.0.1 with trust), started in
   * hot standby. Stop it before its primary.
   */
  replicaOf?: PrivatePostgres;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
}

export async function startPrivatePostgres(
  binDir: string,
  options: StartPrivatePostgresOptions = {},
): Promise<PrivatePostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(folder, uid, gid);
  }
  const port = await freePort();
  const run = (binary: string, args: string[]) => {
    const command = path.join(binDir, binary);
    const result = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', cwd: folder })
      : spawnSync(command, args, { encoding: 'utf8', cwd: folder });
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(
        `${binary} ${args.join(' ')} → ${result.status}: ${result.stderr}${result.stdout}\n${log}`,
      );
    }
  };
  if (options.replicaOf) {
    const primaryPort = String(options.replicaOf.port);
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      primaryPort,
      '-U',
      'postgres',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
  } else {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  }
  const extra = Object.entries(options.settings ?? {})
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=60${extra}`;
  run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  // A crashed test run must not leave a postmaster behind.
  process.once('exit', stop);

  const instance: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      const started = performance.now();
      // Asynchronously: the load must keep running while PostgreSQL goes down and comes back.
      await new Promise<void>((resolve, reject) => {
        const command = path.join(binDir, 'pg_ctl');
        const args = [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-m',
          'fast',
          '-w',
          '-t',
          '60',
          '-o',
          serverOptions,
          'restart',
        ];
        const child = isRoot()
          ? spawn('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: folder, stdio: 'ignore' })
          : spawn(command, args, { cwd: folder, stdio: 'ignore' });
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pg_ctl restart → ${code}`)),
        );
      });
      return performance.now() - started;
    },
    stop,
  };
  return instance;
}
