/**
 * Training contracts shared by the engine (`shared/training`), the OpenAI provider, the plans/weeks/workouts
 * services and the web app.
 *
 * OpenAI strict structured outputs: every field is required (nullable instead of optional), objects are closed,
 * unions are plain `anyOf` (z.union), output strings carry no minLength/maxLength (strict mode
 * refuses them): text limits are
 * enforced by the guardrails (`checkWorkout`) and applied by `repairWorkout`. Records with arbitrary keys are not
 * allowed in strict mode, so:
 *   - `planOverviewSchema` is the STORED / API form the seed describes: weeklyFocus and weeklyVolume are maps keyed
 *     by the week number as a string ("1", "2", ...).
 *   - `planOverviewAiSchema` is the strict variant to hand to `zodTextFormat`: the same content with weeklyFocus and
 *     weeklyVolume as arrays `[{ week, ... }]`. Convert with `planOverviewFromAi` / `planOverviewToAi`.
 * All other output schemas (workoutDetailsSchema, generatedWeekSchema, weekSummarySchema, modifiedWorkoutSchema)
 * are strict-ready as they are.
 *
 * Units (Garmin Training API v2 compatible):
 *   - durationValue: seconds when durationType is TIME, metres when DISTANCE. Swims are distance-based.
 *   - targetType HEART_RATE: targetValue is the zone 1-5; targetValueLow/High are null.
 *   - targetType PACE and SPEED: targetValueLow/High are SPEED IN METRES PER SECOND (Garmin gives PACE as m/s too),
 *     low = slower, high = faster; targetValue is null. Display: cycling km/h = m/s * 3.6; pace min/km =
 *     1000 / m/s / 60; swim pace min/100 m = 100 / m/s / 60.
 *   - targetType POWER (bike only): targetValueLow/High are PERCENT OF FTP (e.g. 56-75), targetValue is null; Garmin
 *     takes them with targetValueType PERCENT, FIT as 0-1000 % FTP, ZWO as fractions.
 *   - targetType OPEN: all three target values are null.
 *   - weeklyVolume run/bike/swim: planned training TIME in MINUTES per sport for that week (integers).
 *   - Event distances: swim metres, bike and run km, elevation metres (seed section 9).
 */
import * as z from 'zod';
import { WEEKDAYS } from '../calendar/weekdays';
import { planFactsSchema } from './plan-facts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format');

export const sportSchema = z.enum(['SWIMMING', 'CYCLING', 'RUNNING']);
export type Sport = z.infer<typeof sportSchema>;
/** A workout's sport: the three race sports, or strength and mobility work (Garmin's STRENGTH_TRAINING). */
export const workoutSportSchema = z.enum(['SWIMMING', 'CYCLING', 'RUNNING', 'STRENGTH_TRAINING']);
export type WorkoutSport = z.infer<typeof workoutSportSchema>;

export const stepIntensitySchema = z.enum(['WARMUP', 'ACTIVE', 'INTERVAL', 'RECOVERY', 'REST', 'COOLDOWN']);
export type StepIntensity = z.infer<typeof stepIntensitySchema>;

export const durationTypeSchema = z.enum(['TIME', 'DISTANCE']);
export const targetTypeSchema = z.enum(['OPEN', 'HEART_RATE', 'PACE', 'SPEED', 'POWER']);
export type TargetType = z.infer<typeof targetTypeSchema>;

export const workoutStepSchema = z
  .object({
    type: z.literal('WorkoutStep'),
    stepOrder: z.number().int().min(1).nullable(),
    intensity: stepIntensitySchema,
    description: z.string(),
    durationType: durationTypeSchema,
    durationValue: z.number().positive(),
    targetType: targetTypeSchema,
    targetValue: z.number().nullable(),
    targetValueLow: z.number().nullable(),
    targetValueHigh: z.number().nullable(),
  })
  .strict();
export type WorkoutStep = z.infer<typeof workoutStepSchema>;

/** One level of nesting: a repeat holds plain steps only (what Garmin devices execute reliably). */
export const workoutRepeatStepSchema = z
  .object({
    type: z.literal('WorkoutRepeatStep'),
    stepOrder: z.number().int().min(1).nullable(),
    repeatValue: z.number().int().min(1).max(99),
    steps: z.array(workoutStepSchema).min(1),
  })
  .strict();
export type WorkoutRepeatStep = z.infer<typeof workoutRepeatStepSchema>;

export const anyStepSchema = z.union([workoutStepSchema, workoutRepeatStepSchema]);
export type AnyStep = z.infer<typeof anyStepSchema>;

export const workoutDetailsSchema = z
  .object({
    workoutName: z.string(),
    description: z.string(),
    sport: workoutSportSchema,
    steps: z.array(anyStepSchema).min(1),
    estimatedDurationInSecs: z.number().int().min(0),
  })
  .strict();
export type WorkoutDetails = z.infer<typeof workoutDetailsSchema>;

export const sportVolumeSchema = z
  .object({ run: z.number().min(0), bike: z.number().min(0), swim: z.number().min(0) })
  .strict();
/** Minutes of planned training time per sport. */
export type SportVolume = z.infer<typeof sportVolumeSchema>;

export const trainingPhaseSchema = z
  .object({
    phaseName: z.string(),
    focus: z.string(),
    description: z.string(),
    keyConsiderations: z.string(),
    startDate: isoDay,
    endDate: isoDay,
  })
  .strict();
export type TrainingPhase = z.infer<typeof trainingPhaseSchema>;

export const workoutTypeSchema = z.object({ name: z.string(), description: z.string() }).strict();

const planOverviewCommon = {
  eventDescription: z.string(),
  overallStrategySummary: z.string(),
  targetEvent: isoDay,
  totalWeeks: z.number().int().min(1).max(104),
  trainingPhases: z.array(trainingPhaseSchema).min(1),
  workoutTypes: z.array(workoutTypeSchema),
  notes: z.string(),
  trainingTips: z.array(z.string()),
  nutrition: z.string(),
  recovery: z.string(),
};

/** Stored / API form (seed): weeklyFocus and weeklyVolume are maps keyed by week number ("1".."N"). */
export const planOverviewSchema = z
  .object({
    ...planOverviewCommon,
    weeklyFocus: z.record(z.string().regex(/^\d+$/), z.string()),
    weeklyVolume: z.record(z.string().regex(/^\d+$/), sportVolumeSchema),
    /** The engine's overview as codes, rendered in the reader's language; absent in a model's or an older plan. */
    facts: planFactsSchema.optional(),
  })
  .strict();
export type PlanOverview = z.infer<typeof planOverviewSchema>;

/** Strict structured-output form: the maps become arrays. */
export const planOverviewAiSchema = z
  .object({
    ...planOverviewCommon,
    weeklyFocus: z.array(z.object({ week: z.number().int().min(1), focus: z.string() }).strict()),
    weeklyVolume: z.array(
      z
        .object({
          week: z.number().int().min(1),
          run: z.number().min(0),
          bike: z.number().min(0),
          swim: z.number().min(0),
        })
        .strict(),
    ),
  })
  .strict();
export type PlanOverviewAi = z.infer<typeof planOverviewAiSchema>;

export function planOverviewFromAi(ai: PlanOverviewAi): PlanOverview {
  const { weeklyFocus, weeklyVolume, ...rest } = ai;
  return {
    ...rest,
    weeklyFocus: Object.fromEntries(weeklyFocus.map((f) => [String(f.week), f.focus])),
    weeklyVolume: Object.fromEntries(
      weeklyVolume.map((v) => [String(v.week), { run: v.run, bike: v.bike, swim: v.swim }]),
    ),
  };
}

export function planOverviewToAi(plan: PlanOverview): PlanOverviewAi {
  const { weeklyFocus, weeklyVolume, facts: _facts, ...rest } = plan;
  const byWeek = (a: [string, unknown], b: [string, unknown]) => Number(a[0]) - Number(b[0]);
  return {
    ...rest,
    weeklyFocus: Object.entries(weeklyFocus)
      .sort(byWeek)
      .map(([week, focus]) => ({ week: Number(week), focus })),
    weeklyVolume: Object.entries(weeklyVolume)
      .sort(byWeek)
      .map(([week, v]) => ({ week: Number(week), run: v.run, bike: v.bike, swim: v.swim })),
  };
}

export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const eventInputSchema = z
  .object({
    name: z.string().min(1),
    date: isoDay,
    type: z.string().min(1),
    swimDistance: z.number().min(0).nullable(), // metres
    bikeDistance: z.number().min(0).nullable(), // km
    runDistance: z.number().min(0).nullable(), // km
    bikeElevation: z.number().min(0).nullable(), // metres
    runElevation: z.number().min(0).nullable(), // metres
  })
  .strict();
export type EventInput = z.infer<typeof eventInputSchema>;

export const fitnessSchema = z
  .object({
    swimLevel: z.number().min(0).max(100),
    bikeLevel: z.number().min(0).max(100),
    runLevel: z.number().min(0).max(100),
  })
  .strict();
export type Fitness = z.infer<typeof fitnessSchema>;

/**
 * What the athlete trains now, in minutes: a week's time per sport and the longest recent session per sport (from
 * the last 4-6 weeks of recorded activities, else as stated in onboarding). The plan starts from there.
 */
const minutes = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a number of minutes` })
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is more than ${max / 60} hours`);
const perSport = (max: number, what: string) =>
  z
    .object({
      swim: minutes(max, `Swim ${what}`),
      bike: minutes(max, `Bike ${what}`),
      run: minutes(max, `Run ${what}`),
    })
    .strict();
export const currentTrainingSchema = z
  .object({ weeklyMinutes: perSport(40 * 60, 'time a week'), longestMinutes: perSport(10 * 60, 'longest session') })
  .strict();
export type CurrentTraining = z.infer<typeof currentTrainingSchema>;

export const planInputSchema = z
  .object({
    primaryEvent: eventInputSchema,
    secondaryEvents: z.array(eventInputSchema).max(2),
    fitness: fitnessSchema,
    currentTraining: currentTrainingSchema.nullable().optional(),
    workoutDays: z.array(weekdaySchema),
    workoutsPerWeek: z.number().int().min(1).max(14),
    trainingPreferences: z.string().nullable(),
    personalDescription: z.string().nullable(),
    planStarts: isoDay,
    today: isoDay,
  })
  .strict();
export type PlanInput = z.infer<typeof planInputSchema>;

export const generatedWorkoutSchema = z.object({ day: isoDay, workoutDetails: workoutDetailsSchema }).strict();
export type GeneratedWorkout = z.infer<typeof generatedWorkoutSchema>;

export const generatedWeekSchema = z
  .object({ goal: z.string(), overview: z.string(), workouts: z.array(generatedWorkoutSchema) })
  .strict();
export type GeneratedWeek = z.infer<typeof generatedWeekSchema>;

export const trainingStyleSchema = z.enum(['classic', 'flexible', 'flow']);
export type TrainingStyle = z.infer<typeof trainingStyleSchema>;

/** Result of a modification request (engine and OpenAI). */
export const modifiedWorkoutSchema = z
  .object({ workout: workoutDetailsSchema, understood: z.boolean(), explanation: z.string() })
  .strict();
export type ModifiedWorkout = z.infer<typeof modifiedWorkoutSchema>;

/** A recorded activity as the engine needs it. startTime: ISO; its first 10 characters are taken as the day. */
export const activityInputSchema = z
  .object({
    id: z.string(),
    activityType: z.string(), // RUNNING, SWIMMING, CYCLING, or anything else (ignored for matching)
    startTime: z.string(),
    durationSecs: z.number().min(0),
    distanceMeters: z.number().min(0).nullable().optional(),
    averageHeartRate: z.number().min(0).nullable().optional(),
  })
  .strict();
export type ActivityInput = z.infer<typeof activityInputSchema>;

const sportSummarySchema = z
  .object({
    plannedMinutes: z.number().min(0),
    doneMinutes: z.number().min(0),
    plannedSessions: z.number().int().min(0),
    doneSessions: z.number().int().min(0),
  })
  .strict();

export const weekSummarySchema = z
  .object({
    compliancePercent: z.number().min(0).max(100), // share of planned minutes that was completed
    volumeBySport: z.object({ swim: sportSummarySchema, bike: sportSummarySchema, run: sportSummarySchema }).strict(),
    missedKeySessions: z.array(z.string()), // workout names of missed hard or long sessions
    analysis: z.string(),
    nextWeekSuggestions: z.array(z.string()),
    matchedWorkouts: z.array(z.object({ workoutId: z.string(), activityId: z.string(), reason: z.string() }).strict()),
  })
  .strict();
export type WeekSummary = z.infer<typeof weekSummarySchema>;

/** Guardrail verdict. ok = no errors; warnings never block storing. */
export type GuardrailResult = { ok: boolean; errors: string[]; warnings: string[] };
