import type { AnyStep, WorkoutSport, WorkoutStep } from '../../schemas/training';
import { SPORT_INTENSITY } from '../../progress/load';
import { stepSeconds } from '../guardrails/workout-limits';
import { KEY_OF } from '../profile';
import { HR_OF_THRESHOLD, powerZone, speedZone, type Zone } from '../zones';

/**
 * The load a planned workout will add, on the scale of the recorded activities' load (one hour at lactate threshold
 * = 100; hrTSS: hours * IF^2 * 100), so a planned week and the weeks already trained can be added up.
 *
 * Each step's intensity factor is the middle of its heart-rate zone as a fraction of threshold heart rate (Friel's
 * zones, `HR_OF_THRESHOLD`): a heart-rate target gives its zone; a pace or speed target gives the zone its speed falls
 * in against the athlete's threshold pace or CSS; a step without a usable target takes the intensity its type says
 * (warm-up, cool-down, recovery and rest: zone 1; interval: zone 4) or, for steady work, the sport's assumed steady
 * intensity, the same the duration method uses for an activity without heart rate.
 */
const zoneFactor = (zone: Zone) => (HR_OF_THRESHOLD[zone][0] + HR_OF_THRESHOLD[zone][1]) / 2;

export interface PlannedLoadContext {
  /** Run threshold pace (s/km) and CSS (s/100 m), when known: pace targets are then read as zones. */
  runThresholdPace?: number | null;
  swimCss?: number | null;
}

function stepFactor(step: WorkoutStep, sport: WorkoutSport, context: PlannedLoadContext): number {
  // A strength circuit: work at the intensity assumed for sports without heart rate, rests at zone 1.
  if (sport === 'STRENGTH_TRAINING')
    return step.intensity === 'REST' || step.intensity === 'RECOVERY' ? zoneFactor(1) : SPORT_INTENSITY.other;
  if (step.targetType === 'HEART_RATE' && step.targetValue != null)
    return zoneFactor(Math.min(5, Math.max(1, Math.round(step.targetValue))) as Zone);
  if (step.targetType === 'POWER' && step.targetValueLow && step.targetValueHigh)
    return zoneFactor(powerZone((step.targetValueLow + step.targetValueHigh) / 2));
  if ((step.targetType === 'PACE' || step.targetType === 'SPEED') && step.targetValueLow && step.targetValueHigh) {
    const zone = speedZone((step.targetValueLow + step.targetValueHigh) / 2, sport, {
      runThresholdPace: context.runThresholdPace ?? null,
      swimCss: context.swimCss ?? null,
    });
    if (zone) return zoneFactor(zone);
  }
  if (step.intensity === 'INTERVAL') return zoneFactor(4);
  if (step.intensity === 'ACTIVE') return SPORT_INTENSITY[KEY_OF[sport]];
  return zoneFactor(1);
}

function stepsLoad(steps: readonly AnyStep[], sport: WorkoutSport, context: PlannedLoadContext): number {
  return steps.reduce((total, s) => {
    if (s.type === 'WorkoutRepeatStep') return total + s.repeatValue * stepsLoad(s.steps, sport, context);
    const factor = stepFactor(s, sport, context);
    return total + (stepSeconds(s, sport) / 3600) * factor * factor * 100;
  }, 0);
}

/** The workout's planned load, one decimal. */
export function plannedLoad(
  details: { sport: WorkoutSport; steps: readonly AnyStep[] },
  context: PlannedLoadContext = {},
): number {
  return Math.round(stepsLoad(details.steps, details.sport, context) * 10) / 10;
}
