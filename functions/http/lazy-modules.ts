import type { RouteGroup } from '@shared/api/route-types';

/**
 * Packages a group imports lazily (`await import(...)`) from one rarely used route. They ship beside the bundle
 * (CDK `nodeModules`) instead of inside it, so the group's cold start doesn't parse them.
 */
export const lazyNodeModules: Partial<Record<RouteGroup, string[]>> = {
  // FIT files (workouts to the watch, uploads), the XML parser of TCX/GPX uploads, the zip of a week's trainer files.
  workouts: ['@garmin/fitsdk', 'saxes', 'fflate'],
  payments: ['stripe'],
  // The common-password list (430 KB) is read on the first password set (sign-up, reset, change);
  // the admin group builds the same account services.
  accounts: ['@zxcvbn-ts/language-common'],
  admin: ['@zxcvbn-ts/language-common'],
  // Connecting intervals.icu sends the two weeks as FIT files.
  intervals: ['@garmin/fitsdk'],
};
