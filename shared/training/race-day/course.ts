import type { EventInput } from '../../schemas/training';
import type { RaceSport } from '../../schemas/race-day';

export interface CourseLeg {
  sport: RaceSport;
  /** Swim metres, bike and run km. */
  distance: number;
  elevationM: number;
  /**
   * Flat-equivalent km for pacing. Run: the trail runners' "km-effort" (100 m climbed counts as 1 km). Bike: 100 m
   * climbed counts as about 2 km of flat riding (slower up than the descent gives back at amateur power).
   */
  effortKm: number;
}

const positive = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** The legs the event races, in race order; a null or zero distance leaves a discipline out. */
export function courseLegs(event: EventInput): CourseLeg[] {
  const legs: CourseLeg[] = [];
  const swim = positive(event.swimDistance);
  if (swim) legs.push({ sport: 'swim', distance: swim, elevationM: 0, effortKm: swim / 1000 });
  const bike = positive(event.bikeDistance);
  const bikeUp = positive(event.bikeElevation);
  if (bike) legs.push({ sport: 'bike', distance: bike, elevationM: bikeUp, effortKm: bike + (2 * bikeUp) / 100 });
  const run = positive(event.runDistance);
  const runUp = positive(event.runElevation);
  if (run) legs.push({ sport: 'run', distance: run, elevationM: runUp, effortKm: run + runUp / 100 });
  return legs;
}

/** Minutes in each transition: a change tent and longer transition zones at the long distances. */
export function transitionMinutes(raceHoursWithoutTransitions: number): number {
  if (raceHoursWithoutTransitions < 1.5) return 2;
  if (raceHoursWithoutTransitions < 3.5) return 3;
  if (raceHoursWithoutTransitions < 7) return 4;
  return 6;
}
