import { median } from './report';

/**
 * What Lighthouse's mobile preset emulated on this host. Its simulated throttling multiplies the main-thread time it
 * observed by 4, a factor its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") sets for a
 * high-end desktop host, CPU benchmark index 1,500-2,000, so that the page is scored on a mid-tier phone (index
 * 125-800). The same pages therefore score higher on a faster host and lower on a slower one: the bench says which.
 */
export const PRESET_SLOWDOWN = 4;
export const REFERENCE_HOST = { low: 1500, high: 2000 } as const;
export const MID_TIER_PHONE = { low: 125, high: 800 } as const;

const thousands = (n: number) => Math.round(n).toLocaleString('en');

/** One line for the bench output, from the benchmark indices Lighthouse reported for the runs. */
export function hostNote(benchmarkIndices: readonly number[]): string {
  const known = benchmarkIndices.filter(Number.isFinite);
  if (!known.length) return 'CPU benchmark index: not reported';
  const host = median(known);
  const phone = host / PRESET_SLOWDOWN;
  const range = `${thousands(REFERENCE_HOST.low)}-${thousands(REFERENCE_HOST.high)}`;
  const where = host < REFERENCE_HOST.low ? 'slower than' : host > REFERENCE_HOST.high ? 'faster than' : 'within';
  const bracket =
    phone > MID_TIER_PHONE.high
      ? 'faster than the mid-tier phone the preset stands for'
      : phone < MID_TIER_PHONE.low
        ? 'slower than the mid-tier phone the preset stands for'
        : `inside the preset's mid-tier phone bracket (${MID_TIER_PHONE.low}-${MID_TIER_PHONE.high})`;
  return `CPU benchmark index ${thousands(host)} (median of the runs), ${where} the ${range} Lighthouse's ${PRESET_SLOWDOWN}x is set for: the page was scored on a phone of index ~${thousands(phone)}, ${bracket}`;
}
