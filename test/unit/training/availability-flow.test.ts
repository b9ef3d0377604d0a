import { describe, expect, it } from 'vitest';
import { emptyAvailability, type Availability } from '@shared/schemas/availability';
import { sessionMinutes, type DaySession } from '@shared/training/availability/day-rules';
import { fitFlowWorkout } from '@shared/training/availability/fit-flow-workout';
import { buildSession } from '@shared/training/sessions';

const MONDAY = '2026-03-02';
const week = Array.from({ length: 7 }, (_, i) => `2026-03-0${2 + i}`);
const fitness = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const run = buildSession({ sport: 'run', kind: 'easy', minutes: 60, phase: 'base', fitness, distance: 'olympic' });
const swim = buildSession({ sport: 'swim', kind: 'easy', minutes: 45, phase: 'base', fitness, distance: 'olympic' });
const fit = (
  details = run,
  availability: Availability | null = emptyAvailability(),
  on: Record<string, DaySession[]> = {},
  wanted = week[2],
) => fitFlowWorkout({ details, wanted, weekDays: week, today: MONDAY, availability, sessionsOn: (d) => on[d] ?? [] });

describe('a flow workout held to the availability', () => {
  it('goes where it was asked when it fits there, or when no availability was set', () => {
    expect(fit()).toEqual({ day: week[2], details: run, moved: false, shortened: false });
    expect(fit(run, null)).toEqual({ day: week[2], details: run, moved: false, shortened: false });
  });

  it("is shortened on its day to the day's minutes, down to its floor", () => {
    const out = fit(run, { ...emptyAvailability(), minutesByWeekday: { wednesday: 40 } })!;
    expect(out).toMatchObject({ day: week[2], moved: false, shortened: true });
    expect(sessionMinutes(out.details)).toBeLessThanOrEqual(40);
    expect(sessionMinutes(out.details)).toBeGreaterThanOrEqual(30);
  });

  it('moves whole to the nearest day that holds it when its day cannot (blackout, too few minutes, full, no pool)', () => {
    expect(fit(run, { ...emptyAvailability(), blackouts: [{ from: week[2], to: week[2] }] })).toMatchObject({
      day: week[3],
      moved: true,
      shortened: false,
    });
    expect(fit(run, { ...emptyAvailability(), minutesByWeekday: { wednesday: 20 } })).toMatchObject({
      day: week[3],
      moved: true,
    });
    expect(fit(run, emptyAvailability(), { [week[2]]: [{ sport: 'CYCLING', minutes: 30 }] })).toMatchObject({
      day: week[3],
      moved: true,
    });
    expect(fit(swim, { ...emptyAvailability(), poolDays: ['monday', 'friday'] })).toMatchObject({
      day: week[4],
      moved: true,
    });
  });

  it('never goes before today, and is refused when no day can hold it', () => {
    const out = fitFlowWorkout({
      details: run,
      wanted: week[2],
      weekDays: week,
      today: week[4],
      availability: { ...emptyAvailability(), blackouts: [{ from: week[2], to: week[2] }] },
      sessionsOn: () => [],
    })!;
    expect(out.day >= week[4]).toBe(true);
    expect(fit(run, { ...emptyAvailability(), blackouts: [{ from: week[0], to: week[6] }] })).toBeNull();
  });
});
