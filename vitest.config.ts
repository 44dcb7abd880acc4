import { defineConfig } from 'vitest/config';

// One root config, one project per workspace (Vitest 4: `test.projects`, no `workspace` key).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
