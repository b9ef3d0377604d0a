import type { DistanceClass, Level, SportKey } from './profile';

/**
 * Published reference figures the engine plans towards and the guardrails and the coaching bench check against.
 * Sources and reasoning: docs/decisions/013-coaching-rules.md.
 */

export type Range = readonly [number, number];

/**
 * Longest session (minutes) to reach in the build/peak phases, by distance and level (beginner / experienced).
 * Friel (The Triathlete's Training Bible, 4th ed. 2016) and the common published plans: Ironman long ride 4.5-6 h,
 * long run 2-3 h (beginners with walk breaks); 70.3 ride 2.5-4 h, run 1h30-2h10; Olympic ride 1h30-2h30, run
 * 1h-1h30; sprint ride 1h-1h45, run 45-75 min. Swims: about the race distance plus 20-30 % at steady pace.
 */
export const LONG_SESSION: Record<DistanceClass, Record<SportKey, Record<'beginner' | 'experienced', Range>>> = {
  full: {
    bike: { beginner: [270, 330], experienced: [300, 360] },
    run: { beginner: [120, 150], experienced: [135, 180] },
    swim: { beginner: [60, 80], experienced: [60, 90] },
  },
  half: {
    bike: { beginner: [150, 210], experienced: [180, 240] },
    run: { beginner: [90, 110], experienced: [100, 130] },
    swim: { beginner: [45, 60], experienced: [45, 70] },
  },
  olympic: {
    bike: { beginner: [90, 120], experienced: [105, 150] },
    run: { beginner: [60, 75], experienced: [70, 90] },
    swim: { beginner: [35, 50], experienced: [40, 60] },
  },
  sprint: {
    bike: { beginner: [60, 90], experienced: [75, 105] },
    run: { beginner: [45, 60], experienced: [50, 75] },
    swim: { beginner: [30, 40], experienced: [30, 45] },
  },
};

export const levelBand = (level: Level): 'beginner' | 'experienced' =>
  level === 'beginner' ? 'beginner' : 'experienced';

/** Fewest sessions a week per sport for a triathlete (frequency before length). */
export function minSessions(sport: SportKey, sessions: number, distance: DistanceClass): number {
  const long = distance === 'half' || distance === 'full';
  if (sport === 'swim') return sessions >= 9 && long ? 3 : sessions >= 6 ? 2 : 1;
  if (sport === 'run') return sessions >= 4 ? 2 : 1;
  return sessions >= 5 ? 2 : 1;
}

/** Fewest weekly sessions that can prepare an athlete for the distance (one long session per sport plus frequency). */
export const MIN_SESSIONS: Record<DistanceClass, number> = { sprint: 3, olympic: 5, half: 6, full: 8 };

/** Hard sessions a week at most (Seiler 2010: about 80 % of training easy, 2-3 quality sessions a week). */
export const MAX_HARD: Record<'beginner' | 'experienced', number> = { beginner: 2, experienced: 3 };
/** Seiler 2010: about 80 % of endurance training time at low intensity; the bench reports against 75 %. */
export const EASY_SHARE_MIN = 0.75;

/**
 * Taper length in weeks, race week included (Bosquet et al. 2007: 8-14 days; Ironman 2-3 weeks), for plans of 12+
 * weeks; shorter plans taper less.
 */
export const TAPER_WEEKS: Record<DistanceClass, Record<'beginner' | 'experienced', Range>> = {
  sprint: { beginner: [2, 2], experienced: [2, 2] },
  olympic: { beginner: [2, 2], experienced: [2, 2] },
  half: { beginner: [2, 2], experienced: [2, 3] },
  full: { beginner: [2, 3], experienced: [2, 3] },
};
/** Bosquet et al. 2007: volume reduced by 41-60 %, intensity and frequency kept. */
export const TAPER_REDUCTION: Range = [0.41, 0.6];

/** A warm-up is at most this share of a session. */
export const MAX_WARMUP_SHARE = 0.2;
