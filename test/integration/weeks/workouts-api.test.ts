import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/db/keys';
import { athleteWithPlan, call, deliverTask, inDays, rawItem, readyWeek } from '../../support/week-fixtures';

describe('workouts', () => {
  it('GET, schedule (YYYY-MM-DD only), note (trimmed)', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const w = workouts[0];
    const got = await call(a.cookie, 'GET', `/api/workouts/${w.id}`);
    expect(got.body).toMatchObject({
      id: w.id,
      isCompleted: false,
      workoutDetails: { sport: expect.stringMatching(/SWIMMING|CYCLING|RUNNING/) },
    });

    expect((await call(a.cookie, 'POST', `/api/workouts/${w.id}/schedule`, { date: '12/05/2026' })).status).toBe(400);
    expect((await call(a.cookie, 'POST', `/api/workouts/${w.id}/schedule`, { date: '2026-02-30' })).status).toBe(400);
    const day = inDays(3);
    const scheduled = await call(a.cookie, 'POST', `/api/workouts/${w.id}/schedule`, { date: day });
    expect(scheduled.status).toBe(200);
    expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body.day).toBe(day);

    const note = await call(a.cookie, 'POST', `/api/workout/${w.id}/note`, { note: '  legs felt heavy  ' });
    expect(note.status).toBe(200);
    expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body.userNotes).toBe('legs felt heavy');
  });

  it('keeps the week list sorted by day with no-day workouts last', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a, 'flexible');
    expect(workouts.every((w: { day: string | null }) => w.day === null)).toBe(true);
    const last = workouts.at(-1);
    await call(a.cookie, 'POST', `/api/workouts/${last.id}/schedule`, { date: inDays(2) });
    const list = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body;
    expect(list[0].id).toBe(last.id);
    expect(list.slice(1).every((w: { day: string | null }) => w.day === null)).toBe(true);
  });

  it('DELETE /api/workout/{id}: {success, deletedFromGarmin}, a deleted_workouts row, completed ones refused', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    const res = await call(a.cookie, 'DELETE', `/api/workout/${workouts[0].id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, deletedFromGarmin: false });
    expect((await call(a.cookie, 'GET', `/api/workouts/${workouts[0].id}`)).status).toBe(404);
    expect(await rawItem(keys.deletedWorkout(a.user.id, workouts[0].id))).toMatchObject({ id: workouts[0].id, weekId });
    expect((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body).toHaveLength(workouts.length - 1);
  });

  it('modify: blank prompt 400; status answers the modified workout as a JSON string; save-modified and save-and-send', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const w = workouts[0];
    const blank = await call(a.cookie, 'POST', `/api/workouts/${w.id}/modify`, { prompt: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Please enter a modification request');

    const started = await call(a.cookie, 'POST', `/api/workouts/${w.id}/modify`, { prompt: '20 minutes shorter' });
    expect(started.status).toBe(202);
    const { taskId } = started.body;
    expect((await call(a.cookie, 'GET', `/api/workouts/modification/${taskId}/status`)).body).toMatchObject({
      completed: false,
      status: 'pending',
      workout: null,
    });
    await deliverTask(a.user.id, taskId);
    const status = (await call(a.cookie, 'GET', `/api/workouts/modification/${taskId}/status`)).body;
    expect(status).toMatchObject({ completed: true, status: 'completed', response: expect.any(String) });
    const modified = JSON.parse(status.response);
    expect(modified.sport).toBe(w.workoutDetails.sport);
    // The same workout, already checked by the server: the client parses no model text.
    expect(status.workout).toEqual(modified);
    // Nothing changes until the athlete saves.
    expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body.workoutDetails).toEqual(w.workoutDetails);

    const saved = await call(a.cookie, 'POST', `/api/workouts/${w.id}/save-modified`, { workoutDetails: modified });
    expect(saved.status).toBe(200);
    expect(saved.body.sentToGarmin).toBe(false);
    expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body.workoutDetails).toEqual(modified);

    const sent = await call(a.cookie, 'POST', `/api/workouts/${w.id}/save-and-send-to-garmin`, {
      workoutDetails: { ...modified, workoutName: 'Renamed' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sentToGarmin: false, reason: expect.stringContaining('No watch') });
    expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body.workoutDetails.workoutName).toBe('Renamed');

    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${w.id}/save-modified`, { workoutDetails: { workoutName: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('flow: generate, status (the message is the workout JSON), save once per task', async () => {
    const a = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a, 'classic');
    await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { trainingStyle: 'flow' });
    const gen = await call(a.cookie, 'POST', '/api/workouts/generate', {
      sportType: 'SWIMMING',
      trainingPlanId: a.planId,
      weekId,
      dayOfWeek: 'Wednesday',
      prompt: '',
    });
    expect(gen.status).toBe(202);
    const { sessionId } = gen.body;
    await deliverTask(a.user.id, sessionId);
    const status = (await call(a.cookie, 'GET', `/api/workouts/status/${sessionId}`)).body;
    expect(status).toMatchObject({
      completed: true,
      status: 'completed',
      taskId: sessionId,
      message: expect.any(String),
    });
    const details = JSON.parse(status.message);
    expect(details.sport).toBe('SWIMMING');
    expect(status.workout).toEqual(details);

    const save = await call(a.cookie, 'POST', '/api/workouts/save', {
      workoutDetails: details,
      weekId,
      aiTaskId: sessionId,
    });
    expect(save.status).toBe(200);
    expect(save.body.workout.id).toEqual(expect.any(String));
    const again = await call(a.cookie, 'POST', '/api/workouts/save', {
      workoutDetails: details,
      weekId,
      aiTaskId: sessionId,
    });
    expect(again.body.workout.id).toBe(save.body.workout.id);
    const flow = (await call(a.cookie, 'GET', '/api/workouts/flow')).body;
    expect(flow.filter((w: { id: string }) => w.id === save.body.workout.id)).toHaveLength(1);
    expect((await call(a.cookie, 'POST', '/api/workouts/generate', { sportType: 'ROWING', weekId })).status).toBe(400);
  });

  it("another athlete's workout and task ids are 404 and change nothing", async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    const w = workouts[0];
    const started = (await call(a.cookie, 'POST', `/api/workouts/${w.id}/modify`, { prompt: 'easier' })).body;
    const attempts = [
      call(b.cookie, 'GET', `/api/workouts/${w.id}`),
      call(b.cookie, 'GET', `/api/workouts/${w.id}/fit`),
      call(b.cookie, 'POST', `/api/workouts/${w.id}/schedule`, { date: inDays(1) }),
      call(b.cookie, 'POST', `/api/workout/${w.id}/note`, { note: 'mine now' }),
      call(b.cookie, 'DELETE', `/api/workout/${w.id}`),
      call(b.cookie, 'POST', `/api/workouts/${w.id}/modify`, { prompt: 'harder' }),
      call(b.cookie, 'GET', `/api/workouts/modification/${started.taskId}/status`),
      call(b.cookie, 'POST', `/api/workouts/${w.id}/save-modified`, { workoutDetails: w.workoutDetails }),
      call(b.cookie, 'POST', `/api/workouts/${w.id}/save-and-send-to-garmin`, { workoutDetails: w.workoutDetails }),
      call(b.cookie, 'POST', '/api/workouts/generate', { sportType: 'RUNNING', weekId }),
      call(b.cookie, 'GET', `/api/workouts/status/${started.taskId}`),
      call(b.cookie, 'POST', '/api/workouts/save', {
        workoutDetails: w.workoutDetails,
        weekId,
        aiTaskId: started.taskId,
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect((await call(a.cookie, 'GET', `/api/workouts/${w.id}`)).body).toEqual(w);
  });
});
