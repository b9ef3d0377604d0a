import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routePathPattern } from '../src/app/route-path-pattern.js';
import { chunkClosure } from './chunk-closure.js';
import { webRoot } from './paths.js';

/**
 * A lazy route of routes.tsx: `path: '/week', lazy: lazyPage(() => import('../features/weeks/pages/week-page'))`, or
 * a page of the app itself: `import('./modals/modal-page')`.
 */
const LAZY_ROUTE = /path: '([^']+)',\s*lazy: lazyPage\(\(\) => import\('(\.\.?)\/([^']+)'\)\)/g;

/** Each lazy route's path and the module it loads ('features/weeks/pages/week-page', 'app/modals/modal-page': relative to src/). */
export function lazyRoutes(source: string): Array<{ path: string; module: string }> {
  return [...source.matchAll(LAZY_ROUTE)].map(([, path, up, module]) => ({
    path,
    module: up === '.' ? `app/${module}` : module,
  }));
}

/** `const WatchSettings = lazy(() => import('../components/watch-settings')...`: a component loaded on first render. */
const LAZY_COMPONENT = /const (\w+) = lazy\(\(\) =>\s*import\('([^']+)'\)/g;
/** A page's sections, `const SECTIONS = [{ path: 'watch', ..., element: <WatchSettings /> }, ...] as const;`. */
const SECTIONS = /const SECTIONS = \[([\s\S]*?)\] as const;/;

/**
 * The sections of a page with sub-paths (settings-page.tsx): each section's path and the modules of the lazy
 * components it renders, relative to src/ like lazyRoutes' ('features/settings/components/watch-settings').
 * `pageModule` is the page's own module, the base of its relative imports.
 */
export function lazySections(source: string, pageModule: string): Array<{ path: string; modules: string[] }> {
  const lazyModules = new Map(
    [...source.matchAll(LAZY_COMPONENT)].map(([, name, file]) => [name, posix.join(posix.dirname(pageModule), file)]),
  );
  const [, sections = ''] = SECTIONS.exec(source) ?? [];
  return sections
    .split(/\{\s*path: '/)
    .slice(1)
    .map((entry) => ({
      path: entry.slice(0, entry.indexOf("'")),
      modules: [...entry.matchAll(/<(\w+) \/>/g)].flatMap(([, name]) => lazyModules.get(name) ?? []),
    }));
}

/** A module's source (src/<module>.tsx or .ts), or '' when there is none. */
function sourceOf(srcDir: string, module: string): string {
  const file = ['.tsx', '.ts'].map((ext) => join(srcDir, module + ext)).find(existsSync);
  return file ? readFileSync(file, 'utf8') : '';
}

/**
 * A signed-in page's module and its imports would start downloading only after the entry has run. From the lazy
 * routes in src/app/routes.tsx this writes a small inline script that, for the current path, modulepreloads them
 * alongside the entry (files index.html loads already left out). A page with sub-paths ('/settings/*') loads its
 * current section's code only once it has run, so for '/settings/watch' the watch section's modules come too.
 */
export function preloadRoutes(routesFile = join(webRoot, 'src/app/routes.tsx')): Plugin {
  const srcDir = dirname(dirname(routesFile));
  return {
    name: 'tricoach-preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle: Rollup.OutputBundle = ctx.bundle ?? {};
        const files: string[] = [];
        const routes: Array<[string, number[]]> = [];
        const chunkOfModule = (module: string) =>
          Object.values(bundle).find(
            (c): c is Rollup.OutputChunk =>
              c.type === 'chunk' &&
              [`src/${module}`, `src/${module}/index`].some((name) =>
                c.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(name),
              ),
          );
        const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const add = (path: string, chunks: Rollup.OutputChunk[]) => {
          const list = new Set(chunks.flatMap((c) => chunkClosure(bundle, c.fileName)));
          routes.push([routePathPattern(path), [...list].filter((file) => !html.includes(`/${file}"`)).map(indexOf)]);
        };
        for (const { path, module } of lazyRoutes(readFileSync(routesFile, 'utf8'))) {
          const chunk = chunkOfModule(module);
          // /auth paints its pre-rendered card first (prerenderLanding); its code follows the first paint.
          if (!chunk || path === '*' || path === '/auth') continue;
          // The script takes the first pattern matching, so each section's comes before the page's own '/*'.
          if (path.endsWith('/*')) {
            for (const section of lazySections(sourceOf(srcDir, module), module)) {
              const sectionChunks = section.modules.flatMap((m) => chunkOfModule(m) ?? []);
              if (sectionChunks.length) add(`${path.slice(0, -2)}/${section.path}`, [chunk, ...sectionChunks]);
            }
          }
          add(path, [chunk]);
        }
        const script =
          `<script>(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)};` +
          'for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.pathname)){r[i][1].forEach(function(n){' +
          "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f[n];document.head.appendChild(l)});return}})()</script>";
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}
