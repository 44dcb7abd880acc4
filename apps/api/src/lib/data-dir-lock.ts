import fs from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded-database folder (issue 15). PGlite keeps its files in `DATA_DIR/pglite` with
 * no lock of its own: two servers on one folder both come up healthy and overwrite each other's pages,
 * losing acknowledged writes. Before PGlite opens the folder, the opener takes `DATA_DIR/embarca.lock`:
 *
 * - the file is created with O_EXCL (`wx`), so of two processes racing for a free folder one wins;
 * - it holds the owner's pid and, on Linux, the owner's start time (`/proc/<pid>/stat`, field 22), so a
 *   lock left by a process that died (kill -9, power loss) is recognised as stale even when its pid was
 *   reused by another program, and taken over;
 * - the stale take-over runs inside a short critical section (`embarca.lock.d`, made by an atomic
 *   `mkdir`), so two processes finding the same stale lock cannot both take it;
 * - the lock is removed when the database is closed and, as a last resort, when the process exits.
 *
 * Node has no portable `flock`; the native packages that wrap it build with node-gyp and are not kept up,
 * while this needs nothing but `fs`. The decision is in ARCHITECTURE.md ("Hardening (issue 15)").
 */

export const DATA_DIR_LOCK_FILE = 'embarca.lock';

/** Thrown when another live process holds the folder; its message is the one the operator reads. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`A pasta de dados ${dataDir} já está em uso pelo processo ${ownerPid}.`);
    this.name = 'DataDirLockedError';
  }
}

interface LockContent {
  pid: number;
  /** Linux only: the process's start time in clock ticks since boot; null elsewhere. */
  inicio: string | null;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Takes the folder's lock or throws `DataDirLockedError`; creates the folder when it is missing. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, DATA_DIR_LOCK_FILE);
  const mine: LockContent = { pid: process.pid, inicio: processStartTime(process.pid) };

  if (!tryCreate(file, mine)) {
    withCriticalSection(`${file}.d`, () => {
      const owner = readLock(file);
      if (owner && owner.pid !== process.pid && isAlive(owner)) throw new DataDirLockedError(dir, owner.pid);
      // Stale (its owner is gone) or unreadable (a crash while it was being written): take it over.
      fs.rmSync(file, { force: true });
      if (!tryCreate(file, mine)) {
        const winner = readLock(file);
        throw new DataDirLockedError(dir, winner?.pid ?? 0);
      }
    });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Only our own lock is removed: a folder taken over after a stale lock is someone else's now.
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

function tryCreate(file: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${JSON.stringify(content)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function readLock(file: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return { pid: parsed.pid, inicio: typeof parsed.inicio === 'string' ? parsed.inicio : null };
  } catch {
    return undefined;
  }
}

/** Alive and the same process that wrote the lock (not a later program given the same pid). */
function isAlive(owner: LockContent): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user — it is alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.inicio === null) return true;
  const now = processStartTime(owner.pid);
  return now === null || now === owner.inicio;
}

/** `/proc/<pid>/stat` field 22 (starttime); null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Runs `work` while holding a directory made by an atomic mkdir; a section older than 10 s is abandoned. */
function withCriticalSection(dir: string, work: () => void): void {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10_000) fs.rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`não foi possível obter ${dir}`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
