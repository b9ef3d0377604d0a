import { isFutureDated } from '@shared/activities/future-dated';
import { createHash } from 'node:crypto';
import type { UploadActivitiesBody, UploadActivitiesView, UploadFileResult } from '@shared/schemas/activities';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { ActivityService } from './activity-service';
import { inflateCapped } from './files/inflate';
import { parseActivityFile } from './files/parse-activity-file';
import type { ParsedActivity } from './files/parsed-activity';
import { MAX_FILE_BYTES, REFUSAL_MESSAGES } from './files/refusals';
import { sniffType } from './files/sniff';

export interface UploadServiceDeps {
  activities: Pick<ActivityService, 'record' | 'list'>;
  workouts: Pick<WorkoutRepository, 'get'>;
  clock?: () => Date;
}

type UploadFile = UploadActivitiesBody['files'][number];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
export const NEEDS_SPORT_MESSAGE = 'The file does not say which sport this was: choose it, and the activity is added.';

const summaryOf = (activity: ParsedActivity) => ({
  activityType: activity.activityType,
  startTime: new Date(activity.startTime).toISOString(),
  durationInSeconds: activity.elapsedSeconds,
});

/**
 * Uploaded device files to activities. Each file is read whole before anything of it is stored: a refused file
 * (empty, damaged, cut off, not an activity file, too large once unpacked, a route without times) stores nothing.
 * Each activity's id is the file content's hash and its discipline's index, so the same file uploaded again is
 * found by id and answered as a duplicate; the same session from another source is the activity service's rule.
 * A file that names no sport (a GPX without <type>, a FIT 'generic') stores nothing and asks ('needs-sport'): the
 * same file sent again with the athlete's `sport` is stored as that sport.
 */
export function createUploadService({ activities, workouts, clock = () => new Date() }: UploadServiceDeps) {
  async function uploadOne(userId: string, file: UploadFile): Promise<UploadFileResult> {
    const refused = (
      refusal: NonNullable<UploadFileResult['refusal']>,
      message = REFUSAL_MESSAGES[refusal],
    ): UploadFileResult => ({ name: file.name, status: 'refused', activities: [], refusal, message });
    const base64 = file.contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
    if (!BASE64.test(base64) || base64.length % 4 === 1)
      return refused('corrupt', 'The file did not arrive intact (its content is not valid base64).');
    let bytes: Uint8Array = Buffer.from(base64, 'base64');
    if (file.encoding === 'gzip') {
      const inflated = inflateCapped(bytes, MAX_FILE_BYTES);
      if (!inflated.ok)
        return refused(
          inflated.refusal === 'too-large' ? 'too-large' : 'corrupt',
          inflated.refusal === 'too-large' ? undefined : 'The file did not arrive intact (its compression is damaged).',
        );
      bytes = inflated.bytes;
    }
    // A .fit.gz is hashed by its content, so it repeats the same .fit uploaded plain.
    const content = sniffType(bytes) === 'gzip' ? inflateCapped(bytes, MAX_FILE_BYTES) : ({ ok: true, bytes } as const);
    const parsed = await parseActivityFile(content.ok ? content.bytes : bytes, file.name);
    if (!parsed.ok) return refused(parsed.refusal, parsed.message);
    if (parsed.activities.some((a) => isFutureDated(new Date(a.startTime).toISOString(), clock())))
      return refused('future');
    const digest = createHash('sha256')
      .update(content.ok ? content.bytes : bytes)
      .digest('hex')
      .slice(0, 32);
    const idOf = (index: number) => `upload-${digest}-${index}`;
    if (!file.sport && parsed.activities.some((a) => a.sportUnknown))
      return askForSport(userId, file.name, parsed.activities, idOf);
    const outcomes = [];
    for (const [index, parsedActivity] of parsed.activities.entries()) {
      const activity =
        parsedActivity.sportUnknown && file.sport ? { ...parsedActivity, activityType: file.sport } : parsedActivity;
      outcomes.push(await recordOne(userId, idOf(index), file.name, activity));
    }
    const duplicates = outcomes.filter((o) => o.duplicateOf !== null);
    const status =
      duplicates.length === outcomes.length
        ? 'duplicate'
        : outcomes.some((o) => o.matchedWorkoutName)
          ? 'matched'
          : 'added';
    return {
      name: file.name,
      status,
      activities: outcomes.map(({ duplicateOf: _d, ...view }) => view),
      ...(duplicates.length ? { duplicateOf: duplicates[0]!.duplicateOf! } : {}),
    };
  }

  async function recordOne(userId: string, id: string, fileName: string, activity: ParsedActivity) {
    const existing = await findById(userId, id, activity.startTime);
    const summary = summaryOf(activity);
    if (existing) return { id, ...summary, duplicateOf: existing.id };
    const recorded = await activities.record(userId, {
      id,
      source: 'upload',
      fileName,
      activityType: activity.activityType,
      startTime: activity.startTime,
      durationInSeconds: activity.elapsedSeconds,
      movingTimeInSeconds: activity.movingSeconds,
      distanceInMeters: activity.distanceMeters,
      averageHeartRate: activity.averageHeartRate,
      maxHeartRate: activity.maxHeartRate,
      averagePower: activity.averagePower,
      normalizedPower: activity.normalizedPower,
      elevationGainInMeters: activity.elevationGainMeters,
      poolLengthInMeters: activity.poolLengthMeters,
    });
    const matched = recorded.completedWorkoutId ? await workouts.get(userId, recorded.completedWorkoutId) : null;
    return {
      id: recorded.activity.id,
      ...summary,
      ...(matched ? { matchedWorkoutName: matched.workoutDetails.workoutName } : {}),
      duplicateOf: recorded.duplicateOf,
    };
  }

  /** A file naming no sport, sent without the athlete's answer: a duplicate when stored already (with the sport chosen then), else the question. */
  async function askForSport(
    userId: string,
    name: string,
    parsed: ParsedActivity[],
    idOf: (index: number) => string,
  ): Promise<UploadFileResult> {
    const stored = await Promise.all(parsed.map((a, index) => findById(userId, idOf(index), a.startTime)));
    const known = stored.filter((a) => a !== null);
    if (known.length === parsed.length) {
      const activities = known.map((a) => ({
        id: a.id,
        activityType: a.activityType,
        startTime: a.startTime,
        durationInSeconds: a.durationInSeconds,
      }));
      return { name, status: 'duplicate', activities, duplicateOf: known[0]!.id };
    }
    return {
      name,
      status: 'needs-sport',
      activities: parsed.map((a, index) => ({ id: idOf(index), ...summaryOf(a) })),
      message: NEEDS_SPORT_MESSAGE,
    };
  }

  /** The activity stored under this id (ids are unique per user; the start time narrows the read to its day). */
  async function findById(userId: string, id: string, startTime: string) {
    const day = startTime.slice(0, 10);
    return (await activities.list(userId, { from: day, to: day })).find((a) => a.id === id) ?? null;
  }

  return {
    /** One result per file, in the order sent; files are read one after another to bound the memory in use. */
    async upload(userId: string, body: UploadActivitiesBody): Promise<UploadActivitiesView> {
      const results: UploadFileResult[] = [];
      for (const file of body.files) results.push(await uploadOne(userId, file));
      return { results };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
