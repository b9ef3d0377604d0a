import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webRoot, '..');
const localesDir = join(repoRoot, 'locales');

/** Serves `locales/` at /locales/* in dev and preview, and emits it into the build (the app loads translations over HTTP). */
function locales(): Plugin {
  const serve = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
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
    configurePreviewServer(server) {
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

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), locales()],
  build: {
    outDir: join(repoRoot, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
