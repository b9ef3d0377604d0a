import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import type { AdaptationPreview, WeekView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { changeText, phraseText } from '@shared/training/adaptation/phrases';
import { textFor } from '@shared/training/text';
import { athleteWithPlan, call, deliverTask, readyWeek } from '../../support/week-fixtures';

type Athlete = Awaited<ReturnType<typeof athleteWithPlan>>;
const services = () => createWeekServices(createPlatform());
const today = () => new Date().toISOString().slice(0, 10);

/** A week that ended yesterday with its first two runs missed and a knee note, closed so the next one adapts to it. */
async function livedWeekWithTwoMissedRuns(a: Athlete) {
  const { weekId } = await readyWeek(a, 'classic', '');
  await services().mover.moveActive(a.user.id, addDays(today(), -7));
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as WorkoutView[];
  const runs = workouts.filter((w) => w.workoutDetails.sport === 'RUNNING');
  expect(runs.length, 'the week has at least three runs').toBeGreaterThanOrEqual(3);
  const missed = new Set(runs.slice(0, 2).map((w) => w.id));
  for (const w of workouts.filter((x) => !missed.has(x.id)))
    await services().activities.record(a.user.id, {
      activityType: w.workoutDetails.sport,
      startTime: `${w.day}T07:00:00.000Z`,
      durationInSeconds: w.workoutDetails.estimatedDurationInSecs,
      source: 'simulation',
    });
  expect((await call(a.cookie, 'POST', `/api/workout/${runs[2].id}/note`, { note: 'My knee hurts' })).status).toBe(200);
  expect((await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { active: false })).status).toBe(200);
}

describe('an adapted week made in English, read after switching to Polish', () => {
  let a: Athlete;
  let week: WeekView;

  beforeAll(async () => {
    a = await athleteWithPlan(2);
    await livedWeekWithTwoMissedRuns(a);
    const created = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: '',
      trainingPlanId: a.planId,
    });
    expect(created.status).toBe(202);
    await deliverTask(a.user.id, created.body.sessionId);
    expect((await call(a.cookie, 'PATCH', '/api/user', { lang: 'pl' })).status).toBe(200);
    week = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
  }, 90_000);

  it('keeps the English text and, beside it, the codes the reader language writes from', () => {
    const adaptation = week.adaptation!;
    expect(adaptation.reasons).toEqual(expect.arrayContaining(['Two runs missed last week', 'Your knee note']));
    expect(adaptation.phrases).toEqual(
      expect.arrayContaining([
        { code: 'missed', sport: 'run', count: 2 },
        { code: 'injury', part: 'knee', note: 'My knee hurts' },
      ]),
    );
    const en = textFor('en').adapt;
    const pl = textFor('pl').adapt;
    expect(adaptation.changes.length).toBeGreaterThan(0);
    for (const change of adaptation.changes) {
      // The codes say what the stored text says, and say it in Polish too.
      expect(changeText(change.facts!, en)).toBe(change.text);
      expect(change.facts!.kind).toBe(change.kind);
      expect(changeText(change.facts!, pl)).toMatch(/w zeszłym tygodniu opuszczono 2 biegi|Twoja notatka/);
    }
    expect(adaptation.phrases!.map((p) => phraseText(p, pl))).toEqual(
      expect.arrayContaining(['w zeszłym tygodniu opuszczono 2 biegi', 'Twoja notatka „My knee hurts”']),
    );
  });

  it('keeps the codes when a change is rejected', async () => {
    const res = await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes[0]).toMatchObject({ rejected: true, facts: week.adaptation!.changes[0]!.facts });
    expect(res.body.phrases).toEqual(week.adaptation!.phrases);
  });

  it('sends the planner preview with its codes too', async () => {
    const b = await athleteWithPlan(2);
    await livedWeekWithTwoMissedRuns(b);
    const res = await call(b.cookie, 'GET', `/api/weeks/adaptation-preview?trainingPlanId=${b.planId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body as AdaptationPreview;
    expect(preview.phrases).toEqual(expect.arrayContaining([{ code: 'missed', sport: 'run', count: 2 }]));
    expect(preview.changeFacts?.map((c) => changeText(c, textFor('en').adapt))).toEqual(preview.changes);
  }, 90_000);
});
