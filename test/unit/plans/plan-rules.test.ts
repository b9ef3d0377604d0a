import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../functions/lib/errors';
import { DEFAULT_EVENT_TYPES } from '../../../functions/modules/plans/event-type-defaults';
import { normaliseGoals, sameGoals } from '../../../functions/modules/plans/plan-rules';
import { mondayOnOrAfter as comingMonday } from '@shared/calendar/weekdays';
import { planBody } from '@shared/schemas/plans';

const goal = (over: Record<string, unknown> = {}) => ({ name: 'Race', date: '2027-01-10', type: 'olympic', ...over });
const types = [...DEFAULT_EVENT_TYPES];

function errorOf(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected an error');
}

describe('server goal rules', () => {
  it("requires the primary goal's name, date and type with the seed's message", () => {
    for (const missing of ['name', 'date', 'type']) {
      const error = errorOf(() =>
        normaliseGoals({ primaryGoal: goal({ [missing]: '' }) as never, secondaryGoals: [] }, types, '2026-11-22'),
      );
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe('Event name, date and type are required for the primary goal');
    }
  });

  it('refuses dates before today (one day of slack for time zones)', () => {
    expect(() =>
      normaliseGoals({ primaryGoal: goal({ date: '2026-11-21' }) as never, secondaryGoals: [] }, types, '2026-11-22'),
    ).not.toThrow();
    expect(
      errorOf(() =>
        normaliseGoals({ primaryGoal: goal({ date: '2026-11-20' }) as never, secondaryGoals: [] }, types, '2026-11-22'),
      ).message,
    ).toBe('Event date cannot be earlier than today');
  });

  it('fills missing distances from the event type and keeps explicit nulls', () => {
    const { primaryGoal } = normaliseGoals(
      { primaryGoal: goal({ runDistance: null, bikeDistance: 42 }) as never, secondaryGoals: [] },
      types,
      '2026-11-22',
    );
    expect(primaryGoal).toMatchObject({ swimDistance: 1500, bikeDistance: 42, runDistance: null });
  });

  it('drops untouched secondary goals and requires filled ones to be complete', () => {
    const blank = { name: '', date: '', type: '' };
    expect(
      normaliseGoals({ primaryGoal: goal() as never, secondaryGoals: [blank as never] }, types, '2026-11-22')
        .secondaryGoals,
    ).toEqual([]);
    expect(
      errorOf(() =>
        normaliseGoals(
          { primaryGoal: goal() as never, secondaryGoals: [{ ...blank, name: 'B' } as never] },
          types,
          '2026-11-22',
        ),
      ).statusCode,
    ).toBe(400);
  });

  it('compares goals by content', () => {
    const a = normaliseGoals({ primaryGoal: goal() as never, secondaryGoals: [] }, types, '2026-11-22');
    const b = normaliseGoals({ primaryGoal: goal() as never, secondaryGoals: [] }, types, '2026-11-22');
    expect(sameGoals(a, b)).toBe(true);
    expect(
      sameGoals(
        a,
        normaliseGoals({ primaryGoal: goal({ date: '2027-01-11' }) as never, secondaryGoals: [] }, types, '2026-11-22'),
      ),
    ).toBe(false);
  });

  it('starts plans on the coming Monday', () => {
    expect(comingMonday('2026-11-23')).toBe('2026-11-23');
    expect(comingMonday('2026-11-22')).toBe('2026-11-23');
    expect(comingMonday('2026-11-24')).toBe('2026-11-30');
  });
});

describe('plan payload schema', () => {
  const base = { primaryGoal: goal(), workoutDays: ['monday'], workoutsPerWeek: 8 };
  it('accepts 1-14 workouts and weekday names only', () => {
    expect(planBody.safeParse(base).success).toBe(true);
    expect(planBody.safeParse({ ...base, workoutsPerWeek: 14 }).success).toBe(true);
    expect(planBody.safeParse({ ...base, workoutsPerWeek: 15 }).success).toBe(false);
    expect(planBody.safeParse({ ...base, workoutsPerWeek: 0 }).success).toBe(false);
    expect(planBody.safeParse({ ...base, workoutDays: ['Monday'] }).success).toBe(false);
    expect(planBody.safeParse({ ...base, workoutDays: ['monday', 'monday'] }).success).toBe(false);
  });
  it('allows at most 2 secondary goals', () => {
    expect(planBody.safeParse({ ...base, secondaryGoals: [goal(), goal()] }).success).toBe(true);
    const three = planBody.safeParse({ ...base, secondaryGoals: [goal(), goal(), goal()] });
    expect(three.success).toBe(false);
    expect(three.error?.issues[0]?.message).toBe('At most 2 secondary goals');
  });
});
