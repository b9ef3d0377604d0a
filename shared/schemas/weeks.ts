import * as z from 'zod';
import type { AdaptationChangeFacts, AdaptationPhrase } from './adaptation-facts';
import { idSchema, isoDateSchema } from './common';
import type { ActivitySource, WorkoutOutcome, WorkoutReportView } from './activities';
import {
  sportSchema,
  trainingStyleSchema,
  workoutDetailsSchema,
  workoutRepeatStepSchema,
  workoutStepSchema,
  type TrainingStyle,
  type WorkoutDetails,
} from './training';

export const MODIFY_PROMPT_REQUIRED = 'Please enter a modification request';

export type WeekStatus = 'generating' | 'ready' | 'failed';

/** Week (client view). */
export interface WeekView {
  id: string;
  trainingPlanId: string;
  firstDay: string;
  trainingStyle: TrainingStyle;
  active: boolean;
  deleted: boolean;
  status: WeekStatus;
  error?: string;
  requirementsPrompt: string;
  summary?: unknown;
  /** How the coach adapted the week to the last weeks, one change per workout with its reason. */
  adaptation?: WeekAdaptationView;
  createdAt: string;
}

export type AdaptationChangeKind = 'shortened' | 'eased' | 'recovery' | 'lengthened';

export interface WeekAdaptationView {
  /** 'proposed' until the athlete accepts all (rejecting one leaves the others proposed). */
  status: 'proposed' | 'accepted';
  /** What the coach read from the last weeks ('Two runs missed last week'). */
  reasons: string[];
  /** The reasons as codes and numbers, for the reader's language (absent on weeks adapted before they were kept). */
  phrases?: AdaptationPhrase[];
  changes: Array<{
    index: number;
    workoutId: string;
    kind: AdaptationChangeKind;
    day: string;
    /** The sentence in the language the week was made in; `facts` writes it in the reader's. */
    text: string;
    facts?: AdaptationChangeFacts;
    rejected: boolean;
  }>;
}

/** Before creating a week: what the coach read from the last weeks and the changes it would make to the plan's week. */
export interface AdaptationPreview {
  reasons: string[];
  changes: string[];
  /** The same as codes and numbers, for the reader's language. */
  phrases?: AdaptationPhrase[];
  changeFacts?: AdaptationChangeFacts[];
}

export const adaptationPreviewQuery = z.object({ trainingPlanId: idSchema }).strict();
export const rejectAdaptationChangeBody = z
  .object({
    index: z
      .number({ error: 'index must be a number' })
      .int('index must be a whole number')
      .min(0, 'index must be 0 or more')
      .max(50, 'No such change'),
  })
  .strict();

/** Workout (client view). */
export interface WorkoutView {
  id: string;
  weekId: string;
  day: string | null;
  isCompleted: boolean;
  userNotes: string | null;
  aiSummary: string | null;
  aiTaskId: string | null;
  workoutDetails: WorkoutDetails;
  garminWorkoutId?: string;
  /** On the watch (sent), queued while Garmin is busy (sending), or the last send failed (with the reason); null when never sent. */
  garminSyncStatus?: 'sent' | 'sending' | 'failed' | null;
  garminSyncError?: string | null;
  matchedActivityId?: string;
  /** What became of it: done, skipped, missed (an automatic source says so), not reported, or still planned. */
  outcome?: WorkoutOutcome;
  /** The athlete's own report (done / done but different / skipped with a reason). */
  report?: WorkoutReportView;
  createdAt: string;
}

export interface ActivityView {
  id: string;
  activityType: string;
  startTime: string;
  durationInSeconds: number;
  distanceInMeters: number | null;
  averageHeartRate: number | null;
  /** The highest heart rate of the activity, when the watch sent one. */
  maxHeartRate?: number | null;
  description: string;
  activitySummary: { startTimeInSeconds: number; activityName: string };
  source: ActivitySource | string;
  /** Other sources that delivered the same session (kept once, the richer record wins). */
  alsoFrom?: string[];
  /** The uploaded file's name, for activities from an upload. */
  fileName?: string;
  /** Session RPE 1-10 and the athlete's note, for logged sessions. */
  rpe?: number | null;
  note?: string | null;
  movingTimeInSeconds?: number | null;
  elevationGainInMeters?: number | null;
  averagePower?: number | null;
  normalizedPower?: number | null;
  poolLengthInMeters?: number | null;
  /** The provider marks the activity private (Strava's "Only You"); refreshed when the athlete changes it there. */
  isPrivate?: boolean;
  /** The planned workout this activity completed, if any. */
  matchedWorkoutId?: string | null;
  createdAt: string;
}

export const createWeekBody = z
  .object({
    trainingStyle: z.string().trim().pipe(trainingStyleSchema).optional().default('classic'),
    requirementsPrompt: z
      .string()
      .max(4000, 'Requirements must be at most 4000 characters')
      .optional()
      .nullable()
      .transform((v) => v ?? ''),
    trainingPlanId: idSchema,
    retry: z.boolean().optional().default(false),
    weekId: idSchema.optional().nullable(),
  })
  .strict();
export type CreateWeekBody = z.output<typeof createWeekBody>;

export const updateWeekBody = z
  .object({
    active: z.literal(false).optional(),
    trainingStyle: z.literal('flow', { error: 'The training style can only be switched to flow' }).optional(),
  })
  .strict()
  .refine((b) => b.active !== undefined || b.trainingStyle !== undefined, 'Send active=false or trainingStyle=flow');
export type UpdateWeekBody = z.output<typeof updateWeekBody>;

export const weekIdParams = z.object({ weekId: idSchema });
export const sessionParams = z.object({ sessionId: idSchema });
export const taskParams = z.object({ taskId: idSchema });

export const scheduleBody = z.object({ date: isoDateSchema }).strict();
export const noteBody = z
  .object({ note: z.string({ error: 'Note is required' }).trim().max(2000, 'Notes are limited to 2000 characters') })
  .strict();
export const modifyBody = z
  .object({
    prompt: z
      .string({ error: MODIFY_PROMPT_REQUIRED })
      .trim()
      .min(1, MODIFY_PROMPT_REQUIRED)
      .max(2000, 'The request is limited to 2000 characters'),
  })
  .strict();
/** An athlete's workout as sent to us: the coach's schema with its free text and step counts capped (stored and shown as is). */
export const WORKOUT_BODY_LIMITS = { name: 200, description: 4000, stepDescription: 1000, steps: 100 } as const;
const stepBody = workoutStepSchema.extend({
  description: z
    .string()
    .max(
      WORKOUT_BODY_LIMITS.stepDescription,
      `A step's description is limited to ${WORKOUT_BODY_LIMITS.stepDescription} characters`,
    ),
});
const stepsBody = <T extends z.ZodType>(step: T) =>
  z.array(step).min(1).max(WORKOUT_BODY_LIMITS.steps, `A workout is limited to ${WORKOUT_BODY_LIMITS.steps} steps`);
export const workoutDetailsBody = workoutDetailsSchema.extend({
  workoutName: z
    .string()
    .max(WORKOUT_BODY_LIMITS.name, `The workout name is limited to ${WORKOUT_BODY_LIMITS.name} characters`),
  description: z
    .string()
    .max(
      WORKOUT_BODY_LIMITS.description,
      `The workout description is limited to ${WORKOUT_BODY_LIMITS.description} characters`,
    ),
  steps: stepsBody(z.union([stepBody, workoutRepeatStepSchema.extend({ steps: stepsBody(stepBody) })])),
});
export const saveModifiedBody = z.object({ workoutDetails: workoutDetailsBody }).strict();
export const generateWorkoutBody = z
  .object({
    sportType: sportSchema,
    trainingPlanId: idSchema.optional().nullable(),
    weekId: idSchema,
    dayOfWeek: z.string().trim().max(20).optional().nullable(),
    prompt: z.string().trim().max(2000).optional().nullable(),
  })
  .strict();
export const saveWorkoutBody = z
  .object({ workoutDetails: workoutDetailsBody, weekId: idSchema, aiTaskId: idSchema })
  .strict();
export const completeSummaryBody = z.object({ taskId: idSchema }).strict();
export const activitiesQuery = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });

export { FLOW_DEFAULT_PROMPT } from './flow-prompt';
