import { defineConfig } from 'drizzle-kit';

// Relative paths on purpose: an absolute `out` breaks `drizzle-kit generate` (DEPENDENCIES.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
