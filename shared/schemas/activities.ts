import * as z from 'zod';
import { isoDateSchema } from './common';
import {
  FEELINGS,
  LOG_SPORTS,
  MAX_UPLOAD_BASE64_CHARS,
  MAX_UPLOAD_FILES,
  SKIP_REASONS,
  type Feeling,
  type SkipReason,
} from './activity-names';

// The lists and limits live apart (no zod there) for screens that need only them.

export {
  ACTIVITY_SOURCES,
  AUTOMATIC_SOURCES,
  FEELINGS,
  LOG_SPORTS,
  MAX_UPLOAD_BASE64_CHARS,
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_FILES,
  SKIP_REASONS,
  type ActivitySource,
  type Feeling,
  type LogSport,
  type SkipReason,
} from './activity-names';

/** What became of a planned workout, as the coach reads it. */
export type WorkoutOutcome =
  /** Its day has not passed yet and nothing was recorded or reported. */
  | 'planned'
  /** Completed: by a recorded activity (any source) or the athlete's 'done' / 'done, but different'. */
  | 'done'
  | 'skipped'
  /** Past, nothing recorded, and an automatic source delivered activities on or after its day. */
  | 'missed'
  /** Past, nothing recorded, no automatic source to say otherwise: the coach does not know. */
  | 'not-reported';

/** The athlete's own word on a planned workout (undo removes it). */
export interface WorkoutReportView {
  status: 'done' | 'changed' | 'skipped';
  reason?: SkipReason;
  /** How a 'changed' session felt. */
  feel?: Feeling;
  note?: string;
  /** The manual activity a 'done' / 'changed' report created. */
  activityId?: string;
  reportedAt: string;
}

const noteField = z.string({ error: 'Note must be text' }).trim().max(1000, 'Notes are limited to 1000 characters');
const minutesField = z
  .number({ error: 'Duration must be a number of minutes' })
  .int('Duration must be whole minutes')
  .min(1, 'Duration must be at least 1 minute')
  .max(1440, 'Duration must be at most 24 hours');
const distanceField = z
  .number({ error: 'Distance must be a number' })
  .min(0, 'Distance cannot be negative')
  .max(1000, 'Distance must be at most 1000 km');
const heartRateField = z
  .number({ error: 'Heart rate must be a number' })
  .int('Heart rate must be a whole number')
  .min(30, 'Heart rate must be at least 30 bpm')
  .max(240, 'Heart rate must be at most 240 bpm');
const rpeField = z
  .number({ error: 'RPE must be a number' })
  .int('RPE must be a whole number')
  .min(1, 'RPE must be 1-10')
  .max(10, 'RPE must be 1-10');

/** POST /api/workouts/{id}/report: done as planned, done but different, or skipped with a reason. */
export const reportWorkoutBody = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('done'), note: noteField.optional() }).strict(),
    z
      .object({
        status: z.literal('changed'),
        durationMinutes: minutesField,
        distanceKm: distanceField.optional().nullable(),
        averageHeartRate: heartRateField.optional().nullable(),
        rpe: rpeField.optional().nullable(),
        feel: z.enum(FEELINGS, { error: 'Choose how it felt from the list' }).optional().nullable(),
        note: noteField.optional(),
      })
      .strict(),
    z
      .object({
        status: z.literal('skipped'),
        reason: z.enum(SKIP_REASONS, { error: 'Choose why the session was skipped' }),
        note: noteField.optional(),
      })
      .strict(),
  ],
  { error: "status must be 'done', 'changed' or 'skipped'" },
);
export type ReportWorkoutBody = z.output<typeof reportWorkoutBody>;

/** POST /api/activities: a session that was not planned (or not matched), logged by hand. */
export const logActivityBody = z
  .object({
    sport: z.enum(LOG_SPORTS, { error: 'Choose a sport from the list' }),
    date: isoDateSchema,
    startTime: z
      .string({ error: 'Start time must be HH:MM' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM')
      .optional()
      .nullable(),
    durationMinutes: minutesField,
    distanceKm: distanceField.optional().nullable(),
    averageHeartRate: heartRateField.optional().nullable(),
    rpe: rpeField.optional().nullable(),
    note: noteField.optional(),
    /** The athlete's offset from UTC in minutes (the browser's -getTimezoneOffset()): the start time is their wall clock. */
    utcOffsetMinutes: z
      .number({ error: 'utcOffsetMinutes must be a number of minutes' })
      .int('utcOffsetMinutes must be whole minutes')
      .min(-720, 'utcOffsetMinutes must be between -720 and 840')
      .max(840, 'utcOffsetMinutes must be between -720 and 840')
      .optional()
      .nullable(),
  })
  .strict();
export type LogActivityBody = z.output<typeof logActivityBody>;

/** POST /api/activities/upload: FIT, TCX or GPX files (optionally gzipped), each as base64. */
export const uploadActivitiesBody = z
  .object({
    files: z
      .array(
        z
          .object({
            name: z
              .string({ error: 'Each file needs a name' })
              .trim()
              .min(1, 'Each file needs a name')
              .max(255, 'File names are limited to 255 characters'),
            /** 'gzip': the browser compressed the bytes (CompressionStream) before base64. */
            encoding: z.enum(['gzip', 'none']).optional().default('none'),
            contentBase64: z.string({ error: 'File content must be base64 text' }).min(1, 'The file is empty'),
            /** The athlete's answer for a file that names no sport (its result was 'needs-sport'). */
            sport: z.enum(LOG_SPORTS, { error: 'Choose a sport from the list' }).optional(),
          })
          .strict(),
        { error: 'files must be a list' },
      )
      .min(1, 'Choose at least one file')
      .max(MAX_UPLOAD_FILES, `Upload at most ${MAX_UPLOAD_FILES} files at once`)
      .refine(
        (files) => files.reduce((t, f) => t + f.contentBase64.length, 0) <= MAX_UPLOAD_BASE64_CHARS,
        'The files are too large together: upload fewer at once',
      ),
  })
  .strict();
export type UploadActivitiesBody = z.output<typeof uploadActivitiesBody>;

/** Why one uploaded file was not added; the web translates the code, the message is the English fallback. */
export type UploadRefusal =
  'empty' | 'too-large' | 'unsupported-type' | 'corrupt' | 'truncated' | 'no-times' | 'no-activity' | 'future';

export interface UploadFileResult {
  name: string;
  /** 'needs-sport': the file names no sport; nothing is stored until it is sent again with the athlete's `sport`. */
  status: 'added' | 'matched' | 'duplicate' | 'refused' | 'needs-sport';
  /** One per discipline for a multisport file. */
  activities: Array<{
    id: string;
    activityType: string;
    startTime: string;
    durationInSeconds: number;
    matchedWorkoutName?: string;
  }>;
  /** For 'duplicate': the activity the file repeats. */
  duplicateOf?: string;
  refusal?: UploadRefusal;
  message?: string;
}

export interface UploadActivitiesView {
  results: UploadFileResult[];
}
