import { describe, expect, it } from 'vitest';
import {
  buildSingleWorkout,
  checkWorkout,
  isHardWorkout,
  matchActivityToWorkout,
  modifyWorkout,
  summarizeWeek,
} from '@shared/training';
import type { ActivityInput, WorkoutRepeatStep } from '@shared/schemas/training';
import { finishWorkout, hr, repeat, step } from '@shared/training/steps';

const fitness = { swimLevel: 50, bikeLevel: 60, runLevel: 55 };
const mins = (w: { estimatedDurationInSecs: number }) => Math.round(w.estimatedDurationInSecs / 60);
const repeats = (w: { steps: { type: string }[] }) =>
  (w.steps.find((s) => s.type === 'WorkoutRepeatStep') as WorkoutRepeatStep).repeatValue;

describe('buildSingleWorkout', () => {
  it("'I have 1h for run' gives a 60-minute run", () => {
    const w = buildSingleWorkout({ sport: 'RUNNING', prompt: 'I have 1h for run', fitness });
    expect(w.sport).toBe('RUNNING');
    expect(mins(w)).toBe(60);
  });
  it("'45 min easy swim' is an easy, distance-based swim of about 45 minutes", () => {
    const w = buildSingleWorkout({ sport: 'SWIMMING', prompt: '45 min easy swim', fitness });
    expect(Math.abs(mins(w) - 45)).toBeLessThanOrEqual(6);
    expect(isHardWorkout(w)).toBe(false);
    expect(w.steps.every((s) => s.type === 'WorkoutRepeatStep' || s.durationType === 'DISTANCE')).toBe(true);
  });
  it('intervals are hard, and the default prompt gives a sensible session', () => {
    expect(isHardWorkout(buildSingleWorkout({ sport: 'CYCLING', prompt: '90 min intervals', fitness }))).toBe(true);
    const d = buildSingleWorkout({
      sport: 'CYCLING',
      prompt: 'Generate a workout that fits my current training plan and fitness level',
      fitness,
    });
    expect(checkWorkout(d).ok).toBe(true);
  });
});

describe('modifyWorkout', () => {
  const run = buildSingleWorkout({ sport: 'RUNNING', prompt: '60 min intervals', fitness });

  it('shorter or longer by minutes and by percent', () => {
    expect(mins(modifyWorkout(run, '20 minutes shorter').workout)).toBeCloseTo(40, -1);
    expect(Math.abs(mins(modifyWorkout(run, 'make it 20 minutes shorter').workout) - 40)).toBeLessThanOrEqual(2);
    expect(Math.abs(mins(modifyWorkout(run, '50% longer').workout) - 90)).toBeLessThanOrEqual(6);
    const to = modifyWorkout(run, 'I only have 45 min');
    expect(Math.abs(mins(to.workout) - 45)).toBeLessThanOrEqual(2);
  });

  it('easier and harder change the targets; fewer and more intervals change the repeats', () => {
    const easier = modifyWorkout(run, 'make it easier');
    expect(easier.understood).toBe(true);
    expect(isHardWorkout(easier.workout)).toBe(false);
    const bike = buildSingleWorkout({ sport: 'CYCLING', prompt: '60 min tempo', fitness });
    expect(isHardWorkout(modifyWorkout(bike, 'harder').workout)).toBe(true);
    expect(repeats(modifyWorkout(run, 'fewer intervals').workout)).toBe(repeats(run) - 1);
    expect(repeats(modifyWorkout(run, 'add 2 more intervals').workout)).toBe(repeats(run) + 2);
  });

  it('swaps sport and venue', () => {
    const swapped = modifyWorkout(run, 'swap to the bike');
    expect(swapped.workout.sport).toBe('CYCLING');
    expect(Math.abs(mins(swapped.workout) - mins(run))).toBeLessThanOrEqual(3);
    expect(modifyWorkout(run, 'on the treadmill please').workout.workoutName).toMatch(/treadmill/);
    const swim = buildSingleWorkout({ sport: 'SWIMMING', prompt: '45 min', fitness });
    expect(modifyWorkout(swim, 'move it to open water').workout.workoutName).toMatch(/Open Water/);
    const ride = buildSingleWorkout({ sport: 'CYCLING', prompt: '2h long ride', fitness });
    const indoor = modifyWorkout(ride, 'on the trainer');
    expect(JSON.stringify(indoor.workout.steps)).not.toMatch(/"SPEED"/);
  });

  it('moves the hard part to the start or the end', () => {
    const w = finishWorkout('Run with a block', 'x', 'RUNNING', [
      step('WARMUP', { secs: 600 }, hr(1), 'wu'),
      step('ACTIVE', { secs: 1800 }, hr(2), 'steady'),
      repeat(4, [step('INTERVAL', { secs: 240 }, hr(4), 'hard'), step('RECOVERY', { secs: 120 }, hr(1), 'easy')]),
      step('COOLDOWN', { secs: 600 }, hr(1), 'cd'),
    ]);
    const moved = modifyWorkout(w, 'move the hard part to the start');
    expect(moved.understood).toBe(true);
    expect(moved.workout.steps.map((s) => (s.type === 'WorkoutRepeatStep' ? 'REPEAT' : s.intensity))).toEqual([
      'WARMUP',
      'REPEAT',
      'ACTIVE',
      'COOLDOWN',
    ]);
    expect(moved.workout.estimatedDurationInSecs).toBe(w.estimatedDurationInSecs);
    const back = modifyWorkout(moved.workout, 'put the intervals at the end');
    expect(back.workout.steps.map((s) => s.type)).toEqual(w.steps.map((s) => s.type));
    const none = modifyWorkout(
      buildSingleWorkout({ sport: 'RUNNING', prompt: '40 min easy', fitness }),
      'move the hard part to the end',
    );
    expect(none.understood).toBe(false);
    expect(none.explanation).toMatch(/no hard block/);
  });

  it('an unknown request returns the workout unchanged with an explanation', () => {
    const r = modifyWorkout(run, 'sing me a song');
    expect(r.understood).toBe(false);
    expect(r.workout).toEqual(run);
    expect(r.explanation).toMatch(/could not understand/);
  });
});

describe('summarizeWeek', () => {
  const long = buildSingleWorkout({ sport: 'RUNNING', prompt: '90 min long run', fitness });
  const ride = buildSingleWorkout({ sport: 'CYCLING', prompt: '60 min easy', fitness });
  const swim = buildSingleWorkout({ sport: 'SWIMMING', prompt: '45 min', fitness });
  const workouts = [
    { id: 'w1', day: '2027-03-22', workoutDetails: ride, isCompleted: false },
    { id: 'w2', day: '2027-03-24', workoutDetails: swim, isCompleted: false },
    { id: 'w3', day: '2027-03-28', workoutDetails: long, isCompleted: false },
  ];
  const acts: ActivityInput[] = [
    { id: 'a1', activityType: 'CYCLING', startTime: '2027-03-22T17:00:00+01:00', durationSecs: 3500 },
    { id: 'a2', activityType: 'LAP_SWIMMING', startTime: '2027-03-24T07:00:00Z', durationSecs: 2400 },
    { id: 'a3', activityType: 'RUNNING', startTime: '2027-03-25T07:00:00Z', durationSecs: 1800 },
  ];

  it('matches by sport and day, reports compliance, volume and the missed long run', () => {
    const s = summarizeWeek({ weekFirstDay: '2027-03-22', workouts, activities: acts });
    expect(s.matchedWorkouts.map((m) => [m.workoutId, m.activityId])).toEqual([
      ['w1', 'a1'],
      ['w2', 'a2'],
    ]);
    expect(s.missedKeySessions).toEqual([long.workoutName]);
    expect(s.volumeBySport.run).toMatchObject({ plannedSessions: 1, doneSessions: 0, doneMinutes: 30 });
    expect(s.compliancePercent).toBeGreaterThan(40);
    expect(s.compliancePercent).toBeLessThan(60);
    expect(s.analysis).toMatch(/2 of 3 planned sessions/);
    expect(s.nextWeekSuggestions.join(' ')).toMatch(/Repeat the missed long session/);
  });

  it('a workout is not completed by another sport or another day', () => {
    expect(matchActivityToWorkout(workouts[2], acts)).toBeNull();
    expect(matchActivityToWorkout(workouts[0], acts)?.id).toBe('a1');
  });

  it('a fully done week suggests continuing', () => {
    const all = workouts.map((w) => ({ ...w, isCompleted: true }));
    const s = summarizeWeek({ weekFirstDay: '2027-03-22', workouts: all, activities: [] });
    expect(s.compliancePercent).toBe(100);
    expect(s.nextWeekSuggestions[0]).toMatch(/continue/);
  });
});
