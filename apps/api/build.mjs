// Production bundle of the API: `node apps/api/dist/main.js` starts the product (DEPENDENCIES.md).
// npm packages stay external (installed in node_modules); the workspace package @embarca/domain is
// TypeScript source that plain node cannot load, so it is inlined.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const distDir = path.join(apiDir, 'dist');
const rootPackage = JSON.parse(fs.readFileSync(path.join(apiDir, '..', '..', 'package.json'), 'utf8'));

/** Bare imports (`fastify`, `pg`, `node:fs`) are external, except the workspace's own `@embarca/*`. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@embarca/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

function gitCommit() {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: apiDir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

fs.rmSync(distDir, { recursive: true, force: true });

await build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile: path.join(distDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalNpmPackages],
  // Some CommonJS dependencies call require(); ESM output has none unless we create it.
  banner: {
    js: "import { createRequire as __embarcaCreateRequire } from 'node:module';\nconst require = __embarcaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

fs.cpSync(path.join(apiDir, 'src', 'db', 'migrations'), path.join(distDir, 'migrations'), {
  recursive: true,
});

const buildInfo = { commit: gitCommit(), version: rootPackage.version, builtAt: new Date().toISOString() };
fs.writeFileSync(path.join(distDir, 'build-info.json'), `${JSON.stringify(buildInfo, null, 2)}\n`);

console.log(
  `API gerada em ${path.relative(process.cwd(), distDir) || distDir}/main.js (commit ${buildInfo.commit})`,
);
