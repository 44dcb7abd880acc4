import { defineConfig } from 'vitest/config';

// `globals: true`: the domain's Biome rule allows only zod and relative imports, so the tests use
// Vitest's globals (typed through `types: ["vitest/globals"]` in tsconfig.json) instead of importing 'vitest'.
export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node', globals: true },
});
