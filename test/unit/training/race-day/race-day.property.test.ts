import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import { buildRaceDayPlan } from '@shared/training/race-day';
import { planInputArb } from '../arbitraries';

const maybe = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });
const thresholdsArb: fc.Arbitrary<ThresholdValues | null> = fc.option(
  fc.record({
    maxHr: maybe(120, 230),
    thresholdHr: maybe(90, 220),
    runThresholdPace: maybe(150, 600),
    swimCss: maybe(50, 240),
    ftp: maybe(50, 600),
  }),
  { nil: null },
);

const finiteEverywhere = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string'
      ? !/NaN|undefined|Infinity/.test(value)
      : Array.isArray(value)
        ? value.every(finiteEverywhere)
        : value && typeof value === 'object'
          ? Object.values(value).every(finiteEverywhere)
          : true;

describe('race-day plans for random athletes, events and thresholds', () => {
  it('are always complete, finite and within sane bounds', () => {
    fc.assert(
      fc.property(
        planInputArb,
        thresholdsArb,
        fc.integer({ min: -5, max: 45 }),
        fc.constantFrom('en' as const, 'pl' as const),
        (plan, thresholds, temperatureC, lang) => {
          const day = buildRaceDayPlan({
            plan,
            planOverview: null,
            thresholds,
            thresholdsUpdatedAt: null,
            temperatureC,
            weightKg: null,
            lang,
          });
          expect(finiteEverywhere(day)).toBe(true);
          expect(day.legs.length).toBeGreaterThan(0);
          for (const leg of day.legs) {
            expect(leg.expectedMinutes).toBeGreaterThan(0);
            expect(leg.expectedMinutes).toBeLessThan(24 * 60);
            if (leg.watts) expect(leg.watts.high).toBeLessThanOrEqual(thresholds!.ftp!);
          }
          expect(day.fuelling.carbsPerHour).toBeLessThanOrEqual(90);
          expect(day.fuelling.fluidMlPerHour).toBeLessThanOrEqual(1000);
          expect(day.taper.flatMap((w) => w.sessions).every((s) => s.day < plan.primaryEvent.date)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
