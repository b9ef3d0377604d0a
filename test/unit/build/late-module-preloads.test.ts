import { describe, expect, it } from 'vitest';
import { preloadDependencies } from '../../../web/build/late-module-preloads.js';

describe('preloadDependencies', () => {
  const deps = ['assets/card-1.js', 'assets/chart-2.js'];

  it("drops the preloads of the dashboard's cards below the first screen", () => {
    expect(preloadDependencies('assets/dashboard-rest-AbC_12-x.js', deps)).toEqual([]);
    expect(preloadDependencies('dashboard-side-12345678.js', deps)).toEqual([]);
  });

  it("drops the preloads of /week's board, painted after the page's header", () => {
    expect(preloadDependencies('assets/week-board-Dl5ieJwU.js', deps)).toEqual([]);
  });

  it("drops the preloads of the cards under a workout's summary, painted after it", () => {
    expect(preloadDependencies('assets/workout-details-rest-DlATAS-s.js', deps)).toEqual([]);
  });

  it("keeps every other chunk's preloads", () => {
    expect(preloadDependencies('assets/dashboard-page-12345678.js', deps)).toEqual(deps);
    expect(preloadDependencies('assets/week-page-12345678.js', deps)).toEqual(deps);
    expect(preloadDependencies('assets/week-board-page-ZXrT0AlX.js', deps)).toEqual(deps);
    expect(preloadDependencies('assets/workout-details-rest-reads-BQa4HjcY.js', deps)).toEqual(deps);
  });
});
