import type { SportVolume } from '../schemas/training';
import { SPORT_KEYS } from './profile';

const totalOf = (v: SportVolume) => v.swim + v.bike + v.run;

/** Largest week-on-week rise the week builder allows, lowered after a week under 70 % (50 %) compliance. */
export function maxRampAfter(compliancePercent: number | null | undefined): number {
  if (compliancePercent === null || compliancePercent === undefined || compliancePercent >= 70) return 1.08;
  return compliancePercent < 50 ? 0.85 : 1.0;
}

/**
 * The plan's week capped at maxRamp over the larger of the last two delivered weeks, per sport and in total. When
 * the load may rise, the plan's own previous weeks count too: the ramp is measured against the plan, so a shortfall
 * does not carry forward.
 */
export function capVolume(
  target: SportVolume,
  previous: SportVolume[],
  maxRamp: number,
  planned: SportVolume[],
): SportVolume {
  const delivered = previous.slice(-2);
  const last = maxRamp > 1 ? [...delivered, ...(delivered.length ? planned : [])] : delivered;
  if (!last.length) return target;
  const out = { ...target };
  for (const k of SPORT_KEYS) {
    const ref = Math.max(...last.map((v) => v[k]));
    if (ref >= 60) out[k] = Math.min(out[k], ref * maxRamp);
  }
  const refTotal = Math.max(...last.map(totalOf));
  const t = totalOf(out);
  if (refTotal >= 60 && t > refTotal * maxRamp) for (const k of SPORT_KEYS) out[k] = (out[k] * refTotal * maxRamp) / t;
  return out;
}
