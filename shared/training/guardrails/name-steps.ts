import type { AnyStep, WorkoutDetails, WorkoutRepeatStep } from '../../schemas/training';
import { formatMinutes } from '../minutes';

/** A stated duration may be off by this share or these minutes (rounding to 5 min in names), no more. */
const DURATION_TOLERANCE = { share: 0.1, minutes: 5 };
const REPEATS = /\b(\d+)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(min|s|m|km)\b/i;
const DURATION = /(?<![x×\d.,])\b(?:(\d+)h(\d{2})?|(\d+) min)\b(?! [ZS]\d)/;
/** "(1h15)" states the session's length; without one, the first bare duration does ("Long Run 1h05"). */
const SESSION_DURATION = /\((?:(\d+)h(\d{2})?|(\d+) min)\)/;
const durationIn = (name: string) => name.match(SESSION_DURATION) ?? name.match(DURATION);
const METRES = /(?<![x×\d.,]\s?)\b(\d{3,5}) m\b/;

function repeatsOf(steps: AnyStep[]): WorkoutRepeatStep[] {
  return steps.filter((s): s is WorkoutRepeatStep => s.type === 'WorkoutRepeatStep');
}

function totalMetres(steps: AnyStep[]): number {
  return steps.reduce(
    (t, s) =>
      t +
      (s.type === 'WorkoutRepeatStep'
        ? s.repeatValue * totalMetres(s.steps)
        : s.durationType === 'DISTANCE'
          ? s.durationValue
          : 0),
    0,
  );
}

/**
 * Where a workout's name says something its steps do not (rule 9 of decision record 013): "6x4 min" needs a set of
 * 6 repeats with 4-minute work, "(1h15)" or "45 min" the session's duration within 10 % or 5 min, "2000 m" a swim of
 * that distance within 10 %. Empty when they agree (or the name states nothing).
 */
export function nameDisagreements(
  w: Pick<WorkoutDetails, 'workoutName' | 'sport' | 'steps' | 'estimatedDurationInSecs'>,
): string[] {
  const out: string[] = [];
  const name = w.workoutName;
  const rep = name.match(REPEATS);
  if (rep) {
    const times = Number(rep[1]);
    const size = Number(rep[2].replace(',', '.'));
    const unit = rep[3].toLowerCase();
    const wanted = unit === 'min' ? size * 60 : unit === 's' ? size : unit === 'km' ? size * 1000 : size;
    const distance = unit === 'm' || unit === 'km';
    const fits = repeatsOf(w.steps).some(
      (r) =>
        r.repeatValue === times &&
        r.steps.some(
          (c) =>
            (c.intensity === 'INTERVAL' || c.intensity === 'ACTIVE') &&
            (distance ? c.durationType === 'DISTANCE' : c.durationType === 'TIME') &&
            Math.abs(c.durationValue - wanted) <= wanted * 0.05,
        ),
    );
    if (!fits) out.push(`name says ${rep[0]} but no set of the steps is ${times} repeats of ${rep[2]} ${rep[3]}`);
  }
  const dur = durationIn(name.replace(REPEATS, ''));
  const stated = statedMinutes(name);
  if (dur && stated !== null) {
    const actual = w.estimatedDurationInSecs / 60;
    if (Math.abs(stated - actual) > Math.max(DURATION_TOLERANCE.minutes, actual * DURATION_TOLERANCE.share))
      out.push(`name says ${dur[0]} but the steps last ${Math.round(actual)} min`);
  }
  const far = w.sport === 'SWIMMING' ? name.replace(REPEATS, '').match(METRES) : null;
  if (far) {
    const total = totalMetres(w.steps);
    if (total > 0 && Math.abs(Number(far[1]) - total) > total * 0.1)
      out.push(`name says ${far[0]} but the steps cover ${Math.round(total)} m`);
  }
  return out;
}

/** The minutes a name states as the session's length ("(55 min)", "Long Run 1h05"), or null when it states none. */
export function statedMinutes(name: string): number | null {
  const dur = durationIn(name.replace(REPEATS, ''));
  return dur ? (dur[3] ? Number(dur[3]) : Number(dur[1]) * 60 + Number(dur[2] ?? 0)) : null;
}

/**
 * The session's length in the name made the steps' total exactly ("Run Intervals 8x3 min Z4 (57 min)" for steps of
 * 57 min): for names the engine wrote, whose bare duration is always the session's length.
 */
export function withStepsDuration(w: Pick<WorkoutDetails, 'workoutName' | 'estimatedDurationInSecs'>): string {
  const dur = formatMinutes(w.estimatedDurationInSecs / 60);
  const name = w.workoutName;
  return SESSION_DURATION.test(name) ? name.replace(SESSION_DURATION, `(${dur})`) : name.replace(DURATION, dur);
}

/**
 * The name brought in line with the steps, its wording kept: the repeat set and the duration it states are rewritten
 * from the steps (the main set is the set with the most work). A name that states nothing is left alone.
 */
export function agreeingName(
  w: Pick<WorkoutDetails, 'workoutName' | 'sport' | 'steps' | 'estimatedDurationInSecs'>,
): string {
  // A duration in brackets states the session's length, so it is always the steps' total; a bare one may be a
  // block's ("bieg 30 min" of a threshold test), so it is rewritten only when it is off.
  if (!nameDisagreements(w).length) return SESSION_DURATION.test(w.workoutName) ? withStepsDuration(w) : w.workoutName;
  let name = w.workoutName;
  const main = repeatsOf(w.steps)
    .map((r) => ({ r, work: r.steps.find((c) => c.intensity === 'INTERVAL' || c.intensity === 'ACTIVE') }))
    .filter((x) => x.work)
    .sort((a, b) => b.r.repeatValue * (b.work?.durationValue ?? 0) - a.r.repeatValue * (a.work?.durationValue ?? 0))[0];
  if (main?.work) {
    const v = main.work.durationValue;
    const size =
      main.work.durationType === 'DISTANCE'
        ? `${Math.round(v)} m`
        : v % 60 === 0
          ? `${v / 60} min`
          : `${Math.round(v)} s`;
    name = REPEATS.test(name) ? name.replace(REPEATS, `${main.r.repeatValue}x${size}`) : name;
  } else
    name = name
      .replace(REPEATS, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  const dur = formatMinutes(w.estimatedDurationInSecs / 60);
  name = SESSION_DURATION.test(name) ? name.replace(SESSION_DURATION, `(${dur})`) : name.replace(DURATION, dur);
  if (w.sport === 'SWIMMING') name = name.replace(METRES, `${Math.round(totalMetres(w.steps) / 100) * 100} m`);
  return name;
}
