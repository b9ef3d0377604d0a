import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { join } from 'node:path';
// '.js': Vite's config loader asks for file extensions (it resolves the .ts files). One plugin per file in build/.
import { startFirstScreenReads } from './build/first-screen-reads.js';
import { inlineStylesheet } from './build/inline-stylesheet.js';
import { preloadDependencies } from './build/late-module-preloads.js';
import { locales } from './build/locales.js';
import { lucideIconImports } from './build/lucide-icon-imports.js';
import { alias, repoRoot, webRoot } from './build/paths.js';
import { preloadBoot } from './build/preload-boot.js';
import { preloadRoutes } from './build/preload-routes.js';
import { prerenderLanding } from './build/prerender-landing.js';
import { shellChunks } from './build/shell-chunks.js';
import { skipInlinedStylesheetPreload } from './build/skip-inlined-stylesheet-preload.js';

const shell = shellChunks();
const api = { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  resolve: { alias },
  // Order matters: the index.html scripts go into <head> in this order (first-screen reads, boot, route preloads).
  plugins: [
    lucideIconImports(repoRoot),
    react(),
    tailwindcss(),
    locales(),
    shell.collect,
    startFirstScreenReads(),
    preloadBoot(),
    inlineStylesheet(),
    skipInlinedStylesheetPreload(),
    preloadRoutes(),
    prerenderLanding(),
  ],
  build: {
    outDir: join(repoRoot, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
    modulePreload: { resolveDependencies: preloadDependencies },
    rolldownOptions: {
      output: { codeSplitting: shell.codeSplitting },
      // A feature's index.ts only re-exports: declared free of side effects, a name imported through it brings its own
      // module into the chunk, not every module the index lists (the dashboard's first chunk stays ~5 KB, not ~130 KB).
      treeshake: { moduleSideEffects: [{ test: /\/web\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
