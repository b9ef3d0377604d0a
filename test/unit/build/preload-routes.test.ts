import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyRoutes, preloadRoutes } from '../../../web/build/preload-routes.js';
import { bundleOf, chunk, modulePreloadsAt } from './fixture-bundle.js';
import { transformHtml } from './transform-html.js';

/** The shape of src/app/routes.tsx's lazy routes. */
const routes = `
  { path: '/auth', lazy: lazyPage(() => import('../features/auth/pages/auth-page')) },
  { path: '/week', lazy: lazyPage(() => import('../features/weeks/pages/week-page')) },
  { path: '/plans/:planId', lazy: lazyPage(() => import('../features/plans/pages/plan-page')) },
  { path: '/progress', lazy: lazyPage(() => import('../features/progress/pages/progress-page')) },
  { path: '/modal/:type/:id?', lazy: lazyPage(() => import('./modals/modal-page')) },
  { path: '*', lazy: lazyPage(() => import('../features/errors/not-found-page')) },
`;

const bundle = bundleOf(
  chunk('assets/index-1.js', { isEntry: true }),
  chunk('assets/auth-page-1.js', { facadeModuleId: '/web/src/features/auth/pages/auth-page.tsx' }),
  chunk('assets/week-page-1.js', {
    facadeModuleId: '/web/src/features/weeks/pages/week-page.tsx',
    imports: ['assets/card-1.js', 'assets/index-1.js'],
  }),
  chunk('assets/plan-page-1.js', {
    facadeModuleId: '/web/src/features/plans/pages/plan-page.tsx',
    imports: ['assets/card-1.js'],
  }),
  chunk('assets/card-1.js'),
  chunk('assets/modal-page-1.js', {
    facadeModuleId: '/web/src/app/modals/modal-page.tsx',
    imports: ['assets/card-1.js'],
  }),
  chunk('assets/not-found-page-1.js', { facadeModuleId: '/web/src/features/errors/not-found-page.tsx' }),
);

async function indexHtml() {
  const file = join(mkdtempSync(join(tmpdir(), 'preload-routes-')), 'routes.tsx');
  writeFileSync(file, routes);
  return transformHtml(
    preloadRoutes(file),
    '<head><script type="module" src="/assets/index-1.js"></script></head>',
    bundle,
  );
}

describe('preloadRoutes', () => {
  it("reads each lazy route's path and module from routes.tsx", () => {
    expect(lazyRoutes(routes).slice(1, 3)).toEqual([
      { path: '/week', module: 'features/weeks/pages/week-page' },
      { path: '/plans/:planId', module: 'features/plans/pages/plan-page' },
    ]);
  });

  it('reads a page of the app itself (./) as relative to src/ too', () => {
    expect(lazyRoutes(routes).at(-2)).toEqual({ path: '/modal/:type/:id?', module: 'app/modals/modal-page' });
  });

  it("modulepreloads the current path's page and its imports, but not what index.html loads already", async () => {
    const html = await indexHtml();
    expect(modulePreloadsAt(html, 0, '/week')).toEqual(['/assets/week-page-1.js', '/assets/card-1.js']);
    expect(modulePreloadsAt(html, 0, '/plans/p-1/')).toEqual(['/assets/plan-page-1.js', '/assets/card-1.js']);
    expect(modulePreloadsAt(html, 0, '/modal/workout-details/w-1')).toEqual([
      '/assets/modal-page-1.js',
      '/assets/card-1.js',
    ]);
  });

  it('preloads nothing for /auth (its card is pre-rendered), unknown paths, or routes without a chunk', async () => {
    const html = await indexHtml();
    expect(modulePreloadsAt(html, 0, '/auth')).toEqual([]);
    expect(modulePreloadsAt(html, 0, '/nowhere')).toEqual([]);
    expect(modulePreloadsAt(html, 0, '/progress')).toEqual([]);
    expect(html).not.toContain('not-found-page');
  });
});
