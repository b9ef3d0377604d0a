// Apart from activities.ts, which builds its zod schemas when imported: screens that only list or check these load no zod.

/** Where a recorded session came from. Automatic sources deliver by themselves; a missing session from them is 'missed'. */
export const ACTIVITY_SOURCES = ['garmin', 'strava', 'intervals', 'upload', 'manual', 'simulation'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];
export const AUTOMATIC_SOURCES: readonly ActivitySource[] = ['garmin', 'strava', 'intervals', 'simulation'];

/** Why a planned session was skipped: the adaptation reads each differently (sick -> recovery, no time -> no signal). */
export const SKIP_REASONS = ['sick', 'injured', 'no-time', 'travel', 'too-tired', 'other'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const FEELINGS = ['great', 'good', 'ok', 'hard', 'awful'] as const;
export type Feeling = (typeof FEELINGS)[number];

/** Sports an unplanned session can be logged as (the activity's activityType is the upper-case name). */
export const LOG_SPORTS = ['SWIMMING', 'CYCLING', 'RUNNING', 'STRENGTH_TRAINING', 'OTHER'] as const;
export type LogSport = (typeof LOG_SPORTS)[number];

/** Total size of an upload request's files (base64 of the gzipped bytes), under API Gateway's and Lambda's limits. */
export const MAX_UPLOAD_BASE64_CHARS = 5_500_000;
/** The upload route's JSON body limit: the files' base64 plus names, under Lambda's 6 MB (6,291,456 B) invoke payload. */
export const MAX_UPLOAD_BODY_BYTES = 5_900_000;
export const MAX_UPLOAD_FILES = 10;
