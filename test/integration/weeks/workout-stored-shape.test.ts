import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WorkoutView } from '@shared/schemas/weeks';
import type { WorkoutDetails } from '@shared/schemas/training';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createPlatform } from '../../../functions/composition/platform';
import {
  createAdaptationRepository,
  WorkoutChangedSinceError,
} from '../../../functions/modules/weeks/adaptation-repository';
import { athleteWithPlan, call, rawItem, readyWeek } from '../../support/week-fixtures';

const table = () => process.env.TABLE_NAME!;

/** A workout item in the older stored shape: the steps a deep map, empty fields stored as null. */
async function rewriteInOldShape(userId: string, workoutId: string): Promise<void> {
  const item = (await rawItem(keys.workout(userId, workoutId)))!;
  const details = item.workoutDetails as { steps: string };
  const old = {
    userNotes: null,
    aiSummary: null,
    garminSyncStatus: null,
    garminSyncError: null,
    ...item,
    workoutDetails: { ...details, steps: JSON.parse(details.steps) },
  };
  await documentClient().send(new PutCommand({ TableName: table(), Item: old }));
}

/** The same details with every object's keys in reverse order (as a map may come back from DynamoDB). */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    );
  return value;
}

describe("a workout item's stored shape", () => {
  it('is written with the steps as one string and no empty fields; the API answers the full view', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const w = workouts[0] as WorkoutView;
    const item = (await rawItem(keys.workout(a.user.id, w.id)))!;
    const stored = item.workoutDetails as Record<string, unknown>;
    expect(typeof stored.steps).toBe('string');
    expect(JSON.parse(String(stored.steps))).toEqual(w.workoutDetails.steps);
    expect(stored).toMatchObject({
      workoutName: w.workoutDetails.workoutName,
      sport: w.workoutDetails.sport,
      estimatedDurationInSecs: w.workoutDetails.estimatedDurationInSecs,
    });
    expect(Object.entries(item).filter(([, v]) => v === null)).toEqual([]);
    expect(w).toMatchObject({
      userNotes: null,
      aiSummary: null,
      garminSyncStatus: null,
      garminSyncError: null,
      isCompleted: false,
    });
    expect(w.workoutDetails.steps.length).toBeGreaterThan(0);
  });

  it('reads rows written in the old shape everywhere, and a change writes them in the new one', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    for (const w of workouts as WorkoutView[]) await rewriteInOldShape(a.user.id, w.id);
    const first = workouts[0] as WorkoutView;
    expect(
      Array.isArray(((await rawItem(keys.workout(a.user.id, first.id)))!.workoutDetails as { steps: unknown }).steps),
    ).toBe(true);

    expect((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body).toEqual(workouts);
    expect((await call(a.cookie, 'GET', `/api/workouts/${first.id}`)).body).toEqual(first);
    const fit = await call(a.cookie, 'GET', `/api/workouts/${first.id}/fit`);
    expect(fit.status).toBe(200);
    const exported = (await call(a.cookie, 'GET', '/api/user/export')).body as {
      workouts: Array<{ id: string; workoutDetails: WorkoutDetails }>;
    };
    expect(exported.workouts.find((w) => w.id === first.id)!.workoutDetails).toEqual(first.workoutDetails);

    const modified = { ...first.workoutDetails, workoutName: 'Renamed' };
    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${first.id}/save-modified`, { workoutDetails: modified })).status,
    ).toBe(200);
    expect(
      typeof ((await rawItem(keys.workout(a.user.id, first.id)))!.workoutDetails as { steps: unknown }).steps,
    ).toBe('string');
    expect((await call(a.cookie, 'GET', `/api/workouts/${first.id}`)).body.workoutDetails).toEqual(modified);
  });

  it("rejecting an adaptation change matches the coach's details in either shape, whatever their key order", async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const [oldRow, newRow, edited] = workouts as WorkoutView[];
    await rewriteInOldShape(a.user.id, oldRow!.id);
    const repository = createAdaptationRepository(createPlatform().db);
    const weekWithOpenChanges = async () => {
      const weekId = randomUUID();
      const open = { index: 0, workoutId: 'w', kind: 'shortened', day: '2026-01-01', text: 'x', rejected: false };
      await documentClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...keys.week(a.user.id, weekId),
            type: 'week',
            id: weekId,
            adaptation: { status: 'proposed', changes: [open] },
          },
        }),
      );
      return weekId;
    };
    const original = (w: WorkoutView): WorkoutDetails => ({
      ...w.workoutDetails,
      workoutName: `${w.workoutDetails.workoutName} (original)`,
    });

    for (const w of [oldRow!, newRow!]) {
      await repository.reject(
        a.user.id,
        await weekWithOpenChanges(),
        0,
        { workoutId: w.id, before: original(w), after: reordered(w.workoutDetails) as WorkoutDetails },
        new Date().toISOString(),
      );
      expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body.workoutDetails).toEqual(original(w));
      expect(typeof ((await rawItem(keys.workout(a.user.id, w.id)))!.workoutDetails as { steps: unknown }).steps).toBe(
        'string',
      );
    }

    const athletes = { ...edited!.workoutDetails, workoutName: 'Mine now' };
    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${edited!.id}/save-modified`, { workoutDetails: athletes })).status,
    ).toBe(200);
    await expect(
      repository.reject(
        a.user.id,
        await weekWithOpenChanges(),
        0,
        { workoutId: edited!.id, before: original(edited!), after: edited!.workoutDetails },
        new Date().toISOString(),
      ),
    ).rejects.toBeInstanceOf(WorkoutChangedSinceError);
    expect((await call(a.cookie, 'GET', `/api/workouts/${edited!.id}`)).body.workoutDetails).toEqual(athletes);
  });
});
