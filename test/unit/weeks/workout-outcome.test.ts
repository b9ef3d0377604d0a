import { describe, expect, it } from 'vitest';
import { workoutOutcome } from '@shared/weeks/workout-outcome';

const today = '2026-11-20';
const past = { day: '2026-11-17', isCompleted: false };

describe('what became of a planned workout', () => {
  it('is planned until its day has passed, and without a day', () => {
    expect(workoutOutcome({ day: today, isCompleted: false }, today, today)).toBe('planned');
    expect(workoutOutcome({ day: '2026-11-22', isCompleted: false }, today, today)).toBe('planned');
    expect(workoutOutcome({ day: null, isCompleted: false }, today, today)).toBe('planned');
  });

  it('is done when an activity completed it or the athlete said so, even before its day', () => {
    expect(workoutOutcome({ ...past, isCompleted: true }, today, null)).toBe('done');
    expect(workoutOutcome({ ...past, report: { status: 'done' } }, today, null)).toBe('done');
    expect(workoutOutcome({ day: '2026-11-22', isCompleted: false, report: { status: 'changed' } }, today, null)).toBe(
      'done',
    );
  });

  it('is skipped when the athlete said so', () => {
    expect(workoutOutcome({ ...past, report: { status: 'skipped' } }, today, today)).toBe('skipped');
  });

  it('a past silent workout is not reported without an automatic source', () => {
    expect(workoutOutcome(past, today, null)).toBe('not-reported');
    // The watch delivered only before the workout's day: it may have been left at home since.
    expect(workoutOutcome(past, today, '2026-11-16')).toBe('not-reported');
  });

  it('is missed once an automatic source delivered activities on or after its day', () => {
    expect(workoutOutcome(past, today, '2026-11-17')).toBe('missed');
    expect(workoutOutcome(past, today, '2026-11-19')).toBe('missed');
  });
});
