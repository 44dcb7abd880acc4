import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server or cluster a test starts itself). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** PostgreSQL and PgBouncer refuse to run as root: as root, tests run them as the `postgres` OS user. */
export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
