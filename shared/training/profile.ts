import type { EventInput, Fitness, Sport } from '../schemas/training';
import type { ThresholdValues } from '../schemas/thresholds';

export type Level = 'beginner' | 'intermediate' | 'advanced';
export type DistanceClass = 'sprint' | 'olympic' | 'half' | 'full';
export type SportKey = 'swim' | 'bike' | 'run';

export const SPORT_KEYS: SportKey[] = ['swim', 'bike', 'run'];
export const SPORT_OF: Record<SportKey, Sport> = { swim: 'SWIMMING', bike: 'CYCLING', run: 'RUNNING' };
export const KEY_OF: Record<Sport, SportKey> = { SWIMMING: 'swim', CYCLING: 'bike', RUNNING: 'run' };

export function levelOf(score: number): Level {
  if (score < 35) return 'beginner';
  if (score < 70) return 'intermediate';
  return 'advanced';
}

export function sportScore(fitness: Fitness, sport: SportKey): number {
  return sport === 'swim' ? fitness.swimLevel : sport === 'bike' ? fitness.bikeLevel : fitness.runLevel;
}

/** Sports the event contains (a null or zero distance means the discipline is not raced). */
export function eventSports(event: EventInput): SportKey[] {
  const s: SportKey[] = [];
  if ((event.swimDistance ?? 0) > 0) s.push('swim');
  if ((event.bikeDistance ?? 0) > 0) s.push('bike');
  if ((event.runDistance ?? 0) > 0) s.push('run');
  if (s.length > 0) return s;
  const t = event.type.toLowerCase();
  if (/marathon|run|10k|5k|half marathon/.test(t) && !/tri|duath|ironman/.test(t)) return ['run'];
  if (/duath/.test(t)) return ['bike', 'run'];
  return ['swim', 'bike', 'run'];
}

export function distanceClass(event: EventInput): DistanceClass {
  const bike = event.bikeDistance ?? 0;
  const run = event.runDistance ?? 0;
  const swim = event.swimDistance ?? 0;
  if (bike || run || swim) {
    if (bike >= 150 || run >= 35 || swim >= 3000) return 'full';
    if (bike >= 70 || run >= 18 || swim >= 1800) return 'half';
    if (bike >= 30 || run >= 8 || swim >= 1200) return 'olympic';
    return 'sprint';
  }
  const t = event.type.toLowerCase();
  if (/full|ironman(?!\s*70)|140\.6|226/.test(t) && !/70\.3|half/.test(t)) return 'full';
  if (/half|70\.3|113/.test(t)) return 'half';
  if (/sprint|super/.test(t)) return 'sprint';
  return 'olympic';
}

/** Threshold paces/speeds derived from the 0-100 fitness levels (metres per second). */
export interface Paces {
  runThreshold: number; // m/s at about 1 h race effort
  bikeThreshold: number; // m/s on the flat at threshold
  swimCss: number; // m/s critical swim speed
}

/** The athlete's measured paces (seconds per km / per 100 m), when known: they replace the level-derived ones. */
export type OwnPaces = Partial<Pick<ThresholdValues, 'runThresholdPace' | 'swimCss'>> | null;

export function pacesFor(fitness: Fitness, own: OwnPaces = null): Paces {
  const runSecPerKm = own?.runThresholdPace ?? 450 - 2.4 * fitness.runLevel; // 7:30/km .. 3:30/km
  const bikeKmh = 24 + 0.16 * fitness.bikeLevel; // 24 .. 40 km/h
  const swimSecPer100 = own?.swimCss ?? 180 - 1.05 * fitness.swimLevel; // 3:00 .. 1:15 per 100 m
  return { runThreshold: 1000 / runSecPerKm, bikeThreshold: bikeKmh / 3.6, swimCss: 100 / swimSecPer100 };
}

export function round(n: number, step: number): number {
  return Math.round(n / step) * step;
}

export function roundSpeed(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

export function formatPacePerKm(ms: number): string {
  const s = Math.round(1000 / ms);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}/km`;
}

export function formatPacePer100(ms: number): string {
  const s = Math.round(100 / ms);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}/100 m`;
}
