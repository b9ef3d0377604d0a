import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createActivityRepository } from '../../../functions/modules/activities/activity-repository';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { athleteWithPlan, call, deliverTask, endsToday, readyWeek, weekEndingToday } from '../../support/week-fixtures';

const services = () => createWeekServices(createPlatform());

describe('activities and the week summary', () => {
  it('a simulated activity of the sport on the day completes the workout; GET /api/activities lists it', async () => {
    const a = await athleteWithPlan(1);
    const { past } = await weekEndingToday(a);
    const target = past.find(
      (w: { workoutDetails: { sport: string } }) => w.workoutDetails.sport !== 'STRENGTH_TRAINING',
    );
    const minutes = Math.round(target.workoutDetails.estimatedDurationInSecs / 60);
    const { completedWorkoutId } = await services().activities.record(a.user.id, {
      activityType: target.workoutDetails.sport,
      startTime: `${target.day}T07:00:00.000Z`,
      durationInSeconds: minutes * 60,
      distanceInMeters: null,
      source: 'simulation',
    });
    expect(completedWorkoutId).toBe(target.id);
    const after = (await call(a.cookie, 'GET', `/api/workouts/${target.id}`)).body;
    expect(after).toMatchObject({ isCompleted: true, aiSummary: expect.stringContaining('Completed by') });
    const list = (await call(a.cookie, 'GET', '/api/activities')).body;
    expect(list).toEqual([
      expect.objectContaining({
        activityType: target.workoutDetails.sport,
        startTime: `${target.day}T07:00:00.000Z`,
        activitySummary: expect.objectContaining({ activityName: expect.any(String) }),
      }),
    ]);
    // A completed workout can no longer be deleted.
    expect((await call(a.cookie, 'DELETE', `/api/workout/${target.id}`)).status).toBe(409);
  });

  it('an activity of another sport or day completes nothing; another athlete never sees it', async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    const { workouts, past } = await weekEndingToday(a);
    const target = past[0];
    // A sport with no workout on that day: the activity has nothing to complete.
    const sportsThatDay = new Set(
      workouts
        .filter((w: { day: string }) => w.day === target.day)
        .map((w: { workoutDetails: { sport: string } }) => w.workoutDetails.sport),
    );
    const other = ['SWIMMING', 'CYCLING', 'RUNNING'].find((sport) => !sportsThatDay.has(sport));
    expect(other, 'a sport without a workout that day').toBeDefined();
    const res = await services().activities.record(a.user.id, {
      activityType: other!,
      startTime: `${target.day}T07:00:00.000Z`,
      durationInSeconds: 3600,
      source: 'simulation',
    });
    expect(res.completedWorkoutId).toBeNull();
    expect((await call(b.cookie, 'GET', '/api/activities')).body).toEqual([]);
  });

  it('summarize, poll, complete: stores the summary, completes matched workouts, deactivates the week', async () => {
    const a = await athleteWithPlan(2);
    const { weekId } = await readyWeek(a);
    // The summary opens on the week's last day: the week moves so that today is that day.
    await endsToday(a.user.id);
    const [target] = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body;
    // Stored without live matching (as an activity that arrived while no week was active): the summary matches it.
    await createActivityRepository(createPlatform().db).put({
      id: `act-${target.id}`,
      userId: a.user.id,
      activityType: target.workoutDetails.sport,
      startTime: `${target.day}T18:00:00.000Z`,
      durationInSeconds: target.workoutDetails.estimatedDurationInSecs,
      distanceInMeters: null,
      averageHeartRate: null,
      description: 'Evening session',
      activitySummary: {
        startTimeInSeconds: Math.floor(Date.parse(`${target.day}T18:00:00.000Z`) / 1000),
        activityName: 'Evening session',
      },
      source: 'garmin',
      createdAt: new Date().toISOString(),
    });
    expect((await call(a.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(false);

    const start = await call(a.cookie, 'POST', '/api/weeks/summarize', {});
    expect(start.status).toBe(202);
    expect(start.body).toEqual({ sessionId: expect.any(String), taskId: start.body.sessionId });
    expect((await call(a.cookie, 'GET', `/api/weeks/summary/status/${start.body.sessionId}`)).body).toMatchObject({
      completed: false,
    });
    expect((await call(a.cookie, 'POST', '/api/weeks/summarize/complete', { taskId: start.body.taskId })).status).toBe(
      409,
    );
    await deliverTask(a.user.id, start.body.taskId);
    expect((await call(a.cookie, 'GET', `/api/weeks/summary/status/${start.body.sessionId}`)).body).toMatchObject({
      completed: true,
      status: 'completed',
    });

    const done = await call(a.cookie, 'POST', '/api/weeks/summarize/complete', { taskId: start.body.taskId });
    expect(done.status).toBe(200);
    expect(done.body.week).toMatchObject({
      id: weekId,
      active: false,
      summary: expect.objectContaining({ compliancePercent: expect.any(Number) }),
    });
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toBeNull();
    const completed = (await call(a.cookie, 'GET', `/api/workouts/${target.id}`)).body;
    expect(completed).toMatchObject({
      isCompleted: true,
      matchedActivityId: `act-${target.id}`,
      aiSummary: expect.any(String),
    });
    // Completing again is harmless; the next week can be created and carries on from this one.
    expect((await call(a.cookie, 'POST', '/api/weeks/summarize/complete', { taskId: start.body.taskId })).status).toBe(
      200,
    );
    expect(
      (await call(a.cookie, 'POST', '/api/weeks', { trainingStyle: 'classic', trainingPlanId: a.planId })).status,
    ).toBe(202);
  });

  it('summarize without an active week is 404; another athlete cannot read or complete the summary', async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    expect((await call(a.cookie, 'POST', '/api/weeks/summarize', {})).status).toBe(404);
    await readyWeek(a);
    await endsToday(a.user.id);
    const start = (await call(a.cookie, 'POST', '/api/weeks/summarize', {})).body;
    await deliverTask(a.user.id, start.taskId);
    expect((await call(b.cookie, 'GET', `/api/weeks/summary/status/${start.sessionId}`)).status).toBe(404);
    expect((await call(b.cookie, 'POST', '/api/weeks/summarize/complete', { taskId: start.taskId })).status).toBe(404);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).not.toBeNull();
  });
});
