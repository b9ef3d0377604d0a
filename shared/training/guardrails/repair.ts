import type { AnyStep, GeneratedWeek, WorkoutDetails, WorkoutSport, WorkoutStep } from '../../schemas/training';
import { numberSteps } from '../steps';
import { powerPercent } from '../zones';
import { agreeingName } from './name-steps';
import { GARMIN_LIMITS, sumStepSeconds } from './workout-limits';

/** Heart-rate zone for a bike step the model gave a speed: by its share of threshold speed when known, else by its intensity. */
function bikeZone(s: WorkoutStep, bikeThreshold: number | undefined): number {
  const lo = s.targetValueLow ?? s.targetValue;
  const hi = s.targetValueHigh ?? s.targetValue;
  if (bikeThreshold && lo && hi) {
    const r = (lo + hi) / 2 / bikeThreshold;
    return r >= 0.95 ? 4 : r >= 0.85 ? 3 : r >= 0.7 ? 2 : 1;
  }
  return s.intensity === 'INTERVAL' ? 4 : s.intensity === 'ACTIVE' ? 2 : 1;
}

const bandOf = (zone: number) => {
  const { low, high } = powerPercent(zone);
  return { targetValueLow: low, targetValueHigh: high };
};

/** What a repair may know of the athlete: the bike threshold speed (m/s) a bike speed target is judged against. */
export interface RepairTargets {
  bikeThreshold?: number;
  /** With the athlete's FTP the zone becomes its power band in % of FTP instead of a heart-rate zone. */
  ftp?: number | null;
}

function repairStep(step: WorkoutStep, sport: WorkoutSport, targets: RepairTargets = {}): WorkoutStep {
  // Never a bare speed on the bike (hills and wind make it meaningless): a heart-rate zone instead (decision record 024).
  const s: WorkoutStep =
    sport === 'CYCLING' && (step.targetType === 'SPEED' || step.targetType === 'PACE')
      ? targets.ftp
        ? { ...step, targetType: 'POWER', targetValue: null, ...bandOf(bikeZone(step, targets.bikeThreshold)) }
        : {
            ...step,
            targetType: 'HEART_RATE',
            targetValue: bikeZone(step, targets.bikeThreshold),
            targetValueLow: null,
            targetValueHigh: null,
          }
      : step;
  const out = { ...s, description: s.description.slice(0, GARMIN_LIMITS.stepDescription) };
  if (out.targetType === 'HEART_RATE') {
    const z = out.targetValue ?? out.targetValueHigh ?? out.targetValueLow ?? 2;
    out.targetValue = Math.min(5, Math.max(1, Math.round(z)));
    out.targetValueLow = null;
    out.targetValueHigh = null;
  } else if (out.targetType === 'POWER') {
    const lo = out.targetValueLow ?? out.targetValue;
    const hi = out.targetValueHigh ?? out.targetValue;
    if (sport !== 'CYCLING' || lo === null || hi === null || lo <= 0 || hi <= 0)
      return { ...out, targetType: 'OPEN', targetValue: null, targetValueLow: null, targetValueHigh: null };
    // A model may give a fraction of FTP (0.56-0.75) instead of percent.
    const pct = (v: number) => Math.round(v <= 2 ? v * 100 : v);
    out.targetValue = null;
    out.targetValueLow = Math.min(pct(lo), pct(hi));
    out.targetValueHigh = Math.max(pct(lo), pct(hi));
  } else if (out.targetType === 'PACE' || out.targetType === 'SPEED') {
    const lo = out.targetValueLow ?? out.targetValue;
    const hi = out.targetValueHigh ?? out.targetValue;
    if (lo === null || hi === null || lo <= 0 || hi <= 0)
      return { ...out, targetType: 'OPEN', targetValue: null, targetValueLow: null, targetValueHigh: null };
    out.targetValue = null;
    out.targetValueLow = Math.min(lo, hi);
    out.targetValueHigh = Math.max(lo, hi);
  } else {
    out.targetValue = null;
    out.targetValueLow = null;
    out.targetValueHigh = null;
  }
  const paceless = sport === 'STRENGTH_TRAINING' && (out.targetType === 'PACE' || out.targetType === 'SPEED');
  if (paceless || (sport === 'SWIMMING' && (out.targetType === 'HEART_RATE' || out.targetType === 'SPEED'))) {
    return { ...out, targetType: 'OPEN', targetValue: null, targetValueLow: null, targetValueHigh: null };
  }
  out.durationValue = Math.max(1, Math.round(out.durationValue));
  return out;
}

/**
 * Deterministic fixes that never change the training content: text lengths, target shapes (zones as integers 1-5,
 * pace/speed low <= high, OPEN without values, swim targets PACE/OPEN, strength targets HR/OPEN), step numbering and
 * estimatedDurationInSecs recomputed from the steps, the repeat set and duration a name states rewritten from the steps
 * (agreeingName), bike speed targets turned into heart-rate zones. A workout over Garmin's 100-step limit is NOT
 * repaired.
 */
export function repairWorkout(w: WorkoutDetails, targets: RepairTargets = {}): WorkoutDetails {
  const steps: AnyStep[] = w.steps.map((s) =>
    s.type === 'WorkoutRepeatStep'
      ? {
          ...s,
          repeatValue: Math.min(99, Math.max(1, Math.round(s.repeatValue))),
          steps: s.steps.map((c) => repairStep(c, w.sport, targets)),
        }
      : repairStep(s, w.sport, targets),
  );
  const numbered = numberSteps(steps);
  const estimatedDurationInSecs = Math.round(sumStepSeconds(numbered, w.sport));
  const name = agreeingName({
    workoutName: w.workoutName.trim(),
    sport: w.sport,
    steps: numbered,
    estimatedDurationInSecs,
  });
  return {
    workoutName: (name || `${w.sport[0]}${w.sport.slice(1).toLowerCase()} workout`).slice(0, GARMIN_LIMITS.workoutName),
    description: w.description.slice(0, GARMIN_LIMITS.workoutDescription),
    sport: w.sport,
    steps: numbered,
    estimatedDurationInSecs,
  };
}

/** Repairs every workout and sorts the week by day. Scheduling problems (days, hard days, ramp) are not repairable. */
export function repairWeek(week: GeneratedWeek, targets: RepairTargets = {}): GeneratedWeek {
  return {
    goal: week.goal,
    overview: week.overview,
    workouts: week.workouts
      .map((w) => ({ day: w.day, workoutDetails: repairWorkout(w.workoutDetails, targets) }))
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)),
  };
}
