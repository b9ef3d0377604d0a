import { describe, expect, it } from 'vitest';
import type { WorkoutStep } from '@shared/schemas/training';
import { moveConflicts, type PlacedWorkout } from '@shared/training/move-conflicts';

const step = (intensity: 'ACTIVE' | 'INTERVAL' | 'RECOVERY', zone: number): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: null,
  intensity,
  description: '',
  durationType: 'TIME',
  durationValue: 600,
  targetType: 'HEART_RATE',
  targetValue: zone,
  targetValueLow: null,
  targetValueHigh: null,
});
const easy = (id: string, day: string | null): PlacedWorkout => ({
  id,
  day,
  workoutDetails: { steps: [step('ACTIVE', 2)] },
});
const intervals = (id: string, day: string | null): PlacedWorkout => ({
  id,
  day,
  workoutDetails: {
    steps: [
      step('ACTIVE', 1),
      { type: 'WorkoutRepeatStep', stepOrder: null, repeatValue: 5, steps: [step('INTERVAL', 5), step('RECOVERY', 1)] },
    ],
  },
});
const threshold = (id: string, day: string | null): PlacedWorkout => ({
  id,
  day,
  workoutDetails: { steps: [step('ACTIVE', 2), step('ACTIVE', 4)] },
});

// 2026-11-23 is a Monday.
const MON = '2026-11-23',
  TUE = '2026-11-24',
  WED = '2026-11-25',
  THU = '2026-11-26',
  FRI = '2026-11-27',
  SUN = '2026-11-29';

describe('moveConflicts', () => {
  it('warns when a hard session lands the day after or before another hard one, naming it', () => {
    const workouts = [intervals('a', MON), threshold('b', THU), easy('c', WED)];
    expect(moveConflicts({ workouts, workoutId: 'a', toDay: WED })).toEqual([
      { kind: 'hardBackToBack', other: workouts[1] },
    ]);
    expect(moveConflicts({ workouts, workoutId: 'a', toDay: FRI })).toEqual([
      { kind: 'hardBackToBack', other: workouts[1] },
    ]);
  });

  it('a zone 4 target counts as hard as much as an interval step', () => {
    const workouts = [threshold('z4', MON), intervals('i', WED)];
    expect(moveConflicts({ workouts, workoutId: 'z4', toDay: TUE }).map((c) => c.kind)).toEqual(['hardBackToBack']);
  });

  it('two hard neighbours on both sides are both named, earlier day first; the same day is its own kind', () => {
    const workouts = [intervals('a', FRI), threshold('b', WED), intervals('c', MON), threshold('d', TUE)];
    const conflicts = moveConflicts({ workouts, workoutId: 'a', toDay: TUE });
    expect(conflicts.map((c) => [c.kind, 'other' in c ? c.other.id : null])).toEqual([
      ['hardBackToBack', 'c'],
      ['hardSameDay', 'd'],
      ['hardBackToBack', 'b'],
    ]);
  });

  it('easy sessions move next to hard ones without a warning, and a hard one next to easy ones too', () => {
    const workouts = [easy('e', MON), intervals('h', THU), easy('f', WED)];
    expect(moveConflicts({ workouts, workoutId: 'e', toDay: FRI })).toEqual([]);
    expect(moveConflicts({ workouts, workoutId: 'h', toDay: TUE })).toEqual([]);
  });

  it('a hard session two days away is fine', () => {
    const workouts = [intervals('a', MON), intervals('b', FRI)];
    expect(moveConflicts({ workouts, workoutId: 'a', toDay: WED })).toEqual([]);
  });

  it('warns for a day that is not one of the training days, whatever the intensity', () => {
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    const workouts = [easy('e', MON)];
    expect(moveConflicts({ workouts, workoutId: 'e', toDay: SUN, trainingDays: days })).toEqual([
      { kind: 'unavailable', day: SUN, weekday: 'sunday' },
    ]);
    expect(moveConflicts({ workouts, workoutId: 'e', toDay: SUN, trainingDays: [] })).toEqual([]);
    expect(moveConflicts({ workouts, workoutId: 'e', toDay: SUN, trainingDays: null })).toEqual([]);
  });

  it('both warnings together: an unavailable day next to a hard session', () => {
    const workouts = [intervals('a', MON), intervals('b', FRI)];
    expect(
      moveConflicts({ workouts, workoutId: 'a', toDay: THU, trainingDays: ['monday', 'friday'] }).map((c) => c.kind),
    ).toEqual(['unavailable', 'hardBackToBack']);
  });

  it('no move (same day), an unknown workout, or workouts without a day: nothing to warn about', () => {
    const workouts = [intervals('a', MON), intervals('b', null)];
    expect(moveConflicts({ workouts, workoutId: 'a', toDay: MON, trainingDays: ['tuesday'] })).toEqual([]);
    expect(moveConflicts({ workouts, workoutId: 'x', toDay: TUE })).toEqual([]);
    expect(moveConflicts({ workouts, workoutId: 'b', toDay: WED })).toEqual([]);
    expect(moveConflicts({ workouts, workoutId: 'b', toDay: TUE }).map((c) => c.kind)).toEqual(['hardBackToBack']);
  });
});

describe('moves held to the availability', () => {
  const details = (sport: 'RUNNING' | 'SWIMMING', minutes: number) => ({
    sport,
    estimatedDurationInSecs: minutes * 60,
    steps: [],
  });
  const workouts = [
    { id: 'swim', day: '2026-03-02', workoutDetails: details('SWIMMING', 45) },
    { id: 'run', day: '2026-03-04', workoutDetails: details('RUNNING', 60) },
  ];
  const availability = {
    minutesByWeekday: { wednesday: 90 },
    twoSessionDays: [],
    poolDays: ['monday' as const],
    blackouts: [{ from: '2026-03-05', to: '2026-03-06', note: 'trip' }],
  };

  it('asks before a blackout day, a day over its minutes, a swim without a pool, a second session', () => {
    expect(moveConflicts({ workouts, workoutId: 'run', toDay: '2026-03-05', availability })).toEqual([
      { kind: 'blackout', day: '2026-03-05', note: 'trip' },
    ]);
    expect(
      moveConflicts({ workouts, workoutId: 'swim', toDay: '2026-03-04', availability }).map((c) => c.kind),
    ).toEqual(['overMinutes', 'noPool', 'tooManySessions']);
    expect(moveConflicts({ workouts, workoutId: 'run', toDay: '2026-03-03', availability })).toEqual([]);
  });

  it('asks nothing without availability', () => {
    expect(moveConflicts({ workouts, workoutId: 'run', toDay: '2026-03-05' })).toEqual([]);
  });
});
