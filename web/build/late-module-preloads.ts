/**
 * The dashboard's cards under its first screen (src/features/dashboard/pages/dashboard-page.tsx), /week's board under
 * its header (src/features/weeks/pages/week-board-page.tsx) and the cards under a workout's summary
 * (src/features/workouts/components/workout-details.tsx). Vite's preload helper would add a
 * <link rel="modulepreload"> for each of their ~25 imports in one go: a single long main-thread task on a phone
 * (~4 ms a link at Lighthouse's 4x CPU slowdown) for what is not the first thing painted. The browser fetches those
 * imports itself as it parses the chunk.
 */
const LOADED_AFTER_FIRST_PAINT = /(^|\/)(dashboard-(rest|side)|week-board|workout-details-rest)-[\w-]{8}\.js$/;

/** Vite's `build.modulePreload.resolveDependencies`: no preloads for the chunks loaded after the first paint. */
export function preloadDependencies(filename: string, deps: string[]): string[] {
  return LOADED_AFTER_FIRST_PAINT.test(filename) ? [] : deps;
}
