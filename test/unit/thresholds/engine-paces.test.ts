import { describe, expect, it } from 'vitest';
import type { WorkoutStep } from '@shared/schemas/training';
import { buildSession } from '@shared/training/sessions';
import { buildSingleWorkout } from '@shared/training/single-workout';
import { absoluteTarget } from '@shared/training/zones';

const fitness = { swimLevel: 40, bikeLevel: 50, runLevel: 30 };
const flat = (steps: ReturnType<typeof buildSession>['steps']): WorkoutStep[] =>
  steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
const none = { maxHr: null, thresholdHr: null, ftp: null };

describe("the engine paces workouts from the athlete's thresholds", () => {
  it("run intervals sit at the athlete's threshold pace, zone 4 in their own zones", () => {
    const spec = {
      sport: 'run' as const,
      kind: 'intervals' as const,
      minutes: 50,
      phase: 'build' as const,
      fitness,
      distance: 'olympic' as const,
    };
    const own = { runThresholdPace: 240, swimCss: null };
    const interval = flat(buildSession({ ...spec, thresholds: own }).steps).find((s) => s.intensity === 'INTERVAL')!;
    expect((interval.targetValueLow! + interval.targetValueHigh!) / 2).toBeCloseTo(1000 / 240, 1);
    expect(absoluteTarget(interval, 'RUNNING', { ...none, ...own }).zone).toBe(4);
    // Without thresholds the levels decide (runLevel 30: 6:18/km), much slower than 4:00/km.
    const fromLevels = flat(buildSession(spec).steps).find((s) => s.intensity === 'INTERVAL')!;
    expect(fromLevels.targetValueHigh!).toBeLessThan(interval.targetValueLow!);
  });

  it("swims follow the athlete's CSS", () => {
    const spec = {
      sport: 'swim' as const,
      kind: 'tempo' as const,
      minutes: 45,
      phase: 'build' as const,
      fitness,
      distance: 'olympic' as const,
    };
    const fast = flat(buildSession({ ...spec, thresholds: { swimCss: 90 } }).steps).filter(
      (s) => s.targetType === 'PACE',
    );
    const slow = flat(buildSession(spec).steps).filter((s) => s.targetType === 'PACE');
    expect(Math.max(...fast.map((s) => s.targetValueHigh!))).toBeGreaterThan(
      Math.max(...slow.map((s) => s.targetValueHigh!)),
    );
  });

  it('a flow workout on demand follows them too', () => {
    const input = { sport: 'RUNNING' as const, prompt: '45 min intervals', fitness };
    const own = flat(buildSingleWorkout({ ...input, thresholds: { runThresholdPace: 240 } }).steps).filter(
      (s) => s.targetType === 'PACE',
    );
    const levels = flat(buildSingleWorkout(input).steps).filter((s) => s.targetType === 'PACE');
    expect(own.length).toBeGreaterThan(0);
    expect(Math.min(...own.map((s) => s.targetValueLow!))).toBeGreaterThan(
      Math.max(...levels.map((s) => s.targetValueHigh!)),
    );
  });
});
