import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuelling } from '@shared/training/race-day/fuelling';

describe('fuelling per hour', () => {
  it('never falls as the race gets longer or hotter, and stays within sane bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 1000 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: -5, max: 45 }),
        fc.integer({ min: 0, max: 20 }),
        (minutes, extra, temp, hotter) => {
          const base = fuelling(minutes, minutes, temp, null);
          const longer = fuelling(minutes + extra, minutes + extra, temp, null);
          const warmer = fuelling(minutes, minutes, Math.min(45, temp + hotter), null);
          expect(longer.carbsPerHour).toBeGreaterThanOrEqual(base.carbsPerHour);
          expect(longer.fluidMlPerHour).toBeGreaterThanOrEqual(base.fluidMlPerHour);
          expect(longer.sodiumMgPerHour).toBeGreaterThanOrEqual(base.sodiumMgPerHour);
          expect(warmer.fluidMlPerHour).toBeGreaterThanOrEqual(base.fluidMlPerHour);
          expect(warmer.sodiumMgPerHour).toBeGreaterThanOrEqual(base.sodiumMgPerHour);
          for (const f of [base, longer, warmer]) {
            expect(f.carbsPerHour).toBeGreaterThanOrEqual(0);
            expect(f.carbsPerHour).toBeLessThanOrEqual(90);
            expect(f.fluidMlPerHour).toBeGreaterThanOrEqual(150);
            expect(f.fluidMlPerHour).toBeLessThanOrEqual(1000);
            expect(f.sodiumMgPerHour).toBeLessThanOrEqual(1000);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('follows the carbohydrate rule of thumb: none under 45 min, 30 g/h at 1.5 h, 90 g/h from 4 h', () => {
    expect(fuelling(40, 40, 20, null).carbsPerHour).toBe(0);
    expect(fuelling(90, 90, 20, null).carbsPerHour).toBe(30);
    expect(fuelling(300, 280, 20, null).carbsPerHour).toBe(90);
  });

  it('drinks more in the heat and adds sodium on long races only', () => {
    const cool = fuelling(300, 280, 10, null);
    const hot = fuelling(300, 280, 32, null);
    expect(hot.fluidMlPerHour).toBeGreaterThan(cool.fluidMlPerHour);
    expect(hot.sodiumMgPerHour).toBeGreaterThan(cool.sodiumMgPerHour);
    expect(fuelling(50, 50, 30, null).sodiumMgPerHour).toBe(0);
  });

  it('totals count only the fuelled minutes; breakfast needs the weight', () => {
    const f = fuelling(300, 240, 20, 70);
    expect(f.totals.carbsG).toBe(f.carbsPerHour * 4);
    expect(f.breakfastCarbsG).toBe(140);
    expect(fuelling(300, 240, 20, null).breakfastCarbsG).toBeNull();
  });
});
