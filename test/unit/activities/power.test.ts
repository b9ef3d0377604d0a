import { readFileSync } from 'node:fs';
import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { normalizedPower, perSecond, timeWeightedMean } from '../../../functions/modules/activities/files/power';

const at = (seconds: number, value: number) => ({ t: Date.UTC(2026, 0, 1) + seconds * 1000, value });
const steady = (from: number, count: number, watts: number) =>
  Array.from({ length: count }, (_, i) => at(from + i, watts));

describe('normalised power', () => {
  it('equals the power of a steady effort', () => {
    expect(normalizedPower(steady(0, 600, 200))).toBe(200);
  });

  it('matches a hand-computed figure: 30 s at 0 W then 30 s at 300 W', () => {
    // Rolling 30 s means over the 31 full windows are 0, 10, 20, ..., 300 W. Their 4th powers average
    // 10^4 * (sum of k^4, k = 0..30) / 31 = 10^4 * 5,273,999 / 31 = 1,701,290,000; the 4th root is 203.09 W.
    const samples = [...steady(0, 30, 0), ...steady(30, 30, 300)];
    expect(normalizedPower(samples)).toBe(203);
    expect(timeWeightedMean(samples)).toBe(150);
  });

  it('is null for less than 30 seconds of power', () => {
    expect(normalizedPower(steady(0, 29, 250))).toBeNull();
    expect(normalizedPower([])).toBeNull();
  });

  it('holds a sample until the next one, and skips a pause', () => {
    expect(perSecond([at(0, 100), at(5, 200)])).toEqual([100, 100, 100, 100, 100, 200]);
    expect(perSecond([at(0, 100), at(60, 200)])).toEqual([100, 200]);
  });

  it('matches the Edge 810 and Wahoo ELEMNT BOLT own figures from their 1 Hz records', () => {
    for (const [file, own] of [
      ['garmin-edge810-vector-power.fit', 301],
      ['wahoo-elemnt-bolt-ride.fit', 243],
    ] as const) {
      const { messages } = new Decoder(
        Stream.fromBuffer(readFileSync(new URL(`../../fixtures/activity-files/${file}`, import.meta.url))),
      ).read();
      expect(messages.sessionMesgs![0]!.normalizedPower).toBe(own);
      const power = messages
        .recordMesgs!.filter((r) => typeof r.power === 'number')
        .map((r) => ({ t: (r.timestamp as Date).getTime(), value: r.power as number }));
      expect(Math.abs(normalizedPower(power)! - own)).toBeLessThanOrEqual(1);
    }
  });
});
