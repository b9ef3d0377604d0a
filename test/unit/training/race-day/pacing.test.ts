import { describe, expect, it } from 'vitest';
import { courseLegs } from '@shared/training/race-day/course';
import { paceRace } from '@shared/training/race-day/pacing';
import { EVENT_TYPES, NO_THRESHOLDS, planFor, THRESHOLDS } from './fixtures';

const FITNESS = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const race = (typeId: string, thresholds = THRESHOLDS, overrides = {}) =>
  paceRace(courseLegs(planFor(typeId, overrides).primaryEvent), FITNESS, thresholds);
const leg = (typeId: string, sport: string, thresholds = THRESHOLDS, overrides = {}) =>
  race(typeId, thresholds, overrides).legs.find((l) => l.sport === sport)!;

describe('race pacing', () => {
  it('is slower for longer triathlons in every discipline', () => {
    const order = ['sprint', 'olympic', 'half', 'full'];
    for (let i = 1; i < order.length; i++) {
      const [shorter, longer] = [order[i - 1], order[i]];
      expect(leg(longer, 'swim').paceSeconds!).toBeGreaterThanOrEqual(leg(shorter, 'swim').paceSeconds!);
      expect(leg(longer, 'bike').speedKmh).toBeLessThan(leg(shorter, 'bike').speedKmh);
      expect(leg(longer, 'bike').watts!.high).toBeLessThan(leg(shorter, 'bike').watts!.high);
      expect(leg(longer, 'run').paceSeconds!).toBeGreaterThan(leg(shorter, 'run').paceSeconds!);
      expect(leg(longer, 'run').heartRateCap!).toBeLessThan(leg(shorter, 'run').heartRateCap!);
    }
    expect(leg('marathon', 'run').paceSeconds!).toBeGreaterThan(leg('half-marathon', 'run').paceSeconds!);
  });

  it('uses the thresholds: FTP for watts, threshold pace for the run, CSS for the swim', () => {
    const olympic = race('olympic');
    const bike = olympic.legs[1];
    expect(bike.basis).toBe('thresholds');
    // Olympic distance: about 0.85-0.90 of FTP.
    expect(bike.watts!.low).toBeGreaterThanOrEqual(0.8 * 250);
    expect(bike.watts!.high).toBeLessThanOrEqual(0.92 * 250);
    expect(olympic.legs[2].paceSeconds!).toBeGreaterThan(270);
    expect(olympic.legs[0].paceSeconds!).toBeGreaterThanOrEqual(110);
    // A faster runner gets a faster target.
    expect(leg('olympic', 'run', { ...THRESHOLDS, runThresholdPace: 240 }).paceSeconds!).toBeLessThan(
      olympic.legs[2].paceSeconds!,
    );
  });

  it('climbing makes the same course slower', () => {
    expect(leg('olympic', 'bike', THRESHOLDS, { bikeElevation: 1200 }).minutes).toBeGreaterThan(
      leg('olympic', 'bike', THRESHOLDS, { bikeElevation: 0 }).minutes,
    );
    expect(leg('olympic', 'run', THRESHOLDS, { runElevation: 400 }).minutes).toBeGreaterThan(
      leg('olympic', 'run', THRESHOLDS, { runElevation: 0 }).minutes,
    );
  });

  it('falls back to the fitness levels without thresholds: finite numbers, no watts or heart rate', () => {
    for (const et of EVENT_TYPES) {
      const paced = race(et.id, NO_THRESHOLDS);
      expect(Number.isFinite(paced.totalMinutes)).toBe(true);
      for (const l of paced.legs) {
        expect(l.basis).toBe('fitness');
        expect(Number.isFinite(l.minutes) && l.minutes > 0).toBe(true);
        expect(Number.isFinite(l.speedKmh)).toBe(true);
        expect(l.watts).toBeNull();
        expect(l.heartRateCap).toBeNull();
      }
    }
  });

  it('derives a heart-rate ceiling from max HR when threshold HR is unknown', () => {
    const run = leg('half', 'run', { ...NO_THRESHOLDS, maxHr: 190 });
    expect(run.heartRateCap).toBeGreaterThan(130);
    expect(run.heartRateCap).toBeLessThan(171);
  });

  it('puts transitions only between legs', () => {
    expect(race('marathon').transitionMinutes).toBe(0);
    expect(race('full').transitionMinutes).toBeGreaterThan(race('sprint').transitionMinutes);
  });
});
