import type { RaceSport } from '../../schemas/race-day';

export type WarmUpKind =
  'jogStrides' | 'jogEasy' | 'mobility' | 'spin' | 'swimBuilds' | 'swimEasy' | 'toStart' | 'easyStart';

export interface WarmUpPlanStep {
  kind: WarmUpKind;
  sport: RaceSport | null;
  startsBefore: number;
  minutes: number;
}

/**
 * The shorter the race, the faster it starts, so the more warm-up it needs: short races get a jog with strides and
 * a swim with builds; from about 4 hours the first minutes of the race are the warm-up and only mobility comes
 * before (glycogen is worth more than being warm).
 */
export function warmUp(sports: RaceSport[], totalMinutes: number): WarmUpPlanStep[] {
  const hours = totalMinutes / 60;
  const first = sports[0];
  const steps: WarmUpPlanStep[] = [];
  const short = hours < 1.5;
  const long = hours >= 4;
  if (first === 'bike' && sports.length === 1) {
    steps.push({ kind: 'spin', sport: 'bike', startsBefore: short ? 35 : 25, minutes: long ? 10 : short ? 20 : 15 });
  } else if (long) {
    steps.push({ kind: 'mobility', sport: null, startsBefore: 45, minutes: 10 });
  } else {
    steps.push({
      kind: short ? 'jogStrides' : 'jogEasy',
      sport: 'run',
      startsBefore: short ? 45 : 40,
      minutes: short ? 12 : 8,
    });
  }
  if (first === 'swim')
    steps.push({ kind: long ? 'swimEasy' : 'swimBuilds', sport: 'swim', startsBefore: 25, minutes: long ? 5 : 10 });
  steps.push({ kind: 'toStart', sport: null, startsBefore: 10, minutes: 10 });
  if (long) steps.push({ kind: 'easyStart', sport: first ?? null, startsBefore: 0, minutes: 15 });
  return steps;
}
