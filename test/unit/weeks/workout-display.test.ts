import { describe, expect, it } from 'vitest';
import type { WorkoutStep } from '@shared/schemas/training';
import {
  displayName,
  distance,
  hrZone,
  intensityDistribution,
  pace,
  sortByDay,
  speedKmh,
  sportKey,
  stepTarget,
} from '@shared/weeks/workout-display';

const step = (over: Partial<WorkoutStep>): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: 1,
  intensity: 'ACTIVE',
  description: '',
  durationType: 'TIME',
  durationValue: 600,
  targetType: 'OPEN',
  targetValue: null,
  targetValueLow: null,
  targetValueHigh: null,
  ...over,
});

describe('workout display rules', () => {
  it('sorts by day ascending, no-day last, stable otherwise', () => {
    const list = [
      { id: 'a', day: null },
      { id: 'b', day: '2026-11-25' },
      { id: 'c', day: '2026-11-23' },
      { id: 'd', day: null },
      { id: 'e', day: '2026-11-23' },
    ];
    expect(sortByDay(list).map((w) => w.id)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });
  it("strips the '{site} - ' prefix only at the start", () => {
    expect(displayName('Tricoach - Tempo run')).toBe('Tempo run');
    expect(displayName('Tempo run - Tricoach - x')).toBe('Tempo run - Tricoach - x');
    expect(displayName('Site - Easy', 'Site')).toBe('Easy');
  });
  it('maps SWIMMING to swim, CYCLING to bike, anything else to run', () => {
    expect(sportKey('SWIMMING')).toBe('swim');
    expect(sportKey('CYCLING')).toBe('bike');
    expect(sportKey('RUNNING')).toBe('run');
    expect(sportKey('YOGA')).toBe('run');
    expect(sportKey(undefined)).toBe('run');
  });
  it('shows HR zones as integers 1-5', () => {
    expect(hrZone(2.6)).toBe(3);
    expect(hrZone(7)).toBe(5);
    expect(hrZone(0)).toBe(1);
    expect(stepTarget(step({ targetType: 'HEART_RATE', targetValue: 2.4 }), 'RUNNING')).toEqual({
      kind: 'hr',
      zone: 2,
    });
  });
  it('shows cycling speed in km/h (m/s x 3.6), run pace min/km and swim pace min/100m', () => {
    expect(speedKmh(8.3333)).toBe('30.0');
    expect(stepTarget(step({ targetType: 'SPEED', targetValueLow: 8, targetValueHigh: 9 }), 'CYCLING')).toEqual({
      kind: 'speed',
      low: '28.8',
      high: '32.4',
      unit: 'km/h',
    });
    expect(pace(1000 / 300, 1000)).toBe('5:00');
    expect(
      stepTarget(step({ targetType: 'PACE', targetValueLow: 1000 / 330, targetValueHigh: 1000 / 300 }), 'RUNNING'),
    ).toEqual({ kind: 'pace', low: '5:30', high: '5:00', unit: 'min/km' });
    expect(
      stepTarget(step({ targetType: 'PACE', targetValueLow: 100 / 120, targetValueHigh: 100 / 110 }), 'SWIMMING'),
    ).toEqual({ kind: 'pace', low: '2:00', high: '1:50', unit: 'min/100m' });
  });
  it('shows distance in m for swimming, otherwise km with one decimal', () => {
    expect(distance(1500, 'SWIMMING')).toEqual({ value: '1500', unit: 'm' });
    expect(distance(12345, 'RUNNING')).toEqual({ value: '12.3', unit: 'km' });
    expect(distance(40000, 'CYCLING')).toEqual({ value: '40.0', unit: 'km' });
  });
  it('measures intensity by time, falling back to distance, then to steps; repeats count as often as they repeat', () => {
    const byTime = intensityDistribution({
      steps: [
        step({ intensity: 'WARMUP', durationValue: 600 }),
        {
          type: 'WorkoutRepeatStep',
          stepOrder: 2,
          repeatValue: 4,
          steps: [
            step({ intensity: 'INTERVAL', durationValue: 300 }),
            step({ intensity: 'RECOVERY', durationValue: 150 }),
          ],
        },
        step({ intensity: 'COOLDOWN', durationValue: 600 }),
      ],
    });
    expect(byTime.basis).toBe('time');
    expect(byTime.shares).toEqual({ WARMUP: 20, INTERVAL: 40, RECOVERY: 20, COOLDOWN: 20 });
    const byDistance = intensityDistribution({
      steps: [
        step({ durationType: 'DISTANCE', durationValue: 300, intensity: 'WARMUP' }),
        step({ durationType: 'DISTANCE', durationValue: 900, intensity: 'ACTIVE' }),
      ],
    });
    expect(byDistance).toEqual({ basis: 'distance', shares: { WARMUP: 25, ACTIVE: 75 } });
    // A swim by distance with short timed rests is measured by distance, not by its rests.
    const swim = intensityDistribution({
      steps: [
        step({ durationType: 'DISTANCE', durationValue: 300, intensity: 'WARMUP' }),
        {
          type: 'WorkoutRepeatStep',
          stepOrder: 2,
          repeatValue: 6,
          steps: [
            step({ durationType: 'DISTANCE', durationValue: 100, intensity: 'INTERVAL' }),
            step({ durationValue: 15, intensity: 'REST' }),
          ],
        },
      ],
    });
    expect(swim).toEqual({ basis: 'distance', shares: { WARMUP: 33, INTERVAL: 67 } });
    expect(intensityDistribution({ steps: [] })).toEqual({ basis: 'steps', shares: {} });
  });
});
