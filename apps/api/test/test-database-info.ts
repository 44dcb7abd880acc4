/** What the global set-up hands to each test file (through Vitest's provide/inject). */
export type TestDatabaseInfo =
  | { kind: 'pglite' /** A `dumpDataDir()` tarball of the migrated, seeded database. */; dumpFile: string }
  | {
      kind: 'postgres';
      /** TEST_DATABASE_URL: a server where we may create and drop our own databases. */
      serverUrl: string;
      /** The migrated, seeded template database every test file copies. */
      template: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
