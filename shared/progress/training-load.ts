import type { FormReading, LoadDay } from '../schemas/progress';
import { addDays } from '../calendar/days';

/**
 * Fitness (CTL) and fatigue (ATL) are exponentially weighted averages of the daily load, updated every day
 * (TrainingPeaks' form, with k = 1/N):
 *   fitness_d = fitness_(d-1) + (load_d - fitness_(d-1)) / 42
 *   fatigue_d = fatigue_(d-1) + (load_d - fatigue_(d-1)) / 7
 *   form_d    = fitness_d - fatigue_d
 * Both start at 0 on the first day of data, so the series is read from a warm-up before the range.
 */
export const FITNESS_DAYS = 42;
export const FATIGUE_DAYS = 7;
/** Days of activities read before the range so fitness on its first day is already ~87 % settled (1 - e^-2). */
export const WARM_UP_DAYS = 2 * FITNESS_DAYS;

/** One decimal; `|| 0` turns -0 into 0. */
const round1 = (value: number) => Math.round(value * 10) / 10 || 0;

/** One row per day from `start` to `end` (inclusive); days without activities have load 0. */
export function loadSeries(dailyLoad: ReadonlyMap<string, number>, start: string, end: string): LoadDay[] {
  const days: LoadDay[] = [];
  let fitness = 0;
  let fatigue = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const load = dailyLoad.get(day) ?? 0;
    fitness += (load - fitness) / FITNESS_DAYS;
    fatigue += (load - fatigue) / FATIGUE_DAYS;
    days.push({
      date: day,
      load: round1(load),
      fitness: round1(fitness),
      fatigue: round1(fatigue),
      form: round1(fitness - fatigue),
    });
  }
  return days;
}

/** Below this fitness there is too little training for form to mean anything. */
export const MIN_FITNESS_FOR_READING = 5;

/**
 * Form as a share of fitness, in bands like intervals.icu's (so they scale with the athlete's level):
 *   > +20 %        transition    very fresh; fitness is fading (fine for a race or a break, not for weeks)
 *   +5 .. +20 %    fresh         rested: race-ready, a good day for a key session
 *   -10 .. +5 %    neutral       load matches fitness: maintaining
 *   -30 .. -10 %   productive    the training zone: fitness is being built
 *   < -30 %        overreaching  fatigue far above fitness: plan rest soon
 * `historyDays`: days from the first recorded activity to the reading day ('building' below FITNESS_DAYS).
 */
export function formReading(fitness: number, form: number, historyDays = Infinity): FormReading {
  if (fitness < MIN_FITNESS_FOR_READING) return 'none';
  // Fitness starts at zero on the first day of data, so a short history reads any normal week as fatigue far above
  // fitness (a first week showed form -32, 'overreaching'): no verdict until the history covers the fitness window.
  if (historyDays < FITNESS_DAYS) return 'building';
  const share = (form / fitness) * 100;
  if (share > 20) return 'transition';
  if (share > 5) return 'fresh';
  if (share >= -10) return 'neutral';
  if (share >= -30) return 'productive';
  return 'overreaching';
}
