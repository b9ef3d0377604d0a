import type { RaceSport } from '../../../schemas/race-day';
import type { KitItem, TransitionItem } from '../checklist';
import type { FuellingNumbers } from '../fuelling';
import type { WarmUpKind } from '../warm-up';

export interface LegFacts {
  afterSwim: boolean;
  afterBike: boolean;
  beforeRun: boolean;
  elevationM: number;
  hoursAtEnd: number;
  fuelled: boolean;
  climbWattsCap: number | null;
  /** Pace in the format shown to the athlete, e.g. '4:42/km'. */
  pace: string | null;
}

/** Race-day plan wording. Every function returns finished athlete-facing text. */
export interface RaceDayText {
  legName: Record<RaceSport, string>;
  describeLegs(legs: { sport: RaceSport; distance: number; elevationM: number }[]): string;
  swimTarget(pace: string): string;
  bikeTarget(speedKmh: number, watts: { low: number; high: number } | null): string;
  runTarget(pace: string): string;
  heartRate(cap: number): string;
  effort(hoursAtEnd: number): string;
  fromFitness: string;
  legAdvice(sport: RaceSport, f: LegFacts): string[];
  transition: Record<TransitionItem, string>;
  kit: Record<KitItem, string>;
  fuellingAdvice(f: FuellingNumbers, sports: RaceSport[], temperatureC: number): string[];
  warmUp: Record<WarmUpKind, (minutes: number) => string>;
}
