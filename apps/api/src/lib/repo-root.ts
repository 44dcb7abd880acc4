import fs from 'node:fs';
import path from 'node:path';

/**
 * The monorepo's root: the nearest folder at or above `startDir` whose package.json declares
 * `workspaces`. Works from `apps/api/src/**` (tsx, Vitest) and from the bundle `apps/api/dist/main.js`.
 * Falls back to `fallback` (the current directory) when no such folder exists, e.g. a copied bundle.
 */
export function findRepoRoot(startDir: string, fallback: string = process.cwd()): string {
  let dir = path.resolve(startDir);
  for (;;) {
    if (declaresWorkspaces(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(fallback);
    dir = parent;
  }
}

function declaresWorkspaces(file: string): boolean {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof pkg === 'object' && pkg !== null && 'workspaces' in pkg;
  } catch {
    return false;
  }
}
