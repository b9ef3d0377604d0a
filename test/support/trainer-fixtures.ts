import type { ThresholdValues } from '@shared/schemas/thresholds';
import type { AnyStep, StepIntensity, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';

/**
 * Workouts for the indoor-file tests, with what each file must hold worked out by hand from the rules in
 * docs/decisions/014-trainer-files.md (not by calling the generator): durations in seconds, targets as fractions.
 */

type Target = Pick<WorkoutStep, 'targetType' | 'targetValue' | 'targetValueLow' | 'targetValueHigh'>;
const open: Target = { targetType: 'OPEN', targetValue: null, targetValueLow: null, targetValueHigh: null };
const hr = (zone: number): Target => ({
  targetType: 'HEART_RATE',
  targetValue: zone,
  targetValueLow: null,
  targetValueHigh: null,
});
const pace = (low: number, high: number): Target => ({
  targetType: 'PACE',
  targetValue: null,
  targetValueLow: low,
  targetValueHigh: high,
});
const speed = (low: number, high: number): Target => ({
  targetType: 'SPEED',
  targetValue: null,
  targetValueLow: low,
  targetValueHigh: high,
});

function step(
  intensity: StepIntensity,
  length: { secs: number } | { metres: number },
  target: Target,
  description: string,
): WorkoutStep {
  const time = 'secs' in length;
  return {
    type: 'WorkoutStep',
    stepOrder: null,
    intensity,
    description,
    durationType: time ? 'TIME' : 'DISTANCE',
    durationValue: time ? length.secs : length.metres,
    ...target,
  };
}
const repeat = (times: number, steps: WorkoutStep[]): AnyStep => ({
  type: 'WorkoutRepeatStep',
  stepOrder: null,
  repeatValue: times,
  steps,
});

export const THRESHOLDS: ThresholdValues = {
  maxHr: 190,
  thresholdHr: 160,
  runThresholdPace: 300,
  swimCss: null,
  ftp: 250,
};
export const NO_FTP: ThresholdValues = { ...THRESHOLDS, ftp: null };

/** A free stretch (heart rate, speed, open) says its target in words; a held one is fractions from start to end. */
export type Expected =
  | { seconds: number; free: true; says: string[]; held: [number, number] }
  | { seconds: number; free: false; from: number; to: number };

const free = (seconds: number, held: [number, number], ...says: string[]): Expected => ({
  seconds,
  free: true,
  says,
  held,
});
const held = (seconds: number, from: number, to = from): Expected => ({ seconds, free: false, from, to });

/** Every bike target the model has (heart rate, speed, open), repeats of two and three steps, a distance step. */
export const BIKE: WorkoutDetails = {
  workoutName: 'Bike <Threshold> & "Friends"',
  description: 'Threshold blocks with a 5 km steady part.\nKeep it smooth.',
  sport: 'CYCLING',
  estimatedDurationInSecs: 5442,
  steps: [
    step('WARMUP', { secs: 600 }, hr(1), 'Spin easy'),
    repeat(4, [step('INTERVAL', { secs: 300 }, hr(4), 'Threshold'), step('RECOVERY', { secs: 120 }, hr(1), 'Easy')]),
    step('ACTIVE', { secs: 1200 }, open, 'Steady'),
    step('ACTIVE', { metres: 5000 }, speed(8.0, 8.6), 'Hold the speed'),
    repeat(3, [
      step('INTERVAL', { secs: 60 }, hr(5), 'Hard'),
      step('RECOVERY', { secs: 60 }, hr(2), 'Spin'),
      step('REST', { secs: 30 }, open, 'Rest'),
    ]),
    step('COOLDOWN', { secs: 600 }, hr(1), 'Cool down'),
  ],
};

/** Zwift: every bike step here is ridden by heart rate, speed or feel. `held` is what ERG/MRC hold (FTP fractions). */
export const BIKE_EXPECTED: Expected[] = [
  free(600, [0.45, 0.55], 'Spin easy', 'heart rate: zone 1 (104–134 bpm)'),
  ...Array.from({ length: 4 }, () => [
    free(300, [0.98, 0.98], 'Threshold', 'zone 4 (152–158 bpm)'),
    free(120, [0.5, 0.5], 'Easy', 'zone 1'),
  ]).flat(),
  free(1200, [0.655, 0.655], 'Steady'),
  free(602, [0.655, 0.655], 'Hold the speed', 'km/h'),
  ...Array.from({ length: 3 }, () => [
    free(60, [1.13, 1.13], 'Hard', 'zone 5'),
    free(60, [0.655, 0.655], 'Spin', 'zone 2'),
    free(30, [0.5, 0.5], 'Rest'),
  ]).flat(),
  free(600, [0.55, 0.45], 'Cool down', 'zone 1'),
];

/** Pace targets (fractions of threshold speed, 1000/300 m/s) with heart-rate and open steps between them. */
export const RUN: WorkoutDetails = {
  workoutName: 'Run 5×1 km',
  description: 'Kilometre repeats at 10 km pace.',
  sport: 'RUNNING',
  estimatedDurationInSecs: 4000,
  steps: [
    step('WARMUP', { secs: 600 }, pace(2.5, 2.7), 'Build up'),
    repeat(5, [
      step('INTERVAL', { metres: 1000 }, pace(3.4, 3.6), '1 km fast'),
      step('RECOVERY', { secs: 90 }, pace(2.4, 2.6), 'Jog'),
    ]),
    repeat(2, [
      step('ACTIVE', { secs: 300 }, pace(3.0, 3.2), 'Tempo'),
      step('ACTIVE', { secs: 60 }, hr(2), 'Relax'),
      step('RECOVERY', { secs: 60 }, open, 'Walk'),
    ]),
    step('WARMUP', { secs: 120 }, pace(2.8, 3.0), 'Build again'),
    step('ACTIVE', { secs: 600 }, hr(3), 'Steady by feel'),
    step('COOLDOWN', { secs: 300 }, pace(2.3, 2.5), 'Jog home'),
  ],
};

export const RUN_EXPECTED: Expected[] = [
  held(600, 0.75, 0.81),
  ...Array.from({ length: 5 }, () => [held(286, 1.05), held(90, 0.75)]).flat(),
  ...Array.from({ length: 2 }, () => [
    held(300, 0.93),
    free(60, [0.655, 0.655], 'Relax', 'Run by heart rate: zone 2 (136–142 bpm)'),
    free(60, [0.5, 0.5], 'Walk'),
  ]).flat(),
  held(120, 0.84, 0.9),
  free(600, [0.83, 0.83], 'Steady by feel', 'zone 3'),
  held(300, 0.75, 0.69),
];

/** Which Zwift elements the run becomes: the 2-step repeat is one IntervalsT, the 3-step one is written out. */
export const RUN_ELEMENTS = [
  'Warmup',
  'IntervalsT',
  'SteadyState',
  'FreeRide',
  'FreeRide',
  'SteadyState',
  'FreeRide',
  'FreeRide',
  'Ramp',
  'FreeRide',
  'Cooldown',
];

export const SWIM: WorkoutDetails = {
  workoutName: 'Swim',
  description: 'Pool',
  sport: 'SWIMMING',
  estimatedDurationInSecs: 1800,
  steps: [step('ACTIVE', { metres: 1500 }, open, 'Swim')],
};
