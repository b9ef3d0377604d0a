import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** web/, the Vite root. */
export const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(webRoot, '..');
/** The same alias as tsconfig.json's paths: '@shared/x' is shared/x. */
export const alias = { '@shared': join(repoRoot, 'shared') };
