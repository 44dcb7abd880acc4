import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, isRoot } from './local-process';

/**
 * A throw-away PgBouncer of this process in front of a private PostgreSQL (issue 17's transaction-mode
 * test). Debian's `pgbouncer` (1.18: no named prepared statements in transaction mode, the `options`
 * startup parameter refused); it refuses to run as root, so as root it switches to the `postgres` OS user
 * (`-u postgres`). `trust` authentication, the user listed in its auth file.
 */
export interface PrivatePgBouncer {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  /** Its log (the configuration's `logfile`), for a failure's message. */
  logFile: string;
  stop(): Promise<void>;
}

export interface PrivatePgBouncerOptions {
  serverPort: number;
  /** Server connections per database and user (`default_pool_size`; default 2). */
  poolSize?: number;
  /** One database it serves (`dbname` forced), or every database of the server (`*`, the default). */
  database?: string;
  /** More `[pgbouncer]` settings, or other values for the defaults (e.g. `server_login_retry: 1`). */
  settings?: Record<string, string | number>;
  /** Where its files go (default: a new temporary folder, removed on stop). */
  folder?: string;
}

const BINARY_CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];

/** The pgbouncer binary, or why there is none (the caller skips with that notice). */
export function findPgBouncer(): { binary: string } | { missing: string } {
  const binary = BINARY_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!binary) return { missing: 'pgbouncer not installed (apt-get install pgbouncer)' };
  return { binary };
}

export async function startPrivatePgBouncer(
  binary: string,
  { serverPort, poolSize = 2, database = '*', settings = {}, folder: given }: PrivatePgBouncerOptions,
): Promise<PrivatePgBouncer> {
  const folder = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'embarca-pgbouncer-'));
  fs.mkdirSync(folder, { recursive: true });
  const port = await freePort();
  const logFile = path.join(folder, 'pgbouncer.log');
  fs.writeFileSync(path.join(folder, 'userlist.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      database === '*'
        ? `* = host=127.0.0.1 port=${serverPort}`
        : `${database} = host=127.0.0.1 port=${serverPort} dbname=${database}`,
      '[pgbouncer]',
      ...Object.entries({
        listen_addr: '127.0.0.1',
        listen_port: port,
        unix_socket_dir: '',
        auth_type: 'trust',
        auth_file: path.join(folder, 'userlist.txt'),
        pool_mode: 'transaction',
        // Fewer server connections than clients: statements of one client land on different servers.
        default_pool_size: poolSize,
        max_client_conn: 200,
        logfile: logFile,
        admin_users: 'postgres',
        ...settings,
      }).map(([name, value]) => `${name} = ${value}`),
      '',
    ].join('\n'),
  );
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) fs.chownSync(path.join(folder, file), uid, gid);
  }
  const args = [...(isRoot() ? ['-u', 'postgres'] : []), path.join(folder, 'pgbouncer.ini')];
  const child: ChildProcess = spawn(binary, args, { cwd: folder, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '');

  // Ready once it accepts connections (bounded).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}):\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start in 10 s:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGINT');
  };
  // A crashed test run must not leave a pooler behind.
  process.once('exit', () => {
    if (!stopped) child.kill('SIGKILL');
  });
  return {
    port,
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    logFile,
    stop: async () => {
      stopNow();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (!given) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
