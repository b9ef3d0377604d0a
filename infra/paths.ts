import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: entries, the lockfile and the web build are resolved from here, wherever cdk runs. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function fromRoot(...segments: string[]): string {
  return resolve(repoRoot, ...segments);
}
