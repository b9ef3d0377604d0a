import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// '.js': Vite's config loader asks for file extensions (it resolves the .ts file).
import { firstScreenReadsScript } from './src/app/first-screen-reads-script.js';
import { routePathPattern } from './src/app/route-path-pattern.js';

const webRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webRoot, '..');
const localesDir = join(repoRoot, 'locales');
/** The same alias as tsconfig.json's paths: '@shared/x' is shared/x. */
const alias = { '@shared': join(repoRoot, 'shared') };

/**
 * Serves `locales/` at /locales/* in dev and emits it, compact, into the build (the app loads translations over HTTP).
 * Preview serves the built copy, compressed like production: the source files are 3x larger and were sent raw.
 */
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

/** The entry's stylesheet, which index.html carries inline (inlineStylesheet). */
const INLINED_STYLESHEET = /^assets\/index-[\w-]+\.css$/;

/**
 * The stylesheet (about 10 KB gzipped) goes inline: no render-blocking request before the first screen (the
 * pre-rendered landing on /, the header elsewhere).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'tricoach-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const css = Object.values(ctx.bundle ?? {}).find((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
        let out = html;
        if (css && css.type === 'asset') {
          if (!INLINED_STYLESHEET.test(css.fileName)) throw new Error(`the inlined stylesheet ${css.fileName} is not the one modulePreload leaves out`);
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${css.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          out = out.replace(link, () => `<style>${String(css.source)}</style>`);
        }
        return out;
      },
    },
  };
}

/**
 * Vite's preload helper would add the inlined stylesheet as a <link> on the first lazy import that depends on it: a
 * second copy of every rule (a full style recalculation) and a download the import waits for. This drops it from
 * each import's list of dependencies (`__vite__mapDeps([...])` indexes the chunk's file list); Vite 8 appends CSS
 * after `modulePreload.resolveDependencies`, so that option cannot.
 */
function skipInlinedStylesheetPreload(): Plugin {
  return {
    name: 'tricoach-skip-inlined-stylesheet-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(chunk.code);
          if (!list) continue;
          const files = JSON.parse(list[1]!) as string[];
          const dropped = new Set(files.flatMap((file, i) => (INLINED_STYLESHEET.test(file) ? [String(i)] : [])));
          if (!dropped.size) continue;
          chunk.code = chunk.code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, ids: string) => `__vite__mapDeps([${ids.split(',').filter((id) => id && !dropped.has(id)).join(',')}])`);
        }
      },
    },
  };
}

/**
 * The app's shell: every module src/boot.tsx imports statically (directly or not) that the entry (src/main.tsx)
 * does not. Filled when the module graph is complete; `shellChunks` reads it while the chunks are laid out.
 */
const shellModules = new Set<string>();

function collectShellModules(): Plugin {
  return {
    name: 'tricoach-shell-modules',
    apply: 'build',
    buildEnd() {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      const moduleIds = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = moduleIds.find((candidate) => candidate.endsWith(suffix));
        if (!id) throw new Error(`${suffix} is not in the build`);
        return id;
      };
      visit(find('/src/main.tsx'));
      const entry = new Set(seen);
      const boot = find('/src/boot.tsx');
      seen.clear();
      visit(boot);
      shellModules.clear();
      // boot.tsx itself stays its chunk's facade (preloadBoot and the landing JS bench look it up).
      for (const id of seen) if (!entry.has(id) && id !== boot) shellModules.add(id);
    },
  };
}

const inShell = (pattern: RegExp) => (id: string) => shellModules.has(id) && pattern.test(id);

/**
 * The shell in three chunks (React, the other libraries, the app's own code) instead of one per module that a lazy
 * page shares with it (14 files): on HTTP/1.1 each file costs a round trip on one of six connections before a
 * signed-in page renders. Lighthouse mobile /dashboard: LCP 2.9-3.1 s -> 2.4-2.5 s.
 */
const shellChunks = {
  // The groups hold the whole shell already; following dependencies further would pull in the entry's own modules
  // (Vite's preload helper) and make the entry import the shell statically.
  includeDependenciesRecursively: false,
  groups: [
    { name: 'react', test: inShell(/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 4 },
    { name: 'vendor', test: inShell(/[\\/]node_modules[\\/]/), priority: 2 },
    { name: 'shell', test: inShell(/./), priority: 1 },
  ],
};

/** A chunk's file and every file it statically imports, in the bundle being written. */
function chunkClosure(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (files.includes(name) || !chunk || chunk.type !== 'chunk') return;
    files.push(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}

/**
 * The entry waits for a first frame before importing src/boot.tsx (the app). Away from / and /auth this script
 * modulepreloads boot's chunks with the HTML instead of after that frame (fetched and compiled, not run). There the
 * pre-rendered landing or sign-in card is the first screen: nothing competes with it, the app's code follows.
 */
function preloadBoot(): Plugin {
  return {
    name: 'tricoach-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const boot = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('src/boot.tsx'));
        if (!boot || boot.type !== 'chunk') throw new Error('src/boot.tsx is not a chunk of the build');
        // The entry's other dynamic imports (React, evaluated a task before boot) are on the same path.
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        const starts = [boot.fileName, ...(entry?.type === 'chunk' ? entry.dynamicImports : [])];
        const files = [...new Set(starts.flatMap((file) => chunkClosure(bundle, file)))];
        const script = `<script>if(location.pathname!=='/'&&location.pathname!=='/auth'){${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)})}</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

/**
 * A signed-in page's module and its imports would start downloading only after the entry has run. From the lazy
 * routes in src/app/routes.tsx this writes a small inline script that, for the current path, modulepreloads them
 * alongside the entry.
 */
function preloadRoutes(): Plugin {
  return {
    name: 'tricoach-preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const source = readFileSync(join(webRoot, 'src/app/routes.tsx'), 'utf8');
        const files: string[] = [];
        const routes: Array<[string, number[]]> = [];
        for (const [, path, module] of source.matchAll(/path: '([^']+)', lazy: lazyPage\(\(\) => import\('\.\.\/([^']+)'\)\)/g)) {
          const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(`src/${module}`));
          // /auth paints its pre-rendered card first (prerenderLanding); its code follows the first paint.
          if (!chunk || chunk.type !== 'chunk' || path === '*' || path === '/auth') continue;
          const list = chunkClosure(bundle, chunk.fileName).filter((file) => !html.includes(`/${file}"`));
          const pattern = routePathPattern(path);
          routes.push([pattern, list.map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1))]);
        }
        const script = `<script>(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)};for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.pathname)){r[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f[n];document.head.appendChild(l)});return}})()</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

/**
 * A signed-in page's data calls would start only after the app's code has loaded and evaluated: an inline script
 * starts them with the session answer instead (src/app/first-screen-reads-script.ts).
 */
function startFirstScreenReads(): Plugin {
  const script = `<script>${firstScreenReadsScript()}</script>`;
  return {
    name: 'tricoach-first-screen-reads',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `    ${script}\n  </head>`),
    },
  };
}

/**
 * Puts the landing page's first screen (rendered by web/src/prerender.tsx) into index.html, shown only on / for an
 * English visitor outside the installed app (index.html's head script has set <html lang> from the stored or the
 * browser's language), and the sign-in card as a template a tiny script shows on /auth;
 * anywhere else that script keeps only the header's logo. If the
 * render fails the build goes on with the plain index.html.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'tricoach-prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        // A separate SSR build of the entry (a dev server would keep the build process alive).
        const outDir = join(repoRoot, 'node_modules/.cache/tricoach-prerender');
        const started = Date.now();
        try {
          await build({
            configFile: false,
            root: webRoot,
            logLevel: 'error',
            plugins: [react()],
            resolve: { alias },
            build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } } },
          });
          const mod = (await import(`${pathToFileURL(join(outDir, 'prerender.mjs')).href}?t=${Date.now()}`)) as { renderLandingShell: () => Promise<string>; renderAuthShell: () => Promise<string> };
          const landing = await mod.renderLandingShell();
          const auth = await mod.renderAuthShell();
          // On /auth (no query: the register tab, an invite or Garmin's return render otherwise) the sign-in card from
          // the template, inert until the app replaces it (a tap or typing before then would be lost); elsewhere only
          // the header's logo stays (every screen has that fixed header).
          const keep =
            "<script>(function(){try{var r=document.getElementById('root'),l=document.documentElement.lang,p=location.pathname,app=matchMedia('(display-mode: standalone)').matches||navigator.standalone;if(p==='/'&&l!=='pl'&&!app)return;var a=document.getElementById('first-screen-auth');if(p==='/auth'&&!location.search&&l!=='pl'&&a){r.innerHTML=a.innerHTML;var m=r.querySelector('main');if(m)m.setAttribute('inert','');return}var h=r.querySelector('header'),b=h&&h.firstElementChild;r.innerHTML='';if(!b)return;while(b.children.length>1)b.removeChild(b.lastElementChild);if(l!=='en'){var k=b.querySelector('[aria-label]');if(k)k.setAttribute('aria-label','Tricoach')}r.appendChild(h)}catch(e){}})()</script>";
          return html.replace('<div id="root"></div>', `<div id="root">${landing}</div>\n    <template id="first-screen-auth">${auth}</template>\n    ${keep}`);
        } catch (error) {
          console.warn(`landing prerender skipped: ${error instanceof Error ? error.message : String(error)}`);
          return html;
        } finally {
          if (process.env.PRERENDER_DEBUG) console.log(`prerender took ${Date.now() - started} ms`);
        }
      },
    },
  };
}

/**
 * The dashboard's cards under its first screen (src/features/plans/pages/dashboard-page.tsx). Vite's preload helper
 * would add a <link rel="modulepreload"> for each of their ~25 imports in one go: ~35 ms of main thread in a single
 * task on this VM (a long task on a phone) for cards that are not the first screen. The browser fetches those imports
 * itself as it parses the chunk.
 */
const LOADED_AFTER_FIRST_PAINT = /(^|\/)dashboard-(rest|side)-[\w-]{8}\.js$/;

export default defineConfig({
  root: webRoot,
  resolve: { alias },
  plugins: [react(), tailwindcss(), locales(), collectShellModules(), startFirstScreenReads(), preloadBoot(), inlineStylesheet(), skipInlinedStylesheetPreload(), preloadRoutes(), prerenderLanding()],
  build: {
    outDir: join(repoRoot, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
    modulePreload: { resolveDependencies: (filename, deps) => (LOADED_AFTER_FIRST_PAINT.test(filename) ? [] : deps) },
    rolldownOptions: { output: { codeSplitting: shellChunks } },
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
