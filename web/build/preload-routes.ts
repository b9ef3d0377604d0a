import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routePathPattern } from '../src/app/route-path-pattern.js';
import { chunkClosure } from './chunk-closure.js';
import { webRoot } from './paths.js';

/**
 * A lazy route of routes.tsx: `path: '/week', lazy: lazyPage(() => import('../features/weeks/pages/week-page'))`, or
 * a page of the app itself: `import('./modals/modal-page')`.
 */
const LAZY_ROUTE = /path: '([^']+)', lazy: lazyPage\(\(\) => import\('(\.\.?)\/([^']+)'\)\)/g;

/** Each lazy route's path and the module it loads ('features/weeks/pages/week-page', 'app/modals/modal-page': relative to src/). */
export function lazyRoutes(source: string): Array<{ path: string; module: string }> {
  return [...source.matchAll(LAZY_ROUTE)].map(([, path, up, module]) => ({
    path,
    module: up === '.' ? `app/${module}` : module,
  }));
}

/**
 * A signed-in page's module and its imports would start downloading only after the entry has run. From the lazy
 * routes in src/app/routes.tsx this writes a small inline script that, for the current path, modulepreloads them
 * alongside the entry (files index.html loads already left out).
 */
export function preloadRoutes(routesFile = join(webRoot, 'src/app/routes.tsx')): Plugin {
  return {
    name: 'tricoach-preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle: Rollup.OutputBundle = ctx.bundle ?? {};
        const files: string[] = [];
        const routes: Array<[string, number[]]> = [];
        for (const { path, module } of lazyRoutes(readFileSync(routesFile, 'utf8'))) {
          const chunk = Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(`src/${module}`),
          );
          // /auth paints its pre-rendered card first (prerenderLanding); its code follows the first paint.
          if (!chunk || chunk.type !== 'chunk' || path === '*' || path === '/auth') continue;
          const list = chunkClosure(bundle, chunk.fileName).filter((file) => !html.includes(`/${file}"`));
          const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
          routes.push([routePathPattern(path), list.map(indexOf)]);
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
