import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webRoot } from '../../../web/build/paths.js';
import { lazyRoutes, lazySections, preloadRoutes } from '../../../web/build/preload-routes.js';
import { bundleOf, chunk, modulePreloadsAt } from './fixture-bundle.js';
import { transformHtml } from './transform-html.js';

/** The shape of src/app/routes.tsx's lazy routes. */
const routes = `
  { path: '/auth', lazy: lazyPage(() => import('../features/auth/pages/auth-page')) },
  { path: '/week', lazy: lazyPage(() => import('../features/weeks/pages/week-page')) },
  { path: '/plans/:planId', lazy: lazyPage(() => import('../features/plans/pages/plan-page')) },
  { path: '/progress', lazy: lazyPage(() => import('../features/progress/pages/progress-page')) },
  { path: '/modal/:type/:id?', lazy: lazyPage(() => import('./modals/modal-page')) },
  { path: '/settings/*', lazy: lazyPage(() => import('../features/settings/pages/settings-page')) },
  { path: '*', lazy: lazyPage(() => import('../features/errors/not-found-page')) },
`;

/** The shape of settings-page.tsx: sections rendering lazy components, one static, one not lazy at all. */
const settingsPage = `
import { CalendarSettings } from '../components/calendar-settings';
const ProfileSettings = lazy(() =>
  import('../components/profile-settings').then((m) => ({ default: m.ProfileSettings })),
);
const WatchSettings = lazy(() => import('../components/watch-settings').then((m) => ({ default: m.WatchSettings })));
const StravaSettings = lazy(() => import('../../strava').then((m) => ({ default: m.StravaSettings })));

const SECTIONS = [
  { path: 'profile', icon: User, element: <ProfileSettings /> },
  {
    path: 'watch',
    icon: Watch,
    element: (
      <div className="space-y-6">
        <WatchSettings />
        <StravaSettings />
      </div>
    ),
  },
  { path: 'calendar', icon: CalendarDays, element: <CalendarSettings /> },
] as const;
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
  chunk('assets/settings-page-1.js', {
    facadeModuleId: '/web/src/features/settings/pages/settings-page.tsx',
    imports: ['assets/index-1.js', 'assets/section-1.js'],
  }),
  chunk('assets/section-1.js'),
  chunk('assets/profile-settings-1.js', {
    facadeModuleId: '/web/src/features/settings/components/profile-settings.tsx',
    imports: ['assets/section-1.js', 'assets/card-1.js'],
  }),
  chunk('assets/watch-settings-1.js', {
    facadeModuleId: '/web/src/features/settings/components/watch-settings.tsx',
    imports: ['assets/section-1.js'],
  }),
  chunk('assets/strava-1.js', { facadeModuleId: '/web/src/features/strava/index.ts' }),
  chunk('assets/not-found-page-1.js', { facadeModuleId: '/web/src/features/errors/not-found-page.tsx' }),
);

async function indexHtml() {
  const src = mkdtempSync(join(tmpdir(), 'preload-routes-'));
  mkdirSync(join(src, 'app'));
  mkdirSync(join(src, 'features/settings/pages'), { recursive: true });
  const file = join(src, 'app/routes.tsx');
  writeFileSync(file, routes);
  writeFileSync(join(src, 'features/settings/pages/settings-page.tsx'), settingsPage);
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
    expect(lazyRoutes(routes).at(-3)).toEqual({ path: '/modal/:type/:id?', module: 'app/modals/modal-page' });
  });

  it("reads a page's sections and the modules of the lazy components each renders, relative to src/", () => {
    expect(lazySections(settingsPage, 'features/settings/pages/settings-page')).toEqual([
      { path: 'profile', modules: ['features/settings/components/profile-settings'] },
      { path: 'watch', modules: ['features/settings/components/watch-settings', 'features/strava'] },
      { path: 'calendar', modules: [] },
    ]);
  });

  it('reads every lazy route of the real routes.tsx, also those Prettier writes over several lines', () => {
    const source = readFileSync(join(webRoot, 'src/app/routes.tsx'), 'utf8');
    const found = lazyRoutes(source).map((route) => route.path);
    expect(found).toContain('/plans/:planId/weeks/:weekId');
    expect(found).toHaveLength(source.match(/lazy: lazyPage\(/g)!.length);
  });

  it('finds the lazy sections of the real settings page (its shape is what lazySections reads)', () => {
    const module = 'features/settings/pages/settings-page';
    const sections = lazySections(readFileSync(join(webRoot, `src/${module}.tsx`), 'utf8'), module);
    expect(sections.find((section) => section.path === 'watch')?.modules).toEqual([
      'features/settings/components/connections-settings',
    ]);
    expect(sections.find((section) => section.path === 'zones')?.modules).toEqual([
      'features/settings/components/zones-settings',
    ]);
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

  it("modulepreloads a section's code with its page's for a sub-path, and only the page's for other sub-paths", async () => {
    const html = await indexHtml();
    expect(modulePreloadsAt(html, 0, '/settings/watch')).toEqual([
      '/assets/settings-page-1.js',
      '/assets/section-1.js',
      '/assets/watch-settings-1.js',
      '/assets/strava-1.js',
    ]);
    expect(modulePreloadsAt(html, 0, '/settings/profile/')).toEqual([
      '/assets/settings-page-1.js',
      '/assets/section-1.js',
      '/assets/profile-settings-1.js',
      '/assets/card-1.js',
    ]);
    expect(modulePreloadsAt(html, 0, '/settings/calendar')).toEqual([
      '/assets/settings-page-1.js',
      '/assets/section-1.js',
    ]);
    expect(modulePreloadsAt(html, 0, '/settings')).toEqual(['/assets/settings-page-1.js', '/assets/section-1.js']);
  });

  it('preloads nothing for /auth (its card is pre-rendered), unknown paths, or routes without a chunk', async () => {
    const html = await indexHtml();
    expect(modulePreloadsAt(html, 0, '/auth')).toEqual([]);
    expect(modulePreloadsAt(html, 0, '/nowhere')).toEqual([]);
    expect(modulePreloadsAt(html, 0, '/progress')).toEqual([]);
    expect(html).not.toContain('not-found-page');
  });
});
