import type { ServerResponse } from 'node:http';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { repoRoot } from './paths.js';

/**
 * Serves `locales/` at /locales/* in dev and emits it, compact, into the build (the app loads translations over HTTP).
 * Preview serves the built copy, compressed like production: the source files are 3x larger and were sent raw.
 */
export function locales(localesDir = join(repoRoot, 'locales')): Plugin {
  const serve = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    const match = /^\/locales\/([a-z]{2})\/translation\.json(?:\?.*)?$/.exec(req.url ?? '');
    const file = match && join(localesDir, match[1], 'translation.json');
    if (!file || !existsSync(file)) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'tricoach-locales',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    generateBundle() {
      for (const lng of readdirSync(localesDir)) {
        const file = join(localesDir, lng, 'translation.json');
        if (!existsSync(file)) continue;
        // Re-serialise compactly: smaller download, and a malformed file fails the build instead of the app.
        const source = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `locales/${lng}/translation.json`, source });
      }
    },
  };
}
