import { describe, expect, it } from 'vitest';
import type { WorkoutStep } from '@shared/schemas/training';
import { absoluteTarget, HR_OF_THRESHOLD, hrRange, powerRange, speedZone, ZONES } from '@shared/training/zones';

const none = { maxHr: null, thresholdHr: null, runThresholdPace: null, swimCss: null, ftp: null };
const hrStep = (zone: number): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: 1,
  intensity: 'ACTIVE',
  description: '',
  durationType: 'TIME',
  durationValue: 600,
  targetType: 'HEART_RATE',
  targetValue: zone,
  targetValueLow: null,
  targetValueHigh: null,
});
const speedStep = (low: number, high: number): WorkoutStep => ({
  ...hrStep(1),
  targetType: 'PACE',
  targetValue: null,
  targetValueLow: low,
  targetValueHigh: high,
});

describe('heart-rate zones', () => {
  it('turns a zone into bpm from threshold HR (Friel)', () => {
    expect(hrRange(2, { thresholdHr: 160, maxHr: null })).toEqual({ low: 136, high: 142, basis: 'threshold' });
    expect(hrRange(4, { thresholdHr: 160, maxHr: 190 })).toEqual({ low: 152, high: 158, basis: 'threshold' });
  });

  it('prefers threshold HR over max HR, and never goes above max HR', () => {
    expect(hrRange(5, { thresholdHr: 180, maxHr: 185 })).toEqual({ low: 180, high: 185, basis: 'threshold' });
  });

  it('falls back to % of max HR, and is unknown without either', () => {
    expect(hrRange(3, { thresholdHr: null, maxHr: 200 })).toEqual({ low: 140, high: 158, basis: 'max' });
    expect(hrRange(3, { thresholdHr: null, maxHr: null })).toBeNull();
  });

  it('has zones that climb without overlapping', () => {
    for (const z of ZONES.slice(1)) expect(HR_OF_THRESHOLD[z][0]).toBeGreaterThan(HR_OF_THRESHOLD[(z - 1) as 1][1]);
    for (const basis of [
      { thresholdHr: 170, maxHr: null },
      { thresholdHr: null, maxHr: 190 },
    ]) {
      const ranges = ZONES.map((z) => hrRange(z, basis)!);
      for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.low).toBeGreaterThan(ranges[i - 1]!.high);
    }
  });
});

describe('power and pace zones', () => {
  it('gives Coggan power bands from FTP', () => {
    expect(powerRange(2, 250)).toEqual({ low: 140, high: 188 });
    expect(powerRange(4, 250)).toEqual({ low: 228, high: 263 });
    expect(powerRange(4, null)).toBeNull();
  });

  it('places a run speed in its zone against threshold pace', () => {
    const t = { runThresholdPace: 240, swimCss: null }; // 4:00/km = 4.1667 m/s
    expect(speedZone(1000 / 240, 'RUNNING', t)).toBe(4);
    expect(speedZone(1000 / 300, 'RUNNING', t)).toBe(2); // 5:00/km = 80 % of threshold speed
    expect(speedZone(1000 / 400, 'RUNNING', t)).toBe(1);
    expect(speedZone(1000 / 220, 'RUNNING', t)).toBe(5);
    expect(speedZone(3, 'CYCLING', t)).toBeNull();
  });

  it('places a swim speed against CSS', () => {
    expect(speedZone(100 / 100, 'SWIMMING', { runThresholdPace: null, swimCss: 100 })).toBe(4);
    expect(speedZone(100 / 112, 'SWIMMING', { runThresholdPace: null, swimCss: 100 })).toBe(2);
    expect(speedZone(100 / 120, 'SWIMMING', { runThresholdPace: null, swimCss: 100 })).toBe(1);
  });
});

describe('absoluteTarget', () => {
  it('gives bpm and, on the bike, watts next to the zone', () => {
    const t = { ...none, thresholdHr: 160, ftp: 250 };
    expect(absoluteTarget(hrStep(2), 'CYCLING', t)).toEqual({
      zone: 2,
      bpm: { low: 136, high: 142, basis: 'threshold' },
      watts: { low: 140, high: 188 },
    });
    expect(absoluteTarget(hrStep(2), 'RUNNING', t).watts).toBeNull();
  });

  it('keeps the zone alone when nothing is known', () => {
    expect(absoluteTarget(hrStep(3), 'RUNNING', none)).toEqual({ zone: 3, bpm: null, watts: null });
    expect(absoluteTarget(speedStep(3, 3.2), 'RUNNING', none)).toEqual({ zone: null, bpm: null, watts: null });
  });

  it('names the zone of a pace target from threshold pace', () => {
    expect(absoluteTarget(speedStep(4.1, 4.2), 'RUNNING', { ...none, runThresholdPace: 240 }).zone).toBe(4);
  });
});
