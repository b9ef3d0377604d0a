import { describe, expect, it } from 'vitest';
import { WORKOUT_BODY_LIMITS } from '@shared/schemas/weeks';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

describe("a workout's free text sent by the athlete is capped with a readable 400", () => {
  it('name, description, step description and step count over their caps are refused and nothing is saved; at the cap it saves', async () => {
    const a = await athleteWithPlan(2);
    const { weekId, workouts } = await readyWeek(a);
    const workout = workouts[0];
    const details = workout.workoutDetails;
    const firstStep = details.steps.find((s: { type: string }) => s.type === 'WorkoutStep');
    const over = (n: number) => 'x'.repeat(n + 1);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...details, workoutName: over(WORKOUT_BODY_LIMITS.name) }, /workout name is limited to 200 characters/],
      [
        { ...details, description: over(WORKOUT_BODY_LIMITS.description) },
        /workout description is limited to 4000 characters/,
      ],
      [
        { ...details, steps: [{ ...firstStep, description: over(WORKOUT_BODY_LIMITS.stepDescription) }] },
        /step's description is limited to 1000 characters/,
      ],
      [
        { ...details, steps: Array.from({ length: WORKOUT_BODY_LIMITS.steps + 1 }, () => firstStep) },
        /limited to 100 steps/,
      ],
      [
        {
          ...details,
          steps: [
            {
              type: 'WorkoutRepeatStep',
              stepOrder: 1,
              repeatValue: 2,
              steps: [{ ...firstStep, description: over(WORKOUT_BODY_LIMITS.stepDescription) }],
            },
          ],
        },
        /step's description is limited/,
      ],
    ];
    for (const [body, message] of cases) {
      for (const path of [
        `/api/workouts/${workout.id}/save-modified`,
        `/api/workouts/${workout.id}/save-and-send-to-garmin`,
      ]) {
        const res = await call(a.cookie, 'POST', path, { workoutDetails: body });
        expect(res.status, path).toBe(400);
        expect(res.body.message).toMatch(message);
      }
      const saved = await call(a.cookie, 'POST', '/api/workouts/save', {
        workoutDetails: body,
        weekId,
        aiTaskId: 'task-x',
      });
      expect(saved.status).toBe(400);
      expect(saved.body.message).toMatch(message);
    }
    expect((await call(a.cookie, 'GET', `/api/workouts/${workout.id}`)).body.workoutDetails).toEqual(details);

    const atCap = {
      ...details,
      workoutName: 'n'.repeat(WORKOUT_BODY_LIMITS.name),
      description: 'd'.repeat(WORKOUT_BODY_LIMITS.description),
    };
    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${workout.id}/save-modified`, { workoutDetails: atCap })).status,
    ).toBeLessThan(300);
    expect((await call(a.cookie, 'GET', `/api/workouts/${workout.id}`)).body.workoutDetails.description).toHaveLength(
      WORKOUT_BODY_LIMITS.description,
    );
  }, 90_000);

  it('a key the schema does not know is still refused', async () => {
    const a = await athleteWithPlan(2);
    const { workouts } = await readyWeek(a);
    const res = await call(a.cookie, 'POST', `/api/workouts/${workouts[0].id}/save-modified`, {
      workoutDetails: { ...workouts[0].workoutDetails, extra: 1 },
    });
    expect(res.status).toBe(400);
  }, 90_000);
});
