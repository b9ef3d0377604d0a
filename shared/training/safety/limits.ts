/**
 * The safety limits every plan, week, adaptation and re-plan is held to (sources in
 * docs/decisions/023-safety-limits.md).
 */
export const SAFETY_LIMITS = {
  /** Fitness (CTL) may rise at most this many points in a week: Friel's 5-8 points a week, the upper end. */
  rampPerWeek: 8,
  /** Training monotony (daily mean / standard deviation over 7 days, Foster 1998) must stay under 2.0. */
  monotony: 2.0,
  /** Weekly strain (weekly load x monotony) may rise at most 10 % over the highest of the previous weeks read. */
  strainOverPeak: 1.1,
  /** How many weeks before the checked one the strain peak is taken from. */
  strainPeakWeeks: 6,
  /** Form (TSB = CTL - ATL) may not fall below this outside a planned overreach (Allen & Coggan 2010). */
  formFloor: -30,
  /** Rest days a week, unless the athlete chose seven training days and is experienced. */
  restDays: 1,
  /** Hard days in a row: never two. */
  hardDaysInARow: 1,
} as const;
