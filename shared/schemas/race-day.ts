import * as z from 'zod';
import { RACE_DAY_TEMPERATURE } from '../training/race-day/temperature';
import { idSchema } from './common';

// Kept in a module without zod, so the web's race-day screen reads it without loading the schemas.
export { RACE_DAY_TEMPERATURE };

/** POST /api/plans/{planId}/race-day: the expected air temperature (°C); omitted keeps the last one (else 20 °C). */
export const raceDayBody = z
  .object({
    temperatureC: z
      .number({ error: 'Temperature must be a number' })
      .int('Temperature must be a whole number of degrees')
      .min(
        RACE_DAY_TEMPERATURE.min,
        `Temperature must be between ${RACE_DAY_TEMPERATURE.min} and ${RACE_DAY_TEMPERATURE.max} °C`,
      )
      .max(
        RACE_DAY_TEMPERATURE.max,
        `Temperature must be between ${RACE_DAY_TEMPERATURE.min} and ${RACE_DAY_TEMPERATURE.max} °C`,
      )
      .optional(),
  })
  .strict();
export type RaceDayBody = z.output<typeof raceDayBody>;

export const raceDayParams = z.object({ planId: idSchema });

export type RaceSport = 'swim' | 'bike' | 'run';

/** One discipline: the numbers the page and the tests read, and the wording in the athlete's language. */
export interface RaceDayLeg {
  sport: RaceSport;
  /** Swim in metres, bike and run in km (the goal's units). */
  distance: number;
  elevationM: number;
  expectedMinutes: number;
  /** Where the numbers come from: the athlete's thresholds, or estimates from the 0-100 fitness levels. */
  basis: 'thresholds' | 'fitness';
  /** Run pace s/km or swim pace s/100 m (flat-equivalent); null for the bike. */
  paceSeconds: number | null;
  speedKmh: number;
  watts: { low: number; high: number } | null;
  heartRateCap: number | null;
  /** Finished text: the target ('4:42/km'), the effort and advice lines. */
  target: string;
  effort: string;
  advice: string[];
}

export interface RaceDayTransition {
  name: string;
  from: RaceSport;
  to: RaceSport;
  expectedMinutes: number;
  items: string[];
}

export interface RaceDayFuelling {
  carbsPerHour: number;
  fluidMlPerHour: number;
  sodiumMgPerHour: number;
  /** Minutes when the athlete can eat and drink (bike and run; never the swim). */
  fuelledMinutes: number;
  totals: { carbsG: number; fluidMl: number; sodiumMg: number };
  advice: string[];
}

export interface RaceDayWarmUpStep {
  /** Minutes before the start this step begins. */
  startsBefore: number;
  minutes: number;
  sport: RaceSport | null;
  text: string;
}

export interface RaceDayTaperSession {
  day: string;
  sport: 'SWIMMING' | 'CYCLING' | 'RUNNING';
  name: string;
  minutes: number;
  description: string;
}

export interface RaceDayTaperWeek {
  week: number;
  firstDay: string;
  lastDay: string;
  phase: string;
  totalMinutes: number;
  sessions: RaceDayTaperSession[];
}

/** What the engine builds. */
export interface RaceDayContent {
  lang: 'en' | 'pl';
  event: { name: string; date: string; type: string; description: string };
  temperatureC: number;
  expectedMinutes: number;
  legs: RaceDayLeg[];
  transitions: RaceDayTransition[];
  kit: string[];
  fuelling: RaceDayFuelling;
  warmUp: RaceDayWarmUpStep[];
  taper: RaceDayTaperWeek[];
  /** The inputs' fingerprint, so the page can tell a plan built before the thresholds or the event changed. */
  basedOn: { thresholdsUpdatedAt: string | null; eventKey: string };
}

/** As stored on the plan and answered by the API. */
export interface RaceDayPlanView extends RaceDayContent {
  planId: string;
  generatedAt: string;
  /** Computed when read: the thresholds or the event changed since generatedAt. */
  outdated: { thresholds: boolean; event: boolean };
}
