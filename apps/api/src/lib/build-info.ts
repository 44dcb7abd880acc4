import fs from 'node:fs';
import path from 'node:path';

export interface BuildInfo {
  /** The product version (root package.json). */
  version: string;
  /** The git commit: GIT_COMMIT, else build-info.json beside the bundle (build.mjs), else 'dev' (sources). */
  commit: string;
}

export function readBuildInfo(options: { rootDir: string; gitCommit?: string | undefined }): BuildInfo {
  return {
    version: readJsonField(path.join(options.rootDir, 'package.json'), 'version') ?? '0.0.0',
    commit:
      options.gitCommit ??
      readJsonField(path.join(import.meta.dirname, 'build-info.json'), 'commit') ??
      'dev',
  };
}

function readJsonField(file: string, field: string): string | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))[field];
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}
