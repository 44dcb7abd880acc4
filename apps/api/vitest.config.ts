import { defineConfig } from 'vitest/config';

// API tests: app.inject against a real database (DESIGN.md §5). PGlite by default; the PostgreSQL
// server when TEST_DATABASE_URL is set. test/global-setup.ts prepares a migrated, seeded template once.
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database: PGlite costs ~1 s and ~350 MB per copy, so two workers on
    // these 2-core machines; PostgreSQL copies a template database in well under a second.
    pool: 'forks',
    maxWorkers: 2,
    // Vitest 4 runs projects with different worker limits in separate groups: the API's comes after.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
