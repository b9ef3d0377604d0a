import type { SportVolume } from '../../schemas/training';

export const RAMP = { warn: 1.1, refuse: 1.3, minReferenceMinutes: 60 } as const;
const LABEL: Record<keyof SportVolume, string> = { run: 'run', bike: 'bike', swim: 'swim' };
const total = (v: SportVolume) => v.run + v.bike + v.swim;

/**
 * Ramp of `current` against the larger of the last two previous weeks (so a load week after a recovery week is
 * measured against the load week before it, not against the deliberately light week). Checked for the total and
 * per sport; a reference under 60 minutes is too small to judge. The plan's own previous weeks, when given, count as
 * references too (the ramp is measured against the plan, not against a shortfall).
 */
export function checkRamp(
  current: SportVolume,
  previous: SportVolume[],
  where: string,
  errors: string[],
  warnings: string[],
  plannedPrevious: SportVolume[] = [],
): void {
  const last = [...previous.slice(-2), ...plannedPrevious];
  if (!last.length) return;
  const pairs: [string, number, number][] = [['total', total(current), Math.max(...last.map(total))]];
  for (const k of Object.keys(LABEL) as (keyof SportVolume)[])
    pairs.push([LABEL[k], current[k], Math.max(...last.map((v) => v[k]))]);
  for (const [name, now, ref] of pairs) {
    if (ref < RAMP.minReferenceMinutes) continue;
    const ratio = now / ref;
    const pct = Math.round((ratio - 1) * 100);
    if (ratio > RAMP.refuse) errors.push(`${where}: ${name} volume rises ${pct} % week-on-week (more than 30 %)`);
    else if (ratio > RAMP.warn) warnings.push(`${where}: ${name} volume rises ${pct} % week-on-week (more than 10 %)`);
  }
}
